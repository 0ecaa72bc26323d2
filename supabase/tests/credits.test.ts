// @vitest-environment node
/**
 * The credit rules (supabase/migrations/*_create_plans_and_credits.sql) through supabase-js
 * and, where the clock matters, through the private functions with an injected instant.
 */
import { randomUUID } from 'node:crypto';

import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { planNameSource, plans, type PlanFeature } from '../functions/_shared/contracts/plans.ts';

import { consumeAt, createUser, creditStatusAt, startProductStack, type ProductStack } from './support.ts';

let product: ProductStack;

beforeAll(async () => {
  product = await startProductStack();
}, 60_000);

afterAll(() => product?.close());

/** The ledger must always sum to the spendable balance. */
async function expectLedgerMatchesBalance(userId: string) {
  const [row] = await product.sql<{ ledger: number; balance: number }>(
    `select (select coalesce(sum(credits_amount), 0)::int from public.credit_transactions where user_id = $1) as ledger,
            (select credits_remaining from public.user_credit_balances where user_id = $1) as balance`,
    [userId],
  );
  expect(row!.ledger).toBe(row!.balance);
}

describe('the plan catalogue', () => {
  it("in the database (seed.sql) is the contract's, plan for plan and in the same order", async () => {
    const rows = await product.sql(
      `select id, name, price_monthly::float8 as monthly, price_yearly::float8 as yearly, credits_included,
              credits_period, is_popular, description, features
         from public.subscription_plans where is_active order by sort_order`,
    );
    // The French words of the app's pricing screens (planCopy.ts) for the contract's features.
    const count = (n: number | undefined) => new Intl.NumberFormat('fr').format(n ?? 0);
    const words: Record<PlanFeature['key'], (feature: PlanFeature) => string> = {
      messagesPerDay: (f) => `${count(f.count)} messages par jour`,
      messagesPerMonth: (f) => `${count(f.count)} messages par mois`,
      unlimitedMessages: () => 'Messages illimités',
      bothCoaches: () => 'Emma et Louis, au choix',
      keptHistory: () => 'Vos échanges gardés sur tous vos appareils',
      conversationExport: () => 'Export de vos conversations',
    };
    const taglines: Record<string, string> = {
      gratuit: 'Pour découvrir Emma et Louis, chaque jour.',
      decouverte: 'Pour commencer en douceur.',
      equilibre: 'Pour un accompagnement régulier.',
      intensif: 'Sans limite, quand vous en avez besoin.',
    };
    // Names and words on screen are the app's (planCopy.ts); these are what billing and credits use.
    expect(rows).toEqual(
      plans.map((plan) => ({
        id: plan.id,
        name: planNameSource[plan.id],
        monthly: plan.monthlyPrice,
        yearly: plan.yearlyPrice,
        credits_included: plan.credits,
        credits_period: plan.creditPeriod,
        is_popular: plan.popular,
        description: taglines[plan.id],
        features: plan.features.map((feature) => words[feature.key](feature)),
      })),
    );
  });
});

describe('a new user', () => {
  it('gets a profile, settings and 20 free credits from the sign-up metadata', async () => {
    const user = await createUser(product, { name: 'Camille Martin' });
    const { data: profile } = await user.client
      .from('profiles')
      .select('nom, role, account_verified')
      .single();
    expect(profile).toEqual({ nom: 'Camille Martin', role: 'user', account_verified: false });
    const { data: settings } = await user.client.from('settings').select('theme').single();
    expect(settings?.theme).toMatchObject({ mode: 'auto', accentColor: 'purple' });

    const status = await user.client.rpc('get_user_credit_status');
    expect(status.error).toBeNull();
    expect(status.data).toMatchObject({
      remaining_requests: 20,
      total_requests: 20,
      free_requests_used: 0,
      free_requests_limit: 20,
      is_subscriber: false,
      subscription_tier: 'gratuit',
      has_unlimited: false,
      plan_display_name: 'Gratuit',
      credits_remaining: 20,
      subscribed: false,
      status: 'free',
      nom: 'Camille Martin',
    });
    await expectLedgerMatchesBalance(user.id);
  });

  it('cannot be granted anything by its own sign-up metadata', async () => {
    const email = `meta-${randomUUID().slice(0, 8)}@example.test`;
    const { data } = await product.service.auth.admin.createUser({
      email,
      password: 'correct-horse-battery',
      email_confirm: true,
      user_metadata: { name: 'Mallory', role: 'admin', credits_current: 5000, status: 'trial_active' },
    });
    const [row] = await product.sql<{ role: string; credits_remaining: number }>(
      `select p.role, b.credits_remaining from public.profiles p
       join public.user_credit_balances b on b.user_id = p.id where p.id = $1`,
      [data.user!.id],
    );
    expect(row).toEqual({ role: 'user', credits_remaining: 20 });
  });
});

