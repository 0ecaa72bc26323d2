-- What the back-office screens read (issue 28), each as a function that checks the caller's role
-- in SQL: a user or a visitor gets 'Accès administrateur requis' instead of a silently empty list
-- (which RLS alone would give). Lists are paged and searched here, never "load every user".
-- Reads leave no audit row; the one export of personal data (users CSV) leaves one.
-- Admins still never see what was said in a conversation: message counts only.

-- A search term for ILIKE, its wildcards taken literally.
create function private.like_pattern(p_search text) returns text
language sql immutable set search_path = '' as $$
  select case when nullif(btrim(p_search), '') is null then null
    else '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

-- One CSV cell: quoted, and a text starting with = + - − @ (or a tab or carriage return), which a
-- spreadsheet would run as a formula, prefixed with an apostrophe.
create function private.csv_cell(p_value text) returns text
language sql immutable set search_path = '' as $$
  select '"' || replace(case when p_value ~ '^[=+@\t\r−-]' then '''' || p_value
    else coalesce(p_value, '') end, '"', '""') || '"'
$$;

create function private.csv_line(p_cells text[]) returns text
language sql immutable set search_path = '' as $$
  select string_agg(private.csv_cell(cell), ',' order by n) from unnest(p_cells) with ordinality as c(cell, n)
$$;

-- A user as the back-office lists them: profile, auth dates, plan and credits.
create function private.admin_user_row(p_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', p.id, 'email', p.email, 'nom', p.nom, 'full_name', p.full_name, 'role', p.role,
    'account_verified', p.account_verified, 'created_at', p.created_at,
    'last_sign_in_at', coalesce(p.last_sign_in_at, u.last_sign_in_at),
    'last_activity_at', p.last_activity_at, 'email_confirmed_at', u.email_confirmed_at,
    'lifetime_value', p.lifetime_value,
    'plan_id', coalesce(s.plan_id, 'gratuit'), 'subscription_status', s.status,
    'credits_total', coalesce(b.allowance_total + b.bonus_credits, 0),
    'credits_used', coalesce(b.allowance_total - b.allowance_remaining, 0),
    'credits_remaining', coalesce(b.credits_remaining, 0))
  from public.profiles p
  left join auth.users u on u.id = p.id
  left join public.user_subscriptions s on s.user_id = p.id
  left join public.user_credit_balances b on b.user_id = p.id
  where p.id = p_id
$$;

-- A paid plan that currently entitles its holder (active, trialing or past_due, not ended).
create function private.is_premium(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_subscriptions s
    where s.user_id = p_user and s.plan_id <> 'gratuit'
      and s.status in ('active', 'trialing', 'past_due') and s.current_period_end > now())
$$;

-- filter: all, verified, unverified, admin, premium, active (credits used this period: the
-- activity badge's 'Actif'). Newest first.
create function public.admin_list_users(search text default null, filter text default 'all',
  page integer default 0, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.like_pattern(search);
  result jsonb;
begin
  perform private.assert_admin();
  if coalesce(filter, 'all') not in ('all', 'verified', 'unverified', 'admin', 'premium', 'active') then
    raise exception 'Filtre inconnu : %', filter using errcode = '22023';
  end if;
  if page is null or page < 0 or page_size is null or page_size not between 1 and 200 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  with matching as (
    select p.* from public.profiles p
    left join public.user_credit_balances b on b.user_id = p.id
    where (pattern is null or p.email ilike pattern or p.nom ilike pattern or p.full_name ilike pattern)
      and case coalesce(filter, 'all')
        when 'verified' then p.account_verified
        when 'unverified' then not p.account_verified
        when 'admin' then p.role in ('admin', 'super_admin')
        when 'premium' then private.is_premium(p.id)
        when 'active' then coalesce(b.allowance_total - b.allowance_remaining, 0) > 0
        else true end
  ), shown as (
    select * from matching order by created_at desc, id limit page_size offset page * page_size
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'users', coalesce((select jsonb_agg(private.admin_user_row(s.id) order by s.created_at desc, s.id) from shown s), '[]'))
  into result;
  return result;
end;
$$;

-- The credit ledger, newest first, with who it belongs to.
create function public.admin_list_transactions(search text default null, transaction_type text default null,
  page integer default 0, page_size integer default 100)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.like_pattern(search);
begin
  perform private.assert_admin();
  if page is null or page < 0 or page_size is null or page_size not between 1 and 200 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  return coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'user_id', t.user_id,
      'user_email', p.email, 'user_name', p.nom, 'transaction_type', t.transaction_type,
      'credits_amount', t.credits_amount, 'description', t.description, 'created_at', t.created_at)
      order by t.created_at desc, t.id)
    from (select * from public.credit_transactions c
          where (admin_list_transactions.transaction_type is null
                 or c.transaction_type = admin_list_transactions.transaction_type)
            and (pattern is null or exists (select 1 from public.profiles q where q.id = c.user_id
                   and (q.email ilike pattern or q.nom ilike pattern)))
          order by c.created_at desc, c.id limit page_size offset page * page_size) t
    left join public.profiles p on p.id = t.user_id), '[]');
end;
$$;

-- Total revenue from what was recorded as paid (lifetime values; the billing webhook keeps them).
create function private.recorded_revenue() returns numeric
language sql stable security definer set search_path = '' as $$
  select coalesce(sum(lifetime_value), 0) from public.profiles
$$;

-- Users with their plan, for the subscription management modal.
-- status: all, subscribed (a paid plan in force), free (none), expired (a paid plan that ended).
-- sort: created, activity, name, email.
create function public.admin_list_subscriptions(search text default null, status text default 'all',
  plan text default null, sort text default 'created', page integer default 0, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.like_pattern(search);
  result jsonb;
begin
  perform private.assert_admin();
  if coalesce(status, 'all') not in ('all', 'subscribed', 'free', 'expired')
     or coalesce(sort, 'created') not in ('created', 'activity', 'name', 'email') then
    raise exception 'Filtre ou tri inconnu' using errcode = '22023';
  end if;
  if page is null or page < 0 or page_size is null or page_size not between 1 and 200 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  with matching as (
    select p.*, s.plan_id, s.status as sub_status, s.billing_cycle, s.current_period_end,
      private.is_premium(p.id) as premium
    from public.profiles p left join public.user_subscriptions s on s.user_id = p.id
    where (pattern is null or p.email ilike pattern or p.nom ilike pattern)
      and (plan is null or coalesce(s.plan_id, 'gratuit') = plan)
  ), filtered as (
    select * from matching m where case coalesce(status, 'all')
      when 'subscribed' then m.premium
      when 'free' then m.plan_id is null or m.plan_id = 'gratuit'
      when 'expired' then m.plan_id <> 'gratuit' and not m.premium
      else true end
  ), shown as (
    select * from filtered f order by
      case when sort = 'name' then lower(f.nom) end,
      case when sort = 'email' then lower(f.email) end,
      case when sort = 'activity' then f.last_activity_at end desc nulls last,
      f.created_at desc, f.id
    limit page_size offset page * page_size
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'summary', jsonb_build_object(
      'total_users', (select count(*) from public.profiles),
      'subscribers', (select count(*) from public.user_subscriptions s where private.is_premium(s.user_id)),
      'monthly_revenue', (select coalesce(sum(case s.billing_cycle when 'yearly'
          then p.price_yearly / 12 else p.price_monthly end), 0)
        from public.user_subscriptions s join public.subscription_plans p on p.id = s.plan_id
        where private.is_premium(s.user_id)),
      'credits_used', (select coalesce(-sum(credits_amount), 0) from public.credit_transactions
        where transaction_type = 'usage')),
    'rows', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'email', r.email, 'nom', r.nom, 'created_at', r.created_at,
        'last_activity_at', r.last_activity_at,
        'days_since_activity', case when r.last_activity_at is null then null
          else extract(day from now() - r.last_activity_at)::integer end,
        'message_count', (select count(*) from public.chat_messages m where m.user_id = r.id and m.sender = 'user'),
        'credits_remaining', (select b.credits_remaining from public.user_credit_balances b where b.user_id = r.id),
        'plan_id', coalesce(r.plan_id, 'gratuit'), 'status', r.sub_status, 'billing_cycle', r.billing_cycle,
        'current_period_end', r.current_period_end, 'premium', r.premium)
      order by n) from (select s.*, row_number() over () as n from shown s) r), '[]'))
  into result;
  return result;
end;
$$;

-- Everything the overview, the older dashboard's tiles and the simple dashboard show.
create function public.admin_overview() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  today timestamptz := date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris';
begin
  perform private.assert_admin();
  return public.admin_get_user_stats() || jsonb_build_object(
    'total_revenue', private.recorded_revenue(),
    'verified_users', (select count(*) from public.profiles where account_verified),
    'admins', (select count(*) from public.profiles where role in ('admin', 'super_admin')),
    'active_users', (select count(*) from public.user_credit_balances where allowance_total > allowance_remaining),
    'active_today', (select count(distinct user_id) from public.credit_transactions
      where transaction_type = 'usage' and created_at >= today),
    'promo_codes', (select count(*) from public.promo_codes),
    'active_promo_codes', (select count(*) from public.promo_codes where is_active
      and (expires_at is null or expires_at > now()) and (max_uses is null or current_uses < max_uses)),
    'messages', (select count(*) from public.contact_messages),
    'unread_messages', (select count(*) from public.contact_messages where status = 'new'),
    'latest_users', coalesce((select jsonb_agg(private.admin_user_row(p.id) order by p.created_at desc)
      from (select * from public.profiles order by created_at desc, id limit 5) p), '[]'),
    'latest_transactions', public.admin_list_transactions(null, null, 0, 5),
    'latest_messages', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at desc)
      from (select * from public.contact_messages order by created_at desc limit 5) c), '[]'));
end;
$$;

create function public.admin_list_audit_log(action text default null, severity text default null,
  target_type text default null, search text default null, page integer default 0,
  page_size integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.like_pattern(search);
begin
  perform private.assert_admin();
  if page is null or page < 0 or page_size is null or page_size not between 1 and 10000 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  return coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id)
    from (select * from public.admin_audit_log l
          where (admin_list_audit_log.action is null or l.action = admin_list_audit_log.action)
            and (admin_list_audit_log.severity is null or l.severity = admin_list_audit_log.severity)
            and (admin_list_audit_log.target_type is null or l.target_type = admin_list_audit_log.target_type)
            and (pattern is null or l.admin_email ilike pattern or l.target_name ilike pattern
                 or l.action ilike pattern)
          order by l.created_at desc, l.id limit page_size offset page * page_size) a), '[]');
end;
$$;

create function public.admin_list_contact_messages(status text default null, page integer default 0,
  page_size integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_admin();
  if page is null or page < 0 or page_size is null or page_size not between 1 and 200 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  return coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id)
    from (select * from public.contact_messages m
          where admin_list_contact_messages.status is null or m.status = admin_list_contact_messages.status
          order by m.created_at desc, m.id limit page_size offset page * page_size) c), '[]');
end;
$$;

create function public.admin_list_promo_codes() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_admin();
  return coalesce((select jsonb_agg(to_jsonb(p) || jsonb_build_object('usable', p.is_active
      and (p.expires_at is null or p.expires_at > now()) and (p.max_uses is null or p.current_uses < p.max_uses))
    order by p.created_at desc, p.id) from public.promo_codes p), '[]');
end;
$$;

create function public.admin_list_promo_redemptions(promo_code_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_admin();
  return coalesce((select jsonb_agg(jsonb_build_object('user_id', r.user_id, 'email', p.email,
      'nom', p.nom, 'credits', r.credits, 'redeemed_at', r.redeemed_at) order by r.redeemed_at desc)
    from public.promo_redemptions r left join public.profiles p on p.id = r.user_id
    where r.promo_code_id = admin_list_promo_redemptions.promo_code_id), '[]');
end;
$$;

create function public.admin_get_app_settings() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_admin();
  return (select jsonb_build_object('settings', settings, 'updated_at', updated_at) from public.app_settings);
end;
$$;

-- The users CSV, a page at a time (the app streams pages into the file): the header on the first
-- page, which is also the one audited. after_id: the last id of the previous page (keyset paging
-- on id, so 10,000 users never cost an OFFSET).
create function public.admin_export_users_csv(after_id uuid default null, page_size integer default 1000)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  lines text;
  last_id uuid;
begin
  perform private.assert_admin();
  if page_size is null or page_size not between 1 and 5000 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  select string_agg(private.csv_line(array[p.id::text, p.nom, p.email, p.role,
      case when p.account_verified then 'Oui' else 'Non' end, coalesce(s.plan_id, 'gratuit'),
      coalesce(b.allowance_total + b.bonus_credits, 0)::text,
      coalesce(b.allowance_total - b.allowance_remaining, 0)::text,
      p.lifetime_value::text, to_char(p.created_at at time zone 'Europe/Paris', 'DD/MM/YYYY')]),
      E'\r\n' order by p.id),
    (array_agg(p.id order by p.id desc))[1]
  into lines, last_id
  from (select * from public.profiles q where after_id is null or q.id > after_id
        order by q.id limit page_size) p
  left join public.user_subscriptions s on s.user_id = p.id
  left join public.user_credit_balances b on b.user_id = p.id;
  if after_id is null then
    perform private.audit('export_users', 'system', null, 'users-export', '{}', 'medium');
    lines := private.csv_line(array['ID', 'Nom', 'Email', 'Rôle', 'Vérifié', 'Abonnement',
      'Crédits Total', 'Crédits Utilisés', 'Valeur Vie', 'Inscription'])
      || case when lines is null then '' else E'\r\n' || lines end;
  end if;
  return jsonb_build_object('csv', coalesce(lines, ''), 'next_after_id', last_id);
end;
$$;

-- The activity (audit log) CSV with the list's filters, at most 10,000 rows.
create function public.admin_export_audit_csv(action text default null, severity text default null,
  target_type text default null, search text default null)
returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.assert_admin();
  return private.csv_line(array['Date', 'Administrateur', 'Action', 'Type', 'Cible', 'Détails', 'Sévérité'])
    || coalesce((select E'\r\n' || string_agg(private.csv_line(array[
        to_char((e ->> 'created_at')::timestamptz at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI'),
        e ->> 'admin_email', e ->> 'action', e ->> 'target_type', e ->> 'target_name',
        (e -> 'details')::text, e ->> 'severity']), E'\r\n' order by n)
      from jsonb_array_elements(public.admin_list_audit_log(action, severity, target_type, search, 0, 10000))
        with ordinality as x(e, n)), '');
end;
$$;

-- Whether first-run self-promotion is open (no admin yet): the /admin page offers it only then.
-- One bit, and promote_to_admin decides anyway.
create function public.admin_bootstrap_open() returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (select 1 from public.profiles where role in ('admin', 'super_admin'))
$$;
revoke execute on function public.admin_bootstrap_open() from public, anon;
grant execute on function public.admin_bootstrap_open() to authenticated, service_role;

revoke all on all functions in schema private from public;
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_catalog.pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('admin_list_users', 'admin_list_transactions', 'admin_list_subscriptions',
        'admin_overview', 'admin_list_audit_log', 'admin_list_contact_messages', 'admin_list_promo_codes',
        'admin_list_promo_redemptions', 'admin_get_app_settings', 'admin_export_users_csv',
        'admin_export_audit_csv')
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;
