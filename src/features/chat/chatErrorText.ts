/**
 * The words for a chat error (spec §8, "Chat API errors"). #core/chatErrors.ts types the failure
 * as a code with its values; this turns it into the sentence shown in the reply-error bubble and
 * under a failed message, in the reader's language.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ChatErrorMessage } from '#core/chatErrors.ts';

export type ChatErrorLike = ChatErrorMessage & { afterRetries?: boolean };

function baseText(i18n: I18n, error: ChatErrorMessage): string {
  switch (error.code) {
    case 'serverError': {
      const { status } = error.params;
      return i18n._(msg`Erreur serveur (${status})`);
    }
    case 'tooManyRequests':
      return i18n._(msg`Trop de requêtes, veuillez patienter`);
    case 'requestRefused': {
      const { status } = error.params;
      return i18n._(msg`Requête refusée (${status})`);
    }
    case 'emptyResponse':
      return i18n._(msg`Réponse vide du serveur`);
    case 'malformedJson':
      return i18n._(msg`Réponse JSON malformée du serveur`);
    case 'unexpectedResponse': {
      const { detail } = error.params;
      return i18n._(msg`Réponse inattendue: ${detail}`);
    }
    case 'timeout': {
      const { seconds } = error.params;
      return i18n._(msg`Délai dépassé (${seconds}s)`);
    }
    case 'cannotConnect':
      return i18n._(msg`Impossible de se connecter au serveur`);
    case 'unknown':
      return i18n._(msg`Erreur inconnue`);
  }
}

/** "Erreur serveur (503) (après 3 tentatives)" once every attempt has failed. */
export function chatErrorText(i18n: I18n, error: ChatErrorLike): string {
  const text = baseText(i18n, error);
  return error.afterRetries === true ? i18n._(msg`${text} (après 3 tentatives)`) : text;
}

/** The bot bubble that stands in for a reply that could not be produced. */
export function replyFailedBubbleText(i18n: I18n, error: ChatErrorLike): string {
  const reason = chatErrorText(i18n, error);
  return i18n._(
    msg`Désolé, je rencontre un problème technique : ${reason}. Pouvez-vous reformuler votre message ?`,
  );
}
