// @vitest-environment node
/**
 * Issue 27's server rules: the weekly summary (20261127300100, then 20261128200000, with the
 * word forms of 20261129200000) reads only the caller's messages, with weeks in their time
 * zone; consent to processing
 * conversations (20261127300000_record_conversation_consent.sql) is recorded at sign-up or in
 * the app, and no chat turn starts without it; the contact form stores a row within its limits.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

type Summary = {
  start: string;
  end: string;
  hours: number;
  total_sessions: number;
  total_messages: number;
  active_days: number;
  average_mood: number;
  most_used_words: { word: string; count: number }[];
  key_insights: string[];
  next_steps: string[];
  weekly_progress: number;
  history: { week_start: string; mood: number | null; messages: number }[];
};

let product: ProductStack;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  product = await startProductStack();
  alice = await createUser(product, { name: 'Alice', timezone: 'Europe/Paris' });
  bob = await createUser(product, { name: 'Bob', timezone: 'America/New_York' });
}, 60_000);

afterAll(() => product?.close());

/** A Paris user's messages at hours after the start of their current week. */
async function writeFor(user: TestUser, messages: [hours: number, text: string][]) {
  const [conversation] = await product.sql<{ id: string }>(
    `insert into public.conversations (user_id, character_id, title) values ($1, 'emma', 'Avec Emma')
     on conflict (user_id, character_id) do update set title = excluded.title returning id`,
    [user.id],
  );
  for (const [hours, text] of messages)
    await product.sql(
      `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, created_at)
       values ($1, $2, $3, 'emma', 'user', $4, private.week_start(now(), 'Europe/Paris', 0) + make_interval(secs => $5))`,
      [randomUUID(), conversation?.id, user.id, text, hours * 3600],
    );
}

const writeForAlice = (messages: [hours: number, text: string][]) => writeFor(alice, messages);

async function summaryOf(user: TestUser, weekOffset = 0): Promise<Summary> {
  const answer = await user.client.rpc('weekly_summary', { week_offset: weekOffset });
  expect(answer.error).toBeNull();
  return answer.data as Summary;
}

