-- The export holds the consents to processing conversations too (20261127300000 added them after
-- the export was written): everything held about the user, as GDPR article 15 asks.
create or replace function private.account_export(target uuid) returns jsonb
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
    'conversation_consents', coalesce((select jsonb_agg(to_jsonb(cc) order by cc.given_at)
      from public.conversation_consents cc where cc.user_id = target), '[]'),
    'contact_messages', coalesce((select jsonb_agg(to_jsonb(cm) order by cm.created_at)
      from public.contact_messages cm where cm.user_id = target
        or lower(cm.email) = (select lower(u.email) from auth.users u where u.id = target)), '[]'),
    'storage_objects', coalesce((select jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name,
        'created_at', o.created_at, 'metadata', o.metadata))
      from storage.objects o where (storage.foldername(o.name))[1] = target::text), '[]')
  )
$$;
revoke execute on function private.account_export(uuid) from public;
