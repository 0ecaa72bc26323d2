import { describe, expect, it } from 'vitest';

import {
  chooseGreetingIndex,
  greetingCounts,
  greetingKind,
  quietAfterCrisisMs,
  returningAfterMs,
  shouldGreet,
  type GreetingMessage,
} from './greetings.ts';

const fixed = (value: number) => () => value;

describe('greetingKind', () => {
  it('greets a new conversation as a first meeting and an existing one as a return', () => {
    expect(greetingKind(false)).toBe('first');
    expect(greetingKind(true)).toBe('returning');
  });
});

describe('chooseGreetingIndex', () => {
  it('has 10 first and 6 returning greetings', () => {
    expect(greetingCounts).toEqual({ first: 10, returning: 6 });
  });

  it.each([
    ['first', 0, 0],
    ['first', 0.55, 5],
    ['first', 0.999, 9],
    ['returning', 0, 0],
    ['returning', 0.5, 3],
    ['returning', 0.999, 5],
  ] as const)('maps %s with random %f to %i', (kind, roll, index) => {
    expect(chooseGreetingIndex(kind, fixed(roll))).toBe(index);
  });

  it('covers every greeting over the range of random values', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 100; step++) seen.add(chooseGreetingIndex('first', fixed(step / 100)));
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('never repeats the greeting to avoid, and still reaches every other one', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 100; step++) seen.add(chooseGreetingIndex('returning', fixed(step / 100), 2));
    expect(seen.has(2)).toBe(false);
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 5]);
  });

  it('ignores an index to avoid that does not exist', () => {
    expect(chooseGreetingIndex('returning', fixed(0.999), 42)).toBe(5);
    expect(chooseGreetingIndex('returning', fixed(0), -1)).toBe(0);
  });

  it.each([Number.NaN, 1, -0.5, Number.POSITIVE_INFINITY])(
    'stays in range when random() returns %f',
    (roll) => {
      const index = chooseGreetingIndex('first', fixed(roll));
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(10);
    },
  );
});

describe('shouldGreet', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const minutes = (n: number) => n * 60_000;
  const hours = (n: number) => n * 3_600_000;
  const turn = (at: number, crisis = false): GreetingMessage[] => [
    { sender: 'user', createdAt: ago(at + 2000), crisis },
    { sender: 'bot', createdAt: ago(at), crisis },
  ];

  it('greets an empty conversation', () => {
    expect(shouldGreet(undefined, now)).toBe(true);
    expect(shouldGreet([], now)).toBe(true);
  });

  it('does not stack greetings when the chat is reopened without writing', () => {
    expect(shouldGreet([...turn(hours(30)), { sender: 'bot', localOnly: 'greeting' }], now)).toBe(false);
  });

  it('welcomes back only after a real absence, never in the middle of a conversation', () => {
    expect(shouldGreet(turn(minutes(3)), now)).toBe(false);
    expect(shouldGreet(turn(returningAfterMs - 1000), now)).toBe(false);
    expect(shouldGreet(turn(returningAfterMs), now)).toBe(true);
    expect(shouldGreet(turn(hours(30)), now)).toBe(true);
  });

  it('stays quiet for a day after a crisis or check-in turn', () => {
    expect(shouldGreet(turn(minutes(3), true), now)).toBe(false);
    expect(shouldGreet(turn(hours(5), true), now)).toBe(false);
    expect(shouldGreet(turn(quietAfterCrisisMs - 1000, true), now)).toBe(false);
    expect(shouldGreet(turn(quietAfterCrisisMs, true), now)).toBe(true);
    // Flagged on the person's message only (the device's detector, the reply not back yet).
    expect(shouldGreet([{ sender: 'user', createdAt: ago(hours(5)), crisis: true }], now)).toBe(false);
  });

  it('looks past local notices to the last exchange', () => {
    const notice = { sender: 'bot' as const, localOnly: 'notice', createdAt: ago(minutes(1)) };
    expect(shouldGreet([...turn(minutes(3), true), notice], now)).toBe(false);
    expect(shouldGreet([...turn(hours(4)), notice], now)).toBe(true);
    expect(shouldGreet([notice], now)).toBe(true);
  });

  it('an older crisis turn followed by ordinary ones no longer holds the greeting back', () => {
    expect(shouldGreet([...turn(hours(10), true), ...turn(hours(4))], now)).toBe(true);
  });

  it('takes a message without a readable time as just written', () => {
    expect(shouldGreet([{ sender: 'user' }, { sender: 'bot', createdAt: 'not a date' }], now)).toBe(false);
  });
});
