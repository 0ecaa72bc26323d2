// @vitest-environment node
/**
 * Promo codes (supabase/migrations/*_create_contact_and_promo_codes.sql and
 * *_create_admin_rules.sql): admins create them with create_promo_code; users redeem each code
 * once with redeem_promo_code, within its limits, as a 'promo' row of the credit ledger.
 */
import { randomUUID } from 'node:crypto';

import type { PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, startProductStack, type ProductStack, type TestUser } from './support.ts';

type PromoCode = {
  id: string;
  code: string;
  extra_requests: number;
  max_uses: number | null;
  current_uses: number;
  expires_at: string | null;
  is_active: boolean;
  created_by: string | null;
};

type Result = { data: unknown; error: PostgrestError | null; status: number };

const DAY = 86_400_000;

let product: ProductStack;
let admin: TestUser;

beforeAll(async () => {
  product = await startProductStack();
  admin = await createUser(product, { name: 'Alice Admin', role: 'admin' });
}, 60_000);

afterAll(() => product?.close());

/** A code no other test uses. */
function uniqueCode(prefix = 'PROMO'): string {
  return `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
}

async function createPromo(args: Record<string, unknown>): Promise<PromoCode> {
  const res = await admin.client.rpc('create_promo_code', args);
  expect(res.error).toBeNull();
  return res.data as PromoCode;
}

async function promoRow(id: string): Promise<PromoCode> {
  const [row] = await product.sql<PromoCode>('select * from public.promo_codes where id = $1', [id]);
  return row!;
}

/** What a refusal must leave unchanged: the user's balance and ledger, the code's uses. */
async function state(userId: string, promoId: string | null) {
  const [row] = await product.sql<{
    balance: number;
    ledger: number;
    uses: number | null;
    redemptions: number;
  }>(
    `select (select credits_remaining from public.user_credit_balances where user_id = $1) as balance,
            (select count(*)::int from public.credit_transactions where user_id = $1) as ledger,
            (select current_uses from public.promo_codes where id = $2) as uses,
            (select count(*)::int from public.promo_redemptions where user_id = $1) as redemptions`,
    [userId, promoId],
  );
  return row!;
}

function expectPromoRefusal(result: Result, details: string) {
  expect(result.data).toBeNull();
  expect(result.status).toBe(400);
  expect(result.error).toMatchObject({ code: 'P0001', details });
}

async function redeem(user: TestUser, code: unknown): Promise<Result> {
  return user.client.rpc('redeem_promo_code', { code });
}

describe('create_promo_code', () => {
  it('upper-cases an explicit code, with the defaults (bonus 10, unlimited, no expiry)', async () => {
    const promo = await createPromo({ code: 'bienvenue' });
    expect(promo).toMatchObject({
      code: 'BIENVENUE',
      extra_requests: 10,
      max_uses: null,
      current_uses: 0,
      expires_at: null,
      is_active: true,
      created_by: admin.id,
    });
    expect(await promoRow(promo.id)).toMatchObject({ code: 'BIENVENUE', extra_requests: 10 });
  });

  it('generates an 8-character [A-Z0-9] code when none (or a blank one) is given', async () => {
    const generated = await createPromo({ extra_requests: 5 });
    expect(generated.code).toMatch(/^[A-Z0-9]{8}$/);
    const blank = await createPromo({ code: '   ' });
    expect(blank.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(blank.code).not.toBe(generated.code);
  });

  it('accepts a bonus of 1..500 and refuses 0, 501 and null', async () => {
    expect((await createPromo({ code: uniqueCode(), extra_requests: 1 })).extra_requests).toBe(1);
    expect((await createPromo({ code: uniqueCode(), extra_requests: 500 })).extra_requests).toBe(500);
    for (const bonus of [0, 501, -1, null]) {
      const code = uniqueCode();
      const res = await admin.client.rpc('create_promo_code', { code, extra_requests: bonus });
      expect(res.error, String(bonus)).toMatchObject({ code: '22023' });
      expect(res.status).toBe(400);
      expect(await product.sql('select 1 from public.promo_codes where code = $1', [code])).toEqual([]);
    }
  });

  it('accepts max_uses ≥ 1 or null, and refuses 0 or less', async () => {
    expect((await createPromo({ code: uniqueCode(), max_uses: 1 })).max_uses).toBe(1);
    expect((await createPromo({ code: uniqueCode(), max_uses: null })).max_uses).toBeNull();
    for (const maxUses of [0, -3]) {
      const res = await admin.client.rpc('create_promo_code', { code: uniqueCode(), max_uses: maxUses });
      expect(res.error).toMatchObject({ code: '22023' });
    }
  });

  it('accepts expires_in_days ≥ 1 or null, and refuses 0 or less', async () => {
    const week = await createPromo({ code: uniqueCode(), expires_in_days: 7 });
    expect(Math.abs(Date.parse(week.expires_at!) - (Date.now() + 7 * DAY))).toBeLessThan(5 * 60_000);
    expect((await createPromo({ code: uniqueCode(), expires_in_days: null })).expires_at).toBeNull();
    for (const days of [0, -1]) {
      const res = await admin.client.rpc('create_promo_code', { code: uniqueCode(), expires_in_days: days });
      expect(res.error).toMatchObject({ code: '22023' });
    }
  });

  it('refuses a duplicate code (whatever its case) and a malformed one', async () => {
    const code = uniqueCode('DOUBLE');
    await createPromo({ code });
    const [{ n: before }] = (await product.sql<{ n: number }>(
      'select count(*)::int as n from public.promo_codes',
    )) as [{ n: number }];
    for (const again of [code, ` ${code.toLowerCase()} `]) {
      const res = await admin.client.rpc('create_promo_code', { code: again });
      expect(res.error).toMatchObject({ code: '23505', message: 'Ce code existe déjà' });
      expect(res.status).toBe(409);
    }
    for (const bad of ['ab', 'bon jour', 'ÉTÉ2027', 'x'.repeat(33)]) {
      const res = await admin.client.rpc('create_promo_code', { code: bad });
      expect(res.error, bad).toMatchObject({ code: '22023' });
    }
    const [{ n: after }] = (await product.sql<{ n: number }>(
      'select count(*)::int as n from public.promo_codes',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('is refused to normal users and anon', async () => {
    const user = await createUser(product);
    const code = uniqueCode();
    const byUser = await user.client.rpc('create_promo_code', { code });
    expect(byUser.error).toMatchObject({ code: '42501' });
    expect(byUser.status).toBe(403);
    const byAnon = await product.anon.rpc('create_promo_code', { code });
    expect(byAnon.status).toBe(401);
    expect(await product.sql('select 1 from public.promo_codes where code = $1', [code])).toEqual([]);
  });
});

describe('redeem_promo_code', () => {
  it('adds the bonus as a promo ledger row and counts the use', async () => {
    const promo = await createPromo({ code: uniqueCode('GIFT'), extra_requests: 15 });
    const user = await createUser(product);
    const { data, error, status } = await redeem(user, promo.code);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ success: true, code: promo.code, credits_added: 15, remaining_credits: 35 });

    const [ledger] = await product.sql<{
      transaction_type: string;
      credits_amount: number;
      balance_after: number;
      description: string;
    }>(
      `select transaction_type, credits_amount, balance_after, description from public.credit_transactions
       where user_id = $1 order by created_at desc, id limit 1`,
      [user.id],
    );
    expect(ledger).toEqual({
      transaction_type: 'promo',
      credits_amount: 15,
      balance_after: 35,
      description: `Code promo ${promo.code}`,
    });
    const status2 = await user.client.rpc('get_user_credit_status');
    expect(status2.data).toMatchObject({ remaining_requests: 35, bonus_credits: 15 });
    expect((await promoRow(promo.id)).current_uses).toBe(1);

    // The user sees their own redemption.
    const mine = await user.client.from('promo_redemptions').select('promo_code_id, credits');
    expect(mine.data).toEqual([{ promo_code_id: promo.id, credits: 15 }]);

    const [sum] = await product.sql<{ ledger: number; balance: number }>(
      `select (select sum(credits_amount)::int from public.credit_transactions where user_id = $1) as ledger,
              (select credits_remaining from public.user_credit_balances where user_id = $1) as balance`,
      [user.id],
    );
    expect(sum!.ledger).toBe(sum!.balance);
  });

  it('accepts lower-case and space-padded input', async () => {
    const promo = await createPromo({ code: uniqueCode('CASE') });
    const user = await createUser(product);
    const res = await redeem(user, `  ${promo.code.toLowerCase()}   `);
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({
      success: true,
      code: promo.code,
      credits_added: 10,
      remaining_credits: 30,
    });
    const status = await user.client.rpc('get_user_credit_status');
    expect(status.data).toMatchObject({ remaining_requests: 30 });
  });

  it('works once per user: the second attempt is promo_already_redeemed and changes nothing', async () => {
    const promo = await createPromo({ code: uniqueCode('ONCE'), extra_requests: 5 });
    const user = await createUser(product);
    expect((await redeem(user, promo.code)).data).toMatchObject({ success: true, remaining_credits: 25 });
    const before = await state(user.id, promo.id);
    const again = await redeem(user, promo.code.toLowerCase());
    expectPromoRefusal(again, 'promo_already_redeemed');
    expect(again.error?.message).toBe('Vous avez déjà utilisé ce code promo');
    expect(await state(user.id, promo.id)).toEqual(before);
    expect(before).toMatchObject({ balance: 25, uses: 1, redemptions: 1 });
  });

  it('refuses an unknown, empty or null code as promo_invalid', async () => {
    const user = await createUser(product);
    const before = await state(user.id, null);
    for (const code of ['NOPE-' + randomUUID().slice(0, 6), '', null]) {
      const res = await redeem(user, code);
      expectPromoRefusal(res, 'promo_invalid');
      expect(res.error?.message).toBe('Code promo invalide');
    }
    expect(await state(user.id, null)).toEqual(before);
  });

  it('refuses an inactive code as promo_invalid, and accepts it once reactivated', async () => {
    const promo = await createPromo({ code: uniqueCode('PAUSE') });
    const off = await admin.client.rpc('set_promo_code_active', { promo_code_id: promo.id, active: false });
    expect(off.error).toBeNull();
    const user = await createUser(product);
    const before = await state(user.id, promo.id);
    expectPromoRefusal(await redeem(user, promo.code), 'promo_invalid');
    expect(await state(user.id, promo.id)).toEqual(before);

    await admin.client.rpc('set_promo_code_active', { promo_code_id: promo.id, active: true });
    expect((await redeem(user, promo.code)).data).toMatchObject({ success: true, remaining_credits: 30 });
  });

  it('refuses an expired code as promo_expired', async () => {
    const promo = await createPromo({ code: uniqueCode('OLD'), expires_in_days: 1 });
    const early = await createUser(product);
    expect((await redeem(early, promo.code)).error).toBeNull();

    await product.sql(
      "update public.promo_codes set expires_at = now() - interval '1 minute' where id = $1",
      [promo.id],
    );
    const late = await createUser(product);
    const before = await state(late.id, promo.id);
    const res = await redeem(late, promo.code);
    expectPromoRefusal(res, 'promo_expired');
    expect(res.error?.message).toBe('Ce code promo a expiré');
    expect(await state(late.id, promo.id)).toEqual(before);
    expect(before.uses).toBe(1);
  });

  it('refuses a code whose max_uses is reached as promo_exhausted', async () => {
    const promo = await createPromo({ code: uniqueCode('TWO'), max_uses: 2, extra_requests: 3 });
    const [first, second, third] = [
      await createUser(product),
      await createUser(product),
      await createUser(product),
    ];
    expect((await redeem(first, promo.code)).data).toMatchObject({ success: true, remaining_credits: 23 });
    expect((await redeem(second, promo.code)).data).toMatchObject({ success: true, remaining_credits: 23 });
    const before = await state(third.id, promo.id);
    const res = await redeem(third, promo.code);
    expectPromoRefusal(res, 'promo_exhausted');
    expect(await state(third.id, promo.id)).toEqual(before);
    expect(before.uses).toBe(2);
    const status = await third.client.rpc('get_user_credit_status');
    expect(status.data).toMatchObject({ remaining_requests: 20 });
  });

  it('concurrent redemptions of a code with max_uses 3: exactly 3 succeed', async () => {
    const promo = await createPromo({ code: uniqueCode('RUSH'), max_uses: 3, extra_requests: 4 });
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(product)));
    const results = await Promise.all(users.map((user) => redeem(user, promo.code)));
    const winners = users.filter((_, i) => results[i]!.error === null);
    expect(winners).toHaveLength(3);
    for (const res of results.filter((r) => r.error !== null)) expectPromoRefusal(res, 'promo_exhausted');
    expect((await promoRow(promo.id)).current_uses).toBe(3);

    const [counts] = await product.sql<{ redemptions: number; ledger: number }>(
      `select (select count(*)::int from public.promo_redemptions where promo_code_id = $1) as redemptions,
              (select count(*)::int from public.credit_transactions
                where transaction_type = 'promo' and description = 'Code promo ' || $2) as ledger`,
      [promo.id, promo.code],
    );
    expect(counts).toEqual({ redemptions: 3, ledger: 3 });
    for (const user of users) {
      const balance = await state(user.id, promo.id);
      expect(balance.balance).toBe(winners.includes(user) ? 24 : 20);
    }
  });

  it('concurrent redemptions of one code by the same user: exactly one succeeds', async () => {
    const promo = await createPromo({ code: uniqueCode('TWICE'), extra_requests: 6 });
    const user = await createUser(product);
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(user, promo.code)));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const res of results.filter((r) => r.error !== null))
      expectPromoRefusal(res, 'promo_already_redeemed');
    expect(await state(user.id, promo.id)).toMatchObject({ balance: 26, uses: 1, redemptions: 1 });
  });

  it('limits guessing: after 5 refused codes in 15 minutes, even a good code waits, with when to retry', async () => {
    const promo = await createPromo({ code: uniqueCode('GUESS'), extra_requests: 5 });
    const user = await createUser(product);
    for (let i = 0; i < 5; i++) {
      const res = await redeem(user, `NOPE-${i}`);
      // The message people need for a wrong code stays.
      expectPromoRefusal(res, 'promo_invalid');
      expect(res.error?.message).toBe('Code promo invalide');
    }
    const before = await state(user.id, promo.id);
    const blocked = await redeem(user, promo.code);
    expect(blocked.data).toBeNull();
    expect(blocked.status).toBe(429);
    expect(blocked.error).toMatchObject({
      code: 'PT429',
      details: 'promo_rate_limited',
      message: 'Trop de codes promo refusés. Réessayez dans 15 minutes.',
    });
    expect(Number(blocked.error?.hint)).toBeGreaterThan(14 * 60);
    expect(Number(blocked.error?.hint)).toBeLessThanOrEqual(15 * 60);
    expect(await state(user.id, promo.id)).toEqual(before);

    // Another user is not affected.
    const other = await createUser(product);
    expect((await redeem(other, promo.code)).data).toMatchObject({ success: true });

    // Fifteen minutes later the user may try again.
    await product.sql(
      "update private.promo_attempts set attempted_at = attempted_at - interval '15 minutes' where user_id = $1",
      [user.id],
    );
    expect((await redeem(user, promo.code)).data).toMatchObject({ success: true, remaining_credits: 25 });
  });

  it('anon cannot redeem', async () => {
    const promo = await createPromo({ code: uniqueCode('ANON') });
    const res = await product.anon.rpc('redeem_promo_code', { code: promo.code });
    expect(res.data).toBeNull();
    expect(res.status).toBe(401);
    expect(res.error).not.toBeNull();
    expect((await promoRow(promo.id)).current_uses).toBe(0);
    const [row] = await product.sql<{ n: number }>(
      'select count(*)::int as n from public.promo_redemptions where promo_code_id = $1',
      [promo.id],
    );
    expect(row!.n).toBe(0);
  });

  it('users cannot read the promo codes themselves', async () => {
    await createPromo({ code: uniqueCode('HIDDEN') });
    const user = await createUser(product);
    const { data, error } = await user.client.from('promo_codes').select('code');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
