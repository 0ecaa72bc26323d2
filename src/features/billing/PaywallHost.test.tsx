import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import type { AppServices } from '#app/services.ts';
import type { CreditStatus } from '#data/credits/index.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { createTestServices, disposeTestServices, TestServices } from '#tests/support/services.tsx';

import type { PaywallReason } from './paywall.machine.ts';
import { PaywallHost } from './PaywallHost.tsx';
import { usePaywall } from './paywallStore.ts';

const mocks = vi.hoisted(() => {
  const state: { status: 'checking' | 'signedIn' | 'signedOut'; tier: string; openLoginModal: Mock } = {
    status: 'signedIn',
    tier: 'gratuit',
    openLoginModal: vi.fn(),
  };
  return state;
});

vi.mock('#features/auth/index.ts', () => ({
  useAuthStatus: () => mocks.status,
  useSessionUser: () =>
    mocks.status === 'signedIn'
      ? { id: 'user-1', email: 'marie@example.fr', name: 'Marie', timezone: null }
      : null,
  useLoginModal: () => ({ tab: null, open: mocks.openLoginModal, close: vi.fn() }),
}));
vi.mock('#data/credits/index.ts', () => ({
  useCreditStatus: (userId: string | null) =>
    userId === null ? null : ({ tier: mocks.tier } as Partial<CreditStatus> as CreditStatus),
}));

function Opener({ reason, checkoutUrl }: { reason: PaywallReason; checkoutUrl?: string }) {
  const paywall = usePaywall();
  return (
    <button
      type="button"
      onClick={() => paywall.open(reason, checkoutUrl === undefined ? {} : { checkoutUrl })}
    >
      open {reason}
    </button>
  );
}

async function openPaywall(reason: PaywallReason, checkoutUrl?: string) {
  render(
    <TestServices services={services}>
      <I18nProvider i18n={i18n}>
        <Opener reason={reason} {...(checkoutUrl === undefined ? {} : { checkoutUrl })} />
        <PaywallHost />
      </I18nProvider>
    </TestServices>,
  );
  const opener = screen.getByRole('button', { name: `open ${reason}` });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', {}, { timeout: 5000 }) };
}

let services: AppServices;
let db: AppDatabase;

beforeEach(async () => {
  services = await createTestServices();
  db = await services.database.get();
  mocks.status = 'signedIn';
  mocks.tier = 'gratuit';
  mocks.openLoginModal.mockReset();
});

afterEach(async () => {
  act(() => services.paywall.actor.send({ type: 'paywall.close' }));
  services.toasts.dismiss();
  await disposeTestServices(services);
});

