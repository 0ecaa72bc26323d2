// @vitest-environment node
/**
 * Who may read and write what: the grants and row-level security policies of every public table
 * (supabase/migrations/*.sql), through supabase-js as an anonymous visitor, a user on their own
 * rows, another user on those rows, an admin and the service role.
 *
 * Negative writes are checked against the database itself (product.sql, as the owner), so a test
 * cannot pass just because the API hid the row.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';

import type { PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CharacterId } from '../functions/_shared/contracts/characters.ts';

import { consumeAt, createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
/** Owns the rows most tests look at. */
let alice: TestUser;
/** Another user, who must never see or change Alice's rows. */
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  product = await startProductStack();
  alice = await createUser(product, { name: 'Alice' });
  bob = await createUser(product, { name: 'Bob' });
  admin = await createUser(product, { name: 'Ada Admin', role: 'admin' });
}, 60_000);

afterAll(() => product?.close());

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const anyString = expect.any(String) as unknown;
const anyObject = expect.any(Object) as unknown;

type Result = { error: PostgrestError | null; data?: unknown };

/** A missing table/column privilege or a refused row: both are SQLSTATE 42501. */
function expectDenied(result: Result) {
  expect(result.error, 'expected the request to be refused').not.toBeNull();
  expect(result.error?.code).toBe('42501');
}

/** An INSERT refused by a WITH CHECK policy (as opposed to a missing privilege). */
function expectPolicyViolation(result: Result) {
  expectDenied(result);
  expect(result.error?.message).toMatch(/row-level security/);
}

/** A missing table or column privilege (as opposed to a policy). */
function expectPermissionDenied(result: Result) {
  expectDenied(result);
  expect(result.error?.message).toMatch(/permission denied/);
}

/** A request that succeeded and returned exactly these rows (by id-like key). */
function keysOf(result: Result, key = 'id'): string[] {
  expect(result.error).toBeNull();
  return ((result.data ?? []) as Record<string, string>[]).map((row) => row[key]!).sort();
}

/** An UPDATE/DELETE that the policies filtered out: no error, no row affected. */
function expectNoRowAffected(result: Result) {
  expect(result.error).toBeNull();
  expect(result.data).toEqual([]);
}

async function one<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R> {
  const rows = await product.sql<R>(text, params);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The single value of a one-row, one-column query. */
async function scalar(text: string, params: unknown[] = []): Promise<unknown> {
  return Object.values(await one(text, params))[0];
}

async function count(text: string, params: unknown[] = []): Promise<number> {
  return (await one<{ n: number }>(`select count(*)::int as n from ${text}`, params)).n;
}

/** The user's conversation with a character, created by the owner if missing. */
async function conversationOf(userId: string, character: CharacterId = 'emma'): Promise<string> {
  const row = await one<{ id: string }>(
    `insert into public.conversations (user_id, character_id, title) values ($1, $2, 'Fixture')
     on conflict (user_id, character_id) do update set title = excluded.title returning id`,
    [userId, character],
  );
  return row.id;
}

/** A chat message as the chat function writes it (the server, outside RLS). */
async function insertMessage(
  userId: string,
  conversationId: string,
  sender: 'user' | 'bot',
): Promise<string> {
  const id = randomUUID();
  await product.sql(
    `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message)
     values ($1, $2, $3, 'emma', $4, $5)`,
    [id, conversationId, userId, sender, sender === 'bot' ? 'Bonjour, comment allez-vous ?' : 'Bonjour Emma'],
  );
  return id;
}

function contactForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Visiteur',
    email: `visitor-${randomUUID().slice(0, 8)}@example.test`,
    subject: 'question',
    message: 'Bonjour, j’ai une question sur les abonnements.',
    ...overrides,
  };
}

async function insertContact(userId: string | null = null, email = contactForm().email): Promise<string> {
  const row = await one<{ id: string }>(
    `insert into public.contact_messages (name, email, subject, message, user_id)
     values ('Fixture', $1, 'support', 'Un message de test assez long pour passer.', $2) returning id`,
    [email, userId],
  );
  return row.id;
}

async function contactStatus(id: string): Promise<unknown> {
  return scalar('select status from public.contact_messages where id = $1', [id]);
}

async function insertPromoCode(code = `CODE-${randomUUID().slice(0, 8).toUpperCase()}`): Promise<string> {
  const row = await one<{ id: string }>(
    'insert into public.promo_codes (code, extra_requests) values ($1, 10) returning id',
    [code],
  );
  return row.id;
}

async function insertSubscription(userId: string, plan = 'decouverte'): Promise<void> {
  await product.sql(
    `insert into public.user_subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
     values ($1, $2, 'active', now() - interval '1 day', now() + interval '29 days')
     on conflict (user_id) do update set plan_id = excluded.plan_id`,
    [userId, plan],
  );
}

// ---------------------------------------------------------------------------------------------
// Every table
// ---------------------------------------------------------------------------------------------

