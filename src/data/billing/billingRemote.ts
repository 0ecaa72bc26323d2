/**
 * The server side of billing, as the app calls it: the Stripe functions (checkout, portal,
 * payment session, account after payment) and the promo-code procedure. The server decides
 * everything (prices, plans, credits); these calls only ask. Functions take the client so
 * contract tests can pass their own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  billingFunctionNames,
  type ClaimAccountAnswer,
  type ClaimAccountRequest,
  type CreateCheckoutAnswer,
  type CreateCheckoutRequest,
  type CustomerPortalAnswer,
  type CustomerPortalRequest,
  type ManageSubscriptionAnswer,
  type ManageSubscriptionRequest,
  type PaymentSessionAnswer,
  type RedeemPromoAnswer,
} from '#contracts/billing.ts';
import { err, ok, type Result } from '#core/result.ts';

/**
 * A refusal or failure: the server's error code (contracts/billing.ts `billingErrors`, or a promo
 * refusal such as 'promo_expired') and message, the HTTP status; status null when the server
 * could not be reached.
 */
export type RemoteFailure = { status: number | null; code: string | null; message: string };

type InvokeError = { name?: string; message: string; context?: unknown };

async function readErrorBody(response: Response): Promise<{ code: string | null; message: string | null }> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>;
      const text = (key: string) => {
        const value = record[key];
        return typeof value === 'string' && value.trim() !== '' ? value : null;
      };
      return { code: text('error'), message: text('message') ?? text('error') };
    }
  } catch {
    // Not JSON: the status speaks for it.
  }
  return { code: null, message: null };
}

/**
 * Calls an edge function; a non-2xx answer or a network failure is a RemoteFailure carrying the
 * server's message (e.g. 'Identifiant de prix invalide'), never an exception.
 */
export async function invokeFunction<T>(
  client: SupabaseClient,
  name: string,
  options: { body?: unknown; method?: 'GET' | 'POST' } = {},
): Promise<Result<T, RemoteFailure>> {
  try {
    const result = await client.functions.invoke<T>(name, {
      method: options.method ?? 'POST',
      ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    });
    if (!result.error) return ok(result.data as T);
    const error = result.error as InvokeError;
    const response = error.context instanceof Response ? error.context : result.response;
    if (response instanceof Response && error.name !== 'FunctionsFetchError') {
      const body = await readErrorBody(response);
      return err({ status: response.status, code: body.code, message: body.message ?? error.message });
    }
    return err({ status: null, code: null, message: error.message });
  } catch (error) {
    return err({ status: null, code: null, message: error instanceof Error ? error.message : String(error) });
  }
}

export function createCheckoutSession(client: SupabaseClient, request: CreateCheckoutRequest) {
  return invokeFunction<CreateCheckoutAnswer>(client, billingFunctionNames.createCheckout, { body: request });
}

/** Stripe's portal page for the signed-in user (cancel at period end, change plan, update card). */
export function openCustomerPortal(client: SupabaseClient, request: CustomerPortalRequest) {
  return invokeFunction<CustomerPortalAnswer>(client, billingFunctionNames.customerPortal, { body: request });
}

export function manageSubscription(client: SupabaseClient, request: ManageSubscriptionRequest) {
  return invokeFunction<ManageSubscriptionAnswer>(client, billingFunctionNames.manageSubscription, {
    body: request,
  });
}

/** The payment-success screen's question: was this Checkout paid, and whose is it? */
export function fetchPaymentSession(client: SupabaseClient, sessionId: string) {
  const query = new URLSearchParams({ session_id: sessionId });
  return invokeFunction<PaymentSessionAnswer>(client, `${billingFunctionNames.paymentSession}?${query}`, {
    method: 'GET',
  });
}

/** The account after payment: created with the payer's details, or linked to the signed-in user. */
export function claimCheckoutAccount(client: SupabaseClient, request: ClaimAccountRequest) {
  return invokeFunction<ClaimAccountAnswer>(client, billingFunctionNames.claimAccount, { body: request });
}

export type PromoRedeemed = { code: string; creditsAdded: number; remaining: number };

