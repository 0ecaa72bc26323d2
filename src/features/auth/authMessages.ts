/**
 * Every auth failure as the words people read (spec §5 and §8), in one place for all the auth
 * screens. The machine and the link flow produce codes; this turns them into text in the active
 * language. When the server said something no code covers, its own message is shown (spec: "other
 * auth errors show the service message"); without one, the fallback names what failed.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import type { AuthLinkFailure } from './authLink.ts';
import type { AuthFailure } from './authErrors.ts';

/** What the person was doing when it failed: it picks the fallback text. */
export type AuthOperation =
  | 'login'
  | 'register'
  | 'google'
  | 'magicLink'
  | 'verifyOtp'
  | 'resend'
  | 'logout'
  | 'passwordReset'
  | 'session';

function fallback(i18n: I18n, operation: AuthOperation): string {
  switch (operation) {
    case 'login':
      return i18n._(msg`Échec de la connexion`);
    case 'register':
      return i18n._(msg`Échec de l'inscription`);
    case 'google':
      return i18n._(msg`Échec de la connexion avec Google`);
    case 'magicLink':
      return i18n._(msg`Échec de l'envoi du lien de connexion`);
    case 'verifyOtp':
      return i18n._(msg`Échec de la vérification du code`);
    case 'resend':
      return i18n._(msg`Erreur lors du renvoi de l'email.`);
    case 'logout':
      return i18n._(msg`Échec de la déconnexion`);
    case 'passwordReset':
      return i18n._(msg`Impossible d'envoyer l'email de réinitialisation.`);
    case 'session':
      return i18n._(msg`Connexion impossible au serveur`);
  }
}

/** The text of one failure, or undefined for `unknown` (whose text depends on the detail). */
function codeText(i18n: I18n, { code, waitSeconds }: AuthFailure): string | undefined {
  switch (code) {
    case 'allFieldsRequired':
      return i18n._(msg`Tous les champs sont requis`);
    case 'invalidEmail':
      return i18n._(msg`Format d'email invalide`);
    case 'emailRequired':
      return i18n._(msg`L'email est requis`);
    case 'passwordRequired':
      return i18n._(msg`Mot de passe requis`);
    case 'passwordTooShort':
      return i18n._(msg`Le mot de passe doit contenir au moins 6 caractères`);
    case 'passwordsDontMatch':
      return i18n._(msg`Les mots de passe ne correspondent pas`);
    case 'invalidOtpCode':
      return i18n._(msg`Le code doit contenir 6 chiffres.`);
    case 'signUpDatabaseError':
      return i18n._(msg`Erreur lors de la création du compte. Veuillez réessayer.`);
    case 'invalidCredentials':
      return i18n._(msg`Email ou mot de passe incorrect.`);
    case 'emailNotConfirmed':
      return i18n._(msg`Votre adresse email n'est pas encore confirmée. Ouvrez le lien reçu par email.`);
    case 'userAlreadyRegistered':
      return i18n._(msg`Un compte existe déjà avec cette adresse email. Connectez-vous.`);
    case 'rateLimited':
      return i18n._(msg`Trop de tentatives. Patientez un instant avant de réessayer.`);
    // Auth's limits (config.toml [auth.rate_limit]): each says how long to wait.
    case 'tooManyRequests':
      return i18n._(
        msg`Trop de tentatives depuis votre connexion. Patientez quelques minutes, puis réessayez.`,
      );
    case 'tooManyEmails':
      return i18n._(
        msg`Trop d'emails envoyés pour le moment. Patientez un peu (jusqu'à une heure), puis réessayez.`,
      );
    case 'waitBeforeRetry':
      return waitSeconds === undefined
        ? i18n._(msg`Trop de tentatives. Patientez un instant avant de réessayer.`)
        : i18n._(
            msg`Pour votre sécurité, patientez ${plural(waitSeconds, { one: '# seconde', other: '# secondes' })} avant de réessayer.`,
          );
    case 'otpExpired':
      return i18n._(msg`Ce code a expiré ou n'est pas valide. Demandez-en un nouveau.`);
    case 'network':
      return i18n._(msg`Connexion impossible au serveur`);
    case 'sessionTimeout':
      return i18n._(msg`Délai de vérification de la session dépassé`);
    case 'resendLimit':
      return i18n._(msg`Limite de renvois atteinte. Contactez le support si vous ne recevez pas l'email.`);
    case 'resendTooSoon':
      return i18n._(msg`Veuillez attendre 1 minute avant de renvoyer un email.`);
    case 'logoutFailed':
      return undefined;
    case 'unknown':
      return undefined;
  }
}

export function authFailureMessage(i18n: I18n, failure: AuthFailure, operation: AuthOperation): string {
  const known = codeText(i18n, failure);
  if (operation === 'resend' && failure.code !== 'resendLimit' && failure.code !== 'resendTooSoon') {
    const message = known ?? failure.detail;
    return message === undefined ? fallback(i18n, 'resend') : i18n._(msg`Erreur lors du renvoi: ${message}`);
  }
  if (known !== undefined) return known;
  if (failure.code === 'logoutFailed') return failure.detail ?? fallback(i18n, 'logout');
  return failure.detail ?? fallback(i18n, operation);
}

/** The failure's text in the active language (re-rendered when the language changes). */
export function useAuthFailureMessage(): (failure: AuthFailure, operation: AuthOperation) => string {
  const { i18n } = useLingui();
  return useCallback((failure, operation) => authFailureMessage(i18n, failure, operation), [i18n]);
}

/** What the callback and reset pages say when a link did not sign in. */
export function authLinkFailureMessage(i18n: I18n, reason: AuthLinkFailure, detail?: string): string {
  switch (reason) {
    case 'provider':
      return detail ?? i18n._(msg`Erreur d'authentification`);
    case 'sessionFetch':
      return i18n._(msg`Erreur lors de la récupération de la session`);
    case 'sessionMissing':
      return i18n._(msg`Session non trouvée après authentification.`);
    case 'linkExpired':
      return i18n._(msg`Ce lien a déjà servi ou a expiré.`);
    case 'verifyFailed':
      return i18n._(msg`Vérification échouée. Veuillez réessayer.`);
    case 'invalidLink':
      return i18n._(msg`Ce lien de vérification est invalide ou a expiré.`);
    case 'accountSuspended':
      return i18n._(msg`Ce compte a été suspendu.`);
    case 'signupClosed':
      return i18n._(msg`Les inscriptions sont fermées pour le moment.`);
    case 'providerFailed':
      return i18n._(msg`La connexion avec Google n'a pas abouti. Veuillez réessayer.`);
    case 'attemptExpired':
      return i18n._(msg`Cette tentative de connexion a expiré. Veuillez recommencer.`);
    case 'network':
      return i18n._(msg`Connexion impossible au serveur`);
    case 'unexpected':
      return i18n._(msg`Une erreur inattendue s'est produite.`);
  }
}