describe('the public schema', () => {
  it('has exactly the tables this file covers, each with row-level security', async () => {
    const rows = await product.sql<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
    );
    expect(rows.map((r) => r.relname).sort()).toEqual(
      [
        'admin_audit_log',
        'app_settings',
        'chat_messages',
        'checkout_claims',
        'contact_messages',
        'conversation_consents',
        'conversations',
        'credit_transactions',
        'message_likes',
        'payments',
        'profiles',
        'promo_codes',
        'promo_redemptions',
        'settings',
        'stripe_events',
        'subscription_plans',
        'user_credit_balances',
        'user_subscriptions',
      ].sort(),
    );
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('every table of every schema the migrations own (private too) has row-level security', async () => {
    // The platform's schemas (auth, realtime, storage, the migration history…) are Supabase's.
    const rows = await product.sql<{ name: string; relrowsecurity: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p')
         and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'storage', 'realtime',
           'supabase_migrations', 'supabase_functions', 'extensions', 'graphql', 'graphql_public', 'vault',
           'net', 'cron', 'pgsodium', 'pgbouncer', '_realtime', '_analytics',
           -- the local stack's Storage keeps file bytes here (hosted keeps them in S3)
           '_storage_local')
         and n.nspname not like 'pg_temp%'`,
    );
    expect(
      rows
        .filter((r) => r.name.startsWith('private.'))
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        'private.account_requests',
        'private.chat_rate_limits',
        'private.chat_turns',
        'private.contact_senders',
        'private.deployment',
        'private.mood_words',
        'private.promo_attempts',
        'private.retained_accounting_records',
        'private.stop_words',
      ].sort(),
    );
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('grants anonymous visitors only the plan catalogue and the contact form', async () => {
    const rows = await product.sql<{ grant: string }>(
      `select table_name || ':' || privilege_type as grant from information_schema.column_privileges
       where table_schema = 'public' and grantee = 'anon' group by table_name, privilege_type order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual(['contact_messages:INSERT', 'subscription_plans:SELECT']);
  });
});

// ---------------------------------------------------------------------------------------------
// profiles
// ---------------------------------------------------------------------------------------------

describe('profiles', () => {
  it('anonymous visitors cannot read or change any profile', async () => {
    expectPermissionDenied(await product.anon.from('profiles').select('id'));
    expectPermissionDenied(await product.anon.from('profiles').update({ nom: 'Hacked' }).eq('id', alice.id));
    expect(await scalar('select nom from public.profiles where id = $1', [alice.id])).toBe('Alice');
  });

  it('a user reads only their own profile', async () => {
    expect(keysOf(await alice.client.from('profiles').select('id'))).toEqual([alice.id]);
    expect(keysOf(await alice.client.from('profiles').select('id').eq('id', bob.id))).toEqual([]);
  });

  it('a user updates their own name, avatar and time zone', async () => {
    const user = await createUser(product, { name: 'Before' });
    const result = await user.client
      .from('profiles')
      .update({ nom: 'After', avatar_url: 'https://example.test/a.png', timezone: 'America/New_York' })
      .eq('id', user.id)
      .select('id');
    expect(keysOf(result)).toEqual([user.id]);
    expect(
      await one('select nom, avatar_url, timezone from public.profiles where id = $1', [user.id]),
    ).toEqual({ nom: 'After', avatar_url: 'https://example.test/a.png', timezone: 'America/New_York' });
  });

  it.each([
    ['role', 'admin'],
    ['account_verified', true],
    ['lifetime_value', 9999],
  ])('a user cannot set their own %s', async (column, value) => {
    const before = await one(
      'select role, account_verified, lifetime_value from public.profiles where id = $1',
      [alice.id],
    );
    expectPermissionDenied(
      await alice.client
        .from('profiles')
        .update({ [column]: value })
        .eq('id', alice.id),
    );
    expect(
      await one('select role, account_verified, lifetime_value from public.profiles where id = $1', [
        alice.id,
      ]),
    ).toEqual(before);
    expect(before).toMatchObject({ role: 'user', account_verified: false });
  });

  it('a user cannot update another user’s profile', async () => {
    expectNoRowAffected(
      await alice.client.from('profiles').update({ nom: 'Pwned' }).eq('id', bob.id).select(),
    );
    expect(await scalar('select nom from public.profiles where id = $1', [bob.id])).toBe('Bob');
  });

  it('a user cannot create or delete profiles (the sign-up trigger and the cascade do)', async () => {
    expectPermissionDenied(await alice.client.from('profiles').insert({ id: randomUUID(), nom: 'Ghost' }));
    expectPermissionDenied(await alice.client.from('profiles').delete().eq('id', alice.id));
    expect(await count('public.profiles where id = $1', [alice.id])).toBe(1);
  });

  it('an unknown time zone is refused with a clear message', async () => {
    const result = await alice.client
      .from('profiles')
      .update({ timezone: 'Mars/Olympus_Mons' })
      .eq('id', alice.id);
    expect(result.error).toMatchObject({
      code: '22023',
      message: 'Fuseau horaire inconnu : Mars/Olympus_Mons',
    });
    expect(await scalar('select timezone from public.profiles where id = $1', [alice.id])).toBe(
      'Europe/Paris',
    );
  });

  it('an admin reads every profile but changes roles only through the admin functions', async () => {
    expect(
      keysOf(await admin.client.from('profiles').select('id').in('id', [alice.id, bob.id, admin.id])),
    ).toEqual([alice.id, bob.id, admin.id].sort());
    // No admin UPDATE policy, and role is not an updatable column.
    expectNoRowAffected(
      await admin.client.from('profiles').update({ nom: 'Renamed' }).eq('id', bob.id).select(),
    );
    expectPermissionDenied(await admin.client.from('profiles').update({ role: 'admin' }).eq('id', bob.id));
    expect(await one('select nom, role from public.profiles where id = $1', [bob.id])).toEqual({
      nom: 'Bob',
      role: 'user',
    });
  });

  it('the admin function set_user_role is refused to a user and allowed to an admin', async () => {
    const target = await createUser(product);
    expectDenied(await bob.client.rpc('set_user_role', { user_id_param: target.id, new_role: 'admin' }));
    expect(await scalar('select role from public.profiles where id = $1', [target.id])).toBe('user');
    const promoted = await admin.client.rpc('set_user_role', { user_id_param: target.id, new_role: 'admin' });
    expect(promoted.error).toBeNull();
    expect(promoted.data).toMatchObject({ id: target.id, role: 'admin' });
  });

  it('a user cannot make themselves admin or verified through the admin functions', async () => {
    const promoted = await bob.client.rpc('promote_to_admin', { user_email: bob.email });
    expect(promoted.data).toMatchObject({ success: false });
    expectDenied(await bob.client.rpc('set_user_verification', { user_id_param: bob.id, verified: true }));
    expectDenied(await product.anon.rpc('promote_to_admin', { user_email: bob.email }));
    expect(await one('select role, account_verified from public.profiles where id = $1', [bob.id])).toEqual({
      role: 'user',
      account_verified: false,
    });
  });

  it('the service role reads every profile', async () => {
    expect(keysOf(await product.service.from('profiles').select('id').in('id', [alice.id, bob.id]))).toEqual(
      [alice.id, bob.id].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// settings
// ---------------------------------------------------------------------------------------------

describe('settings', () => {
  it('a user reads and updates their own settings', async () => {
    expect(keysOf(await alice.client.from('settings').select('user_id'), 'user_id')).toEqual([alice.id]);
    const theme = { mode: 'dark', fontSize: 'large', accentColor: 'teal' };
    expect(
      keysOf(
        await alice.client.from('settings').update({ theme }).eq('user_id', alice.id).select('user_id'),
        'user_id',
      ),
    ).toEqual([alice.id]);
    expect(await scalar('select theme from public.settings where user_id = $1', [alice.id])).toEqual(theme);
  });

  it.each([{ mode: 'neon' }, { fontSize: 'huge' }, { accentColor: 'chartreuse' }])(
    'an invalid theme %o is refused by the check constraint',
    async (theme) => {
      const before = await one('select theme from public.settings where user_id = $1', [alice.id]);
      const result = await alice.client.from('settings').update({ theme }).eq('user_id', alice.id);
      expect(result.error?.code).toBe('23514');
      expect(await one('select theme from public.settings where user_id = $1', [alice.id])).toEqual(before);
    },
  );

  it('a user creates their own settings row, once, and not anyone else’s', async () => {
    const user = await createUser(product);
    await product.sql('delete from public.settings where user_id = $1', [user.id]);

    expectPolicyViolation(await bob.client.from('settings').insert({ user_id: user.id }));
    expect(await count('public.settings where user_id = $1', [user.id])).toBe(0);

    const created = await user.client.from('settings').insert({ user_id: user.id }).select('user_id');
    expect(keysOf(created, 'user_id')).toEqual([user.id]);
    const again = await user.client.from('settings').insert({ user_id: user.id });
    expect(again.error?.code).toBe('23505');
  });

  it('a user cannot delete settings (no privilege)', async () => {
    expectPermissionDenied(await alice.client.from('settings').delete().eq('user_id', alice.id));
    expect(await count('public.settings where user_id = $1', [alice.id])).toBe(1);
  });

  it('another user can neither read nor update them', async () => {
    expect(keysOf(await bob.client.from('settings').select('user_id').eq('user_id', alice.id))).toEqual([]);
    const before = await one('select theme from public.settings where user_id = $1', [alice.id]);
    expectNoRowAffected(
      await bob.client
        .from('settings')
        .update({ theme: { mode: 'light' } })
        .eq('user_id', alice.id)
        .select(),
    );
    expect(await one('select theme from public.settings where user_id = $1', [alice.id])).toEqual(before);
  });

  it('an admin reads any user’s settings but cannot change them', async () => {
    expect(
      keysOf(await admin.client.from('settings').select('user_id').eq('user_id', alice.id), 'user_id'),
    ).toEqual([alice.id]);
    expectNoRowAffected(
      await admin.client
        .from('settings')
        .update({ theme: { mode: 'light' } })
        .eq('user_id', alice.id)
        .select(),
    );
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('settings').select('user_id'));
    expectPermissionDenied(await product.anon.from('settings').insert({ user_id: alice.id }));
  });

  it('the service role reads every user’s settings', async () => {
    expect(
      keysOf(
        await product.service.from('settings').select('user_id').in('user_id', [alice.id, bob.id]),
        'user_id',
      ),
    ).toEqual([alice.id, bob.id].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// conversations
// ---------------------------------------------------------------------------------------------

describe('conversations', () => {
  let owner: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    owner = await createUser(product);
  });

  it('a user starts their own conversation with Emma', async () => {
    const result = await owner.client
      .from('conversations')
      .insert({ user_id: owner.id, character_id: 'emma', title: 'Avec Emma' })
      .select('id, user_id, character_id');
    expect(result.error).toBeNull();
    expect(result.data).toEqual([{ id: anyString, user_id: owner.id, character_id: 'emma' }]);
    conversationId = (result.data as { id: string }[])[0]!.id;
  });

  it('a user has one conversation per character: a second one with Emma fails', async () => {
    const result = await owner.client
      .from('conversations')
      .insert({ user_id: owner.id, character_id: 'emma', title: 'Encore Emma' });
    expect(result.error?.code).toBe('23505');
    expect(await count("public.conversations where user_id = $1 and character_id = 'emma'", [owner.id])).toBe(
      1,
    );
  });

  it('a user cannot start a conversation in another user’s name', async () => {
    expectPolicyViolation(
      await bob.client
        .from('conversations')
        .insert({ user_id: owner.id, character_id: 'louis', title: 'Pour toi' }),
    );
    expect(
      await count("public.conversations where user_id = $1 and character_id = 'louis'", [owner.id]),
    ).toBe(0);
  });

  it('an unknown character is refused', async () => {
    const result = await owner.client
      .from('conversations')
      .insert({ user_id: owner.id, character_id: 'zoe', title: 'Avec Zoé' });
    expect(result.error?.code).toBe('23514');
  });

  it('a user renames their conversation but cannot hand it to someone else', async () => {
    expect(
      keysOf(
        await owner.client
          .from('conversations')
          .update({ title: 'Renommée' })
          .eq('id', conversationId)
          .select('id'),
      ),
    ).toEqual([conversationId]);
    expectPermissionDenied(
      await owner.client.from('conversations').update({ user_id: bob.id }).eq('id', conversationId),
    );
    expect(
      await one('select user_id, title from public.conversations where id = $1', [conversationId]),
    ).toEqual({
      user_id: owner.id,
      title: 'Renommée',
    });
  });

  it('another user can neither see, rename nor delete it', async () => {
    expect(keysOf(await bob.client.from('conversations').select('id').eq('id', conversationId))).toEqual([]);
    expectNoRowAffected(
      await bob.client.from('conversations').update({ title: 'Volée' }).eq('id', conversationId).select(),
    );
    expectNoRowAffected(await bob.client.from('conversations').delete().eq('id', conversationId).select());
    expect(await one('select title from public.conversations where id = $1', [conversationId])).toEqual({
      title: 'Renommée',
    });
  });

  it('an admin reads it but cannot delete it', async () => {
    expect(keysOf(await admin.client.from('conversations').select('id').eq('id', conversationId))).toEqual([
      conversationId,
    ]);
    expectNoRowAffected(await admin.client.from('conversations').delete().eq('id', conversationId).select());
    expect(await count('public.conversations where id = $1', [conversationId])).toBe(1);
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('conversations').select('id'));
    expectPermissionDenied(
      await product.anon
        .from('conversations')
        .insert({ user_id: owner.id, character_id: 'louis', title: 'Anon' }),
    );
  });

  it('the service role reads it', async () => {
    expect(keysOf(await product.service.from('conversations').select('id').eq('id', conversationId))).toEqual(
      [conversationId],
    );
  });

  it('the owner deletes it, with its messages', async () => {
    const messageId = await insertMessage(owner.id, conversationId, 'user');
    expect(
      keysOf(await owner.client.from('conversations').delete().eq('id', conversationId).select('id')),
    ).toEqual([conversationId]);
    expect(await count('public.conversations where id = $1', [conversationId])).toBe(0);
    expect(await count('public.chat_messages where id = $1', [messageId])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// chat_messages
// ---------------------------------------------------------------------------------------------

describe('chat_messages', () => {
  let conversationId: string;
  let question: string;
  let reply: string;

  beforeAll(async () => {
    conversationId = await conversationOf(alice.id);
    question = await insertMessage(alice.id, conversationId, 'user');
    reply = await insertMessage(alice.id, conversationId, 'bot');
  });

  it('a user cannot write messages: only the server does', async () => {
    const before = await count('public.chat_messages where conversation_id = $1', [conversationId]);
    expectPermissionDenied(
      await alice.client.from('chat_messages').insert({
        id: randomUUID(),
        conversation_id: conversationId,
        user_id: alice.id,
        character_name: 'emma',
        sender: 'bot',
        message: 'Une fausse réponse du coach',
      }),
    );
    expectPermissionDenied(
      await alice.client.from('chat_messages').update({ message: 'Réécrit' }).eq('id', reply),
    );
    expect(await count('public.chat_messages where conversation_id = $1', [conversationId])).toBe(before);
    expect(await scalar('select message from public.chat_messages where id = $1', [reply])).toBe(
      'Bonjour, comment allez-vous ?',
    );
  });

  it('a user reads their own messages', async () => {
    expect(
      keysOf(await alice.client.from('chat_messages').select('id').eq('conversation_id', conversationId)),
    ).toEqual([question, reply].sort());
  });

  it('another user can neither read nor delete them', async () => {
    expect(
      keysOf(await bob.client.from('chat_messages').select('id').eq('conversation_id', conversationId)),
    ).toEqual([]);
    expectNoRowAffected(await bob.client.from('chat_messages').delete().eq('id', question).select());
    expect(await count('public.chat_messages where id = $1', [question])).toBe(1);
  });

  it('an admin or a super admin can neither read nor delete them: conversations stay private', async () => {
    const superAdmin = await createUser(product, { name: 'Sam Super', role: 'super_admin' });
    for (const staff of [admin, superAdmin]) {
      expect(
        keysOf(await staff.client.from('chat_messages').select('id').eq('conversation_id', conversationId)),
      ).toEqual([]);
      // Unfiltered: no other user's row at all.
      const everything = await staff.client.from('chat_messages').select('id, user_id');
      expect(everything.error).toBeNull();
      expect((everything.data ?? []).filter((row) => row.user_id !== staff.id)).toEqual([]);
      expectNoRowAffected(await staff.client.from('chat_messages').delete().eq('id', question).select());
    }
    expect(await count('public.chat_messages where id = $1', [question])).toBe(1);
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('chat_messages').select('id'));
  });

  it('the service role (the chat function) writes and reads them', async () => {
    const id = randomUUID();
    const result = await product.service
      .from('chat_messages')
      .insert({
        id,
        conversation_id: conversationId,
        user_id: alice.id,
        character_name: 'emma',
        sender: 'user',
        message: 'Écrit par le serveur',
      })
      .select('id');
    expect(keysOf(result)).toEqual([id]);
  });

  it('a user deletes their own message', async () => {
    const id = await insertMessage(alice.id, conversationId, 'user');
    expect(keysOf(await alice.client.from('chat_messages').delete().eq('id', id).select('id'))).toEqual([id]);
    expect(await count('public.chat_messages where id = $1', [id])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// message_likes
// ---------------------------------------------------------------------------------------------

describe('message_likes', () => {
  let ownReply: string;
  let ownQuestion: string;
  let bobsReply: string;

  beforeAll(async () => {
    const conversationId = await conversationOf(alice.id, 'louis');
    ownQuestion = await insertMessage(alice.id, conversationId, 'user');
    ownReply = await insertMessage(alice.id, conversationId, 'bot');
    bobsReply = await insertMessage(bob.id, await conversationOf(bob.id, 'louis'), 'bot');
  });

  it('a user likes a coach reply in their own conversation, once', async () => {
    const liked = await alice.client
      .from('message_likes')
      .insert({ message_id: ownReply, user_id: alice.id })
      .select('message_id');
    expect(keysOf(liked, 'message_id')).toEqual([ownReply]);
    const again = await alice.client
      .from('message_likes')
      .insert({ message_id: ownReply, user_id: alice.id });
    expect(again.error?.code).toBe('23505');
    expect(await count('public.message_likes where message_id = $1', [ownReply])).toBe(1);
  });

  it('a user cannot like their own message', async () => {
    expectPolicyViolation(
      await alice.client.from('message_likes').insert({ message_id: ownQuestion, user_id: alice.id }),
    );
    expect(await count('public.message_likes where message_id = $1', [ownQuestion])).toBe(0);
  });

  it('a user cannot like another user’s message, nor like in another user’s name', async () => {
    expectPolicyViolation(
      await alice.client.from('message_likes').insert({ message_id: bobsReply, user_id: alice.id }),
    );
    expectPolicyViolation(
      await alice.client.from('message_likes').insert({ message_id: bobsReply, user_id: bob.id }),
    );
    expect(await count('public.message_likes where message_id = $1', [bobsReply])).toBe(0);
  });

  it('another user can neither see nor remove a user’s like; an admin sees it', async () => {
    expect(keysOf(await bob.client.from('message_likes').select('id').eq('message_id', ownReply))).toEqual(
      [],
    );
    expectNoRowAffected(await bob.client.from('message_likes').delete().eq('message_id', ownReply).select());
    expect(await count('public.message_likes where message_id = $1', [ownReply])).toBe(1);
    expect(
      keysOf(
        await admin.client.from('message_likes').select('user_id').eq('message_id', ownReply),
        'user_id',
      ),
    ).toEqual([alice.id]);
    expectNoRowAffected(
      await admin.client.from('message_likes').delete().eq('message_id', ownReply).select(),
    );
  });

  it('a like cannot be edited, and anonymous visitors have no access', async () => {
    expectPermissionDenied(
      await alice.client.from('message_likes').update({ message_id: ownQuestion }).eq('message_id', ownReply),
    );
    expectPermissionDenied(await product.anon.from('message_likes').select('id'));
    expectPermissionDenied(await product.anon.from('message_likes').insert({ message_id: ownReply }));
  });

  it('the service role reads every like', async () => {
    expect(
      keysOf(
        await product.service.from('message_likes').select('message_id').eq('message_id', ownReply),
        'message_id',
      ),
    ).toEqual([ownReply]);
  });

  it('a user removes their own like (unlike)', async () => {
    expect(
      keysOf(
        await alice.client.from('message_likes').delete().eq('message_id', ownReply).select('message_id'),
        'message_id',
      ),
    ).toEqual([ownReply]);
    expect(await count('public.message_likes where message_id = $1', [ownReply])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// contact_messages
// ---------------------------------------------------------------------------------------------

describe('contact_messages', () => {
  it('an anonymous visitor sends a message, which starts as new', async () => {
    const form = contactForm();
    // No .select(): visitors cannot read what they sent.
    const result = await product.anon.from('contact_messages').insert(form);
    expect(result.error).toBeNull();
    expect(
      await one('select status, user_id from public.contact_messages where email = $1', [form.email]),
    ).toEqual({
      status: 'new',
      user_id: null,
    });
  });

  it('an anonymous visitor cannot send in a user’s name', async () => {
    const form = contactForm({ user_id: alice.id });
    expectPolicyViolation(await product.anon.from('contact_messages').insert(form));
    expect(await count('public.contact_messages where email = $1', [form.email])).toBe(0);
  });

  it('a sender cannot choose the status', async () => {
    const form = contactForm({ status: 'replied' });
    expectPermissionDenied(await product.anon.from('contact_messages').insert(form));
    expectPermissionDenied(
      await alice.client.from('contact_messages').insert({ ...form, user_id: alice.id }),
    );
    expect(await count('public.contact_messages where email = $1', [form.email])).toBe(0);
  });

  it('an anonymous visitor reads no message', async () => {
    expectPermissionDenied(await product.anon.from('contact_messages').select('id'));
  });

  it('a user sends as themselves and reads only their own messages', async () => {
    const visitorsMessage = await insertContact(null);
    const bobsMessage = await insertContact(bob.id);
    const sent = await alice.client
      .from('contact_messages')
      .insert(contactForm({ user_id: alice.id }))
      .select('id, user_id, status');
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual([{ id: anyString, user_id: alice.id, status: 'new' }]);
    const mine = (sent.data as { id: string }[])[0]!.id;

    const visible = keysOf(await alice.client.from('contact_messages').select('id'));
    expect(visible).toEqual([mine]);
    expect(visible).not.toContain(visitorsMessage);
    expect(visible).not.toContain(bobsMessage);
  });

  it('a user cannot send in another user’s name', async () => {
    const form = contactForm({ user_id: bob.id });
    expectPolicyViolation(await alice.client.from('contact_messages').insert(form));
    expect(await count('public.contact_messages where email = $1', [form.email])).toBe(0);
  });

  it('an admin reads every message', async () => {
    const visitors = await insertContact(null);
    const bobs = await insertContact(bob.id);
    const seen = keysOf(await admin.client.from('contact_messages').select('id').in('id', [visitors, bobs]));
    expect(seen).toEqual([visitors, bobs].sort());
  });

  it('nobody updates or deletes a message directly, not even an admin', async () => {
    const id = await insertContact(alice.id);
    for (const client of [alice.client, admin.client]) {
      expectPermissionDenied(await client.from('contact_messages').update({ status: 'closed' }).eq('id', id));
      expectPermissionDenied(await client.from('contact_messages').delete().eq('id', id));
    }
    expectPermissionDenied(await product.anon.from('contact_messages').delete().eq('id', id));
    expect(await contactStatus(id)).toBe('new');
  });

  describe('set_contact_message_status', () => {
    it('is refused to users and anonymous visitors', async () => {
      const id = await insertContact(alice.id);
      expectDenied(
        await alice.client.rpc('set_contact_message_status', { message_id: id, new_status: 'read' }),
      );
      expectDenied(
        await product.anon.rpc('set_contact_message_status', { message_id: id, new_status: 'read' }),
      );
      expect(await contactStatus(id)).toBe('new');
    });

    it('lets an admin move a message new → read → replied, records it, and refuses replied → new', async () => {
      const id = await insertContact(null);
      const read = await admin.client.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'read',
      });
      expect(read.error).toBeNull();
      expect(read.data).toMatchObject({ id, status: 'read' });
      const replied = await admin.client.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'replied',
      });
      expect(replied.error).toBeNull();
      expect(replied.data).toMatchObject({ id, status: 'replied' });

      const back = await admin.client.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'new',
      });
      expect(back.error).toMatchObject({ code: '22023' });
      expect(await contactStatus(id)).toBe('replied');
      expect(
        await count(
          "public.admin_audit_log where action = 'set_contact_status' and target_id = $1 and admin_id = $2",
          [id, admin.id],
        ),
      ).toBe(2);
    });

    it('is allowed to the service role (operators’ scripts), recorded as such', async () => {
      const id = await insertContact(null);
      const read = await product.service.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'read',
      });
      expect(read.error).toBeNull();
      expect(
        await one(
          "select admin_email from public.admin_audit_log where action = 'set_contact_status' and target_id = $1",
          [id],
        ),
      ).toEqual({ admin_email: 'service_role' });
    });

    it('refuses skipping a step (new → replied) but closes from any state', async () => {
      const id = await insertContact(null);
      const skipped = await admin.client.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'replied',
      });
      expect(skipped.error?.code).toBe('22023');
      const closed = await admin.client.rpc('set_contact_message_status', {
        message_id: id,
        new_status: 'closed',
      });
      expect(closed.error).toBeNull();
      expect(await contactStatus(id)).toBe('closed');
    });
  });
});

/**
 * The contact form posted by an anonymous visitor connecting from `address` (a loopback address
 * of its own: the stack sees it as the client's address, as the platform would report it).
 */
function sendContactFrom(
  address: string,
  form: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const url = new URL(`${product.stack.url}/rest/v1/contact_messages`);
  const key = product.stack.keys.anonKey;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(form));
  });
}

describe('contact_messages: the flood caps', () => {
  it('caps one client address at 10 messages an hour, whatever email it signs with', async () => {
    const sent: string[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const form = contactForm();
        sent.push(form.email);
        expect((await sendContactFrom('127.0.0.2', form)).status, `message ${i + 1}`).toBe(201);
      }
      const refused = await sendContactFrom('127.0.0.2', contactForm());
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'PT429',
        details: 'contact_rate_limited',
        message: 'Trop de messages envoyés. Réessayez dans une heure.',
      });
      // Another visitor is not affected.
      const other = contactForm();
      sent.push(other.email);
      expect((await sendContactFrom('127.0.0.3', other)).status).toBe(201);
    } finally {
      await product.sql('delete from public.contact_messages where email = any($1)', [sent]);
    }
  });

  it('caps the whole form at 100 messages an hour, so spoofed addresses cannot flood the inbox', async () => {
    const recent = await count("public.contact_messages where created_at > now() - interval '1 hour'");
    try {
      await product.sql(
        `insert into public.contact_messages (name, email, subject, message)
         select 'Flood', 'flood-' || i || '@example.test', 'question', 'Un message de test assez long pour passer.'
         from generate_series(1, $1::int) i`,
        [100 - recent],
      );
      const refused = await sendContactFrom('127.0.0.4', contactForm());
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'PT429', details: 'contact_busy' });
    } finally {
      await product.sql("delete from public.contact_messages where name = 'Flood'");
    }
    expect((await sendContactFrom('127.0.0.4', contactForm())).status).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------
// promo_codes
// ---------------------------------------------------------------------------------------------

describe('promo_codes', () => {
  let codeId: string;

  beforeAll(async () => {
    codeId = await insertPromoCode('RLS-TEST');
  });

  it('a user cannot read promo codes', async () => {
    expect(keysOf(await alice.client.from('promo_codes').select('id'))).toEqual([]);
  });

  it('a user cannot create, change or delete promo codes directly', async () => {
    expectPermissionDenied(
      await alice.client.from('promo_codes').insert({ code: 'FREE-MONEY', extra_requests: 500 }),
    );
    expectPermissionDenied(
      await alice.client.from('promo_codes').update({ extra_requests: 500 }).eq('id', codeId),
    );
    expectPermissionDenied(await alice.client.from('promo_codes').delete().eq('id', codeId));
    expect(await count("public.promo_codes where code = 'FREE-MONEY'")).toBe(0);
    expect(
      await one('select extra_requests, is_active from public.promo_codes where id = $1', [codeId]),
    ).toEqual({
      extra_requests: 10,
      is_active: true,
    });
  });

  it('a user cannot create codes through the admin function either', async () => {
    expectDenied(await alice.client.rpc('create_promo_code', { code: 'USER-MADE', extra_requests: 500 }));
    expect(await count("public.promo_codes where code = 'USER-MADE'")).toBe(0);
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('promo_codes').select('id'));
    expectPermissionDenied(await product.anon.from('promo_codes').insert({ code: 'ANON-CODE' }));
  });

  it('an admin reads promo codes', async () => {
    expect(keysOf(await admin.client.from('promo_codes').select('id').eq('id', codeId))).toEqual([codeId]);
  });

  it('an admin writes promo codes only through the admin functions', async () => {
    expectPermissionDenied(await admin.client.from('promo_codes').insert({ code: 'ADMIN-DIRECT' }));
    expectPermissionDenied(
      await admin.client.from('promo_codes').update({ is_active: false }).eq('id', codeId),
    );
    expectPermissionDenied(await admin.client.from('promo_codes').delete().eq('id', codeId));
    expect(await one('select is_active from public.promo_codes where id = $1', [codeId])).toEqual({
      is_active: true,
    });

    const created = await admin.client.rpc('create_promo_code', { code: 'admin-made', extra_requests: 25 });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ code: 'ADMIN-MADE', extra_requests: 25, created_by: admin.id });
  });

  it('the service role reads them', async () => {
    expect(keysOf(await product.service.from('promo_codes').select('id').eq('id', codeId))).toEqual([codeId]);
  });
});

// ---------------------------------------------------------------------------------------------
// promo_redemptions
// ---------------------------------------------------------------------------------------------

describe('promo_redemptions', () => {
  let codeId: string;

  beforeAll(async () => {
    codeId = await insertPromoCode('REDEEM-ME');
    // Bob redeems it directly in the database, Alice through the API.
    await product.sql(
      'insert into public.promo_redemptions (promo_code_id, user_id, credits) values ($1, $2, 10)',
      [codeId, bob.id],
    );
  });

  it('a user redeems a code through redeem_promo_code and reads only their own redemption', async () => {
    const redeemed = await alice.client.rpc('redeem_promo_code', { code: 'redeem-me' });
    expect(redeemed.error).toBeNull();
    expect(redeemed.data).toMatchObject({ success: true, credits_added: 10 });

    const rows = await alice.client.from('promo_redemptions').select('user_id').eq('promo_code_id', codeId);
    expect(keysOf(rows, 'user_id')).toEqual([alice.id]);
  });

  it('another user sees only their own redemption', async () => {
    const rows = await bob.client.from('promo_redemptions').select('user_id').eq('promo_code_id', codeId);
    expect(keysOf(rows, 'user_id')).toEqual([bob.id]);
  });

  it('a user cannot write redemptions directly', async () => {
    const otherCode = await insertPromoCode();
    expectPermissionDenied(
      await alice.client
        .from('promo_redemptions')
        .insert({ promo_code_id: otherCode, user_id: alice.id, credits: 500 }),
    );
    expectPermissionDenied(
      await alice.client.from('promo_redemptions').update({ credits: 500 }).eq('promo_code_id', codeId),
    );
    expectPermissionDenied(await alice.client.from('promo_redemptions').delete().eq('promo_code_id', codeId));
    expect(await count('public.promo_redemptions where promo_code_id = $1', [otherCode])).toBe(0);
    expect(
      await product.sql(
        'select credits from public.promo_redemptions where promo_code_id = $1 order by user_id',
        [codeId],
      ),
    ).toEqual([{ credits: 10 }, { credits: 10 }]);
  });

  it('an admin and the service role read every redemption', async () => {
    for (const client of [admin.client, product.service]) {
      const rows = await client.from('promo_redemptions').select('user_id').eq('promo_code_id', codeId);
      expect(keysOf(rows, 'user_id')).toEqual([alice.id, bob.id].sort());
    }
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('promo_redemptions').select('id'));
  });
});

// ---------------------------------------------------------------------------------------------
// subscription_plans
// ---------------------------------------------------------------------------------------------

describe('subscription_plans', () => {
  const catalogue = [
    { id: 'gratuit', price_yearly: 0 },
    { id: 'decouverte', price_yearly: 47 },
    { id: 'equilibre', price_yearly: 143 },
    { id: 'intensif', price_yearly: 383 },
  ];

  async function activePlans(client: TestUser['client']) {
    const { data, error } = await client
      .from('subscription_plans')
      .select('id, price_monthly, price_yearly')
      .order('sort_order');
    expect(error).toBeNull();
    return (data as { id: string; price_monthly: number | string; price_yearly: number | string }[]).map(
      (p) => ({
        id: p.id,
        price_monthly: Number(p.price_monthly),
        price_yearly: Number(p.price_yearly),
      }),
    );
  }

  it('anonymous visitors and users read the four active plans, a year being 20 % off twelve months', async () => {
    for (const client of [product.anon, alice.client]) {
      const plans = await activePlans(client);
      expect(plans.map(({ id, price_yearly }) => ({ id, price_yearly }))).toEqual(catalogue);
      for (const plan of plans) expect(plan.price_yearly).toBe(Math.round(plan.price_monthly * 12 * 0.8));
    }
  });

  it('a user cannot change a plan', async () => {
    const before = await one(
      'select stripe_price_id_monthly, price_monthly from public.subscription_plans where id = $1',
      ['decouverte'],
    );
    expectPermissionDenied(
      await alice.client
        .from('subscription_plans')
        .update({ stripe_price_id_monthly: 'price_user' })
        .eq('id', 'decouverte')
        .select(),
    );
    expectDenied(
      await alice.client.rpc('update_subscription_plan', {
        plan_id: 'decouverte',
        changes: { stripe_price_id_monthly: 'price_user' },
      }),
    );
    expectPermissionDenied(
      await alice.client.from('subscription_plans').update({ price_monthly: 0 }).eq('id', 'decouverte'),
    );
    expectPermissionDenied(
      await product.anon.from('subscription_plans').update({ is_active: false }).eq('id', 'gratuit'),
    );
    expect(
      await one(
        'select stripe_price_id_monthly, price_monthly from public.subscription_plans where id = $1',
        ['decouverte'],
      ),
    ).toEqual(before);
  });

  it('an admin sets the Stripe price ids through an audited function, never by a direct update, and not the prices', async () => {
    expectPermissionDenied(
      await admin.client
        .from('subscription_plans')
        .update({ stripe_price_id_monthly: 'price_direct' })
        .eq('id', 'decouverte')
        .select('id'),
    );
    const updated = await admin.client.rpc('update_subscription_plan', {
      plan_id: 'decouverte',
      changes: { stripe_price_id_monthly: 'price_decouverte_monthly' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({
      id: 'decouverte',
      stripe_price_id_monthly: 'price_decouverte_monthly',
    });
    expect(
      await one(
        `select admin_id, target_type, target_id, severity, details from public.admin_audit_log
         where action = 'update_plan' order by created_at desc limit 1`,
      ),
    ).toMatchObject({
      admin_id: admin.id,
      target_type: 'plan',
      target_id: 'decouverte',
      severity: 'high',
      details: {
        before: { stripe_price_id_monthly: null },
        after: { stripe_price_id_monthly: 'price_decouverte_monthly' },
      },
    });

    expectPermissionDenied(
      await admin.client.from('subscription_plans').update({ price_monthly: 0.99 }).eq('id', 'decouverte'),
    );
    const price = await admin.client.rpc('update_subscription_plan', {
      plan_id: 'decouverte',
      changes: { price_monthly: 0.99 },
    });
    expect(price.error).toMatchObject({ code: '22023' });
    expect(
      Number(await scalar("select price_monthly from public.subscription_plans where id = 'decouverte'")),
    ).toBe(4.9);
  });

  it('nobody but the owner creates or deletes plans', async () => {
    expectPermissionDenied(
      await admin.client.from('subscription_plans').insert({
        id: 'gratuit',
        name: 'Copie',
        price_monthly: 0,
        credits_included: 1,
        credits_period: 'day',
      }),
    );
    expectPermissionDenied(await admin.client.from('subscription_plans').delete().eq('id', 'intensif'));
    expect(await count('public.subscription_plans')).toBe(4);
  });

  it('an inactive plan disappears for visitors and users, not for admins', async () => {
    try {
      const hidden = await admin.client.rpc('update_subscription_plan', {
        plan_id: 'intensif',
        changes: { is_active: false },
      });
      expect(hidden.error).toBeNull();
      expect(hidden.data).toMatchObject({ id: 'intensif', is_active: false });
      expect((await activePlans(product.anon)).map((p) => p.id)).toEqual([
        'gratuit',
        'decouverte',
        'equilibre',
      ]);
      expect((await activePlans(alice.client)).map((p) => p.id)).toEqual([
        'gratuit',
        'decouverte',
        'equilibre',
      ]);
      expect((await activePlans(admin.client)).map((p) => p.id)).toEqual(catalogue.map((p) => p.id));
    } finally {
      await product.sql("update public.subscription_plans set is_active = true where id = 'intensif'");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// user_subscriptions
// ---------------------------------------------------------------------------------------------

describe('user_subscriptions', () => {
  beforeAll(async () => {
    await insertSubscription(alice.id, 'decouverte');
  });

  it('the service role writes and reads subscriptions', async () => {
    const user = await createUser(product);
    const written = await product.service
      .from('user_subscriptions')
      .insert({
        user_id: user.id,
        plan_id: 'equilibre',
        status: 'active',
        current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
        current_period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
      })
      .select('user_id');
    expect(keysOf(written, 'user_id')).toEqual([user.id]);
    expect(
      keysOf(
        await product.service.from('user_subscriptions').select('user_id').in('user_id', [alice.id, user.id]),
        'user_id',
      ),
    ).toEqual([alice.id, user.id].sort());
  });

  it('a user reads their own subscription', async () => {
    const { data, error } = await alice.client.from('user_subscriptions').select('user_id, plan_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: alice.id, plan_id: 'decouverte' }]);
  });

  it('a user cannot subscribe, upgrade or cancel by writing the table', async () => {
    expectPermissionDenied(
      await bob.client.from('user_subscriptions').insert({
        user_id: bob.id,
        plan_id: 'intensif',
        status: 'active',
        current_period_start: new Date().toISOString(),
        current_period_end: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      }),
    );
    expectPermissionDenied(
      await alice.client.from('user_subscriptions').update({ plan_id: 'intensif' }).eq('user_id', alice.id),
    );
    expectPermissionDenied(await alice.client.from('user_subscriptions').delete().eq('user_id', alice.id));
    expect(await count('public.user_subscriptions where user_id = $1', [bob.id])).toBe(0);
    expect(await one('select plan_id from public.user_subscriptions where user_id = $1', [alice.id])).toEqual(
      {
        plan_id: 'decouverte',
      },
    );
  });

  it('another user sees nothing of it, neither in the table nor through get_user_subscription_with_stripe', async () => {
    expect(keysOf(await bob.client.from('user_subscriptions').select('user_id'), 'user_id')).toEqual([]);
    expectDenied(await bob.client.rpc('get_user_subscription_with_stripe', { user_uuid: alice.id }));
    const own = await alice.client.rpc('get_user_subscription_with_stripe', { user_uuid: alice.id });
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ user_id: alice.id, plan_id: 'decouverte', plan: { id: 'decouverte' } });
  });

  it('an admin reads every subscription', async () => {
    expect(
      keysOf(
        await admin.client.from('user_subscriptions').select('user_id').eq('user_id', alice.id),
        'user_id',
      ),
    ).toEqual([alice.id]);
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('user_subscriptions').select('user_id'));
  });
});

// ---------------------------------------------------------------------------------------------
// user_credit_balances
// ---------------------------------------------------------------------------------------------

describe('user_credit_balances', () => {
  it('a user reads their own balance', async () => {
    expect(keysOf(await alice.client.from('user_credit_balances').select('user_id'), 'user_id')).toEqual([
      alice.id,
    ]);
  });

  it('a user cannot set their own credits', async () => {
    const before = await one('select * from public.user_credit_balances where user_id = $1', [alice.id]);
    expectPermissionDenied(
      await alice.client
        .from('user_credit_balances')
        .update({ bonus_credits: 100_000 })
        .eq('user_id', alice.id),
    );
    expectPermissionDenied(
      await alice.client
        .from('user_credit_balances')
        .update({ allowance_remaining: 100_000 })
        .eq('user_id', alice.id),
    );
    expectPermissionDenied(await alice.client.from('user_credit_balances').delete().eq('user_id', alice.id));
    expect(await one('select * from public.user_credit_balances where user_id = $1', [alice.id])).toEqual(
      before,
    );
  });

  it('a user cannot give themselves credits through the admin functions', async () => {
    const before = await one('select * from public.user_credit_balances where user_id = $1', [alice.id]);
    expectDenied(await alice.client.rpc('grant_credits', { user_uuid: alice.id, credits_amount: 1000 }));
    expectDenied(
      await alice.client.rpc('adjust_user_credits', { user_id_param: alice.id, credit_adjustment: 1000 }),
    );
    expectDenied(await alice.client.rpc('emergency_add_credits', { target_user_id: alice.id }));
    expectDenied(await alice.client.rpc('reset_user_credits_to_plan', { user_id_param: alice.id }));
    expectDenied(await bob.client.rpc('get_user_credit_info', { user_id_param: alice.id }));
    expect(await one('select * from public.user_credit_balances where user_id = $1', [alice.id])).toEqual(
      before,
    );
  });

  // The time zone is the user's to change, and the free allowance follows it: a change must never
  // look like a new day (keying the day on "midnight in the zone" as an instant once let users
  // toggle Paris/London for a fresh 20 credits each time).
  it('a user cannot refill their free daily credits by changing their time zone', async () => {
    const user = await createUser(product, { timezone: 'Europe/Paris' });
    const noon = '2027-01-15T12:00:00Z'; // 13:00 in Paris, 12:00 in London: the same day in both.
    for (let i = 0; i < 20; i++) await consumeAt(product, user.id, noon);
    await expect(consumeAt(product, user.id, noon)).rejects.toMatchObject({ code: 'PT402' });

    // Moving is the user's right (the column is theirs)…
    const moved = await user.client
      .from('profiles')
      .update({ timezone: 'Europe/London' })
      .eq('id', user.id)
      .select('id');
    expect(keysOf(moved)).toEqual([user.id]);
    // …but on the same calendar day it must not start a new day's allowance.
    await expect(consumeAt(product, user.id, noon)).rejects.toMatchObject({ code: 'PT402' });
  });

  it('a user cannot create a balance', async () => {
    const user = await createUser(product);
    await product.sql('delete from public.user_credit_balances where user_id = $1', [user.id]);
    expectPermissionDenied(
      await user.client.from('user_credit_balances').insert({
        user_id: user.id,
        allowance_remaining: 100_000,
        allowance_total: 100_000,
        allowance_key: 'intensif',
        allowance_period_start: new Date().toISOString(),
      }),
    );
    expect(await count('public.user_credit_balances where user_id = $1', [user.id])).toBe(0);
  });

  it('another user sees nothing of it', async () => {
    expect(
      keysOf(await bob.client.from('user_credit_balances').select('user_id').eq('user_id', alice.id)),
    ).toEqual([]);
  });

  it('an admin and the service role read every balance', async () => {
    for (const client of [admin.client, product.service]) {
      const rows = await client
        .from('user_credit_balances')
        .select('user_id')
        .in('user_id', [alice.id, bob.id]);
      expect(keysOf(rows, 'user_id')).toEqual([alice.id, bob.id].sort());
    }
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('user_credit_balances').select('user_id'));
  });
});

// ---------------------------------------------------------------------------------------------
// credit_transactions
// ---------------------------------------------------------------------------------------------

describe('credit_transactions', () => {
  it('a user reads only their own ledger', async () => {
    const rows = await alice.client.from('credit_transactions').select('user_id');
    const owners = keysOf(rows, 'user_id');
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners)).toEqual(new Set([alice.id]));
  });

  it('a user cannot write the ledger', async () => {
    const before = await count('public.credit_transactions where user_id = $1', [alice.id]);
    expectPermissionDenied(
      await alice.client.from('credit_transactions').insert({
        user_id: alice.id,
        transaction_type: 'admin_grant',
        credits_amount: 1000,
        description: 'Self-granted',
      }),
    );
    expectPermissionDenied(
      await alice.client.from('credit_transactions').update({ credits_amount: 1000 }).eq('user_id', alice.id),
    );
    expectPermissionDenied(await alice.client.from('credit_transactions').delete().eq('user_id', alice.id));
    expect(await count('public.credit_transactions where user_id = $1', [alice.id])).toBe(before);
    expect(await count("public.credit_transactions where description = 'Self-granted'")).toBe(0);
  });

  it('another user sees nothing of it', async () => {
    expect(keysOf(await bob.client.from('credit_transactions').select('id').eq('user_id', alice.id))).toEqual(
      [],
    );
  });

  it('an admin and the service role read every user’s ledger', async () => {
    const expected = await count('public.credit_transactions where user_id = $1', [alice.id]);
    for (const client of [admin.client, product.service]) {
      const rows = await client.from('credit_transactions').select('id').eq('user_id', alice.id);
      expect(keysOf(rows)).toHaveLength(expected);
    }
  });

  it('anonymous visitors have no access', async () => {
    expectPermissionDenied(await product.anon.from('credit_transactions').select('id'));
  });
});

// ---------------------------------------------------------------------------------------------
// admin_audit_log
// ---------------------------------------------------------------------------------------------

describe('admin_audit_log', () => {
  let entryId: string;

  beforeAll(async () => {
    entryId = (
      await one<{ id: string }>(
        `insert into public.admin_audit_log (admin_id, action, target_type, target_id)
         values ($1, 'fixture', 'user', $2) returning id`,
        [admin.id, alice.id],
      )
    ).id;
  });

  it('only admins read it', async () => {
    expect(keysOf(await admin.client.from('admin_audit_log').select('id').eq('id', entryId))).toEqual([
      entryId,
    ]);
    expect(keysOf(await alice.client.from('admin_audit_log').select('id'))).toEqual([]);
    expectPermissionDenied(await product.anon.from('admin_audit_log').select('id'));
  });

  it('nobody writes it directly, not even an admin', async () => {
    for (const client of [alice.client, admin.client]) {
      expectPermissionDenied(
        await client.from('admin_audit_log').insert({ action: 'forged', target_type: 'system' }),
      );
      expectPermissionDenied(
        await client.from('admin_audit_log').update({ action: 'rewritten' }).eq('id', entryId),
      );
      expectPermissionDenied(await client.from('admin_audit_log').delete().eq('id', entryId));
    }
    expect(await one('select action from public.admin_audit_log where id = $1', [entryId])).toEqual({
      action: 'fixture',
    });
    expect(await count("public.admin_audit_log where action = 'forged'")).toBe(0);
  });

  it('admin functions append to it in the admin’s name', async () => {
    const { error } = await admin.client.rpc('grant_credits', {
      user_uuid: bob.id,
      credits_amount: 5,
      reason: 'Geste',
    });
    expect(error).toBeNull();
    expect(
      await one(
        "select admin_id, admin_email, target_id from public.admin_audit_log where action = 'grant_credits' and target_id = $1",
        [bob.id],
      ),
    ).toEqual({ admin_id: admin.id, admin_email: admin.email, target_id: bob.id });
  });

  it('the service role reads it', async () => {
    expect(keysOf(await product.service.from('admin_audit_log').select('id').eq('id', entryId))).toEqual([
      entryId,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// app_settings
// ---------------------------------------------------------------------------------------------

describe('app_settings', () => {
  async function storedSettings() {
    return (await scalar('select settings from public.app_settings')) as Record<string, unknown>;
  }

  it('only admins read the back-office settings', async () => {
    const { data, error } = await admin.client.from('app_settings').select('id, settings');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: true, settings: expect.objectContaining({ general: anyObject }) as unknown },
    ]);
    expect(keysOf(await alice.client.from('app_settings').select('id'))).toEqual([]);
    expectPermissionDenied(await product.anon.from('app_settings').select('id'));
  });

  it('nobody writes them directly, not even an admin', async () => {
    const before = await storedSettings();
    for (const client of [alice.client, admin.client]) {
      expectPermissionDenied(await client.from('app_settings').update({ settings: {} }).eq('id', true));
      expectPermissionDenied(await client.from('app_settings').delete().eq('id', true));
      expectPermissionDenied(await client.from('app_settings').insert({ id: true, settings: {} }));
    }
    expect(await storedSettings()).toEqual(before);
  });

  it('update_app_settings is refused to users and anonymous visitors', async () => {
    const before = await storedSettings();
    const change = { new_settings: { general: { site_name: 'Pwned' } } };
    expectDenied(await alice.client.rpc('update_app_settings', change));
    expectDenied(await product.anon.rpc('update_app_settings', change));
    expect(await storedSettings()).toEqual(before);
  });

  it('an admin changes them through update_app_settings, within bounds', async () => {
    const { error } = await admin.client.rpc('update_app_settings', {
      new_settings: { general: { site_name: 'Emma & Louis (test)' } },
    });
    expect(error).toBeNull();
    const after = await storedSettings();
    expect(after['general']).toMatchObject({ site_name: 'Emma & Louis (test)', default_quota: 20 });

    const tooShort = await admin.client.rpc('update_app_settings', {
      new_settings: { security: { password_min_length: 3 } },
    });
    expect(tooShort.error?.code).toBe('22023');
    expect(await storedSettings()).toEqual(after);
  });

  it('the service role reads them', async () => {
    expect(keysOf(await product.service.from('app_settings').select('id'))).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// stripe_events
// ---------------------------------------------------------------------------------------------

describe('stripe_events', () => {
  it('only the service role (the billing webhook) reads and writes processed events', async () => {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const written = await product.service
      .from('stripe_events')
      .insert({ id, type: 'customer.subscription.updated' })
      .select('id');
    expect(keysOf(written)).toEqual([id]);
    expect(keysOf(await product.service.from('stripe_events').select('id').eq('id', id))).toEqual([id]);
  });

  it('anonymous visitors, users and admins have no access at all', async () => {
    const processed = `evt_${randomUUID().replaceAll('-', '')}`;
    await product.sql("insert into public.stripe_events (id, type) values ($1, 'invoice.paid')", [processed]);
    const forged = `evt_${randomUUID().replaceAll('-', '')}`;
    for (const client of [product.anon, alice.client, admin.client]) {
      expectPermissionDenied(await client.from('stripe_events').select('id'));
      expectPermissionDenied(await client.from('stripe_events').insert({ id: forged, type: 'invoice.paid' }));
      expectPermissionDenied(await client.from('stripe_events').delete().eq('id', processed));
    }
    expect(await count('public.stripe_events where id = $1', [forged])).toBe(0);
    expect(await count('public.stripe_events where id = $1', [processed])).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// payments and checkout_claims (billing, written by the Stripe functions with the service role)
// ---------------------------------------------------------------------------------------------

describe('payments', () => {
  it('a user reads their own payments, an admin every one; nobody but the webhook writes them', async () => {
    const invoice = `in_${randomUUID().replaceAll('-', '')}`;
    const payment = (id: string) => ({
      invoice_id: id,
      target_user_id: alice.id,
      customer_id: 'cus_rls',
      subscription_id: 'sub_rls',
      plan_id: 'decouverte',
      billing_cycle: 'monthly',
      amount_cents: 490,
      currency: 'eur',
      status: 'paid',
      period_start: new Date().toISOString(),
      period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      paid_at: new Date().toISOString(),
    });
    expect((await product.service.rpc('record_stripe_payment', payment(invoice))).error).toBeNull();
    const own = await alice.client
      .from('payments')
      .select('stripe_invoice_id')
      .eq('stripe_invoice_id', invoice);
    expect(own.data).toEqual([{ stripe_invoice_id: invoice }]);
    expect((await bob.client.from('payments').select('id').eq('stripe_invoice_id', invoice)).data).toEqual(
      [],
    );
    expect(
      (await admin.client.from('payments').select('id').eq('stripe_invoice_id', invoice)).data,
    ).toHaveLength(1);
    expectPermissionDenied(await product.anon.from('payments').select('id'));
    for (const client of [alice.client, admin.client]) {
      expectPermissionDenied(
        await client
          .from('payments')
          .insert({ stripe_invoice_id: `in_forged`, amount_cents: 1, status: 'paid' }),
      );
      expectPermissionDenied(
        await client.from('payments').update({ amount_cents: 0 }).eq('stripe_invoice_id', invoice),
      );
      expectDenied(await client.rpc('record_stripe_payment', payment(`in_${randomUUID().slice(0, 8)}`)));
    }
    expect(
      await count('public.payments where stripe_invoice_id = $1 and amount_cents = 490', [invoice]),
    ).toBe(1);
  });
});

describe('checkout_claims', () => {
  it('only the service role claims a session, once', async () => {
    const session = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const claim = (userId: string) =>
      product.service.rpc('claim_checkout_session', {
        session_id: session,
        target_user_id: userId,
        customer_id: 'cus_claim',
        subscription_id: 'sub_claim',
      });
    expect((await claim(alice.id)).data).toBe(true);
    expect((await claim(bob.id)).data).toBe(false);
    for (const client of [product.anon, alice.client, admin.client]) {
      expectPermissionDenied(await client.from('checkout_claims').select('session_id'));
      expectDenied(
        await client.rpc('claim_checkout_session', {
          session_id: `cs_${randomUUID().slice(0, 8)}`,
          target_user_id: bob.id,
          customer_id: 'cus_x',
          subscription_id: 'sub_x',
        }),
      );
    }
    expect(
      await count('public.checkout_claims where session_id = $1 and user_id = $2', [session, alice.id]),
    ).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Realtime
// ---------------------------------------------------------------------------------------------

describe('conversation_consents', () => {
  it('a user reads only their own consents and writes them only through give_conversation_consent', async () => {
    const own = await alice.client.from('conversation_consents').select('user_id, policy_version');
    expect(own.error).toBeNull();
    expect(own.data?.every((row) => row.user_id === alice.id)).toBe(true);
    expect(own.data?.length).toBeGreaterThan(0);
    expect(
      (await bob.client.from('conversation_consents').select('user_id').eq('user_id', alice.id)).data,
    ).toEqual([]);
    expectPermissionDenied(await product.anon.from('conversation_consents').select('user_id'));
    expectPermissionDenied(
      await bob.client
        .from('conversation_consents')
        .insert({ user_id: alice.id, policy_version: 'forged', source: 'app' }),
    );
    expectPermissionDenied(await alice.client.from('conversation_consents').delete().eq('user_id', alice.id));
    expect(
      (await bob.client.rpc('give_conversation_consent', { policy_version: 'rls-test' })).error,
    ).toBeNull();
    const bobs = await bob.client
      .from('conversation_consents')
      .select('policy_version')
      .eq('policy_version', 'rls-test');
    expect(bobs.data).toEqual([{ policy_version: 'rls-test' }]);
  });
});

describe('the realtime publication', () => {
  it('carries exactly the tables the app and the back-office watch', async () => {
    const rows = await product.sql<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'",
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual(
      [
        'chat_messages',
        'contact_messages',
        'credit_transactions',
        'profiles',
        'promo_codes',
        'user_credit_balances',
        'user_subscriptions',
      ].sort(),
    );
  });
});
