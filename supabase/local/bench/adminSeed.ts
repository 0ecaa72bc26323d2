/**
 * The back-office benchmark's data: 10,000 users and 100,000 ledger rows, one set-based statement
 * per table, analysed. Shared by `npm run bench:admin` and its EXPLAIN mode.
 *
 * Realistic on what the lists search, filter and sort: French first and last names (accents
 * included, 1,600 pairs so a name search finds a handful and a last name a few hundred), emails
 * made from them on a few domains, sign-ups spread over two years, one in five unverified, a few
 * paid plans in force or ended, credits used unevenly, and a ledger skewed towards the active users
 * (mostly message charges, some grants, promos and purchases).
 *
 * Written with row triggers off (session_replication_role = replica, this transaction only): the
 * seed writes what the sign-up trigger would have (profile, balance, welcome row), and the
 * per-row triggers (the profile's time-zone check, the local Realtime capture) made it take 17 to
 * 25 minutes on a loaded machine; now it takes seconds. Check constraints and indexes still apply.
 */
import type { Db } from '../db/database.ts';

const firstNames =
  'Camille Léa Manon Chloé Emma Inès Jade Louise Zoé Élodie Hélène Sophie Nathalie Isabelle Aurélie Céline Margaux Anaïs Juliette Noémie Lucas Hugo Louis Gabriel Arthur Jules Théo Nathan Raphaël Maël Thomas Nicolas Julien Sébastien Antoine Mathieu François Jérôme Benoît Olivier'.split(
    ' ',
  );
const lastNames =
  'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefèvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefebvre Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc Guérin Müller Henry Roussel Nicolas'.split(
    ' ',
  );
const domains = ['example.com', 'example.fr', 'example.org', 'example.net', 'example.test'];

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

export async function seedAdminBench(db: Db, users = 10_000, ledgerRows = 100_000) {
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query('select setseed(0.28)');
    // Person g: first name g mod 40, last name (g / 40) mod 40; about 3 % gave no name.
    await tx.query(
      `create temp table bench_people on commit drop as
       select g, gen_random_uuid() as id, f.name as first_name, l.name as last_name,
         case when g % 37 = 0 then null else f.name || ' ' || l.name end as full_name,
         translate(lower(f.name || '.' || l.name), 'éèêëàâäîïôöùûüç', 'eeeeaaaiioouuuc') || '.' || g
           || '@' || (${sqlArray(domains)})[1 + g % ${domains.length}] as email,
         now() - make_interval(mins => g * 97 + (random() * 60)::int) as created_at,
         g % 5 <> 0 as verified,
         random() as activity
       from generate_series(1, $1::int) g
       cross join lateral (select (${sqlArray(firstNames)})[1 + g % ${firstNames.length}] as name) f
       cross join lateral (select (${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}] as name) l`,
      [users],
    );
    await tx.query(
      `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, created_at, last_sign_in_at)
       select id, email, case when verified then created_at + interval '5 minutes' end,
         case when full_name is null then '{}'::jsonb else jsonb_build_object('name', full_name) end, created_at,
         case when activity > 0.3 then created_at + (now() - created_at) * activity end
       from bench_people`,
    );
    await tx.query(
      `insert into public.profiles (id, email, nom, full_name, account_verified, created_at, last_sign_in_at, last_activity_at)
       select id, email, coalesce(full_name, ''), full_name, verified, created_at,
         case when activity > 0.3 then created_at + (now() - created_at) * activity end,
         case when activity > 0.4 then created_at + (now() - created_at) * activity end
       from bench_people`,
    );
    await tx.query('insert into public.settings (user_id) select id from bench_people');
    // Free plan: 20 a day; two in five used some today, a few all of them; one in ten has bonus credits.
    await tx.query(
      `insert into public.user_credit_balances (user_id, allowance_remaining, allowance_total, bonus_credits, allowance_key, allowance_period_start)
       select id, case when activity > 0.6 then (20 * (1 - activity) * 2)::int else 20 end, 20,
         case when g % 10 = 3 then 100 else 0 end, 'gratuit', date_trunc('day', now())
       from bench_people`,
    );
    // One in 20 on a paid plan in force (one in five of those yearly), one in 50 on a plan that ended.
    await tx.query(
      `insert into public.user_subscriptions (user_id, plan_id, status, billing_cycle, current_period_start, current_period_end)
       select p.id, plan.id, case when p.g % 20 = 0 then 'active' else 'canceled' end,
         case when p.g % 100 = 0 then 'yearly' else 'monthly' end, now() - interval '40 days',
         case when p.g % 20 = 0 then now() + interval '20 days' else now() - interval '10 days' end
       from bench_people p
       join public.subscription_plans plan
         on plan.id = (array['decouverte', 'equilibre', 'intensif'])[1 + p.g % 3]
       where p.g % 20 = 0 or p.g % 50 = 1`,
    );
    // The welcome row of each sign-up, then the rest of the ledger: the user drawn with a skew
    // (a few heavy users, a long tail), 85 % message charges, then grants, promos and purchases.
    await tx.query(
      `insert into public.credit_transactions (user_id, transaction_type, credits_amount, balance_after, description, created_at)
       select id, 'other', 20, 20, 'Crédits gratuits de bienvenue', created_at from bench_people`,
    );
    await tx.query(
      `create temp table bench_index on commit drop as
       select g, id, created_at from bench_people`,
    );
    await tx.query('create index on bench_index (g)');
    await tx.query(
      `insert into public.credit_transactions (user_id, transaction_type, credits_amount, balance_after,
         description, message_id, character_name, created_at)
       select p.id, kind.type, kind.amount, (random() * 20)::int, kind.description,
         case when kind.type = 'usage' then gen_random_uuid() end,
         case when kind.type = 'usage' then (array['emma', 'louis'])[1 + (r.pick * 1000)::int % 2] end,
         p.created_at + (now() - p.created_at) * r.at
       from (select g, random() as pick, random() as kind, random() as at,
               1 + floor($2::int * power(random(), 3))::int as person
             from generate_series(1, $1::int) g) r
       join bench_index p on p.g = r.person
       cross join lateral (select case
           when r.kind < 0.85 then 'usage' when r.kind < 0.92 then 'admin_grant'
           when r.kind < 0.97 then 'promo' else 'purchase' end as type) t
       cross join lateral (select t.type,
           case t.type when 'usage' then -1 when 'admin_grant' then 100 when 'promo' then 50 else 200 end as amount,
           case t.type when 'usage' then 'Message' when 'admin_grant' then 'Crédits accordés par admin'
             when 'promo' then 'Code promo BIENVENUE' else 'Achat de crédits' end as description) kind`,
      [ledgerRows - users, users],
    );
  });
  await db.query('analyze');
}
