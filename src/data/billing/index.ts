/**
 * Billing as the screens reach it: the plan chosen before the checkout takes over (kept on the
 * device), and the server's billing calls (billingRemote.ts). supabase-js loads only when a
 * remote call is made, so visitors' pages that merely save a plan never pull it in.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type {
  ClaimAccountAnswer,
  ClaimAccountRequest,
  CreateCheckoutAnswer,
  CreateCheckoutRequest,
  CustomerPortalAnswer,
  CustomerPortalRequest,
  ManageSubscriptionAnswer,
  ManageSubscriptionRequest,
  PaymentSessionAnswer,
} from '#contracts/billing.ts';
import type { Result } from '#core/result.ts';
import type { AppDatabase } from '#data/db/db.ts';

import type { Payment, PromoRedeemed, RemoteFailure, SubscriptionChange } from './billingRemote.ts';

import {
  clearExpiredPendingSubscription,
  clearPendingSubscription,
  readPendingSubscription,
  savePendingSubscription,
  type PendingSubscription,
  type SavedPendingSubscription,
} from './pendingSubscription.ts';

export {
  clearExpiredPendingSubscription,
  clearPendingSubscription,
  readPendingSubscription,
  savePendingSubscription,
} from './pendingSubscription.ts';
export type {
  BillingPeriod,
  PendingSubscription,
  PendingSubscriptionSource,
  PendingSubscriptionTrigger,
  SavedPendingSubscription,
} from './pendingSubscription.ts';

export type { Payment, PromoRedeemed, RemoteFailure, SubscriptionChange } from './billingRemote.ts';

type Remote<T> = Promise<Result<T, RemoteFailure>>;

/** The pending subscription on one database, and the billing calls (the composition root binds the app's). */
export type BillingPort = {
  savePendingSubscription(pending: PendingSubscription): Promise<SavedPendingSubscription>;
  readPendingSubscription(): Promise<SavedPendingSubscription | null>;
  clearPendingSubscription(): Promise<void>;
  /** Start-up housekeeping: a plan kept more than 30 minutes is dropped. */
  clearExpiredPendingSubscription(): Promise<void>;
  createCheckout(request: CreateCheckoutRequest): Remote<CreateCheckoutAnswer>;
  openCustomerPortal(request: CustomerPortalRequest): Remote<CustomerPortalAnswer>;
  manageSubscription(request: ManageSubscriptionRequest): Remote<ManageSubscriptionAnswer>;
  paymentSession(sessionId: string): Remote<PaymentSessionAnswer>;
  claimAccount(request: ClaimAccountRequest): Remote<ClaimAccountAnswer>;
  redeemPromoCode(code: string): Remote<PromoRedeemed>;
  /** When the paywall last opened by itself for this user on this device (ISO), if ever. */
  paywallPromptedAt(userId: string): Promise<string | null>;
  notePaywallPrompted(userId: string, at: string): Promise<void>;
  /** The payments from the server, kept on the device so the history reads offline. */
  fetchPayments(userId: string): Remote<Payment[]>;
  cachedPayments(userId: string): Promise<Payment[] | null>;
  /** Realtime changes of the balance and subscription; returns the way to stop. */
  watchBillingChanges(
    userId: string,
    handlers: { onBalance: () => void; onSubscription: (change: SubscriptionChange) => void },
  ): () => void;
};

const paymentsKey = (userId: string) => `payments:${userId}`;

const promptKey = (userId: string) => `paywall-prompt:${userId}`;

const noBackend = () => Promise.reject(new Error('No backend for billing'));

export function createBillingPort(
  db: AppDatabase,
  client: () => Promise<SupabaseClient> = noBackend,
  now: () => number = Date.now,
): BillingPort {
  // The remote half loads with its first call.
  const remote = () => Promise.all([import('./billingRemote.ts'), client()]);
  return {
    createCheckout: (request) => remote().then(([calls, c]) => calls.createCheckoutSession(c, request)),
    openCustomerPortal: (request) => remote().then(([calls, c]) => calls.openCustomerPortal(c, request)),
    manageSubscription: (request) => remote().then(([calls, c]) => calls.manageSubscription(c, request)),
    paymentSession: (sessionId) => remote().then(([calls, c]) => calls.fetchPaymentSession(c, sessionId)),
    claimAccount: (request) => remote().then(([calls, c]) => calls.claimCheckoutAccount(c, request)),
    redeemPromoCode: (code) => remote().then(([calls, c]) => calls.redeemPromoCode(c, code)),
    fetchPayments: async (userId) => {
      const [calls, c] = await remote();
      const answer = await calls.fetchPayments(c);
      if (answer.ok) {
        const at = new Date(now()).toISOString();
        await db.cache.put({ key: paymentsKey(userId), value: answer.value, fetchedAt: at });
      }
      return answer;
    },
    cachedPayments: async (userId) => {
      const row = await db.cache.get(paymentsKey(userId));
      if (row === undefined) return null;
      const { readCachedPayments } = await import('./billingRemote.ts');
      return readCachedPayments(row.value);
    },
    watchBillingChanges: (userId, handlers) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      remote()
        .then(([calls, c]) => {
          if (!stopped) stop = calls.watchBillingChanges(c, userId, handlers);
        })
        .catch(() => undefined);
      return () => {
        stopped = true;
        stop?.();
      };
    },
    paywallPromptedAt: async (userId) => {
      const row = await db.cache.get(promptKey(userId));
      return typeof row?.value === 'string' ? row.value : null;
    },
    notePaywallPrompted: async (userId, at) => {
      await db.cache.put({ key: promptKey(userId), value: at, fetchedAt: at });
    },
    savePendingSubscription: (pending) => savePendingSubscription(pending, { db, now }),
    readPendingSubscription: () => readPendingSubscription({ db, now }),
    clearPendingSubscription: () => clearPendingSubscription({ db }),
    clearExpiredPendingSubscription: () => clearExpiredPendingSubscription({ db, now }),
  };
}
