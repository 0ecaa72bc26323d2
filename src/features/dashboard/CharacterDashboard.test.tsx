import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProgressMessage } from '#core/progress.ts';
import type { CreditStatus } from '#data/credits/index.ts';
import type { AppServices } from '#app/services.ts';
import type { CharacterId } from '#contracts/characters.ts';
import { PaywallHost } from '#features/billing/index.ts';
import { createTestServices, disposeTestServices, TestServices } from '#tests/support/services.tsx';

import { CharacterDashboard, firstNameOf } from './CharacterDashboard.tsx';
import { dailyThoughtFor, dayOfYear } from './dailyThoughts.ts';

type User = { id: string; email: string; name: string | null; timezone: string | null };

const mocks = vi.hoisted(() => ({
  user: null as User | null,
  status: undefined as CreditStatus | null | undefined,
  refresh: (): Promise<never> => new Promise(() => undefined),
  waiting: 0,
  lastSessionAt: null as string | null | undefined,
  progressMessages: [] as ProgressMessage[],
  weeklyHistory: [] as { week_start: string; mood: number | null; messages: number }[],
}));

vi.mock('#features/auth/index.ts', () => ({
  useSessionUser: () => mocks.user,
  useAuthStatus: () => 'signedIn',
  useLoginModal: () => ({ tab: null, open: vi.fn(), close: vi.fn() }),
}));
vi.mock('#data/credits/index.ts', () => ({
  useCreditStatus: () => mocks.status,
}));

function makeCreditStatus(overrides: Partial<CreditStatus> = {}): CreditStatus {
  return {
    remaining: 20,
    total: 20,
    used: 0,
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
    ...overrides,
  };
}
vi.mock('#data/chat/index.ts', () => ({
  useOutboxSummary: () => ({ waiting: mocks.waiting, blocked: 0, failed: 0 }),
  useLastSessionAt: () => mocks.lastSessionAt,
  useProgressMessages: () => mocks.progressMessages,
}));
vi.mock('#data/weekly/index.ts', () => ({
  loadWeeklySummary: () =>
    Promise.resolve({ ok: true, value: { summary: { history: mocks.weeklyHistory }, fromCache: false } }),
}));

function renderDashboard(characterId: CharacterId = 'emma') {
  const onStart = vi.fn();
  const onChangeCharacter = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <CharacterDashboard
              characterId={characterId}
              onStart={onStart}
              onChangeCharacter={onChangeCharacter}
            />
            <PaywallHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestServices services={services}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </TestServices>,
  );
  return { onStart, onChangeCharacter };
}

const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute);

let services: AppServices;

