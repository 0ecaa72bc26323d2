/**
 * The back-office benchmark's data: 10,000 users (as the sign-up trigger makes them, set-based) and
 * 100,000 ledger rows, analysed. Shared by `npm run bench:admin` and its EXPLAIN mode.
 */
import type { Db } from '../db/database.ts';

export async function seedAdminBench(db: Db, users = 10_000, ledgerRows = 100_000) {
  // Set-based seeding: the sign-up trigger's work (profile, settings, balance, welcome ledger row)
  // done for all users at once; row by row it took 17 minutes on a loaded machine.
  await db.query('alter table auth.users disable trigger on_auth_user_created');
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, created_at)
     select gen_random_uuid(), 'bench-' || g || '@example.test', now(),
       jsonb_build_object('name', 'Utilisateur ' || g), now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [users],
  );
  await db.query('alter table auth.users enable trigger on_auth_user_created');
  await db.query(
    `insert into public.profiles (id, email, nom, full_name, created_at)
     select id, email, raw_user_meta_data ->> 'name', raw_user_meta_data ->> 'name', created_at from auth.users`,
  );
  await db.query(
    `insert into public.user_credit_balances (user_id, allowance_remaining, allowance_total, allowance_key, allowance_period_start)
     select p.id, 20 - (p.n % 3), 20, 'gratuit', date_trunc('day', now())
     from (select id, row_number() over () as n from public.profiles) p`,
  );
  // One welcome row per user, then grants spread over everyone: 100,000 ledger rows.
  await db.query(
    `insert into public.credit_transactions (user_id, transaction_type, credits_amount, balance_after, description, created_at)
     select id, 'other', 20, 20, 'Crédits gratuits de bienvenue', created_at from public.profiles`,
  );
  await db.query(
    `insert into public.credit_transactions (user_id, transaction_type, credits_amount, description, created_at)
     select p.id, 'admin_grant', 1, 'Bench', now() - make_interval(secs => g)
     from generate_series(1, $1::int) g
     join (select id, row_number() over () as n from public.profiles) p on p.n = 1 + g % $2`,
    [ledgerRows - users, users],
  );
  // One user in 20 on a paid plan in force, one in 50 on a paid plan that ended.
  await db.query(
    `insert into public.user_subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
     select p.id, 'decouverte', case when p.n % 20 = 0 then 'active' else 'canceled' end,
       now() - interval '40 days', case when p.n % 20 = 0 then now() + interval '20 days' else now() - interval '10 days' end
     from (select id, row_number() over () as n from public.profiles) p
     where (p.n % 20 = 0 or p.n % 50 = 1) and exists (select 1 from public.subscription_plans where id = 'decouverte')`,
  );
  await db.query('analyze');
}
