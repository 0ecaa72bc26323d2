-- The credit diagnostic's emergency +50 (/credit-diagnostic): for admins, or for the signed-in
-- person themself in local development only (decisions: "the emergency add-credits button is
-- available only in local development or to admins"). The server decides, not the build.
--
-- Local development is a fact about the database, not the client: private.deployment holds one
-- flag, false everywhere, that only the local stack's command line (`npm start`, `npm run
-- backend`, supabase/local/main.ts) turns on. Hosted projects never run that script, and no
-- role a client can reach may write the table.

create table private.deployment (
  id boolean primary key default true check (id),
  local_development boolean not null default false
);
insert into private.deployment (id) values (true);
alter table private.deployment enable row level security;
revoke all on table private.deployment from public, anon, authenticated;

create function private.local_development() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select local_development from private.deployment), false)
$$;

-- Whether the caller may use the emergency +50 (the page shows the button only then).
create function public.emergency_credits_allowed() returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null and (public.is_admin() or private.local_development())
$$;

create or replace function public.emergency_add_credits(target_user_id uuid, credits_to_add integer default 50,
  reason text default 'Crédits d''urgence')
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  b public.user_credit_balances;
begin
  if auth.role() = 'service_role' or public.is_admin() then
    b := private.admin_give_credits(target_user_id, credits_to_add, reason,
      'Crédits d''urgence', 'emergency_add_credits', 'high');
  elsif me is not null and private.local_development() and target_user_id = me and credits_to_add = 50 then
    -- Local development: a developer tops up their own test account, 50 at a time.
    b := private.add_credits(me, 50, 'other', 'Crédits d''urgence (développement local)', me, now());
  else
    raise exception 'Accès administrateur requis' using errcode = '42501';
  end if;
  return jsonb_build_object('success', true, 'message', credits_to_add || ' crédits ajoutés',
    'remaining_credits', b.credits_remaining);
end;
$$;

revoke all on all functions in schema private from public;
revoke execute on function public.emergency_credits_allowed() from public, anon;
grant execute on function public.emergency_credits_allowed() to authenticated;
revoke execute on function public.emergency_add_credits(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.emergency_add_credits(uuid, integer, text) to authenticated, service_role;
