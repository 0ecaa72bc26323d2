/** A Checkout session as the payment-success screen and the account claim see it. */
import { isBillingPeriod, isPaidPlanId } from '../contracts/billing.ts';
import { HttpError } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { atStripe, stripeClient, type Stripe } from '../stripe.ts';

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export type PaidSession = {
  session: Stripe.Checkout.Session;
  email: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** Completed, with the first period paid or a trial started. */
  paid: boolean;
  /** The account that already holds it: claimed, or started signed in. */
  ownerId: string | null;
};

export async function readSession(sessionId: unknown): Promise<PaidSession> {
  if (typeof sessionId !== 'string' || !/^cs_\w{1,200}$/.test(sessionId))
    throw new HttpError(404, 'session_not_found', 'Erreur récupération session');
  const session = await atStripe(
    async () => {
      try {
        return await stripeClient().checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing')
          throw new HttpError(404, 'session_not_found', 'Erreur récupération session');
        throw error;
      }
    },
    'session_not_found',
    'Erreur récupération session',
  );
  const { data, error } = await serviceClient()
    .from('checkout_claims')
    .select('user_id')
    .eq('session_id', session.id)
    .maybeSingle<{ user_id: string }>();
  if (error) throw error;
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  return {
    session,
    email: email === null ? null : email.trim().toLowerCase(),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paid:
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
    ownerId: data?.user_id ?? session.client_reference_id ?? null,
  };
}

export function sessionPlan(session: Stripe.Checkout.Session) {
  const plan = session.metadata?.['plan_id'];
  const period = session.metadata?.['billing_period'];
  return {
    plan_id: isPaidPlanId(plan) ? plan : null,
    billing_period: isBillingPeriod(period) ? period : null,
    trial: session.metadata?.['trial'] === 'true',
  };
}
