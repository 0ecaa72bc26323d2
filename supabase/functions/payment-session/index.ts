// GET ?session_id=cs_… → PaymentSessionAnswer (contracts/billing.ts): what the payment-success
// screen shows next (create an account, log in, or done). The session id is the proof: it came
// back from Stripe's redirect; the answer names no more than the payer already knows.
import { accountByEmail } from '../_shared/billing/app.ts';
import { readSession, sessionPlan } from '../_shared/billing/session.ts';
import type { PaymentSessionAnswer } from '../_shared/contracts/billing.ts';
import { json, serve } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

/** Whether the account has not confirmed its email yet (it cannot sign in before). */
async function unconfirmed(userId: string): Promise<boolean> {
  const { data, error } = await serviceClient().auth.admin.getUserById(userId);
  if (error || !data.user) return false;
  return !data.user.email_confirmed_at;
}

serve('payment-session', async (request) => {
  const url = new URL(request.url);
  const sessionId =
    url.searchParams.get('session_id') ??
    (request.method === 'POST'
      ? ((await request.json().catch(() => ({}))) as Record<string, unknown>)['session_id']
      : null);
  const paid = await readSession(sessionId);
  const account = paid.ownerId ?? (paid.email ? ((await accountByEmail(paid.email))?.id ?? null) : null);
  const answer: PaymentSessionAnswer = {
    success: paid.paid,
    error: paid.paid ? null : 'Échec du paiement',
    user_exists: account !== null,
    user_id: account,
    claimed: paid.ownerId !== null,
    awaiting_confirmation: account === null ? false : await unconfirmed(account),
    session: {
      customer_email: paid.email,
      customer_id: paid.customerId,
      subscription_id: paid.subscriptionId,
      status: paid.session.status ?? 'open',
      payment_status: paid.session.payment_status,
      ...sessionPlan(paid.session),
    },
  };
  return json(answer);
});
