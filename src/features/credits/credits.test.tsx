import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { makeCreditStatus, makeDisplayedCredits } from './credits.fixtures.ts';
import { creditNoticeToast } from './creditNoticeToast.ts';
import { CreditWidgetView } from './CreditWidget.tsx';
import { FloatingCreditBannerView } from './FloatingCreditBanner.tsx';
import { SimpleCreditBannerView } from './SimpleCreditBanner.tsx';
import { displayedCredits } from './useDisplayedCredits.ts';

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
// 21:30 in Paris: the free credits come back in 2 h 30 min.
const evening = new Date('2026-11-21T20:30:00.000Z');

describe('displayed credits', () => {
  it('is loading while the cache is read, and while the first fetch runs', () => {
    expect(displayedCredits(undefined, undefined, false)).toMatchObject({ loading: true, hasStats: false });
    expect(displayedCredits(null, 0, true)).toMatchObject({ loading: true, hasStats: false });
    expect(displayedCredits(null, 0, false)).toMatchObject({ loading: false, hasStats: false });
  });

  it('shows the server balance minus the messages waiting in the outbox, never below zero', () => {
    expect(displayedCredits(makeCreditStatus({ remaining: 12 }), 2, false)).toMatchObject({
      remaining: 10,
      pending: 2,
      hasStats: true,
    });
    expect(displayedCredits(makeCreditStatus({ remaining: 1 }), 3, false).remaining).toBe(0);
  });

  it('does not count pending messages against an unlimited plan', () => {
    expect(
      displayedCredits(makeCreditStatus({ tier: 'intensif', unlimited: true, remaining: -1 }), 4, false),
    ).toMatchObject({ unlimited: true, pending: 0, kind: 'unlimited' });
  });
});

