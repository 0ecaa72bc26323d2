-- A chat turn, as the `chat` edge function runs it, in two database calls around the coach:
--   chat_begin  — validate, replay check, rate limit, conversation, charge, store the user's
--                 message, and hand back the recent history;
--   chat_finish — store the reply (or chat_fail: refund when no reply could be produced).
-- The message id minted by the client is the idempotency key of the whole turn. These are
-- service-role only: the function decides whether a message is a crisis (which costs nothing),
-- so a user must not be able to call them with their own claims.

-- A token bucket per user, refilled continuously, sized from the back-office settings
-- (security.requests_per_minute; security.rate_limiting switches it off).
create table private.chat_rate_limits (
  user_id uuid primary key references auth.users (id) on delete cascade,
  tokens double precision not null,
  refilled_at timestamptz not null
);

create function private.take_chat_token(p_user uuid, p_at timestamptz) returns void
language plpgsql security definer set search_path = '' as $$
declare
  security jsonb := (select settings -> 'security' from public.app_settings where id);
  per_minute integer := greatest(coalesce((security ->> 'requests_per_minute')::integer, 60), 1);
  burst double precision := least(per_minute, 10);
  rate double precision := per_minute / 60.0;
  bucket private.chat_rate_limits;
  available double precision;
begin
  if not coalesce((security ->> 'rate_limiting')::boolean, true) then
    return;
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

create function private.chat_turn_state(p_message public.chat_messages, p_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  answer public.chat_messages;
begin
  select * into answer from public.chat_messages where reply_to = p_message.id;
  if found then
    return jsonb_build_object('state', 'answered', 'conversation_id', p_message.conversation_id,
      'reply', answer.message, 'reply_id', answer.id, 'crisis', answer.crisis,
      'credit', private.credit_status(p_message.user_id, p_at));
  end if;
  if exists (select 1 from public.credit_transactions
             where message_id = p_message.id and transaction_type = 'refund') then
    return jsonb_build_object('state', 'failed', 'conversation_id', p_message.conversation_id);
  end if;
  -- A turn still unanswered after two minutes died with its function: refund, call it failed.
  if p_message.created_at < p_at - interval '2 minutes' then
    if exists (select 1 from public.credit_transactions
               where message_id = p_message.id and transaction_type = 'usage') then
      perform private.refund_credit_for(p_message.id, p_at);
    end if;
    return jsonb_build_object('state', 'failed', 'conversation_id', p_message.conversation_id);
  end if;
  return jsonb_build_object('state', 'in_progress', 'conversation_id', p_message.conversation_id);
end;
$$;

-- p_crisis: the message itself is a crisis. p_unsure: it is a "no" or "I don't know", which,
-- right after a crisis reply asking whether the person is safe, keeps the turn a crisis one.
create function private.chat_begin(p_user uuid, p_message_id uuid, p_character text, p_message text,
  p_conversation uuid, p_crisis boolean, p_unsure boolean, p_context integer, p_at timestamptz)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  body text := btrim(coalesce(p_message, ''));
  crisis boolean := coalesce(p_crisis, false);
  existing public.chat_messages;
  conv public.conversations;
  history jsonb;
begin
  if p_message_id is null or p_character is null or p_character not in ('emma', 'louis') then
    raise exception 'Requête invalide' using errcode = '22023', detail = 'invalid_request';
  end if;
  if char_length(body) = 0 or char_length(body) > 500 then
    raise exception 'Le message doit contenir entre 1 et 500 caractères' using errcode = '22023',
      detail = 'invalid_message';
  end if;

  -- A replay of a message id answers from what is stored and charges nothing.
  select * into existing from public.chat_messages where id = p_message_id;
  if found then
    if existing.user_id <> p_user or existing.sender <> 'user' then
      raise exception 'Identifiant de message déjà utilisé' using errcode = '23505', detail = 'message_id_taken';
    end if;
    return private.chat_turn_state(existing, p_at);
  end if;

  perform private.take_chat_token(p_user, p_at);

  if p_conversation is not null then
    select * into conv from public.conversations where id = p_conversation and user_id = p_user;
    if not found or conv.character_id <> p_character then
      raise exception 'Conversation introuvable' using errcode = '22023', detail = 'invalid_conversation';
    end if;
  else
    insert into public.conversations (user_id, character_id, title)
    values (p_user, p_character, 'Conversation avec ' || initcap(p_character))
    on conflict (user_id, character_id) do nothing;
    select * into conv from public.conversations where user_id = p_user and character_id = p_character;
  end if;

  if not crisis and p_unsure then
    crisis := coalesce((select m.crisis from public.chat_messages m
      where m.conversation_id = conv.id and m.sender = 'bot'
      order by m.created_at desc, m.id desc limit 1), false);
  end if;

  -- Raises PT402 at zero. A crisis message costs nothing.
  if not crisis then
    perform private.consume_credit_for(p_user, p_message_id, p_character, p_at);
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('sender', t.sender, 'text', t.message) order by t.created_at, t.id), '[]')
    into history
    from (select sender, message, created_at, id from public.chat_messages
          where conversation_id = conv.id
          order by created_at desc, id desc
          limit case when p_context in (10, 25, 50) then p_context else 25 end) t;

  begin
    insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, crisis, created_at)
    values (p_message_id, conv.id, p_user, p_character, 'user', body, crisis, p_at);
  exception when unique_violation then
    -- The same message id raced in from another request, which is answering it.
    return jsonb_build_object('state', 'in_progress', 'conversation_id', conv.id);
  end;

  return jsonb_build_object('state', 'new', 'conversation_id', conv.id, 'history', history, 'crisis', crisis,
    'user_name', (select nom from public.profiles where id = p_user),
    'credit', private.credit_status(p_user, p_at));
