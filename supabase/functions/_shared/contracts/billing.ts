/**
 * The billing wire format: what the app sends to the billing edge functions and what it gets
 * back (Stripe Checkout, the customer portal, the payment-success screen, the account created
 * after payment, subscription changes) and the promo-code remote procedure. The functions live
 * in supabase/functions/<name>/index.ts; plan, status and credits only ever change through the
 * Stripe webhook (`stripe-webhook`), so every answer here describes Stripe's side and the app
 * reads the result from the database (get_user_credit_status, user_subscriptions, Realtime).
 *
 * Errors: any non-2xx answer is `BillingErrorBody` (`{ error: code, message }`), `message` in
 * French as the spec words it; the app maps `error` to its own translated text.
 */
import type { PlanId } from './plans.ts';

/** The function names (POST /functions/v1/<name>, GET for payment-session). */
export const billingFunctionNames = {
  createCheckout: 'create-checkout-session',
  paymentSession: 'payment-session',
  claimAccount: 'claim-checkout-account',
  customerPortal: 'customer-portal',
  manageSubscription: 'manage-subscription',
  webhook: 'stripe-webhook',
} as const;

/** The spec's other names of create-checkout-session: same body, same answer. */
export const createCheckoutAliases = ['create-checkout-production', 'create-checkout-debug'] as const;

/** The promo-code remote procedure: `supabase.rpc('redeem_promo_code', { code })`. */
export const redeemPromoCodeRpc = 'redeem_promo_code';

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return billingPeriods.some((period) => period === value);
}

/** The plans Stripe sells (gratuit is never a Checkout). */
export const paidPlanIds = ['decouverte', 'equilibre', 'intensif'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return paidPlanIds.some((id) => id === value);
}

/**
 * Each of the six Stripe prices carries a lookup key `<plan>_<period>` (e.g. `equilibre_yearly`):
 * the functions find a price by it, and the webhook reads the plan back from it. An admin may
 * also pin price ids in subscription_plans.stripe_price_id_monthly/yearly; those win.
 */
export type PriceLookupKey = `${PaidPlanId}_${BillingPeriod}`;

export function priceLookupKey(plan: PaidPlanId, period: BillingPeriod): PriceLookupKey {
  return `${plan}_${period}`;
}

export function parsePriceLookupKey(
  key: string | null | undefined,
): { plan: PaidPlanId; period: BillingPeriod } | null {
  const [plan, period, ...rest] = (key ?? '').split('_');
  return rest.length === 0 && isPaidPlanId(plan) && isBillingPeriod(period) ? { plan, period } : null;
}

export const allPriceLookupKeys: readonly PriceLookupKey[] = paidPlanIds.flatMap((plan) =>
  billingPeriods.map((period) => priceLookupKey(plan, period)),
);

/** The visitor trial (decision 2): 3 days with 20 credits, then Découverte monthly. */
export const trialDays = 3;
export const trialCredits = 20;
export const trialPlan = { plan: 'decouverte', period: 'monthly' } as const satisfies {
  plan: PaidPlanId;
  period: BillingPeriod;
};

/**
 * Where Stripe sends the browser back, on the app's origin (the request's Origin when it is one
 * of the app's, else the configured site URL). `{CHECKOUT_SESSION_ID}` is filled by Stripe.
 */
export const checkoutSuccessPath = '/payment-success?session_id={CHECKOUT_SESSION_ID}';
/** Default cancel page; `returnPath` in the request overrides it (an app path starting with "/"). */
export const checkoutCancelPath = '/pricing?checkout=canceled';
/** Where the customer portal returns. */
export const portalReturnPath = '/subscription';

/**
 * POST create-checkout-session (and its aliases).
 * - Signed in (the user's JWT): `planType` (or the spec's `planId`) and `billingPeriod`, or a
 *   `priceId` that is one of the six prices. `userId`, when sent, must be the caller.
 * - Visitor trial: `trial: true`, no JWT needed (the anon key); Stripe collects the email, the
 *   account is created on the payment-success screen. Signed-in users may take the trial only
 *   if they never had a subscription.
 * `planName`, `source`, `trigger` are the spec's fields, accepted and recorded as metadata.
 */
export type CreateCheckoutRequest = {
  planType?: PaidPlanId;
  planId?: PaidPlanId;
  billingPeriod?: BillingPeriod;
  priceId?: string;
  planName?: string;
  userId?: string;
  trial?: boolean;
  /** Prefills Stripe's email field for a visitor. */
  email?: string;
  /** Where the choice was made ('upgrade-modal', 'pricing-page', 'landing', 'login-modal'…). */
  source?: string;
  /** Why ('credit-limit', 'feature-locked', 'direct-click'). */
  trigger?: string;
  /** The app path to come back to when the payer cancels (default `checkoutCancelPath`). */
  returnPath?: string;
  locale?: 'fr' | 'en';
};

export type CreateCheckoutAnswer = {
  url: string;
  session_id: string;
};

/**
 * GET payment-session?session_id=cs_… (no JWT needed: the session id came back from Stripe's
 * redirect) → this, status 200 whenever the session exists (`success: false` with `error` when it
 * is not paid or trialing), 404 `session_not_found` otherwise.
 */
