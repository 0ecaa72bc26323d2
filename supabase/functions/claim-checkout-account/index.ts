// POST ClaimAccountRequest → ClaimAccountAnswer (contracts/billing.ts): the account after payment
// (decision 2). A paid or trialing Checkout without an account gives its subscription to one
// account — created here (mode 'create') or the signed-in caller (mode 'link') — once: the claim
// row is the lock. Plan and credits then follow from the webhook (the subscription now names the
// user in its metadata, which Stripe reports as customer.subscription.updated).
//
// A created account is unconfirmed and gets the sign-up confirmation email: Stripe does not
// verify the email it collects, so paying must not be a way to take an address before its owner
// signs up. The account can sign in once its owner opens the link, as after /auth's sign-up.
import { createClient } from '@supabase/supabase-js';

import { callerOf } from '../_shared/auth.ts';
import { accountByEmail, accountById, appOrigin, readBody } from '../_shared/billing/app.ts';
import { readSession, sessionPlan, type PaidSession } from '../_shared/billing/session.ts';
import type { ClaimAccountAnswer } from '../_shared/contracts/billing.ts';
import { requireEnv } from '../_shared/env.ts';
import { HttpError, json, serve } from '../_shared/http.ts';
import { atStripe, stripeClient } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** As public.conversation_consents.policy_version accepts it. */
const policyVersionPattern = /^[0-9A-Za-z._-]{1,40}$/;

function claimable(
  paid: PaidSession,
): asserts paid is PaidSession & { subscriptionId: string; email: string } {
  if (!paid.paid || paid.subscriptionId === null || paid.email === null)
    throw new HttpError(409, 'session_unpaid', 'Échec du paiement');
  if (paid.ownerId !== null)
    throw new HttpError(409, 'already_claimed', 'Cette session de paiement a déjà été utilisée');
}

/** The sign-up metadata the database triggers read (profile, consent); it grants nothing. */
function signUpMetadata(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const consent = body['consent'] as { policy_version?: unknown } | null | undefined;
  const version = typeof consent === 'object' && consent !== null ? consent.policy_version : undefined;
  if (typeof version !== 'string' || !policyVersionPattern.test(version))
    throw new HttpError(
      400,
      'consent_required',
      'Acceptez le traitement de vos conversations pour créer votre compte',
    );
  const locale = body['locale'] === 'en' ? 'en' : 'fr';
  const timezone = typeof body['timezone'] === 'string' ? body['timezone'].slice(0, 64) : undefined;
  return {
    name,
    nom: name,
    locale,
    ...(timezone ? { timezone } : {}),
    consent: { policy_version: version },
  };
}

/** A new unconfirmed account for the session's email (Stripe collected it, unverified). */
async function createAccount(body: Record<string, unknown>, sessionEmail: string): Promise<string> {
  const name = typeof body['name'] === 'string' ? body['name'].trim() : '';
  const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  const password = typeof body['password'] === 'string' ? body['password'] : '';
  if (name === '' || name.length > 100) throw new HttpError(400, 'name_required', 'Le nom est requis');
  if (email === '') throw new HttpError(400, 'email_required', "L'email est requis");
  if (!emailPattern.test(email)) throw new HttpError(400, 'invalid_email', "Format d'email invalide");
  if (password.length < 6)
    throw new HttpError(400, 'weak_password', 'Le mot de passe doit contenir au moins 6 caractères');
  if (email !== sessionEmail)
    throw new HttpError(400, 'email_mismatch', "L'email ne correspond pas à celui du paiement");
  const user_metadata = signUpMetadata(body, name);
  const accountExists = () =>
    new HttpError(409, 'account_exists', 'Un compte existe déjà avec cet email : connectez-vous');
  if (await accountByEmail(email)) throw accountExists();
  // Through the admin API, not /signup: it fails when the email is taken, so this request knows
  // the account is its own (and may delete it if the claim is lost), and it is not held to the
  // per-IP sign-up limit of the function's address.
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: false,
    user_metadata,
    // Paid for: allowed while sign-up is closed (check_registration_open in SQL).
    app_metadata: { created_by: 'checkout' },
  });
  if (error?.status === 422 || error?.code === 'email_exists') throw accountExists();
  // Another request for the same email may have created it a moment ago (then Auth fails the
  // unique email its own way): the account exists, this one logs in instead.
  if (error && (await accountByEmail(email))) throw accountExists();
  if (error || !data.user) throw error ?? new Error('no user created');
  return data.user.id;
}

/**
 * Auth's own sign-up confirmation email (the project's template: link to /auth/callback with a
 * token hash, and the 6-digit code). Sent as the payer's browser would send it: Auth limits
 * resends per client address, so the payer's address is passed on. A failure is logged, not
 * thrown: the account and its subscription stand, and the screen offers to resend.
 */
async function sendConfirmation(request: Request, email: string): Promise<void> {
  const forwarded = request.headers.get('x-forwarded-for');
  const auth = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
  }).auth;
  const { error } = await auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${appOrigin(request)}/auth/callback` },
  });
  if (error) console.warn('claim-checkout-account: confirmation email not sent', error.message);
}

serve('claim-checkout-account', async (request) => {
  const body = await readBody(request);
  const mode = body['mode'];
  if (mode !== 'create' && mode !== 'link') throw new HttpError(400, 'invalid_request', 'Corps JSON attendu');
  // The caller first for 'link': a stranger learns nothing about the session.
  const caller = mode === 'link' ? await callerOf(request) : null;
  const paid = await readSession(body['session_id']);
  claimable(paid);

  let userId: string;
  if (caller) {
    const account = await accountById(caller.userId);
    if ((account?.email ?? '').toLowerCase() !== paid.email)
      throw new HttpError(400, 'email_mismatch', "L'email ne correspond pas à celui du paiement");
    userId = caller.userId;
  } else {
    userId = await createAccount(body, paid.email);
  }

  const db = serviceClient();
  const claim = await db.rpc('claim_checkout_session', {
    session_id: paid.session.id,
    target_user_id: userId,
    customer_id: paid.customerId,
    subscription_id: paid.subscriptionId,
  });
  const { error } = claim;
  if (error || claim.data !== true) {
    // Another request claimed it first: the account made for this one must not stay behind.
    if (!caller) await db.auth.admin.deleteUser(userId);
    if (error) throw error;
    throw new HttpError(409, 'already_claimed', 'Cette session de paiement a déjà été utilisée');
  }
  // Only the request that won the claim sends the email (a lost one's account is gone).
  if (!caller) await sendConfirmation(request, paid.email);

  // The subscription now names its account; Stripe's customer.subscription.updated brings the
  // plan and credits through the webhook.
  const stripe = stripeClient();
  const subscription = await atStripe(
    async () => {
      if (paid.customerId) await stripe.customers.update(paid.customerId, { metadata: { user_id: userId } });
      return stripe.subscriptions.update(paid.subscriptionId, { metadata: { user_id: userId } });
    },
    'checkout_failed',
    'Échec de la création de la session de paiement',
  );
  const answer: ClaimAccountAnswer = {
    success: true,
    user_id: userId,
    email: paid.email,
    plan_id: sessionPlan(paid.session).plan_id,
    status: subscription.status,
    awaiting_confirmation: !caller,
  };
  return json(answer);
});
