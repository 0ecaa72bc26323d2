/**
 * The plan catalogue as the pricing screens show it. The database seed (`supabase/seed.sql`) is
 * the source of truth for billing; this copy lets the landing and paywall render offline and
 * before sign-in. Feature entries are translation keys (with a count when the text needs one).
 */

export const planIds = ['gratuit', 'decouverte', 'equilibre', 'intensif'] as const;
export type PlanId = (typeof planIds)[number];

/** Stored and server values are untrusted: anything unknown is the free plan. */
export function parsePlanId(value: unknown): PlanId {
  return planIds.find((id) => id === value) ?? 'gratuit';
}

export function isPlanId(value: unknown): value is PlanId {
  return planIds.some((id) => id === value);
}

/** The server's marker for "no limit" in `credits_included` and the balance. */
export const unlimitedCredits = -1;

export function isUnlimitedCredits(credits: number): boolean {
  return credits === unlimitedCredits;
}

export type CreditPeriod = 'day' | 'month';

export const planFeatureKeys = [
  'messagesPerDay',
  'messagesPerMonth',
  'unlimitedMessages',
  'bothCoaches',
  'allCoaches',
  'historyDays',
  'fullHistory',
  'personalNotes',
  'weeklySummaries',
  'pdfExport',
  'detailedInsights',
  'emailSupport',
  'prioritySupport',
  'support24x7',
] as const;
export type PlanFeatureKey = (typeof planFeatureKeys)[number];

/** One line of a plan card; `count` fills the number in texts such as "{count} messages par mois". */
export type PlanFeature = Readonly<{ key: PlanFeatureKey; count?: number }>;

export type Plan = Readonly<{
  id: PlanId;
  /** EUR per month, as displayed (4.90, not cents). */
  monthlyPrice: number;
  /** EUR per year with the yearly discount, rounded to whole euros. */
  yearlyPrice: number;
  /** Messages per period; `unlimitedCredits` (-1) for no limit. */
  credits: number;
  creditPeriod: CreditPeriod;
  popular: boolean;
  features: readonly PlanFeature[];
}>;

/** Paying yearly saves 20 %. */
export const yearlyDiscount = 0.2;

/** Yearly price in whole euros: 4.90 → 47, 14.90 → 143, 39.90 → 383. */
export function yearlyPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * 12 * (1 - yearlyDiscount));
}

/** The one plan the cards highlight. */
export const popularPlanId: PlanId = 'equilibre';

function plan(
  id: PlanId,
  monthlyPrice: number,
  credits: number,
  creditPeriod: CreditPeriod,
  features: readonly PlanFeature[],
): Plan {
  return Object.freeze({
    id,
    monthlyPrice,
    yearlyPrice: yearlyPrice(monthlyPrice),
    credits,
    creditPeriod,
    popular: id === popularPlanId,
    features: Object.freeze(features.map((feature) => Object.freeze({ ...feature }))),
  });
}

/** In display order, cheapest first. */
export const plans: readonly Plan[] = Object.freeze([
  // The free allowance renews every night at local midnight, hence a daily count.
  plan('gratuit', 0, 20, 'day', [
    { key: 'messagesPerDay', count: 20 },
    { key: 'bothCoaches' },
    { key: 'historyDays', count: 7 },
  ]),
  plan('decouverte', 4.9, 100, 'month', [
    { key: 'messagesPerMonth', count: 100 },
    { key: 'bothCoaches' },
    { key: 'emailSupport' },
  ]),
  plan('equilibre', 14.9, 1000, 'month', [
    { key: 'messagesPerMonth', count: 1000 },
    { key: 'historyDays', count: 30 },
    { key: 'personalNotes' },
    { key: 'weeklySummaries' },
    { key: 'prioritySupport' },
  ]),
  plan('intensif', 39.9, unlimitedCredits, 'month', [
    { key: 'unlimitedMessages' },
    { key: 'allCoaches' },
    { key: 'fullHistory' },
    { key: 'pdfExport' },
    { key: 'detailedInsights' },
    { key: 'support24x7' },
  ]),
]);

export function getPlan(id: PlanId): Plan {
  const found = plans.find((candidate) => candidate.id === id);
  // The catalogue lists every id; the fallback only satisfies the type checker.
  return found ?? (plans[0] as Plan);
}

export function isPaidPlan(id: PlanId): boolean {
  return getPlan(id).monthlyPrice > 0;
}

/**
 * A plan chosen before sign-in (or before Stripe answers) is kept for 30 minutes so the
 * checkout can resume; after that the visitor has moved on and it is dropped.
 */
export const pendingSubscriptionLifeMs = 30 * 60 * 1000;

export function isPendingSubscriptionExpired(savedAtMs: number, nowMs: number): boolean {
  if (!Number.isFinite(savedAtMs) || !Number.isFinite(nowMs)) return true;
  const age = nowMs - savedAtMs;
  // A save time in the future is a corrupted value or a changed clock: never trust it to live on.
  if (age < 0) return true;
  return age >= pendingSubscriptionLifeMs;
}
