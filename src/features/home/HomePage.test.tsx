import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppServices } from '#app/services.ts';
import type { CreditStatus } from '#data/credits/index.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { readSelectedCharacter, saveSelectedCharacter } from '#data/home/index.ts';
import { PaywallHost } from '#features/billing/index.ts';
import { createTestServices, disposeTestServices, TestServices } from '#tests/support/services.tsx';

import { DashboardPage, HomePage } from './HomePage.tsx';

type User = { id: string; email: string; name: string | null; timezone: string | null };

const mocks = vi.hoisted(() => {
  const state: {
    status: 'checking' | 'signedIn' | 'signedOut';
    checkTimedOut: boolean;
    user: User;
    credits: CreditStatus | null;
  } = {
    status: 'signedIn',
    checkTimedOut: false,
    user: { id: 'user-1', email: 'marie@example.fr', name: 'Marie', timezone: 'Europe/Paris' },
    credits: null,
  };
  return state;
});

vi.mock('#features/auth/index.ts', () => ({
  useAuthStatus: () => mocks.status,
  useSessionCheckTimedOut: () => mocks.checkTimedOut,
  useSessionUser: () => (mocks.status === 'signedIn' ? mocks.user : null),
  useLoginModal: () => ({ tab: null, open: vi.fn(), close: vi.fn() }),
}));
vi.mock('#data/credits/index.ts', () => ({
  useCreditStatus: () => mocks.credits,
}));
vi.mock('#data/chat/index.ts', () => ({
  useOutboxSummary: () => ({ waiting: 0, blocked: 0, failed: 0 }),
  useLastSessionAt: () => null,
  useProgressMessages: () => [],
}));
vi.mock('#features/chat/index.ts', () => ({
  ChatScreen: ({ characterId, onBack }: { characterId: string; onBack: () => void }) => (
    <section aria-label={`Chat ${characterId}`}>
      <button type="button" onClick={onBack}>
        back to dashboard
      </button>
    </section>
  ),
}));

function credits(remaining: number): CreditStatus {
  return {
    remaining,
    total: 20,
    used: 20 - remaining,
    unlimited: false,
    tier: 'gratuit',
    subscribed: false,
    status: 'free',
    nextRefillAt: null,
    bonus: 0,
    planName: 'Gratuit',
    nextBillingAt: null,
    billingCycle: null,
    cancelAtPeriodEnd: false,
    trial: false,
    fetchedAt: '2026-11-21T08:00:00.000Z',
  };
}

function renderAt(path: string) {
  const home = (
    <>
      <HomePage />
      <PaywallHost />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: home },
      { path: '/chat/:characterId', element: home },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestServices services={services}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </TestServices>,
  );
  return router;
}

const slow = { timeout: 5000 };

let services: AppServices;
let db: AppDatabase;

beforeEach(async () => {
  // This device has seen the user's consent to processing conversations (ConsentGate).
  localStorage.setItem('emma-et-louis:consent:user-1', '2026-11-26');
  mocks.status = 'signedIn';
  mocks.checkTimedOut = false;
  mocks.credits = credits(12);
  services = await createTestServices({
    ports: {
      credits: {
        // The cached balance above is what the screens show; no fresher one arrives in these tests.
        refresh: () => new Promise(() => undefined),
        applyServerBalance: () => Promise.resolve(),
        watchNotices: () => () => undefined,
      },
    },
  });
  db = await services.database.get();
});

afterEach(async () => {
  await disposeTestServices(services);
});

