-- Smaller holes (issue 24, hole 9).
--
-- private.chat_rate_limits was the one table without row-level security. The private schema is
-- not exposed through the API, but every table gets RLS (the convention of the first
-- migration), so a later grant or an exposed schema cannot open it by mistake. Only the
-- security-definer rules (run as the owner) touch it.
alter table private.chat_rate_limits enable row level security;
revoke all on table private.chat_rate_limits from public, anon, authenticated;

-- Admins changed subscription_plans (the Stripe price ids that decide what a checkout charges,
-- and which plans are on sale) by a direct UPDATE, which left no audit row. The direct write
-- is gone; an admin goes through update_subscription_plan, which checks the role, accepts only
-- those columns, and records before and after.
revoke update on table public.subscription_plans from authenticated;
drop policy "Admins configure plans" on public.subscription_plans;

alter table public.admin_audit_log drop constraint admin_audit_log_target_type_check;
alter table public.admin_audit_log add constraint admin_audit_log_target_type_check
  check (target_type in ('user', 'subscription', 'system', 'promo_code', 'email', 'plan'));

-- changes: any of stripe_product_id, stripe_price_id_monthly, stripe_price_id_yearly (text or
-- null to clear) and is_active (boolean). Prices and credits stay the migrations' and seed's.
create function public.update_subscription_plan(plan_id text, changes jsonb)
returns public.subscription_plans
language plpgsql security definer set search_path = '' as $$
declare
  before public.subscription_plans;
  after public.subscription_plans;
  allowed constant text[] := array['stripe_product_id', 'stripe_price_id_monthly', 'stripe_price_id_yearly', 'is_active'];
  key text;
begin
  perform private.assert_admin();
  if changes is null or jsonb_typeof(changes) <> 'object' or changes = '{}'::jsonb then
    raise exception 'Aucun changement demandé' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(changes) loop
    if not key = any (allowed) then
      raise exception 'Champ non modifiable : %', key using errcode = '22023';
    end if;
    if key = 'is_active' and jsonb_typeof(changes -> key) <> 'boolean'
       or key <> 'is_active' and jsonb_typeof(changes -> key) not in ('string', 'null') then
      raise exception 'Valeur invalide pour %', key using errcode = '22023';
    end if;
  end loop;
  select * into before from public.subscription_plans p where p.id = update_subscription_plan.plan_id for update;
  if not found then
    raise exception 'Plan introuvable' using errcode = 'P0002';
  end if;
  update public.subscription_plans p set
    stripe_product_id = case when changes ? 'stripe_product_id'
      then nullif(btrim(changes ->> 'stripe_product_id'), '') else p.stripe_product_id end,
    stripe_price_id_monthly = case when changes ? 'stripe_price_id_monthly'
      then nullif(btrim(changes ->> 'stripe_price_id_monthly'), '') else p.stripe_price_id_monthly end,
    stripe_price_id_yearly = case when changes ? 'stripe_price_id_yearly'
      then nullif(btrim(changes ->> 'stripe_price_id_yearly'), '') else p.stripe_price_id_yearly end,
    is_active = case when changes ? 'is_active' then (changes ->> 'is_active')::boolean else p.is_active end
  where p.id = before.id
  returning * into after;
  perform private.audit('update_plan', 'plan', after.id, after.name, jsonb_build_object(
    'before', jsonb_build_object('stripe_product_id', before.stripe_product_id,
      'stripe_price_id_monthly', before.stripe_price_id_monthly,
      'stripe_price_id_yearly', before.stripe_price_id_yearly, 'is_active', before.is_active),
    'after', jsonb_build_object('stripe_product_id', after.stripe_product_id,
      'stripe_price_id_monthly', after.stripe_price_id_monthly,
      'stripe_price_id_yearly', after.stripe_price_id_yearly, 'is_active', after.is_active)), 'high');
  return after;
end;
$$;

revoke execute on function public.update_subscription_plan(text, jsonb) from public, anon;
grant execute on function public.update_subscription_plan(text, jsonb) to authenticated, service_role;
