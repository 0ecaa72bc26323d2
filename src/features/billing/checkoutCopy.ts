import { t } from '@lingui/core/macro';

import type { CheckoutFailure } from './checkout.machine.ts';

/**
 * Why no payment page opened, in the reader's language. The server's codes
 * (contracts/billing.ts) are worded here; an unknown one shows the server's French message.
 */
export function checkoutFailureText(failure: CheckoutFailure): string {
  switch (failure.kind) {
    case 'offline':
      return t`Le paiement nécessite une connexion internet. Reconnectez-vous, puis réessayez.`;
    case 'signedOut':
      return t`Vous devez être connecté pour effectuer un achat`;
    case 'noUrl':
      return t`URL de paiement manquante`;
    case 'server':
      return billingErrorText(failure.code) ?? failure.message;
  }
}

/** The billing functions' error codes the app words itself; null for an unknown code. */
export function billingErrorText(code: string | null): string | null {
  switch (code) {
    case 'not_authenticated':
      return t`Vous devez être connecté pour effectuer un achat`;
    case 'missing_parameters':
      return t`Paramètres manquants pour create-checkout`;
    case 'missing_plan_id':
      return t`Erreur de configuration - Plan ID manquant. Veuillez contacter le support.`;
    case 'invalid_price':
      return t`Identifiant de prix invalide`;
    case 'trial_unavailable':
      return t`L'essai gratuit est réservé aux nouveaux abonnés`;
    case 'already_subscribed':
      return t`Vous avez déjà un abonnement : changez de plan depuis la page Abonnement`;
    case 'checkout_failed':
      return t`Échec de la création de la session de paiement`;
    case 'session_not_found':
      return t`Erreur récupération session`;
    case 'session_unpaid':
      return t`Échec du paiement`;
    case 'already_claimed':
      return t`Cette session de paiement a déjà été utilisée`;
    case 'account_exists':
      return t`Un compte existe déjà avec cet email : connectez-vous`;
    case 'email_mismatch':
      return t`L'email ne correspond pas à celui du paiement`;
    case 'name_required':
      return t`Le nom est requis`;
    case 'email_required':
      return t`L'email est requis`;
    case 'invalid_email':
      return t`Format d'email invalide`;
    case 'weak_password':
      return t`Le mot de passe doit contenir au moins 6 caractères`;
    case 'consent_required':
      return t`Acceptez le traitement de vos conversations pour créer votre compte`;
    case 'no_subscription':
      return t`Aucun abonnement à gérer`;
    case 'portal_unavailable':
      return t`Fonctionnalité temporairement indisponible`;
    case 'plan_change_failed':
      return t`Impossible de modifier le plan pour le moment`;
    case 'cancel_failed':
      return t`Impossible d'annuler l'abonnement pour le moment`;
    case 'promo_invalid':
      return t`Code promo invalide`;
    case 'promo_expired':
      return t`Ce code promo a expiré`;
    case 'promo_exhausted':
      return t`Ce code promo a atteint son nombre maximal d'utilisations`;
    case 'promo_already_redeemed':
      return t`Vous avez déjà utilisé ce code promo`;
    case 'promo_rate_limited':
      return t`Trop de tentatives. Réessayez dans quelques minutes.`;
    default:
      return null;
  }
}
