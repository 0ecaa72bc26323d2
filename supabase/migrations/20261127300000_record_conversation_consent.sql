-- Explicit consent to the processing of wellbeing conversations (GDPR art. 9(2)(a): they may
-- reveal health data). Recorded on the server with the privacy policy's version and the time,
-- on every sign-up path:
--   * the sign-up form and the magic link pass it in the sign-up metadata
--     (`consent: { policy_version }`), recorded by the trigger below at the server's time;
--   * Google, and anyone who has not consented yet (accounts made before this), call
--     give_conversation_consent(policy_version) from the app's consent step.
-- No consent, no chat: a chat turn cannot start (chat_turns' trigger, PT403 consent_required),
-- whatever the client does.

create table public.conversation_consents (
  user_id uuid not null references auth.users (id) on delete cascade,
  policy_version text not null check (policy_version ~ '^[0-9A-Za-z._-]{1,40}$'),
  -- How it was given: the sign-up metadata (form, magic link) or the app's consent step.
  source text not null check (source in ('signup', 'app')),
  given_at timestamptz not null default now(),
  primary key (user_id, policy_version)
);

alter table public.conversation_consents enable row level security;
revoke all on table public.conversation_consents from anon, authenticated;
grant select on table public.conversation_consents to authenticated;
create policy "Users read their own consents" on public.conversation_consents
  for select to authenticated using (user_id = (select auth.uid()));

create function private.has_conversation_consent(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.conversation_consents where user_id = p_user)
$$;

-- The sign-up metadata is the user's own statement: it may record their consent (never grant).
create function private.record_signup_consent() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  version text := coalesce(new.raw_user_meta_data, '{}'::jsonb) -> 'consent' ->> 'policy_version';
begin
  if version is not null and version ~ '^[0-9A-Za-z._-]{1,40}$' then
    insert into public.conversation_consents (user_id, policy_version, source)
    values (new.id, version, 'signup') on conflict do nothing;
  end if;
  return new;
end;
$$;
create trigger on_auth_user_created_consent after insert on auth.users
  for each row execute function private.record_signup_consent();

create function public.give_conversation_consent(policy_version text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  version text := btrim(coalesce(give_conversation_consent.policy_version, ''));
  row public.conversation_consents;
begin
  if version !~ '^[0-9A-Za-z._-]{1,40}$' then
    raise exception 'Version de politique invalide' using errcode = '22023', detail = 'invalid_request';
  end if;
  insert into public.conversation_consents (user_id, policy_version, source)
  values (me, version, 'app') on conflict do nothing;
  select * into row from public.conversation_consents c where c.user_id = me and c.policy_version = version;
  return jsonb_build_object('policy_version', row.policy_version, 'given_at', row.given_at);
end;
$$;

-- Every chat turn starts by claiming its record here (chat_begin): no consent, no turn.
create function private.require_conversation_consent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.has_conversation_consent(new.user_id) then
    raise exception 'Acceptez le traitement de vos conversations pour discuter avec Emma et Louis.'
      using errcode = 'PT403', detail = 'consent_required';
  end if;
  return new;
end;
$$;
create trigger chat_turns_need_consent before insert on private.chat_turns
  for each row execute function private.require_conversation_consent();

revoke all on all functions in schema private from public;
revoke execute on function public.give_conversation_consent(text) from public, anon, authenticated;
grant execute on function public.give_conversation_consent(text) to authenticated;
