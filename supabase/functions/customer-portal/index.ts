// POST { userId?, returnPath? } with the user's JWT → { url }: Stripe's customer portal (cancel at
// period end, change plan, update the card). Changes come back by webhook.
import { callerOf } from '../_shared/auth.ts';
import { appOrigin, appPath, assertCaller, readBody } from '../_shared/billing/app.ts';
import { portalReturnPath, type CustomerPortalAnswer } from '../_shared/contracts/billing.ts';
import { HttpError, json, serve } from '../_shared/http.ts';
import { atStripe, stripeClient, subscriptionRowOf } from '../_shared/stripe.ts';

serve('customer-portal', async (request) => {
  const caller = await callerOf(request);
  const body = await readBody(request);
  assertCaller(body['userId'], caller.userId);
  const row = await subscriptionRowOf(caller.userId);
  if (!row?.stripe_customer_id) throw new HttpError(404, 'no_subscription', 'Aucun abonnement à gérer');
  const customer = row.stripe_customer_id;
  const session = await atStripe(
    () =>
      stripeClient().billingPortal.sessions.create({
        customer,
        return_url: `${appOrigin(request)}${appPath(body['returnPath'], portalReturnPath)}`,
      }),
    'portal_unavailable',
    'Fonctionnalité temporairement indisponible',
  );
  const answer: CustomerPortalAnswer = { url: session.url };
  return json(answer);
});
