// @vitest-environment node
/**
 * An admin changes a user's plan (supabase/functions/admin-change-plan): at Stripe for a Stripe
 * subscriber (the Stripe double; the webhook brings the new plan), on the server for anyone else;
 * one audit row either way; a user or visitor is refused and nothing changes. Revenue is what
 * Stripe collected (public.payments).
 */
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CreateCheckoutAnswer } from '../functions/_shared/contracts/billing.ts';
import { startStripeDouble, testCards, type StripeDouble } from '../local/stripe/index.ts';
import { billingFunctionEnv, connectWebhooks } from '../local/stripe/stack.ts';
import { signUserToken } from '../local/testing.ts';
import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
let double: StripeDouble;
let product: ProductStack;
let admin: TestUser;

beforeAll(async () => {
  double = await startStripeDouble({ retryBaseMs: 20, maxAttempts: 6 });
  product = await startProductStack({ functionEnv: await billingFunctionEnv(double, projectDir) });
  connectWebhooks(double, product.stack.url);
  admin = await createUser(product, { name: 'Alice Admin', role: 'admin' });
}, 120_000);

afterAll(async () => {
  await double.settled();
  await product.close();
  await double.close();
});

async function post(name: string, token: string, body: unknown) {
  const response = await fetch(`${product.stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: product.stack.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:4173',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = (user: TestUser) => signUserToken(product.stack, user.id);

async function subscribe(user: TestUser, planType: string) {
  const checkout = await post('create-checkout-session', await tokenOf(user), {
    planType,
    billingPeriod: 'monthly',
    userId: user.id,
  });
  expect(checkout.status).toBe(200);
  const { url } = checkout.body as unknown as CreateCheckoutAnswer;
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: testCards.succeeds }).toString(),
  });
  expect(paid.status).toBe(303);
  await double.settled();
}

async function planOf(userId: string) {
  const [row] = await product.sql<{ plan_id: string; stripe: boolean }>(
    'select plan_id, stripe_subscription_id is not null as stripe from public.user_subscriptions where user_id = $1',
    [userId],
  );
  return row ?? null;
}

async function auditRows(userId: string) {
  return product.sql<{ action: string; details: Record<string, unknown>; admin_id: string }>(
    `select action, details, admin_id from public.admin_audit_log where target_id = $1 and action = 'change_plan'`,
    [userId],
  );
}

describe('admin-change-plan', () => {
  it('a user gets 403 and a visitor 401; nothing changes', async () => {
    const user = await createUser(product);
    const target = await createUser(product);
    const byUser = await post('admin-change-plan', await tokenOf(user), {
      userId: target.id,
      planId: 'intensif',
    });
    expect(byUser).toMatchObject({ status: 403, body: { message: 'Accès administrateur requis' } });
    const byAnon = await post('admin-change-plan', product.stack.keys.anonKey, {
      userId: target.id,
      planId: 'intensif',
    });
    expect(byAnon.status).toBe(401);
    expect(await planOf(target.id)).toBeNull();
    expect(await auditRows(target.id)).toEqual([]);
  });

  it('sets the plan on the server for a user without Stripe, with one audit row', async () => {
    const user = await createUser(product);
    const res = await post('admin-change-plan', await tokenOf(admin), {
      userId: user.id,
      planId: 'equilibre',
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, via: 'database' } });
    expect(await planOf(user.id)).toEqual({ plan_id: 'equilibre', stripe: false });
    expect(await auditRows(user.id)).toEqual([
      { action: 'change_plan', details: { plan: 'equilibre' }, admin_id: admin.id },
    ]);
    const unknown = await post('admin-change-plan', await tokenOf(admin), {
      userId: user.id,
      planId: 'platine',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Plan introuvable' } });
  });

  it("changes a Stripe subscriber's plan at Stripe; the webhook brings it; one audit row; revenue counts the payment", async () => {
    const user = await createUser(product);
    const before = (await admin.client.rpc('admin_overview')).data as { total_revenue: number };
    await subscribe(user, 'decouverte');
    expect(await planOf(user.id)).toEqual({ plan_id: 'decouverte', stripe: true });
    const res = await post('admin-change-plan', await tokenOf(admin), {
      userId: user.id,
      planId: 'intensif',
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, via: 'stripe' } });
    await double.settled();
    await expect.poll(async () => (await planOf(user.id))?.plan_id).toBe('intensif');
    expect(await auditRows(user.id)).toEqual([
      {
        action: 'change_plan',
        details: { plan: 'intensif', billing_period: 'monthly', via: 'stripe' },
        admin_id: admin.id,
      },
    ]);
    const after = (await admin.client.rpc('admin_overview')).data as { total_revenue: number };
    const [paid] = await product.sql<{ euros: number }>(
      `select coalesce(sum(amount_cents), 0)::float / 100 as euros from public.payments where status = 'paid'`,
    );
    expect(Number(after.total_revenue)).toBeCloseTo(paid!.euros);
    expect(Number(after.total_revenue)).toBeGreaterThan(Number(before.total_revenue));
  });
});