export type PaymentSessionAnswer = {
  success: boolean;
  error: string | null;
  /** An account with the session's email (or the session's user) exists: log in, don't create. */
  user_exists: boolean;
  user_id: string | null;
  /** The session already gave its subscription to an account: nothing left to claim. */
  claimed: boolean;
  /**
   * The account exists but its email is not confirmed yet (made after this payment, or an
   * earlier sign-up never confirmed): the screen says to open the confirmation email.
   */
  awaiting_confirmation: boolean;
  session: {
    customer_email: string | null;
    customer_id: string | null;
    subscription_id: string | null;
    /** Stripe's session.status: 'open' | 'complete' | 'expired'. */
    status: string;
    /** Stripe's session.payment_status: 'paid' | 'unpaid' | 'no_payment_required' (a trial). */
    payment_status: string;
    plan_id: PaidPlanId | null;
    billing_period: BillingPeriod | null;
    trial: boolean;
  } | null;
};

/**
 * POST claim-checkout-account: the account after payment (decision 2). A session id gives its
 * subscription to one account, once.
 * - `mode: 'create'` (no JWT): creates the account for the session's email with this name and
 *   password, **unconfirmed** (Stripe does not verify the email it collects), and sends the
 *   sign-up confirmation email (its link goes to `/auth/callback` with a token hash). The
 *   account holds the subscription at once; it can sign in once the email is confirmed.
 *   `consent` is the person's consent to the processing of their conversations (required, as
 *   on /auth), recorded with the privacy policy's version.
 * - `mode: 'link'` (the user's JWT, after logging in): the session's subscription becomes the
 *   caller's; the caller's email must be the session's, or the session was started by them.
 */
export type ClaimAccountRequest =
  | {
      session_id: string;
      mode: 'create';
      name: string;
      email: string;
      password: string;
      consent: { policy_version: string };
      /** The language of the confirmation email and of the profile. */
      locale?: 'fr' | 'en';
      /** The browser's IANA time zone (the free day's midnight). */
      timezone?: string;
    }
  | { session_id: string; mode: 'link' };

export type ClaimAccountAnswer = {
  success: true;
  user_id: string;
  email: string;
  plan_id: PaidPlanId | null;
  /** Stripe's subscription status ('trialing', 'active', …). */
  status: string;
  /** True for a created account: it signs in once the confirmation email's link is opened. */
  awaiting_confirmation: boolean;
};

/** POST customer-portal `{ userId?, returnPath? }` with the user's JWT → Stripe's portal page. */
export type CustomerPortalRequest = { userId?: string; returnPath?: string };
export type CustomerPortalAnswer = { url: string };

/**
 * POST manage-subscription with the user's JWT: cancel at period end, resume (undo that), or
 * change plan/period (Stripe prorates). The answer is Stripe's new state; the database follows
 * when the webhook arrives (seconds later, watched through Realtime).
 */
export type ManageSubscriptionRequest =
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'change_plan'; planType: PaidPlanId; billingPeriod: BillingPeriod };

export type ManageSubscriptionAnswer = {
  success: true;
  subscription: {
    id: string;
    plan_id: PaidPlanId | null;
    billing_period: BillingPeriod | null;
    status: string;
    cancel_at_period_end: boolean;
    /** ISO date. */
    current_period_end: string | null;
  };
};

/** redeem_promo_code(code) → this on success; a refusal is HTTP 400 `{ code, message, details }`. */
export type RedeemPromoAnswer = {
  success: true;
  code: string;
  credits_added: number;
  remaining_credits: number;
};

/** Refusal `details` of redeem_promo_code (the app maps each to a message). */
export const promoRefusals = [
  'promo_invalid',
  'promo_expired',
  'promo_exhausted',
  'promo_already_redeemed',
  'promo_rate_limited',
] as const;

/** Every billing function's error codes, with the spec's French message the server sends. */
export const billingErrors = {
  invalid_request: 'Corps JSON attendu',
  not_authenticated: 'Vous devez être connecté pour effectuer un achat',
  user_mismatch: 'Utilisateur non autorisé',
  missing_parameters: 'Paramètres manquants pour create-checkout',
  missing_plan_id: 'Erreur de configuration - Plan ID manquant. Veuillez contacter le support.',
  invalid_price: 'Identifiant de prix invalide',
  trial_unavailable: "L'essai gratuit est réservé aux nouveaux abonnés",
  already_subscribed: 'Vous avez déjà un abonnement : changez de plan depuis la page Abonnement',
  checkout_failed: 'Échec de la création de la session de paiement',
  session_not_found: 'Erreur récupération session',
  session_unpaid: 'Échec du paiement',
  already_claimed: 'Cette session de paiement a déjà été utilisée',
  account_exists: 'Un compte existe déjà avec cet email : connectez-vous',
  email_mismatch: "L'email ne correspond pas à celui du paiement",
  name_required: 'Le nom est requis',
  email_required: "L'email est requis",
  invalid_email: "Format d'email invalide",
  weak_password: 'Le mot de passe doit contenir au moins 6 caractères',
  consent_required: 'Acceptez le traitement de vos conversations pour créer votre compte',
  no_subscription: 'Aucun abonnement à gérer',
  portal_unavailable: 'Fonctionnalité temporairement indisponible',
  plan_change_failed: 'Impossible de modifier le plan pour le moment',
  cancel_failed: "Impossible d'annuler l'abonnement pour le moment",
  invalid_signature: 'Signature Stripe invalide',
} as const;
export type BillingErrorCode = keyof typeof billingErrors;

export type BillingErrorBody = { error: BillingErrorCode | 'internal'; message: string };
