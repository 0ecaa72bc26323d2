// @vitest-environment node
/**
 * The back-office rules (supabase/migrations/*_create_admin_rules.sql) through supabase-js:
 * every admin function refuses normal users and anonymous visitors and changes nothing; for an
 * admin (or the service role) each one does what it says and leaves exactly one audit-log row.
 */
import { randomUUID } from 'node:crypto';

import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

type AuditRow = {
  id: string;
  admin_id: string | null;
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
  severity: string;
};

type Result = { data: unknown; error: PostgrestError | null; status: number };

const DAY = 86_400_000;

/** Audit-log ids, to find the rows a call adds (created_at can tie within a transaction). */
async function auditIds(product: ProductStack): Promise<string[]> {
  const rows = await product.sql<{ id: string }>('select id from public.admin_audit_log');
  return rows.map((row) => row.id);
}

/** Runs `call` and returns its result and the audit rows it wrote. */
async function audited<T>(product: ProductStack, call: () => PromiseLike<T>): Promise<[T, AuditRow[]]> {
  const before = await auditIds(product);
  const result = await call();
  const rows = await product.sql<AuditRow>(
    'select * from public.admin_audit_log where not (id = any($1::uuid[])) order by created_at',
    [before],
  );
  return [result, rows];
}

/** Everything an admin function could change, to prove that a refusal changed nothing. */
async function snapshot(product: ProductStack): Promise<unknown> {
  const [row] = await product.sql<{ s: unknown }>(`
    select jsonb_build_object(
      'audit', (select count(*) from public.admin_audit_log),
      'settings', (select settings from public.app_settings),
      'profiles', (select jsonb_agg(jsonb_build_object('id', id, 'role', role,
        'verified', account_verified) order by id) from public.profiles),
      'balances', (select jsonb_agg(to_jsonb(b) - 'updated_at' order by user_id)
        from public.user_credit_balances b),
      'ledger', (select count(*) from public.credit_transactions),
      'subscriptions', (select jsonb_agg(to_jsonb(s) order by user_id) from public.user_subscriptions s),
      'promo_codes', (select jsonb_agg(to_jsonb(p) order by id) from public.promo_codes p),
      'contact', (select jsonb_agg(to_jsonb(c) order by id) from public.contact_messages c)
    ) as s`);
  return row!.s;
}

async function balanceOf(product: ProductStack, userId: string) {
  const [row] = await product.sql<{
    allowance_remaining: number;
    bonus_credits: number;
    credits_remaining: number;
  }>(
    'select allowance_remaining, bonus_credits, credits_remaining from public.user_credit_balances where user_id = $1',
    [userId],
  );
  return row!;
}

async function lastLedgerRow(product: ProductStack, userId: string) {
  const [row] = await product.sql<{
    transaction_type: string;
    credits_amount: number;
    balance_after: number | null;
    description: string;
    created_by: string | null;
  }>(
    `select transaction_type, credits_amount, balance_after, description, created_by
     from public.credit_transactions where user_id = $1 order by created_at desc, id limit 1`,
    [userId],
  );
  return row!;
}

async function ledgerCount(product: ProductStack, userId: string): Promise<number> {
  const [row] = await product.sql<{ n: number }>(
    'select count(*)::int as n from public.credit_transactions where user_id = $1',
    [userId],
  );
  return row!.n;
}

/** The ledger must always sum to the spendable balance. */
async function expectLedgerMatchesBalance(product: ProductStack, userId: string) {
  const [row] = await product.sql<{ ledger: number; balance: number }>(
    `select (select coalesce(sum(credits_amount), 0)::int from public.credit_transactions where user_id = $1) as ledger,
            (select credits_remaining from public.user_credit_balances where user_id = $1) as balance`,
    [userId],
  );
  expect(row!.ledger).toBe(row!.balance);
}

async function roleOf(product: ProductStack, userId: string): Promise<string> {
  const [row] = await product.sql<{ role: string }>('select role from public.profiles where id = $1', [
    userId,
  ]);
  return row!.role;
}

async function creditStatus(user: TestUser): Promise<Record<string, unknown>> {
  const res = await user.client.rpc('get_user_credit_status');
  expect(res.error).toBeNull();
  return res.data as Record<string, unknown>;
}

function expectRefused(result: Result, code: string, status?: number) {
  expect(result.data).toBeNull();
  expect(result.error).toMatchObject({ code });
  if (status !== undefined) expect(result.status).toBe(status);
}

async function spend(user: TestUser, count: number) {
  for (let i = 0; i < count; i++) {
    const { error } = await user.client.rpc('consume_credit', {
      message_id: randomUUID(),
      character_name: 'emma',
    });
    expect(error).toBeNull();
  }
}

async function insertContactMessage(product: ProductStack): Promise<string> {
  const [row] = await product.sql<{ id: string }>(
    `insert into public.contact_messages (name, email, subject, message)
     values ('Claire Dupont', $1, 'question', 'Bonjour, j''ai une question sur mon abonnement.') returning id`,
    [`contact-${randomUUID().slice(0, 8)}@example.test`],
  );
  return row!.id;
}

