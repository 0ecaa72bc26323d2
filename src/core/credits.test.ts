import { describe, expect, it } from 'vitest';

import {
  dashboardBanner,
  estimatedDaysLeft,
  formatCountdown,
  isFloatingBannerLow,
  isLowOnCredits,
  isValidTimeZone,
  msUntilLocalMidnight,
  percentUsed,
  planKind,
  paywallPromptDue,
  shouldOpenPaywall,
  showChatInputWarning,
  subscriptionUsageTone,
  usageBarTone,
  widgetWarning,
} from './credits.ts';

const hour = 3_600_000;
const minute = 60_000;

describe('plan kind', () => {
  it('is unlimited for intensif, monthly for the paid plans, daily for the free one', () => {
    expect(planKind('intensif')).toBe('unlimited');
    expect(planKind('decouverte')).toBe('monthly');
    expect(planKind('equilibre')).toBe('monthly');
    expect(planKind('gratuit')).toBe('daily');
  });
});

describe('usage bar tones', () => {
  it.each([
    [0, 'green'],
    [25, 'green'],
    [25.1, 'blue'],
    [50, 'blue'],
    [50.1, 'amber'],
    [75, 'amber'],
    [75.1, 'red'],
    [100, 'red'],
  ] as const)('widget bar at %s %% is %s', (percent, tone) => {
    expect(usageBarTone(percent)).toBe(tone);
  });

  it.each([
    [0, 'green'],
    [50, 'green'],
    [50.1, 'orange'],
    [75, 'orange'],
    [75.1, 'red'],
    [100, 'red'],
  ] as const)('subscription bar at %s %% is %s', (percent, tone) => {
    expect(subscriptionUsageTone(percent)).toBe(tone);
  });

  it('measures the share used, clamped to 0–100', () => {
    expect(percentUsed(20, 20)).toBe(0);
    expect(percentUsed(15, 20)).toBe(25);
    expect(percentUsed(0, 20)).toBe(100);
    expect(percentUsed(-3, 20)).toBe(100);
    expect(percentUsed(30, 20)).toBe(0); // bonus credits above the allowance
    expect(percentUsed(5, 0)).toBe(0);
    expect(percentUsed(5, -1)).toBe(0); // unlimited
  });
});

describe('credit widget warning', () => {
  it.each([
    [4, 'none'],
    [3, 'low'],
    [1, 'low'],
    [0, 'exhausted'],
    [-1, 'exhausted'],
  ] as const)('on the daily plan, %s left is %s', (remaining, warning) => {
    expect(widgetWarning('daily', remaining)).toBe(warning);
  });

  it.each([
    [51, 'none'],
    [50, 'low'],
    [1, 'low'],
    [0, 'exhausted'],
  ] as const)('on a monthly plan, %s left is %s', (remaining, warning) => {
    expect(widgetWarning('monthly', remaining)).toBe(warning);
  });

  it('never warns on an unlimited plan', () => {
    expect(widgetWarning('unlimited', -1)).toBe('none');
    expect(widgetWarning('unlimited', 0)).toBe('none');
    expect(widgetWarning('unlimited', 2)).toBe('none');
  });
});

describe('floating banner', () => {
  it.each([
    [3, false],
    [2, true],
    [1, true],
    [0, false],
    [-1, false],
  ])('with %s left shows: %s', (remaining, shown) => {
    expect(isFloatingBannerLow(remaining, false)).toBe(shown);
  });

  it('never shows on an unlimited plan', () => {
    expect(isFloatingBannerLow(1, true)).toBe(false);
  });
});

describe('chat input warning', () => {
  it.each([
    [3, false],
    [2, true],
    [1, true],
    [0, true],
  ])('for a non-subscriber with %s left: %s', (remaining, shown) => {
    expect(showChatInputWarning({ subscribed: false, remaining })).toBe(shown);
  });

  it('never shows for subscribers', () => {
    expect(showChatInputWarning({ subscribed: true, remaining: 0 })).toBe(false);
    expect(showChatInputWarning({ subscribed: true, remaining: 2 })).toBe(false);
  });
});

describe('simple dashboard banner', () => {
  it.each([
    [100, 'ok'],
    [6, 'ok'],
    [5, 'low'],
    [1, 'low'],
    [0, 'exhausted'],
    [-2, 'exhausted'],
  ] as const)('with %s left is %s', (remaining, banner) => {
    expect(dashboardBanner({ unlimited: false, remaining })).toBe(banner);
  });

  it('has none on an unlimited plan', () => {
    expect(dashboardBanner({ unlimited: true, remaining: -1 })).toBe('none');
    expect(dashboardBanner({ unlimited: true, remaining: 0 })).toBe('none');
  });
});

describe('low credits on other screens', () => {
  it.each([
    [50, false],
    [49, true],
    [1, true],
    [0, false],
  ])('with %s left warns: %s', (remaining, low) => {
    expect(isLowOnCredits(remaining, false)).toBe(low);
  });

  it('never warns on an unlimited plan', () => {
    expect(isLowOnCredits(10, true)).toBe(false);
  });
});

describe('estimated days left', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [1000, 100],
  ])('%s credits last about %s days', (remaining, days) => {
    expect(estimatedDaysLeft(remaining)).toBe(days);
  });
});

