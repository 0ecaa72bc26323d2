-- The tables the app and the back-office watch live. Realtime delivers a change only to
-- subscribers whose row-level security lets them read the row.
alter publication supabase_realtime add table
  public.profiles,
  public.user_credit_balances,
  public.credit_transactions,
  public.user_subscriptions,
  public.chat_messages,
  public.promo_codes,
  public.contact_messages;