describe('weekly summary', () => {
  it('counts sessions, mood and top words from the caller’s messages only', async () => {
    await writeForAlice([
      [1, 'Heureux : le sommeil revient enfin'],
      [1 + 10 / 60, 'Le travail me rend triste, sommeil léger'],
      [5, 'Toujours heureux du sommeil et du travail'],
      [26, 'Une journée calme'],
    ]);
    const mine = await summaryOf(alice);
    expect(mine.total_messages).toBe(4);
    // 1 h and 1 h 10 are one session; 5 h and the next day start two more.
    expect(mine.total_sessions).toBe(3);
    expect(mine.active_days).toBe(2);
    // heureux ×2 + calme against triste: 1 + 9 × 3/4 = 7.75 → 7.8.
    expect(Number(mine.average_mood)).toBe(7.8);
    expect(mine.most_used_words.map((entry) => entry.word)).toEqual(['sommeil', 'heureux', 'travail']);
    expect(mine.key_insights.length).toBeGreaterThan(0);
    expect(mine.key_insights.length).toBeLessThanOrEqual(3);
    expect(mine.key_insights).toContain('mood_positive');
    expect(mine.next_steps.length).toBeLessThanOrEqual(3);
    expect(mine.weekly_progress).toBe(29);
    expect(mine.history).toHaveLength(12);
    expect(mine.history.at(-1)?.messages).toBe(4);

    // Bob sees none of it: his week is empty, with the default mood.
    const his = await summaryOf(bob);
    expect(his.total_messages).toBe(0);
    expect(his.total_sessions).toBe(0);
    expect(Number(his.average_mood)).toBe(7.5);
    expect(his.most_used_words).toEqual([]);
    expect(his.key_insights).toEqual([]);
    expect(his.history.every((week) => week.messages === 0)).toBe(true);
  });

  it('reads the mood from conjugated and comparative forms, and keeps "je me sens" out of the top words (20261129200000)', async () => {
    const carol = await createUser(product, { name: 'Carol', timezone: 'Europe/Paris' });
    await writeFor(carol, [
      [2, 'Le travail me stresse mais je me sens plus calme le soir, je me sens mieux'],
    ]);
    const french = await summaryOf(carol);
    // stresse against calme and mieux: 1 + 9 × 2/3 = 7.0.
    expect(Number(french.average_mood)).toBe(7);
    expect(french.most_used_words.map((entry) => entry.word)).not.toContain('sens');

    const dan = await createUser(product, { name: 'Dan', timezone: 'Europe/Paris' });
    await writeFor(dan, [[2, 'Work stresses me and I am worried, but I feel calmer in the evening']]);
    // stresses and worried against calmer: 1 + 9 × 1/3 = 4.0 (it was 7.5, no word known).
    expect(Number((await summaryOf(dan)).average_mood)).toBe(4);
  });

  it('gives no mood insight when no message holds a mood word (20261129700000)', async () => {
    const erin = await createUser(product, { name: 'Erin', timezone: 'Europe/Paris' });
    await writeFor(erin, [[2, 'Rendez-vous chez le dentiste mardi puis réunion de copropriété']]);
    const week = await summaryOf(erin);
    // The spec's neutral figure stays, but it is not read as "plutôt positifs".
    expect(Number(week.average_mood)).toBe(7.5);
    expect(week.key_insights).not.toContain('mood_positive');
    expect(week.key_insights).toContain('sessions');
  });

  it('never goes past the current week, and refuses visitors', async () => {
    const { error } = await alice.client.rpc('weekly_summary', { week_offset: 1 });
    expect(error?.code).toBe('22023');
    const anon = await product.anon.rpc('weekly_summary', { week_offset: 0 });
    expect(anon.error).not.toBeNull();
  });

  it('goes back a week: the previous Monday to Sunday', async () => {
    const current = await summaryOf(alice, 0);
    const previous = await summaryOf(alice, -1);
    expect(previous.total_messages).toBe(0);
    const day = 86_400_000;
    expect(Date.parse(current.start) - Date.parse(previous.start)).toBe(7 * day);
    expect(new Date(`${previous.start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${previous.end}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('cuts weeks at midnight in the user’s zone, across daylight-saving changes', async () => {
    const starts = await product.sql<{ spring: string; before: string; autumn: string; ny: string }>(
      `select private.week_start('2026-03-31T12:00:00Z', 'Europe/Paris', 0) as spring,
              private.week_start('2026-03-31T12:00:00Z', 'Europe/Paris', -1) as before,
              private.week_start('2026-10-26T12:00:00Z', 'Europe/Paris', 0) as autumn,
              private.week_start('2026-03-09T03:00:00Z', 'America/New_York', 0) as ny`,
    );
    const row = starts[0];
    // Monday 30 March 2026 00:00 in Paris is 22:00 UTC the day before (summer time since Sunday).
    expect(new Date(row?.spring ?? '').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(row?.before ?? '').toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // The week of the change lasts 167 hours.
    expect((Date.parse(row?.spring ?? '') - Date.parse(row?.before ?? '')) / 3_600_000).toBe(167);
    // Monday 26 October 2026 00:00 in Paris (winter time since Sunday) is 23:00 UTC.
    expect(new Date(row?.autumn ?? '').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // 03:00 UTC on Monday 9 March is still Sunday evening in New York: the week of 2 March.
    expect(new Date(row?.ny ?? '').toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });
});

describe('consent to processing conversations', () => {
  const begin = (user: TestUser) =>
    product.service.rpc('chat_begin', {
      target_user_id: user.id,
      message_id: randomUUID(),
      character_id: 'emma',
      message: 'Bonjour Emma',
    });

  it('is recorded from the sign-up metadata with the policy version and time', async () => {
    const rows = await product.sql<{ policy_version: string; source: string; given_at: Date }>(
      'select policy_version, source, given_at from public.conversation_consents where user_id = $1',
      [alice.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.policy_version).toBe('test');
    expect(rows[0]?.source).toBe('signup');
    expect(Date.now() - new Date(rows[0]?.given_at ?? 0).getTime()).toBeLessThan(10 * 60_000);
  });

  it('no consent, no chat turn; once given in the app, the turn starts', async () => {
    const newcomer = await createUser(product, { consent: false });
    const refused = await begin(newcomer);
    expect(refused.error?.code).toBe('PT403');
    expect(refused.error?.details).toBe('consent_required');

    const given = await newcomer.client.rpc('give_conversation_consent', { policy_version: '2026-11-26' });
    expect(given.error).toBeNull();
    const mine = await newcomer.client.from('conversation_consents').select('policy_version, source');
    expect(mine.data).toEqual([{ policy_version: '2026-11-26', source: 'app' }]);
    // Nobody else's consents are visible.
    const others = await alice.client.from('conversation_consents').select('user_id');
    expect(others.data).toEqual([{ user_id: alice.id }]);

    const started = await begin(newcomer);
    expect(started.error).toBeNull();
  });
});

describe('contact form', () => {
  it('stores a visitor’s message as new, and refuses a burst from one address', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    const row = {
      name: 'Camille Martin',
      email,
      subject: 'question',
      message: 'Bonjour, une question sur les crédits.',
    };
    const sent = await product.anon.from('contact_messages').insert(row);
    expect(sent.error).toBeNull();
    const stored = await product.sql<{ status: string }>(
      'select status from public.contact_messages where email = $1',
      [email],
    );
    expect(stored).toEqual([{ status: 'new' }]);
    for (let i = 0; i < 4; i++)
      expect((await product.anon.from('contact_messages').insert(row)).error).toBeNull();
    const sixth = await product.anon.from('contact_messages').insert(row);
    expect(sixth.error?.code).toBe('PT429');
    expect(sixth.error?.details).toBe('contact_rate_limited');
  });
});

describe('credit diagnostic (20261128200100_emergency_credits_in_local_development.sql)', () => {
  const setLocalDevelopment = (on: boolean) =>
    product.sql('update private.deployment set local_development = $1', [on]);
  const balance = async (user: TestUser) =>
    (
      await product.sql<{ credits_remaining: number }>(
        'select credits_remaining from public.user_credit_balances where user_id = $1',
        [user.id],
      )
    )[0]?.credits_remaining;

  it('diagnoses only the caller’s own credits', async () => {
    const carol = await createUser(product);
    const answer = await carol.client.rpc('diagnose_user_credits');
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({
      profile_exists: true,
      credits_table_exists: true,
      has_unlimited: false,
      current_credits: 20,
      subscription_tier: 'gratuit',
    });
    expect((await product.anon.rpc('diagnose_user_credits')).error).not.toBeNull();
  });

  it('in production, only admins add emergency credits', async () => {
    await setLocalDevelopment(false);
    const dave = await createUser(product);
    const admin = await createUser(product, { role: 'admin' });
    expect((await dave.client.rpc('emergency_credits_allowed')).data).toBe(false);
    const refused = await dave.client.rpc('emergency_add_credits', { target_user_id: dave.id });
    expect(refused.error?.code).toBe('42501');
    expect(await balance(dave)).toBe(20);

    expect((await admin.client.rpc('emergency_credits_allowed')).data).toBe(true);
    const given = await admin.client.rpc('emergency_add_credits', { target_user_id: dave.id });
    expect(given.data).toMatchObject({ success: true, remaining_credits: 70 });
    expect((await product.anon.rpc('emergency_credits_allowed')).error).not.toBeNull();
  });

  it('in local development, a person adds 50 to their own account only', async () => {
    await setLocalDevelopment(true);
    try {
      const erin = await createUser(product);
      const frank = await createUser(product);
      expect((await erin.client.rpc('emergency_credits_allowed')).data).toBe(true);
      const given = await erin.client.rpc('emergency_add_credits', { target_user_id: erin.id });
      expect(given.error).toBeNull();
      expect(given.data).toMatchObject({ success: true, remaining_credits: 70 });
      const [row] = await product.sql<{ transaction_type: string; credits_amount: number }>(
        `select transaction_type, credits_amount from public.credit_transactions
         where user_id = $1 order by created_at desc limit 1`,
        [erin.id],
      );
      expect(row).toEqual({ transaction_type: 'other', credits_amount: 50 });
      // Not for someone else, and not another amount.
      const other = await erin.client.rpc('emergency_add_credits', { target_user_id: frank.id });
      expect(other.error?.code).toBe('42501');
      const more = await erin.client.rpc('emergency_add_credits', {
        target_user_id: erin.id,
        credits_to_add: 5000,
      });
      expect(more.error?.code).toBe('42501');
      expect(await balance(erin)).toBe(70);
      expect(await balance(frank)).toBe(20);
      // The flag itself is out of every client's reach.
      const write = await erin.client
        .schema('private')
        .from('deployment')
        .update({ local_development: false });
      expect(write.error).not.toBeNull();
    } finally {
      await setLocalDevelopment(false);
    }
  });
});