describe('consume_credit', () => {
  it('charges one credit per message and refuses at zero with a 402 the app maps to the paywall', async () => {
    const user = await createUser(product);
    for (let spent = 1; spent <= 20; spent++) {
      const result = await user.client.rpc('consume_credit', {
        message_id: randomUUID(),
        character_name: 'emma',
      });
      expect(result.error).toBeNull();
      expect(result.data).toMatchObject({ success: true, remaining_credits: 20 - spent, unlimited: false });
    }
    const refused = await user.client.rpc('consume_credit', { message_id: randomUUID() });
    expect(refused.data).toBeNull();
    expect(refused.status).toBe(402);
    expect(refused.error).toMatchObject({ code: 'PT402', message: 'Crédits épuisés', details: 'no_credits' });
    await expectLedgerMatchesBalance(user.id);
  });

  it('is atomic: 50 concurrent sends on 20 credits succeed exactly 20 times and leave 0', async () => {
    const user = await createUser(product);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        user.client.rpc('consume_credit', { message_id: randomUUID(), character_name: 'louis' }),
      ),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(20);
    expect(results.filter((r) => r.error?.code === 'PT402')).toHaveLength(30);
    const [balance] = await product.sql<{ credits_remaining: number }>(
      'select credits_remaining from public.user_credit_balances where user_id = $1',
      [user.id],
    );
    expect(balance!.credits_remaining).toBe(0);
    await expectLedgerMatchesBalance(user.id);
  });

  it('never charges a replayed message id twice, even when the replays race', async () => {
    const user = await createUser(product);
    const messageId = randomUUID();
    const first = await user.client.rpc('consume_credit', { message_id: messageId, character_name: 'emma' });
    expect(first.data).toMatchObject({ success: true, replay: false, remaining_credits: 19 });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => user.client.rpc('consume_credit', { message_id: messageId })),
    );
    for (const replay of replays)
      expect(replay.data).toMatchObject({ success: true, replay: true, remaining_credits: 19 });
    const [count] = await product.sql<{ n: number }>(
      "select count(*)::int as n from public.credit_transactions where message_id = $1 and transaction_type = 'usage'",
      [messageId],
    );
    expect(count!.n).toBe(1);
    await expectLedgerMatchesBalance(user.id);
  });

  it("refuses another user's message id and anonymous callers", async () => {
    const owner = await createUser(product);
    const other = await createUser(product);
    const messageId = randomUUID();
    await owner.client.rpc('consume_credit', { message_id: messageId });
    const stolen = await other.client.rpc('consume_credit', { message_id: messageId });
    expect(stolen.error?.code).toBe('23505');
    const anonymous = await product.anon.rpc('consume_credit', { message_id: randomUUID() });
    expect(anonymous.error).not.toBeNull();
    expect(anonymous.status).toBe(401);
  });
});

describe('the free plan resets at the user’s local midnight', () => {
  const cases = [
    // Paris is UTC+1 in January: midnight local is 23:00 UTC the day before.
    { zone: 'Europe/Paris', before: '2027-01-15T22:59:00Z', after: '2027-01-15T23:00:01Z' },
    // New York is UTC−5 in January: midnight local is 05:00 UTC.
    { zone: 'America/New_York', before: '2027-01-16T04:59:00Z', after: '2027-01-16T05:00:01Z' },
  ];
  for (const { zone, before, after } of cases) {
    it(`in ${zone}`, async () => {
      const user = await createUser(product, { timezone: zone });
      // The day starts full (a new local day since sign-up), then is spent completely.
      for (let i = 0; i < 20; i++) await consumeAt(product, user.id, before);
      await expect(consumeAt(product, user.id, before)).rejects.toMatchObject({ code: 'PT402' });
      expect(await creditStatusAt(product, user.id, before)).toMatchObject({ remaining_requests: 0 });

      // One second past local midnight, the status shows the new day before anything is written…
      expect(await creditStatusAt(product, user.id, after)).toMatchObject({
        remaining_requests: 20,
        free_requests_used: 0,
      });
      // …and the first message of the day is charged from a full allowance.
      expect(await consumeAt(product, user.id, after)).toMatchObject({ remaining_credits: 19 });
      await expectLedgerMatchesBalance(user.id);
    });
  }

  it('keeps bonus credits across the reset and spends the allowance first', async () => {
    const user = await createUser(product, { timezone: 'Europe/Paris' });
    await product.sql("select private.add_credits($1, 5, 'promo', 'test', null, now())", [user.id]);
    const day = '2027-02-10T10:00:00Z';
    expect(await consumeAt(product, user.id, day)).toMatchObject({ remaining_credits: 24 });
    expect(await creditStatusAt(product, user.id, day)).toMatchObject({ bonus_credits: 5 });
    const nextDay = '2027-02-11T10:00:00Z';
    expect(await creditStatusAt(product, user.id, nextDay)).toMatchObject({ remaining_requests: 25 });
    await expectLedgerMatchesBalance(user.id);
  });
});

