-- The back-office: its audit log, its server-side settings, and every admin action as a
-- function that checks the caller's role in SQL and records what it did.

create table public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid references auth.users (id) on delete set null,
  admin_email text,
  action text not null,
  target_type text not null check (target_type in ('user', 'subscription', 'system', 'promo_code', 'email')),
  target_id text,
  target_name text,
  details jsonb not null default '{}',
  severity text not null default 'low' check (severity in ('low', 'medium', 'high', 'critical')),
  created_at timestamptz not null default now()
);
create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc);

alter table public.admin_audit_log enable row level security;
revoke all on table public.admin_audit_log from anon, authenticated;
grant select on table public.admin_audit_log to authenticated;
create policy "Admins read the audit log" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));

create function private.audit(p_action text, p_target_type text, p_target_id text, p_target_name text,
  p_details jsonb, p_severity text) returns void
language sql security definer set search_path = '' as $$
  insert into public.admin_audit_log
    (admin_id, admin_email, action, target_type, target_id, target_name, details, severity)
  values (auth.uid(),
    coalesce((select email from public.profiles where id = auth.uid()),
      case when auth.role() = 'service_role' then 'service_role' end),
    p_action, p_target_type, p_target_id, p_target_name, coalesce(p_details, '{}'), p_severity)
$$;

