-- Profiles, per-user settings, and the helpers every later rule relies on.
--
-- Conventions of every migration in this folder:
--   * Supabase grants anon/authenticated everything on new public tables and functions by
--     default; each table and function here revokes that and grants back only what is meant
--     (default deny), and every table has row-level security enabled.
--   * Rules live in security-definer functions with a pinned search_path; internal helpers
--     live in the `private` schema, which PostgREST does not expose.
--   * Policies call auth.uid() and is_admin() through a sub-select, which the planner runs once
--     per statement instead of once per row (Supabase's RLS performance advice).

create schema if not exists private;
revoke all on schema private from public;


-- ---------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  nom text not null default '' check (char_length(nom) <= 100),
  full_name text check (char_length(full_name) <= 200),
  avatar_url text check (char_length(avatar_url) <= 2048),
  bio text check (char_length(bio) <= 150),
  role text not null default 'user' check (role in ('user', 'admin', 'super_admin')),
  account_verified boolean not null default false,
  selected_character_id text check (selected_character_id in ('emma', 'louis')),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  timezone text not null default 'Europe/Paris',
  lifetime_value numeric(10, 2) not null default 0 check (lifetime_value >= 0),
  last_sign_in_at timestamptz,
  last_activity_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);
create index profiles_role_idx on public.profiles (role) where role <> 'user';

comment on column public.profiles.timezone is
  'IANA zone from the browser; the free plan''s daily credits reset at midnight in it.';

-- An unknown zone would break the daily reset: refuse it with a clear message.
create function private.check_profile() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'Fuseau horaire inconnu : %', new.timezone using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger profiles_checked before insert or update on public.profiles
  for each row execute function private.check_profile();

-- ---------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------
create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles
    where id = auth.uid() and role in ('admin', 'super_admin')
  )
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- Admin functions accept an admin's JWT, or the service role (operators' scripts, functions).
create function private.assert_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.role() = 'service_role' or public.is_admin() then
    return;
  end if;
  raise exception 'Accès administrateur requis' using errcode = '42501';
end;
$$;

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- What a user may change about themselves; role, verification and money columns are not here.
grant update (nom, full_name, avatar_url, bio, selected_character_id, locale, timezone, last_activity_at)
  on table public.profiles to authenticated;

create policy "Users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Admins read every profile" on public.profiles
  for select to authenticated using ((select public.is_admin()));
create policy "Users update their own profile" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- settings (one row per user; the app syncs its appearance here)
-- ---------------------------------------------------------------------------------------
create table public.settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  theme jsonb not null default '{"mode": "auto", "fontSize": "normal", "accentColor": "purple"}'
    check (
      jsonb_typeof(theme) = 'object'
      and coalesce(theme ->> 'mode', 'auto') in ('light', 'dark', 'auto', 'system')
      and coalesce(theme ->> 'fontSize', 'normal') in ('small', 'normal', 'large', 'extra-large')
      and coalesce(theme ->> 'accentColor', 'purple')
        in ('blue', 'green', 'purple', 'red', 'orange', 'teal', 'pink', 'indigo')
    ),
  notifications jsonb not null default '{"messages": true, "mentions": true, "dailyPrompts": true,
    "morningTime": "09:00", "eveningTime": "20:00", "sound": true, "vibration": true, "email": true}'
    check (jsonb_typeof(notifications) = 'object' and pg_column_size(notifications) < 8192),
  privacy jsonb not null default '{"profileVisible": "friends", "conversationHistory": "keep",
    "analytics": true, "onlineStatus": true}'
    check (
      jsonb_typeof(privacy) = 'object'
      and coalesce(privacy ->> 'profileVisible', 'friends') in ('all', 'friends', 'none')
      and coalesce(privacy ->> 'conversationHistory', 'keep') in ('keep', 'delete30d')
    ),
  updated_at timestamptz not null default now()
);

create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger settings_touched before update on public.settings
  for each row execute function private.touch_updated_at();

alter table public.settings enable row level security;
revoke all on table public.settings from anon, authenticated;
grant select on table public.settings to authenticated;
grant insert (user_id, theme, notifications, privacy), update (theme, notifications, privacy)
  on table public.settings to authenticated;
create policy "Users read their own settings" on public.settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins read every user's settings" on public.settings
  for select to authenticated using ((select public.is_admin()));
create policy "Users create their own settings" on public.settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own settings" on public.settings
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
