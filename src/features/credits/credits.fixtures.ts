import type { CreditStatus } from '#data/credits/index.ts';

import { displayedCredits, type DisplayedCredits } from './useDisplayedCredits.ts';

/** A server balance with named overrides; the free plan with a full day by default. */
export function makeCreditStatus(overrides: Partial<CreditStatus> = {}): CreditStatus {
  return {
    remaining: 20,
    total: 20,
    used: 0,
    unlimited: false,
    tier: 'gratuit',
    subscribed: false,
    status: 'free',
    nextRefillAt: null,
    bonus: 0,
    planName: 'Gratuit',
    nextBillingAt: null,
    billingCycle: null,
    cancelAtPeriodEnd: false,
    trial: false,
    fetchedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDisplayedCredits(overrides: Partial<CreditStatus> = {}, pending = 0): DisplayedCredits {
  return displayedCredits(makeCreditStatus(overrides), pending, false);
}
