import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { plans, type PlanId } from '#contracts/plans.ts';
import { Button } from '#ui/button/Button.tsx';
import { button } from '#ui/button/button.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { useModalFocus } from '#ui/dialog/useModalFocus.ts';

import type { BillingPeriod, PaywallReason } from './paywall.machine.ts';
import { PeriodToggle, PlanCard, Reassurance } from './components/PlanCards.tsx';
import * as plansCss from './components/plans.css.ts';
import * as css from './paywall.css.ts';
import { paywallReasonCopy } from './paywallCopy.ts';

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
  /** The promo-code entry (bound to the server by the panel), shown under the plans. */
  promo?: ReactNode;
};

const paidPlans = plans.filter((plan) => plan.monthlyPrice > 0);

/**
 * The upgrade modal: why it opened, monthly or yearly prices, the three paid plans, what
 * reassures (secure payment, cancel any time, GDPR) and a way to carry on for free.
 */
export function PaywallDialog(props: PaywallDialogProps) {
  const { reason, shakeCount, checkoutUrl, onClose, promo } = props;
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

          {promo}

          <Reassurance />

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
  return (
    <>
      <PeriodToggle billingPeriod={billingPeriod} onChange={onPeriodChange} />
      <ul className={plansCss.planGrid}>
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