/** `redeem_promo_code`: the credits added, or the server's refusal ('promo_expired'…). */
export async function redeemPromoCode(
  client: SupabaseClient,
  code: string,
): Promise<Result<PromoRedeemed, RemoteFailure>> {
  try {
    const result = await client.rpc('redeem_promo_code', { code });
    const data = (result.data ?? null) as Partial<RedeemPromoAnswer> & Record<string, unknown>;
    if (!result.error && data !== null && data.success === true) {
      return ok({
        code: String(data.code ?? code),
        creditsAdded: Number(data.credits_added ?? 0),
        remaining: Number(data.remaining_credits ?? 0),
      });
    }
    // A refusal is HTTP 400 {code, message, details}: PostgREST hands it over as the error.
    const refusal = (result.error ?? data ?? {}) as { message?: unknown; details?: unknown };
    return err({
      status: result.status || null,
      code: typeof refusal.details === 'string' ? refusal.details : null,
      message: typeof refusal.message === 'string' ? refusal.message : 'Code promo invalide',
    });
  } catch (error) {
    return err({ status: null, code: null, message: error instanceof Error ? error.message : String(error) });
  }
}

/** One invoice Stripe collected (or failed to), as the subscription page's history lists it. */
export type Payment = {
  id: string;
  planId: string | null;
  billingCycle: 'monthly' | 'yearly' | null;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  paidAt: string | null;
  createdAt: string;
};

const paymentColumns = 'id, plan_id, billing_cycle, amount_cents, currency, status, paid_at, created_at';

export function parsePayments(rows: unknown): Payment[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown>) => {
    if (typeof row['id'] !== 'string' || typeof row['amount_cents'] !== 'number') return [];
    const cycle = row['billing_cycle'];
    return [
      {
        id: row['id'],
        planId: typeof row['plan_id'] === 'string' ? row['plan_id'] : null,
        billingCycle: cycle === 'monthly' || cycle === 'yearly' ? cycle : null,
        amountCents: row['amount_cents'],
        currency: typeof row['currency'] === 'string' ? row['currency'] : 'eur',
        status: row['status'] === 'failed' ? 'failed' : 'paid',
        paidAt: typeof row['paid_at'] === 'string' ? row['paid_at'] : null,
        createdAt: typeof row['created_at'] === 'string' ? row['created_at'] : '',
      } satisfies Payment,
    ];
  });
}

/** Payments kept on the device by an earlier version or a broken write read as none. */
export function readCachedPayments(value: unknown): Payment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (payment): payment is Payment =>
      typeof payment === 'object' &&
      payment !== null &&
      typeof (payment as Payment).id === 'string' &&
      typeof (payment as Payment).amountCents === 'number' &&
      ((payment as Payment).status === 'paid' || (payment as Payment).status === 'failed'),
  );
}

/** The user's payments, newest first (row-level security keeps them to their own). */
export async function fetchPayments(client: SupabaseClient): Promise<Result<Payment[], RemoteFailure>> {
  const result = await client
    .from('payments')
    .select(paymentColumns)
    .order('created_at', { ascending: false })
    .limit(36);
  if (result.error)
    return err({ status: result.status || null, code: result.error.code, message: result.error.message });
  return ok(parsePayments(result.data));
}

/** A change of the user's subscription row, as Realtime delivers it. */
export type SubscriptionChange = {
  status: string | null;
  planId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
};

let channels = 0;

/**
 * Realtime changes of the user's balance and subscription (spec: the subscription page follows
 * the server on each change). `onBalance` fires for any balance change; `onSubscription` with
 * the new subscription row.
 */
export function watchBillingChanges(
  client: SupabaseClient,
  userId: string,
  handlers: { onBalance: () => void; onSubscription: (change: SubscriptionChange) => void },
): () => void {
  const channel = client
    .channel(`billing:${userId}:${++channels}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'user_credit_balances', filter: `user_id=eq.${userId}` },
      () => handlers.onBalance(),
    )
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'user_subscriptions', filter: `user_id=eq.${userId}` },
      (payload) => {
        const row = (payload.new ?? {}) as Record<string, unknown>;
        handlers.onSubscription({
          status: typeof row['status'] === 'string' ? row['status'] : null,
          planId: typeof row['plan_id'] === 'string' ? row['plan_id'] : null,
          cancelAtPeriodEnd: row['cancel_at_period_end'] === true,
          currentPeriodEnd: typeof row['current_period_end'] === 'string' ? row['current_period_end'] : null,
        });
      },
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}
