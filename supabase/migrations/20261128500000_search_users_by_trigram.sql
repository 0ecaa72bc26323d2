-- The back-office's users list at scale (issue 28: first page and search p95 < 150 ms with 10,000
-- users on PGlite). EXPLAIN ANALYZE on the bench's data showed where the time went:
--   - ILIKE on three columns of every profile: a search read all 10,000 rows, case-folding each
--     column (100-150 ms on PGlite under load); a trigram index on one lower-cased text of name,
--     full name and email answers '%…%' from the index;
--   - the first page materialised every matching profile (a CTE used twice: count and page), then
--     sorted it; now the count and the page are planned apart, the page read from the
--     (created_at, id) index and stopped after 25 rows;
--   - one function call per shown row (admin_user_row) and per profile for the premium filter;
--     now one set-based query for the page, and the premium test a join.
-- `npm run bench:admin` times the previous functions and these in the same run.

create extension if not exists pg_trgm with schema extensions;

-- The one text a users search matches (case-insensitive): what the index holds. Kept a function
-- the planner does not inline (its SET clause): inlined, its cost looked low enough that the
-- planner scanned every profile (120 ms on the bench's EXPLAIN) instead of the index (60 ms).
-- Its own schema, not `private`: an index expression runs with the rights of whoever writes the
-- row, so a person updating their own profile must be able to call it. The schema is not exposed
-- by the API, and the function reads nothing but its arguments.
create schema if not exists search;
revoke all on schema search from public;
grant usage on schema search to authenticated, service_role;
create function search.profile_search_text(p_email text, p_nom text, p_full_name text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select lower(coalesce(p_email, '') || ' ' || coalesce(p_nom, '') || ' ' || coalesce(p_full_name, ''))
$$;
revoke all on function search.profile_search_text(text, text, text) from public;
grant execute on function search.profile_search_text(text, text, text) to authenticated, service_role;

create index profiles_search_trgm_idx on public.profiles
  using gin (search.profile_search_text(email, nom, full_name) extensions.gin_trgm_ops);
create index profiles_created_id_idx on public.profiles (created_at desc, id);

-- Users as the back-office lists them (profile, auth dates, plan and credits), in the order of
-- p_ids: one query for a whole page.
create function private.admin_user_rows(p_ids uuid[]) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', p.id, 'email', p.email, 'nom', p.nom, 'full_name', p.full_name, 'role', p.role,
    'account_verified', p.account_verified, 'created_at', p.created_at,
    'last_sign_in_at', coalesce(p.last_sign_in_at, u.last_sign_in_at),
    'last_activity_at', p.last_activity_at, 'email_confirmed_at', u.email_confirmed_at,
    'lifetime_value', p.lifetime_value,
    'plan_id', coalesce(s.plan_id, 'gratuit'), 'subscription_status', s.status,
    'credits_total', coalesce(b.allowance_total + b.bonus_credits, 0),
    'credits_used', coalesce(b.allowance_total - b.allowance_remaining, 0),
    'credits_remaining', coalesce(b.credits_remaining, 0)) order by ids.n), '[]')
  from unnest(p_ids) with ordinality as ids(id, n)
  join public.profiles p on p.id = ids.id
  left join auth.users u on u.id = p.id
  left join public.user_subscriptions s on s.user_id = p.id
  left join public.user_credit_balances b on b.user_id = p.id
$$;

