-- A turn the chat function decides to give for free after the coach answered: a model's reply
-- that names crisis lines becomes the free check-in question (a referral is never billed).
-- chat_finish_free refunds the charge and stores the reply in one transaction, so the turn goes
-- from in progress to answered (crisis, refunded) without passing through 'failed', which
-- chat_finish rightly refuses; a replay then returns the question, never a second coach call.

-- An answered turn may now carry a refund, but only this way: chat_fail still never refunds one.
alter table private.chat_turns drop constraint chat_turns_check;
alter table private.chat_turns add constraint chat_turns_refund_check check (not refunded or charged);

create function public.chat_finish_free(message_id uuid, reply_id uuid, reply text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  turn private.chat_turns;
begin
  select * into turn from private.chat_turns t where t.message_id = chat_finish_free.message_id for update;
  if not found then
    raise exception 'Message introuvable' using errcode = 'P0002';
  end if;
  if turn.state = 'in_progress' then
    if turn.charged and not turn.refunded then
      perform private.refund_credit_for(turn.message_id, now());
    end if;
    update private.chat_turns t set crisis = true, refunded = t.charged where t.message_id = turn.message_id;
    -- The question is stored as a crisis one, as every free turn is, so its reply is too.
    update public.chat_messages m set crisis = true where m.id = turn.message_id;
  end if;
  return public.chat_finish(chat_finish_free.message_id, chat_finish_free.reply_id, chat_finish_free.reply)
    || jsonb_build_object('credit', private.credit_status(turn.user_id, now()));
end;
$$;

revoke execute on function public.chat_finish_free(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.chat_finish_free(uuid, uuid, text) to service_role;
