/** Small timing rules of the chat screen: the send cooldown and the greeting's time of day. */

/** After a message is sent, the send button rests for 3 s (against double sends and floods). */
export const sendCooldownMs = 3000;

/**
 * Whole seconds left before the next send, rounded up so the button never shows 0 while still
 * locked. Nothing sent yet: 0. A clock that went backwards cannot stretch the wait beyond 3 s.
 */
export function cooldownLeftSeconds(lastSentAtMs: number | null, nowMs: number): number {
  if (lastSentAtMs === null || !Number.isFinite(lastSentAtMs)) return 0;
  const leftMs = Math.min(sendCooldownMs, lastSentAtMs + sendCooldownMs - nowMs);
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

export function canSend(lastSentAtMs: number | null, nowMs: number): boolean {
  return cooldownLeftSeconds(lastSentAtMs, nowMs) === 0;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** The greeting's key from the local hour (0–23): morning before noon, afternoon before 18:00. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
