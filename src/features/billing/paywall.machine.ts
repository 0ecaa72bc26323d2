/**
 * The upgrade modal (paywall): closed or open with a reason, the monthly/yearly choice, the
 * "shake" when an empty balance asks for it again while it is already open, and the choice of
 * a plan. A chosen plan is saved on the device (pending subscription) by a named actor; the
 * card keeps its loading state for 2 s, during which other choices are ignored (spec: a
 * second click while a checkout is in progress is ignored).
 *
 * The machine emits `paywall.planSaved` / `paywall.saveFailed`; the host turns them into a
 * toast or the sign-up modal, which need the React tree.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

import type { PlanId } from '#contracts/plans.ts';

export type PaywallReason = 'no_credits' | 'low_credits' | 'trial_expired' | 'upgrade_needed' | 'default';
export type BillingPeriod = 'monthly' | 'yearly';

/** Spec: the chosen card shows its loading state for the checkout creation, cleared after 2 s. */
export const checkoutLoadingResetMs = 2000;

export type PlanChoice = {
  planId: PlanId;
  billingPeriod: BillingPeriod;
  reason: PaywallReason;
  signedIn: boolean;
};

export type PaywallContext = {
  reason: PaywallReason;
  billingPeriod: BillingPeriod;
  /** Raised each time the modal is asked to shake; the view replays its animation on change. */
  shakeCount: number;
  /** A ready checkout link: the modal then offers a single "activate" button instead of plans. */
  checkoutUrl: string | null;
  choosing: PlanChoice | null;
};

export type PaywallEvent =
  | { type: 'paywall.open'; reason: PaywallReason; checkoutUrl?: string | null }
  | { type: 'paywall.close' }
  | { type: 'paywall.setPeriod'; billingPeriod: BillingPeriod }
  | { type: 'paywall.choosePlan'; planId: PlanId; signedIn: boolean };

export type PaywallEmitted =
  | { type: 'paywall.planSaved'; choice: PlanChoice }
  | { type: 'paywall.saveFailed'; choice: PlanChoice; error: unknown };

const closedContext: PaywallContext = Object.freeze({
  reason: 'default',
  billingPeriod: 'monthly',
  shakeCount: 0,
  checkoutUrl: null,
  choosing: null,
});

/** Only web links are followed: a stored or injected value is never trusted as `javascript:`. */
function safeCheckoutUrl(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export const paywallMachine = setup({
  types: {
    context: {} as PaywallContext,
    events: {} as PaywallEvent,
    emitted: {} as PaywallEmitted,
  },
  actors: {
    /** Keeps the chosen plan as the pending subscription (bound to the Dexie repository). */
    savePendingPlan: fromPromise<void, PlanChoice>(() => Promise.resolve()),
  },
  actions: {
    openWith: assign(({ event }) => {
      if (event.type !== 'paywall.open') return {};
      return { ...closedContext, reason: event.reason, checkoutUrl: safeCheckoutUrl(event.checkoutUrl) };
    }),
    reopenWith: assign(({ context, event }) => {
      if (event.type !== 'paywall.open') return {};
      return {
        reason: event.reason,
        checkoutUrl: safeCheckoutUrl(event.checkoutUrl) ?? context.checkoutUrl,
        shakeCount: event.reason === 'no_credits' ? context.shakeCount + 1 : context.shakeCount,
      };
    }),
    reset: assign(() => ({ ...closedContext })),
  },
  delays: { checkoutLoadingReset: checkoutLoadingResetMs },
}).createMachine({
  id: 'paywall',
  context: { ...closedContext },
  initial: 'closed',
  states: {
    closed: {
      on: { 'paywall.open': { target: 'open', actions: 'openWith' } },
    },
    open: {
      initial: 'browsing',
      on: {
        'paywall.open': { actions: 'reopenWith' },
        'paywall.close': { target: 'closed', actions: 'reset' },
        'paywall.setPeriod': { actions: assign({ billingPeriod: ({ event }) => event.billingPeriod }) },
      },
      states: {
        browsing: {
          on: {
            'paywall.choosePlan': {
              target: 'saving',
              actions: assign({
                choosing: ({ context, event }) => ({
                  planId: event.planId,
                  billingPeriod: context.billingPeriod,
                  reason: context.reason,
                  signedIn: event.signedIn,
                }),
              }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'savePendingPlan',
            input: ({ context }) => context.choosing as PlanChoice,
            onDone: [
              {
                // A visitor goes on to sign up: the plan waits for them, the modal steps aside.
                guard: ({ context }) => context.choosing?.signedIn === false,
                target: '#paywall.closed',
                actions: [
                  emit(({ context }) => ({
                    type: 'paywall.planSaved',
                    choice: context.choosing as PlanChoice,
                  })),
                  'reset',
                ],
              },
              {
                target: 'chosen',
                actions: emit(({ context }) => ({
                  type: 'paywall.planSaved',
                  choice: context.choosing as PlanChoice,
                })),
              },
            ],
            onError: {
              target: 'browsing',
              actions: [
                emit(({ context, event }) => ({
                  type: 'paywall.saveFailed',
                  choice: context.choosing as PlanChoice,
                  error: event.error,
                })),
                assign({ choosing: null }),
              ],
            },
          },
        },
        chosen: {
          after: { checkoutLoadingReset: { target: 'browsing', actions: assign({ choosing: null }) } },
        },
      },
    },
  },
});

export type PaywallActor = ActorRefFrom<typeof paywallMachine>;
export type PaywallSnapshot = SnapshotFrom<typeof paywallMachine>;
