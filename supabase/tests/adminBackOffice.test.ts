// @vitest-environment node
/**
 * What the back-office screens read (supabase/migrations/*_admin_back_office_reads.sql), the
 * test-account function (supabase/functions/admin-test-account) and the live reloads: users and
 * visitors are refused with 'Accès administrateur requis' and change nothing; lists are searched,
 * filtered and paged on the server; the CSV neutralises formulas; a write leaves one audit row;
 * Realtime brings profile, promo-code and contact-message changes to admins only.
 */
import { randomUUID } from 'node:crypto';

import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUserToken } from '../local/testing.ts';
import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

let product: ProductStack;
let admin: TestUser;

beforeAll(async () => {
  product = await startProductStack();
  admin = await createUser(product, { name: 'Alice Admin', role: 'admin' });
}, 60_000);

afterAll(() => product?.close());

async function auditCount(): Promise<number> {
  const [row] = await product.sql<{ n: number }>('select count(*)::int as n from public.admin_audit_log');
  return row!.n;
}

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await client.rpc(name, args);
  expect(result.error).toBeNull();
  const data: unknown = result.data;
  return data as T;
}

type UserRow = { id: string; email: string; nom: string; role: string; account_verified: boolean };
type UserPage = { total: number; users: UserRow[] };

const reads: [string, Record<string, unknown>][] = [
  ['admin_list_users', {}],
  ['admin_list_transactions', {}],
  ['admin_list_subscriptions', {}],
  ['admin_overview', {}],
  ['admin_list_audit_log', {}],
  ['admin_list_contact_messages', {}],
  ['admin_list_promo_codes', {}],
  ['admin_list_promo_redemptions', { promo_code_id: randomUUID() }],
  ['admin_get_app_settings', {}],
  ['admin_export_users_csv', {}],
  ['admin_export_audit_csv', {}],
];