describe('the admin functions', () => {
  let product: ProductStack;
  let admin: TestUser;

  beforeAll(async () => {
    product = await startProductStack();
    admin = await createUser(product, { name: 'Alice Admin', role: 'admin' });
  }, 60_000);

  afterAll(() => product?.close());

  /** Expects exactly one audit row written by `actor` with the given fields. */
  function expectOneAuditRow(
    rows: AuditRow[],
    actor: TestUser | 'service_role',
    expected: Partial<AuditRow>,
  ) {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: actor === 'service_role' ? null : actor.id,
      admin_email: actor === 'service_role' ? 'service_role' : actor.email,
      ...expected,
    });
  }

  describe('refuse normal users and anonymous visitors, and change nothing', () => {
    let attacker: TestUser;
    let victim: TestUser;
    let promoId: string;
    let messageId: string;
    let calls: [string, Record<string, unknown>][];

    beforeAll(async () => {
      attacker = await createUser(product, { name: 'Mallory' });
      victim = await createUser(product, { name: 'Victor' });
      // Spent credits, so that a reset would show.
      await spend(attacker, 2);
      const promo = await admin.client.rpc('create_promo_code', {
        code: `refuse-${randomUUID().slice(0, 6)}`,
      });
      expect(promo.error).toBeNull();
      promoId = (promo.data as { id: string }).id;
      messageId = await insertContactMessage(product);
      calls = [
        ['update_app_settings', { new_settings: { general: { site_name: 'Pirate' } } }],
        ['set_user_verification', { user_id_param: attacker.id, verified: true }],
        ['set_user_role', { user_id_param: attacker.id, new_role: 'admin' }],
        ['grant_credits', { user_uuid: attacker.id, credits_amount: 100 }],
        ['adjust_user_credits', { user_id_param: victim.id, credit_adjustment: -5 }],
        ['reset_user_credits_to_plan', { user_id_param: attacker.id }],
        ['emergency_add_credits', { target_user_id: attacker.id }],
        ['change_user_plan', { user_id_param: attacker.id, new_plan_id: 'intensif' }],
        ['admin_get_user_stats', {}],
        ['prepare_test_account', { user_id_param: attacker.id, quota: 500 }],
        ['create_promo_code', { code: 'PIRATE', extra_requests: 500 }],
        ['set_promo_code_active', { promo_code_id: promoId, active: false }],
        ['set_contact_message_status', { message_id: messageId, new_status: 'closed' }],
        ['debug_user_status', { user_email: victim.email }],
      ];
    });

    const names = [
      'update_app_settings',
      'set_user_verification',
      'set_user_role',
      'grant_credits',
      'adjust_user_credits',
      'reset_user_credits_to_plan',
      'emergency_add_credits',
      'change_user_plan',
      'admin_get_user_stats',
      'prepare_test_account',
      'create_promo_code',
      'set_promo_code_active',
      'set_contact_message_status',
      'debug_user_status',
    ];

    for (const name of names) {
      it(`${name}: a normal user gets 42501 (403), anon gets 401, nothing changes`, async () => {
        const args = calls.find(([fn]) => fn === name)![1];
        const before = await snapshot(product);

        const byUser = await attacker.client.rpc(name, args);
        expectRefused(byUser, '42501', 403);
        expect(byUser.error?.message).toBe('Accès administrateur requis');

        const byAnon = await product.anon.rpc(name, args);
        expectRefused(byAnon, '42501', 401);

        expect(await snapshot(product)).toEqual(before);
      });
    }

    it('the refused calls leave the attacker a plain user with their own credits', async () => {
      expect(await roleOf(product, attacker.id)).toBe('user');
      expect(await creditStatus(attacker)).toMatchObject({
        remaining_requests: 18,
        subscription_tier: 'gratuit',
      });
      expect(await balanceOf(product, victim.id)).toMatchObject({ credits_remaining: 20 });
    });

    it('anon cannot call the diagnostic functions or promote_to_admin either', async () => {
      for (const [name, args] of [
        ['debug_admin_permissions', {}],
        ['diagnose_user_credits', {}],
        ['get_user_credit_info', { user_id_param: victim.id }],
        ['get_user_subscription_with_stripe', { user_uuid: victim.id }],
        ['promote_to_admin', { user_email: victim.email }],
      ] as const) {
        const res = await product.anon.rpc(name, args);
        expect(res.status, name).toBe(401);
        expect(res.data, name).toBeNull();
      }
      expect(await roleOf(product, victim.id)).toBe('user');
    });

    it('a normal user cannot read the audit log', async () => {
      const { data, error } = await attacker.client.from('admin_audit_log').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const asAdmin = await admin.client.from('admin_audit_log').select('id').limit(1);
      expect(asAdmin.data).toHaveLength(1);
    });
  });

  describe('grant_credits', () => {
    it('adds credits as an admin_grant with the default reason, and audits it', async () => {
      const user = await createUser(product);
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('grant_credits', { user_uuid: user.id, credits_amount: 15 }),
      );
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ success: true, credits_added: 15, remaining_credits: 35 });
      expect(await lastLedgerRow(product, user.id)).toEqual({
        transaction_type: 'admin_grant',
        credits_amount: 15,
        balance_after: 35,
        description: 'Crédits accordés par admin',
        created_by: admin.id,
      });
      expect(await balanceOf(product, user.id)).toEqual({
        allowance_remaining: 20,
        bonus_credits: 15,
        credits_remaining: 35,
      });
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 35, bonus_credits: 15 });
      expectOneAuditRow(audit, admin, {
        action: 'grant_credits',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: { credits: 15, reason: 'Crédits accordés par admin' },
        severity: 'medium',
      });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('stores a given reason, and accepts the bounds 1 and 10000', async () => {
      const user = await createUser(product);
      const one = await admin.client.rpc('grant_credits', {
        user_uuid: user.id,
        credits_amount: 1,
        reason: 'Geste commercial',
      });
      expect(one.data).toMatchObject({ success: true, remaining_credits: 21 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({ description: 'Geste commercial' });
      const max = await admin.client.rpc('grant_credits', { user_uuid: user.id, credits_amount: 10_000 });
      expect(max.data).toMatchObject({ success: true, remaining_credits: 10_021 });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses 0, 10001 and negative amounts, and unknown users, changing nothing', async () => {
      const user = await createUser(product);
      const ledgerBefore = await ledgerCount(product, user.id);
      for (const amount of [0, 10_001, -5]) {
        const [res, audit] = await audited(product, () =>
          admin.client.rpc('grant_credits', { user_uuid: user.id, credits_amount: amount }),
        );
        expectRefused(res, '22023', 400);
        expect(audit).toEqual([]);
      }
      const [unknown, audit] = await audited(product, () =>
        admin.client.rpc('grant_credits', { user_uuid: randomUUID(), credits_amount: 5 }),
      );
      expectRefused(unknown, 'P0002');
      expect(audit).toEqual([]);
      expect(await balanceOf(product, user.id)).toMatchObject({ credits_remaining: 20 });
      expect(await ledgerCount(product, user.id)).toBe(ledgerBefore);
    });
  });

  describe('adjust_user_credits', () => {
    it('adds and removes credits (bonus first), with the default reason, and audits each', async () => {
      const user = await createUser(product);
      const [added, addAudit] = await audited(product, () =>
        admin.client.rpc('adjust_user_credits', { user_id_param: user.id, credit_adjustment: 5 }),
      );
      expect(added.data).toEqual({ success: true, adjustment: 5, remaining_credits: 25 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'admin_grant',
        credits_amount: 5,
        description: 'Ajustement administrateur',
        created_by: admin.id,
      });
      expectOneAuditRow(addAudit, admin, {
        action: 'adjust_credits',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: { credits: 5, reason: 'Ajustement administrateur' },
        severity: 'medium',
      });

      const [removed, removeAudit] = await audited(product, () =>
        admin.client.rpc('adjust_user_credits', {
          user_id_param: user.id,
          credit_adjustment: -8,
          reason: 'Abus',
        }),
      );
      expect(removed.data).toEqual({ success: true, adjustment: -8, remaining_credits: 17 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'other',
        credits_amount: -8,
        balance_after: 17,
        description: 'Abus',
      });
      // The 5 bonus credits go first, then 3 of the allowance.
      expect(await balanceOf(product, user.id)).toEqual({
        allowance_remaining: 17,
        bonus_credits: 0,
        credits_remaining: 17,
      });
      expectOneAuditRow(removeAudit, admin, {
        action: 'adjust_credits',
        details: { credits: -8, reason: 'Abus' },
      });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses a removal beyond the balance, so the balance never goes negative', async () => {
      const user = await createUser(product);
      const ledgerBefore = await ledgerCount(product, user.id);
      const [tooMuch, audit] = await audited(product, () =>
        admin.client.rpc('adjust_user_credits', { user_id_param: user.id, credit_adjustment: -21 }),
      );
      expectRefused(tooMuch, '22023', 400);
      expect(audit).toEqual([]);
      expect(await balanceOf(product, user.id)).toMatchObject({ credits_remaining: 20 });
      expect(await ledgerCount(product, user.id)).toBe(ledgerBefore);

      const all = await admin.client.rpc('adjust_user_credits', {
        user_id_param: user.id,
        credit_adjustment: -20,
      });
      expect(all.data).toMatchObject({ success: true, remaining_credits: 0 });
      const more = await admin.client.rpc('adjust_user_credits', {
        user_id_param: user.id,
        credit_adjustment: -1,
      });
      expectRefused(more, '22023');
      expect(await balanceOf(product, user.id)).toEqual({
        allowance_remaining: 0,
        bonus_credits: 0,
        credits_remaining: 0,
      });
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 0 });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses 0 and more than 10000 either way', async () => {
      const user = await createUser(product);
      for (const adjustment of [0, 10_001, -10_001]) {
        const [res, audit] = await audited(product, () =>
          admin.client.rpc('adjust_user_credits', { user_id_param: user.id, credit_adjustment: adjustment }),
        );
        expectRefused(res, '22023');
        expect(audit).toEqual([]);
      }
      expect(await balanceOf(product, user.id)).toMatchObject({ credits_remaining: 20 });
    });
  });

  describe('reset_user_credits_to_plan', () => {
    it('gives the used allowance back, keeping bonus credits', async () => {
      const user = await createUser(product);
      await spend(user, 5);
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 15, free_requests_used: 5 });

      const [res, audit] = await audited(product, () =>
        admin.client.rpc('reset_user_credits_to_plan', { user_id_param: user.id }),
      );
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ success: true, remaining_credits: 20 });
      expect(await creditStatus(user)).toMatchObject({
        remaining_requests: 20,
        free_requests_used: 0,
        free_requests_limit: 20,
      });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'admin_grant',
        credits_amount: 5,
        balance_after: 20,
        created_by: admin.id,
      });
      expectOneAuditRow(audit, admin, {
        action: 'reset_credits',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: { allowance: 20 },
        severity: 'medium',
      });

      await admin.client.rpc('grant_credits', { user_uuid: user.id, credits_amount: 4 });
      await spend(user, 3);
      await admin.client.rpc('reset_user_credits_to_plan', { user_id_param: user.id });
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 24, bonus_credits: 4 });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('sets the allowance to new_credits', async () => {
      const user = await createUser(product);
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('reset_user_credits_to_plan', { user_id_param: user.id, new_credits: 50 }),
      );
      expect(res.data).toEqual({ success: true, remaining_credits: 50 });
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 50, credits_total: 50 });
      expectOneAuditRow(audit, admin, { action: 'reset_credits', details: { allowance: 50 } });

      const lower = await admin.client.rpc('reset_user_credits_to_plan', {
        user_id_param: user.id,
        new_credits: 5,
      });
      expect(lower.data).toEqual({ success: true, remaining_credits: 5 });
      expect(await creditStatus(user)).toMatchObject({ remaining_requests: 5 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'other',
        credits_amount: -45,
      });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses new_credits outside 0..100000', async () => {
      const user = await createUser(product);
      for (const credits of [-1, 100_001]) {
        const [res, audit] = await audited(product, () =>
          admin.client.rpc('reset_user_credits_to_plan', { user_id_param: user.id, new_credits: credits }),
        );
        expectRefused(res, '22023');
        expect(audit).toEqual([]);
      }
      expect(await balanceOf(product, user.id)).toMatchObject({ credits_remaining: 20 });
    });
  });

  describe('emergency_add_credits', () => {
    it('adds 50 credits by default with a high-severity audit row', async () => {
      const user = await createUser(product);
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('emergency_add_credits', { target_user_id: user.id }),
      );
      expect(res.data).toEqual({ success: true, message: '50 crédits ajoutés', remaining_credits: 70 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'admin_grant',
        credits_amount: 50,
        description: "Crédits d'urgence",
        created_by: admin.id,
      });
      expectOneAuditRow(audit, admin, {
        action: 'emergency_add_credits',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: { credits: 50, reason: "Crédits d'urgence" },
        severity: 'high',
      });
      const given = await admin.client.rpc('emergency_add_credits', {
        target_user_id: user.id,
        credits_to_add: 7,
        reason: 'Panne',
      });
      expect(given.data).toMatchObject({ remaining_credits: 77 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        credits_amount: 7,
        description: 'Panne',
      });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses 0 and 10001', async () => {
      const user = await createUser(product);
      for (const amount of [0, 10_001]) {
        const [res, audit] = await audited(product, () =>
          admin.client.rpc('emergency_add_credits', { target_user_id: user.id, credits_to_add: amount }),
        );
        expectRefused(res, '22023');
        expect(audit).toEqual([]);
      }
      expect(await balanceOf(product, user.id)).toMatchObject({ credits_remaining: 20 });
    });
  });

  describe('set_user_verification', () => {
    it('verifies and unverifies a user, auditing each', async () => {
      const user = await createUser(product);
      const [on, onAudit] = await audited(product, () =>
        admin.client.rpc('set_user_verification', { user_id_param: user.id, verified: true }),
      );
      expect(on.error).toBeNull();
      expect(on.data).toMatchObject({ id: user.id, account_verified: true });
      expect(await creditStatus(user)).toMatchObject({ account_verified: true });
      expectOneAuditRow(onAudit, admin, {
        action: 'verify_user',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: {},
        severity: 'low',
      });

      const [off, offAudit] = await audited(product, () =>
        admin.client.rpc('set_user_verification', { user_id_param: user.id, verified: false }),
      );
      expect(off.data).toMatchObject({ id: user.id, account_verified: false });
      expect(await creditStatus(user)).toMatchObject({ account_verified: false });
      expectOneAuditRow(offAudit, admin, { action: 'unverify_user', target_id: user.id });
    });

    it('refuses an unknown user', async () => {
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('set_user_verification', { user_id_param: randomUUID(), verified: true }),
      );
      expectRefused(res, 'P0002');
      expect(audit).toEqual([]);
    });
  });

  describe('set_user_role', () => {
    it('an admin makes a user admin and back, auditing each', async () => {
      const user = await createUser(product);
      const [up, upAudit] = await audited(product, () =>
        admin.client.rpc('set_user_role', { user_id_param: user.id, new_role: 'admin' }),
      );
      expect(up.error).toBeNull();
      expect(up.data).toMatchObject({ id: user.id, role: 'admin' });
      expectOneAuditRow(upAudit, admin, {
        action: 'set_role',
        target_type: 'user',
        target_id: user.id,
        target_name: user.email,
        details: { role: 'admin' },
        severity: 'high',
      });
      // The new admin can use the back-office at once.
      const stats = await user.client.rpc('admin_get_user_stats');
      expect(stats.error).toBeNull();

      const [down, downAudit] = await audited(product, () =>
        admin.client.rpc('set_user_role', { user_id_param: user.id, new_role: 'user' }),
      );
      expect(down.data).toMatchObject({ id: user.id, role: 'user' });
      expectOneAuditRow(downAudit, admin, { action: 'set_role', details: { role: 'user' } });
      expectRefused(await user.client.rpc('admin_get_user_stats'), '42501');
    });

    it('only a super_admin grants or removes super_admin', async () => {
      const user = await createUser(product);
      const superAdmin = await createUser(product, { role: 'super_admin' });

      const grant = await admin.client.rpc('set_user_role', {
        user_id_param: user.id,
        new_role: 'super_admin',
      });
      expectRefused(grant, '42501', 403);
      expect(grant.error?.message).toBe('Seul un super administrateur peut changer ce rôle');
      expect(await roleOf(product, user.id)).toBe('user');

      for (const role of ['user', 'admin']) {
        const [demote, audit] = await audited(product, () =>
          admin.client.rpc('set_user_role', { user_id_param: superAdmin.id, new_role: role }),
        );
        expectRefused(demote, '42501');
        expect(audit).toEqual([]);
      }
      expect(await roleOf(product, superAdmin.id)).toBe('super_admin');

      const [granted, grantAudit] = await audited(product, () =>
        superAdmin.client.rpc('set_user_role', { user_id_param: user.id, new_role: 'super_admin' }),
      );
      expect(granted.data).toMatchObject({ role: 'super_admin' });
      expectOneAuditRow(grantAudit, superAdmin, { action: 'set_role', details: { role: 'super_admin' } });

      const removed = await superAdmin.client.rpc('set_user_role', {
        user_id_param: user.id,
        new_role: 'admin',
      });
      expect(removed.data).toMatchObject({ role: 'admin' });
      const back = await superAdmin.client.rpc('set_user_role', { user_id_param: user.id, new_role: 'user' });
      expect(back.data).toMatchObject({ role: 'user' });
      // Leave no stray super_admin behind.
      await product.sql("update public.profiles set role = 'user' where id = $1", [superAdmin.id]);
    });

    it('refuses an unknown role or user', async () => {
      const user = await createUser(product);
      const [unknownRole, audit] = await audited(product, () =>
        admin.client.rpc('set_user_role', { user_id_param: user.id, new_role: 'owner' }),
      );
      expectRefused(unknownRole, '22023');
      expect(audit).toEqual([]);
      expect(await roleOf(product, user.id)).toBe('user');
      expectRefused(
        await admin.client.rpc('set_user_role', { user_id_param: randomUUID(), new_role: 'admin' }),
        'P0002',
      );
    });
  });

  describe('change_user_plan', () => {
    it("puts a user on 'equilibre' for 30 days, then back on the free plan", async () => {
      const user = await createUser(product);
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('change_user_plan', { user_id_param: user.id, new_plan_id: 'equilibre' }),
      );
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ subscription_tier: 'equilibre', is_subscriber: true });
      expectOneAuditRow(audit, admin, {
        action: 'change_plan',
        target_type: 'subscription',
        target_id: user.id,
        target_name: user.email,
        details: { plan: 'equilibre' },
        severity: 'medium',
      });

      const status = await creditStatus(user);
      expect(status).toMatchObject({
        subscription_tier: 'equilibre',
        is_subscriber: true,
        credits_total: 1000,
        remaining_requests: 1000,
        has_unlimited: false,
        status: 'active',
      });
      const nextBilling = Date.parse(status['next_billing_date'] as string);
      expect(Math.abs(nextBilling - (Date.now() + 30 * DAY))).toBeLessThan(5 * 60_000);

      const sub = await user.client.rpc('get_user_subscription_with_stripe', { user_uuid: user.id });
      expect(sub.data).toMatchObject({
        user_id: user.id,
        plan_id: 'equilibre',
        status: 'active',
        plan: { id: 'equilibre' },
      });

      const [back, backAudit] = await audited(product, () =>
        admin.client.rpc('change_user_plan', { user_id_param: user.id, new_plan_id: 'gratuit' }),
      );
      expect(back.error).toBeNull();
      expectOneAuditRow(backAudit, admin, { action: 'change_plan', details: { plan: 'gratuit' } });
      expect(await creditStatus(user)).toMatchObject({
        subscription_tier: 'gratuit',
        is_subscriber: false,
        credits_total: 20,
        remaining_requests: 20,
        free_requests_limit: 20,
      });
      await expectLedgerMatchesBalance(product, user.id);
    });

    it('refuses an unknown plan with "Plan introuvable", changing nothing', async () => {
      const user = await createUser(product);
      const before = await snapshot(product);
      const res = await admin.client.rpc('change_user_plan', {
        user_id_param: user.id,
        new_plan_id: 'platine',
      });
      expectRefused(res, '22023', 400);
      expect(res.error?.message).toBe('Plan introuvable');
      expect(await snapshot(product)).toEqual(before);
    });
  });

  describe('admin_get_user_stats', () => {
    type Stats = {
      total_users: number;
      active_subscriptions: number;
      total_revenue: number;
      monthly_revenue: number;
      credits_used_today: number;
      new_users_today: number;
      total_credits_granted: number;
    };

    async function stats(client: SupabaseClient = admin.client): Promise<Stats> {
      const res = await client.rpc('admin_get_user_stats');
      expect(res.error).toBeNull();
      return res.data as Stats;
    }

    async function expected(): Promise<Omit<Stats, 'monthly_revenue'>> {
      const [row] = await product.sql<Omit<Stats, 'monthly_revenue'>>(`
        select
          (select count(*)::int from public.profiles) as total_users,
          (select count(*)::int from public.user_subscriptions
            where status in ('active', 'trialing', 'past_due') and plan_id <> 'gratuit'
              and current_period_end > now()) as active_subscriptions,
          (select coalesce(sum(lifetime_value), 0)::float8 from public.profiles) as total_revenue,
          (select count(*)::int from public.credit_transactions where transaction_type = 'usage'
            and created_at >= date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')
            as credits_used_today,
          (select count(*)::int from public.profiles
            where created_at >= date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')
            as new_users_today,
          (select coalesce(sum(credits_amount), 0)::int from public.credit_transactions
            where transaction_type in ('admin_grant', 'promo')) as total_credits_granted`);
      return row!;
    }

    it('reports the numbers of the database, and moves with what happens', async () => {
      const before = await stats();
      expect(Object.keys(before).sort()).toEqual([
        'active_subscriptions',
        'credits_used_today',
        'monthly_revenue',
        'new_users_today',
        'total_credits_granted',
        'total_revenue',
        'total_users',
      ]);
      expect(before).toMatchObject(await expected());

      const first = await createUser(product);
      const second = await createUser(product);
      await spend(first, 3);
      await admin.client.rpc('grant_credits', { user_uuid: second.id, credits_amount: 7 });
      await admin.client.rpc('change_user_plan', { user_id_param: second.id, new_plan_id: 'equilibre' });
      await product.sql('update public.profiles set lifetime_value = 14.90 where id = $1', [second.id]);

      const [after, audit] = await audited(product, () => stats());
      // A read: stable, run in a read-only transaction, so it writes no audit row.
      expect(audit).toEqual([]);
      expect(after).toMatchObject(await expected());
      expect(after.total_users - before.total_users).toBe(2);
      expect(after.new_users_today - before.new_users_today).toBe(2);
      expect(after.credits_used_today - before.credits_used_today).toBe(3);
      expect(after.total_credits_granted - before.total_credits_granted).toBe(7);
      expect(after.active_subscriptions - before.active_subscriptions).toBe(1);
      expect(after.total_revenue - before.total_revenue).toBeCloseTo(14.9, 2);
      expect(after.monthly_revenue - before.monthly_revenue).toBeCloseTo(14.9, 2);

      // Ending the plan takes it out of the active subscriptions.
      await admin.client.rpc('change_user_plan', { user_id_param: second.id, new_plan_id: 'gratuit' });
      const ended = await stats();
      expect(ended.active_subscriptions).toBe(before.active_subscriptions);
      expect(ended).toMatchObject(await expected());
    });
  });

  describe('prepare_test_account', () => {
    for (const quota of [20, 100, 500]) {
      it(`verifies the account and brings its credits to ${quota}`, async () => {
        const user = await createUser(product);
        const [res, audit] = await audited(product, () =>
          admin.client.rpc('prepare_test_account', { user_id_param: user.id, quota }),
        );
        expect(res.error).toBeNull();
        expect(res.data).toEqual({ success: true, remaining_credits: quota });
        expect(await creditStatus(user)).toMatchObject({ account_verified: true, remaining_requests: quota });
        if (quota > 20)
          expect(await lastLedgerRow(product, user.id)).toMatchObject({
            transaction_type: 'admin_grant',
            credits_amount: quota - 20,
            description: 'Quota du compte de test',
          });
        expectOneAuditRow(audit, admin, {
          action: 'create_test_account',
          target_type: 'user',
          target_id: user.id,
          target_name: user.email,
          details: { quota },
          severity: 'medium',
        });
        await expectLedgerMatchesBalance(product, user.id);
      });
    }

    it('refuses any other quota, changing nothing', async () => {
      const user = await createUser(product);
      for (const quota of [0, 50, 1000, -20]) {
        const before = await snapshot(product);
        const res = await admin.client.rpc('prepare_test_account', { user_id_param: user.id, quota });
        expectRefused(res, '22023', 400);
        expect(await snapshot(product)).toEqual(before);
      }
    });

    // Regression: `quota not in (…)` is NULL, not true, for a null quota.
    it('refuses a missing (null) quota, changing nothing', async () => {
      const user = await createUser(product);
      const before = await snapshot(product);
      const res = await admin.client.rpc('prepare_test_account', { user_id_param: user.id, quota: null });
      expect(res.error).toMatchObject({ code: '22023' });
      expect(await snapshot(product)).toEqual(before);
    });
  });

  describe('update_app_settings', () => {
    async function storedSettings(): Promise<{
      settings: Record<string, Record<string, unknown>>;
      updated_by: string | null;
    }> {
      const [row] = await product.sql<{
        settings: Record<string, Record<string, unknown>>;
        updated_by: string | null;
      }>('select settings, updated_by from public.app_settings');
      return row!;
    }

    it('merges the given keys of a section and keeps the rest', async () => {
      const before = (await storedSettings()).settings;
      const change = { security: { password_min_length: 12 }, general: { site_name: 'Emma et Louis' } };
      const [res, audit] = await audited(product, () =>
        admin.client.rpc('update_app_settings', { new_settings: change }),
      );
      expect(res.error).toBeNull();
      const expected = {
        ...before,
        security: { ...before['security'], password_min_length: 12 },
        general: { ...before['general'], site_name: 'Emma et Louis' },
      };
      expect(res.data).toEqual(expected);
      const stored = await storedSettings();
      expect(stored.settings).toEqual(expected);
      expect(stored.updated_by).toBe(admin.id);
      expect(stored.settings['security']).toMatchObject({ session_timeout_hours: 24, max_login_attempts: 5 });
      expectOneAuditRow(audit, admin, {
        action: 'update_settings',
        target_type: 'system',
        target_id: null,
        target_name: 'app_settings',
        details: change,
        severity: 'medium',
      });
    });

    const bounds = [
      { key: 'password_min_length', ok: [6, 20], refused: [5, 21] },
      { key: 'session_timeout_hours', ok: [1, 168], refused: [0, 169] },
      { key: 'max_login_attempts', ok: [3, 10], refused: [2, 11] },
    ];
    for (const { key, ok, refused } of bounds) {
      it(`bounds security.${key} to ${ok[0]}..${ok[1]}`, async () => {
        for (const value of ok) {
          const res = await admin.client.rpc('update_app_settings', {
            new_settings: { security: { [key]: value } },
          });
          expect(res.error).toBeNull();
          expect((await storedSettings()).settings['security']?.[key]).toBe(value);
        }
        for (const value of refused) {
          const before = await snapshot(product);
          const res = await admin.client.rpc('update_app_settings', {
            new_settings: { security: { [key]: value } },
          });
          expectRefused(res, '22023', 400);
          expect(await snapshot(product)).toEqual(before);
        }
      });
    }

    it('refuses a section that is not an object, and a negative default quota', async () => {
      for (const newSettings of [{ general: 'fermé' }, { general: { default_quota: -1 } }, ['security']]) {
        const before = await snapshot(product);
        const res = await admin.client.rpc('update_app_settings', { new_settings: newSettings });
        expect(res.error, JSON.stringify(newSettings)).not.toBeNull();
        expect(await snapshot(product)).toEqual(before);
      }
    });

    // Regression: a comparison with JSON null is NULL, which must not switch a bound off.
    it('refuses a null security bound, changing nothing', async () => {
      const before = await snapshot(product);
      const res = await admin.client.rpc('update_app_settings', {
        new_settings: { security: { password_min_length: null } },
      });
      expect(res.error).toMatchObject({ code: '22023' });
      expect(await snapshot(product)).toEqual(before);
    });
  });

  describe('promo codes and contact messages', () => {
    it('create_promo_code and set_promo_code_active are audited', async () => {
      const code = `AUDIT-${randomUUID().slice(0, 6).toUpperCase()}`;
      const [created, createAudit] = await audited(product, () =>
        admin.client.rpc('create_promo_code', { code, extra_requests: 25, max_uses: 3 }),
      );
      expect(created.error).toBeNull();
      const promo = created.data as { id: string; code: string };
      expectOneAuditRow(createAudit, admin, {
        action: 'create_promo_code',
        target_type: 'promo_code',
        target_id: promo.id,
        target_name: code,
        details: { extra_requests: 25, max_uses: 3, expires_at: null },
        severity: 'low',
      });

      const [off, offAudit] = await audited(product, () =>
        admin.client.rpc('set_promo_code_active', { promo_code_id: promo.id, active: false }),
      );
      expect(off.data).toMatchObject({ id: promo.id, is_active: false });
      expectOneAuditRow(offAudit, admin, {
        action: 'deactivate_promo_code',
        target_type: 'promo_code',
        target_id: promo.id,
        target_name: code,
        severity: 'low',
      });
      const [on, onAudit] = await audited(product, () =>
        admin.client.rpc('set_promo_code_active', { promo_code_id: promo.id, active: true }),
      );
      expect(on.data).toMatchObject({ is_active: true });
      expectOneAuditRow(onAudit, admin, { action: 'activate_promo_code', target_id: promo.id });

      const [missing, missingAudit] = await audited(product, () =>
        admin.client.rpc('set_promo_code_active', { promo_code_id: randomUUID(), active: false }),
      );
      expectRefused(missing, 'P0002');
      expect(missingAudit).toEqual([]);
    });

    it('set_contact_message_status follows new → read → replied, closed from anywhere', async () => {
      const id = await insertContactMessage(product);
      const [read, readAudit] = await audited(product, () =>
        admin.client.rpc('set_contact_message_status', { message_id: id, new_status: 'read' }),
      );
      expect(read.data).toMatchObject({ id, status: 'read' });
      const [{ email }] = (await product.sql<{ email: string }>(
        'select email from public.contact_messages where id = $1',
        [id],
      )) as [{ email: string }];
      expectOneAuditRow(readAudit, admin, {
        action: 'set_contact_status',
        target_type: 'email',
        target_id: id,
        target_name: email,
        details: { status: 'read' },
        severity: 'low',
      });

      const [backwards, backwardsAudit] = await audited(product, () =>
        admin.client.rpc('set_contact_message_status', { message_id: id, new_status: 'new' }),
      );
      expectRefused(backwards, '22023');
      expect(backwardsAudit).toEqual([]);

      expect(
        (await admin.client.rpc('set_contact_message_status', { message_id: id, new_status: 'replied' }))
          .data,
      ).toMatchObject({ status: 'replied' });
      expectRefused(
        await admin.client.rpc('set_contact_message_status', { message_id: id, new_status: 'read' }),
        '22023',
      );
      expect(
        (await admin.client.rpc('set_contact_message_status', { message_id: id, new_status: 'closed' })).data,
      ).toMatchObject({ status: 'closed' });

      const fresh = await insertContactMessage(product);
      expect(
        (await admin.client.rpc('set_contact_message_status', { message_id: fresh, new_status: 'closed' }))
          .data,
      ).toMatchObject({ status: 'closed' });
      expectRefused(
        await admin.client.rpc('set_contact_message_status', {
          message_id: randomUUID(),
          new_status: 'closed',
        }),
        'P0002',
      );
    });
  });

  describe('diagnostics', () => {
    it('debug_admin_permissions gives counts to admins only', async () => {
      const user = await createUser(product);
      const [counts] = await product.sql<{ profiles: number; promos: number }>(
        'select (select count(*)::int from public.profiles) as profiles, (select count(*)::int from public.promo_codes) as promos',
      );
      const asAdmin = await admin.client.rpc('debug_admin_permissions');
      expect(asAdmin.error).toBeNull();
      expect(asAdmin.data).toEqual([
        {
          current_user_id: admin.id,
          current_user_email: admin.email,
          current_user_role: 'admin',
          is_admin_check: true,
          profiles_count: counts!.profiles,
          promo_codes_count: counts!.promos,
        },
      ]);
      const asUser = await user.client.rpc('debug_admin_permissions');
      expect(asUser.error).toBeNull();
      expect(asUser.data).toEqual([
        {
          current_user_id: user.id,
          current_user_email: user.email,
          current_user_role: 'user',
          is_admin_check: false,
          profiles_count: null,
          promo_codes_count: null,
        },
      ]);
    });

    it('diagnose_user_credits describes the caller', async () => {
      const user = await createUser(product);
      await spend(user, 1);
      const res = await user.client.rpc('diagnose_user_credits');
      expect(res.error).toBeNull();
      const data = res.data as Record<string, unknown>;
      expect(data).toMatchObject({
        profile_exists: true,
        credits_table_exists: true,
        subscription_active: false,
        has_unlimited: false,
        current_credits: 19,
        subscription_tier: 'gratuit',
      });
      const transactions = (data as { recent_transactions: { type: string; amount: number }[] })
        .recent_transactions;
      expect(transactions).toHaveLength(2);
      expect(transactions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'usage', amount: -1 }),
          expect.objectContaining({
            type: 'other',
            amount: 20,
            description: 'Crédits gratuits de bienvenue',
          }),
        ]),
      );
    });

    it('get_user_credit_info: oneself or an admin, not another user', async () => {
      const user = await createUser(product);
      const other = await createUser(product);
      const expected = {
        is_subscriber: false,
        subscription_tier: 'gratuit',
        subscription_end: null,
        current_credits: 20,
        has_unlimited: false,
      };
      expect((await user.client.rpc('get_user_credit_info', { user_id_param: user.id })).data).toEqual(
        expected,
      );
      expect((await admin.client.rpc('get_user_credit_info', { user_id_param: user.id })).data).toEqual(
        expected,
      );
      expect((await product.service.rpc('get_user_credit_info', { user_id_param: user.id })).data).toEqual(
        expected,
      );
      expectRefused(await other.client.rpc('get_user_credit_info', { user_id_param: user.id }), '42501', 403);
      expectRefused(await admin.client.rpc('get_user_credit_info', { user_id_param: randomUUID() }), 'P0002');
    });

    it('get_user_subscription_with_stripe: oneself or an admin, not another user', async () => {
      const user = await createUser(product);
      const other = await createUser(product);
      const none = await user.client.rpc('get_user_subscription_with_stripe', { user_uuid: user.id });
      expect(none.error).toBeNull();
      expect(none.data).toBeNull();

      await admin.client.rpc('change_user_plan', { user_id_param: user.id, new_plan_id: 'decouverte' });
      const own = await user.client.rpc('get_user_subscription_with_stripe', { user_uuid: user.id });
      expect(own.data).toMatchObject({
        user_id: user.id,
        plan_id: 'decouverte',
        status: 'active',
        plan: { id: 'decouverte', name: 'Découverte' },
      });
      const byAdmin = await admin.client.rpc('get_user_subscription_with_stripe', { user_uuid: user.id });
      expect(byAdmin.data).toEqual(own.data);
      expectRefused(
        await other.client.rpc('get_user_subscription_with_stripe', { user_uuid: user.id }),
        '42501',
        403,
      );
    });

    it('debug_user_status: profile, credits and subscription by email, for admins', async () => {
      const user = await createUser(product, { name: 'Jeanne Debug' });
      const res = await admin.client.rpc('debug_user_status', {
        user_email: ` ${user.email.toUpperCase()} `,
      });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({
        profile: { id: user.id, email: user.email, nom: 'Jeanne Debug', role: 'user' },
        credits: { id: user.id, remaining_requests: 20, subscription_tier: 'gratuit' },
        subscription: null,
      });
      expectRefused(
        await admin.client.rpc('debug_user_status', { user_email: 'nobody@example.test' }),
        'P0002',
      );
      expectRefused(await user.client.rpc('debug_user_status', { user_email: user.email }), '42501', 403);
    });
  });

  describe('the service role (operators’ scripts)', () => {
    it('calls the admin functions; the audit rows say service_role', async () => {
      const user = await createUser(product);
      const [granted, grantAudit] = await audited(product, () =>
        product.service.rpc('grant_credits', { user_uuid: user.id, credits_amount: 9, reason: 'Script' }),
      );
      expect(granted.data).toMatchObject({ success: true, remaining_credits: 29 });
      expect(await lastLedgerRow(product, user.id)).toMatchObject({
        transaction_type: 'admin_grant',
        description: 'Script',
        created_by: null,
      });
      expectOneAuditRow(grantAudit, 'service_role', {
        action: 'grant_credits',
        target_id: user.id,
        details: { credits: 9, reason: 'Script' },
      });

      const [role, roleAudit] = await audited(product, () =>
        product.service.rpc('set_user_role', { user_id_param: user.id, new_role: 'super_admin' }),
      );
      expect(role.data).toMatchObject({ role: 'super_admin' });
      expectOneAuditRow(roleAudit, 'service_role', { action: 'set_role', details: { role: 'super_admin' } });
      await product.service.rpc('set_user_role', { user_id_param: user.id, new_role: 'user' });
      expect(await roleOf(product, user.id)).toBe('user');

      const [plan, planAudit] = await audited(product, () =>
        product.service.rpc('change_user_plan', { user_id_param: user.id, new_plan_id: 'intensif' }),
      );
      expect(plan.data).toMatchObject({ subscription_tier: 'intensif', has_unlimited: true });
      expectOneAuditRow(planAudit, 'service_role', { action: 'change_plan', details: { plan: 'intensif' } });

      const [settings, settingsAudit] = await audited(product, () =>
        product.service.rpc('update_app_settings', {
          new_settings: { notifications: { weekly_reports: true } },
        }),
      );
      expect(settings.error).toBeNull();
      expectOneAuditRow(settingsAudit, 'service_role', { action: 'update_settings' });
      const [stored] = await product.sql<{ updated_by: string | null }>(
        'select updated_by from public.app_settings',
      );
      expect(stored!.updated_by).toBeNull();

      const [prepared, preparedAudit] = await audited(product, () =>
        product.service.rpc('prepare_test_account', { user_id_param: user.id, quota: 100 }),
      );
      expect(prepared.error).toBeNull();
      expectOneAuditRow(preparedAudit, 'service_role', { action: 'create_test_account' });

      const statsRes = await product.service.rpc('admin_get_user_stats');
      expect(statsRes.error).toBeNull();
      expect(typeof (statsRes.data as { total_users: unknown }).total_users).toBe('number');
      const debug = await product.service.rpc('debug_user_status', { user_email: user.email });
      expect(debug.data).toMatchObject({ profile: { id: user.id } });
    });
  });
});

