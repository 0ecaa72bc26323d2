/**
 * A plan picked in the paywall or on the pricing page, kept on the device until the checkout
 * can take it over (after sign-in, or once online payment opens). It lives 30 minutes: after
 * that the visitor has moved on and it is dropped, on read and at start-up.
 */
import * as v from 'valibot';

import { planIds, type PlanId } from '#contracts/plans.ts';
import { isPendingSubscriptionExpired } from '#core/pendingSubscription.ts';
import type { AppDatabase } from '#data/db/db.ts';

export type BillingPeriod = 'monthly' | 'yearly';
export type PendingSubscriptionSource = 'upgrade-modal' | 'pricing-page' | 'trial';
export type PendingSubscriptionTrigger = 'credit-limit' | 'feature-locked' | 'direct-click';

export type PendingSubscription = {
  planId: PlanId;
  planName: string;
  /**
   * Stripe price ids are set per deployment on the server; until a page knows one it stores
   * null and the checkout resolves the price from the plan and the period.
   */
  priceId: string | null;
  billingPeriod: BillingPeriod;
  source: PendingSubscriptionSource;
  trigger: PendingSubscriptionTrigger;
};

export type SavedPendingSubscription = PendingSubscription & { savedAt: string };

const pendingSchema = v.object({
  planId: v.picklist(planIds),
  planName: v.string(),
  priceId: v.nullable(v.string()),
  billingPeriod: v.picklist(['monthly', 'yearly']),
  source: v.picklist(['upgrade-modal', 'pricing-page', 'trial']),
  trigger: v.picklist(['credit-limit', 'feature-locked', 'direct-click']),
});

type Options = { db: AppDatabase; now?: () => number };

export async function savePendingSubscription(
  pending: PendingSubscription,
  { db, now = Date.now }: Options,
): Promise<SavedPendingSubscription> {
  const value = v.parse(pendingSchema, pending);
  const savedAt = new Date(now()).toISOString();
  await db.pendingSubscription.put({ id: 'current', value, savedAt });
  return { ...value, savedAt };
}

/** The pending plan if one is still fresh; an expired or unreadable one is removed. */
export async function readPendingSubscription({
  db,
  now = Date.now,
}: Options): Promise<SavedPendingSubscription | null> {
  const row = await db.pendingSubscription.get('current');
  if (row === undefined) return null;
  const parsed = v.safeParse(pendingSchema, row.value);
  if (!parsed.success || isPendingSubscriptionExpired(Date.parse(row.savedAt), now())) {
    await db.pendingSubscription.delete('current');
    return null;
  }
  return { ...parsed.output, savedAt: row.savedAt };
}

export async function clearPendingSubscription({ db }: Pick<Options, 'db'>): Promise<void> {
  await db.pendingSubscription.delete('current');
}

/** Start-up housekeeping: reading drops the item when it is stale. */
export async function clearExpiredPendingSubscription(options: Options): Promise<void> {
  await readPendingSubscription(options);
}
