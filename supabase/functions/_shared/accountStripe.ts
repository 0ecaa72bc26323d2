// SEAM (issue 26 ↔ billing): cancelling a deleted account's subscription at Stripe. The billing
// work adds _shared/stripe.ts with the project's Stripe client and a "cancel this user's
// subscription" function; once merged, this file only forwards to it.
import { env } from './env.ts';
import { HttpError } from './http.ts';

/**
 * Cancels the subscription now (not at period end: the account is going). Without Stripe
 * configured there is nothing the project could be charging, so nothing to cancel.
 */
export async function cancelSubscriptionForDeletedAccount(
  userId: string,
  subscriptionId: string,
): Promise<void> {
  const key = env('STRIPE_SECRET_KEY');
  if (key === undefined) return;
  const base = env('STRIPE_API_BASE') ?? 'https://api.stripe.com';
  const response = await fetch(`${base}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${key}` },
  });
  // Already cancelled or gone at Stripe: nothing left to stop.
  if (response.ok || response.status === 404) return;
  console.error(
    `delete-account: Stripe refused cancelling ${subscriptionId} of ${userId}: ${response.status}`,
  );
  throw new HttpError(502, 'billing_unavailable', "Impossible d'annuler l'abonnement pour le moment");
}
