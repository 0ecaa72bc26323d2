import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import {
  advance,
  authApiError,
  renderWithAuth,
  startAuth,
  stubLinkCalls,
  testSession,
} from '../auth.fixtures.tsx';
import { ResetPasswordPage, resetRedirectDelayMs } from './ResetPasswordPage.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const tokens = '?access_token=access-1&refresh_token=refresh-1&type=recovery';

async function openForm(overrides = {}) {
  const linkCalls = stubLinkCalls(overrides);
  const auth = startAuth({ getSession: { value: testSession } });
  const view = renderWithAuth(<ResetPasswordPage />, {
    actor: auth.actor,
    linkCalls,
    path: `/reset-password${tokens}`,
  });
  await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' });
  return { ...view, ...auth, linkCalls };
}

it('takes the session from the tokens of the link', async () => {
  const { linkCalls, actor } = await openForm();
  expect(linkCalls.setSession).toHaveBeenCalledWith({ access_token: 'access-1', refresh_token: 'refresh-1' });
  expect(screen.getByText(/Pour le compte/)).toHaveTextContent('camille@gmail.com');
  actor.stop();
});

it('takes the session from a PKCE code too', async () => {
  const linkCalls = stubLinkCalls();
  renderWithAuth(<ResetPasswordPage />, { linkCalls, path: '/reset-password?code=abc' });
  await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' });
  expect(linkCalls.exchangeCodeForSession).toHaveBeenCalledWith('abc');
});

it('checks the new password: filled, 6 characters, confirmed', async () => {
  const { linkCalls, actor } = await openForm();
  const save = screen.getByRole('button', { name: 'Enregistrer le mot de passe' });
  expect(save).toBeDisabled();
  await user().type(screen.getByLabelText('Nouveau mot de passe'), 'abc');
  await user().type(screen.getByLabelText('Confirmer le mot de passe'), 'abd');
  expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  await user().click(save);
  expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
  expect(linkCalls.updateUser).not.toHaveBeenCalled();
  actor.stop();
});

it('says when the password cannot be changed', async () => {
  const { actor } = await openForm({
    updateUser: () =>
      Promise.reject(
        authApiError('New password should be different from the old password.', 'same_password', 422),
      ),
  });
  await user().type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau1');
  await user().type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau1');
  await user().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Impossible de modifier le mot de passe. New password should be different from the old password.',
  );
  actor.stop();
});

it('confirms the change, signs out and goes to /login 2 s later', async () => {
  const { linkCalls, actor, calls, router } = await openForm();
  await user().type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau1');
  await user().type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau1');
  await user().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe modifié avec succès');
  expect(linkCalls.updateUser).toHaveBeenCalledWith({ password: 'nouveau1' });
  await advance(resetRedirectDelayMs - 500);
  expect(router.state.location.pathname).toBe('/reset-password');
  await advance(500);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.state).toEqual({ passwordChanged: true });
  expect(calls.signOut).toHaveBeenCalledOnce();
  actor.stop();
});

it('explains a link that cannot be used', async () => {
  renderWithAuth(<ResetPasswordPage />, { linkCalls: stubLinkCalls(), path: '/reset-password' });
  expect(
    await screen.findByRole('heading', { name: 'Erreur lors de la réinitialisation.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de vérification est invalide ou a expiré.');
  expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(2);
});
