import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { percentUsed, usageBarTone, widgetWarning } from '#core/credits.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { usePaywall, usePlanCopy } from '#features/billing/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { MidnightCountdown, PendingCount } from './Countdown.tsx';
import * as css from './credits.css.ts';
import { useDisplayedCredits, type DisplayedCredits } from './useDisplayedCredits.ts';
import { deviceTimeZone, useNow } from './useNow.ts';

type WidgetViewProps = {
  credits: DisplayedCredits;
  now: Date;
  timeZone: string;
  onUpgrade: (reason: 'no_credits' | 'low_credits') => void;
};

/**
 * The plan and its balance: remaining against total, a usage bar coloured by the share used,
 * the renewal (countdown to midnight on the free plan), and a warning when low or empty.
 */
export function CreditWidgetView({ credits, now, timeZone, onUpgrade }: WidgetViewProps) {
  const { t, i18n } = useLingui();
  const plans = usePlanCopy();
  const titleId = useId();
  const { kind, remaining, total, pending } = credits;
  const warning = widgetWarning(kind, remaining);
  const used = Math.max(0, total - remaining);
  const percent = Math.round(percentUsed(remaining, total));
  const tone = usageBarTone(percent);
  const planTitle = plans.title(credits.tier);
  const refillDate =
    credits.nextRefillAt === null ? '' : i18n.date(credits.nextRefillAt, { day: 'numeric', month: 'long' });

  return (
    <section className={css.widget} aria-labelledby={titleId} data-testid="credit-widget">
      <div className={css.widgetHeader}>
        <span className={css.widgetIcon}>
          <Icon name="wallet" />
        </span>
        <div className={css.widgetTitleBlock}>
          <span className={css.widgetEyebrow}>
            {kind === 'daily' ? (
              <Trans>Crédits du jour</Trans>
            ) : kind === 'monthly' ? (
              <Trans>Crédits du mois</Trans>
            ) : (
              <Trans>Votre formule</Trans>
            )}
          </span>
          <h2 id={titleId} className={css.widgetTitle}>
            {planTitle}
          </h2>
        </div>
      </div>

      {kind === 'unlimited' ? (
        <p className={css.unlimitedFigure}>
          <Icon name="sparkles" />
          <Trans>Messages illimités</Trans>
        </p>
      ) : (
        <>
          <div>
            <p className={css.figure}>
              <span className={css.figureValue}>{i18n.number(remaining)}</span>{' '}
              <span className={css.figureTotal}>
                <Plural value={total} one="sur # crédit" other="sur # crédits" />
              </span>
            </p>
            {pending > 0 && (
              <p className={css.pendingNote}>
                <Icon name="clock" size="1rem" />
                <PendingCount pending={pending} />
              </p>
            )}
          </div>
          <div
            className={css.barTrack}
            role="progressbar"
            aria-label={t`Crédits utilisés`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent} %`}
            data-tone={tone}
          >
            <span className={css.barFill[tone]} style={{ width: `${percent}%` }} />
          </div>
          <div className={css.meta}>
            <span>
              <Plural value={used} one="# crédit utilisé" other="# crédits utilisés" />
            </span>
            {kind === 'daily' ? (
              <span className={css.metaItem}>
                <Icon name="refresh" size="1rem" />
                <Trans>
                  Renouvellement dans <MidnightCountdown now={now} timeZone={timeZone} />
                </Trans>
              </span>
            ) : credits.nextRefillAt !== null ? (
              <span className={css.metaItem}>
                <Icon name="refresh" size="1rem" />
                <Trans>Renouvellement le {refillDate}</Trans>
              </span>
            ) : null}
          </div>
        </>
      )}

      {warning === 'exhausted' && (
        <div className={css.notice.exhausted} role="status">
          <Icon name="alert" className={css.noticeIcon.exhausted} />
          <div className={css.noticeBody}>
            <p className={css.noticeTitle}>
              <Trans>Crédits épuisés</Trans>
            </p>
            <p className={css.noticeText}>
              {kind === 'daily' ? (
                <Trans>
                  Revenez demain : vos crédits gratuits reviennent à minuit. Ou passez à une formule pour
                  continuer dès maintenant.
                </Trans>
              ) : (
                <Trans>
                  Votre crédit mensuel est épuisé. Choisissez une formule plus large pour continuer dès
                  maintenant.
                </Trans>
              )}
            </p>
            <Button tone="primary" onClick={() => onUpgrade('no_credits')}>
              <Trans>Voir les formules</Trans>
            </Button>
          </div>
        </div>
      )}
      {warning === 'low' && (
        <div className={css.notice.low} role="status">
          <Icon name="alert" className={css.noticeIcon.low} />
          <div className={css.noticeBody}>
            <p className={css.noticeTitle}>
              <Plural value={remaining} one="Plus que # crédit" other="Plus que # crédits" />
            </p>
            <p className={css.noticeText}>
              <Trans>Pensez à passer à une formule supérieure pour ne pas interrompre vos échanges.</Trans>
            </p>
            <Button tone="secondary" onClick={() => onUpgrade('low_credits')}>
              <Trans>Passer à la formule supérieure</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The signed-in user's credit widget; renders nothing until a server balance is known. */
export function CreditWidget() {
  const user = useSessionUser();
  const credits = useDisplayedCredits(user?.id ?? null);
  const paywall = usePaywall();
  const now = useNow(30_000);
  if (user === null || !credits.hasStats) return null;
  return (
    <CreditWidgetView
      credits={credits}
      now={now}
      timeZone={user.timezone ?? deviceTimeZone()}
      onUpgrade={(reason) => paywall.open(reason)}
    />
  );
}
