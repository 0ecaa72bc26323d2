import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { plans, yearlyDiscount, type Plan, type PlanId } from '#contracts/plans.ts';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { Button } from '#ui/button/Button.tsx';
import { button } from '#ui/button/button.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { useModalFocus } from '#ui/dialog/useModalFocus.ts';

import type { BillingPeriod, PaywallReason } from './paywall.machine.ts';
import * as css from './paywall.css.ts';
import { paywallReasonCopy } from './paywallCopy.ts';
import { usePlanCopy } from './planCopy.ts';

export type PaywallDialogProps = {
  reason: PaywallReason;
  billingPeriod: BillingPeriod;
  shakeCount: number;
  checkoutUrl: string | null;
  /** The plan whose card is loading (saving or just saved), if any. */
  choosingPlanId: PlanId | null;
  /** The user's current plan, marked on its card; null when unknown or signed out. */
  currentPlanId: PlanId | null;
  onClose: () => void;
  onPeriodChange: (period: BillingPeriod) => void;
  onChoose: (planId: PlanId) => void;
};

const paidPlans = plans.filter((plan) => plan.monthlyPrice > 0);

/**
 * The upgrade modal: why it opened, monthly or yearly prices, the three paid plans, what
 * reassures (secure payment, cancel any time, GDPR) and a way to carry on for free.
 */
export function PaywallDialog(props: PaywallDialogProps) {
  const { reason, shakeCount, checkoutUrl, onClose } = props;
  const { t } = useLingui();
  const titleId = useId();
  const subtitleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, true, onClose);
  const copy = paywallReasonCopy[reason];
  const urgent = reason === 'no_credits' || reason === 'trial_expired';
  const panelClass =
    shakeCount === 0 ? css.panel.still : shakeCount % 2 === 1 ? css.panel.shakeOdd : css.panel.shakeEven;

  return createPortal(
    <>
      <div className={css.backdrop} onClick={onClose} aria-hidden="true" data-testid="paywall-backdrop" />
      <div className={css.viewport}>
        <div
          ref={panelRef}
          className={panelClass}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          data-reason={reason}
          data-shake={shakeCount}
        >
          <Button
            tone="ghost"
            size="icon"
            className={css.closeButton}
            onClick={onClose}
            aria-label={t`Fermer`}
          >
            <Icon name="close" />
          </Button>
          <header className={css.header}>
            <span className={urgent ? css.headerIcon.urgent : css.headerIcon.calm}>
              <Icon name={urgent ? 'wallet' : 'sparkles'} size="1.5rem" />
            </span>
            <h2 id={titleId} className={css.title}>
              {t(copy.title)}
            </h2>
            <p id={subtitleId} className={css.subtitle}>
              {t(copy.subtitle)}
            </p>
          </header>

          {checkoutUrl !== null ? (
            <div className={css.activate}>
              <a href={checkoutUrl} className={button({ tone: 'primary', size: 'lg' })} data-autofocus>
                <Icon name="lock" />
                <Trans>Activer mon abonnement</Trans>
              </a>
            </div>
          ) : (
            <PlanChooser {...props} />
          )}

          <ul className={css.trust} aria-label={t`Vos garanties`}>
            <li className={css.trustItem}>
              <Icon name="lock" className={css.trustIcon} />
              <Trans>Paiement sécurisé par notre prestataire</Trans>
            </li>
            <li className={css.trustItem}>
              <Icon name="refresh" className={css.trustIcon} />
              <Trans>Résiliable à tout moment</Trans>
            </li>
            <li className={css.trustItem}>
              <Icon name="shield" className={css.trustIcon} />
              <Trans>Données protégées, conforme au RGPD</Trans>
            </li>
          </ul>

          <div className={css.footer}>
            <Button tone="ghost" onClick={onClose}>
              <Trans>Continuer avec le plan gratuit</Trans>
            </Button>
            <p className={css.footnote}>
              <Trans>
                Emma et Louis sont des coachs IA de bien-être : ils ne remplacent pas un professionnel de
                santé.
              </Trans>
            </p>
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}

