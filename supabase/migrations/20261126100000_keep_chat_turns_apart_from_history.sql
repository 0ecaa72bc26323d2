-- A chat turn's state moves out of the history the user may delete (issue 24, holes 1 and 2).
--
-- Until now chat_begin read a turn's state from public.chat_messages: a user message with that
-- id meant "replay", a reply pointing at it meant "answered". Users may delete their own
-- messages (and whole conversations), so:
--   1. delete both messages of an answered turn, replay its id: no message found, the turn ran
--      again and the coach answered again, without a charge (the ledger row already existed);
--   2. delete only the reply, replay two minutes later: no answer found, the turn looked dead
--      and was refunded, after the user had read the reply.
-- Now each turn has a record in private.chat_turns, keyed by the client's message id, which
-- only these functions write and no user can read or delete: its state, whether it was
-- charged, whether it was refunded, whether it was a crisis turn and which reply answered it.
-- Deleting history changes nothing there, so a replay after a deletion is refused
-- ('deleted') and never calls the coach or refunds. The reply's text is not kept there: what
-- the user deletes is gone (the landing promises private conversations), only the fact that
-- the turn was answered and charged stays.

create table private.chat_turns (
  message_id uuid primary key,
  -- Deleting the account removes its turns, as it removes its ledger.
  user_id uuid not null references auth.users (id) on delete cascade,
  -- No foreign key: the conversation may be cleared, the turn stays.
  conversation_id uuid,
  state text not null check (state in ('in_progress', 'answered', 'failed')),
  crisis boolean not null default false,
  charged boolean not null default false,
  refunded boolean not null default false,
  -- The stored reply (null when it could not be stored because the question was deleted first).
  reply_id uuid,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check (not refunded or (charged and state = 'failed'))
);
create index chat_turns_user_idx on private.chat_turns (user_id, created_at desc);
comment on table private.chat_turns is
  'One row per chat turn (the client''s message id): state, charge, refund, reply id. Server-only; survives deleted history.';

-- Not reachable through PostgREST (private schema), and closed even if it were.
alter table private.chat_turns enable row level security;
revoke all on table private.chat_turns from public, anon, authenticated;

-- The record of a user message stored before turns had one: its state as the history and the
-- ledger show it now.
create function private.adopt_turn(p_message public.chat_messages) returns private.chat_turns
language plpgsql security definer set search_path = '' as $$
declare
  answer public.chat_messages;
  turn private.chat_turns;
  was_charged boolean := exists (select 1 from public.credit_transactions
    where message_id = p_message.id and transaction_type = 'usage');
  was_refunded boolean := exists (select 1 from public.credit_transactions
    where message_id = p_message.id and transaction_type = 'refund');
begin
  select * into answer from public.chat_messages where reply_to = p_message.id;
  insert into private.chat_turns (message_id, user_id, conversation_id, state, crisis, charged, refunded,
    reply_id, created_at, finished_at)
  values (p_message.id, p_message.user_id, p_message.conversation_id,
    case when answer.id is not null then 'answered' when was_refunded then 'failed' else 'in_progress' end,
    p_message.crisis, was_charged, was_refunded and answer.id is null, answer.id, p_message.created_at,
    answer.created_at)
  on conflict (message_id) do nothing;
  select * into turn from private.chat_turns where message_id = p_message.id;
  return turn;
end;
$$;

-- Every turn already stored gets its record.
select private.adopt_turn(m) from public.chat_messages m where m.sender = 'user';
-- Charges whose messages were already deleted: the turn ran (answered, or refunded); a replay
-- of those ids is closed from now on.
insert into private.chat_turns (message_id, user_id, state, charged, refunded, created_at, finished_at)
select u.message_id, u.user_id, case when r.id is null then 'answered' else 'failed' end, true,
  r.id is not null, u.created_at, coalesce(r.created_at, u.created_at)
from public.credit_transactions u
left join public.credit_transactions r on r.message_id = u.message_id and r.transaction_type = 'refund'
where u.transaction_type = 'usage'
on conflict (message_id) do nothing;

