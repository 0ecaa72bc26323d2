import { describe, expect, it } from 'vitest';

import { chooseGreetingIndex, greetingCounts, greetingKind, shouldGreet } from './greetings.ts';

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
  it('greets an empty conversation and one that ends on a message', () => {
    expect(shouldGreet(undefined)).toBe(true);
    expect(shouldGreet({ sender: 'user' })).toBe(true);
    expect(shouldGreet({ sender: 'bot' })).toBe(true);
    expect(shouldGreet({ sender: 'bot', localOnly: 'error' })).toBe(true);
  });

  it('does not stack greetings when the chat is reopened without writing', () => {
    expect(shouldGreet({ sender: 'bot', localOnly: 'greeting' })).toBe(false);
  });
});
