-- Contact-form flood (issue 24, hole 7). The form is open to anonymous visitors and its only
-- limit was 5 messages an hour per email or account: writing another email each time
-- bypassed it. Two caps a visitor cannot dodge by changing the email:
--   * per client address: 10 messages an hour (a household or an office behind one address
--     still gets through);
--   * for the whole form: 100 messages an hour, the ceiling that still holds if addresses are
--     forged or rotated.
-- The client address is the one the platform reports to PostgREST: the first entry of
-- X-Forwarded-For in request.headers, as Supabase documents it (guides/api/securing-your-api).
-- The local stack passes it the same way (supabase/local/rest/handler.ts). Addresses are kept
-- apart from the messages (admins read those), for one hour only.

create table private.contact_senders (
  address text not null,
  sent_at timestamptz not null default now()
);
create index contact_senders_address_idx on private.contact_senders (address, sent_at desc);
create index contact_senders_sent_idx on private.contact_senders (sent_at);
alter table private.contact_senders enable row level security;
revoke all on table private.contact_senders from public, anon, authenticated;

-- The caller's address as the platform reports it; null outside an API request (the owner,
-- a migration) or without the header.
create function private.client_address() returns text
language plpgsql stable set search_path = '' as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
begin
  return left(nullif(btrim(split_part(headers::json ->> 'x-forwarded-for', ',', 1)), ''), 64);
exception when others then
  -- Headers that are not JSON: no address, the other caps still apply.
  return null;
end;
$$;

create or replace function private.limit_contact_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client text := private.client_address();
begin
  if (select count(*) from public.contact_messages where created_at > now() - interval '1 hour') >= 100 then
    raise exception 'Le formulaire de contact reçoit trop de messages en ce moment. Réessayez dans une heure.'
      using errcode = 'PT429', detail = 'contact_busy';
  end if;
  if client is not null and (select count(*) from private.contact_senders s
      where s.address = client and s.sent_at > now() - interval '1 hour') >= 10 then
    raise exception 'Trop de messages envoyés. Réessayez dans une heure.'
      using errcode = 'PT429', detail = 'contact_rate_limited';
  end if;
  if (select count(*) from public.contact_messages
      where created_at > now() - interval '1 hour'
        and (lower(email) = lower(new.email) or (new.user_id is not null and user_id = new.user_id))) >= 5 then
    raise exception 'Trop de messages envoyés. Réessayez dans une heure.'
      using errcode = 'PT429', detail = 'contact_rate_limited';
  end if;
  if client is not null then
    delete from private.contact_senders where sent_at <= now() - interval '1 hour';
    insert into private.contact_senders (address) values (client);
  end if;
  return new;
end;
$$;

revoke all on all functions in schema private from public;