describe('refusals', () => {
  for (const [name, args] of reads) {
    it(`${name}: a user gets 'Accès administrateur requis' (403), a visitor 401, nothing changes`, async () => {
      const user = await createUser(product);
      const before = await auditCount();
      const byUser = await user.client.rpc(name, args);
      expect(byUser.data).toBeNull();
      expect(byUser.status).toBe(403);
      expect(byUser.error).toMatchObject({ code: '42501', message: 'Accès administrateur requis' });
      const byAnon = await product.anon.rpc(name, args);
      expect(byAnon.data).toBeNull();
      expect(byAnon.status).toBe(401);
      expect(await auditCount()).toBe(before);
    });
  }

  it('admin-test-account: a user gets 403 and no account is made; a visitor 401', async () => {
    const user = await createUser(product);
    const email = `pirate-${randomUUID().slice(0, 6)}@example.test`;
    const byUser = await user.client.functions.invoke('admin-test-account', {
      body: { name: 'Pirate', email, accountType: 'pro' },
    });
    expect(byUser.response?.status).toBe(403);
    expect(await byUser.response?.json()).toMatchObject({ message: 'Accès administrateur requis' });
    const byAnon = await product.anon.functions.invoke('admin-test-account', {
      body: { name: 'Pirate', email, accountType: 'pro' },
    });
    expect(byAnon.response?.status).toBe(401);
    expect(await product.sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
  });
});

describe('admin_bootstrap_open', () => {
  it('says false once an admin exists (the /admin page then offers no self-promotion); visitors get 401', async () => {
    const user = await createUser(product);
    expect(await rpc(user.client, 'admin_bootstrap_open')).toBe(false);
    expect((await product.anon.rpc('admin_bootstrap_open')).status).toBe(401);
  });
});

describe('admin_list_users', () => {
  let tag: string;
  beforeAll(async () => {
    tag = randomUUID().slice(0, 6);
    for (let i = 0; i < 7; i++) {
      const u = await createUser(product, { name: `Zoé ${tag} ${i}` });
      if (i < 3) await rpc(admin.client, 'set_user_verification', { user_id_param: u.id, verified: true });
      if (i === 4)
        await rpc(admin.client, 'change_user_plan', { user_id_param: u.id, new_plan_id: 'equilibre' });
      if (i === 5) await u.client.rpc('consume_credit', { message_id: randomUUID(), character_name: 'emma' });
    }
  });

  it('searches name or email case-insensitively, pages, and counts the matches', async () => {
    const first = await rpc<UserPage>(admin.client, 'admin_list_users', {
      search: `ZOÉ ${tag.toUpperCase()}`,
      page_size: 5,
    });
    expect(first.total).toBe(7);
    expect(first.users).toHaveLength(5);
    const second = await rpc<UserPage>(admin.client, 'admin_list_users', {
      search: `zoé ${tag}`,
      page: 1,
      page_size: 5,
    });
    expect(second.users).toHaveLength(2);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(7);
    const byEmail = await rpc<UserPage>(admin.client, 'admin_list_users', { search: admin.email });
    expect(byEmail.users.map((u) => u.id)).toEqual([admin.id]);
    // Wildcards are literal: '%' matches nobody's name.
    expect((await rpc<UserPage>(admin.client, 'admin_list_users', { search: '%' })).total).toBe(0);
  });

  it('filters verified, unverified, admin, premium and active', async () => {
    const count = async (filter: string) =>
      (await rpc<UserPage>(admin.client, 'admin_list_users', { search: `Zoé ${tag}`, filter })).total;
    expect(await count('all')).toBe(7);
    expect(await count('verified')).toBe(3);
    expect(await count('unverified')).toBe(4);
    expect(await count('admin')).toBe(0);
    expect(await count('premium')).toBe(1);
    expect(await count('active')).toBe(1);
    const admins = await rpc<UserPage>(admin.client, 'admin_list_users', { filter: 'admin' });
    expect(admins.users.every((u) => u.role === 'admin' || u.role === 'super_admin')).toBe(true);
    const bad = await admin.client.rpc('admin_list_users', { filter: 'everyone' });
    expect(bad.error).toMatchObject({ code: '22023' });
  });

  it('gives auth dates, plan and credits per user', async () => {
    const page = await rpc<{ users: Record<string, unknown>[] }>(admin.client, 'admin_list_users', {
      search: admin.email,
    });
    expect(page.users[0]).toMatchObject({
      email: admin.email,
      role: 'admin',
      plan_id: 'gratuit',
      credits_total: 20,
      credits_used: 0,
      credits_remaining: 20,
    });
    expect(page.users[0]!['email_confirmed_at']).not.toBeNull();
  });
});

describe('the users CSV', () => {
  it('has the spec header, neutralises formula cells, pages by id and is audited once', async () => {
    const evil = await createUser(product, { name: '=HYPERLINK("http://x","clic")' });
    await product.sql(`update public.profiles set nom = '@SUM(A1)' where id = $1`, [
      (await createUser(product)).id,
    ]);
    const before = await auditCount();
    let csv = '';
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: { csv: string; next_after_id: string | null } = await rpc(
        admin.client,
        'admin_export_users_csv',
        {
          after_id: after,
          page_size: 3,
        },
      );
      if (page.next_after_id === null) break;
      csv += (csv === '' ? '' : '\r\n') + page.csv;
      after = page.next_after_id;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Nom","Email","Rôle","Vérifié","Abonnement","Crédits Total","Crédits Utilisés","Valeur Vie","Inscription"',
    );
    const [{ n }] = (await product.sql<{ n: number }>('select count(*)::int as n from public.profiles')) as [
      { n: number },
    ];
    expect(lines).toHaveLength(n + 1);
    const evilLine = lines.find((line) => line.startsWith(`"${evil.id}"`))!;
    expect(evilLine).toContain(`"'=HYPERLINK(""http://x"",""clic"")"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    expect(csv).not.toMatch(/(^|,)"[=+@−-]/m);
    // One export, one audit row (the first page's).
    expect(await auditCount()).toBe(before + 1);
    const [row] = await product.sql<{ action: string; admin_id: string }>(
      'select action, admin_id from public.admin_audit_log order by created_at desc limit 1',
    );
    expect(row).toEqual({ action: 'export_users', admin_id: admin.id });
  });

  it('the activity CSV neutralises too, and follows the filters', async () => {
    const csv = await rpc<string>(admin.client, 'admin_export_audit_csv', { action: 'export_users' });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Date","Administrateur","Action","Type","Cible","Détails","Sévérité"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"export_users"'))).toBe(true);
  });
});

describe('lists', () => {
  it('overview: the stat cards, the tiles and the five latest users, transactions and messages', async () => {
    const overview = await rpc<Record<string, unknown>>(admin.client, 'admin_overview');
    const [counts] = await product.sql<Record<string, number>>(`select
      (select count(*)::int from public.profiles) as total_users,
      (select count(*)::int from public.profiles where account_verified) as verified_users,
      (select count(*)::int from public.contact_messages where status = 'new') as unread_messages`);
    expect(overview).toMatchObject(counts!);
    expect(overview['latest_users']).toHaveLength(5);
    expect((overview['latest_transactions'] as unknown[]).length).toBeLessThanOrEqual(5);
    for (const key of ['active_subscriptions', 'total_revenue', 'credits_used_today', 'new_users_today'])
      expect(overview).toHaveProperty(key);
  });

  it('transactions newest first with their user, searchable by user', async () => {
    const user = await createUser(product, { name: 'Bertrand Ledger' });
    await rpc(admin.client, 'grant_credits', { user_uuid: user.id, credits_amount: 7 });
    const rows = await rpc<Record<string, unknown>[]>(admin.client, 'admin_list_transactions', {
      search: 'bertrand ledger',
    });
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      user_name: 'Bertrand Ledger',
      transaction_type: 'admin_grant',
      credits_amount: 7,
    });
  });

  it('subscriptions: summary, status and plan filters, sorts, message counts', async () => {
    const user = await createUser(product, { name: 'Aaron Abonné' });
    await rpc(admin.client, 'change_user_plan', { user_id_param: user.id, new_plan_id: 'intensif' });
    const page = await rpc<{
      summary: Record<string, number>;
      rows: Record<string, unknown>[];
      total: number;
    }>(admin.client, 'admin_list_subscriptions', { status: 'subscribed', plan: 'intensif', sort: 'name' });
    expect(page.rows.map((r) => r['id'])).toContain(user.id);
    expect(page.rows.every((r) => r['plan_id'] === 'intensif' && r['premium'] === true)).toBe(true);
    expect(page.summary['subscribers']).toBeGreaterThanOrEqual(1);
    expect(Number(page.summary['monthly_revenue'])).toBeGreaterThanOrEqual(39.9);
    expect(page.rows[0]).toHaveProperty('message_count', 0);
    const free = await rpc<{ rows: Record<string, unknown>[] }>(admin.client, 'admin_list_subscriptions', {
      status: 'free',
      search: 'Aaron Abonné',
    });
    expect(free.rows).toEqual([]);
  });

  it('audit log with filters; contact messages through their status flow, each change audited once', async () => {
    const [msg] = await product.sql<{ id: string }>(
      `insert into public.contact_messages (name, email, subject, message)
       values ('Claire', 'claire@example.test', 'question', 'Bonjour, une question sur mon compte.') returning id`,
    );
    const fresh = await rpc<{ id: string; status: string }[]>(admin.client, 'admin_list_contact_messages', {
      status: 'new',
    });
    expect(fresh.map((m) => m.id)).toContain(msg!.id);
    for (const status of ['read', 'replied'] as const) {
      const before = await auditCount();
      await rpc(admin.client, 'set_contact_message_status', { message_id: msg!.id, new_status: status });
      expect(await auditCount()).toBe(before + 1);
    }
    const log = await rpc<{ action: string; target_id: string }[]>(admin.client, 'admin_list_audit_log', {
      action: 'set_contact_status',
      search: 'claire@',
    });
    expect(log.filter((row) => row.target_id === msg!.id)).toHaveLength(2);
    const high = await rpc<{ severity: string }[]>(admin.client, 'admin_list_audit_log', {
      severity: 'high',
    });
    expect(high.every((row) => row.severity === 'high')).toBe(true);
  });

  it('promo codes say whether they are usable, and who redeemed them', async () => {
    const code = `USE${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await rpc<{ id: string }>(admin.client, 'create_promo_code', { code, extra_requests: 5 });
    const user = await createUser(product, { name: 'Rémi Redeem' });
    await rpc(user.client, 'redeem_promo_code', { code });
    const codes = await rpc<{ id: string; usable: boolean; current_uses: number }[]>(
      admin.client,
      'admin_list_promo_codes',
    );
    expect(codes.find((c) => c.id === created.id)).toMatchObject({ usable: true, current_uses: 1 });
    await rpc(admin.client, 'set_promo_code_active', { promo_code_id: created.id, active: false });
    const after = await rpc<{ id: string; usable: boolean }[]>(admin.client, 'admin_list_promo_codes');
    expect(after.find((c) => c.id === created.id)).toMatchObject({ usable: false });
    const uses = await rpc<Record<string, unknown>[]>(admin.client, 'admin_list_promo_redemptions', {
      promo_code_id: created.id,
    });
    expect(uses).toEqual([expect.objectContaining({ user_id: user.id, nom: 'Rémi Redeem', credits: 5 })]);
  });

  it('settings: read with their bounds enforced on write', async () => {
    const read = await rpc<{ settings: Record<string, Record<string, unknown>> }>(
      admin.client,
      'admin_get_app_settings',
    );
    expect(read.settings['security']).toMatchObject({ session_timeout_hours: 24 });
    const bad = await admin.client.rpc('update_app_settings', {
      new_settings: { security: { session_timeout_hours: 169 } },
    });
    expect(bad.error).toMatchObject({ code: '22023' });
  });
});

describe('settings take effect on the server', () => {
  async function save(settings: Record<string, Record<string, unknown>>) {
    await rpc(admin.client, 'update_app_settings', { new_settings: settings });
  }
  async function chat(user: TestUser, message: string) {
    const response = await fetch(`${product.stack.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await signUserToken(product.stack, user.id)}`,
        apikey: product.stack.keys.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ message_id: randomUUID(), character: 'emma', message }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { error?: string; message?: string },
    };
  }
  const credits = async (id: string) =>
    (
      await product.sql<{ n: number }>(
        'select credits_remaining as n from public.user_credit_balances where user_id = $1',
        [id],
      )
    )[0]!.n;

  it("maintenance: a user's chat turn waits (429, Retry-After 300) and costs nothing; an admin still chats; the app can read it", async () => {
    const user = await createUser(product);
    await save({ general: { maintenance_mode: true } });
    try {
      expect(await rpc(product.anon, 'app_status')).toMatchObject({
        maintenance: true,
        registration_open: true,
      });
      const refused = await chat(user, 'Bonjour Emma, comment vas-tu ?');
      expect(refused).toMatchObject({ status: 429, retryAfter: '300', body: { error: 'rate_limited' } });
      expect(refused.body.message).toMatch(/^Maintenance en cours/);
      expect(await credits(user.id)).toBe(20);
      expect((await chat(admin, 'Bonjour Emma, un test pendant la maintenance')).status).toBe(200);
    } finally {
      await save({ general: { maintenance_mode: false } });
    }
    expect((await chat(user, 'Bonjour Emma, comment vas-tu ?')).status).toBe(200);
    expect(await credits(user.id)).toBe(19);
  }, 60_000);

  it("registration closed: Auth refuses a sign-up; an admin's test account is still made", async () => {
    await save({ general: { registration_open: false } });
    try {
      expect(await rpc(product.anon, 'app_status')).toMatchObject({ registration_open: false });
      const email = `closed-${randomUUID().slice(0, 8)}@example.test`;
      const signUp = await product.anon.auth.signUp({ email, password: 'correct-horse-battery' });
      expect(signUp.error).not.toBeNull();
      expect(await product.sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
      const test = await admin.client.functions.invoke('admin-test-account', {
        body: { name: 'Testeur fermé', accountType: 'free' },
      });
      expect(test.error).toBeNull();
    } finally {
      await save({ general: { registration_open: true } });
    }
    const reopened = await product.anon.auth.signUp({
      email: `open-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct-horse-battery',
    });
    expect(reopened.error).toBeNull();
  }, 60_000);

  it('default_quota is the free daily allowance of new days and new users', async () => {
    await save({ general: { default_quota: 35 } });
    try {
      expect(await rpc(product.anon, 'app_status')).toMatchObject({ default_quota: 35 });
      const user = await createUser(product);
      expect(await credits(user.id)).toBe(35);
    } finally {
      await save({ general: { default_quota: 20 } });
    }
    expect(await credits((await createUser(product)).id)).toBe(20);
  }, 60_000);

  it('requests_per_hour caps chat turns in any sliding hour, with the wait until the oldest leaves', async () => {
    const user = await createUser(product);
    await save({ security: { requests_per_hour: 2 } });
    try {
      const turn = (minutesAgo: number) =>
        product.sql<{ state: { state: string } }>(
          `select private.chat_begin($1, $2, 'emma', 'Bonjour', null, false, false, 25,
             now() - make_interval(mins => $3)) as state`,
          [user.id, randomUUID(), minutesAgo],
        );
      await turn(50);
      await turn(20);
      await expect(turn(0)).rejects.toMatchObject({ code: 'PT429', detail: 'rate_limited' });
      const hint = await turn(0).catch((error: { hint: string }) => Number(error.hint));
      expect(hint).toBeGreaterThan(9 * 60);
      expect(hint).toBeLessThanOrEqual(10 * 60);
    } finally {
      await save({ security: { requests_per_hour: 1000 } });
    }
  }, 60_000);
});

describe('test accounts', () => {
  for (const [accountType, quota] of [
    ['free', 20],
    ['premium', 100],
    ['pro', 500],
  ] as const) {
    it(`${accountType}: confirmed, verified, ${quota} credits, one audit row`, async () => {
      const before = await auditCount();
      const res = await admin.client.functions.invoke<{ id: string; email: string; password: string }>(
        'admin-test-account',
        { body: { name: `  Testeur ${accountType}  `, accountType } },
      );
      expect(res.error).toBeNull();
      const { id, email, password } = res.data!;
      expect(email).toMatch(/^test-[a-z0-9]{8}@example\.com$/);
      expect(password).toHaveLength(16);
      const [row] = await product.sql<Record<string, unknown>>(
        `select u.email_confirmed_at is not null as confirmed, p.nom, p.account_verified, p.role, b.credits_remaining
         from auth.users u join public.profiles p on p.id = u.id
         join public.user_credit_balances b on b.user_id = u.id where u.id = $1`,
        [id],
      );
      expect(row).toEqual({
        confirmed: true,
        nom: `Testeur ${accountType}`,
        account_verified: true,
        role: 'user',
        credits_remaining: quota,
      });
      expect(await auditCount()).toBe(before + 1);
      // The password works: the account can sign in.
      const signIn = await product.anon.auth.signInWithPassword({ email, password });
      expect(signIn.error).toBeNull();
    });
  }

  it('refuses an empty name and an unknown type', async () => {
    for (const body of [
      { name: '   ', accountType: 'free' },
      { name: 'Ok', accountType: 'gold' },
    ]) {
      const res = await admin.client.functions.invoke('admin-test-account', { body });
      expect(res.response?.status).toBe(400);
    }
  });
});

describe('live reloads reach admins only', () => {
  async function listen(client: SupabaseClient, heard: string[]) {
    const channel = client.channel(`admin-${randomUUID()}`);
    for (const table of ['profiles', 'promo_codes', 'contact_messages'])
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => heard.push(table));
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((state, error) => {
        if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (error) reject(error);
      });
    });
    return channel;
  }

  it('an admin hears profiles, promo codes and contact messages change; a user hears none of it', async () => {
    const user = await createUser(product);
    const adminHeard: string[] = [];
    const userHeard: string[] = [];
    const adminChannel = await listen(admin.client, adminHeard);
    const userChannel = await listen(user.client, userHeard);
    const other = await createUser(product);
    await rpc(admin.client, 'set_user_verification', { user_id_param: other.id, verified: true });
    await rpc(admin.client, 'create_promo_code', { code: `LIVE${randomUUID().slice(0, 6).toUpperCase()}` });
    await product.sql(
      `insert into public.contact_messages (name, email, subject, message)
       values ('Live', 'live@example.test', 'question', 'Un message pour le direct, assez long.')`,
    );
    await expect
      .poll(() => new Set(adminHeard))
      .toEqual(new Set(['profiles', 'promo_codes', 'contact_messages']));
    expect(userHeard).toEqual([]);
    await admin.client.removeChannel(adminChannel);
    await user.client.removeChannel(userChannel);
  });
});
