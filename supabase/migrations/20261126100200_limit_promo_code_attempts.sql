-- Promo-code guessing (issue 24, hole 6). Codes may be 3 characters long and
-- redeem_promo_code had no attempt limit, so a script could try codes until one paid. Now a
-- user who had 5 codes refused within 15 minutes waits until the oldest of those leaves the
-- window (429, detail promo_rate_limited, hint = seconds to wait, a message saying when).
-- The messages people need for a wrong, expired, used-up or already-used code stay as they
-- were.

-- Refused attempts, per user: server-only, pruned as the user tries again.
create table private.promo_attempts (
  user_id uuid not null references auth.users (id) on delete cascade,
  attempted_at timestamptz not null default now()
);
create index promo_attempts_user_idx on private.promo_attempts (user_id, attempted_at desc);
alter table private.promo_attempts enable row level security;
revoke all on table private.promo_attempts from public, anon, authenticated;

create function private.check_promo_attempts(p_user uuid, p_at timestamptz) returns void
language plpgsql security definer set search_path = '' as $$
declare
  -- The 5th most recent refusal in the window: when it leaves, the user is under the limit.
  fifth timestamptz := (select attempted_at from private.promo_attempts
    where user_id = p_user and attempted_at > p_at - interval '15 minutes'
    order by attempted_at desc offset 4 limit 1);
  wait_seconds integer;
  wait_minutes integer;
begin
  if fifth is null then
    return;
  end if;
  wait_seconds := greatest(ceil(extract(epoch from fifth + interval '15 minutes' - p_at)), 1)::integer;
  wait_minutes := ceil(wait_seconds / 60.0)::integer;
  raise exception 'Trop de codes promo refusés. Réessayez dans % %.', wait_minutes,
    case when wait_minutes = 1 then 'minute' else 'minutes' end
    using errcode = 'PT429', detail = 'promo_rate_limited', hint = wait_seconds::text;
end;
$$;

-- A refusal is answered as before (HTTP 400, code P0001, its message and detail), but by
-- returning the error with response.status rather than raising it: a raise would roll back
-- the transaction, and with it the record of the refused attempt. PostgREST commits a
-- function that returns, whatever status it sets.
create or replace function public.redeem_promo_code(code text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  refusal text;
  refusal_detail text;
  refusal_hint text;
begin
  -- One attempt at a time per user, so a burst of parallel guesses cannot pass the check together.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('redeem_promo_code:' || me::text, 0));
  perform private.check_promo_attempts(me, now());
  begin
    return private.redeem_promo_code_for(me, redeem_promo_code.code, now());
  exception when sqlstate 'P0001' then
    get stacked diagnostics refusal = message_text, refusal_detail = pg_exception_detail,
      refusal_hint = pg_exception_hint;
  end;
  delete from private.promo_attempts where user_id = me and attempted_at <= now() - interval '15 minutes';
  insert into private.promo_attempts (user_id, attempted_at) values (me, now());
  perform set_config('response.status', '400', true);
  return jsonb_build_object('code', 'P0001', 'message', refusal, 'details', nullif(refusal_detail, ''),
    'hint', nullif(refusal_hint, ''));
end;
$$;

revoke all on all functions in schema private from public;
revoke execute on function public.redeem_promo_code(text) from public, anon;
grant execute on function public.redeem_promo_code(text) to authenticated;