end;
$$;

create function public.chat_begin(target_user_id uuid, message_id uuid, character_id text, message text,
  conversation_id uuid default null, crisis boolean default false, unsure boolean default false,
  context_length integer default 25)
returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.chat_begin(target_user_id, message_id, character_id, message, conversation_id, crisis,
    unsure, context_length, now())
$$;

-- Stores the reply once (a second call returns the first reply). The balance is the one
-- chat_begin returned: nothing charges in between.
create function public.chat_finish(message_id uuid, reply_id uuid, reply text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  question public.chat_messages;
  answer public.chat_messages;
begin
  select * into question from public.chat_messages m where m.id = chat_finish.message_id and m.sender = 'user';
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, reply_to, crisis)
  values (reply_id, question.conversation_id, question.user_id, question.character_name, 'bot',
    left(reply, 4000), question.id, question.crisis)
  on conflict (reply_to) where reply_to is not null do nothing;
  update public.conversations set updated_at = now() where id = question.conversation_id;
  select * into answer from public.chat_messages m where m.reply_to = question.id;
  return jsonb_build_object('state', 'answered', 'conversation_id', question.conversation_id,
    'reply', answer.message, 'reply_id', answer.id, 'crisis', answer.crisis);
end;
$$;

-- No reply could be produced: the credit goes back, and the message id is spent.
create function public.chat_fail(message_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  question public.chat_messages;
begin
  select * into question from public.chat_messages m where m.id = chat_fail.message_id and m.sender = 'user';
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.credit_transactions t
             where t.message_id = chat_fail.message_id and t.transaction_type = 'usage') then
    perform private.refund_credit_for(chat_fail.message_id, now());
  end if;
  return jsonb_build_object('refunded', true, 'credit', private.credit_status(question.user_id, now()));
end;
$$;

revoke all on all functions in schema private from public;
revoke execute on function public.chat_begin(uuid, uuid, text, text, uuid, boolean, boolean, integer),
  public.chat_finish(uuid, uuid, text), public.chat_fail(uuid)
  from public, anon, authenticated;
grant execute on function public.chat_begin(uuid, uuid, text, text, uuid, boolean, boolean, integer),
  public.chat_finish(uuid, uuid, text), public.chat_fail(uuid)
  to service_role;
