/**
 * The credit status the screens show, as the server last gave it (never computed here), kept in
 * the Dexie `cache` table under `credits:<userId>` so it shows offline and at once on start.
 */
import * as v from 'valibot';

import { getPlan, parsePlanId, type PlanId } from '#contracts/plans.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';

export type CreditStatus = {
  /** Spendable credits; -1 on unlimited plans, as the server says. */
  remaining: number;
  total: number;
  used: number;
  unlimited: boolean;
  tier: PlanId;
  subscribed: boolean;
  /** The subscription's status ('active', 'trialing', 'past_due'…) or 'free'. */
  status: string;
  /** When the allowance renews (local midnight on the free plan). */
  nextRefillAt: string | null;
  bonus: number;
  planName: string | null;
  /** The subscription's next invoice (its period end); null on the free plan. */
  nextBillingAt: string | null;
  billingCycle: 'monthly' | 'yearly' | null;
  /** Cancelled at period end: the plan stays until `nextBillingAt`, then the free plan. */
  cancelAtPeriodEnd: boolean;
  trial: boolean;
  fetchedAt: string;
};

export type ServerBalance = { remaining: number; unlimited: boolean; tier?: string };

export function creditCacheKey(userId: string): string {
  return `credits:${userId}`;
}

const count = v.pipe(v.number(), v.integer());

/** `get_user_credit_status()`'s answer; fields the app does not show are ignored. */
const rpcSchema = v.object({
  remaining_requests: count,
  total_requests: v.optional(count, 0),
  credits_used: v.optional(count, 0),
  has_unlimited: v.optional(v.boolean(), false),
  subscription_tier: v.optional(v.unknown()),
  subscribed: v.optional(v.boolean(), false),
  status: v.optional(v.string(), 'free'),
  next_refill_at: v.optional(v.nullable(v.string()), null),
  bonus_credits: v.optional(count, 0),
  plan_display_name: v.optional(v.nullable(v.string()), null),
  next_billing_date: v.optional(v.nullable(v.string()), null),
  billing_cycle: v.optional(v.nullable(v.string()), null),
  cancel_at_period_end: v.optional(v.boolean(), false),
  is_trial: v.optional(v.boolean(), false),
});

function cycleOf(value: unknown): 'monthly' | 'yearly' | null {
  return value === 'monthly' || value === 'yearly' ? value : null;
}

/** Throws a ValiError when the server's answer is not a credit status. */
export function parseCreditStatus(payload: unknown, fetchedAt: string): CreditStatus {
  const row = v.parse(rpcSchema, payload);
  return {
    remaining: row.remaining_requests,
    total: row.total_requests,
    used: row.credits_used,
    unlimited: row.has_unlimited,
    tier: parsePlanId(row.subscription_tier),
    subscribed: row.subscribed,
    status: row.status,
    nextRefillAt: row.next_refill_at,
    bonus: row.bonus_credits,
    planName: row.plan_display_name,
    nextBillingAt: row.next_billing_date,
    billingCycle: cycleOf(row.billing_cycle),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    trial: row.is_trial,
    fetchedAt,
  };
}

const cachedSchema = v.object({
  remaining: v.number(),
  total: v.number(),
  used: v.number(),
  unlimited: v.boolean(),
  tier: v.string(),
  subscribed: v.boolean(),
  status: v.string(),
  nextRefillAt: v.nullable(v.string()),
  bonus: v.number(),
  planName: v.nullable(v.string()),
  // Added with billing (issue 25): rows cached before it read as "not known yet".
  nextBillingAt: v.optional(v.nullable(v.string()), null),
  billingCycle: v.optional(v.nullable(v.string()), null),
  cancelAtPeriodEnd: v.optional(v.boolean(), false),
  trial: v.optional(v.boolean(), false),
  fetchedAt: v.string(),
});

/** A cached row from an older version or a broken write reads as "never fetched". */
export function readCachedCreditStatus(value: unknown): CreditStatus | null {
  const parsed = v.safeParse(cachedSchema, value);
  if (!parsed.success) return null;
  const row = parsed.output;
  return {
    ...row,
    tier: parsePlanId(row.tier),
    nextBillingAt: row.nextBillingAt ?? null,
    billingCycle: cycleOf(row.billingCycle),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    trial: row.trial ?? false,
  };
}

/**
 * The balance a chat answer carries, laid over what we knew. The total grows with it when an
 * allowance was renewed since (the free plan's midnight reset); without a cached status the
 * plan's allowance stands in for the total until the next refresh.
 */
export function mergeServerBalance(
  previous: CreditStatus | null,
  balance: ServerBalance,
  fetchedAt: string,
): CreditStatus {
  const tier = balance.tier === undefined ? (previous?.tier ?? 'gratuit') : parsePlanId(balance.tier);
  const remaining = balance.unlimited ? -1 : Math.max(0, balance.remaining);
  if (balance.unlimited) {
    return {
      ...(previous ?? fallbackStatus(tier, fetchedAt)),
      remaining,
      total: -1,
      used: 0,
      unlimited: true,
      tier,
      fetchedAt,
    };
  }
  const base = previous && !previous.unlimited ? previous : fallbackStatus(tier, fetchedAt);
  const total = Math.max(base.total, remaining);
  return {
    ...base,
    remaining,
    total,
    used: Math.max(0, total - remaining),
    unlimited: false,
    tier,
    fetchedAt,
  };
}

function fallbackStatus(tier: PlanId, fetchedAt: string): CreditStatus {
  const allowance = Math.max(0, getPlan(tier).credits);
  return {
    remaining: allowance,
    total: allowance,
    used: 0,
    unlimited: false,
    tier,
    subscribed: tier !== 'gratuit',
    status: tier === 'gratuit' ? 'free' : 'active',
    nextRefillAt: null,
    bonus: 0,
    planName: null,
    nextBillingAt: null,
    billingCycle: null,
    cancelAtPeriodEnd: false,
    trial: false,
    fetchedAt,
  };
}

export async function loadCreditStatus(db: AppDatabase, userId: string): Promise<CreditStatus | null> {
  const row = await db.cache.get(creditCacheKey(userId));
  return row === undefined ? null : readCachedCreditStatus(row.value);
}

export async function storeCreditStatus(
  db: AppDatabase,
  userId: string,
  status: CreditStatus,
): Promise<void> {
  await unlessSignedOut(db, userId, [db.cache], () =>
    db.cache.put({ key: creditCacheKey(userId), value: status, fetchedAt: status.fetchedAt }),
  );
}

/** Call inside a transaction that includes `cache` to keep it atomic with the chat answer. */
export async function storeServerBalance(
  db: AppDatabase,
  userId: string,
  balance: ServerBalance,
  fetchedAt: string,
): Promise<CreditStatus> {
  const next = mergeServerBalance(await loadCreditStatus(db, userId), balance, fetchedAt);
  await storeCreditStatus(db, userId, next);
  return next;
}
