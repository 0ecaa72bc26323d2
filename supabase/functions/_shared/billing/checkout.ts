/**
 * create-checkout-session (and the spec's create-checkout-production / create-checkout-debug):
 * a Stripe Checkout for a plan and period, or the visitor trial (3 days, 20 credits, then
 * Découverte monthly) for someone who may be signed out. The request body and answers are
 * contracts/billing.ts's; nothing here changes plan or credits (the webhook does).
 */
import { callerOf, type Caller } from '../auth.ts';
import {
  checkoutCancelPath,
  checkoutSuccessPath,
  isBillingPeriod,
  isPaidPlanId,
  trialDays,
  trialPlan,
  type BillingPeriod,
  type CreateCheckoutAnswer,
  type PaidPlanId,
} from '../contracts/billing.ts';
import { HttpError, json, serve } from '../http.ts';
import { atStripe, planOfPrice, priceFor, stripeClient, subscriptionRowOf, type Stripe } from '../stripe.ts';

import { accountById, appOrigin, appPath, assertCaller, readBody } from './app.ts';

const entitling = new Set(['active', 'trialing', 'past_due']);

const text = (value: unknown, max = 100) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** The price the body asks for: a plan and period, or one of the six price ids. */
async function requestedPrice(body: Record<string, unknown>, trial: boolean): Promise<Stripe.Price> {
  if (trial) return priceFor(trialPlan.plan, trialPlan.period);
  const plan = body['planType'] ?? body['planId'];
  const period = body['billingPeriod'] ?? 'monthly';
  const priceId = body['priceId'];
  if (plan === undefined && priceId === undefined)
    throw new HttpError(400, 'missing_parameters', 'Paramètres manquants pour create-checkout');
  if (!isBillingPeriod(period))
    throw new HttpError(400, 'missing_parameters', 'Paramètres manquants pour create-checkout');
  if (plan !== undefined && (typeof plan !== 'string' || plan.trim() === ''))
    throw new HttpError(
      400,
      'missing_plan_id',
      'Erreur de configuration - Plan ID manquant. Veuillez contacter le support.',
    );
  if (plan !== undefined && !isPaidPlanId(plan))
    throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  if (priceId === undefined) return priceFor(plan as PaidPlanId, period);
  if (typeof priceId !== 'string' || !/^price_\w{1,100}$/.test(priceId))
    throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  let price: Stripe.Price;
  try {
    price = await stripeClient().prices.retrieve(priceId);
  } catch {
    throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  }
  const sold = await planOfPrice(price);
  // Only the six prices of the catalogue, and the one the plan names when both are sent.
  if (!price.active || !sold || (plan !== undefined && sold.plan !== plan))
    throw new HttpError(400, 'invalid_price', 'Identifiant de prix invalide');
  return price;
}

async function signedInCaller(request: Request): Promise<Caller | null> {
  // The anon key is a JWT too; only a user's session counts as signed in.
  return callerOf(request).catch(() => null);
}

export function serveCheckout(name: string): void {
  serve(name, async (request) => {
    const body = await readBody(request);
    const trial = body['trial'] === true;
    const caller = await signedInCaller(request);
    if (!trial && caller === null)
      throw new HttpError(401, 'not_authenticated', 'Vous devez être connecté pour effectuer un achat');
    if (caller) assertCaller(body['userId'], caller.userId);

    const price = await atStripe(
      () => requestedPrice(body, trial),
      'checkout_failed',
      'Échec de la création de la session de paiement',
    );
    const sold = (await planOfPrice(price)) as { plan: PaidPlanId; period: BillingPeriod };

    let customer: string | undefined;
    const given = text(body['email'], 254);
    let email = trial && given && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(given) ? given : undefined;
    if (caller) {
      const row = await subscriptionRowOf(caller.userId);
      if (row && entitling.has(row.status) && row.stripe_subscription_id && row.plan_id !== 'gratuit')
        throw new HttpError(
          409,
          'already_subscribed',
          'Vous avez déjà un abonnement : changez de plan depuis la page Abonnement',
        );
      if (trial && row)
        throw new HttpError(409, 'trial_unavailable', "L'essai gratuit est réservé aux nouveaux abonnés");
      customer = row?.stripe_customer_id ?? undefined;
      email = customer ? undefined : ((await accountById(caller.userId))?.email ?? undefined);
    }

    const origin = appOrigin(request);
    const metadata: Record<string, string> = {
      plan_id: sold.plan,
      billing_period: sold.period,
      trial: String(trial),
    };
    const source = text(body['source'], 40);
    const trigger = text(body['trigger'], 40);
    if (source) metadata['source'] = source;
    if (trigger) metadata['trigger'] = trigger;
    if (caller) metadata['user_id'] = caller.userId;
    const locale = body['locale'] === 'en' ? 'en' : body['locale'] === 'fr' ? 'fr' : undefined;

    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: `${origin}${checkoutSuccessPath}`,
      cancel_url: `${origin}${appPath(body['returnPath'], checkoutCancelPath)}`,
      metadata,
      // The webhook finds the account from here (a visitor's gets it when claimed).
      subscription_data: { metadata, ...(trial ? { trial_period_days: trialDays } : {}) },
      ...(caller ? { client_reference_id: caller.userId } : {}),
      ...(customer ? { customer } : email ? { customer_email: email } : {}),
      ...(locale ? { locale } : {}),
    };
    const session = await atStripe(
      () => stripeClient().checkout.sessions.create(params),
      'checkout_failed',
      'Échec de la création de la session de paiement',
    );
    if (!session.url) throw new HttpError(502, 'checkout_failed', 'URL de paiement manquante');
    const answer: CreateCheckoutAnswer = { url: session.url, session_id: session.id };
    return json(answer);
  });
}
