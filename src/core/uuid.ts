/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then randomness. Ids minted on the
 * device sort by creation time, so the server's indexes stay compact and a message id can be
 * minted offline and still be the idempotency key of its send.
 */

/** Fills the array with random bytes (crypto.getRandomValues in production). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const defaultRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function uuidv7(nowMs: number = Date.now(), random: RandomBytes = defaultRandom): string {
  const bytes = random(new Uint8Array(16));
  // Times before the epoch or beyond 48 bits cannot be encoded; clamp rather than wrap around.
  let ms = Math.min(Math.max(0, Math.floor(nowMs)), 2 ** 48 - 1);
  for (let index = 5; index >= 0; index--) {
    bytes[index] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const h = Array.from(bytes, (byte) => hex[byte] ?? '00');
  return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10).join('')}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shape the chat function accepts for `message_id`. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** The creation time a UUID v7 carries, in Unix milliseconds; null for other ids. */
export function uuidv7Time(id: string): number | null {
  if (!isUuid(id) || id[14] !== '7') return null;
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}
