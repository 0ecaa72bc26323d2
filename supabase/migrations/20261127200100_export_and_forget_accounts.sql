-- GDPR rights: a user exports everything held about them (public.export_my_data()) and deletes
-- their account (the delete-account function calls private.forget_account(), then removes their
-- storage objects and the auth user, whose deletion cascades to every other row of theirs).
-- French accounting law (Code de commerce L123-22) keeps accounting records 10 years: payments
-- survive the account, cut from the person (public.payments loses its user_id by its foreign
-- key; the credit purchases and the subscription are copied under a random pseudonym, with no
-- email, name or user id).
-- Both actions are audited in private.account_requests, which holds no personal data either.

create table private.account_requests (
  id uuid primary key default gen_random_uuid(),
  -- sha256 of the user id: proves which account a request concerned to someone who knows the
  -- id, without keeping the id itself once the account is gone.
  user_hash text not null,
  action text not null check (action in ('export', 'delete')),
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
alter table private.account_requests enable row level security;
revoke all on table private.account_requests from public, anon, authenticated;

create table private.retained_accounting_records (
  id uuid primary key default gen_random_uuid(),
  pseudonym uuid not null,
  kind text not null check (kind in ('credit_purchase', 'subscription')),
  occurred_at timestamptz not null,
  details jsonb not null,
  retain_until date not null,
  created_at timestamptz not null default now()
);
alter table private.retained_accounting_records enable row level security;
revoke all on table private.retained_accounting_records from public, anon, authenticated;

create function private.user_hash(target uuid) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(target::text, 'UTF8')), 'hex')
$$;

-- Everything held about one user, as one JSON document (the device adds its own data).
create function private.account_export(target uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'format', 'emma-louis-export/1',
    'exported_at', now(),
    'account', (select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at, 'user_metadata', u.raw_user_meta_data)
      from auth.users u where u.id = target),
    'profile', (select to_jsonb(p) from public.profiles p where p.id = target),
    'settings', (select to_jsonb(s) from public.settings s where s.user_id = target),
    'conversations', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.conversations c where c.user_id = target), '[]'),
    'messages', coalesce((select jsonb_agg(to_jsonb(m) order by m.created_at)
      from public.chat_messages m where m.user_id = target), '[]'),
    'message_likes', coalesce((select jsonb_agg(to_jsonb(l))
      from public.message_likes l where l.user_id = target), '[]'),
    'credit_balance', (select to_jsonb(b) from public.user_credit_balances b where b.user_id = target),
    'credit_transactions', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at)
      from public.credit_transactions t where t.user_id = target), '[]'),
    'subscriptions', coalesce((select jsonb_agg(to_jsonb(s))
      from public.user_subscriptions s where s.user_id = target), '[]'),
    'payments', coalesce((select jsonb_agg(to_jsonb(pay) order by pay.created_at)
      from public.payments pay where pay.user_id = target), '[]'),
    'checkout_claims', coalesce((select jsonb_agg(to_jsonb(cc))
      from public.checkout_claims cc where cc.user_id = target), '[]'),
    'promo_redemptions', coalesce((select jsonb_agg(to_jsonb(r))
      from public.promo_redemptions r where r.user_id = target), '[]'),
    'contact_messages', coalesce((select jsonb_agg(to_jsonb(cm) order by cm.created_at)
      from public.contact_messages cm where cm.user_id = target
        or lower(cm.email) = (select lower(u.email) from auth.users u where u.id = target)), '[]'),
    'storage_objects', coalesce((select jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name,
        'created_at', o.created_at, 'metadata', o.metadata))
      from storage.objects o where (storage.foldername(o.name))[1] = target::text), '[]')
  )
$$;
revoke execute on function private.account_export(uuid) from public;

-- The signed-in user's own export, recorded in the audit trail.
create function public.export_my_data() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  -- A token outliving its deleted user is no one.
  if me is null or not exists (select 1 from auth.users where id = me) then
    raise exception 'No authenticated user' using errcode = '42501';
  end if;
  insert into private.account_requests (user_hash, action) values (private.user_hash(me), 'export');
  return private.account_export(me);
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

-- Before the auth user goes: keeps the accounting records anonymised, removes personal rows no
-- foreign key cascades (contact messages, also those sent signed out from the same address), audits, and answers what the caller must
-- still do outside the database (the Stripe subscription). Service role only (delete-account).
create function public.forget_account(target_user_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  pseudonym uuid := gen_random_uuid();
  user_email text;
  kept integer;
  subscription jsonb;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'Réservé au service' using errcode = '42501';
  end if;
  select lower(email) into user_email from auth.users where id = target_user_id;
  if not found then
    raise exception 'Utilisateur inconnu' using errcode = 'P0002';
  end if;

  insert into private.retained_accounting_records (pseudonym, kind, occurred_at, details, retain_until)
  select pseudonym, 'credit_purchase', t.created_at,
         jsonb_build_object('transaction_type', t.transaction_type, 'credits_amount', t.credits_amount,
           'description', t.description),
         (t.created_at + interval '10 years')::date
  from public.credit_transactions t
  where t.user_id = target_user_id and t.transaction_type in ('purchase', 'subscription');
  get diagnostics kept = row_count;

  select to_jsonb(s) into subscription from public.user_subscriptions s where s.user_id = target_user_id;
  if subscription is not null then
    insert into private.retained_accounting_records (pseudonym, kind, occurred_at, details, retain_until)
    values (pseudonym, 'subscription', (subscription ->> 'created_at')::timestamptz,
      subscription - 'id' - 'user_id', ((subscription ->> 'current_period_end')::timestamptz + interval '10 years')::date);
    kept := kept + 1;
  end if;

  delete from public.contact_messages where user_id = target_user_id or lower(email) = user_email;

  insert into private.account_requests (user_hash, action, details)
  values (private.user_hash(target_user_id), 'delete', jsonb_build_object('accounting_records_kept', kept));

  return jsonb_build_object(
    'stripe_subscription_id', subscription ->> 'stripe_subscription_id',
    'stripe_customer_id', subscription ->> 'stripe_customer_id',
    'subscription_status', subscription ->> 'status',
    'accounting_records_kept', kept
  );
end;
$$;
revoke execute on function public.forget_account(uuid) from public, anon, authenticated;
grant execute on function public.forget_account(uuid) to service_role;
