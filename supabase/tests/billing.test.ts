// @vitest-environment node
// Billing end to end on the local stack with the Stripe double: the functions (checkout, payment
// session, account claim, portal, plan changes) and the webhook, the only writer of plan, status
// and credits. Runs on PGlite, on PostgreSQL (TEST_DATABASE_URL) and with FUNCTIONS_RUNTIME=deno.
import { randomUUID } from 'node:crypto';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUserToken, projectDir } from '../local/testing.ts';
import { signatureHeader, startStripeDouble, testCards, type StripeDouble } from '../local/stripe/index.ts';
import { billingFunctionEnv, connectWebhooks } from '../local/stripe/stack.ts';
import type { StripeEvent } from '../local/stripe/engine.ts';
import type {
  ClaimAccountAnswer,
  CreateCheckoutAnswer,
  PaymentSessionAnswer,
} from '../functions/_shared/contracts/billing.ts';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let double: StripeDouble;
let stripe: Stripe;

const day = 86_400;

beforeAll(async () => {
  double = await startStripeDouble({ retryBaseMs: 20, maxAttempts: 6 });
  product = await startProductStack({ functionEnv: await billingFunctionEnv(double, projectDir) });
  connectWebhooks(double, product.stack.url);
  stripe = new Stripe(double.secretKey, {
    host: double.host,
    port: double.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}, 120_000);

afterAll(async () => {
  await double.settled();
  await product.close();
  await double.close();
});

type Answer<T> = { status: number; body: T };

async function call<T = Record<string, unknown>>(
  name: string,
  options: { token?: string; body?: unknown; method?: string; query?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${product.stack.url}/functions/v1/${name}${options.query ?? ''}`, {
    method: options.method ?? 'POST',
    headers: {
      apikey: product.stack.keys.anonKey,
      authorization: `Bearer ${options.token ?? product.stack.keys.anonKey}`,
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:4173',
    },
    ...(options.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const tokenOf = (user: TestUser) => signUserToken(product.stack, user.id);

async function status(userId: string) {
  const [row] = await product.sql<{ s: Record<string, unknown> }>(
    'select private.credit_status($1, now()) as s',
    [userId],
  );
  return row?.s as {
    subscription_tier: string;
    status: string;
    remaining_requests: number;
    is_trial: boolean;
    cancel_at_period_end: boolean;
  };
}

/** Submits the hosted Checkout page as the payer's browser does; returns the redirect. */
async function pay(url: string, card: string, email?: string) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: card, ...(email ? { email } : {}) }).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function subscribe(user: TestUser, planType = 'decouverte', card: string = testCards.succeeds) {
  const checkout = await call<CreateCheckoutAnswer>('create-checkout-session', {
    token: await tokenOf(user),
    body: { planType, billingPeriod: 'monthly', userId: user.id },
  });
  expect(checkout.status).toBe(200);
  expect((await pay(checkout.body.url, card)).status).toBe(303);
  await double.settled();
  const session = double.engine.sessions.get(checkout.body.session_id);
  return { sessionId: checkout.body.session_id, subscriptionId: session?.subscription ?? '' };
}

/** A visitor's trial, paid on the hosted page with this card; returns the session id. */
async function visitorTrial(email: string, card: string = testCards.succeeds) {
  const checkout = await call<CreateCheckoutAnswer>('create-checkout-session', {
    body: { trial: true, source: 'landing' },
  });
  expect(checkout.status).toBe(200);
  const paid = await pay(checkout.body.url, card, email);
  expect(paid.location).toBe(`http://127.0.0.1:4173/payment-success?session_id=${checkout.body.session_id}`);
  await double.settled();
  return checkout.body.session_id;
}

async function claimNew(sessionId: string, email: string, extra: Record<string, unknown> = {}) {
  return call<ClaimAccountAnswer & { error?: string }>('claim-checkout-account', {
    body: {
      session_id: sessionId,
      mode: 'create',
      name: 'Camille',
      email,
      password: 'secret-123',
      consent: { policy_version: '2026-11-26' },
      locale: 'en',
      ...extra,
    },
  });
}

type Mail = { kind?: string; subject: string; links: string[] };

/** The emails the local stack's Auth sent to `email`, newest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(
    `${product.stack.url}/_dev/mailbox/api/messages?to=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Mail[];
}

/** Confirms the address as its owner does: the emailed link's token hash, verified. */
async function confirmByEmailLink(email: string) {
  const [mail] = (await mailsTo(email)).filter((m) => m.kind === 'signup');
  const link = new URL(mail?.links.find((href) => href.includes('token_hash=')) ?? 'http://x.invalid/');
  const verified = await product.anon.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'signup',
  });
  expect(verified.error).toBeNull();
  return { link, session: verified.data.session };
}

function deliver(event: StripeEvent, secret = double.webhookSecret) {
  const payload = JSON.stringify(event);
  return fetch(`${product.stack.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, secret) },
    body: payload,
  });
}

/** Runs `work` with webhook delivery off and returns the events it raised, undelivered. */
async function undelivered(work: () => Promise<void> | void): Promise<StripeEvent[]> {
  await double.settled();
  const from = double.engine.events.length;
  double.setWebhookUrl(null);
  try {
    await work();
  } finally {
    connectWebhooks(double, product.stack.url);
  }
  return double.engine.events.slice(from);
}

describe('create-checkout-session', { timeout: 30_000 }, () => {
  it("refuses what the spec refuses, with the spec's messages", async () => {
    const user = await createUser(product);
    const token = await tokenOf(user);
    expect(await call('create-checkout-session', { body: { planType: 'equilibre' } })).toMatchObject({
      status: 401,
      body: { error: 'not_authenticated', message: 'Vous devez être connecté pour effectuer un achat' },
    });
    expect(await call('create-checkout-session', { token, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'missing_parameters', message: 'Paramètres manquants pour create-checkout' },
    });
    expect(await call('create-checkout-session', { token, body: { priceId: 'price_nope' } })).toMatchObject({
      status: 400,
      body: { error: 'invalid_price', message: 'Identifiant de prix invalide' },
    });
    expect(await call('create-checkout-session', { token, body: { planType: 'gratuit' } })).toMatchObject({
      status: 400,
      body: { error: 'invalid_price' },
    });
    expect(
      await call('create-checkout-session', { token, body: { planType: 'equilibre', userId: randomUUID() } }),
    ).toMatchObject({ status: 403, body: { error: 'user_mismatch' } });
  });

  it('answers under its three names, for a plan × period or one of the six price ids', async () => {
    const user = await createUser(product);
    const token = await tokenOf(user);
    for (const name of ['create-checkout-session', 'create-checkout-production', 'create-checkout-debug']) {
      const answer = await call<CreateCheckoutAnswer>(name, {
        token,
        body: { planType: 'intensif', billingPeriod: 'yearly' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.url).toContain(`${double.url}/c/pay/cs_test_`);
      const session = await stripe.checkout.sessions.retrieve(answer.body.session_id);
      expect(session).toMatchObject({
        client_reference_id: user.id,
        customer_email: user.email,
        success_url: 'http://127.0.0.1:4173/payment-success?session_id={CHECKOUT_SESSION_ID}',
        metadata: { plan_id: 'intensif', billing_period: 'yearly', user_id: user.id },
      });
    }
    const byPrice = await call<CreateCheckoutAnswer>('create-checkout-session', {
      token,
      body: { priceId: 'price_equilibre_yearly', planName: 'Équilibre' },
    });
    expect(byPrice.status).toBe(200);
    expect(double.engine.sessionPrice(byPrice.body.session_id).lookup_key).toBe('equilibre_yearly');
  });
});

describe('stripe-webhook', { timeout: 30_000 }, () => {
  it('refuses a forged or missing signature with 400 and applies nothing', async () => {
    const user = await createUser(product);
    const forged: StripeEvent = {
      id: `evt_forged_${randomUUID().slice(0, 8)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_forged', object: 'subscription', metadata: { user_id: user.id } } },
      request: { id: null, idempotency_key: null },
    };
    expect((await deliver(forged, 'whsec_not_the_secret')).status).toBe(400);
    const unsigned = await fetch(`${product.stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      body: JSON.stringify(forged),
    });
    expect(unsigned.status).toBe(400);
    expect(await product.sql('select 1 from public.stripe_events where id = $1', [forged.id])).toHaveLength(
      0,
    );
    expect(
      await product.sql('select 1 from public.user_subscriptions where user_id = $1', [user.id]),
    ).toHaveLength(0);
    expect((await status(user.id)).subscription_tier).toBe('gratuit');
  });

  it('a paid checkout gives the plan, its credits and a payment (revenue) through the webhook', async () => {
    const user = await createUser(product);
    const { subscriptionId } = await subscribe(user, 'equilibre');
    expect(await status(user.id)).toMatchObject({
      subscription_tier: 'equilibre',
      status: 'active',
      remaining_requests: 1000,
    });
    const payments = await product.sql<{ amount_cents: number; status: string; plan_id: string }>(
      'select amount_cents, status, plan_id from public.payments where user_id = $1',
      [user.id],
    );
    expect(payments).toEqual([{ amount_cents: 1490, status: 'paid', plan_id: 'equilibre' }]);
    const [profile] = await product.sql<{ lifetime_value: string }>(
      'select lifetime_value from public.profiles where id = $1',
      [user.id],
    );
    expect(Number(profile?.lifetime_value)).toBe(14.9);
    const [row] = await product.sql<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from public.user_subscriptions where user_id = $1',
      [user.id],
    );
    expect(row?.stripe_subscription_id).toBe(subscriptionId);
    // Already subscribed: a second checkout is refused (plan changes go through Stripe's subscription).
    expect(
      await call('create-checkout-session', { token: await tokenOf(user), body: { planType: 'intensif' } }),
    ).toMatchObject({ status: 409, body: { error: 'already_subscribed' } });
  });

  it('handles each event once when it is delivered 10 times at once', async () => {
    const user = await createUser(product);
    const events = await undelivered(async () => {
      await subscribe(user, 'decouverte');
    });
    expect(events.map((e) => e.type)).toContain('invoice.paid');
    const answers = await Promise.all(
      events.flatMap((event) => Array.from({ length: 10 }, () => deliver(event))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const counts = await product.sql<{ id: string; n: number }>(
      'select id, count(*)::int as n from public.stripe_events where id = any($1) group by id',
      [events.map((e) => e.id)],
    );
    expect(counts).toHaveLength(events.length);
    expect(counts.every((row) => row.n === 1)).toBe(true);
    expect(await status(user.id)).toMatchObject({ subscription_tier: 'decouverte', remaining_requests: 100 });
    expect(await product.sql('select 1 from public.payments where user_id = $1', [user.id])).toHaveLength(1);
    const refills = await product.sql(
      "select 1 from public.credit_transactions where user_id = $1 and transaction_type = 'subscription'",
      [user.id],
    );
    expect(refills).toHaveLength(1);
    const [profile] = await product.sql<{ lifetime_value: string }>(
      'select lifetime_value from public.profiles where id = $1',
      [user.id],
    );
    expect(Number(profile?.lifetime_value)).toBe(4.9);
  });

  it("ends in Stripe's latest state whatever order the events arrive in", async () => {
    const user = await createUser(product);
    const { subscriptionId } = await subscribe(user, 'decouverte');
    const events = await undelivered(() => {
      const item = double.engine.subscription(subscriptionId).items.data[0];
      double.engine.updateSubscription(subscriptionId, {
        price: 'price_equilibre_monthly',
        itemId: item?.id ?? '',
      });
      double.engine.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    });
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of [...events].reverse()) expect((await deliver(event)).status).toBe(200);
    const latest = await stripe.subscriptions.retrieve(subscriptionId);
    expect(latest.cancel_at_period_end).toBe(true);
    expect(await status(user.id)).toMatchObject({
      subscription_tier: 'equilibre',
      status: latest.status,
      cancel_at_period_end: true,
      remaining_requests: 1000,
    });
  });
});

describe('the visitor trial and the account after payment', { timeout: 30_000 }, () => {
  it('gives 20 credits for 3 days, then Découverte refilled to 100 at the first paid renewal', async () => {
    const email = `trial-${randomUUID().slice(0, 8)}@example.test`;
    const sessionId = await visitorTrial(email);
    const seen = await call<PaymentSessionAnswer>('payment-session', {
      method: 'GET',
      query: `?session_id=${sessionId}`,
    });
    expect(seen).toMatchObject({
      status: 200,
      body: {
        success: true,
        error: null,
        user_exists: false,
        user_id: null,
        claimed: false,
        session: {
          customer_email: email,
          plan_id: 'decouverte',
          trial: true,
          payment_status: 'no_payment_required',
        },
      },
    });
    // As on /auth, no account without consent to processing the conversations.
    expect(await claimNew(sessionId, email, { consent: undefined })).toMatchObject({
      status: 400,
      body: { error: 'consent_required' },
    });
    expect(await product.sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
    const claim = await claimNew(sessionId, email);
    expect(claim).toMatchObject({
      status: 200,
      body: { success: true, email, plan_id: 'decouverte', status: 'trialing', awaiting_confirmation: true },
    });
    await double.settled();
    const userId = claim.body.user_id;
    expect(await status(userId)).toMatchObject({
      status: 'trialing',
      is_trial: true,
      remaining_requests: 20,
    });
    // The consent given on the payment-success form is recorded with the policy's version.
    expect(
      await product.sql(
        'select policy_version, source from public.conversation_consents where user_id = $1',
        [userId],
      ),
    ).toEqual([{ policy_version: '2026-11-26', source: 'signup' }]);
    // Stripe did not verify the email: no sign-in until its owner opens the confirmation email.
    const early = await product.anon.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(
      (
        await call<PaymentSessionAnswer>('payment-session', {
          method: 'GET',
          query: `?session_id=${sessionId}`,
        })
      ).body,
    ).toMatchObject({ claimed: true, user_exists: true, user_id: userId, awaiting_confirmation: true });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['signup']);
    expect(mails[0]?.subject).toBe('Confirm your sign-up');
    const { link, session } = await confirmByEmailLink(email);
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4173/auth/callback');
    expect(session?.user.id).toBe(userId);
    // Confirmed: the account signs in with the password it chose.
    const login = await product.anon.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(login.error).toBeNull();
    expect(
      (
        await call<PaymentSessionAnswer>('payment-session', {
          method: 'GET',
          query: `?session_id=${sessionId}`,
        })
      ).body,
    ).toMatchObject({ claimed: true, awaiting_confirmation: false });

    await double.advance(3 * day + 60);
    expect(await status(userId)).toMatchObject({
      subscription_tier: 'decouverte',
      status: 'active',
      is_trial: false,
      remaining_requests: 100,
    });
    const payments = await product.sql<{ amount_cents: number; status: string }>(
      'select amount_cents, status from public.payments where user_id = $1',
      [userId],
    );
    expect(payments).toEqual([{ amount_cents: 490, status: 'paid' }]);
  });

  it('is claimed exactly once, even by 6 requests at once', async () => {
    const email = `claim-${randomUUID().slice(0, 8)}@example.test`;
    const sessionId = await visitorTrial(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claimNew(sessionId, email)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const [owner] = answers.filter((a) => a.status === 200);
    expect(await product.sql('select 1 from auth.users where email = $1', [email])).toHaveLength(1);
    // One confirmation email, from the request that won.
    expect((await mailsTo(email)).filter((m) => m.kind === 'signup')).toHaveLength(1);
    expect((await claimNew(sessionId, email)).body).toMatchObject({ error: 'already_claimed' });
    const other = await createUser(product);
    expect(
      await call('claim-checkout-account', {
        token: await tokenOf(other),
        body: { session_id: sessionId, mode: 'link' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'already_claimed' } });
    const seen = await call<PaymentSessionAnswer>('payment-session', {
      method: 'GET',
      query: `?session_id=${sessionId}`,
    });
    expect(seen.body).toMatchObject({ claimed: true, user_exists: true, user_id: owner?.body.user_id });
  });

  it('links to an existing account after it logs in, and refuses the wrong email', async () => {
    const user = await createUser(product);
    const sessionId = await visitorTrial(user.email);
    expect(
      (
        await call<PaymentSessionAnswer>('payment-session', {
          method: 'GET',
          query: `?session_id=${sessionId}`,
        })
      ).body,
    ).toMatchObject({
      user_exists: true,
      user_id: user.id,
      claimed: false,
    });
    expect(await claimNew(sessionId, user.email)).toMatchObject({
      status: 409,
      body: { error: 'account_exists' },
    });
    const stranger = await createUser(product);
    expect(
      await call('claim-checkout-account', {
        token: await tokenOf(stranger),
        body: { session_id: sessionId, mode: 'link' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'email_mismatch' } });
    expect(
      await call('claim-checkout-account', {
        token: await tokenOf(user),
        body: { session_id: sessionId, mode: 'link' },
      }),
    ).toMatchObject({ status: 200, body: { user_id: user.id } });
    await double.settled();
    expect(await status(user.id)).toMatchObject({ status: 'trialing', remaining_requests: 20 });
  });

  it('a card that fails at renewal leaves the subscription past_due, with a failed payment', async () => {
    const email = `pastdue-${randomUUID().slice(0, 8)}@example.test`;
    const sessionId = await visitorTrial(email, testCards.failsAtRenewal);
    const claim = await claimNew(sessionId, email);
    expect(claim.status).toBe(200);
    await double.settled();
    await double.advance(3 * day + 60);
    expect(await status(claim.body.user_id)).toMatchObject({ status: 'past_due' });
    expect(
      await product.sql('select amount_cents, status from public.payments where user_id = $1', [
        claim.body.user_id,
      ]),
    ).toEqual([{ amount_cents: 490, status: 'failed' }]);
  });

  it('answers through supabase-js functions.invoke as the app calls it (GET with the query in the name)', async () => {
    const user = await createUser(product);
    const created = await user.client.functions.invoke<CreateCheckoutAnswer>('create-checkout-session', {
      body: { planType: 'decouverte', billingPeriod: 'yearly' },
    });
    expect(created.error).toBeNull();
    const sessionId = created.data?.session_id ?? '';
    const seen = await product.anon.functions.invoke<PaymentSessionAnswer>(
      `payment-session?${new URLSearchParams({ session_id: sessionId }).toString()}`,
      { method: 'GET' },
    );
    expect(seen.error).toBeNull();
    expect(seen.data).toMatchObject({
      success: false,
      error: 'Échec du paiement',
      user_exists: true,
      user_id: user.id,
      session: { status: 'open', plan_id: 'decouverte', billing_period: 'yearly', trial: false },
    });
  });

  it('answers 404 for an unknown session', async () => {
    expect(
      await call('payment-session', { method: 'GET', query: '?session_id=cs_test_unknown' }),
    ).toMatchObject({ status: 404, body: { error: 'session_not_found' } });
  });
});

describe('managing the subscription', { timeout: 30_000 }, () => {
  it('cancel at period end keeps the plan until the period ends, then the free plan', async () => {
    const user = await createUser(product);
    await subscribe(user, 'decouverte');
    const cancel = await call('manage-subscription', {
      token: await tokenOf(user),
      body: { action: 'cancel' },
    });
    expect(cancel).toMatchObject({
      status: 200,
      body: { subscription: { cancel_at_period_end: true, plan_id: 'decouverte' } },
    });
    await double.settled();
    expect(await status(user.id)).toMatchObject({
      subscription_tier: 'decouverte',
      cancel_at_period_end: true,
    });
    await double.advance(32 * day);
    expect(await status(user.id)).toMatchObject({
      subscription_tier: 'gratuit',
      status: 'free',
      remaining_requests: 20,
    });
  });

  it('changes plan at Stripe, and the webhook brings the new allowance', async () => {
    const user = await createUser(product);
    await subscribe(user, 'decouverte');
    const change = await call('manage-subscription', {
      token: await tokenOf(user),
      body: { action: 'change_plan', planType: 'intensif', billingPeriod: 'monthly' },
    });
    expect(change).toMatchObject({ status: 200, body: { subscription: { plan_id: 'intensif' } } });
    await double.settled();
    expect(await status(user.id)).toMatchObject({ subscription_tier: 'intensif', remaining_requests: -1 });
  });

  it('opens the customer portal for a subscriber only', async () => {
    const user = await createUser(product);
    expect(await call('customer-portal', { token: await tokenOf(user), body: {} })).toMatchObject({
      status: 404,
      body: { error: 'no_subscription' },
    });
    await subscribe(user, 'decouverte');
    const portal = await call<{ url: string }>('customer-portal', {
      token: await tokenOf(user),
      body: { userId: user.id },
    });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toContain(`${double.url}/p/session/`);
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain('Annuler l’abonnement');
  });
});
