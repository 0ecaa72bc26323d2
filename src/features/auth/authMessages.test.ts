import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { messages as enApp } from '#locales/en/app.po';
import { messages as enBoot } from '#locales/en/messages.po';
import type { AuthFailure, AuthFailureCode } from './authErrors.ts';
import type { AuthLinkFailure } from './authLink.ts';
import { authFailureMessage, authLinkFailureMessage } from './authMessages.ts';

const codes: AuthFailureCode[] = [
  'signUpDatabaseError',
  'invalidCredentials',
  'emailNotConfirmed',
  'userAlreadyRegistered',
  'rateLimited',
  'tooManyRequests',
  'tooManyEmails',
  'waitBeforeRetry',
  'otpExpired',
  'network',
  'unknown',
  'sessionTimeout',
  'resendLimit',
  'resendTooSoon',
  'logoutFailed',
  'invalidOtpCode',
  'allFieldsRequired',
  'invalidEmail',
  'passwordTooShort',
  'passwordsDontMatch',
  'emailRequired',
  'passwordRequired',
];

describe('authFailureMessage', () => {
  it.each(codes)('has words for %s', (code) => {
    expect(authFailureMessage(i18n, { code }, 'login').trim()).not.toBe('');
  });

  it.each([
    ['signUpDatabaseError', 'Erreur lors de la création du compte. Veuillez réessayer.'],
    ['allFieldsRequired', 'Tous les champs sont requis'],
    ['invalidEmail', "Format d'email invalide"],
    ['emailRequired', "L'email est requis"],
    ['passwordRequired', 'Mot de passe requis'],
    ['passwordTooShort', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['passwordsDontMatch', 'Les mots de passe ne correspondent pas'],
    ['resendLimit', "Limite de renvois atteinte. Contactez le support si vous ne recevez pas l'email."],
    ['resendTooSoon', 'Veuillez attendre 1 minute avant de renvoyer un email.'],
    ['network', 'Connexion impossible au serveur'],
  ] as const)('says %s in the spec’s words', (code, text) => {
    expect(authFailureMessage(i18n, { code }, 'register')).toBe(text);
  });

  it('shows the service message when no code fits, else the fallback of what failed', () => {
    expect(
      authFailureMessage(i18n, { code: 'unknown', detail: 'Signups not allowed for otp' }, 'magicLink'),
    ).toBe('Signups not allowed for otp');
    expect(
      (['login', 'register', 'google', 'magicLink', 'verifyOtp', 'logout', 'passwordReset'] as const).map(
        (operation) => authFailureMessage(i18n, { code: 'unknown' }, operation),
      ),
    ).toEqual([
      'Échec de la connexion',
      "Échec de l'inscription",
      'Échec de la connexion avec Google',
      "Échec de l'envoi du lien de connexion",
      'Échec de la vérification du code',
      'Échec de la déconnexion',
      "Impossible d'envoyer l'email de réinitialisation.",
    ]);
    expect(authFailureMessage(i18n, { code: 'logoutFailed', detail: 'boom' }, 'logout')).toBe('boom');
  });

  it('prefixes resend failures, keeping the limit texts as they are', () => {
    expect(authFailureMessage(i18n, { code: 'unknown', detail: 'Mailer down' }, 'resend')).toBe(
      'Erreur lors du renvoi: Mailer down',
    );
    expect(authFailureMessage(i18n, { code: 'unknown' }, 'resend')).toBe("Erreur lors du renvoi de l'email.");
    expect(authFailureMessage(i18n, { code: 'resendTooSoon' }, 'resend')).toBe(
      'Veuillez attendre 1 minute avant de renvoyer un email.',
    );
  });
});

describe("Auth's limit messages (config.toml [auth.rate_limit])", () => {
  const limits: [AuthFailure, string, string][] = [
    [
      { code: 'tooManyRequests' },
      'Trop de tentatives depuis votre connexion. Patientez quelques minutes, puis réessayez.',
      'Too many attempts from your connection. Please wait a few minutes, then try again.',
    ],
    [
      { code: 'tooManyEmails' },
      "Trop d'emails envoyés pour le moment. Patientez un peu (jusqu'à une heure), puis réessayez.",
      'Too many emails have been sent for now. Please wait a while (up to an hour), then try again.',
    ],
    [
      { code: 'waitBeforeRetry', waitSeconds: 42 },
      'Pour votre sécurité, patientez 42 secondes avant de réessayer.',
      'For your security, please wait 42 seconds before trying again.',
    ],
    [
      { code: 'waitBeforeRetry', waitSeconds: 1 },
      'Pour votre sécurité, patientez 1 seconde avant de réessayer.',
      'For your security, please wait 1 second before trying again.',
    ],
  ];

  it.each(limits)('says %o in French and English, and to wait', (failure, french, english) => {
    expect(authFailureMessage(i18n, failure, 'login')).toBe(french);
    i18n.load('en', { ...enBoot, ...enApp });
    i18n.activate('en');
    try {
      expect(authFailureMessage(i18n, failure, 'login')).toBe(english);
    } finally {
      i18n.activate('fr');
    }
  });
});

describe('authLinkFailureMessage', () => {
  it.each([
    ['sessionFetch', 'Erreur lors de la récupération de la session'],
    ['sessionMissing', 'Session non trouvée après authentification.'],
    ['linkExpired', 'Ce lien a déjà servi ou a expiré.'],
    ['verifyFailed', 'Vérification échouée. Veuillez réessayer.'],
    ['invalidLink', 'Ce lien de vérification est invalide ou a expiré.'],
    ['unexpected', "Une erreur inattendue s'est produite."],
    ['provider', "Erreur d'authentification"],
  ] as [AuthLinkFailure, string][])('says %s in the spec’s words', (reason, text) => {
    expect(authLinkFailureMessage(i18n, reason)).toBe(text);
  });

  it('shows what the provider said', () => {
    expect(authLinkFailureMessage(i18n, 'provider', 'Email link is invalid')).toBe('Email link is invalid');
  });
});
