// @vitest-environment node
/**
 * The GDPR rights, server-side: export_my_data() holds every row about the user in every table
 * that has one (found from the catalogue, so a new table without an export fails here) and
 * nobody else's; the delete-account function cancels the subscription at a Stripe double,
 * removes the rows, the files and the auth user, keeps anonymised accounting records, and a
 * replayed token of the deleted user is refused everywhere.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClient } from '../local/testing.ts';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let alice: TestUser;
let bob: TestUser;
let stripe: Server;
/** Requests the Stripe double received. */
const stripeCalls: string[] = [];

const password = 'correct-horse-battery';

beforeAll(async () => {
  // The subscription is active until cancelled (a DELETE), as at Stripe.
  stripe = createServer((req, res) => {
    stripeCalls.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    const id = req.url?.split('?')[0]?.split('/').pop();
    const status = req.method === 'DELETE' ? 'canceled' : 'active';
    res.end(
      JSON.stringify({
        id,
        object: 'subscription',
        status,
        cancel_at_period_end: false,
        items: { data: [] },
      }),
    );
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const stripeUrl = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
  product = await startProductStack({
    functionEnv: { STRIPE_SECRET_KEY: 'sk_test_double', STRIPE_API_BASE: stripeUrl },
  });
  alice = await createUser(product, { name: 'Alice' });
  bob = await createUser(product, { name: 'Bob' });
  for (const user of [alice, bob]) await giveHistory(user);
}, 60_000);

afterAll(async () => {
  await product?.close();
  stripe?.close();
});

/** A bit of everything: settings, a conversation with likes, a subscription, a contact message, an avatar. */
async function giveHistory(user: TestUser) {
  await product.sql(`update public.settings set theme = '{"mode": "dark"}' where user_id = $1`, [user.id]);
  const [conversation] = await product.sql<{ id: string }>(
    "insert into public.conversations (user_id, character_id, title) values ($1, 'emma', 'Conversation avec Emma') returning id",
    [user.id],
  );
  const messageId = randomUUID();
  await product.sql(
    `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message)
     values ($1, $2, $3, 'emma', 'user', $4), ($5, $2, $3, 'emma', 'bot', 'Bonjour !')`,
    [messageId, conversation!.id, user.id, `Message de ${user.email}`, randomUUID()],
  );
  await product.sql('insert into public.message_likes (message_id, user_id) values ($1, $2)', [
    messageId,
    user.id,
  ]);
  const subscribed = await product.service.rpc('apply_subscription_state', {
    target_user_id: user.id,
    plan_id: 'equilibre',
    status: 'active',
    billing_cycle: 'monthly',
    current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
    current_period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    stripe_customer_id: `cus_${user.id.slice(0, 8)}`,
    stripe_subscription_id: `sub_${user.id.slice(0, 8)}`,
  });
  expect(subscribed.error).toBeNull();
  await product.sql(
    `insert into public.contact_messages (name, email, subject, message, user_id)
     values ('Someone', $1, 'question', 'Une question assez longue pour passer.', $2)`,
    [user.email, user.id],
  );
  const uploaded = await user.client.storage
    .from('avatars')
    .upload(`${user.id}/avatar.webp`, new Blob(['webp'], { type: 'image/webp' }));
  expect(uploaded.error).toBeNull();
}

/** Every public table with a column naming its user, and that column. */
async function userTables(): Promise<{ table: string; column: string }[]> {
  return product.sql<{ table: string; column: string }>(
    `select c.table_name as table, c.column_name as column
     from information_schema.columns c join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public'
       and (c.column_name = 'user_id' or (c.table_name = 'profiles' and c.column_name = 'id'))
     order by 1`,
  );
}

/** Where each table's rows are in the export. */
const exportKey: Record<string, string> = {
  profiles: 'profile',
  settings: 'settings',
  conversations: 'conversations',
  chat_messages: 'messages',
  message_likes: 'message_likes',
  user_credit_balances: 'credit_balance',
  credit_transactions: 'credit_transactions',
  user_subscriptions: 'subscriptions',
  promo_redemptions: 'promo_redemptions',
  payments: 'payments',
  checkout_claims: 'checkout_claims',
  contact_messages: 'contact_messages',
  conversation_consents: 'conversation_consents',
};

const asList = (value: unknown): Record<string, unknown>[] =>
  value === null || value === undefined
    ? []
    : Array.isArray(value)
      ? (value as Record<string, unknown>[])
      : [value as Record<string, unknown>];

describe('export my data', () => {
  it("holds every table's rows for the user and nobody else's", async () => {
    const result = await alice.client.rpc('export_my_data');
    expect(result.error).toBeNull();
    const exported = result.data as Record<string, unknown>;
    expect(exported['account']).toMatchObject({ id: alice.id, email: alice.email });
    for (const { table, column } of await userTables()) {
      const key = exportKey[table];
      expect(key, `public.${table} has a ${column} but no place in the export`).toBeDefined();
      const rows = asList(exported[key!]);
      const [{ count }] = (await product.sql<{ count: number }>(
        `select count(*)::int as count from public.${table} where ${column} = $1`,
        [alice.id],
      )) as [{ count: number }];
      expect(rows, `public.${table}`).toHaveLength(count);
      for (const row of rows) expect(row[column], `public.${table}`).toBe(alice.id);
    }
    expect(asList(exported['messages']).map((m) => m['message'])).toContain(`Message de ${alice.email}`);
    expect(JSON.stringify(exported)).not.toContain(bob.id);
    expect(exported['storage_objects']).toEqual([
      expect.objectContaining({ name: `${alice.id}/avatar.webp` }),
    ]);
    const audits = await product.sql("select 1 from private.account_requests where action = 'export'");
    expect(audits.length).toBeGreaterThan(0);
  });

  it('is refused to a visitor', async () => {
    const { error } = await product.anon.rpc('export_my_data');
    expect(error).not.toBeNull();
  });
});

describe('delete my account', () => {
  it('refuses a wrong password or a missing confirmation, and deletes nothing', async () => {
    const wrong = await bob.client.functions.invoke('delete-account', { body: { password: 'not-it' } });
    expect(wrong.error).not.toBeNull();
    const none = await bob.client.functions.invoke('delete-account', { body: { confirmation: 'oui' } });
    expect(none.error).not.toBeNull();
    expect(await product.sql('select 1 from auth.users where id = $1', [bob.id])).toHaveLength(1);
    expect(stripeCalls).toEqual([]);
  });

  it('cancels at Stripe, removes rows, files and the user, keeps accounting anonymised, and refuses the old session', async () => {
    const device = createTestClient(product.stack.url, product.stack.keys.anonKey);
    const signedIn = await device.auth.signInWithPassword({ email: alice.email, password });
    expect(signedIn.error).toBeNull();
    const session = signedIn.data.session!;
    const otherDevice = createTestClient(product.stack.url, product.stack.keys.anonKey);
    const other = (await otherDevice.auth.signInWithPassword({ email: alice.email, password })).data.session!;

    const deleted = await device.functions.invoke('delete-account', { body: { password } });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual({ deleted: true });
    expect(stripeCalls.filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /v1/subscriptions/sub_${alice.id.slice(0, 8)}`,
    ]);

    for (const { table, column } of await userTables()) {
      const rows = await product.sql(`select 1 from public.${table} where ${column} = $1`, [alice.id]);
      expect(rows, `public.${table}`).toHaveLength(0);
    }
    expect(
      await product.sql('select 1 from public.contact_messages where email = $1', [alice.email]),
    ).toHaveLength(0);
    expect(await product.sql('select 1 from auth.users where id = $1', [alice.id])).toHaveLength(0);
    expect(
      await product.sql('select 1 from storage.objects where name like $1', [`${alice.id}/%`]),
    ).toHaveLength(0);
    expect(
      await product.sql('select 1 from _storage_local.blobs where name like $1', [`${alice.id}/%`]),
    ).toHaveLength(0);

    // Accounting records stay, with no way back to the person.
    const kept = await product.sql<{ details: unknown; pseudonym: string }>(
      'select details, pseudonym from private.retained_accounting_records',
    );
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(kept)).not.toContain(alice.id);
    expect(JSON.stringify(kept)).not.toContain(alice.email);
    expect(await product.sql("select 1 from private.account_requests where action = 'delete'")).toHaveLength(
      1,
    );

    // Bob keeps everything.
    expect(await product.sql('select 1 from public.chat_messages where user_id = $1', [bob.id])).toHaveLength(
      2,
    );
    expect((await bob.client.storage.from('avatars').list(bob.id)).data).toHaveLength(1);

    // The old tokens: Auth refuses them, refreshes fail on every device, the API answers nothing.
    const replay = createTestClient(product.stack.url, product.stack.keys.anonKey, {
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    });
    expect((await replay.auth.getUser(session.access_token)).error).not.toBeNull();
    expect((await replay.rpc('export_my_data')).error).not.toBeNull();
    expect((await replay.functions.invoke('delete-account', { body: { password } })).error).not.toBeNull();
    expect(
      (await otherDevice.auth.refreshSession({ refresh_token: other.refresh_token })).error,
    ).not.toBeNull();
    const again = await createTestClient(
      product.stack.url,
      product.stack.keys.anonKey,
    ).auth.signInWithPassword({
      email: alice.email,
      password,
    });
    expect(again.error).not.toBeNull();
  });
});