-- The back-office settings (one row), with the spec's defaults and bounds.
create table public.app_settings (
  id boolean primary key default true check (id),
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

create function private.check_app_settings(s jsonb) returns jsonb
language plpgsql immutable set search_path = '' as $$
begin
  if jsonb_typeof(s) <> 'object'
     or exists (select 1 from jsonb_each(s) section where jsonb_typeof(section.value) <> 'object') then
    raise exception 'Paramètres invalides' using errcode = '22023';
  end if;
  if not coalesce((s #>> '{security,password_min_length}')::integer between 6 and 20, false) then
    raise exception 'La longueur minimale du mot de passe doit être comprise entre 6 et 20' using errcode = '22023';
  end if;
  if not coalesce((s #>> '{security,session_timeout_hours}')::integer between 1 and 168, false) then
    raise exception 'Le délai de session doit être compris entre 1 et 168 heures' using errcode = '22023';
  end if;
  if not coalesce((s #>> '{security,max_login_attempts}')::integer between 3 and 10, false) then
    raise exception 'Le nombre de tentatives de connexion doit être compris entre 3 et 10' using errcode = '22023';
  end if;
  if not coalesce((s #>> '{general,default_quota}')::integer >= 0, false) then
    raise exception 'Le quota par défaut doit être positif' using errcode = '22023';
  end if;
  return s;
end;
$$;

insert into public.app_settings (settings) values (jsonb_build_object(
  'general', jsonb_build_object('site_name', 'Emma & Louis', 'maintenance_mode', false,
    'registration_open', true, 'default_quota', 20),
  'security', jsonb_build_object('password_min_length', 8, 'session_timeout_hours', 24,
    'max_login_attempts', 5, 'require_2fa', false, 'rate_limiting', true,
    'requests_per_minute', 60, 'requests_per_hour', 1000, 'api_key_required', true),
  'email', jsonb_build_object('smtp_host', '', 'smtp_port', 587, 'smtp_user', '',
    'from_email', '', 'from_name', 'Emma & Louis'),
  'api', jsonb_build_object('chat_provider', 'local'),
  'notifications', jsonb_build_object('email_notifications', true, 'admin_alerts', true,
    'welcome_email', true, 'weekly_reports', false)));

alter table public.app_settings enable row level security;
revoke all on table public.app_settings from anon, authenticated;
grant select on table public.app_settings to authenticated;
create policy "Admins read the back-office settings" on public.app_settings
  for select to authenticated using ((select public.is_admin()));

create function public.update_app_settings(new_settings jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  merged jsonb;
begin
  perform private.assert_admin();
  -- Sections given replace their stored keys one by one; others stay.
  select jsonb_object_agg(section, coalesce(a.settings -> section, '{}') || coalesce(new_settings -> section, '{}'))
    into merged
    from public.app_settings a, jsonb_object_keys(a.settings || coalesce(new_settings, '{}')) section;
  -- (A WHERE clause even on this one-row table: hosted Supabase's pg-safeupdate requires it.)
  update public.app_settings set settings = private.check_app_settings(merged),
    updated_at = now(), updated_by = auth.uid()
    where id;
  perform private.audit('update_settings', 'system', null, 'app_settings', new_settings, 'medium');
  return merged;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Users, roles and verification
-- ---------------------------------------------------------------------------------------
create function private.profile_of(p_user uuid) returns public.profiles
language plpgsql stable security definer set search_path = '' as $$
declare
  prof public.profiles;
begin
  select * into prof from public.profiles where id = p_user;
  if not found then
    raise exception 'Utilisateur introuvable' using errcode = 'P0002';
  end if;
  return prof;
end;
$$;

create function public.set_user_verification(user_id_param uuid, verified boolean) returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  update public.profiles set account_verified = verified where id = user_id_param returning * into prof;
  perform private.audit(case when verified then 'verify_user' else 'unverify_user' end, 'user',
    user_id_param::text, prof.email, '{}', 'low');
  return prof;
end;
$$;

create function public.set_user_role(user_id_param uuid, new_role text) returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  caller_role text := (select role from public.profiles where id = auth.uid());
begin
  perform private.assert_admin();
  -- Role changes run one at a time, so two admins demoting each other cannot both pass the
  -- last-admin check below (the same lock as promote_to_admin).
  lock table public.profiles in share row exclusive mode;
  prof := private.profile_of(user_id_param);
  if new_role is null or new_role not in ('user', 'admin', 'super_admin') then
    raise exception 'Rôle inconnu : %', new_role using errcode = '22023';
  end if;
  if (new_role = 'super_admin' or prof.role = 'super_admin')
     and auth.role() <> 'service_role' and caller_role <> 'super_admin' then
    raise exception 'Seul un super administrateur peut changer ce rôle' using errcode = '42501';
  end if;
  -- A deployment without admins would reopen first-run self-promotion to anyone.
  if new_role = 'user' and prof.role <> 'user'
     and not exists (select 1 from public.profiles where role <> 'user' and id <> user_id_param) then
    raise exception 'Impossible de retirer le dernier administrateur' using errcode = '42501';
  end if;
  update public.profiles set role = new_role where id = user_id_param returning * into prof;
  perform private.audit('set_role', 'user', user_id_param::text, prof.email,
    jsonb_build_object('role', new_role), 'high');
  return prof;
end;
$$;

-- First-run bootstrap: anyone may promote while there is no admin at all; after that, only an
-- admin (or an operator with the service role: `npm run admin:promote`).
create function public.promote_to_admin(user_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  target public.profiles;
begin
  -- One promotion at a time, so two first-run requests cannot both pass the check.
  lock table public.profiles in share row exclusive mode;
  if not (auth.role() = 'service_role' or public.is_admin()
          or not exists (select 1 from public.profiles where role in ('admin', 'super_admin'))) then
    return jsonb_build_object('success', false,
      'message', 'Seul un administrateur peut promouvoir un utilisateur');
  end if;
  select * into target from public.profiles where lower(email) = lower(btrim(user_email));
  if not found then
    return jsonb_build_object('success', false, 'message', 'Aucun utilisateur avec cet email');
  end if;
  if target.role in ('admin', 'super_admin') then
    return jsonb_build_object('success', true, 'message', 'Cet utilisateur est déjà administrateur');
  end if;
  update public.profiles set role = 'admin' where id = target.id;
  perform private.audit('promote_to_admin', 'user', target.id::text, target.email, '{}', 'high');
  return jsonb_build_object('success', true, 'message', 'Utilisateur promu administrateur');
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Credits and plans
-- ---------------------------------------------------------------------------------------
-- An admin gives a user 1..10000 bonus credits: a ledger row, and an audit row for `action`.
create function private.admin_give_credits(p_user uuid, p_amount integer, p_reason text,
  p_default_reason text, p_action text, p_severity text)
returns public.user_credit_balances
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  b public.user_credit_balances;
begin
  perform private.assert_admin();
  prof := private.profile_of(p_user);
  if p_amount is null or p_amount not between 1 and 10000 then
    raise exception 'Le montant doit être compris entre 1 et 10000' using errcode = '22023';
  end if;
  b := private.add_credits(p_user, p_amount, 'admin_grant',
    coalesce(nullif(btrim(p_reason), ''), p_default_reason), auth.uid(), now());
  perform private.audit(p_action, 'user', p_user::text, prof.email,
    jsonb_build_object('credits', p_amount, 'reason', p_reason), p_severity);
  return b;
end;
$$;

create function public.grant_credits(user_uuid uuid, credits_amount integer,
  reason text default 'Crédits accordés par admin')
returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_object('success', true, 'credits_added', credits_amount,
    'remaining_credits', (private.admin_give_credits(user_uuid, credits_amount, reason,
      'Crédits accordés par admin', 'grant_credits', 'medium')).credits_remaining)
$$;

create function public.adjust_user_credits(user_id_param uuid, credit_adjustment integer,
  reason text default 'Ajustement administrateur')
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  b public.user_credit_balances;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  if credit_adjustment is null or credit_adjustment = 0 or abs(credit_adjustment) > 10000 then
    raise exception 'L''ajustement doit être non nul et d''au plus 10000 crédits' using errcode = '22023';
  end if;
  b := private.add_credits(user_id_param, credit_adjustment,
    case when credit_adjustment > 0 then 'admin_grant' else 'other' end,
    coalesce(nullif(btrim(reason), ''), 'Ajustement administrateur'), auth.uid(), now());
  perform private.audit('adjust_credits', 'user', user_id_param::text, prof.email,
    jsonb_build_object('credits', credit_adjustment, 'reason', reason), 'medium');
  return jsonb_build_object('success', true, 'adjustment', credit_adjustment, 'remaining_credits', b.credits_remaining);
end;
$$;

-- Gives the allowance of the current period back (used credits to 0), or sets it to new_credits.
create function public.reset_user_credits_to_plan(user_id_param uuid, new_credits integer default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  b public.user_credit_balances;
  target integer;
  previous integer;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  if new_credits is not null and new_credits not between 0 and 100000 then
    raise exception 'Le nombre de crédits doit être compris entre 0 et 100000' using errcode = '22023';
  end if;
  b := private.lock_current_balance(user_id_param, now());
  target := coalesce(new_credits, b.allowance_total);
  previous := b.allowance_remaining;
  update public.user_credit_balances
    set allowance_remaining = target, allowance_total = greatest(allowance_total, target)
    where user_id = user_id_param returning * into b;
  if target <> previous then
    insert into public.credit_transactions
      (user_id, transaction_type, credits_amount, balance_after, description, created_by)
    values (user_id_param, case when target > previous then 'admin_grant' else 'other' end,
      target - previous, b.credits_remaining, 'Crédits remis à zéro par un administrateur', auth.uid());
  end if;
  perform private.audit('reset_credits', 'user', user_id_param::text, prof.email,
    jsonb_build_object('allowance', target), 'medium');
  return jsonb_build_object('success', true, 'remaining_credits', b.credits_remaining);
end;
$$;

create function public.emergency_add_credits(target_user_id uuid, credits_to_add integer default 50,
  reason text default 'Crédits d''urgence')
returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_object('success', true, 'message', credits_to_add || ' crédits ajoutés',
    'remaining_credits', (private.admin_give_credits(target_user_id, credits_to_add, reason,
      'Crédits d''urgence', 'emergency_add_credits', 'high')).credits_remaining)
$$;

-- A plan set by hand runs for 30 days; 'gratuit' ends the current one.
create function public.change_user_plan(user_id_param uuid, new_plan_id text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  current_sub public.user_subscriptions;
  result jsonb;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  select * into current_sub from public.user_subscriptions where user_id = user_id_param;
  if new_plan_id = 'gratuit' then
    result := private.set_subscription(user_id_param, coalesce(current_sub.plan_id, 'gratuit'), 'canceled',
      coalesce(current_sub.billing_cycle, 'monthly'), coalesce(current_sub.current_period_start, now() - interval '1 second'),
      now(), false, null, current_sub.stripe_subscription_id, now());
  else
    result := private.set_subscription(user_id_param, new_plan_id, 'active', 'monthly', now(),
      now() + interval '30 days', false, null, null, now());
  end if;
  perform private.audit('change_plan', 'subscription', user_id_param::text, prof.email,
    jsonb_build_object('plan', new_plan_id), 'medium');
  return result;
end;
$$;

create function public.admin_get_user_stats() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  today timestamptz := date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris';
begin
  perform private.assert_admin();
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'active_subscriptions', (select count(*) from public.user_subscriptions s
      where (private.entitling_subscription(s.user_id, now())).id is not null),
    'total_revenue', (select coalesce(sum(lifetime_value), 0) from public.profiles),
    'monthly_revenue', (select coalesce(sum(case s.billing_cycle when 'yearly'
        then p.price_yearly / 12 else p.price_monthly end), 0)
      from public.user_subscriptions s join public.subscription_plans p on p.id = s.plan_id
      where s.status in ('active', 'past_due')
        and (private.entitling_subscription(s.user_id, now())).id is not null),
    'credits_used_today', (select count(*) from public.credit_transactions
      where transaction_type = 'usage' and created_at >= today),
    'new_users_today', (select count(*) from public.profiles where created_at >= today),
    'total_credits_granted', (select coalesce(sum(credits_amount), 0) from public.credit_transactions
      where transaction_type in ('admin_grant', 'promo')));
end;
$$;

-- Completes a test account created through the auth admin API: verified, with a quota.
create function public.prepare_test_account(user_id_param uuid, quota integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
  b public.user_credit_balances;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  if quota is null or quota not in (20, 100, 500) then
    raise exception 'Quota de test inconnu : % (20, 100 ou 500)', quota using errcode = '22023';
  end if;
  update public.profiles set account_verified = true where id = user_id_param;
  b := private.lock_current_balance(user_id_param, now());
  if quota > b.credits_remaining then
    b := private.add_credits(user_id_param, quota - b.credits_remaining, 'admin_grant',
      'Quota du compte de test', auth.uid(), now());
  end if;
  perform private.audit('create_test_account', 'user', user_id_param::text, prof.email,
    jsonb_build_object('quota', quota), 'medium');
  return jsonb_build_object('success', true, 'remaining_credits', b.credits_remaining);
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Promo codes and contact messages
-- ---------------------------------------------------------------------------------------
create function private.random_code(p_length integer) returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  result text := '';
begin
  -- gen_random_uuid() is cryptographically random (bytes 0–5 carry no version bits).
  for i in 1..p_length loop
    result := result || substr(alphabet, 1 + get_byte(uuid_send(gen_random_uuid()), 0) % 36, 1);
  end loop;
  return result;
end;
$$;

create function public.create_promo_code(code text default null, extra_requests integer default 10,
  max_uses integer default null, expires_in_days integer default null)
returns public.promo_codes
language plpgsql security definer set search_path = '' as $$
declare
  created public.promo_codes;
  chosen text := upper(btrim(coalesce(code, '')));
begin
  perform private.assert_admin();
  if chosen = '' then
    chosen := private.random_code(8);
  end if;
  if chosen !~ '^[A-Z0-9_-]{3,32}$' then
    raise exception 'Code invalide : lettres, chiffres, tiret ou souligné (3 à 32)' using errcode = '22023';
  end if;
  if extra_requests is null or extra_requests not between 1 and 500 then
    raise exception 'Le bonus doit être compris entre 1 et 500' using errcode = '22023';
  end if;
  if max_uses is not null and max_uses < 1 then
    raise exception 'Le nombre d''utilisations doit être au moins 1' using errcode = '22023';
  end if;
  if expires_in_days is not null and expires_in_days < 1 then
    raise exception 'La durée de validité doit être d''au moins 1 jour' using errcode = '22023';
  end if;
  if exists (select 1 from public.promo_codes p where p.code = chosen) then
    raise exception 'Ce code existe déjà' using errcode = '23505';
  end if;
  insert into public.promo_codes (code, extra_requests, max_uses, expires_at, created_by)
  values (chosen, extra_requests, max_uses,
    case when expires_in_days is null then null else now() + make_interval(days => expires_in_days) end,
    auth.uid())
  returning * into created;
  perform private.audit('create_promo_code', 'promo_code', created.id::text, created.code,
    jsonb_build_object('extra_requests', extra_requests, 'max_uses', max_uses, 'expires_at', created.expires_at), 'low');
  return created;
end;
$$;

create function public.set_promo_code_active(promo_code_id uuid, active boolean) returns public.promo_codes
language plpgsql security definer set search_path = '' as $$
declare
  updated public.promo_codes;
begin
  perform private.assert_admin();
  update public.promo_codes set is_active = active where id = promo_code_id returning * into updated;
  if not found then
    raise exception 'Code promo introuvable' using errcode = 'P0002';
  end if;
  perform private.audit(case when active then 'activate_promo_code' else 'deactivate_promo_code' end,
    'promo_code', updated.id::text, updated.code, '{}', 'low');
  return updated;
end;
$$;

-- new → read → replied; closed from any state.
create function public.set_contact_message_status(message_id uuid, new_status text)
returns public.contact_messages
language plpgsql security definer set search_path = '' as $$
declare
  msg public.contact_messages;
begin
  perform private.assert_admin();
  select * into msg from public.contact_messages where id = message_id for update;
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  if not (new_status = 'closed'
          or (msg.status = 'new' and new_status = 'read')
          or (msg.status = 'read' and new_status = 'replied')) then
    raise exception 'Changement de statut impossible : % → %', msg.status, new_status using errcode = '22023';
  end if;
  update public.contact_messages set status = new_status where id = message_id returning * into msg;
  perform private.audit('set_contact_status', 'email', msg.id::text, msg.email,
    jsonb_build_object('status', new_status), 'low');
  return msg;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Diagnostics
-- ---------------------------------------------------------------------------------------
create function public.debug_admin_permissions()
returns table (current_user_id uuid, current_user_email text, current_user_role text,
  is_admin_check boolean, profiles_count bigint, promo_codes_count bigint)
language sql stable security definer set search_path = '' as $$
  -- Counts only for admins: they would tell anyone how many users there are.
  select p.id, p.email, p.role, public.is_admin(),
    case when public.is_admin() then (select count(*) from public.profiles) end,
    case when public.is_admin() then (select count(*) from public.promo_codes) end
  from (select auth.uid() as uid) me
  left join public.profiles p on p.id = me.uid
$$;

create function private.credit_info(p_user uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'is_subscriber', s ->> 'is_subscriber' = 'true',
    'subscription_tier', s ->> 'subscription_tier',
    'subscription_end', s -> 'next_billing_date',
    'current_credits', (s ->> 'remaining_requests')::integer,
    'has_unlimited', s ->> 'has_unlimited' = 'true')
  from (select private.credit_status(p_user, now()) as s) status
$$;

create function private.assert_self_or_admin(p_user uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_user is distinct from auth.uid() then
    perform private.assert_admin();
  end if;
end;
$$;

create function public.diagnose_user_credits() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  info jsonb := private.credit_info(me);
begin
  return jsonb_build_object(
    'profile_exists', exists (select 1 from public.profiles where id = me),
    'credits_table_exists', exists (select 1 from public.user_credit_balances where user_id = me),
    'subscription_active', (info ->> 'is_subscriber')::boolean,
    'has_unlimited', (info ->> 'has_unlimited')::boolean,
    'current_credits', info -> 'current_credits',
    'subscription_tier', info -> 'subscription_tier',
    'recent_transactions', coalesce((
      select jsonb_agg(jsonb_build_object('type', t.transaction_type, 'amount', t.credits_amount,
        'description', t.description, 'created_at', t.created_at) order by t.created_at desc)
      from (select * from public.credit_transactions where user_id = me
            order by created_at desc limit 10) t), '[]'));
end;
$$;

create function public.get_user_credit_info(user_id_param uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_self_or_admin(user_id_param);
  perform private.profile_of(user_id_param);
  return private.credit_info(user_id_param);
end;
$$;

create function public.get_user_subscription_with_stripe(user_uuid uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  sub public.user_subscriptions;
begin
  perform private.assert_self_or_admin(user_uuid);
  select * into sub from public.user_subscriptions where user_id = user_uuid;
  if not found then
    return null;
  end if;
  return to_jsonb(sub) || jsonb_build_object('plan',
    (select to_jsonb(p) from public.subscription_plans p where p.id = sub.plan_id));
end;
$$;

create function public.debug_user_status(user_email text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  prof public.profiles;
begin
  perform private.assert_admin();
  select * into prof from public.profiles where lower(email) = lower(btrim(user_email));
  if not found then
    raise exception 'Aucun utilisateur avec cet email' using errcode = 'P0002';
  end if;
  return jsonb_build_object('profile', to_jsonb(prof),
    'credits', private.credit_status(prof.id, now()),
    'subscription', (select to_jsonb(s) from public.user_subscriptions s where s.user_id = prof.id));
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Privileges: every function above is callable by signed-in users (it checks the role itself)
-- and by the service role; never by anonymous visitors.
-- ---------------------------------------------------------------------------------------
revoke all on all functions in schema private from public;
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_catalog.pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('update_app_settings', 'set_user_verification', 'set_user_role',
        'promote_to_admin', 'grant_credits', 'adjust_user_credits', 'reset_user_credits_to_plan',
        'emergency_add_credits', 'change_user_plan', 'admin_get_user_stats', 'prepare_test_account',
        'create_promo_code', 'set_promo_code_active', 'set_contact_message_status',
        'debug_admin_permissions', 'diagnose_user_credits', 'get_user_credit_info',
        'get_user_subscription_with_stripe', 'debug_user_status')
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;