beforeEach(async () => {
  services = await createTestServices({
    ports: {
      credits: {
        refresh: () => mocks.refresh(),
        applyServerBalance: () => Promise.resolve(),
        watchNotices: () => () => undefined,
      },
    },
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(9));
  mocks.user = { id: 'user-1', email: 'marie@example.fr', name: 'Marie Dupont', timezone: 'Europe/Paris' };
  mocks.status = makeCreditStatus({ remaining: 12 });
  mocks.waiting = 0;
  mocks.lastSessionAt = null;
  mocks.progressMessages = [];
  mocks.weeklyHistory = [];
  mocks.refresh = () => new Promise(() => undefined);
});

afterEach(async () => {
  if (screen.queryByRole('dialog') !== null) await userEvent.keyboard('{Escape}');
  vi.useRealTimers();
  await disposeTestServices(services);
});

describe('greeting', () => {
  it.each([
    [at(0, 0), 'Bonjour, Marie'],
    [at(11, 59), 'Bonjour, Marie'],
    [at(12, 0), 'Bon après-midi, Marie'],
    [at(17, 59), 'Bon après-midi, Marie'],
    [at(18, 0), 'Bonsoir, Marie'],
    [at(23, 59), 'Bonsoir, Marie'],
  ])('at %s says "%s"', (now, greeting) => {
    vi.setSystemTime(now);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(greeting);
  });

  it('greets without a name when the profile has none yet', () => {
    mocks.user = { id: 'user-1', email: 'marie@example.fr', name: null, timezone: null };
    vi.setSystemTime(at(19));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Bonsoir$/);
  });

  it('shows the long date in French', () => {
    renderDashboard();
    expect(screen.getByText('Samedi 21 novembre 2026')).toBeInTheDocument();
  });

  it('takes the first word of the name', () => {
    expect(firstNameOf('  Jean-Luc  Picard ')).toBe('Jean-Luc');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});

describe('start button', () => {
  it('starts a session when credits are known and left', async () => {
    const { onStart } = renderDashboard();
    const start = screen.getByRole('button', { name: 'Commencer une session' });
    expect(start).toBeEnabled();
    await userEvent.click(start);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('waits while the credits load', () => {
    mocks.status = undefined;
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Commencer une session' })).toBeDisabled();
    expect(screen.getByText('Vérification de vos crédits…')).toBeInTheDocument();
  });

  it('reads "Crédits épuisés" and stays closed with no credit left, offering the plans', async () => {
    mocks.status = makeCreditStatus({ remaining: 0 });
    renderDashboard();
    const start = screen.getByRole('button', { name: 'Crédits épuisés' });
    expect(start).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les formules' }));
    // The panel is a lazy chunk: its first import here compiles it and its styles (over the
    // default 1 s while the 2-core machine is loaded).
    expect(
      await screen.findByRole('dialog', { name: 'Vous avez utilisé tous vos crédits' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('counts messages still waiting to be sent', () => {
    mocks.status = makeCreditStatus({ remaining: 1 });
    mocks.waiting = 1;
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Crédits épuisés' })).toBeDisabled();
  });

  it('never closes for an unlimited plan', () => {
    mocks.status = makeCreditStatus({ tier: 'intensif', unlimited: true, remaining: -1, total: -1 });
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Commencer une session' })).toBeEnabled();
  });

  it('lets an offline user in when no balance could be fetched yet (the server decides)', async () => {
    mocks.status = null;
    mocks.refresh = () => Promise.reject(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Commencer une session' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Statut du compte' })).toHaveTextContent(
      "Votre solde s'affichera dès que la connexion sera rétablie.",
    );
  });
});

describe('shortcuts and side cards', () => {
  it('links to progress and settings, and changes coach', async () => {
    const { onChangeCharacter } = renderDashboard('louis');
    const shortcuts = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(within(shortcuts).getByRole('link', { name: /Mes progrès/ })).toHaveAttribute(
      'href',
      '/weekly-summary',
    );
    expect(within(shortcuts).getByRole('link', { name: /Paramètres/ })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(shortcuts).getByRole('button', { name: /Changer de coach/ }));
    expect(onChangeCharacter).toHaveBeenCalledOnce();
  });

  it("shows the coach's thought of the day", () => {
    renderDashboard('louis');
    const expected = i18n._(dailyThoughtFor('louis', at(9)));
    expect(screen.getByRole('region', { name: 'Pensée du jour' })).toHaveTextContent(expected);
  });

  it('says when there was no session yet', () => {
    renderDashboard();
    expect(screen.getByRole('region', { name: 'Dernière session' })).toHaveTextContent(
      'Aucune session récente',
    );
  });

  it('dates the last session relative to today', () => {
    mocks.lastSessionAt = new Date(2026, 10, 20, 21, 4).toISOString();
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Dernière session' });
    expect(card).toHaveTextContent('Hier');
    expect(card).toHaveTextContent(/vendredi 20 novembre/);
  });

  it('shows the real account status: a free account with its credits', () => {
    mocks.waiting = 2;
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Statut du compte' });
    expect(card).toHaveTextContent('Formule gratuite');
    expect(card).toHaveTextContent('Compte gratuit');
    expect(card).toHaveTextContent('10 crédits restants');
    expect(card).toHaveTextContent("2 messages en attente d'envoi");
  });

  it('shows an active subscription', () => {
    mocks.status = makeCreditStatus({
      tier: 'equilibre',
      total: 1000,
      remaining: 640,
      subscribed: true,
      status: 'active',
    });
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Statut du compte' });
    expect(card).toHaveTextContent('Formule Équilibre');
    expect(card).toHaveTextContent('Abonnement actif');
  });
});

describe('progress (real figures, never samples)', () => {
  const message = (
    day: number,
    hour: number,
    minute: number,
    sender: 'user' | 'bot',
    characterId: CharacterId,
    text: string,
  ): ProgressMessage => ({
    createdAt: new Date(2026, 10, day, hour, minute).toISOString(),
    sender,
    characterId,
    text,
  });

  it('counts the person’s conversations, time, mood and streak, and lists the latest ones', async () => {
    // Saturday 21 November 2026, 9:00; Thursday and Friday with Emma, Friday with Louis.
    mocks.progressMessages = [
      message(19, 20, 0, 'user', 'emma', 'Je suis fatiguée ce soir'),
      message(19, 20, 20, 'bot', 'emma', 'Prenons un moment pour respirer.'),
      message(20, 8, 0, 'user', 'louis', 'Mon objectif : courir'),
      message(20, 8, 5, 'bot', 'louis', 'Quel est le premier pas ?'),
      message(21, 8, 30, 'user', 'emma', 'Ça va mieux'),
    ];
    mocks.weeklyHistory = [
      { week_start: '2026-11-09', mood: 6, messages: 1 },
      { week_start: '2026-11-16', mood: 8, messages: 3 },
    ];
    renderDashboard();
    const overview = screen.getByTestId('progress-overview');
    expect(within(overview).getByTestId('progress-conversations')).toHaveTextContent('3');
    expect(within(overview).getByTestId('progress-time')).toHaveTextContent('26m');
    expect(within(overview).getByTestId('progress-streak')).toHaveTextContent('3 jours');
    expect(await within(overview).findByText('7,5/10')).toBeInTheDocument();
    const recent = within(overview).getAllByRole('link', { name: /^Avec / });
    expect(recent.map((link) => link.getAttribute('href'))).toEqual(['/chat/emma', '/chat/louis']);
    expect(recent[0]).toHaveTextContent('Ça va mieux');
    expect(within(overview).getByRole('progressbar', { name: 'Parler avec Emma et Louis' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  it('shows zeros and says the figures come with the first conversation', async () => {
    renderDashboard();
    const overview = screen.getByTestId('progress-overview');
    expect(within(overview).getByTestId('progress-conversations')).toHaveTextContent('0');
    expect(within(overview).getByText(/apparaîtront après votre première conversation/)).toBeInTheDocument();
    expect(within(overview).getByText("Aucune activité pour l'instant.")).toBeInTheDocument();
    expect(await within(overview).findByText('—')).toBeInTheDocument();
  });
});

describe('daily thought', () => {
  it('changes with the day and cycles through the list', () => {
    expect(dayOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2026, 11, 31))).toBe(365);
    expect(dailyThoughtFor('emma', new Date(2026, 0, 1))).toBe(
      dailyThoughtFor('emma', new Date(2026, 0, 15)),
    );
    expect(dailyThoughtFor('emma', new Date(2026, 0, 1))).not.toBe(
      dailyThoughtFor('emma', new Date(2026, 0, 2)),
    );
  });
});