function PlanChooser({
  billingPeriod,
  choosingPlanId,
  currentPlanId,
  onPeriodChange,
  onChoose,
}: PaywallDialogProps) {
  const { t } = useLingui();
  const discount = Math.round(yearlyDiscount * 100);
  return (
    <>
      <div className={css.periodWrap}>
        <div className={css.periodToggle} role="group" aria-label={t`Période de facturation`}>
          <button
            type="button"
            className={css.periodButton}
            aria-pressed={billingPeriod === 'monthly'}
            onClick={() => onPeriodChange('monthly')}
          >
            <Trans>Mensuel</Trans>
          </button>
          <button
            type="button"
            className={css.periodButton}
            aria-pressed={billingPeriod === 'yearly'}
            onClick={() => onPeriodChange('yearly')}
          >
            <Trans>Annuel</Trans>
            <span className={css.discountBadge}>-{discount} %</span>
          </button>
        </div>
      </div>
      <ul className={css.planGrid}>
        {paidPlans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              billingPeriod={billingPeriod}
              loading={choosingPlanId === plan.id}
              busy={choosingPlanId !== null}
              current={currentPlanId === plan.id}
              onChoose={() => onChoose(plan.id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

type PlanCardProps = {
  plan: Plan;
  billingPeriod: BillingPeriod;
  loading: boolean;
  busy: boolean;
  current: boolean;
  onChoose: () => void;
};

function PlanCard({ plan, billingPeriod, loading, busy, current, onChoose }: PlanCardProps) {
  const { t } = useLingui();
  const copy = usePlanCopy();
  const discount = Math.round(yearlyDiscount * 100);
  const titleId = useId();
  const name = copy.name(plan.id);
  const yearly = billingPeriod === 'yearly';
  const price = copy.price(yearly ? plan.yearlyPrice : plan.monthlyPrice);
  const originalYearly = copy.price(plan.monthlyPrice * 12);
  const perMonth = copy.price(Math.round((plan.yearlyPrice / 12) * 100) / 100);
  const monthlyCredits = plan.credits;
  const unlimited = monthlyCredits < 0;
  return (
    <article
      className={plan.popular ? css.planCard.popular : css.planCard.regular}
      aria-labelledby={titleId}
      aria-busy={loading}
    >
      {plan.popular && (
        <span className={css.popularBadge}>
          <Icon name="sparkles" size="0.875rem" />
          <Trans>Populaire</Trans>
        </span>
      )}
      <div>
        <h3 id={titleId} className={css.planName}>
          {name}
        </h3>
        <p className={css.planTagline}>{copy.tagline(plan.id)}</p>
      </div>
      <div>
        <p className={css.priceRow}>
          {yearly && (
            <s className={css.struck}>
              <span className={visuallyHidden}>{t`Au lieu de`} </span>
              {originalYearly}
            </s>
          )}
          <span className={css.price}>{price}</span>
          <span className={css.pricePeriod}>{yearly ? t`/an` : t`/mois`}</span>
        </p>
        {yearly && (
          <p className={css.saving}>
            <Trans>
              Soit {perMonth} par mois, {discount} % d'économie
            </Trans>
          </p>
        )}
      </div>
      <p className={css.credits}>
        <Icon name="message" size="1rem" />
        {unlimited ? (
          <Trans>Messages illimités</Trans>
        ) : (
          <Plural value={monthlyCredits} one="# crédit par mois" other="# crédits par mois" />
        )}
      </p>
      <ul className={css.features}>
        {plan.features.map((feature) => (
          <li key={feature.key} className={css.feature}>
            <Icon name="check" size="1.125rem" className={css.featureIcon} />
            {copy.feature(feature)}
          </li>
        ))}
      </ul>
      {current ? (
        <Button tone="secondary" className={css.planAction} disabled>
          <Trans>Votre formule actuelle</Trans>
        </Button>
      ) : (
        <Button
          tone={plan.popular ? 'primary' : 'secondary'}
          className={css.planAction}
          onClick={onChoose}
          aria-disabled={busy && !loading ? true : undefined}
          aria-label={loading ? t`Préparation de la formule ${name}…` : t`Choisir la formule ${name}`}
        >
          {loading ? (
            <>
              <span className={css.spinner} aria-hidden="true" />
              <Trans>Préparation…</Trans>
            </>
          ) : (
            <Trans>Choisir {name}</Trans>
          )}
        </Button>
      )}
    </article>
  );
}
