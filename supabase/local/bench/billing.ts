/**
 * `npm run bench:billing`: the billing functions on the local stack (PostgreSQL, or PGlite with
 * BENCH_PGLITE=1) and the Stripe double, in this process.
 *   1. Webhook handling: 200 real events (20 customers subscribing on the hosted Checkout, then
 *      renewals), delivered signed to stripe-webhook by 20 concurrent senders: p50/p95 per
 *      delivery and events per second. Each event re-reads its subscription from the double.
 *   2. Checkout session creation (create-checkout-session, signed in): p50/p95, one at a time.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { startPostgres } from '#tests/setup/postgres.mjs';

import { buildServices } from '../services.ts';
import { startLocalStack } from '../server.ts';
import { signatureHeader, startStripeDouble, testCards } from '../stripe/index.ts';
import type { StripeEvent } from '../stripe/engine.ts';
import { billingFunctionEnv } from '../stripe/stack.ts';
import { projectDir, signUserToken } from '../testing.ts';

import { percentile } from './load.ts';

const round = (value: number) => Math.round(value * 10) / 10;
const cluster = process.env['BENCH_PGLITE'] ? null : await startPostgres();
const double = await startStripeDouble();
const stack = await startLocalStack(
  {
    projectDir,
    port: 0,
    database: cluster ? { kind: 'postgres', url: cluster.url } : { kind: 'pglite' },
    env: {},
    functionEnv: await billingFunctionEnv(double, projectDir),
    preloadFunctions: true,
  },
  buildServices,
);

async function call(
  name: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newUser(label: string): Promise<string> {
  const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.serviceRoleKey,
      authorization: `Bearer ${stack.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email: `${label}-${randomUUID().slice(0, 8)}@bench.test`,
      password: 'bench password',
      email_confirm: true,
    }),
  });
  const user = (await response.json()) as { id: string };
  return await signUserToken(stack, user.id);
}

function summary(samples: number[], elapsedMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    perSecond: round((samples.length / elapsedMs) * 1000),
  };
}

try {
  // Warm-up: load the functions and the price cache.
  const warm = await newUser('warm');
  await call('create-checkout-session', warm, { planType: 'decouverte', billingPeriod: 'monthly' });

  // 1. Checkout creation, one at a time.
  const checkoutTokens = await Promise.all(Array.from({ length: 5 }, (_, i) => newUser(`checkout${i}`)));
  const checkoutSamples: number[] = [];
  const checkoutStart = performance.now();
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    const answer = await call('create-checkout-session', checkoutTokens[i % checkoutTokens.length] ?? warm, {
      planType: ['decouverte', 'equilibre', 'intensif'][i % 3],
      billingPeriod: i % 2 === 0 ? 'monthly' : 'yearly',
    });
    if (answer.status !== 200) throw new Error(`checkout ${answer.status} ${JSON.stringify(answer.body)}`);
    checkoutSamples.push(performance.now() - t0);
  }
  const checkout = summary(checkoutSamples, performance.now() - checkoutStart);

  // 2. 200 real events, raised with no webhook endpoint, then delivered by 20 senders at once.
  const from = double.engine.events.length;
  const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => newUser(`payer${i}`)));
  for (const token of tokens) {
    const session = await call('create-checkout-session', token, {
      planType: 'equilibre',
      billingPeriod: 'monthly',
    });
    const paid = await fetch(String(session.body['url']), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `cardNumber=${testCards.succeeds}`,
    });
    if (paid.status !== 303) throw new Error(`checkout page answered ${paid.status}`);
  }
  while (double.engine.events.length - from < 200) double.engine.advance(31 * 86_400);
  const events: StripeEvent[] = double.engine.events.slice(from, from + 200);

  let next = 0;
  const deliverySamples: number[] = [];
  let failures = 0;
  const deliveryStart = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let event = events[next++]; event !== undefined; event = events[next++]) {
        const payload = JSON.stringify(event, null, 2);
        const t0 = performance.now();
        const response = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signatureHeader(payload, double.webhookSecret),
          },
          body: payload,
        });
        await response.arrayBuffer();
        deliverySamples.push(performance.now() - t0);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  const webhooks = { ...summary(deliverySamples, performance.now() - deliveryStart), failures };
  const [applied] = (
    await stack.db.query<{ n: number }>(
      "select count(*)::int as n from public.user_subscriptions where status = 'active'",
    )
  ).rows;

  const db = cluster ? 'PostgreSQL' : 'PGlite';
  console.log(
    `create-checkout-session (${db}), one at a time: p50 ${checkout.p50} ms, p95 ${checkout.p95} ms over ${checkout.count}`,
  );
  console.log(
    `stripe-webhook (${db}), ${webhooks.count} events from 20 concurrent senders: ${webhooks.perSecond} events/s, p50 ${webhooks.p50} ms, p95 ${webhooks.p95} ms, ${webhooks.failures} non-2xx; ${applied?.n ?? 0} subscriptions applied`,
  );
  console.log(JSON.stringify({ checkout, webhooks }));
} finally {
  await stack.close();
  await double.close();
  cluster?.stop();
}
