/**
 * The pieces every pricing surface shares (paywall, /pricing, /subscription): the monthly/yearly
 * switch with its −20 % badge, a plan card (price, struck-through yearly price, what the plan
 * gives, its action), and the reassurance list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

import type { Plan } from '#contracts/plans.ts';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import type { BillingPeriod } from '../checkout.machine.ts';
import { usePlanCopy } from '../planCopy.ts';
import { displayedPrice, yearlySavingPercent } from '../pricing.ts';
import * as css from './plans.css.ts';

export function PeriodToggle({
  billingPeriod,
  onChange,
}: {
  billingPeriod: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={css.periodWrap}>
      <div className={css.periodToggle} role="group" aria-label={t`Période de facturation`}>
        <button
          type="button"
          className={css.periodButton}
          aria-pressed={billingPeriod === 'monthly'}
          onClick={() => onChange('monthly')}
        >
          <Trans>Mensuel</Trans>
        </button>
        <button
          type="button"
          className={css.periodButton}
          aria-pressed={billingPeriod === 'yearly'}
          onClick={() => onChange('yearly')}
        >
          <Trans>Annuel</Trans>
          <span className={css.discountBadge}>
            {i18n.number(-yearlySavingPercent / 100, { style: 'percent' })}
          </span>
        </button>
      </div>
    </div>
  );
}

export type PlanCardProps = {
  plan: Plan;
  billingPeriod: BillingPeriod;
  /** This card's checkout is being prepared: its button shows a spinner. */
  loading?: boolean;
  /** Another card is being prepared: this one's button does nothing meanwhile. */
  busy?: boolean;
  current?: boolean;
  /** Without it (and not current) the card has no button: the free plan, for instance. */
  onChoose?: () => void;
  /** The button's words; "Choisir {plan}" by default. */
  chooseLabel?: ReactNode;
  headingLevel?: 2 | 3;
};

export function PlanCard({
  plan,
  billingPeriod,
  loading = false,
  busy = false,
  current = false,
  onChoose,
  chooseLabel,
  headingLevel = 3,
}: PlanCardProps) {
  const { t, i18n } = useLingui();
  const copy = usePlanCopy();
  const titleId = useId();
  const name = copy.name(plan.id);
  const shown = displayedPrice(plan, billingPeriod);
  const free = plan.monthlyPrice === 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const perMonth = shown.perMonth === null ? '' : copy.price(shown.perMonth);
  const saving = i18n.number(shown.savingPercent ?? 0);
  const [allowance, ...rest] = plan.features;
  return (
    <article
      className={plan.popular ? css.planCard.popular : css.planCard.regular}
      aria-labelledby={titleId}
      aria-busy={loading}
      data-plan={plan.id}
    >
      {plan.popular && (
        <span className={css.popularBadge}>
          <Icon name="sparkles" size="0.875rem" />
          <Trans>Populaire</Trans>
        </span>
      )}
      <div>
        <Heading id={titleId} className={css.planName}>
          {name}
        </Heading>
        <p className={css.planTagline}>{copy.tagline(plan.id)}</p>
      </div>
      <div>
        <p className={css.priceRow}>
          {shown.undiscounted !== null && !free && (
            <s className={css.struck} data-testid="struck-price">
              <span className={visuallyHidden}>{t`Au lieu de`} </span>
              {copy.price(shown.undiscounted)}
            </s>
          )}
          <span className={css.price}>{copy.price(free ? 0 : shown.amount)}</span>
          <span className={css.pricePeriod}>
            {free ? t`pour toujours` : billingPeriod === 'yearly' ? t`/an` : t`/mois`}
          </span>
        </p>
        {shown.perMonth !== null && !free && (
          <p className={css.saving}>
            <Trans>
              Soit {perMonth} par mois, {saving} % d'économie
            </Trans>
          </p>
        )}
      </div>
      {allowance !== undefined && (
        <p className={css.credits}>
          <Icon name="message" size="1rem" />
          {copy.feature(allowance)}
        </p>
      )}
      <ul className={css.features}>
        {rest.map((feature) => (
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
      ) : onChoose === undefined ? null : (
        <Button
          tone={plan.popular ? 'primary' : 'secondary'}
          className={css.planAction}
          onClick={() => {
            // Spec: a second click while a checkout is being prepared is ignored.
            if (!busy && !loading) onChoose();
          }}
          aria-disabled={busy || loading ? true : undefined}
          aria-label={loading ? t`Préparation de la formule ${name}…` : t`Choisir la formule ${name}`}
        >
          {loading ? (
            <>
              <span className={css.spinner} aria-hidden="true" />
              <Trans>Préparation…</Trans>
            </>
          ) : (
            (chooseLabel ?? <Trans>Choisir {name}</Trans>)
          )}
        </Button>
      )}
    </article>
  );
}

/** Spec: secure payment by the provider, cancel any time, GDPR compliant. */
export function Reassurance() {
  const { t } = useLingui();
  return (
    <ul className={css.trust} aria-label={t`Vos garanties`}>
      <li className={css.trustItem}>
        <Icon name="lock" className={css.trustIcon} />
        <Trans>Paiement sécurisé par Stripe</Trans>
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
  );
}