describe('paywall', () => {
  const empty = { signedIn: true, hasStats: true, unlimited: false, remaining: 0 };

  it('opens for a signed-in user whose known balance is empty', () => {
    expect(shouldOpenPaywall(empty)).toBe(true);
    expect(shouldOpenPaywall({ ...empty, remaining: -1 })).toBe(true);
  });

  it('stays closed while credits remain', () => {
    expect(shouldOpenPaywall({ ...empty, remaining: 1 })).toBe(false);
  });

  it('stays closed for visitors, unknown balances and unlimited plans', () => {
    expect(shouldOpenPaywall({ ...empty, signedIn: false })).toBe(false);
    expect(shouldOpenPaywall({ ...empty, hasStats: false })).toBe(false);
    expect(shouldOpenPaywall({ ...empty, unlimited: true })).toBe(false);
  });
});

describe('time until local midnight', () => {
  const at = (iso: string) => new Date(iso);

  it('counts to midnight in the given zone, not the device one', () => {
    // 22:00 in Paris (UTC+1 in winter) is 21:00 UTC.
    expect(msUntilLocalMidnight(at('2025-01-15T21:00:00Z'), 'Europe/Paris')).toBe(2 * hour);
    expect(msUntilLocalMidnight(at('2025-01-15T21:00:00Z'), 'UTC')).toBe(3 * hour);
    expect(msUntilLocalMidnight(at('2025-01-15T21:00:00Z'), 'America/New_York')).toBe(8 * hour);
  });

  it('is a full day right at midnight, and 1 ms just before it', () => {
    expect(msUntilLocalMidnight(at('2025-01-15T23:00:00Z'), 'Europe/Paris')).toBe(24 * hour);
    expect(msUntilLocalMidnight(at('2025-01-15T22:59:59.999Z'), 'Europe/Paris')).toBe(1);
  });

  it('keeps milliseconds and half-hour zones', () => {
    expect(msUntilLocalMidnight(at('2025-01-15T23:59:59.250Z'), 'UTC')).toBe(750);
    // India is UTC+5:30: 18:00 UTC is 23:30 there.
    expect(msUntilLocalMidnight(at('2025-01-15T18:00:00Z'), 'Asia/Kolkata')).toBe(30 * minute);
  });

  it('is 22 h from 01:00 on the day clocks spring forward (Paris, 30 March 2025)', () => {
    // 01:00 CET = 00:00 UTC; midnight on the 31st is 22:00 UTC.
    expect(msUntilLocalMidnight(at('2025-03-30T00:00:00Z'), 'Europe/Paris')).toBe(22 * hour);
  });

  it('is 24 h from midnight before clocks fall back, but 25 h of real time (Paris, 26 October 2025)', () => {
    // 00:00 CEST on the 26th = 22:00 UTC on the 25th; midnight on the 27th is 23:00 UTC on the 26th.
    expect(msUntilLocalMidnight(at('2025-10-25T22:00:00Z'), 'Europe/Paris')).toBe(25 * hour);
  });

  it('is unaffected the evening before a change', () => {
    // 23:00 CET on the 29th = 22:00 UTC.
    expect(msUntilLocalMidnight(at('2025-03-29T22:00:00Z'), 'Europe/Paris')).toBe(hour);
  });

  it('starts the new day at 01:00 where clocks jump at midnight (Santiago, 7 September 2024)', () => {
    // 22:00 on the 6th (UTC-4) = 02:00 UTC; at 04:00 UTC clocks jump from 24:00 to 01:00 (UTC-3).
    expect(msUntilLocalMidnight(at('2024-09-07T02:00:00Z'), 'America/Santiago')).toBe(2 * hour);
  });

  it('waits out the repeated hour where clocks fall back at midnight (Santiago, 6 April 2024)', () => {
    // 22:00 on the 6th (UTC-3) = 01:00 UTC; at 03:00 UTC clocks go back from 24:00 to 23:00 (UTC-4),
    // so midnight comes at 04:00 UTC.
    expect(msUntilLocalMidnight(at('2024-04-07T01:00:00Z'), 'America/Santiago')).toBe(3 * hour);
  });

  it('counts an unknown time zone as UTC', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(msUntilLocalMidnight(at('2025-01-15T21:00:00Z'), 'Mars/Olympus')).toBe(3 * hour);
  });

  it('is always within (0, 25 h] over a whole year in Paris', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let t = start; t < start + 366 * 24 * hour; t += 7 * hour + 13 * minute) {
      const left = msUntilLocalMidnight(new Date(t), 'Europe/Paris');
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(25 * hour);
    }
  });
});

describe('countdown display', () => {
  it('splits a duration into hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(59_999)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(formatCountdown(60_000)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
    expect(formatCountdown(24 * hour - 1)).toEqual({ hours: 23, minutes: 59, seconds: 59 });
    expect(formatCountdown(25 * hour)).toEqual({ hours: 25, minutes: 0, seconds: 0 });
    expect(formatCountdown(hour + 2 * minute + 3000)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
  });

  it('shows zero for negative or broken durations', () => {
    expect(formatCountdown(-5000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('paywall opening by itself', () => {
  const evening = new Date(2026, 10, 26, 21, 30);
  it('is due the first time, and again on another day only', () => {
    expect(paywallPromptDue(null, evening)).toBe(true);
    expect(paywallPromptDue(new Date(2026, 10, 26, 8, 0).toISOString(), evening)).toBe(false);
    expect(paywallPromptDue(new Date(2026, 10, 25, 23, 59).toISOString(), evening)).toBe(true);
  });

  it('does not trust an unreadable or future date', () => {
    expect(paywallPromptDue('yesterday', evening)).toBe(true);
    expect(paywallPromptDue(new Date(2026, 10, 27, 9, 0).toISOString(), evening)).toBe(true);
  });
});
