// POST from Stripe (no user JWT: `verify_jwt = false` in config.toml). The only place where plan,
// status, credits and monthly refills change: the signature is checked on the raw body, each
// event id is handled once (stripe_events), and every subscription event re-reads the
// subscription from Stripe, so duplicates and any delivery order end in Stripe's latest state.
import { env } from '../_shared/env.ts';
import { HttpError, json, serve } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { stripeClient, syncSubscription, webhookCrypto, type Stripe } from '../_shared/stripe.ts';

async function verifiedEvent(request: Request): Promise<Stripe.Event> {
  if (request.method !== 'POST') throw new HttpError(405, 'invalid_request', 'Méthode non autorisée');
  const secret = env('STRIPE_WEBHOOK_SECRET');
  const signature = request.headers.get('stripe-signature');
  const raw = await request.text();
  if (secret === undefined) {
    console.error('stripe-webhook: STRIPE_WEBHOOK_SECRET is not set');
    throw new HttpError(500, 'internal', 'Erreur serveur');
  }
  if (signature === null) throw new HttpError(400, 'invalid_signature', 'Signature Stripe invalide');
  try {
    return await stripeClient().webhooks.constructEventAsync(
      raw,
      signature,
      secret,
      undefined,
      webhookCrypto,
    );
  } catch {
    throw new HttpError(400, 'invalid_signature', 'Signature Stripe invalide');
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** An invoice with an amount becomes a payment row (paid or failed), its account's if known. */
async function recordPayment(invoice: Stripe.Invoice, status: 'paid' | 'failed'): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (subscriptionId === null) return;
  const synced = await syncSubscription(subscriptionId);
  if (invoice.amount_due <= 0) return; // the 0 € invoice that opens a trial
  const { error } = await serviceClient().rpc('record_stripe_payment', {
    invoice_id: invoice.id,
    // Not for an account deleted since (its id is gone) or a visitor's yet (linked when claimed).
    target_user_id:
      synced.applied || synced.reason === 'stale' || synced.reason === 'unknown_price' ? synced.userId : null,
    customer_id: idOf(invoice.customer),
    subscription_id: subscriptionId,
    plan_id: synced.applied ? synced.plan.plan : null,
    billing_cycle: synced.applied ? synced.plan.period : null,
    amount_cents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    period_start: new Date(invoice.period_start * 1000).toISOString(),
    period_end: new Date(invoice.period_end * 1000).toISOString(),
    paid_at:
      status === 'paid'
        ? new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000).toISOString()
        : null,
  });
  if (error) throw error;
}

async function handle(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscription = idOf(event.data.object.subscription);
      if (event.data.object.mode === 'subscription' && subscription !== null)
        await syncSubscription(subscription);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      await syncSubscription(event.data.object.id);
      return;
    case 'invoice.paid':
      await recordPayment(event.data.object, 'paid');
      return;
    case 'invoice.payment_failed':
      await recordPayment(event.data.object, 'failed');
      return;
    default:
      // Recorded, nothing to do (invoice.created, customer.created…).
      return;
  }
}

serve('stripe-webhook', async (request) => {
  const event = await verifiedEvent(request);
  const events = serviceClient().from('stripe_events');
  const { error } = await events.insert({ id: event.id, type: event.type, payload: event });
  // Already handled (or being handled right now by a concurrent delivery): done.
  if (error?.code === '23505') return json({ received: true, duplicate: true });
  if (error) throw error;
  try {
    await handle(event);
  } catch (failure) {
    // Not done: forget the id so Stripe's retry handles it again.
    await events.delete().eq('id', event.id);
    throw failure;
  }
  return json({ received: true });
});
