-- The plan catalogue. Runs on a new database (the local stack, `supabase db reset`); on hosted
-- Supabase it is safe to run again. Stripe ids are set per deployment (admin settings, or SQL).
-- Descriptions and features say in French what the app's pricing screens say (planCopy.ts, from
-- the contract's feature keys): only what each plan really gives, each once; numbers written as
-- Intl writes them in French ("1 000", a narrow no-break space).
insert into public.subscription_plans
  (id, name, description, price_monthly, credits_included, credits_period, features, is_popular, sort_order)
values
  ('gratuit', 'Gratuit', 'Pour découvrir Emma et Louis, chaque jour.', 0, 20, 'day',
    '["20 messages par jour", "Emma et Louis, au choix", "Vos échanges gardés sur tous vos appareils", "Export de vos conversations"]', false, 0),
  ('decouverte', 'Découverte', 'Pour commencer en douceur.', 4.90, 100, 'month',
    '["100 messages par mois", "Emma et Louis, au choix", "Vos échanges gardés sur tous vos appareils", "Export de vos conversations"]', false, 1),
  ('equilibre', 'Équilibre', 'Pour un accompagnement régulier.', 14.90, 1000, 'month',
    '["1 000 messages par mois", "Emma et Louis, au choix", "Vos échanges gardés sur tous vos appareils", "Export de vos conversations"]', true, 2),
  ('intensif', 'Intensif', 'Sans limite, quand vous en avez besoin.', 39.90, -1, 'month',
    '["Messages illimités", "Emma et Louis, au choix", "Vos échanges gardés sur tous vos appareils", "Export de vos conversations"]', false, 3)
on conflict (id) do update set
  name = excluded.name, description = excluded.description, price_monthly = excluded.price_monthly,
  credits_included = excluded.credits_included, credits_period = excluded.credits_period,
  features = excluded.features, is_popular = excluded.is_popular, sort_order = excluded.sort_order;