-- The single-user form (the overview's latest users) is the same row.
create or replace function private.admin_user_row(p_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.admin_user_rows(array[p_id]) -> 0
$$;

-- The WHERE clause of a users list: the search (a LIKE pattern, lower-cased, as $1) and a filter.
-- Built as text so each call is planned for its own search and filter: a generic plan for "any
-- search, any filter" could use neither index.
create function private.admin_users_where(p_has_search boolean, p_filter text) returns text
language sql immutable set search_path = '' as $$
  select concat_ws(' and ', 'true',
    case when p_has_search then
      'search.profile_search_text(p.email, p.nom, p.full_name) like $1' end,
    case p_filter
      when 'verified' then 'p.account_verified'
      when 'unverified' then 'not p.account_verified'
      when 'admin' then $f$p.role in ('admin', 'super_admin')$f$
      when 'premium' then $f$exists (select 1 from public.user_subscriptions s where s.user_id = p.id
        and s.plan_id <> 'gratuit' and s.status in ('active', 'trialing', 'past_due')
        and s.current_period_end > now())$f$
      when 'active' then 'exists (select 1 from public.user_credit_balances b where b.user_id = p.id
        and b.allowance_total > b.allowance_remaining)'
    end)
$$;

-- filter: all, verified, unverified, admin, premium, active (credits used this period: the
-- activity badge's 'Actif'). Newest first. Same answer as before, planned per call.
create or replace function public.admin_list_users(search text default null, filter text default 'all',
  page integer default 0, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := lower(private.like_pattern(search));
  condition text;
  total bigint;
  ids uuid[];
begin
  perform private.assert_admin();
  if coalesce(filter, 'all') not in ('all', 'verified', 'unverified', 'admin', 'premium', 'active') then
    raise exception 'Filtre inconnu : %', filter using errcode = '22023';
  end if;
  if page is null or page < 0 or page_size is null or page_size not between 1 and 200 then
    raise exception 'Pagination invalide' using errcode = '22023';
  end if;
  condition := private.admin_users_where(pattern is not null, coalesce(filter, 'all'));
  execute 'select count(*) from public.profiles p where ' || condition into total using pattern;
  -- A search takes its matches from the trigram index first ("offset 0" keeps the planner from
  -- walking the date index instead, testing every profile until 25 match); a list without a
  -- search walks the date index and stops at the page.
  execute 'select array(select p.id from ' ||
      case when pattern is null then 'public.profiles p where ' || condition
        else '(select * from public.profiles p where ' || condition || ' offset 0) p' end ||
      ' order by p.created_at desc, p.id limit $2 offset $3)'
    into ids using pattern, page_size, page * page_size;
  return jsonb_build_object('total', total, 'users', private.admin_user_rows(ids));
end;
$$;

-- The subscription modal's list: the same search (trigram index), and "premium" computed from the
-- joined subscription instead of one function call per profile.
create or replace function public.admin_list_subscriptions(search text default null, status text default 'all',
  plan text default null, sort text default 'created', page integer default 0, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := lower(private.like_pattern(search));
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
  with matching as materialized (
    select p.id, p.email, p.nom, p.created_at, p.last_activity_at, s.plan_id, s.status as sub_status,
      s.billing_cycle, s.current_period_end,
      coalesce(s.plan_id <> 'gratuit' and s.status in ('active', 'trialing', 'past_due')
        and s.current_period_end > now(), false) as premium
    from public.profiles p left join public.user_subscriptions s on s.user_id = p.id
    where (pattern is null or search.profile_search_text(p.email, p.nom, p.full_name) like pattern)
      and (plan is null or coalesce(s.plan_id, 'gratuit') = plan)
  ), filtered as materialized (
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
  ), paid as (
    select s.user_id, s.billing_cycle, s.plan_id from public.user_subscriptions s
    where s.plan_id <> 'gratuit' and s.status in ('active', 'trialing', 'past_due')
      and s.current_period_end > now()
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'summary', jsonb_build_object(
      'total_users', (select count(*) from public.profiles),
      'subscribers', (select count(*) from paid),
      'monthly_revenue', (select coalesce(sum(case s.billing_cycle when 'yearly'
          then p.price_yearly / 12 else p.price_monthly end), 0)
        from paid s join public.subscription_plans p on p.id = s.plan_id),
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

revoke all on function private.admin_user_rows(uuid[]),
  private.admin_users_where(boolean, text) from public;
