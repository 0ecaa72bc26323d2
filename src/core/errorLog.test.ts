import { describe, expect, it } from 'vitest';

import {
  appendError,
  classifyError,
  errorLogCapacity,
  isAppearanceError,
  makeErrorId,
  type LoggedError,
} from './errorLog.ts';

const entry = (n: number): LoggedError => ({
  id: `E${n}`,
  at: '2026-01-01T00:00:00.000Z',
  severity: 'high',
  message: `m${n}`,
});

describe('recent errors', () => {
  it('keeps the newest 50', () => {
    let log: LoggedError[] = [];
    for (let n = 1; n <= 60; n++) log = appendError(log, entry(n));
    expect(log).toHaveLength(errorLogCapacity);
    expect(log[0]?.id).toBe('E11');
    expect(log.at(-1)?.id).toBe('E60');
  });
});

describe('error ids', () => {
  it('are short, readable and stable for a given time and salt', () => {
    const id = makeErrorId(1_700_000_000_000, 0.5);
    expect(id).toMatch(/^ERR-[0-9A-Z]{8}$/);
    expect(makeErrorId(1_700_000_000_000, 0.5)).toBe(id);
    expect(makeErrorId(1_700_000_000_000, 0.25)).not.toBe(id);
  });
});

describe('severity', () => {
  it.each([
    [new Error('boom'), 'root', 'critical'],
    [new Error('boom'), 'route', 'high'],
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'root', 'high'],
    [new Error('Invalid accent colour in appearance settings'), 'root', 'medium'],
  ] as const)('%s in %s is %s', (error, scope, expected) => {
    expect(classifyError(error, scope)).toBe(expected);
  });

  it('recognises appearance problems but not ordinary words', () => {
    expect(isAppearanceError('Cannot read theme of undefined')).toBe(true);
    expect(isAppearanceError('Network request failed')).toBe(false);
  });
});