describe('paid plans', () => {
  async function subscribe(userId: string, plan: string, start: string, end: string, status = 'active') {
    const result = await product.service.rpc('apply_subscription_state', {
      target_user_id: userId,
      plan_id: plan,
      status,
      billing_cycle: 'monthly',
      current_period_start: start,
      current_period_end: end,
      stripe_customer_id: 'cus_test',
      stripe_subscription_id: `sub_${randomUUID()}`,
    });
    expect(result.error).toBeNull();
    return result.data as Record<string, unknown>;
  }

  it('Découverte gives 100 credits a month, refilled at each monthly anchor', async () => {
    const user = await createUser(product);
    await subscribe(user.id, 'decouverte', '2027-03-05T12:00:00Z', '2027-04-05T12:00:00Z');
    const within = '2027-03-20T00:00:00Z';
    const first = await consumeAt(product, user.id, within);
    expect(first).toMatchObject({ subscription_tier: 'decouverte', remaining_credits: 99 });
    expect(await creditStatusAt(product, user.id, within)).toMatchObject({
      is_subscriber: true,
      subscription_tier: 'decouverte',
      credits_total: 100,
      credits_used: 1,
    });
    // A month after the anchor (the renewal webhook may come a little late) the allowance is full.
    const renewed = '2027-04-06T00:00:00Z';
    expect(await creditStatusAt(product, user.id, renewed)).toMatchObject({ remaining_requests: 100 });
    expect(await consumeAt(product, user.id, renewed)).toMatchObject({ remaining_credits: 99 });
    await expectLedgerMatchesBalance(user.id);
  });

  it('a trial gives 20 credits for the trial, then the paid plan refills on activation', async () => {
    const user = await createUser(product);
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const trialEnd = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const trial = await subscribe(user.id, 'decouverte', start, trialEnd, 'trialing');
    expect(trial).toMatchObject({ is_trial: true, subscription_tier: 'decouverte', remaining_requests: 20 });
    await user.client.rpc('consume_credit', { message_id: randomUUID() });

    const periodEnd = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const active = await subscribe(user.id, 'decouverte', trialEnd, periodEnd);
    expect(active).toMatchObject({ is_trial: false, status: 'active', remaining_requests: 100 });
    const { data: ledger } = await user.client
      .from('credit_transactions')
      .select('transaction_type, credits_amount')
      .order('created_at');
    expect(ledger).toEqual([
      { transaction_type: 'other', credits_amount: 20 },
      { transaction_type: 'usage', credits_amount: -1 },
      { transaction_type: 'subscription', credits_amount: 81 },
    ]);
    await expectLedgerMatchesBalance(user.id);
  });

  it('the service role alone applies subscription states', async () => {
    const user = await createUser(product);
    const { error } = await user.client.rpc('apply_subscription_state', {
      target_user_id: user.id,
      plan_id: 'intensif',
      status: 'active',
      billing_cycle: 'monthly',
      current_period_start: new Date().toISOString(),
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(error).not.toBeNull();
  });

  it('Intensif is unlimited: usage is recorded at no cost', async () => {
    const user = await createUser(product);
    const now = Date.now();
    const status = await subscribe(
      user.id,
      'intensif',
      new Date(now - 86_400_000).toISOString(),
      new Date(now + 29 * 86_400_000).toISOString(),
    );
    expect(status).toMatchObject({
      has_unlimited: true,
      remaining_requests: -1,
      subscription_tier: 'intensif',
    });
    for (let i = 0; i < 30; i++) {
      const result = await user.client.rpc('consume_credit', { message_id: randomUUID() });
      expect(result.data).toMatchObject({ success: true, unlimited: true, remaining_credits: -1 });
    }
    await expectLedgerMatchesBalance(user.id);
  });
});

describe('refund_credit', () => {
  it('gives one credit back once, and only the service role may call it', async () => {
    const user = await createUser(product);
    const messageId = randomUUID();
    await user.client.rpc('consume_credit', { message_id: messageId });
    const byUser = await user.client.rpc('refund_credit', { message_id: messageId });
    expect(byUser.error).not.toBeNull();

    const first = await product.service.rpc('refund_credit', { message_id: messageId });
    expect(first.data).toMatchObject({ success: true, refunded: true, remaining_credits: 20 });
    const second = await product.service.rpc('refund_credit', { message_id: messageId });
    expect(second.data).toMatchObject({ success: true, refunded: false, remaining_credits: 20 });
    await expectLedgerMatchesBalance(user.id);
  });
});

describe('live updates', () => {
  it('a user hears their own credit transactions on Realtime, never another user’s', async () => {
    const user = await createUser(product);
    const other = await createUser(product);
    const heard: Record<string, unknown>[] = [];
    const channel = user.client
      .channel('credits')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'credit_transactions' },
        (payload) => {
          heard.push(payload.new);
        },
      );
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((state, error) => {
        if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (error) reject(error);
      });
    });
    await other.client.rpc('consume_credit', { message_id: randomUUID() });
    await user.client.rpc('consume_credit', { message_id: randomUUID() });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ user_id: user.id, transaction_type: 'usage', credits_amount: -1 });
    await user.client.removeChannel(channel);
  });
});
