-- The users search, second pass (issue 28: the users tab's first page and a search answer p95 <
-- 150 ms with 10,000 users on PGlite). EXPLAIN ANALYZE on the bench's data (`npm run bench:admin`,
-- French names and emails) showed two costs left after 20261128500000:
--   - the trigram index's pending list: GIN's "fast update" parks new entries in an unsorted list
--     that only VACUUM merges, and PGlite runs no autovacuum, so every search read all of it
--     (35-45 ms for a 12-row search, under 1 ms once merged). The index is now built without it:
--     each profile write merges its own entries (profiles are written rarely, searched often);
--   - re-checking each candidate row called the search-text function, kept from being inlined:
--     about 50 us a row, 28 ms for the 519 rows of a search for 'martin' (0.5 ms now). The text
--     is now a stored generated column, computed when the row is written, with column statistics
--     for the planner.
-- A generated column uses built-in functions only, so a person updating their own profile needs no
-- right on any helper function: the `search` schema and its function go.

alter table public.profiles add column search_text text generated always as (
  lower(coalesce(email, '') || ' ' || coalesce(nom, '') || ' ' || coalesce(full_name, ''))) stored;
comment on column public.profiles.search_text is
  'What the back-office users search matches (lower-cased email, name, full name); trigram-indexed.';
create index profiles_search_text_idx on public.profiles
  using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);
drop index public.profiles_search_trgm_idx;

create or replace function private.admin_users_where(p_has_search boolean, p_filter text) returns text
language sql immutable set search_path = '' as $$
  select concat_ws(' and ', 'true',
    case when p_has_search then
      'p.search_text like $1' end,
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
    where (pattern is null or p.search_text like pattern)
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

drop function search.profile_search_text(text, text, text);
drop schema search;

-- The time-zone check read the whole time-zone database (pg_timezone_names, about 600 files: 5 to
-- 25 ms on PGlite) on every write to a profile, sign-ins included. It now runs only when the zone
-- is set or changed: an unchanged zone was checked when it was written.
create or replace function private.check_profile() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (tg_op = 'INSERT' or new.timezone is distinct from old.timezone)
     and not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'Fuseau horaire inconnu : %', new.timezone using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
