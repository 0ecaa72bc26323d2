import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { useSessionUser } from '#features/auth/index.ts';
import { usePaywall, usePlanCopy } from '#features/billing/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { MidnightCountdown, PendingCount } from './Countdown.tsx';
import { floatingBannerLevel, remainingShare } from './creditLevels.ts';
import * as css from './credits.css.ts';
import { useDisplayedCredits, type DisplayedCredits } from './useDisplayedCredits.ts';
import { deviceTimeZone, useNow } from './useNow.ts';

type BannerViewProps = {
  credits: DisplayedCredits;
  now: Date;
  timeZone: string;
  onUpgrade: (reason: 'no_credits' | 'low_credits') => void;
  className?: string;
};

const levelIcon = { normal: 'wallet', low: 'alert', exhausted: 'alert' } as const;

/**
 * The balance at a glance (normal, green), the last two messages (low, amber) and an empty
 * balance (red, with the time until the free credits come back). Upgrades open the paywall.
 */
export function FloatingCreditBannerView({ credits, now, timeZone, onUpgrade, className }: BannerViewProps) {
  const { t, i18n } = useLingui();
  const plans = usePlanCopy();
  const titleId = useId();
  const level = floatingBannerLevel(credits);
  if (level === 'hidden') return null;
  const { remaining } = credits;
  const share = Math.round(remainingShare(remaining, credits.total));
  const planTitle = plans.title(credits.tier);
  const refillDate =
    credits.nextRefillAt === null ? null : i18n.date(credits.nextRefillAt, { day: 'numeric', month: 'long' });

  return (
    <aside
      className={[css.banner[level], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-level={level}
      data-testid="floating-credit-banner"
    >
      <div className={css.bannerRow}>
        <span className={css.bannerIcon[level]}>
          <Icon name={levelIcon[level]} />
        </span>
        <div className={css.bannerText}>
          <p id={titleId} className={css.bannerTitle}>
            {level === 'exhausted' ? (
              <Trans>Crédits épuisés</Trans>
            ) : level === 'low' ? (
              <Plural value={remaining} one="Plus que # crédit" other="Plus que # crédits" />
            ) : (
              <Plural value={remaining} one="# crédit restant" other="# crédits restants" />
            )}
          </p>
          <p className={css.bannerSub}>
            {level === 'exhausted' && credits.kind === 'daily' ? (
              <Trans>
                Nouveaux crédits dans <MidnightCountdown now={now} timeZone={timeZone} />
              </Trans>
            ) : level === 'exhausted' && refillDate !== null ? (
              <Trans>Renouvellement le {refillDate}</Trans>
            ) : credits.pending > 0 ? (
              <PendingCount pending={credits.pending} />
            ) : (
              planTitle
            )}
          </p>
        </div>
      </div>
      <div
        className={css.barTrack}
        role="progressbar"
        aria-label={t`Crédits restants`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={`${share} %`}
      >
        <span className={css.bannerFill[level]} style={{ width: `${share}%` }} />
      </div>
      {level !== 'normal' && (
        <Button
          tone={level === 'exhausted' ? 'primary' : 'secondary'}
          className={css.fullWidthButton}
          onClick={() => onUpgrade(level === 'exhausted' ? 'no_credits' : 'low_credits')}
        >
          <Icon name="sparkles" />
          <Trans>Passer à la formule supérieure</Trans>
        </Button>
      )}
    </aside>
  );
}

/** The signed-in user's banner; hidden for unlimited plans and until a balance is known. */
export function FloatingCreditBanner({ className }: { className?: string }) {
  const user = useSessionUser();
  const credits = useDisplayedCredits(user?.id ?? null);
  const paywall = usePaywall();
  const now = useNow(30_000);
  if (user === null) return null;
  return (
    <FloatingCreditBannerView
      credits={credits}
      now={now}
      timeZone={user.timezone ?? deviceTimeZone()}
      onUpgrade={(reason) => paywall.open(reason)}
      {...(className === undefined ? {} : { className })}
    />
  );
}
