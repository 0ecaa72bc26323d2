import { describe, expect, it } from 'vitest';

import { isPendingSubscriptionExpired, pendingSubscriptionLifeMs } from './pendingSubscription.ts';

describe('pending subscription', () => {
  const savedAt = 1_700_000_000_000;

  it('lives 30 minutes', () => {
    expect(pendingSubscriptionLifeMs).toBe(30 * 60 * 1000);
  });

  it('is kept until just before 30 minutes', () => {
    expect(isPendingSubscriptionExpired(savedAt, savedAt)).toBe(false);
    expect(isPendingSubscriptionExpired(savedAt, savedAt + 29 * 60 * 1000)).toBe(false);
    expect(isPendingSubscriptionExpired(savedAt, savedAt + pendingSubscriptionLifeMs - 1)).toBe(false);
  });

  it('expires at 30 minutes and after', () => {
    expect(isPendingSubscriptionExpired(savedAt, savedAt + pendingSubscriptionLifeMs)).toBe(true);
    expect(isPendingSubscriptionExpired(savedAt, savedAt + 2 * 60 * 60 * 1000)).toBe(true);
  });

  it('treats a save time in the future or a corrupted one as expired', () => {
    expect(isPendingSubscriptionExpired(savedAt + 1000, savedAt)).toBe(true);
    expect(isPendingSubscriptionExpired(Number.NaN, savedAt)).toBe(true);
    expect(isPendingSubscriptionExpired(Number.POSITIVE_INFINITY, savedAt)).toBe(true);
  });
});
