/**
 * The way to Stripe's payment page, one for the whole app (the root machine runs it, systemId
 * 'checkout'): every "choose this plan" and "start the free trial" button sends
 * `checkout.start`; the machine asks the server for a Checkout session, then sends the browser
 * to its URL. While it works (creating, then 2 s of redirecting) other clicks are ignored — the
 * spec's "a second click while a checkout is in progress is ignored" — so one person never gets
 * two sessions.
 *
 * `checkout.resume` (sent once someone is signed in) picks up a plan a visitor chose before
 * signing up: the pending subscription, read from the device. It is cleared once the session
 * exists, and kept when creation fails (spec §4), so the next sign-in tries again.
 *
 * Effects are named actors bound by the composition root; tests stub them.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

import type { PlanId } from '#contracts/plans.ts';

export type BillingPeriod = 'monthly' | 'yearly';

export type CheckoutSource =
  'pricing-page' | 'upgrade-modal' | 'subscription-page' | 'landing' | 'login-modal';

/** A paid plan and period, or the visitors' free trial (3 days, 20 credits, then Découverte). */
export type CheckoutRequest =
  | {
      kind: 'plan';
      planId: PlanId;
      billingPeriod: BillingPeriod;
      source: CheckoutSource;
      trigger: 'credit-limit' | 'feature-locked' | 'direct-click';
    }
  | { kind: 'trial'; source: CheckoutSource };

/** Why no payment page opened; the screens word each kind. */
export type CheckoutFailure =
  | { kind: 'offline' }
  | { kind: 'signedOut' }
  | { kind: 'noUrl' }
  | { kind: 'server'; code: string | null; message: string };

export class CheckoutError extends Error {
  readonly failure: CheckoutFailure;
  constructor(failure: CheckoutFailure) {
    super(failure.kind === 'server' ? failure.message : failure.kind);
    this.name = 'CheckoutError';
    this.failure = failure;
  }
}

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (error instanceof CheckoutError) return error.failure;
  return { kind: 'server', code: null, message: error instanceof Error ? error.message : String(error) };
}

/** Spec: the loading state of a checkout creation is cleared 2 s after the redirect is asked for. */
export const checkoutRedirectLockMs = 2000;

export type CheckoutContext = {
  request: CheckoutRequest | null;
  /** The plan came from the pending subscription (cleared once its session exists). */
  resumed: boolean;
  url: string | null;
  failure: CheckoutFailure | null;
};

export type CheckoutEvent =
  | { type: 'checkout.start'; request: CheckoutRequest }
  | { type: 'checkout.resume' }
  | { type: 'checkout.dismiss' };

export type CheckoutEmitted =
  | { type: 'checkout.failed'; request: CheckoutRequest; failure: CheckoutFailure; resumed: boolean }
  | { type: 'checkout.redirecting'; request: CheckoutRequest; url: string };

const idleContext: CheckoutContext = Object.freeze({
  request: null,
  resumed: false,
  url: null,
  failure: null,
});

/** Only web links are followed: an answer is never trusted as `javascript:`. */
export function safeRedirectUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /** The plan kept aside before sign-in, if still fresh (null otherwise). */
    readPending: fromPromise<CheckoutRequest | null>(() => Promise.resolve(null)),
    /** Asks the server for a Checkout session; resolves with its URL, rejects with a CheckoutError. */
    createSession: fromPromise<string, CheckoutRequest>(() =>
      Promise.reject(new CheckoutError({ kind: 'noUrl' })),
    ),
    /** Drops the pending subscription once its session exists. */
    clearPending: fromPromise<void>(() => Promise.resolve()),
    /** Sends the browser to the payment page. */
    redirect: fromPromise<void, { url: string }>(() => Promise.resolve()),
  },
  delays: { redirectLock: checkoutRedirectLockMs },
}).createMachine({
  id: 'checkout',
  context: { ...idleContext },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.start': {
          target: 'creating',
          actions: assign(({ event }) => ({ ...idleContext, request: event.request })),
        },
        'checkout.resume': { target: 'resuming' },
      },
    },
    resuming: {
      invoke: {
        src: 'readPending',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'creating',
            actions: assign(({ event }) => ({ ...idleContext, request: event.output, resumed: true })),
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    creating: {
      invoke: {
        src: 'createSession',
        input: ({ context }) => context.request as CheckoutRequest,
        onDone: [
          {
            guard: ({ event }) => safeRedirectUrl(event.output) !== null,
            target: 'redirecting',
            actions: assign({ url: ({ event }) => safeRedirectUrl(event.output) }),
          },
          { target: 'failed', actions: assign({ failure: { kind: 'noUrl' } }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => checkoutFailureOf(event.error) }),
        },
      },
    },
    redirecting: {
      entry: emit(({ context }) => ({
        type: 'checkout.redirecting',
        request: context.request as CheckoutRequest,
        url: context.url as string,
      })),
      initial: 'clearing',
      states: {
        // Cleared on success only, and before leaving: a page being unloaded may not finish a
        // write. A failure to clear is harmless (the plan expires in 30 min).
        clearing: { invoke: { src: 'clearPending', onDone: 'leaving', onError: 'leaving' } },
        leaving: { invoke: { src: 'redirect', input: ({ context }) => ({ url: context.url as string }) } },
      },
      // The page may still be here (a slow navigation, or the user came back): buttons work again.
      after: { redirectLock: { target: 'idle', actions: assign({ ...idleContext }) } },
    },
    failed: {
      entry: emit(({ context }) => ({
        type: 'checkout.failed',
        request: context.request as CheckoutRequest,
        failure: context.failure as CheckoutFailure,
        resumed: context.resumed,
      })),
      on: {
        'checkout.start': {
          target: 'creating',
          actions: assign(({ event }) => ({ ...idleContext, request: event.request })),
        },
        'checkout.resume': { target: 'resuming' },
        'checkout.dismiss': { target: 'idle', actions: assign({ ...idleContext }) },
      },
    },
  },
});

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Whether the button for `matches` shows its loading state. */
export function isCheckoutBusy(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches('resuming') || snapshot.matches('creating') || snapshot.matches('redirecting');
}

/** The plan (or 'trial') being checked out, for the card that shows the spinner. */
export function checkoutTarget(snapshot: CheckoutSnapshot): PlanId | 'trial' | null {
  if (!isCheckoutBusy(snapshot)) return null;
  const request = snapshot.context.request;
  if (request === null) return null;
  return request.kind === 'trial' ? 'trial' : request.planId;
}
