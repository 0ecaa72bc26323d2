-- Billing (issue 25): the payments Stripe collected, so revenue and the subscription history are
-- real figures, and the Checkout sessions that gave their subscription to an account (the
-- account created or logged into after a visitor's payment, decision 2) — each session once.

-- ---------------------------------------------------------------------------------------
-- payments: one row per Stripe invoice with an amount, written by the billing webhook
-- ---------------------------------------------------------------------------------------
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- Null while a visitor's payment is not claimed by an account yet (and after the account is deleted).
  user_id uuid references auth.users (id) on delete set null,
  stripe_invoice_id text not null unique check (stripe_invoice_id like 'in_%'),
  stripe_customer_id text,
  stripe_subscription_id text,
  plan_id text references public.subscription_plans (id),
  billing_cycle text check (billing_cycle in ('monthly', 'yearly')),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'eur',
  status text not null check (status in ('paid', 'failed')),
  period_start timestamptz,
  period_end timestamptz,
  paid_at timestamptz,
  -- Whether the amount was added to profiles.lifetime_value (the admin revenue figures), once.
  counted_in_lifetime_value boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_user_idx on public.payments (user_id, created_at desc);
create index payments_customer_idx on public.payments (stripe_customer_id);
create trigger payments_touched before update on public.payments
  for each row execute function private.touch_updated_at();

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
create policy "Users read their own payments" on public.payments
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every payment" on public.payments
  for select to authenticated using ((select public.is_admin()));

-- Adds the paid, owned, not yet counted payments of a user to their lifetime value.
create function private.count_payments_in_lifetime_value(p_user uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  total bigint;
begin
  with counted as (
    update public.payments set counted_in_lifetime_value = true
      where user_id = p_user and status = 'paid' and not counted_in_lifetime_value
      returning amount_cents)
  select coalesce(sum(amount_cents), 0) into total from counted;
  if total > 0 then
    update public.profiles set lifetime_value = lifetime_value + total / 100.0 where id = p_user;
  end if;
end;
$$;

-- The webhook's record of an invoice: a failed attempt, then paid once the card works. A paid
-- invoice never goes back to failed (deliveries arrive in any order).
create function public.record_stripe_payment(invoice_id text, target_user_id uuid, customer_id text,
  subscription_id text, plan_id text, billing_cycle text, amount_cents integer, currency text,
  status text, period_start timestamptz, period_end timestamptz, paid_at timestamptz)
returns public.payments
language plpgsql security definer set search_path = '' as $$
declare
  saved public.payments;
begin
  if status not in ('paid', 'failed') then
    raise exception 'Statut de paiement inconnu : %', status using errcode = '22023';
  end if;
  insert into public.payments as p (user_id, stripe_invoice_id, stripe_customer_id,
    stripe_subscription_id, plan_id, billing_cycle, amount_cents, currency, status, period_start,
    period_end, paid_at)
  values (target_user_id, invoice_id, customer_id, subscription_id, plan_id, billing_cycle,
    amount_cents, lower(coalesce(currency, 'eur')), status, period_start, period_end, paid_at)
  on conflict (stripe_invoice_id) do update set
    user_id = coalesce(p.user_id, excluded.user_id),
    status = case when p.status = 'paid' then 'paid' else excluded.status end,
    paid_at = coalesce(p.paid_at, excluded.paid_at),
    amount_cents = case when p.status = 'paid' then p.amount_cents else excluded.amount_cents end
  returning * into saved;
  if saved.user_id is not null then
    perform private.count_payments_in_lifetime_value(saved.user_id);
  end if;
  select * into saved from public.payments where id = saved.id;
  return saved;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- checkout_claims: a paid Checkout session gives its subscription to one account, once
-- ---------------------------------------------------------------------------------------
create table public.checkout_claims (
  session_id text primary key check (session_id like 'cs_%'),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text,
  stripe_subscription_id text,
  claimed_at timestamptz not null default now()
);
create index checkout_claims_customer_idx on public.checkout_claims (stripe_customer_id);
alter table public.checkout_claims enable row level security;
-- Only the service role (the claim function) reads and writes it.
revoke all on table public.checkout_claims from anon, authenticated;

-- True when this call claimed the session; false when it was claimed before (by anyone). The
-- session's earlier payments become the user's.
create function public.claim_checkout_session(session_id text, target_user_id uuid,
  customer_id text, subscription_id text)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  claimed text;
begin
  insert into public.checkout_claims (session_id, user_id, stripe_customer_id, stripe_subscription_id)
  values (claim_checkout_session.session_id, target_user_id, customer_id, subscription_id)
  on conflict do nothing
  returning checkout_claims.session_id into claimed;
  if claimed is null then
    return false;
  end if;
  update public.payments set user_id = target_user_id
    where stripe_customer_id = customer_id and user_id is null;
  perform private.count_payments_in_lifetime_value(target_user_id);
  return true;
end;
$$;

revoke all on all functions in schema private from public;
revoke execute on function
  public.record_stripe_payment(text, uuid, text, text, text, text, integer, text, text, timestamptz, timestamptz, timestamptz),
  public.claim_checkout_session(text, uuid, text, text)
  from public, anon, authenticated;
grant execute on function
  public.record_stripe_payment(text, uuid, text, text, text, text, integer, text, text, timestamptz, timestamptz, timestamptz),
  public.claim_checkout_session(text, uuid, text, text)
  to service_role;
