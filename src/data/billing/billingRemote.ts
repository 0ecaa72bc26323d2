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
