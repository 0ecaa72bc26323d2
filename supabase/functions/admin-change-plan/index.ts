// POST { userId, planId, billingPeriod? } → { success, via: 'stripe' | 'database' }: an admin
// changes a user's plan. The caller's role is checked in SQL first. A Stripe subscriber's plan
// changes at Stripe (prorated; the webhook updates the database) and is audited here; anyone
// else gets the plan set by change_user_plan (30 days, audited by that function).
import { callerOf } from '../_shared/auth.ts';
import { adminRequiredMessage } from '../_shared/contracts/admin.ts';
import { isBillingPeriod, isPaidPlanId } from '../_shared/contracts/billing.ts';
import { HttpError, json, readJson, serve } from '../_shared/http.ts';
import { atStripe, cancelUserSubscription, changeUserPlan, subscriptionRowOf } from '../_shared/stripe.ts';
import { userClient } from '../_shared/supabase.ts';

serve('admin-change-plan', async (request) => {
  const caller = await callerOf(request);
  const asAdmin = userClient(caller.token);
  const check = await asAdmin.rpc('is_admin');
  if (check.error !== null || check.data !== true)
    throw new HttpError(403, 'admin_required', adminRequiredMessage);

  const body = (await readJson(request)) as Record<string, unknown>;
  const userId = body['userId'];
  const planId = body['planId'];
  const period = body['billingPeriod'] ?? 'monthly';
  if (typeof userId !== 'string' || typeof planId !== 'string' || !isBillingPeriod(period))
    throw new HttpError(400, 'invalid_request', 'Plan introuvable');
  if (planId !== 'gratuit' && !isPaidPlanId(planId))
    throw new HttpError(404, 'unknown_plan', 'Plan introuvable');

  const row = await subscriptionRowOf(userId);
  const atStripeNow = row?.stripe_subscription_id && ['active', 'trialing', 'past_due'].includes(row.status);
  if (atStripeNow) {
    await atStripe(
      () => (planId === 'gratuit' ? cancelUserSubscription(userId) : changeUserPlan(userId, planId, period)),
      'plan_change_failed',
      'Erreur lors du changement de plan',
    );
    const logged = await asAdmin.rpc('admin_log_stripe_plan_change', {
      user_id_param: userId,
      new_plan_id: planId,
      billing_period: period,
    });
    if (logged.error !== null) throw new HttpError(400, 'audit_failed', logged.error.message);
    return json({ success: true, via: 'stripe' });
  }
  const changed = await asAdmin.rpc('change_user_plan', { user_id_param: userId, new_plan_id: planId });
  if (changed.error !== null) throw new HttpError(400, 'plan_change_failed', changed.error.message);
  return json({ success: true, via: 'database' });
});
