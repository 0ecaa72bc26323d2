-- Auto-delete after N days (unified settings, chat tab): a person removes their own chat messages
-- older than the period they chose; the app calls it at sign-in and when the choice is saved, and
-- does the same on the device. Security invoker: the delete policy ("Users delete their own
-- messages") still applies, and the function itself only ever names the caller's rows and the
-- periods the settings offer, so a call cannot reach anyone else's data or empty a history.
-- Likes of the removed messages go with them (foreign key cascade); a reply whose question is
-- gone keeps its text (reply_to is set to null).
create function public.delete_my_old_messages(older_than_days integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to delete your messages' using errcode = '42501';
  end if;
  if older_than_days is null or older_than_days not in (7, 30, 90, 365) then
    raise exception 'Unsupported period: % days', older_than_days using errcode = '22023';
  end if;
  delete from public.chat_messages
  where user_id = (select auth.uid())
    and created_at < now() - make_interval(days => older_than_days);
  get diagnostics removed = row_count;
  return removed;
end;
$$;
revoke all on function public.delete_my_old_messages(integer) from public, anon;
grant execute on function public.delete_my_old_messages(integer) to authenticated;
