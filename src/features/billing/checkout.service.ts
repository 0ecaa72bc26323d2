/**
 * The checkout machine's effects over the billing port (bound by the composition root): the
 * server creates the Stripe Checkout session — price, trial and customer are its business — and
 * the browser goes to its URL. Stripe's hosted page needs no Stripe.js on our side, so a
 * blocked or failing js.stripe.com never stops a payment. Kept free of heavy imports: it ships
 * with the app's entry, and the port (Dexie, supabase-js) loads on the first click.
 */
import { fromPromise } from 'xstate';

import { isPaidPlanId, type CreateCheckoutRequest } from '#contracts/billing.ts';
import { planNameSource } from '#contracts/plans.ts';
import type { Lazy } from '#core/lazy.ts';
import type { Locale } from '#core/locale.ts';
import type { BillingPort, SavedPendingSubscription } from '#data/billing/index.ts';

import { CheckoutError, type CheckoutRequest } from './checkout.machine.ts';

export type CheckoutDeps = {
  billing: Lazy<BillingPort>;
  isOnline: () => boolean;
  locale: () => Locale;
  /** Where the payer comes back when they cancel: the page they chose on. */
  currentPath: () => string;
  /** Leaves for the payment page (`location.assign`). */
  navigate: (url: string) => void;
};

/** The body create-checkout-session receives (contracts/billing.ts). */
export function checkoutBody(
  request: CheckoutRequest,
  locale: Locale,
  returnPath: string,
): CreateCheckoutRequest {
  if (request.kind === 'trial') return { trial: true, source: request.source, locale, returnPath };
  return {
    // The free plan is never a Checkout: without a plan type the server refuses with its message.
    ...(isPaidPlanId(request.planId) ? { planType: request.planId } : {}),
    billingPeriod: request.billingPeriod,
    planName: planNameSource[request.planId],
    source: request.source,
    trigger: request.trigger,
    locale,
    returnPath,
  };
}

/** A plan a visitor kept aside before signing up, as the checkout takes it over. */
export function pendingToRequest(pending: SavedPendingSubscription): CheckoutRequest | null {
  if (pending.source === 'trial') return { kind: 'trial', source: 'landing' };
  if (!isPaidPlanId(pending.planId)) return null;
  return {
    kind: 'plan',
    planId: pending.planId,
    billingPeriod: pending.billingPeriod,
    source: pending.source,
    trigger: pending.trigger,
  };
}

export function checkoutActors(deps: CheckoutDeps) {
  return {
    readPending: fromPromise<CheckoutRequest | null>(async () => {
      const pending = await (await deps.billing.get()).readPendingSubscription();
      return pending === null ? null : pendingToRequest(pending);
    }),
    createSession: fromPromise<string, CheckoutRequest>(async ({ input }) => {
      // Paying needs the network: say so instead of waiting for a timeout.
      if (!deps.isOnline()) throw new CheckoutError({ kind: 'offline' });
      const port = await deps.billing.get();
      const answer = await port.createCheckout(checkoutBody(input, deps.locale(), deps.currentPath()));
      if (answer.ok) return answer.value.url;
      const { status, code, message } = answer.error;
      if (status === null && !deps.isOnline()) throw new CheckoutError({ kind: 'offline' });
      if (status === 401 || code === 'not_authenticated') throw new CheckoutError({ kind: 'signedOut' });
      throw new CheckoutError({ kind: 'server', code, message });
    }),
    clearPending: fromPromise<void>(async () => {
      await (await deps.billing.get()).clearPendingSubscription();
    }),
    redirect: fromPromise<void, { url: string }>(({ input }) => {
      deps.navigate(input.url);
      return Promise.resolve();
    }),
  };
}
