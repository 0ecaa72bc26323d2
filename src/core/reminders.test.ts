import { describe, expect, it } from 'vitest';

import { nextPromptAt } from './reminders.ts';

const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

describe('nextPromptAt', () => {
  it('is the next of the morning and evening times, today or tomorrow', () => {
    expect(nextPromptAt(at(26, 7), ['09:00', '20:00'])).toEqual(at(26, 9));
    expect(nextPromptAt(at(26, 12), ['09:00', '20:00'])).toEqual(at(26, 20));
    expect(nextPromptAt(at(26, 21), ['09:00', '20:00'])).toEqual(at(27, 9));
  });

  it('never the moment itself (a prompt just shown is not shown again)', () => {
    expect(nextPromptAt(at(26, 9), ['09:00', '20:00'])).toEqual(at(26, 20));
  });

  it('rolls over the end of a month', () => {
    expect(nextPromptAt(at(30, 22), ['09:00'])).toEqual(new Date(2026, 11, 1, 9));
  });

  it('ignores invalid times; none valid means no prompt', () => {
    expect(nextPromptAt(at(26, 7), ['25:00', 'soon', '08:30'])).toEqual(at(26, 8, 30));
    expect(nextPromptAt(at(26, 7), ['', '9h'])).toBeNull();
  });
});
