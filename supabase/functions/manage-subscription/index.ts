// POST ManageSubscriptionRequest with the user's JWT → ManageSubscriptionAnswer: cancel at period
// end, resume, or change plan, done at Stripe. The database follows when the webhook arrives.
import { callerOf } from '../_shared/auth.ts';
import { readBody } from '../_shared/billing/app.ts';
import {
  isBillingPeriod,
  isPaidPlanId,
  type ManageSubscriptionAnswer,
} from '../_shared/contracts/billing.ts';
import { HttpError, json, serve } from '../_shared/http.ts';
import {
  atStripe,
  cancelUserSubscription,
  changeUserPlan,
  planOfPrice,
  resumeUserSubscription,
  type Stripe,
} from '../_shared/stripe.ts';

async function act(userId: string, body: Record<string, unknown>): Promise<Stripe.Subscription> {
  switch (body['action']) {
    case 'cancel': {
      const subscription = await atStripe(
        () => cancelUserSubscription(userId, { atPeriodEnd: true }),
        'cancel_failed',
        "Impossible d'annuler l'abonnement pour le moment",
      );
      if (!subscription) throw new HttpError(404, 'no_subscription', 'Aucun abonnement à gérer');
      return subscription;
    }
    case 'resume':
      return atStripe(
        () => resumeUserSubscription(userId),
        'cancel_failed',
        "Impossible d'annuler l'abonnement pour le moment",
      );
    case 'change_plan': {
      const plan = body['planType'];
      const period = body['billingPeriod'];
      if (!isPaidPlanId(plan) || !isBillingPeriod(period))
        throw new HttpError(400, 'missing_parameters', 'Paramètres manquants pour create-checkout');
      return atStripe(
        () => changeUserPlan(userId, plan, period),
        'plan_change_failed',
        'Impossible de modifier le plan pour le moment',
      );
    }
    default:
      throw new HttpError(400, 'invalid_request', 'Corps JSON attendu');
  }
}

serve('manage-subscription', async (request) => {
  const caller = await callerOf(request);
  const subscription = await act(caller.userId, await readBody(request));
  const item = subscription.items.data[0];
  const sold = item ? await planOfPrice(item.price) : null;
  const answer: ManageSubscriptionAnswer = {
    success: true,
    subscription: {
      id: subscription.id,
      plan_id: sold?.plan ?? null,
      billing_period: sold?.period ?? null,
      status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      current_period_end: item ? new Date(item.current_period_end * 1000).toISOString() : null,
    },
  };
  return json(answer);
});
