import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useOnline } from '#app/appActor.tsx';
import { getPlan, plans, type PlanId } from '#contracts/plans.ts';
import { useCreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';
import { useBillingPort } from '#data/ports/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import type { BillingPeriod } from '../checkout.machine.ts';
import { useCheckout } from '../checkoutStore.ts';
import { PeriodToggle, PlanCard, Reassurance } from '../components/PlanCards.tsx';
import * as plansCss from '../components/plans.css.ts';
import { planNameSource, usePlanCopy } from '../planCopy.ts';
import * as css from './pages.css.ts';

const paidPlans = plans.filter((plan) => plan.monthlyPrice > 0);

/**
 * /pricing: the three paid plans, monthly or yearly (−20 %), and what reassures. A member's
 * choice opens Stripe's payment page; a visitor's is kept on the device for 30 minutes while
 * they create an account, then the checkout starts by itself once they are signed in (spec §4).
 * The plans are the app's own catalogue, so the page reads offline too; paying does not.
 */
export function PricingPage() {
  const status = useAuthStatus();
  const userId = useSessionUser()?.id ?? null;
  if (status === 'signedIn' && userId !== null) return <MemberPricing userId={userId} />;
  return <Pricing currentPlanId={null} signedIn={false} />;
}

function MemberPricing({ userId }: { userId: string }) {
  const credit = useCreditStatus(userId);
  return <Pricing currentPlanId={credit?.tier ?? null} signedIn />;
}

function Pricing({ currentPlanId, signedIn }: { currentPlanId: PlanId | null; signedIn: boolean }) {
  const { t: translate, i18n } = useLingui();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [params] = useSearchParams();
  const online = useOnline();
  const checkout = useCheckout();
  const keep = useKeepForSignUp();
  const [keeping, setKeeping] = useState<PlanId | null>(null);
  const canceled = params.get('checkout') === 'canceled';
  const target = checkout.target === 'trial' ? null : (checkout.target ?? keeping);
  const freeDaily = i18n.number(getPlan('gratuit').credits);

  const choose = (planId: PlanId) => {
    if (signedIn) {
      checkout.start({
        kind: 'plan',
        planId,
        billingPeriod: period,
        source: 'pricing-page',
        trigger: 'direct-click',
      });
      return;
    }
    setKeeping(planId);
    void keep(planId, period).finally(() => setKeeping(null));
  };

  return (
    <div className={css.page}>
      <title>{translate`Tarifs — Emma & Louis`}</title>
      <header className={css.header}>
        <h1 className={css.title}>
          <Trans>Choisissez votre formule</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>
            Un accompagnement bienveillant, à votre rythme. Sans engagement : vous changez de formule ou
            résiliez quand vous le souhaitez.
          </Trans>
        </p>
      </header>
      {canceled && (
        <p className={css.notice.info} role="status">
          <Icon name="alert" className={css.noticeIcon} />
          <span>
            <Trans>
              Paiement annulé : rien n'a été débité. Vous pouvez choisir une formule quand vous voulez.
            </Trans>
          </span>
        </p>
      )}
      {!online && (
        <p className={css.notice.warning} role="status">
          <Icon name="offline" className={css.noticeIcon} />
          <span>
            <Trans>
              Vous êtes hors ligne : les formules restent consultables, le paiement nécessite une connexion.
            </Trans>
          </span>
        </p>
      )}
      <PeriodToggle billingPeriod={period} onChange={setPeriod} />
      <ul className={plansCss.planGrid}>
        {paidPlans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              billingPeriod={period}
              headingLevel={2}
              loading={target === plan.id}
              busy={target !== null}
              current={currentPlanId === plan.id}
              onChoose={() => choose(plan.id)}
            />
          </li>
        ))}
      </ul>
      <p className={css.freeNote}>
        <Trans>
          Le plan gratuit reste disponible : {freeDaily} messages par jour, renouvelés chaque nuit.
        </Trans>
      </p>
      <Reassurance />
    </div>
  );
}

/** A visitor's plan, kept for after sign-up (30 minutes), then the sign-up form. */
function useKeepForSignUp() {
  const billing = useBillingPort();
  const navigate = useNavigate();
  const plans = usePlanCopy();
  const { show } = useToasts();
  return async (planId: PlanId, billingPeriod: BillingPeriod) => {
    const name = plans.name(planId);
    try {
      await (
        await billing.get()
      ).savePendingSubscription({
        planId,
        planName: planNameSource[planId],
        priceId: null,
        billingPeriod,
        source: 'pricing-page',
        trigger: 'direct-click',
      });
    } catch (error) {
      logger.warn('pending subscription save failed', { error });
      show({
        tone: 'error',
        title: t`Impossible d'enregistrer votre choix`,
        description: t`Vérifiez l'espace de stockage de votre appareil, puis réessayez.`,
      });
      return;
    }
    show({
      title: t`Formule ${name} mise de côté`,
      description: t`Créez votre compte pour continuer : votre choix est gardé 30 minutes.`,
    });
    await navigate('/auth?mode=signup');
  };
}
