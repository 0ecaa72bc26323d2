import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

it('verifies a token_hash link with its type only when the person presses the button', async () => {
  const linkCalls = stubLinkCalls();
  renderWithAuth(<AuthCallbackPage />, { linkCalls, path: '/auth/callback?token_hash=h1&type=signup' });
  expect(screen.getByRole('heading', { name: 'Confirmez votre adresse email' })).toBeInTheDocument();
  // A mail scanner or a preview that opens the page spends nothing.
  await advance(5000);
  expect(linkCalls.verifyOtp).not.toHaveBeenCalled();
  expect(linkCalls.getCurrentSession).not.toHaveBeenCalled();
  await userEvent
    .setup({ advanceTimers: vi.advanceTimersByTime })
    .click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
  expect(await screen.findByRole('heading', { name: 'Vous êtes connecté(e) !' })).toBeInTheDocument();
  expect(linkCalls.verifyOtp).toHaveBeenCalledWith({ token_hash: 'h1', type: 'signup' });
});

it('sends a recovery link on to the new-password form', async () => {
  const { router } = renderWithAuth(<AuthCallbackPage />, {
    linkCalls: stubLinkCalls(),
    path: '/auth/callback?token_hash=h1&type=recovery',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Choisir un nouveau mot de passe' }));
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
    'Ce lien a déjà servi ou a expiré.',
  ],
  [
    'another refusal',
    '?token_hash=h1&type=signup',
    { verifyOtp: () => Promise.reject(authApiError('Bad', 'validation_failed')) },
    'Vérification échouée. Veuillez réessayer.',
  ],
  ['an address with nothing usable', '', {}, 'Ce lien de vérification est invalide ou a expiré.'],
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
    'Session non trouvée après authentification.',
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
  const confirm = screen.queryByRole('button', { name: 'Confirmer mon adresse' });
  if (confirm) fireEvent.click(confirm);
  expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await advance(5000);
  expect(router.state.location.pathname).toBe('/auth/callback');
});

it('says what to do next when the link was already used: log in, or ask for a new link', async () => {
  renderWithAuth(<AuthCallbackPage />, {
    linkCalls: stubLinkCalls({
      verifyOtp: () =>
        Promise.reject(authApiError('Email link is invalid or has expired', 'otp_expired', 403)),
    }),
    path: '/auth/callback?token_hash=used&type=signup',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ce lien a déjà servi ou a expiré.');
  expect(alert).toHaveTextContent('Si votre adresse est déjà confirmée, connectez-vous.');
  expect(alert).toHaveTextContent('Sinon, demandez un nouveau lien depuis la page de connexion');
  // Two sentences, two paragraphs: never run together.
  expect(alert.querySelectorAll('p')).toHaveLength(2);
});
