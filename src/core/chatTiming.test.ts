import { describe, expect, it } from 'vitest';

import { canSend, cooldownLeftSeconds, dayPeriod, sendCooldownMs } from './chatTiming.ts';

describe('send cooldown', () => {
  const sentAt = 1_700_000_000_000;

  it('lasts 3 seconds', () => {
    expect(sendCooldownMs).toBe(3000);
  });

  it('is 0 when nothing was sent yet', () => {
    expect(cooldownLeftSeconds(null, sentAt)).toBe(0);
    expect(canSend(null, sentAt)).toBe(true);
  });

  it.each([
    [0, 3],
    [1, 3],
    [999, 3],
    [1000, 2],
    [1001, 2],
    [2000, 1],
    [2999, 1],
    [3000, 0],
    [3001, 0],
    [60_000, 0],
  ])('%s ms after sending: %s s left', (elapsed, left) => {
    expect(cooldownLeftSeconds(sentAt, sentAt + elapsed)).toBe(left);
  });

  it('allows sending exactly when the cooldown is over', () => {
    expect(canSend(sentAt, sentAt + 2999)).toBe(false);
    expect(canSend(sentAt, sentAt + 3000)).toBe(true);
  });

  it('never waits more than 3 s when the clock went backwards', () => {
    expect(cooldownLeftSeconds(sentAt, sentAt - 60_000)).toBe(3);
  });

  it('ignores a corrupted send time', () => {
    expect(cooldownLeftSeconds(Number.NaN, sentAt)).toBe(0);
  });
});

describe('time of day for the greeting', () => {
  it.each([
    [0, 'morning'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%s h is %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it('uses the boundary minute: 11:59 is morning, 17:59 afternoon', () => {
    expect(dayPeriod(11 + 59 / 60)).toBe('morning');
    expect(dayPeriod(17 + 59 / 60)).toBe('afternoon');
  });
});
