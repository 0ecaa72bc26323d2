import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { advance, authApiError, renderWithAuth, stubLinkCalls, testSession } from '../auth.fixtures.tsx';
import { AuthCallbackPage, callbackRedirectDelayMs } from './AuthCallbackPage.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

it('shows the wait, then the success, then goes home 1.5 s later', async () => {
  let finish: (session: typeof testSession) => void = () => undefined;
  const linkCalls = stubLinkCalls({
    exchangeCodeForSession: () =>
      new Promise((resolve) => {
        finish = resolve;
      }),
  });
  const { router } = renderWithAuth(<AuthCallbackPage />, { linkCalls, path: '/auth/callback?code=abc' });
  expect(screen.getByRole('heading', { name: 'Vérification en cours…' })).toBeInTheDocument();
  expect(linkCalls.exchangeCodeForSession).toHaveBeenCalledExactlyOnceWith('abc');

  await act(() => {
    finish(testSession);
    return Promise.resolve();
  });
  expect(screen.getByRole('heading', { name: 'Vous êtes connecté(e) !' })).toBeInTheDocument();
  await advance(callbackRedirectDelayMs - 500);
  expect(router.state.location.pathname).toBe('/auth/callback');
  await advance(500);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

it('verifies a token_hash link with its type', async () => {
  const linkCalls = stubLinkCalls();
  renderWithAuth(<AuthCallbackPage />, { linkCalls, path: '/auth/callback?token_hash=h1&type=signup' });
  expect(await screen.findByRole('heading', { name: 'Vous êtes connecté(e) !' })).toBeInTheDocument();
  expect(linkCalls.verifyOtp).toHaveBeenCalledWith({ token_hash: 'h1', type: 'signup' });
});

it('sends a recovery link on to the new-password form', async () => {
  const { router } = renderWithAuth(<AuthCallbackPage />, {
    linkCalls: stubLinkCalls(),
    path: '/auth/callback?token_hash=h1&type=recovery',
  });
  await screen.findByText('Redirection vers le choix de votre nouveau mot de passe…');
  await act(() => Promise.resolve());
  await advance(callbackRedirectDelayMs);
  await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
});

it.each([
  [
    'an expired link',
    '?token_hash=h1&type=signup',
    { verifyOtp: () => Promise.reject(authApiError('Token has expired or is invalid', 'otp_expired', 403)) },
    'Vérification échouée. Le lien a peut-être expiré.',
  ],
  [
    'another refusal',
    '?token_hash=h1&type=signup',
    { verifyOtp: () => Promise.reject(authApiError('Bad', 'validation_failed')) },
    'Vérification échouée. Veuillez réessayer.',
  ],
  ['an address with nothing usable', '', {}, 'Lien de vérification invalide ou expiré'],
  [
    'the provider’s error',
    '?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
    {},
    'Email link is invalid or has expired',
  ],
  [
    'a Google sign-in that did not complete, in our words',
    '?error=access_denied&error_code=provider_error&error_description=access_denied',
    {},
    "La connexion avec Google n'a pas abouti. Veuillez réessayer.",
  ],
  [
    'a session that cannot be read',
    '',
    { getCurrentSession: () => Promise.reject(authApiError('storage', 'unexpected_failure', 500)) },
    'Erreur lors de la récupération de la session',
  ],
  [
    'a link that gave no session',
    '?code=abc',
    { exchangeCodeForSession: () => Promise.resolve(null) },
    'Session non trouvée après authentification',
  ],
  [
    'a fault of ours',
    '?code=abc',
    { exchangeCodeForSession: () => Promise.reject(new TypeError('boom')) },
    "Une erreur inattendue s'est produite.",
  ],
])('explains %s, with ways out', async (_case, query, overrides, message) => {
  const { router } = renderWithAuth(<AuthCallbackPage />, {
    linkCalls: stubLinkCalls(overrides),
    path: `/auth/callback${query}`,
  });
  expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/auth');
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await advance(5000);
  expect(router.state.location.pathname).toBe('/auth/callback');
});
