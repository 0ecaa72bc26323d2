// @vitest-environment node
// The Stripe double against the official `stripe` SDK, unchanged but for host/port/protocol:
// what the billing functions rely on (prices by lookup key, Checkout with its hosted page and
// test cards, trials, renewals, the portal, signed webhooks with retries).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startStripeDouble, testCards, type StripeDouble } from './index.ts';

type Received = { event: Stripe.Event; raw: string; signature: string };

let double: StripeDouble;
let stripe: Stripe;
let endpoint: { url: string; received: Received[]; failNext: number; close(): Promise<void> };

async function startEndpoint(secret: string) {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const verifier = new Stripe('sk_test_unused');
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = String(req.headers['stripe-signature']);
        if (state.failNext > 0) {
          state.failNext -= 1;
          res.writeHead(500).end();
          return;
        }
        try {
          const event = await verifier.webhooks.constructEventAsync(raw, signature, secret);
          received.push({ event, raw, signature });
          res.writeHead(200).end('{}');
        } catch {
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    get failNext() {
      return state.failNext;
    },
    set failNext(n: number) {
      state.failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Submits the hosted Checkout page as a browser would. */
async function pay(session: Stripe.Checkout.Session, card: string, email = 'payer@example.com') {
  const response = await fetch(session.url ?? '', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, cardNumber: card, name: 'Camille' }).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function checkout(params: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const [price] = (await stripe.prices.list({ lookup_keys: ['decouverte_monthly'], active: true })).data;
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price?.id ?? '', quantity: 1 }],
    success_url: 'http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/pricing',
    ...params,
  });
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? '');

const typesOf = (since: number) => endpoint.received.slice(since).map((r) => r.event.type);

beforeAll(async () => {
  double = await startStripeDouble({ retryBaseMs: 5, maxAttempts: 4 });
  endpoint = await startEndpoint(double.webhookSecret);
  double.setWebhookUrl(endpoint.url);
  stripe = new Stripe(double.secretKey, {
    host: double.host,
    port: double.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await double.settled();
  await double.close();
  await endpoint.close();
});

beforeEach(() => {
  endpoint.failNext = 0;
});

describe('the Stripe double with the official SDK', () => {
  it('serves the six prices of the plan catalogue by lookup key', async () => {
    const prices = await stripe.prices.list({
      lookup_keys: [
        'decouverte_monthly',
        'decouverte_yearly',
        'equilibre_monthly',
        'equilibre_yearly',
        'intensif_monthly',
        'intensif_yearly',
      ],
    });
    const byKey: Record<string, unknown> = Object.fromEntries(
      prices.data.map((p) => [p.lookup_key ?? '', [p.unit_amount, p.recurring?.interval]]),
    );
    expect(byKey).toEqual({
      decouverte_monthly: [490, 'month'],
      decouverte_yearly: [4700, 'year'],
      equilibre_monthly: [1490, 'month'],
      equilibre_yearly: [14300, 'year'],
      intensif_monthly: [3990, 'month'],
      intensif_yearly: [38300, 'year'],
    });
  });

  it('refuses a wrong API key as Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: double.host,
      port: double.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.prices.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('runs a trial Checkout on its hosted page, then bills the first period when the trial ends', async () => {
    const since = endpoint.received.length;
    const session = await checkout({
      subscription_data: { trial_period_days: 3, metadata: { source: 'test' } },
    });
    expect(session.url).toMatch(/\/c\/pay\/cs_test_/);
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('Essai gratuit de 3 jours');

    const paid = await pay(session, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://app.test/payment-success?session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(done.customer_details?.email).toBe('payer@example.com');
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: 'trialing', metadata: { source: 'test' } });
    const item = subscription.items.data[0];
    expect(item?.current_period_end).toBe(subscription.trial_end);

    await double.settled();
    expect(typesOf(since)).toEqual(
      expect.arrayContaining([
        'customer.created',
        'customer.subscription.created',
        'checkout.session.completed',
        'customer.subscription.trial_will_end',
      ]),
    );

    const before = endpoint.received.length;
    await double.advance(3 * 86_400 + 60);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(subscription.trial_end);
    expect(typesOf(before)).toEqual(
      expect.arrayContaining(['invoice.paid', 'customer.subscription.updated']),
    );
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data[0]).toMatchObject({
      status: 'paid',
      amount_paid: 490,
      billing_reason: 'subscription_cycle',
    });
  });

  it('declines 4000 0000 0000 0002 on the page and creates nothing', async () => {
    const customers = double.engine.customers.size;
    const session = await checkout();
    const declined = await pay(session, testCards.declined);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Votre carte a été refusée.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(double.engine.customers.size).toBe(customers);
  });

  it('lets 4000 0000 0000 0341 start a trial and fail at renewal (past_due)', async () => {
    const session = await checkout({ subscription_data: { trial_period_days: 3 } });
    expect((await pay(session, testCards.failsAtRenewal)).status).toBe(303);
    const id = idOf((await stripe.checkout.sessions.retrieve(session.id)).subscription);
    const before = endpoint.received.length;
    await double.advance(3 * 86_400 + 60);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('past_due');
    expect(typesOf(before)).toContain('invoice.payment_failed');
  });

  it('cancels at period end from the portal page, and ends the subscription when the period ends', async () => {
    const session = await checkout();
    expect((await pay(session, testCards.succeeds)).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: idOf(done.customer),
      return_url: 'http://app.test/subscription',
    });
    const form = await fetch(portal.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(form.status).toBe(200);
    const id = idOf(done.subscription);
    expect((await stripe.subscriptions.retrieve(id)).cancel_at_period_end).toBe(true);
    const before = endpoint.received.length;
    await double.advance(32 * 86_400);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('canceled');
    expect(typesOf(before)).toContain('customer.subscription.deleted');
  });

  it('changes the plan through subscriptions.update', async () => {
    const session = await checkout();
    await pay(session, testCards.succeeds);
    const id = idOf((await stripe.checkout.sessions.retrieve(session.id)).subscription);
    const subscription = await stripe.subscriptions.retrieve(id);
    const [equilibre] = (await stripe.prices.list({ lookup_keys: ['equilibre_monthly'] })).data;
    const updated = await stripe.subscriptions.update(id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: equilibre?.id ?? '' }],
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]?.price.lookup_key).toBe('equilibre_monthly');
  });

  it('signs webhooks like Stripe (constructEventAsync accepts them, a forged one is refused) and retries non-2xx', async () => {
    await double.settled();
    endpoint.failNext = 2;
    const before = double.deliveries.length;
    await stripe.customers.create({ email: 'retry@example.com' });
    await double.settled();
    const delivery = double.deliveries.slice(before).find((d) => d.type === 'customer.created');
    expect(delivery).toMatchObject({ attempts: 3, delivered: true, status: 200 });

    const last = endpoint.received.at(-1) as Received;
    expect(last.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verifier = new Stripe('sk_test_unused');
    await expect(
      verifier.webhooks.constructEventAsync(last.raw, last.signature, 'whsec_forged'),
    ).rejects.toThrow();
    await expect(
      verifier.webhooks.constructEventAsync(
        last.raw.replace('retry@', 'other@'),
        last.signature,
        double.webhookSecret,
      ),
    ).rejects.toThrow();
  });
});
