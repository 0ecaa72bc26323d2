-- Plans, subscriptions, the credit balance (the single truth for credits) and its ledger,
-- and the rules that spend and refill credits.
--
-- A balance has two buckets:
--   * the allowance of the current period (free: 20 a day, reset at the user's local midnight;
--     Découverte 100 and Équilibre 1000 a month, counted from the subscription's anchor, even on
--     yearly billing; a trial: 20 for the whole trial; Intensif: unlimited);
--   * bonus credits (admin grants, promo codes, refunds), which never expire.
-- Spending takes the allowance first. Every change of either bucket is a signed ledger row in
-- credit_transactions, so the ledger always sums to the balance.

-- ---------------------------------------------------------------------------------------
-- subscription_plans (seeded by seed.sql; admins may set the Stripe ids)
-- ---------------------------------------------------------------------------------------
create table public.subscription_plans (
  id text primary key check (id in ('gratuit', 'decouverte', 'equilibre', 'intensif')),
  name text not null,
  description text not null default '',
  price_monthly numeric(8, 2) not null check (price_monthly >= 0),
  -- 20 % off a year of months, rounded to the euro.
  price_yearly numeric(8, 2) generated always as (round(price_monthly * 12 * 0.8)) stored,
  currency text not null default 'EUR',
  credits_included integer not null check (credits_included = -1 or credits_included >= 0),
  credits_period text not null check (credits_period in ('day', 'month')),
  features jsonb not null default '[]' check (jsonb_typeof(features) = 'array'),
  stripe_product_id text,
  stripe_price_id_monthly text unique,
  stripe_price_id_yearly text unique,
  is_popular boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.subscription_plans.credits_included is '-1 means unlimited.';
create trigger subscription_plans_touched before update on public.subscription_plans
  for each row execute function private.touch_updated_at();

alter table public.subscription_plans enable row level security;
revoke all on table public.subscription_plans from anon, authenticated;
grant select on table public.subscription_plans to anon, authenticated;
grant update (stripe_product_id, stripe_price_id_monthly, stripe_price_id_yearly, is_active)
  on table public.subscription_plans to authenticated;
create policy "Everyone reads the active plans" on public.subscription_plans
  for select to anon, authenticated using (is_active);
create policy "Admins read every plan" on public.subscription_plans
  for select to authenticated using ((select public.is_admin()));
create policy "Admins configure plans" on public.subscription_plans
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- user_subscriptions (one row per user, written from Stripe webhooks or by an admin)
-- ---------------------------------------------------------------------------------------
create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  plan_id text not null references public.subscription_plans (id),
  status text not null check (status in (
    'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
  billing_cycle text not null default 'monthly' check (billing_cycle in ('monthly', 'yearly')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null check (current_period_end > current_period_start),
  cancel_at_period_end boolean not null default false,
  stripe_customer_id text,
  stripe_subscription_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_subscriptions_customer_idx on public.user_subscriptions (stripe_customer_id);
create trigger user_subscriptions_touched before update on public.user_subscriptions
  for each row execute function private.touch_updated_at();

alter table public.user_subscriptions enable row level security;
revoke all on table public.user_subscriptions from anon, authenticated;
grant select on table public.user_subscriptions to authenticated;
create policy "Users read their own subscription" on public.user_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every subscription" on public.user_subscriptions
  for select to authenticated using ((select public.is_admin()));

-- Stripe events already processed: the billing webhook handles each event id once.
create table public.stripe_events (
  id text primary key check (id like 'evt_%'),
  type text not null,
  payload jsonb not null default '{}',
  processed_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;
-- Only the service role (which bypasses RLS) reads and writes it.
revoke all on table public.stripe_events from anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- user_credit_balances (the single truth for credits)
-- ---------------------------------------------------------------------------------------
create table public.user_credit_balances (
  user_id uuid primary key references auth.users (id) on delete cascade,
  allowance_remaining integer not null check (allowance_remaining >= 0),
  allowance_total integer not null check (allowance_total >= 0),
  bonus_credits integer not null default 0 check (bonus_credits >= 0),
  -- Which allowance the numbers above belong to: a plan id or 'trial', and its period start.
  allowance_key text not null,
  allowance_period_start timestamptz not null,
  credits_remaining integer generated always as (allowance_remaining + bonus_credits) stored,
  updated_at timestamptz not null default now()
);
create trigger user_credit_balances_touched before update on public.user_credit_balances
  for each row execute function private.touch_updated_at();

alter table public.user_credit_balances enable row level security;
revoke all on table public.user_credit_balances from anon, authenticated;
grant select on table public.user_credit_balances to authenticated;
create policy "Users read their own balance" on public.user_credit_balances
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every balance" on public.user_credit_balances
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- credit_transactions (the signed ledger)
-- ---------------------------------------------------------------------------------------
create table public.credit_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  transaction_type text not null check (transaction_type in (
    'purchase', 'subscription', 'admin_grant', 'usage', 'refund', 'promo', 'trial', 'other')),
  credits_amount integer not null,
  -- Spendable credits right after this row (null on unlimited plans).
  balance_after integer,
  description text not null default '' check (char_length(description) <= 500),
  message_id uuid,
  character_name text check (character_name in ('emma', 'louis')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((transaction_type in ('usage', 'refund')) = (message_id is not null))
);
create index credit_transactions_user_idx on public.credit_transactions (user_id, created_at desc);
create index credit_transactions_created_idx on public.credit_transactions (created_at desc);
-- One charge and at most one refund per chat message: the idempotency keys.
create unique index credit_transactions_usage_key on public.credit_transactions (message_id)
  where transaction_type = 'usage';
create unique index credit_transactions_refund_key on public.credit_transactions (message_id)
  where transaction_type = 'refund';

alter table public.credit_transactions enable row level security;
revoke all on table public.credit_transactions from anon, authenticated;
grant select on table public.credit_transactions to authenticated;
create policy "Users read their own transactions" on public.credit_transactions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every transaction" on public.credit_transactions
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- The allowance rule
-- ---------------------------------------------------------------------------------------

-- The subscription that currently entitles the user to a paid plan, if any. Stripe keeps
-- renewing its subscriptions by webhook (a short grace after the period end covers a late one);
-- a plan set by an admin, without Stripe, ends with its period.
create function private.entitling_subscription(p_user uuid, p_at timestamptz)
returns public.user_subscriptions
language sql stable security definer set search_path = '' as $$
  select s.* from public.user_subscriptions s
  where s.user_id = p_user
    and s.status in ('active', 'trialing', 'past_due')
    and s.plan_id <> 'gratuit'
    and p_at < s.current_period_end + case when s.stripe_subscription_id is null
      then interval '0' else interval '3 days' end
$$;

-- The allowance that applies at `p_at`: its key (a plan id or 'trial'), its size (-1 =
-- unlimited) and the start of its current period.
create function private.allowance_at(p_user uuid, p_at timestamptz,
  out key text, out credits integer, out period_start timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  sub public.user_subscriptions := private.entitling_subscription(p_user, p_at);
  plan public.subscription_plans;
  zone text;
  months integer;
begin
  if sub.id is not null and sub.status = 'trialing' then
    key := 'trial';
    credits := 20;
    period_start := sub.current_period_start;
    return;
  end if;
  if sub.id is not null then
    select * into plan from public.subscription_plans where id = sub.plan_id;
    key := plan.id;
    credits := plan.credits_included;
    -- Monthly allowances are counted from the subscription's anchor, also on yearly billing.
    months := greatest(0, (extract(year from age(p_at, sub.current_period_start)) * 12
      + extract(month from age(p_at, sub.current_period_start)))::integer);
    period_start := sub.current_period_start + make_interval(months => months);
    return;
  end if;
  select timezone into zone from public.profiles where id = p_user;
  key := 'gratuit';
  select credits_included into credits from public.subscription_plans where id = 'gratuit';
  credits := coalesce(credits, 20);
  -- Today's date in the user's zone, written as midnight UTC of that date: days then only move
  -- forward, so changing one's time zone can never start the same day twice.
  period_start := ((p_at at time zone coalesce(zone, 'Europe/Paris'))::date)::timestamp at time zone 'UTC';
end;
$$;

-- A refill is due when the allowance changed (plan, trial) or its period moved forward.
create function private.refill_due(b public.user_credit_balances, p_key text, p_period_start timestamptz)
returns boolean
language sql immutable set search_path = '' as $$
  select p_key <> b.allowance_key or p_period_start > b.allowance_period_start
$$;

-- When the allowance's next refill is due (null for unlimited plans and trials).
create function private.next_refill_at(p_user uuid, p_key text, p_period_start timestamptz)
returns timestamptz
language sql stable security definer set search_path = '' as $$
  select case
    when p_key = 'trial' then null
    when p_key = 'gratuit' then
      ((p_period_start at time zone 'UTC')::date + 1)::timestamp at time zone zone
    when (select credits_included from public.subscription_plans where id = p_key) = -1 then null
    else p_period_start + interval '1 month'
  end
  from (select coalesce((select timezone from public.profiles where id = p_user), 'Europe/Paris') as zone) z
$$;

create function private.refill_description(p_key text) returns text
language sql immutable set search_path = '' as $$
  select case p_key
    when 'gratuit' then 'Crédits quotidiens du plan Gratuit'
    when 'trial' then 'Crédits de la période d''essai'
    when 'decouverte' then 'Crédits mensuels du plan Découverte'
    when 'equilibre' then 'Crédits mensuels du plan Équilibre'
    when 'intensif' then 'Plan Intensif : messages illimités'
    else 'Crédits du plan'
  end
$$;

-- Locks the user's balance and brings its allowance up to date (a new day, month, plan or
-- trial), writing the change as a ledger row. Returns the locked, current balance.
create function private.lock_current_balance(p_user uuid, p_at timestamptz)
returns public.user_credit_balances
language plpgsql security definer set search_path = '' as $$
declare
  b public.user_credit_balances;
  rule record;
  fresh integer;
  previous integer;
begin
  -- The row lock serialises everything that changes one user's credits.
  select * into b from public.user_credit_balances where user_id = p_user for update;
  if not found then
    raise exception 'Aucun solde de crédits pour cet utilisateur' using errcode = 'P0002';
  end if;
  rule := private.allowance_at(p_user, p_at);
  if not private.refill_due(b, rule.key, rule.period_start) then
    return b;
  end if;
  fresh := greatest(rule.credits, 0);
  previous := b.allowance_remaining;
  update public.user_credit_balances
    set allowance_remaining = fresh, allowance_total = fresh,
        allowance_key = rule.key, allowance_period_start = rule.period_start
    where user_id = p_user
    returning * into b;
  if fresh <> previous then
    insert into public.credit_transactions (user_id, transaction_type, credits_amount, balance_after, description)
    values (p_user,
      case rule.key when 'gratuit' then 'other' when 'trial' then 'trial' else 'subscription' end,
      fresh - previous,
      case when rule.credits = -1 then null else b.credits_remaining end,
      private.refill_description(rule.key));
  end if;
  return b;
end;
$$;

create function private.require_user() returns uuid
language plpgsql stable set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Utilisateur non connecté' using errcode = 'PT401';
  end if;
  return auth.uid();
end;
$$;

-- Adds (or, negative, removes) credits as a ledger row of the given type. Additions go to the
-- bonus bucket, which never expires; removals take bonus credits first and never go below zero.
create function private.add_credits(p_user uuid, p_amount integer, p_type text, p_description text,
  p_by uuid, p_at timestamptz)
returns public.user_credit_balances
language plpgsql security definer set search_path = '' as $$
declare
  b public.user_credit_balances := private.lock_current_balance(p_user, p_at);
  from_bonus integer;
begin
  if p_amount = 0 then
    raise exception 'Le nombre de crédits doit être différent de zéro' using errcode = '22023';
  end if;
  if -p_amount > b.credits_remaining then
    raise exception 'Solde insuffisant : % crédits disponibles', b.credits_remaining using errcode = '22023';
  end if;
  from_bonus := case when p_amount > 0 then p_amount else -least(-p_amount, b.bonus_credits) end;
  update public.user_credit_balances
    set bonus_credits = bonus_credits + from_bonus,
        allowance_remaining = allowance_remaining + (p_amount - from_bonus)
    where user_id = p_user
    returning * into b;
  insert into public.credit_transactions
    (user_id, transaction_type, credits_amount, balance_after, description, created_by)
  values (p_user, p_type, p_amount, b.credits_remaining, left(p_description, 500), p_by);
  return b;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Credit status (the user stats of the spec), computed without writing: a refill that is due
-- shows at once, and is written by the next change.
-- ---------------------------------------------------------------------------------------
create function private.credit_status(p_user uuid, p_at timestamptz) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  b public.user_credit_balances;
  prof public.profiles;
  sub public.user_subscriptions := private.entitling_subscription(p_user, p_at);
  rule record := private.allowance_at(p_user, p_at);
  plan public.subscription_plans;
  allowance integer;
  allowance_total integer;
  unlimited boolean := rule.credits = -1;
  remaining integer;
  total integer;
begin
  select * into b from public.user_credit_balances where user_id = p_user;
  if not found then
    raise exception 'Aucun solde de crédits pour cet utilisateur' using errcode = 'P0002';
  end if;
  select * into prof from public.profiles where id = p_user;
  select * into plan from public.subscription_plans where id = coalesce(sub.plan_id, 'gratuit');
  if private.refill_due(b, rule.key, rule.period_start) then
    allowance := greatest(rule.credits, 0);
    allowance_total := allowance;
  else
    allowance := b.allowance_remaining;
    allowance_total := b.allowance_total;
  end if;
  remaining := case when unlimited then -1 else allowance + b.bonus_credits end;
  total := case when unlimited then -1 else allowance_total + b.bonus_credits end;
  return jsonb_build_object(
    'id', p_user,
    'nom', prof.nom,
    'account_verified', coalesce(prof.account_verified, false),
    'selected_character_id', prof.selected_character_id,
    'remaining_requests', remaining,
    'total_requests', total,
    'free_requests_used', allowance_total - allowance,
    'free_requests_limit', allowance_total,
    'is_subscriber', sub.id is not null,
    'subscription_tier', plan.id,
    'has_unlimited', unlimited,
    'plan_display_name', plan.name,
    'credits_remaining', remaining,
    'credits_total', total,
    'credits_used', allowance_total - allowance,
    'bonus_credits', b.bonus_credits,
    'is_trial', rule.key = 'trial',
    'next_refill_at', private.next_refill_at(p_user, rule.key, rule.period_start),
    'next_billing_date', sub.current_period_end,
    'billing_cycle', sub.billing_cycle,
    'cancel_at_period_end', coalesce(sub.cancel_at_period_end, false),
    'subscribed', sub.id is not null,
    'status', coalesce(sub.status, 'free'));
end;
$$;

create function public.get_user_credit_status() returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.credit_status(private.require_user(), now())
$$;

-- ---------------------------------------------------------------------------------------
-- consume_credit / refund_credit
-- ---------------------------------------------------------------------------------------
create function private.consume_credit_for(p_user uuid, p_message_id uuid, p_character text,
  p_at timestamptz)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  b public.user_credit_balances;
  prior public.credit_transactions;
  rule record;
  tier text;
  from_allowance integer;
begin
  if p_message_id is null then
    raise exception 'message_id est requis' using errcode = '22023';
  end if;
  if p_character is not null and p_character not in ('emma', 'louis') then
    raise exception 'Personnage inconnu : %', p_character using errcode = '22023';
  end if;
  b := private.lock_current_balance(p_user, p_at);
  tier := coalesce((private.entitling_subscription(p_user, p_at)).plan_id, 'gratuit');

  -- A replay of a message id returns the first answer and charges nothing.
  select * into prior from public.credit_transactions
    where message_id = p_message_id and transaction_type = 'usage';
  if found then
    if prior.user_id <> p_user then
      raise exception 'Identifiant de message déjà utilisé' using errcode = '23505';
    end if;
    return jsonb_build_object('success', true, 'replay', true,
      'unlimited', prior.balance_after is null,
      'remaining_credits', coalesce(prior.balance_after, -1), 'subscription_tier', tier);
  end if;

  rule := private.allowance_at(p_user, p_at);
  if rule.credits = -1 then
    insert into public.credit_transactions
      (user_id, transaction_type, credits_amount, balance_after, description, message_id, character_name)
    values (p_user, 'usage', 0, null, 'Message (plan illimité)', p_message_id, p_character);
    return jsonb_build_object('success', true, 'replay', false, 'unlimited', true,
      'remaining_credits', -1, 'subscription_tier', tier);
  end if;

  if b.credits_remaining <= 0 then
    -- PT402: PostgREST answers HTTP 402, which the app maps to the paywall.
    raise exception 'Crédits épuisés' using errcode = 'PT402', detail = 'no_credits',
      hint = 'Choisissez un plan ou attendez le renouvellement de vos crédits.';
  end if;
  from_allowance := case when b.allowance_remaining > 0 then 1 else 0 end;
  update public.user_credit_balances
    set allowance_remaining = allowance_remaining - from_allowance,
        bonus_credits = bonus_credits - (1 - from_allowance)
    where user_id = p_user
    returning * into b;
  insert into public.credit_transactions
    (user_id, transaction_type, credits_amount, balance_after, description, message_id, character_name)
  values (p_user, 'usage', -1, b.credits_remaining, 'Message', p_message_id, p_character);
  return jsonb_build_object('success', true, 'replay', false, 'unlimited', false,
    'remaining_credits', b.credits_remaining, 'subscription_tier', tier);
end;
$$;

create function public.consume_credit(message_id uuid, character_name text default null) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.consume_credit_for(private.require_user(), consume_credit.message_id,
    consume_credit.character_name, now())
$$;

create function private.refund_credit_for(p_message_id uuid, p_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  charge public.credit_transactions;
  b public.user_credit_balances;
begin
  select * into charge from public.credit_transactions
    where message_id = p_message_id and transaction_type = 'usage';
  if not found then
    raise exception 'Aucun crédit consommé pour ce message' using errcode = 'P0002';
  end if;
  b := private.lock_current_balance(charge.user_id, p_at);
  if exists (select 1 from public.credit_transactions
             where message_id = p_message_id and transaction_type = 'refund') then
    return jsonb_build_object('success', true, 'refunded', false,
      'remaining_credits', b.credits_remaining);
  end if;
  -- Refunds go to the bonus bucket, so a reset in between cannot swallow them.
  update public.user_credit_balances
    set bonus_credits = bonus_credits - charge.credits_amount
    where user_id = charge.user_id
    returning * into b;
  insert into public.credit_transactions
    (user_id, transaction_type, credits_amount, balance_after, description, message_id, character_name)
  values (charge.user_id, 'refund', -charge.credits_amount, b.credits_remaining,
    'Remboursement : aucune réponse n''a pu être produite', p_message_id, charge.character_name);
  return jsonb_build_object('success', true, 'refunded', true, 'remaining_credits', b.credits_remaining);
end;
$$;

-- Only the server (the chat function, with the service role) refunds: a user who could refund
-- their own messages could chat for free.
create function public.refund_credit(message_id uuid) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.refund_credit_for(refund_credit.message_id, now())
$$;

-- ---------------------------------------------------------------------------------------
-- Subscriptions from Stripe (the billing webhook) or an admin
-- ---------------------------------------------------------------------------------------
create function private.set_subscription(p_user uuid, p_plan text, p_status text, p_cycle text,
  p_start timestamptz, p_end timestamptz, p_cancel_at_period_end boolean, p_customer text,
  p_subscription text, p_at timestamptz)
returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.subscription_plans where id = p_plan) then
    raise exception 'Plan introuvable' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = p_user) then
    raise exception 'Utilisateur introuvable' using errcode = 'P0002';
  end if;
  insert into public.user_subscriptions as s (user_id, plan_id, status, billing_cycle,
    current_period_start, current_period_end, cancel_at_period_end, stripe_customer_id,
    stripe_subscription_id)
  values (p_user, p_plan, p_status, coalesce(p_cycle, 'monthly'), p_start, p_end,
    coalesce(p_cancel_at_period_end, false), p_customer, p_subscription)
  on conflict (user_id) do update set
    plan_id = excluded.plan_id, status = excluded.status, billing_cycle = excluded.billing_cycle,
    current_period_start = excluded.current_period_start,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    stripe_customer_id = coalesce(excluded.stripe_customer_id, s.stripe_customer_id),
    stripe_subscription_id = coalesce(excluded.stripe_subscription_id, s.stripe_subscription_id);
  -- Refills the allowance when the plan, the trial or the period changed.
  perform private.lock_current_balance(p_user, p_at);
  return private.credit_status(p_user, p_at);
end;
$$;

create function public.apply_subscription_state(target_user_id uuid, plan_id text, status text,
  billing_cycle text, current_period_start timestamptz, current_period_end timestamptz,
  cancel_at_period_end boolean default false, stripe_customer_id text default null,
  stripe_subscription_id text default null)
returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.set_subscription(target_user_id, plan_id, status, billing_cycle,
    current_period_start, current_period_end, cancel_at_period_end, stripe_customer_id,
    stripe_subscription_id, now())
$$;

-- ---------------------------------------------------------------------------------------
-- New users: profile, settings and the free allowance, from the sign-up metadata
-- ---------------------------------------------------------------------------------------
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  display_name text := left(btrim(coalesce(meta ->> 'name', meta ->> 'nom', meta ->> 'full_name', '')), 100);
  zone text := meta ->> 'timezone';
  rule record;
begin
  -- Metadata is written by the user: it may name them, never grant them anything.
  if zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = zone) then
    zone := 'Europe/Paris';
  end if;
  insert into public.profiles (id, email, nom, full_name, locale, timezone, last_sign_in_at)
  values (new.id, new.email, display_name, nullif(display_name, ''),
    case when meta ->> 'locale' in ('fr', 'en') then meta ->> 'locale' else 'fr' end,
    zone, new.last_sign_in_at);
  insert into public.settings (user_id) values (new.id) on conflict (user_id) do nothing;
  rule := private.allowance_at(new.id, now());
  insert into public.user_credit_balances
    (user_id, allowance_remaining, allowance_total, allowance_key, allowance_period_start)
  values (new.id, rule.credits, rule.credits, rule.key, rule.period_start);
  insert into public.credit_transactions (user_id, transaction_type, credits_amount, balance_after, description)
  values (new.id, 'other', rule.credits, rule.credits, 'Crédits gratuits de bienvenue');
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.handle_user_updated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email, last_sign_in_at = new.last_sign_in_at
    where id = new.id;
  return new;
end;
$$;
create trigger on_auth_user_updated after update of email, last_sign_in_at on auth.users
  for each row execute function private.handle_user_updated();

-- ---------------------------------------------------------------------------------------
-- Privileges of the functions above
-- ---------------------------------------------------------------------------------------
revoke all on all functions in schema private from public;
revoke execute on function public.get_user_credit_status(), public.consume_credit(uuid, text),
  public.refund_credit(uuid),
  public.apply_subscription_state(uuid, text, text, text, timestamptz, timestamptz, boolean, text, text)
  from public, anon, authenticated;
grant execute on function public.get_user_credit_status(), public.consume_credit(uuid, text)
  to authenticated, service_role;
grant execute on function public.refund_credit(uuid),
  public.apply_subscription_state(uuid, text, text, text, timestamptz, timestamptz, boolean, text, text)
  to service_role;
