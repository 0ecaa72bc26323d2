-- The plan catalogue. Runs on a new database (the local stack, `supabase db reset`); on hosted
-- Supabase it is safe to run again. Stripe ids are set per deployment (admin settings, or SQL).
insert into public.subscription_plans
  (id, name, description, price_monthly, credits_included, credits_period, features, is_popular, sort_order)
values
  ('gratuit', 'Gratuit', '20 messages par jour, renouvelés chaque nuit à minuit.', 0, 20, 'day',
    '["20 messages par jour", "Emma et Louis", "Historique de 7 jours"]', false, 0),
  ('decouverte', 'Découverte', 'Pour commencer en douceur.', 4.90, 100, 'month',
    '["100 messages par mois", "2 personnages", "Support par email"]', false, 1),
  ('equilibre', 'Équilibre', 'Pour un accompagnement régulier.', 14.90, 1000, 'month',
    '["1000 messages par mois", "Historique de 30 jours", "Notes personnelles", "Résumés hebdomadaires", "Support prioritaire"]',
    true, 2),
  ('intensif', 'Intensif', 'Sans limite, quand vous en avez besoin.', 39.90, -1, 'month',
    '["Messages illimités", "Tous les personnages", "Historique complet", "Export PDF", "Analyses détaillées", "Support 24/7"]',
    false, 3)
on conflict (id) do update set
  name = excluded.name, description = excluded.description, price_monthly = excluded.price_monthly,
  credits_included = excluded.credits_included, credits_period = excluded.credits_period,
  features = excluded.features, is_popular = excluded.is_popular, sort_order = excluded.sort_order;