describe('floating credit banner', () => {
  const renderBanner = (credits: ReturnType<typeof makeDisplayedCredits>, onUpgrade = vi.fn()) =>
    wrap(
      <FloatingCreditBannerView
        credits={credits}
        now={evening}
        timeZone="Europe/Paris"
        onUpgrade={onUpgrade}
      />,
    );

  it('is calm and green with more than 2 credits left, without an upgrade button', () => {
    renderBanner(makeDisplayedCredits({ remaining: 5 }));
    const banner = screen.getByTestId('floating-credit-banner');
    expect(banner).toHaveAttribute('data-level', 'normal');
    expect(banner).toHaveTextContent('5 crédits restants');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([2, 1])('warns in amber with %i left and offers the upgrade', async (remaining) => {
    const onUpgrade = vi.fn();
    renderBanner(makeDisplayedCredits({ remaining }), onUpgrade);
    expect(screen.getByTestId('floating-credit-banner')).toHaveAttribute('data-level', 'low');
    expect(screen.getByTestId('floating-credit-banner')).toHaveTextContent(/Plus que \d crédit/);
    await userEvent.click(screen.getByRole('button', { name: /Passer à la formule supérieure/ }));
    expect(onUpgrade).toHaveBeenCalledWith('low_credits');
  });

  it('turns red at zero with the time left until local midnight', async () => {
    const onUpgrade = vi.fn();
    renderBanner(makeDisplayedCredits({ remaining: 0 }), onUpgrade);
    const banner = screen.getByTestId('floating-credit-banner');
    expect(banner).toHaveAttribute('data-level', 'exhausted');
    expect(banner).toHaveTextContent('Crédits épuisés');
    expect(banner).toHaveTextContent('Nouveaux crédits dans 2 h 30 min');
    await userEvent.click(screen.getByRole('button', { name: /Passer à la formule supérieure/ }));
    expect(onUpgrade).toHaveBeenCalledWith('no_credits');
  });

  it('keeps a sliver of bar (5 %) when nothing is left', () => {
    renderBanner(makeDisplayedCredits({ remaining: 0 }));
    expect(screen.getByRole('progressbar', { name: 'Crédits restants' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
  });

  it('counts what is still waiting to be sent as used', () => {
    renderBanner(makeDisplayedCredits({ remaining: 4 }, 2));
    expect(screen.getByTestId('floating-credit-banner')).toHaveAttribute('data-level', 'low');
    expect(screen.getByTestId('floating-credit-banner')).toHaveTextContent("2 messages en attente d'envoi");
  });

  it('is hidden on an unlimited plan and while no balance is known', () => {
    const { container } = renderBanner(
      makeDisplayedCredits({ tier: 'intensif', unlimited: true, remaining: -1 }),
    );
    expect(container).toBeEmptyDOMElement();
    const unknown = displayedCredits(null, 0, false);
    const second = wrap(
      <FloatingCreditBannerView
        credits={unknown}
        now={evening}
        timeZone="Europe/Paris"
        onUpgrade={vi.fn()}
      />,
    );
    expect(second.container).toBeEmptyDOMElement();
  });
});

describe('credit widget', () => {
  const renderWidget = (credits: ReturnType<typeof makeDisplayedCredits>, onUpgrade = vi.fn()) =>
    wrap(<CreditWidgetView credits={credits} now={evening} timeZone="Europe/Paris" onUpgrade={onUpgrade} />);

  it('shows the plan, the balance against the total, the usage tone and the daily reset', () => {
    renderWidget(makeDisplayedCredits({ remaining: 12 }));
    expect(screen.getByRole('heading', { name: 'Formule gratuite' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-widget')).toHaveTextContent('12 sur 20 crédits');
    const bar = screen.getByRole('progressbar', { name: 'Crédits utilisés' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByTestId('credit-widget')).toHaveTextContent('Renouvellement dans 2 h 30 min');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns from 3 credits on the daily plan', async () => {
    const onUpgrade = vi.fn();
    renderWidget(makeDisplayedCredits({ remaining: 3 }), onUpgrade);
    expect(screen.getByRole('status')).toHaveTextContent('Plus que 3 crédits');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-tone', 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Passer à la formule supérieure' }));
    expect(onUpgrade).toHaveBeenCalledWith('low_credits');
  });

  it('warns from 50 credits on a monthly plan and shows its renewal date', () => {
    renderWidget(
      makeDisplayedCredits({
        tier: 'equilibre',
        total: 1000,
        remaining: 50,
        subscribed: true,
        status: 'active',
        nextRefillAt: '2026-12-03T00:00:00.000Z',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Formule Équilibre' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Plus que 50 crédits');
    expect(screen.getByTestId('credit-widget')).toHaveTextContent('Renouvellement le 3 décembre');
  });

  it('says the credits are exhausted at zero and opens the plans', async () => {
    const onUpgrade = vi.fn();
    renderWidget(makeDisplayedCredits({ remaining: 0 }), onUpgrade);
    expect(screen.getByRole('status')).toHaveTextContent('Crédits épuisés');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les formules' }));
    expect(onUpgrade).toHaveBeenCalledWith('no_credits');
  });

  it('shows unlimited messages without a bar or warning', () => {
    renderWidget(makeDisplayedCredits({ tier: 'intensif', unlimited: true, remaining: -1, total: -1 }));
    expect(screen.getByTestId('credit-widget')).toHaveTextContent('Messages illimités');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('simple credit banner', () => {
  it.each([
    [0, 'exhausted', "Vous n'avez plus de crédits", 'Voir les formules'],
    [5, 'low', 'Plus que 5 crédits', 'Passer à la formule supérieure'],
    [6, 'ok', '6 crédits restants', null],
  ] as const)('with %i left shows the %s message', (remaining, level, text, button) => {
    wrap(<SimpleCreditBannerView credits={makeDisplayedCredits({ remaining })} onUpgrade={vi.fn()} />);
    const banner = screen.getByTestId('simple-credit-banner');
    expect(banner).toHaveAttribute('data-level', level);
    expect(banner).toHaveTextContent(text);
    if (button === null) expect(screen.queryByRole('button')).not.toBeInTheDocument();
    else expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('shows nothing on an unlimited plan', () => {
    const { container } = wrap(
      <SimpleCreditBannerView
        credits={makeDisplayedCredits({ tier: 'intensif', unlimited: true, remaining: -1 })}
        onUpgrade={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('realtime credit notices', () => {
  it.each([
    [{ kind: 'transaction', transactionType: 'purchase', amount: 100 }, '100 crédits ajoutés !', 4000],
    [
      { kind: 'transaction', transactionType: 'subscription', amount: 1000 },
      'Abonnement activé ! 1000 crédits disponibles',
      5000,
    ],
    [{ kind: 'transaction', transactionType: 'admin_grant', amount: 50 }, '50 crédits offerts !', 4000],
    [{ kind: 'transaction', transactionType: 'other', amount: 5 }, '5 crédits ajoutés', 3000],
    [{ kind: 'subscription', status: 'active' }, 'Votre abonnement est maintenant actif !', 5000],
    [{ kind: 'subscription', status: 'canceled' }, 'Votre abonnement a été annulé', 5000],
    [
      { kind: 'subscription', status: 'past_due' },
      'Problème de paiement détecté. Vérifiez votre méthode de paiement.',
      7000,
    ],
  ] as const)('%o says "%s" for %i ms', (notice, title, durationMs) => {
    const toast = creditNoticeToast(notice);
    // Counts are formatted for the language: "1 000" in French, with a narrow no-break space.
    expect(toast?.title.replace(/\s/g, ' ')).toBe(title.replace('1000', '1 000'));
    expect(toast?.durationMs).toBe(durationMs);
  });

  it.each([
    { kind: 'transaction', transactionType: 'usage', amount: -1 },
    { kind: 'transaction', transactionType: 'purchase', amount: 0 },
  ] as const)('stays silent for %o', (notice) => {
    expect(creditNoticeToast(notice)).toBeNull();
  });
});