describe('paywall', () => {
  it.each([
    ['no_credits', 'Vous avez utilisé tous vos crédits'],
    ['low_credits', 'Il vous reste peu de crédits'],
    ['trial_expired', "Votre période d'essai est terminée"],
    ['upgrade_needed', 'Une formule supérieure est nécessaire'],
    ['default', 'Choisissez votre formule'],
  ] as const)('opened for %s says "%s"', async (reason, title) => {
    const { dialog } = await openPaywall(reason);
    expect(dialog).toHaveAccessibleName(title);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/.+/);
  });

  it('shows the three paid plans with their messages once each, Équilibre as the popular one', async () => {
    const { dialog } = await openPaywall('default');
    const decouverte = within(dialog).getByRole('article', { name: 'Découverte' });
    const equilibre = within(dialog).getByRole('article', { name: 'Équilibre' });
    const intensif = within(dialog).getByRole('article', { name: 'Intensif' });
    expect(decouverte).toHaveTextContent('100 messages par mois');
    // Issue 25: the allowance is said once, and nothing no plan gives is promised.
    expect(decouverte).not.toHaveTextContent('crédits par mois');
    for (const card of [decouverte, equilibre, intensif]) {
      expect(card).not.toHaveTextContent(/Résumés hebdomadaires|Export PDF|Notes personnelles|Analyses/);
    }
    expect(decouverte).toHaveTextContent('4,90 €/mois');
    expect(equilibre).toHaveTextContent(/1\s000 messages par mois/);
    expect(equilibre).toHaveTextContent('Populaire');
    expect(intensif).toHaveTextContent('Messages illimités');
    expect(within(dialog).getByRole('list', { name: 'Vos garanties' })).toHaveTextContent(
      'Résiliable à tout moment',
    );
  });

  it('switches to yearly prices with the 20 % saving and the struck monthly total', async () => {
    const { dialog } = await openPaywall('default');
    const monthly = within(dialog).getByRole('button', { name: 'Mensuel' });
    const yearly = within(dialog).getByRole('button', { name: /Annuel/ });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(yearly).toHaveTextContent('-20 %');
    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    const decouverte = within(dialog).getByRole('article', { name: 'Découverte' });
    expect(decouverte).toHaveTextContent('47 €/an');
    expect(within(decouverte).getByText(/58,80/).closest('s')).not.toBeNull();
    expect(decouverte).toHaveTextContent("Soit 3,92 € par mois, 20 % d'économie");
  });

  it('shakes when an empty balance asks again while it is open', async () => {
    const { dialog, opener } = await openPaywall('no_credits');
    expect(dialog).toHaveAttribute('data-shake', '0');
    const stillClass = dialog.className;
    act(() => opener.click());
    expect(dialog).toHaveAttribute('data-shake', '1');
    const firstShake = dialog.className;
    expect(firstShake).not.toBe(stillClass);
    act(() => opener.click());
    expect(dialog).toHaveAttribute('data-shake', '2');
    // A different class restarts the animation for each new request.
    expect(dialog.className).not.toBe(firstShake);
  });

  it("sends a member's choice to the checkout: the card waits, a second click is ignored", async () => {
    const { dialog } = await openPaywall('no_credits');
    await userEvent.click(within(dialog).getByRole('button', { name: /Annuel/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choisir la formule Équilibre' }));
    expect(services.checkout.getSnapshot().context.request).toEqual({
      kind: 'plan',
      planId: 'equilibre',
      billingPeriod: 'yearly',
      source: 'upgrade-modal',
      trigger: 'credit-limit',
    });
    // No backend here: the creation fails and says why (the reports show it as a toast).
    await waitFor(() => expect(services.checkout.getSnapshot().matches('failed')).toBe(true));
    expect(services.checkout.getSnapshot().context.failure).toMatchObject({ kind: 'server' });
    expect(await db.pendingSubscription.get('current')).toBeUndefined();
  });

  it('shows the card preparing while the checkout is created', async () => {
    const { dialog } = await openPaywall('low_credits');
    act(() =>
      services.checkout.send({
        type: 'checkout.start',
        request: {
          kind: 'plan',
          planId: 'decouverte',
          billingPeriod: 'monthly',
          source: 'upgrade-modal',
          trigger: 'direct-click',
        },
      }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Préparation de la formule Découverte…' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('article', { name: 'Découverte' })).toHaveAttribute('aria-busy', 'true');
  });

  it('sends a visitor on to sign up, the plan kept aside', async () => {
    mocks.status = 'signedOut';
    const { dialog } = await openPaywall('default');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choisir la formule Intensif' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.openLoginModal).toHaveBeenCalledWith('signup');
    expect((await db.pendingSubscription.get('current'))?.value).toMatchObject({
      planId: 'intensif',
    });
  });

  it("marks the user's current plan", async () => {
    mocks.tier = 'decouverte';
    const { dialog } = await openPaywall('default');
    const current = within(within(dialog).getByRole('article', { name: 'Découverte' })).getByRole('button');
    expect(current).toHaveTextContent('Votre formule actuelle');
    expect(current).toBeDisabled();
  });

  it('offers one activation button when a checkout link is ready', async () => {
    const { dialog } = await openPaywall('trial_expired', 'https://checkout.example/session/1');
    expect(within(dialog).getByRole('link', { name: 'Activer mon abonnement' })).toHaveAttribute(
      'href',
      'https://checkout.example/session/1',
    );
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('paywall dialog accessibility', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const { dialog, opener } = await openPaywall('default');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Continuer avec le plan gratuit' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['the close button', () => screen.getByRole('button', { name: 'Fermer' })],
    [
      '"continue with the free plan"',
      () => screen.getByRole('button', { name: 'Continuer avec le plan gratuit' }),
    ],
    ['the backdrop', () => screen.getByTestId('paywall-backdrop')],
  ])('closes with %s', async (_, target) => {
    await openPaywall('default');
    await userEvent.click(target());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
