import { Plural, Trans } from '@lingui/react/macro';

import { dashboardBanner } from '#core/credits.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { usePaywall } from '#features/billing/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './credits.css.ts';
import { useDisplayedCredits, type DisplayedCredits } from './useDisplayedCredits.ts';

type SimpleViewProps = {
  credits: DisplayedCredits;
  onUpgrade: (reason: 'no_credits' | 'low_credits') => void;
};

/**
 * A one-line balance message: none for unlimited plans, "no more credits" with the plans,
 * "only N left" from 5 down, otherwise a calm green count.
 */
export function SimpleCreditBannerView({ credits, onUpgrade }: SimpleViewProps) {
  if (!credits.hasStats) return null;
  const level = dashboardBanner(credits);
  if (level === 'none') return null;
  const { remaining } = credits;
  return (
    <div className={css.simple[level]} role="status" data-level={level} data-testid="simple-credit-banner">
      <p className={css.simpleText}>
        <Icon name={level === 'ok' ? 'check' : 'alert'} className={css.simpleIcon[level]} />
        {level === 'exhausted' ? (
          <Trans>Vous n'avez plus de crédits</Trans>
        ) : level === 'low' ? (
          <Plural value={remaining} one="Plus que # crédit" other="Plus que # crédits" />
        ) : (
          <Plural value={remaining} one="# crédit restant" other="# crédits restants" />
        )}
      </p>
      {level === 'exhausted' && (
        <Button tone="primary" onClick={() => onUpgrade('no_credits')}>
          <Trans>Voir les formules</Trans>
        </Button>
      )}
      {level === 'low' && (
        <Button tone="secondary" onClick={() => onUpgrade('low_credits')}>
          <Trans>Passer à la formule supérieure</Trans>
        </Button>
      )}
    </div>
  );
}

export function SimpleCreditBanner() {
  const user = useSessionUser();
  const credits = useDisplayedCredits(user?.id ?? null);
  const paywall = usePaywall();
  if (user === null) return null;
  return <SimpleCreditBannerView credits={credits} onUpgrade={(reason) => paywall.open(reason)} />;
}
