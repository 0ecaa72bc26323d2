/**
 * What a plan card shows for a billing period, from the catalogue (#contracts/plans.ts). The
 * server charges its own copy of these prices (Stripe); this only displays them.
 */
import { yearlyDiscount, type Plan } from '#contracts/plans.ts';

import type { BillingPeriod } from './checkout.machine.ts';

export type DisplayedPrice = {
  /** What is charged each period, in EUR. */
  amount: number;
  period: BillingPeriod;
  /** Yearly only: twelve months at the monthly price, shown struck through. */
  undiscounted: number | null;
  /** Yearly only: the yearly price spread over 12 months, to the cent. */
  perMonth: number | null;
  /** The saving in percent (20), yearly only. */
  savingPercent: number | null;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const yearlySavingPercent = Math.round(yearlyDiscount * 100);

export function displayedPrice(plan: Plan, period: BillingPeriod): DisplayedPrice {
  if (period === 'monthly') {
    return { amount: plan.monthlyPrice, period, undiscounted: null, perMonth: null, savingPercent: null };
  }
  return {
    amount: plan.yearlyPrice,
    period,
    undiscounted: cents(plan.monthlyPrice * 12),
    perMonth: cents(plan.yearlyPrice / 12),
    savingPercent: yearlySavingPercent,
  };
}

/** The price of the next invoice for a plan billed `period` (the subscription page's overview). */
export function invoiceAmount(plan: Plan, period: BillingPeriod): number {
  return period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}
