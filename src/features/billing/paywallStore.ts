/**
 * The one paywall of the app, reachable from any feature: `usePaywall().open(reason)` sends to
 * a single running actor that `<PaywallHost />` renders. A module-level actor (like the toast
 * store) keeps callers free of providers, so a chat screen or a banner can open it directly.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';

import { getPlan } from '#contracts/plans.ts';

import {
  paywallMachine,
  type PaywallActor,
  type PaywallReason,
  type PaywallSnapshot,
  type PlanChoice,
} from './paywall.machine.ts';
import { planNameSource } from './planCopy.ts';

async function savePendingPlan(choice: PlanChoice): Promise<void> {
  // Loaded on first use: the repository and its schema stay out of the landing page's bundle.
  const { savePendingSubscription } = await import('#data/billing/index.ts');
  await savePendingSubscription({
    planId: choice.planId,
    // The stored name is the catalogue's French one, as the server knows it.
    planName: planNameSource[getPlan(choice.planId).id],
    priceId: null,
    billingPeriod: choice.billingPeriod,
    source: 'upgrade-modal',
    trigger: choice.reason === 'no_credits' ? 'credit-limit' : 'direct-click',
  });
}

let actor: PaywallActor | undefined;

export function paywallActor(): PaywallActor {
  actor ??= createActor(
    paywallMachine.provide({
      actors: { savePendingPlan: fromPromise<void, PlanChoice>(({ input }) => savePendingPlan(input)) },
    }),
  ).start();
  return actor;
}

export type PaywallControls = {
  open: (reason: PaywallReason, options?: { checkoutUrl?: string }) => void;
  close: () => void;
};

/** For code outside React (machines, stores): opening it with `no_credits` while open shakes it. */
export function openPaywall(reason: PaywallReason, options?: { checkoutUrl?: string }): void {
  paywallActor().send({ type: 'paywall.open', reason, checkoutUrl: options?.checkoutUrl ?? null });
}

export function closePaywall(): void {
  paywallActor().send({ type: 'paywall.close' });
}

const controls: PaywallControls = { open: openPaywall, close: closePaywall };

/** Opens the upgrade modal from anywhere; opening it with `no_credits` while open shakes it. */
export function usePaywall(): PaywallControls {
  return controls;
}

export function usePaywallSelector<T>(selector: (snapshot: PaywallSnapshot) => T): T {
  return useSelector(paywallActor(), selector);
}

export const usePaywallOpen = () => usePaywallSelector((s) => s.matches('open'));
