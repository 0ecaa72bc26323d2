-- The back-office settings take effect (issue 28: "settings stored on the server"). Before this,
-- update_app_settings stored them and only security.rate_limiting and requests_per_minute were
-- read (the chat's token bucket). Now the server applies the ones that grant a right or cost money:
--   general.maintenance_mode   no chat turn (an AI call) for anyone but an admin; the message
--                              waits in the person's queue and leaves when maintenance ends;
--   general.registration_open  closed: Auth cannot create an account, except the ones an admin
--                              (test accounts) or a paid checkout creates (app_metadata.created_by);
--   general.default_quota      the free plan's daily allowance (from the next daily refill);
--   security.requests_per_hour chat turns per person in any sliding hour (the bucket does minutes).
-- And the app reads the public part through app_status() (maintenance notice, sign-up closed).

-- The settings anyone may know: whether the service is in maintenance, whether sign-up is open,
-- and the free allowance and password length the forms quote. Nothing else of app_settings.
create function public.app_status() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'maintenance', coalesce((settings #>> '{general,maintenance_mode}')::boolean, false),
    'registration_open', coalesce((settings #>> '{general,registration_open}')::boolean, true),
    'default_quota', coalesce((settings #>> '{general,default_quota}')::integer, 20),
    'password_min_length', coalesce((settings #>> '{security,password_min_length}')::integer, 8))
  from public.app_settings where id
$$;
revoke execute on function public.app_status() from public;
grant execute on function public.app_status() to anon, authenticated, service_role;

-- Maintenance and the hourly cap, then the per-minute token bucket as before.
create or replace function private.take_chat_token(p_user uuid, p_at timestamptz) returns void
language plpgsql security definer set search_path = '' as $$
declare
  current jsonb := (select settings from public.app_settings where id);
  security jsonb := current -> 'security';
  per_minute integer := greatest(coalesce((security ->> 'requests_per_minute')::integer, 60), 1);
  per_hour integer := greatest(coalesce((security ->> 'requests_per_hour')::integer, 1000), 1);
  burst double precision := least(per_minute, 10);
  rate double precision := per_minute / 60.0;
  bucket private.chat_rate_limits;
  available double precision;
  oldest timestamptz;
begin
  -- Retry-After 5 minutes: the queued message is sent again then, and goes once maintenance ends.
  if coalesce((current #>> '{general,maintenance_mode}')::boolean, false)
     and not exists (select 1 from public.profiles where id = p_user and role in ('admin', 'super_admin')) then
    raise exception 'Maintenance en cours : votre message partira dès la fin de la maintenance'
      using errcode = 'PT429', detail = 'maintenance', hint = '300';
  end if;
  if not coalesce((security ->> 'rate_limiting')::boolean, true) then
    return;
  end if;
  -- The hourly cap: the person's messages of the last hour (chat_messages_user_idx).
  select min(created_at) into oldest from (
    select m.created_at from public.chat_messages m
    where m.user_id = p_user and m.sender = 'user' and m.created_at > p_at - interval '1 hour'
    order by m.created_at desc limit per_hour) recent
  having count(*) >= per_hour;
  if oldest is not null then
    raise exception 'Trop de requêtes, veuillez patienter' using errcode = 'PT429',
      detail = 'rate_limited', hint = greatest(ceil(extract(epoch from oldest + interval '1 hour' - p_at)), 1)::text;
  end if;
  insert into private.chat_rate_limits values (p_user, burst, p_at) on conflict (user_id) do nothing;
  select * into bucket from private.chat_rate_limits where user_id = p_user for update;
  available := least(burst, bucket.tokens + greatest(extract(epoch from p_at - bucket.refilled_at), 0) * rate);
  if available < 1 then
    raise exception 'Trop de requêtes, veuillez patienter' using errcode = 'PT429',
      detail = 'rate_limited', hint = ceil((1 - available) / rate)::text;
  end if;
  update private.chat_rate_limits set tokens = available - 1, refilled_at = p_at where user_id = p_user;
end;
$$;

-- Sign-up closed: Auth's insert fails with this message. An admin's test account and a paid
-- checkout's account say who made them in app_metadata, which only the service role can write.
create function private.check_registration_open() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not coalesce((select (settings #>> '{general,registration_open}')::boolean
                   from public.app_settings where id), true)
     and coalesce(new.raw_app_meta_data ->> 'created_by', '') not in ('admin', 'checkout') then
    raise exception 'Les inscriptions sont fermées' using errcode = 'P0001', detail = 'registration_closed';
  end if;
  return new;
end;
$$;
create trigger check_registration_open before insert on auth.users
  for each row execute function private.check_registration_open();

-- default_quota is the free plan's allowance: saved with the settings, read by every refill.
create or replace function public.update_app_settings(new_settings jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  merged jsonb;
  quota integer;
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
  quota := (merged #>> '{general,default_quota}')::integer;
  update public.subscription_plans set credits_included = quota
    where id = 'gratuit' and credits_included is distinct from quota;
  perform private.audit('update_settings', 'system', null, 'app_settings', new_settings, 'medium');
  return merged;
end;
$$;

revoke all on function private.check_registration_open() from public;