-- The answer to a replay, from the turn record (locked by the caller), never from the history.
drop function private.chat_turn_state(public.chat_messages, timestamptz);
create function private.chat_turn_state(p_turn private.chat_turns, p_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  answer public.chat_messages;
  -- The conversation, if the user has not cleared it since.
  conversation uuid := (select id from public.conversations where id = p_turn.conversation_id);
begin
  if p_turn.state = 'answered' then
    select * into answer from public.chat_messages where id = p_turn.reply_id and user_id = p_turn.user_id;
    if not found then
      -- Answered and charged, then deleted by the user: nothing to give back, nothing to re-run.
      return jsonb_build_object('state', 'deleted', 'conversation_id', conversation);
    end if;
    return jsonb_build_object('state', 'answered', 'conversation_id', answer.conversation_id,
      'reply', answer.message, 'reply_id', answer.id, 'crisis', p_turn.crisis,
      'credit', private.credit_status(p_turn.user_id, p_at));
  end if;
  -- A turn still unanswered after two minutes died with its function: refund, call it failed.
  if p_turn.state = 'in_progress' and p_turn.created_at < p_at - interval '2 minutes' then
    perform private.close_failed_turn(p_turn, p_at);
    p_turn.state := 'failed';
  end if;
  return jsonb_build_object('state', p_turn.state, 'conversation_id', conversation);
end;
$$;

-- An unanswered turn fails: its credit goes back (once) and its id is spent.
create function private.close_failed_turn(p_turn private.chat_turns, p_at timestamptz) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if p_turn.state <> 'in_progress' then
    return false;
  end if;
  if p_turn.charged then
    perform private.refund_credit_for(p_turn.message_id, p_at);
  end if;
  update private.chat_turns set state = 'failed', refunded = charged, finished_at = p_at
    where message_id = p_turn.message_id;
  return true;
end;
$$;

create or replace function private.chat_begin(p_user uuid, p_message_id uuid, p_character text, p_message text,
  p_conversation uuid, p_crisis boolean, p_unsure boolean, p_context integer, p_at timestamptz)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  body text := btrim(coalesce(p_message, ''));
  crisis boolean := coalesce(p_crisis, false);
  turn private.chat_turns;
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

  -- A replay of a message id answers from the turn record and charges nothing, whatever the
  -- user deleted since.
  select * into turn from private.chat_turns where message_id = p_message_id for update;
  if not found then
    select * into existing from public.chat_messages where id = p_message_id;
    if found then
      if existing.user_id <> p_user or existing.sender <> 'user' then
        raise exception 'Identifiant de message déjà utilisé' using errcode = '23505', detail = 'message_id_taken';
      end if;
      turn := private.adopt_turn(existing);
    end if;
  end if;
  if turn.message_id is not null then
    if turn.user_id <> p_user then
      raise exception 'Identifiant de message déjà utilisé' using errcode = '23505', detail = 'message_id_taken';
    end if;
    return private.chat_turn_state(turn, p_at);
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

  -- The turn record claims the id; a request racing in with the same id waits here for this
  -- one, then finds the record and answers from it.
  insert into private.chat_turns (message_id, user_id, conversation_id, state, crisis, charged, created_at)
  values (p_message_id, p_user, conv.id, 'in_progress', crisis, not crisis, p_at)
  on conflict (message_id) do nothing;
  if not found then
    return jsonb_build_object('state', 'in_progress', 'conversation_id', conv.id);
  end if;

  -- Raises PT402 at zero (which undoes the claim too). A crisis message costs nothing.
  if not crisis then
    perform private.consume_credit_for(p_user, p_message_id, p_character, p_at);
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('sender', t.sender, 'text', t.message) order by t.created_at, t.id), '[]')
    into history
    from (select sender, message, created_at, id from public.chat_messages
          where conversation_id = conv.id
          order by created_at desc, id desc
          limit case when p_context in (10, 25, 50) then p_context else 25 end) t;

  insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, crisis, created_at)
  values (p_message_id, conv.id, p_user, p_character, 'user', body, crisis, p_at);

  return jsonb_build_object('state', 'new', 'conversation_id', conv.id, 'history', history, 'crisis', crisis,
    'user_name', (select nom from public.profiles where id = p_user),
    'credit', private.credit_status(p_user, p_at));
end;
$$;

-- Stores the reply once and marks the turn answered (a second call returns the first reply).
-- A turn already declared dead and refunded takes no reply: the user was told to send again.
-- If the user deleted the question (or the conversation) meanwhile, the reply is returned to
-- the waiting request but not stored; the turn stays answered and charged.
create or replace function public.chat_finish(message_id uuid, reply_id uuid, reply text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  turn private.chat_turns;
  question public.chat_messages;
  answer public.chat_messages;
begin
  select * into turn from private.chat_turns t where t.message_id = chat_finish.message_id for update;
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  if turn.state = 'failed' then
    raise exception 'Ce message n''a pas pu recevoir de réponse ; envoyez-le à nouveau'
      using errcode = '23505', detail = 'message_failed';
  end if;
  if turn.state = 'in_progress' then
    select * into question from public.chat_messages m where m.id = turn.message_id;
    if found then
      insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, reply_to, crisis)
      values (reply_id, question.conversation_id, question.user_id, question.character_name, 'bot',
        left(reply, 4000), question.id, question.crisis)
      on conflict (reply_to) where reply_to is not null do nothing;
      update public.conversations set updated_at = now() where id = question.conversation_id;
      select * into answer from public.chat_messages m where m.reply_to = question.id;
    end if;
    update private.chat_turns t set state = 'answered', reply_id = answer.id, finished_at = now()
      where t.message_id = turn.message_id;
    turn.reply_id := answer.id;
  else
    select * into answer from public.chat_messages m where m.id = turn.reply_id;
  end if;
  return jsonb_build_object('state', 'answered', 'conversation_id', coalesce(answer.conversation_id, turn.conversation_id),
    'reply', coalesce(answer.message, left(reply, 4000)), 'reply_id', coalesce(answer.id, chat_finish.reply_id),
    'crisis', turn.crisis);
end;
$$;

-- No reply could be produced: the credit goes back and the message id is spent. An answered
-- turn is never refunded, whatever became of its messages.
create or replace function public.chat_fail(message_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  turn private.chat_turns;
begin
  select * into turn from private.chat_turns t where t.message_id = chat_fail.message_id for update;
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  perform private.close_failed_turn(turn, now());
  return jsonb_build_object('refunded', turn.state <> 'answered' and turn.charged,
    'credit', private.credit_status(turn.user_id, now()));
end;
$$;

revoke all on all functions in schema private from public;
