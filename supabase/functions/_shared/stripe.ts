/**
 * Stripe for the edge functions: the client (real Stripe with the project's secret key, or the
 * local double when STRIPE_API_BASE names it), the plan ↔ price mapping, and the operations other
 * features reuse — cancel a user's subscription (account deletion), change a user's plan (admin),
 * and re-read a subscription from Stripe into the database (the webhook's one way of changing
 * plan, status and credits, through apply_subscription_state).
 */
import Stripe from 'stripe';

import {
  isBillingPeriod,
  parsePriceLookupKey,
  priceLookupKey,
  type BillingPeriod,
  type PaidPlanId,
} from './contracts/billing.ts';
import { env, requireEnv } from './env.ts';
import { HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

export type { Stripe };

const clients = new Map<string, Stripe>();

/**
 * STRIPE_SECRET_KEY (hosted: `supabase secrets set`); STRIPE_API_BASE only for the local double
 * (`http://127.0.0.1:<port>`), never set in production. Cached per key and base: one process
 * may serve several local stacks in tests.
 */
export function stripeClient(): Stripe {
  const key = requireEnv('STRIPE_SECRET_KEY');
  const base = env('STRIPE_API_BASE');
  const cacheKey = `${key} ${base ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    // fetch everywhere: the same client code on Deno (hosted) and Node (the local stack).
    const config: Stripe.StripeConfig = {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 2,
      timeout: 20_000,
    };
    if (base !== undefined) {
      const url = new URL(base);
      config.host = url.hostname;
      config.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      config.protocol = url.protocol === 'https:' ? 'https' : 'http';
    }
    client = new Stripe(key, config);
    clients.set(cacheKey, client);
  }
  return client;
}

/** SubtleCrypto: what Deno offers (the SDK's sync Node crypto is not there). */
export const webhookCrypto = Stripe.createSubtleCryptoProvider();

export type PlanPrice = { plan: PaidPlanId; period: BillingPeriod };

type PlanRow = {
  id: string;
  is_active: boolean;
  stripe_price_id_monthly: string | null;
  stripe_price_id_yearly: string | null;
};

/** Prices change rarely: kept a few minutes per process, so a checkout costs one Stripe call. */
const priceCache = new Map<string, { price: Stripe.Price; until: number }>();
const priceTtlMs = 5 * 60_000;

async function planRows(): Promise<PlanRow[]> {
  const { data, error } = await serviceClient()
    .from('subscription_plans')
    .select('id, is_active, stripe_price_id_monthly, stripe_price_id_yearly');
  if (error) throw error;
  return data;
}

/** The Stripe price of a plan and period: the id an admin pinned, else the lookup key. */
export async function priceFor(plan: PaidPlanId, period: BillingPeriod): Promise<Stripe.Price> {
  const rows = await planRows();
  const row = rows.find((candidate) => candidate.id === plan);
  if (!row?.is_active) throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  const pinned = period === 'monthly' ? row.stripe_price_id_monthly : row.stripe_price_id_yearly;
  const cacheKey = `${env('STRIPE_API_BASE') ?? ''} ${pinned ?? priceLookupKey(plan, period)}`;
  const cached = priceCache.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.price;
  const stripe = stripeClient();
  const price = pinned
    ? await stripe.prices.retrieve(pinned)
    : (await stripe.prices.list({ lookup_keys: [priceLookupKey(plan, period)], active: true, limit: 1 }))
        .data[0];
  if (!price?.active) throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  priceCache.set(cacheKey, { price, until: Date.now() + priceTtlMs });
  return price;
}

/** Which plan and period a Stripe price sells: its lookup key, an admin-pinned id, or its metadata. */
export async function planOfPrice(price: Stripe.Price): Promise<PlanPrice | null> {
  const fromKey = parsePriceLookupKey(price.lookup_key);
  if (fromKey) return fromKey;
  const rows = await planRows();
  for (const row of rows) {
    const plan = parsePriceLookupKey(`${row.id}_monthly`)?.plan;
    if (plan === undefined) continue;
    if (row.stripe_price_id_monthly === price.id) return { plan, period: 'monthly' };
    if (row.stripe_price_id_yearly === price.id) return { plan, period: 'yearly' };
  }
  const plan = parsePriceLookupKey(`${price.metadata['plan_id'] ?? ''}_monthly`)?.plan;
  const period = price.metadata['billing_period'];
  return plan !== undefined && isBillingPeriod(period) ? { plan, period } : null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export type SubscriptionRow = {
  user_id: string;
  plan_id: string;
  status: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
};

/** The user's subscription row (service role), or null. */
export async function subscriptionRowOf(userId: string): Promise<SubscriptionRow | null> {
  const { data, error } = await serviceClient()
    .from('user_subscriptions')
    .select('user_id, plan_id, status, stripe_customer_id, stripe_subscription_id')
    .eq('user_id', userId)
    .maybeSingle<SubscriptionRow>();
  if (error) throw error;
  return data;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The account a Stripe subscription belongs to: the user id the server put in its metadata (at
 * checkout, or when an account claimed it), else the account already holding it or its customer.
 * Null for a visitor's subscription nobody claimed yet.
 */
export async function userOfSubscription(subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata['user_id'];
  if (fromMetadata !== undefined && uuidPattern.test(fromMetadata)) return fromMetadata;
  const db = serviceClient();
  const bySubscription = await db
    .from('user_subscriptions')
    .select('user_id')
    .eq('stripe_subscription_id', subscription.id)
    .maybeSingle<{ user_id: string }>();
  if (bySubscription.error) throw bySubscription.error;
  if (bySubscription.data) return bySubscription.data.user_id;
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const claimed = await db
    .from('checkout_claims')
    .select('user_id')
    .eq('stripe_customer_id', customer)
    .limit(1)
    .maybeSingle<{ user_id: string }>();
  if (claimed.error) throw claimed.error;
  return claimed.data?.user_id ?? null;
}

const entitling = new Set(['active', 'trialing', 'past_due']);

export type SyncResult =
  | { applied: true; userId: string; plan: PlanPrice; subscription: Stripe.Subscription }
  | {
      applied: false;
      reason: 'unclaimed' | 'unknown_price' | 'stale' | 'no_user';
      subscription: Stripe.Subscription;
      userId: string | null;
    };

/**
 * Reads the subscription from Stripe now and writes that state for its user. Whatever order
 * webhooks arrive in, each one re-reads Stripe, so the last write is Stripe's latest state. An
 * ended subscription does not overwrite a newer one the user holds.
 */
export async function syncSubscription(subscriptionId: string): Promise<SyncResult> {
  const stripe = stripeClient();
  let subscription = await stripe.subscriptions.retrieve(subscriptionId);
  // Two deliveries handled at once may read Stripe a moment apart and write in the other order;
  // reading again after writing catches that: the state written last is then the latest.
  for (let pass = 1; ; pass++) {
    const result = await applySubscription(subscription);
    if (!result.applied || pass === 3) return result;
    const fresh = await stripe.subscriptions.retrieve(subscriptionId);
    if (fingerprint(fresh) === fingerprint(subscription)) return result;
    subscription = fresh;
  }
}

function fingerprint(subscription: Stripe.Subscription): string {
  const item = subscription.items.data[0];
  return JSON.stringify([
    subscription.status,
    subscription.cancel_at_period_end,
    subscription.metadata['user_id'],
    item?.price.id,
    item?.current_period_start,
    item?.current_period_end,
  ]);
}

async function applySubscription(subscription: Stripe.Subscription): Promise<SyncResult> {
  const userId = await userOfSubscription(subscription);
  if (userId === null) return { applied: false, reason: 'unclaimed', subscription, userId };
  const item = subscription.items.data[0];
  const plan = item ? await planOfPrice(item.price) : null;
  if (!item || !plan) {
    console.error(`stripe: subscription ${subscription.id} sells no known plan`);
    return { applied: false, reason: 'unknown_price', subscription, userId };
  }
  const row = await subscriptionRowOf(userId);
  if (
    row?.stripe_subscription_id &&
    row.stripe_subscription_id !== subscription.id &&
    entitling.has(row.status) &&
    !entitling.has(subscription.status)
  )
    return { applied: false, reason: 'stale', subscription, userId };
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const { error } = await serviceClient().rpc('apply_subscription_state', {
    target_user_id: userId,
    plan_id: plan.plan,
    status: subscription.status,
    billing_cycle: plan.period,
    current_period_start: iso(item.current_period_start),
    current_period_end: iso(Math.max(item.current_period_end, item.current_period_start + 1)),
    cancel_at_period_end: subscription.cancel_at_period_end,
    stripe_customer_id: customer,
    stripe_subscription_id: subscription.id,
  });
  // The account was deleted since (its subscription canceled at Stripe): nothing left to update.
  if (error?.code === 'P0002') return { applied: false, reason: 'no_user', subscription, userId };
  if (error) throw error;
  return { applied: true, userId, plan, subscription };
}

/** The Stripe subscription a user holds, or null (free plan, or a plan an admin gave without Stripe). */
async function stripeSubscriptionOf(userId: string): Promise<Stripe.Subscription | null> {
  const row = await subscriptionRowOf(userId);
  if (!row?.stripe_subscription_id) return null;
  return stripeClient().subscriptions.retrieve(row.stripe_subscription_id);
}

/**
 * Cancels the user's subscription at Stripe: at once (account deletion: nothing is billed again)
 * or at the end of the paid period (the user's own choice). Returns Stripe's subscription, or
 * null when the user has none at Stripe or it already ended. The database follows by webhook.
 */
export async function cancelUserSubscription(
  userId: string,
  options: { atPeriodEnd?: boolean } = {},
): Promise<Stripe.Subscription | null> {
  const subscription = await stripeSubscriptionOf(userId);
  if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return null;
  const stripe = stripeClient();
  return options.atPeriodEnd
    ? stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    : stripe.subscriptions.cancel(subscription.id);
}

/** Undoes a cancel at period end. */
export async function resumeUserSubscription(userId: string): Promise<Stripe.Subscription> {
  const subscription = await stripeSubscriptionOf(userId);
  if (!subscription || !entitling.has(subscription.status))
    throw new HttpError(404, 'no_subscription', 'Aucun abonnement à gérer');
  return stripeClient().subscriptions.update(subscription.id, { cancel_at_period_end: false });
}

/**
 * Moves the user's Stripe subscription to another plan or period (Stripe prorates; a new
 * interval bills at once). Throws `no_subscription` when the user pays nothing at Stripe: an
 * admin then sets the plan without Stripe. The database follows by webhook.
 */
export async function changeUserPlan(
  userId: string,
  plan: PaidPlanId,
  period: BillingPeriod,
): Promise<Stripe.Subscription> {
  const subscription = await stripeSubscriptionOf(userId);
  const item = subscription?.items.data[0];
  if (!subscription || !item || !entitling.has(subscription.status))
    throw new HttpError(404, 'no_subscription', 'Aucun abonnement à gérer');
  const price = await priceFor(plan, period);
  if (item.price.id === price.id) return subscription;
  return stripeClient().subscriptions.update(subscription.id, {
    items: [{ id: item.id, price: price.id }],
    proration_behavior: 'create_prorations',
    cancel_at_period_end: false,
  });
}

/** Stripe's failures (network, 5xx, refusals) as this function's documented error. */
export async function atStripe<T>(work: () => Promise<T>, code: string, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error(`stripe: ${code}`, error);
    throw new HttpError(502, code, message);
  }
}
