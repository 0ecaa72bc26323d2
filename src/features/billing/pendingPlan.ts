import { getPlan } from '#contracts/plans.ts';
import type { BillingPort } from '#data/billing/index.ts';

import type { PlanChoice } from './paywall.machine.ts';
import { planNameSource } from './planCopy.ts';

/** The paywall's chosen plan, kept as the pending subscription (the root binds the billing port). */
export async function savePendingPlan(billing: BillingPort, choice: PlanChoice): Promise<void> {
  await billing.savePendingSubscription({
    planId: choice.planId,
    // The stored name is the catalogue's French one, as the server knows it.
    planName: planNameSource[getPlan(choice.planId).id],
    priceId: null,
    billingPeriod: choice.billingPeriod,
    source: 'upgrade-modal',
    trigger: choice.reason === 'no_credits' ? 'credit-limit' : 'direct-click',
  });
}
