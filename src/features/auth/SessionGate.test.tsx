import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { advance, renderWithAuth, startAuth, testSession } from './auth.fixtures.tsx';
import type { AuthActor } from './auth.machine.ts';
import { SessionGate, sessionGateTimeoutMs } from './SessionGate.tsx';
import { createAuthRuntime } from './session.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const content = <p>Contenu protégé</p>;

it('waits 8 seconds on the checking screen, then offers retry and login', async () => {
  // The auth code never finishes loading: only the gate's own timer can end the wait.
  const runtime = createAuthRuntime({
    load: () => new Promise<AuthActor>(() => undefined),
    statusBeforeStart: 'checking',
  });
  renderWithAuth(<SessionGate>{content}</SessionGate>, { runtime });
  expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre session');

  await advance(sessionGateTimeoutMs - 100);
  expect(screen.queryByRole('heading', { name: 'Problème de connexion' })).not.toBeInTheDocument();
  await advance(100);
  expect(screen.getByRole('heading', { name: 'Problème de connexion' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();

  await user().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre session');
  await advance(sessionGateTimeoutMs);
  await user().click(screen.getByRole('button', { name: 'Aller à la connexion' }));
  expect(await screen.findByRole('tab', { name: 'Connexion' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();
});

it('shows the connection problem when the session check times out, and retries it', async () => {
  // The first check hangs; the retry answers "signed out".
  let answer: 'never' | { value: null } = 'never';
  const getSession = vi.fn(() => answer);
  const auth = startAuth({ getSession });
  renderWithAuth(<SessionGate>{content}</SessionGate>, { actor: auth.actor });
  await advance(5000);
  expect(await screen.findByRole('heading', { name: 'Problème de connexion' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Connexion impossible au serveur');

  answer = { value: null };
  await user().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('tab', { name: 'Connexion' }, { timeout: 5000 })).toBeInTheDocument();
  expect(getSession).toHaveBeenCalledTimes(2);
  auth.actor.stop();
});

it('shows the content once signed in, and the login form when signed out', async () => {
  const auth = startAuth({ getSession: { value: testSession } });
  renderWithAuth(<SessionGate>{content}</SessionGate>, { actor: auth.actor });
  expect(await screen.findByText('Contenu protégé')).toBeInTheDocument();

  await act(() => {
    auth.actor.send({ type: 'auth.logout' });
    return Promise.resolve();
  });
  expect(
    await screen.findByRole('heading', { name: 'Bon retour parmi nous' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();
  auth.actor.stop();
});