describe('home route', () => {
  it('shows a calm session check instead of flashing the landing', () => {
    mocks.status = 'checking';
    renderAt('/');
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre session');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers to retry or log in when the session check has not answered after 8 s', async () => {
    vi.useFakeTimers();
    try {
      mocks.status = 'checking';
      renderAt('/');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(7900);
      });
      expect(screen.queryByRole('heading', { name: 'Problème de connexion' })).not.toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByRole('heading', { name: 'Problème de connexion' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/auth');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['/', '/dashboard'])(
    'shows the connection problem on %s when the session check timed out',
    (path) => {
      mocks.status = 'signedOut';
      mocks.checkTimedOut = true;
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Problème de connexion' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/auth');
      expect(screen.queryByText('Prenez soin de vous', { exact: false })).not.toBeInTheDocument();
    },
  );

  it('shows the landing to visitors', () => {
    mocks.status = 'signedOut';
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prenez soin de vous');
  });

  it('shows the payment success over everything for /?payment_success=true, then continues home', async () => {
    mocks.status = 'signedIn';
    const router = renderAt('/?payment_success=true');
    expect(await screen.findByRole('heading', { name: 'Paiement confirmé' }, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a returning session cannot be verified (no server here), then goes home', async () => {
    mocks.status = 'signedIn';
    const router = renderAt('/?session_id=cs_test_123');
    expect(await screen.findByRole('heading', { name: 'Erreur de vérification' }, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks a signed-in user without a coach to choose one, then opens its dashboard and remembers it', async () => {
    renderAt('/');
    const choose = await screen.findByRole('button', { name: 'Choisir Louis' }, slow);
    await userEvent.click(choose);
    expect(await screen.findByRole('button', { name: 'Commencer une session' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Louis', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marie');
    // Focus follows once the stage has settled (its heading may be re-created as data arrives).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(async () => expect(await readSelectedCharacter(db)).toBe('louis'));
  });

  it('opens the remembered coach, goes to the chat and back, and lets the user change coach', async () => {
    await saveSelectedCharacter('emma', db);
    const router = renderAt('/');
    const start = await screen.findByRole('button', { name: 'Commencer une session' }, slow);
    expect(screen.getByRole('heading', { name: 'Emma', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(start).toBeEnabled());
    // Awaited act: the chat's route transition renders screens that read the data ports with
    // use(), and React finishes such a render only in an awaited act() (a bare click leaves it).
    await act(() => userEvent.click(start));
    // The chat has its own address; its "back" is the browser's back to the dashboard.
    expect(router.state.location.pathname).toBe('/chat/emma');
    await userEvent.click(await screen.findByRole('button', { name: 'back to dashboard' }, slow));
    expect(await screen.findByRole('button', { name: 'Commencer une session' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
    await userEvent.click(screen.getByRole('button', { name: /Changer de coach/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avec qui souhaitez-vous échanger ?' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Choisir Emma' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the chat at its address (a reload, a shared link) and remembers its coach', async () => {
    await saveSelectedCharacter('emma', db);
    const router = renderAt('/chat/louis');
    await userEvent.click(await screen.findByRole('button', { name: 'back to dashboard' }, slow));
    // Opened directly, "back" replaces the address with the dashboard of that coach.
    expect(await screen.findByRole('heading', { name: 'Louis', level: 2 }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(async () => expect(await readSelectedCharacter(db)).toBe('louis'));
  });

  it('asks a visitor at a chat address to sign in', async () => {
    mocks.status = 'signedOut';
    renderAt('/chat/emma');
    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous pour retrouver votre espace' }, slow),
    ).toBeInTheDocument();
  });

  it('opens the coach named in the URL and forgets the parameter', async () => {
    await saveSelectedCharacter('emma', db);
    const router = renderAt('/?character=louis');
    await screen.findByRole('button', { name: 'Commencer une session' }, slow);
    expect(screen.getByRole('heading', { name: 'Louis', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await readSelectedCharacter(db)).toBe('louis'));
  });

  it('ignores a URL coach that does not exist', async () => {
    renderAt('/?character=clara');
    expect(await screen.findByRole('button', { name: 'Choisir Emma' }, slow)).toBeInTheDocument();
  });

  it('opens the paywall once when the balance is known to be empty', async () => {
    mocks.credits = credits(0);
    await saveSelectedCharacter('emma', db);
    renderAt('/');
    expect(
      await screen.findByRole('dialog', { name: 'Vous avez utilisé tous vos crédits' }, slow),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer avec le plan gratuit' }));
    await userEvent.click(screen.getByRole('button', { name: /Changer de coach/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir Louis' }));
    await screen.findByRole('button', { name: 'Crédits épuisés' }, slow);
    expect(screen.getByRole('heading', { name: 'Louis', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dashboard route', () => {
  it('sends visitors to sign in', () => {
    mocks.status = 'signedOut';
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: /Se connecter/ })).toHaveAttribute('href', '/auth');
  });

  it("shows the remembered coach's dashboard", async () => {
    await saveSelectedCharacter('louis', db);
    renderAt('/dashboard');
    await screen.findByRole('button', { name: 'Commencer une session' }, slow);
    expect(screen.getByRole('heading', { name: 'Louis', level: 2 })).toBeInTheDocument();
  });

  it('asks for a coach when none is remembered', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Choisir Emma' }, slow)).toBeInTheDocument();
  });
});
