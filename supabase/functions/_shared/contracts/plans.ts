/**
 * The plan catalogue. The database's copy (`supabase/seed.sql`, table subscription_plans) is what
 * billing charges; supabase/tests/credits.test.ts proves the two agree. The app renders pricing
 * from this one offline and before sign-in. Feature entries are translation keys (with a count
 * when the text needs one); the words live in the app (features/billing/planCopy.ts).
 */
import { unlimitedCredits } from './credits.ts';

export const planIds = ['gratuit', 'decouverte', 'equilibre', 'intensif'] as const;
export type PlanId = (typeof planIds)[number];

/** The names as the server's catalogue stores them (seed.sql `name`; used in saved data, never displayed). */
export const planNameSource: Readonly<Record<PlanId, string>> = {
  gratuit: 'Gratuit',
  decouverte: 'Découverte',
  equilibre: 'Équilibre',
  intensif: 'Intensif',
};

/** Stored and server values are untrusted: anything unknown is the free plan. */
export function parsePlanId(value: unknown): PlanId {
  return planIds.find((id) => id === value) ?? 'gratuit';
}

export function isPlanId(value: unknown): value is PlanId {
  return planIds.some((id) => id === value);
}

export type CreditPeriod = 'day' | 'month';

export const planFeatureKeys = [
  'messagesPerDay',
  'messagesPerMonth',
  'unlimitedMessages',
  'bothCoaches',
  'keptHistory',
  'conversationExport',
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

/**
 * In display order, cheapest first. Cards promise only what the product gives: the plans differ
 * by their messages; both coaches, the kept history and the export are everyone's. (Weekly
 * summaries, notes, PDF exports or analyses per plan are not promised: no plan gates them.)
 */
const everyone: readonly PlanFeature[] = [
  { key: 'bothCoaches' },
  { key: 'keptHistory' },
  { key: 'conversationExport' },
];

export const plans: readonly Plan[] = Object.freeze([
  // The free allowance renews every night at local midnight, hence a daily count.
  plan('gratuit', 0, 20, 'day', [{ key: 'messagesPerDay', count: 20 }, ...everyone]),
  plan('decouverte', 4.9, 100, 'month', [{ key: 'messagesPerMonth', count: 100 }, ...everyone]),
  plan('equilibre', 14.9, 1000, 'month', [{ key: 'messagesPerMonth', count: 1000 }, ...everyone]),
  plan('intensif', 39.9, unlimitedCredits, 'month', [{ key: 'unlimitedMessages' }, ...everyone]),
]);

export function getPlan(id: PlanId): Plan {
  const found = plans.find((candidate) => candidate.id === id);
  // The catalogue lists every id; the fallback only satisfies the type checker.
  return found ?? (plans[0] as Plan);
}

export function isPaidPlan(id: PlanId): boolean {
  return getPlan(id).monthlyPrice > 0;
}
