import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { classifyChatFailure, type ChatError } from '#core/chatErrors.ts';

import { chatErrorText, replyFailedBubbleText } from './chatErrorText.ts';

describe('chat error text (spec §8)', () => {
  it.each([
    [{ type: 'httpStatus', status: 503 }, 'Erreur serveur (503)'],
    [{ type: 'httpStatus', status: 429 }, 'Trop de requêtes, veuillez patienter'],
    [{ type: 'httpStatus', status: 403 }, 'Requête refusée (403)'],
    [{ type: 'emptyBody' }, 'Réponse vide du serveur'],
    [{ type: 'invalidJson' }, 'Réponse JSON malformée du serveur'],
    [{ type: 'unexpectedShape', detail: '{"foo":1}' }, 'Réponse inattendue: {"foo":1}'],
    [{ type: 'timedOut', timeoutMs: 20_000 }, 'Délai dépassé (20s)'],
    [{ type: 'fetchFailed' }, 'Impossible de se connecter au serveur'],
    [{ type: 'other' }, 'Erreur inconnue'],
  ] as const)('words %o as "%s"', (failure, text) => {
    expect(chatErrorText(i18n, classifyChatFailure(failure))).toBe(text);
  });

  it('adds " (après 3 tentatives)" once every attempt failed', () => {
    const error: ChatError = { ...classifyChatFailure({ type: 'fetchFailed' }), afterRetries: true };
    expect(chatErrorText(i18n, error)).toBe('Impossible de se connecter au serveur (après 3 tentatives)');
  });

  it('builds the apology bubble around the reason', () => {
    const error = classifyChatFailure({ type: 'timedOut', timeoutMs: 15_000 });
    expect(replyFailedBubbleText(i18n, error)).toBe(
      'Désolé, je rencontre un problème technique : Délai dépassé (15s). Pouvez-vous reformuler votre message ?',
    );
  });
});