/**
 * promote_to_admin and the last-admin rule depend on which admins exist, so they run on a
 * database of their own; each test sets the admins it needs.
 */
describe('promote_to_admin and the last admin (own database)', () => {
  let product: ProductStack;

  beforeAll(async () => {
    product = await startProductStack();
  }, 60_000);

  afterAll(() => product?.close());

  async function removeAllAdmins() {
    await product.sql("update public.profiles set role = 'user' where role <> 'user'");
  }

  async function adminCount(): Promise<number> {
    const [row] = await product.sql<{ n: number }>(
      "select count(*)::int as n from public.profiles where role in ('admin', 'super_admin')",
    );
    return row!.n;
  }

  it('anon cannot promote anyone, even with no admin', async () => {
    await removeAllAdmins();
    const user = await createUser(product);
    const res = await product.anon.rpc('promote_to_admin', { user_email: user.email });
    expect(res.status).toBe(401);
    expect(await roleOf(product, user.id)).toBe('user');
    expect(await adminCount()).toBe(0);
  });

  it('with no admin, the first signed-in user promotes themselves', async () => {
    await removeAllAdmins();
    const first = await createUser(product);
    const [res, audit] = await audited(product, () =>
      first.client.rpc('promote_to_admin', { user_email: first.email }),
    );
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ success: true });
    expect(await roleOf(product, first.id)).toBe('admin');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: first.id,
      admin_email: first.email,
      action: 'promote_to_admin',
      target_type: 'user',
      target_id: first.id,
      target_name: first.email,
      severity: 'high',
    });
    // The new admin can use the back-office.
    expect((await first.client.rpc('admin_get_user_stats')).error).toBeNull();
  });

  it('with no admin, a signed-in user may promote only their own account (no takeover of another email)', async () => {
    await removeAllAdmins();
    const attacker = await createUser(product);
    const accomplice = await createUser(product);
    const [res, audit] = await audited(product, () =>
      attacker.client.rpc('promote_to_admin', { user_email: accomplice.email }),
    );
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({
      success: false,
      message: 'Avant le premier administrateur, seul votre propre compte peut être promu',
    });
    expect(audit).toEqual([]);
    expect(await roleOf(product, accomplice.id)).toBe('user');
    expect(await adminCount()).toBe(0);
  });

  it("a normal user's refused call takes no lock on profiles (it cannot stall sign-ups)", async () => {
    await removeAllAdmins();
    await createUser(product, { role: 'admin' });
    const user = await createUser(product);
    const claims = JSON.stringify({ sub: user.id, role: 'authenticated' });
    // As PostgREST runs the call: one transaction, as the user; then the locks it still holds.
    const locks = await product.stack.db.transaction(async (tx) => {
      await tx.query(
        "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
        [claims],
      );
      const called = await tx.query<{ r: unknown }>('select public.promote_to_admin($1) as r', [user.email]);
      expect(called.rows[0]!.r).toMatchObject({ success: false });
      const held = await tx.query<{ mode: string }>(
        `select mode from pg_catalog.pg_locks
         where locktype = 'relation' and relation = 'public.profiles'::regclass and pid = pg_backend_pid()`,
      );
      return held.rows.map((row) => row.mode);
    });
    expect(locks).not.toContain('ShareRowExclusiveLock');
    expect(await roleOf(product, user.id)).toBe('user');
  });

  it('once an admin exists, a normal user cannot promote anyone', async () => {
    await removeAllAdmins();
    const existing = await createUser(product, { role: 'admin' });
    const user = await createUser(product);
    const other = await createUser(product);
    for (const target of [user, other]) {
      const [res, audit] = await audited(product, () =>
        user.client.rpc('promote_to_admin', { user_email: target.email }),
      );
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ success: false });
      expect(audit).toEqual([]);
      expect(await roleOf(product, target.id)).toBe('user');
    }
    expect(await roleOf(product, existing.id)).toBe('admin');
  });

  it('an admin promotes another user (case-insensitive email); already-admins and unknown emails', async () => {
    await removeAllAdmins();
    const existing = await createUser(product, { role: 'admin' });
    const user = await createUser(product);
    const [res, audit] = await audited(product, () =>
      existing.client.rpc('promote_to_admin', { user_email: ` ${user.email.toUpperCase()} ` }),
    );
    expect(res.data).toMatchObject({ success: true });
    expect(await roleOf(product, user.id)).toBe('admin');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: existing.id,
      admin_email: existing.email,
      action: 'promote_to_admin',
      target_id: user.id,
    });

    const [again, againAudit] = await audited(product, () =>
      existing.client.rpc('promote_to_admin', { user_email: user.email }),
    );
    expect(again.data).toMatchObject({ success: true, message: 'Cet utilisateur est déjà administrateur' });
    expect(againAudit).toEqual([]);

    const unknown = await existing.client.rpc('promote_to_admin', { user_email: 'nobody@example.test' });
    expect(unknown.data).toMatchObject({ success: false, message: 'Aucun utilisateur avec cet email' });
  });

  it('the service role promotes (npm run admin:promote)', async () => {
    await removeAllAdmins();
    await createUser(product, { role: 'admin' });
    const user = await createUser(product);
    const [res, audit] = await audited(product, () =>
      product.service.rpc('promote_to_admin', { user_email: user.email }),
    );
    expect(res.data).toMatchObject({ success: true });
    expect(await roleOf(product, user.id)).toBe('admin');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: null, admin_email: 'service_role', target_id: user.id });
  });

  it('two concurrent first-run self-promotions: exactly one succeeds', async () => {
    await removeAllAdmins();
    const a = await createUser(product);
    const b = await createUser(product);
    const results = await Promise.all([
      a.client.rpc('promote_to_admin', { user_email: a.email }),
      b.client.rpc('promote_to_admin', { user_email: b.email }),
    ]);
    for (const res of results) expect(res.error).toBeNull();
    const successes = results.filter((res) => (res.data as { success: boolean }).success);
    expect(successes).toHaveLength(1);
    expect(await adminCount()).toBe(1);
    expect([await roleOf(product, a.id), await roleOf(product, b.id)].sort()).toEqual(['admin', 'user']);
  });

  it('the last admin cannot be demoted, by themselves or the service role', async () => {
    await removeAllAdmins();
    const only = await createUser(product, { role: 'admin' });
    for (const client of [only.client, product.service]) {
      const [res, audit] = await audited(product, () =>
        client.rpc('set_user_role', { user_id_param: only.id, new_role: 'user' }),
      );
      expectRefused(res, '42501');
      expect(res.error?.message).toBe('Impossible de retirer le dernier administrateur');
      expect(audit).toEqual([]);
    }
    expect(await roleOf(product, only.id)).toBe('admin');

    // With a second admin, either may step down.
    const second = await createUser(product);
    await only.client.rpc('set_user_role', { user_id_param: second.id, new_role: 'admin' });
    const stepDown = await only.client.rpc('set_user_role', { user_id_param: only.id, new_role: 'user' });
    expect(stepDown.data).toMatchObject({ role: 'user' });
    expectRefused(
      await second.client.rpc('set_user_role', { user_id_param: second.id, new_role: 'user' }),
      '42501',
    );
    expect(await adminCount()).toBe(1);
  });

  // Without a lock both would see the other still admin and commit, leaving none — which would
  // reopen first-run self-promotion to anyone. Only PostgreSQL (TEST_DATABASE_URL) can race here;
  // PGlite runs one transaction at a time.
  it('two admins demoting each other concurrently still leave one admin', async () => {
    await removeAllAdmins();
    const a = await createUser(product, { role: 'admin' });
    const b = await createUser(product, { role: 'admin' });
    const results = await Promise.all([
      a.client.rpc('set_user_role', { user_id_param: b.id, new_role: 'user' }),
      b.client.rpc('set_user_role', { user_id_param: a.id, new_role: 'user' }),
    ]);
    expect(results.filter((res) => res.error === null).length).toBeLessThanOrEqual(1);
    expect(await adminCount()).toBe(1);
  });
});
