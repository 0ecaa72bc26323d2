-- The back-office after billing (issues 25 and 28):
--   * revenue is what Stripe collected (public.payments, written by the billing webhook);
--   * an admin changing the plan of a Stripe subscriber changes it at Stripe (admin-change-plan
--     function); the webhook then updates the database, and this function leaves the one audit
--     row of that action (a plan set without Stripe is audited by change_user_plan itself).

create or replace function private.recorded_revenue() returns numeric
language sql stable security definer set search_path = '' as $$
  select coalesce(sum(amount_cents), 0) / 100.0 from public.payments where status = 'paid'
$$;
revoke all on function private.recorded_revenue() from public;

create function public.admin_log_stripe_plan_change(user_id_param uuid, new_plan_id text,
  billing_period text default 'monthly')
returns void
language plpgsql security definer set search_path = '' as $$
declare
  prof public.profiles;
begin
  perform private.assert_admin();
  prof := private.profile_of(user_id_param);
  if not exists (select 1 from public.subscription_plans p where p.id = new_plan_id) then
    raise exception 'Plan introuvable' using errcode = 'P0002';
  end if;
  perform private.audit('change_plan', 'subscription', user_id_param::text, prof.email,
    jsonb_build_object('plan', new_plan_id, 'billing_period', billing_period, 'via', 'stripe'), 'medium');
end;
$$;
revoke execute on function public.admin_log_stripe_plan_change(uuid, text, text) from public, anon, authenticated;
grant execute on function public.admin_log_stripe_plan_change(uuid, text, text) to authenticated, service_role;
