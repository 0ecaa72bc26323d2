-- Contact messages (anyone may write; admins read and answer) and promo codes (admins create;
-- users redeem once each through redeem_promo_code).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  subject text not null
    check (subject in ('question', 'support', 'billing', 'bug', 'feedback', 'partnership')),
  message text not null check (char_length(btrim(message)) between 20 and 5000),
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'read', 'replied', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at desc);
create trigger contact_messages_touched before update on public.contact_messages
  for each row execute function private.touch_updated_at();

-- The form is open to anonymous visitors: at most 5 messages an hour per address or account.
create function private.limit_contact_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.contact_messages
      where created_at > now() - interval '1 hour'
        and (lower(email) = lower(new.email) or (new.user_id is not null and user_id = new.user_id))) >= 5 then
    raise exception 'Trop de messages envoyés. Réessayez dans une heure.' using errcode = 'PT429';
  end if;
  return new;
end;
$$;
create trigger contact_messages_limited before insert on public.contact_messages
  for each row execute function private.limit_contact_messages();

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
-- Status and timestamps are not the sender's to choose.
grant insert (name, email, subject, message, user_id) on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to authenticated;
create policy "Visitors send contact messages" on public.contact_messages
  for insert to anon with check (user_id is null);
create policy "Users send contact messages as themselves" on public.contact_messages
  for insert to authenticated with check (user_id is null or user_id = (select auth.uid()));
create policy "Users read the contact messages they sent" on public.contact_messages
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every contact message" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));

create table public.promo_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,32}$'),
  extra_requests integer not null default 10 check (extra_requests between 1 and 500),
  max_uses integer check (max_uses >= 1),
  current_uses integer not null default 0 check (current_uses >= 0),
  expires_at timestamptz,
  is_active boolean not null default true,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (max_uses is null or current_uses <= max_uses)
);
create index promo_codes_created_idx on public.promo_codes (created_at desc);

alter table public.promo_codes enable row level security;
revoke all on table public.promo_codes from anon, authenticated;
grant select on table public.promo_codes to authenticated;
create policy "Admins read promo codes" on public.promo_codes
  for select to authenticated using ((select public.is_admin()));

create table public.promo_redemptions (
  id uuid primary key default gen_random_uuid(),
  promo_code_id uuid not null references public.promo_codes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  credits integer not null check (credits > 0),
  redeemed_at timestamptz not null default now(),
  unique (promo_code_id, user_id)
);
create index promo_redemptions_user_idx on public.promo_redemptions (user_id);

alter table public.promo_redemptions enable row level security;
revoke all on table public.promo_redemptions from anon, authenticated;
grant select on table public.promo_redemptions to authenticated;
create policy "Users read their own redemptions" on public.promo_redemptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every redemption" on public.promo_redemptions
  for select to authenticated using ((select public.is_admin()));

-- Each refusal has its own `detail`, which the app maps to a message.
create function private.redeem_promo_code_for(p_user uuid, p_code text, p_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  promo public.promo_codes;
  b public.user_credit_balances;
begin
  -- Pasted codes often carry spaces, tabs or line breaks.
  select * into promo from public.promo_codes
    where code = upper(regexp_replace(coalesce(p_code, ''), '\s', '', 'g')) for update;
  if not found or not promo.is_active then
    raise exception 'Code promo invalide' using errcode = 'P0001', detail = 'promo_invalid';
  end if;
  if promo.expires_at is not null and promo.expires_at <= p_at then
    raise exception 'Ce code promo a expiré' using errcode = 'P0001', detail = 'promo_expired';
  end if;
  if promo.max_uses is not null and promo.current_uses >= promo.max_uses then
    raise exception 'Ce code promo a atteint son nombre maximal d''utilisations'
      using errcode = 'P0001', detail = 'promo_exhausted';
  end if;
  if exists (select 1 from public.promo_redemptions where promo_code_id = promo.id and user_id = p_user) then
    raise exception 'Vous avez déjà utilisé ce code promo' using errcode = 'P0001', detail = 'promo_already_redeemed';
  end if;
  insert into public.promo_redemptions (promo_code_id, user_id, credits) values (promo.id, p_user, promo.extra_requests);
  update public.promo_codes set current_uses = current_uses + 1 where id = promo.id;
  b := private.add_credits(p_user, promo.extra_requests, 'promo', 'Code promo ' || promo.code, null, p_at);
  return jsonb_build_object('success', true, 'code', promo.code, 'credits_added', promo.extra_requests,
    'remaining_credits', b.credits_remaining);
end;
$$;

create function public.redeem_promo_code(code text) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.redeem_promo_code_for(private.require_user(), redeem_promo_code.code, now())
$$;

revoke all on all functions in schema private from public;
revoke execute on function public.redeem_promo_code(text) from public, anon, authenticated;
grant execute on function public.redeem_promo_code(text) to authenticated;
