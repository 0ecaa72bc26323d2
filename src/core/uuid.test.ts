import { describe, expect, it } from 'vitest';

import { isUuid, uuidv7, uuidv7Time } from './uuid.ts';

const zeros = (bytes: Uint8Array) => bytes.fill(0);
const ones = (bytes: Uint8Array) => bytes.fill(0xff);

describe('uuidv7', () => {
  it('has the RFC 9562 layout: version 7, variant 10, lowercase hex', () => {
    const id = uuidv7(Date.UTC(2026, 0, 15, 12), ones);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(id)).toBe(true);
  });

  it('encodes the creation time in the first 48 bits', () => {
    const at = Date.UTC(2026, 4, 1, 8, 30, 15, 123);
    expect(uuidv7(at, zeros)).toBe(
      `${at
        .toString(16)
        .padStart(12, '0')
        .replace(/^(.{8})/, '$1-')}-7000-8000-000000000000`,
    );
    expect(uuidv7Time(uuidv7(at))).toBe(at);
  });

  it('sorts by creation time as text, which keeps messages in order', () => {
    const ids = [3, 1, 2].map((offset) => uuidv7(1_700_000_000_000 + offset));
    expect([...ids].sort()).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('is unique for the same millisecond thanks to 74 random bits', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => uuidv7(1_700_000_000_000)));
    expect(ids.size).toBe(2000);
  });

  it('clamps times it cannot encode instead of wrapping around', () => {
    expect(uuidv7(-5, zeros).startsWith('00000000-0000-7')).toBe(true);
    expect(uuidv7(Number.MAX_SAFE_INTEGER, zeros).startsWith('ffffffff-ffff-7')).toBe(true);
  });
});

describe('uuidv7Time', () => {
  it('is null for other versions and for anything that is not a UUID', () => {
    expect(uuidv7Time('6ba7b810-9dad-41d1-80b4-00c04fd430c8')).toBeNull();
    expect(uuidv7Time('nope')).toBeNull();
  });
});
