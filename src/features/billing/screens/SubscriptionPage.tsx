import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { useOnline } from '#app/appActor.tsx';
import { getPlan, isPaidPlan, isPlanId, plans, type PlanId } from '#contracts/plans.ts';
import type { Payment } from '#data/billing/index.ts';
import { useCreditStatus, type CreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';
import { useBillingPort } from '#data/ports/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { useCreditRefresh, useCreditRefreshState } from '#features/credits/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import type { BillingPeriod } from '../checkout.machine.ts';
import { billingErrorText } from '../checkoutCopy.ts';
import { useCheckout } from '../checkoutStore.ts';
import { PeriodToggle, PlanCard } from '../components/PlanCards.tsx';
import { PromoCodeForm } from '../components/PromoCodeForm.tsx';
import { usePlanCopy } from '../planCopy.ts';
import { invoiceAmount } from '../pricing.ts';
import * as css from './pages.css.ts';
import { statusLabel, subscriptionNotice, usageTone } from './subscriptionRules.ts';

/** Spec: the subscription follows the server every 30 s while the page is visible. */
export const subscriptionSyncMs = 30_000;

type Tab = 'overview' | 'plans' | 'history';

/** /subscription: signed in only (spec: redirects to /auth). */
export function SubscriptionPage() {
  const status = useAuthStatus();
  const user = useSessionUser();
  if (status === 'checking') return null;
  if (status !== 'signedIn' || user === null) return <Navigate to="/auth?redirect=%2Fsubscription" replace />;
  return <Subscription userId={user.id} />;
}

/**
 * The current plan and its status, the month's figures, the plans and the payments. Everything
 * shown is the server's (get_user_credit_status, payments), kept on the device so the page reads
 * offline; it follows the server at start, on each Realtime change of the balance or the
 * subscription, and every 30 s while visible. Cancelling and changing plan go through Stripe.
 */
function useSubscriptionStatus(userId: string) {
  const cached = useCreditStatus(userId);
  const refreshState = useCreditRefreshState(userId);
  useKeepInStep(userId, cached ?? null);
  const online = useOnline();
  // Spec: when the server cannot answer, the page says so and shows the free plan (20 credits)
  // unless the device still holds the last answer.
  const degraded = refreshState === 'failed' || (!online && cached === null);
  const status = cached ?? (degraded ? degradedStatus() : null);
  return { status, degraded, online };
}

function DegradedNotice() {
  return (
    <p className={css.notice.warning} role="status">
      <Icon name="offline" className={css.noticeIcon} />
      <span>
        <Trans>Erreur de connexion. Mode dégradé activé</Trans>
      </span>
    </p>
  );
}

/**
 * The subscription at a glance, for the settings' subscription tab: plan and status (cancel and
 * the Stripe portal), credits and usage, the next invoice and the promo code. The same cards as
 * this page, kept in step with the server the same way.
 */
export function SubscriptionSummary() {
  const user = useSessionUser();
  return user === null ? null : <Summary userId={user.id} />;
}

function Summary({ userId }: { userId: string }) {
  // Settings has no plans tab: the free plan's card leads to the prices page.
  const freePlanHint = (
    <>
      <p className={css.muted}>
        <Trans>Passez à une formule payante pour avoir plus de crédits.</Trans>
      </p>
      <div className={css.actions}>
        <LinkButton to="/pricing" tone="secondary">
          <Trans>Voir les formules</Trans>
        </LinkButton>
      </div>
    </>
  );
  return (
    <StatusCards userId={userId} freePlanHint={freePlanHint}>
      {(status) => <Overview status={status} userId={userId} />}
    </StatusCards>
  );
}

/**
 * The degraded-mode notice, then the plan and statistics cards and what follows them once the
 * status is known (both the page and the settings' tab).
 */
function StatusCards({
  userId,
  freePlanHint,
  children,
}: {
  userId: string;
  /** What the free plan's card says about upgrading (where the plans are depends on the page). */
  freePlanHint?: ReactNode;
  children: (status: CreditStatus, online: boolean) => ReactNode;
}) {
  const { status, degraded, online } = useSubscriptionStatus(userId);
  return (
    <>
      {degraded && <DegradedNotice />}
      {status === null ? (
        <p className={css.muted} role="status">
          <Trans>Chargement de votre abonnement…</Trans>
        </p>
      ) : (
        <>
          <div className={css.summary}>
            <CurrentPlanCard status={status} online={online} freePlanHint={freePlanHint} />
            <StatsCard status={status} />
          </div>
          {children(status, online)}
        </>
      )}
    </>
  );
}

function Subscription({ userId }: { userId: string }) {
  const { t: translate } = useLingui();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('overview');

  return (
    <div className={css.page}>
      <title>{translate`Mon abonnement — Emma & Louis`}</title>
      <Button tone="ghost" className={css.back} onClick={() => void navigate(-1)}>
        <Icon name="arrowLeft" />
        <Trans>Retour</Trans>
      </Button>
      <header className={css.headerStart}>
        <h1 className={css.title}>
          <Trans>Mon abonnement</Trans>
        </h1>
      </header>
      <StatusCards userId={userId}>
        {(status, online) => (
          <>
            <div className={css.tabs} role="tablist" aria-label={translate`Détails de l'abonnement`}>
              <TabButton tab="overview" current={tab} onSelect={setTab}>
                <Trans>Aperçu</Trans>
              </TabButton>
              <TabButton tab="plans" current={tab} onSelect={setTab}>
                <Trans>Formules</Trans>
              </TabButton>
              <TabButton tab="history" current={tab} onSelect={setTab}>
                <Trans>Historique</Trans>
              </TabButton>
            </div>
            <div role="tabpanel" id={`subscription-${tab}`} aria-labelledby={`subscription-tab-${tab}`}>
              {tab === 'overview' && <Overview status={status} userId={userId} />}
              {tab === 'plans' && <PlansTab status={status} online={online} />}
              {tab === 'history' && <History userId={userId} online={online} />}
            </div>
          </>
        )}
      </StatusCards>
    </div>
  );
}

function degradedStatus(): CreditStatus {
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
    planName: null,
    nextBillingAt: null,
    billingCycle: null,
    cancelAtPeriodEnd: false,
    trial: false,
    fetchedAt: new Date(0).toISOString(),
  };
}

function TabButton({
  tab,
  current,
  onSelect,
  children,
}: {
  tab: Tab;
  current: Tab;
  onSelect: (tab: Tab) => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={`subscription-tab-${tab}`}
      aria-controls={`subscription-${tab}`}
      aria-selected={tab === current}
      className={css.tab}
      onClick={() => onSelect(tab)}
    >
      {children}
    </button>
  );
}

/**
 * At start, on each Realtime change of the balance or subscription, and every 30 s while the page
 * is visible, the balance is asked again; subscription changes are told in a toast (spec).
 */
function useKeepInStep(userId: string, status: CreditStatus | null) {
  const refresh = useCreditRefresh();
  const billing = useBillingPort();
  const plans = usePlanCopy();
  const { show } = useToasts();
  const latest = useRef({ plans, status });
  useEffect(() => {
    latest.current = { plans, status };
  });
  useEffect(() => {
    refresh.request(userId, { force: true });
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh.request(userId, { force: true });
    }, subscriptionSyncMs);
    let previous: { status: string | null; cancelAtPeriodEnd: boolean } | null = null;
    let stop: (() => void) | undefined;
    let stopped = false;
    void billing.get().then((port) => {
      if (stopped) return;
      stop = port.watchBillingChanges(userId, {
        onBalance: () => refresh.request(userId, { force: true }),
        onSubscription: (change) => {
          refresh.request(userId, { force: true });
          const before = previous ?? {
            status: latest.current.status?.subscribed ? latest.current.status.status : null,
            cancelAtPeriodEnd: latest.current.status?.cancelAtPeriodEnd ?? false,
          };
          previous = { status: change.status, cancelAtPeriodEnd: change.cancelAtPeriodEnd };
          const planName = latest.current.plans.name(isPlanId(change.planId) ? change.planId : 'decouverte');
          const notice = subscriptionNotice(before, change, planName);
          if (notice !== null) show(notice);
        },
      });
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      stop?.();
    };
  }, [billing, refresh, show, userId]);
}

function useDate() {
  const { i18n } = useLingui();
  return (iso: string | null) =>
    iso === null ? '—' : i18n.date(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' });
}

function CurrentPlanCard({
  status,
  online,
  freePlanHint,
}: {
  status: CreditStatus;
  online: boolean;
  freePlanHint?: ReactNode | undefined;
}) {
  const plans = usePlanCopy();
  const date = useDate();
  const billing = useBillingPort();
  const { show } = useToasts();
  const [busy, setBusy] = useState<'portal' | 'cancel' | 'resume' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = statusLabel(status);
  const paid = isPaidPlan(status.tier) && status.subscribed;
  const until = date(status.nextBillingAt);

  const act = async (kind: 'portal' | 'cancel' | 'resume') => {
    if (!online) {
      show({ tone: 'error', title: t`Cette action nécessite une connexion internet.` });
      return;
    }
    setBusy(kind);
    try {
      const port = await billing.get();
      if (kind === 'portal') {
        const answer = await port.openCustomerPortal({ returnPath: '/subscription' });
        if (answer.ok) {
          location.assign(answer.value.url);
          return;
        }
        show({
          tone: 'error',
          title: billingErrorText(answer.error.code) ?? t`Fonctionnalité temporairement indisponible`,
        });
      } else {
        const answer = await port.manageSubscription({ action: kind });
        if (!answer.ok) {
          const fallback =
            kind === 'cancel'
              ? t`Impossible d'annuler l'abonnement pour le moment`
              : t`Impossible de modifier le plan pour le moment`;
          show({ tone: 'error', title: billingErrorText(answer.error.code) ?? fallback });
        }
        // Success: the webhook updates the database and Realtime tells the page (a toast).
      }
    } catch (error) {
      logger.warn('subscription action failed', { error, kind });
      show({ tone: 'error', title: t`Erreur de connexion. Réessayez dans un instant.` });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <section className={css.card} aria-labelledby="current-plan-title">
      <h2 id="current-plan-title" className={css.cardTitle}>
        <Trans>Abonnement actuel</Trans>
      </h2>
      <p className={css.planLine}>
        <span className={css.planName}>{plans.name(status.tier)}</span>
        <span className={css.badge[label.tone]} data-testid="subscription-status">
          {label.text}
        </span>
      </p>
      {status.cancelAtPeriodEnd && paid && (
        <p className={css.notice.info}>
          <Icon name="clock" className={css.noticeIcon} />
          <span>
            <Trans>
              Résiliation programmée : votre formule reste active jusqu'au {until}, puis passe au plan
              gratuit.
            </Trans>
          </span>
        </p>
      )}
      {status.status === 'past_due' && (
        <p className={css.notice.warning}>
          <Icon name="alert" className={css.noticeIcon} />
          <span>
            <Trans>Problème de paiement détecté. Vérifiez votre méthode de paiement.</Trans>
          </span>
        </p>
      )}
      {paid ? (
        <div className={css.actions}>
          <Button
            tone="primary"
            className={css.wrappingButton}
            onClick={() => void act('portal')}
            disabled={busy !== null}
          >
            <Icon name="wallet" />
            {busy === 'portal' ? t`Ouverture…` : t`Gérer sur Stripe (carte, formule, factures)`}
          </Button>
          {status.cancelAtPeriodEnd ? (
            <Button tone="secondary" onClick={() => void act('resume')} disabled={busy !== null}>
              <Trans>Reprendre mon abonnement</Trans>
            </Button>
          ) : confirming ? (
            <>
              <Button tone="danger" onClick={() => void act('cancel')} disabled={busy !== null}>
                {busy === 'cancel' ? t`Résiliation…` : t`Confirmer la résiliation au ${until}`}
              </Button>
              <Button tone="ghost" onClick={() => setConfirming(false)}>
                <Trans>Garder ma formule</Trans>
              </Button>
            </>
          ) : (
            <Button tone="ghost" onClick={() => setConfirming(true)} disabled={busy !== null}>
              <Trans>Résilier à la fin de la période</Trans>
            </Button>
          )}
        </div>
      ) : (
        (freePlanHint ?? (
          <p className={css.muted}>
            <Trans>Passez à une formule payante depuis l'onglet Formules.</Trans>
          </p>
        ))
      )}
    </section>
  );
}

function StatsCard({ status }: { status: CreditStatus }) {
  const { i18n } = useLingui();
  const share = status.unlimited || status.total <= 0 ? 0 : Math.round((status.used / status.total) * 100);
  const number = (value: number) => i18n.number(value);
  const percent = number(share);
  return (
    <section className={css.card} aria-labelledby="stats-title">
      <h2 id="stats-title" className={css.cardTitle}>
        <Trans>Statistiques</Trans>
      </h2>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            <Trans>Crédits restants</Trans>
          </dt>
          <dd className={css.statValue} data-testid="credits-remaining">
            {status.unlimited ? t`Illimité` : number(status.remaining)}
          </dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            <Trans>Crédits bonus</Trans>
          </dt>
          <dd className={css.statValue}>{number(status.bonus)}</dd>
        </div>
      </dl>
      {!status.unlimited && (
        <>
          <div
            className={css.bar}
            role="progressbar"
            aria-valuenow={share}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t`Part de l'allocation utilisée`}
          >
            <div className={css.barFill[usageTone(share)]} style={{ width: `${Math.min(100, share)}%` }} />
          </div>
          <p className={css.muted}>
            <Trans>{percent} % de votre allocation utilisée</Trans>
          </p>
        </>
      )}
    </section>
  );
}

function Overview({ status, userId }: { status: CreditStatus; userId: string }) {
  const { i18n } = useLingui();
  const plans = usePlanCopy();
  const date = useDate();
  const refresh = useCreditRefresh();
  const plan = getPlan(status.tier);
  const monthly = plan.creditPeriod === 'month';
  const period: BillingPeriod = status.billingCycle ?? 'monthly';
  const number = (value: number) => i18n.number(value);
  const paid = isPaidPlan(status.tier) && status.subscribed;
  return (
    <div className={css.card}>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            {monthly ? <Trans>Utilisés ce mois-ci</Trans> : <Trans>Utilisés aujourd'hui</Trans>}
          </dt>
          <dd className={css.statValue}>{status.unlimited ? '—' : number(status.used)}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            <Trans>Restants</Trans>
          </dt>
          <dd className={css.statValue}>{status.unlimited ? t`Illimité` : number(status.remaining)}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            {monthly ? <Trans>Limite mensuelle</Trans> : <Trans>Limite quotidienne</Trans>}
          </dt>
          <dd className={css.statValue}>{status.unlimited ? t`Illimité` : number(status.total)}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            {paid && status.cancelAtPeriodEnd ? (
              <Trans>Fin de la formule</Trans>
            ) : (
              <Trans>Prochaine facture</Trans>
            )}
          </dt>
          <dd className={paid ? css.statValueText : css.statValue}>
            {paid ? date(status.nextBillingAt) : '—'}
          </dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>
            <Trans>Montant</Trans>
          </dt>
          <dd className={css.statValue}>
            {paid && !status.cancelAtPeriodEnd ? plans.price(invoiceAmount(plan, period)) : plans.price(0)}
          </dd>
        </div>
      </dl>
      <PromoCodeForm collapsed onRedeemed={() => refresh.request(userId, { force: true })} />
    </div>
  );
}

function PlansTab({ status, online }: { status: CreditStatus; online: boolean }) {
  const [period, setPeriod] = useState<BillingPeriod>(status.billingCycle ?? 'monthly');
  const checkout = useCheckout();
  const billing = useBillingPort();
  const plans = usePlanCopy();
  const { show } = useToasts();
  const [changing, setChanging] = useState<PlanId | null>(null);
  const subscribed = status.subscribed && isPaidPlan(status.tier);
  const target = checkout.target === 'trial' ? null : (checkout.target ?? changing);

  const choose = async (planId: PlanId) => {
    if (!subscribed) {
      checkout.start({
        kind: 'plan',
        planId,
        billingPeriod: period,
        source: 'subscription-page',
        trigger: 'direct-click',
      });
      return;
    }
    if (!online) {
      show({ tone: 'error', title: t`Le changement de formule nécessite une connexion internet.` });
      return;
    }
    // A member changes plan on their Stripe subscription (prorated by Stripe), not by a new checkout.
    setChanging(planId);
    try {
      const answer = await (
        await billing.get()
      ).manageSubscription({
        action: 'change_plan',
        planType: planId as 'decouverte' | 'equilibre' | 'intensif',
        billingPeriod: period,
      });
      if (answer.ok) {
        const name = plans.name(planId);
        show({
          tone: 'success',
          title: t`Changement vers la formule ${name} demandé`,
          description: t`Stripe confirme dans quelques instants.`,
        });
      } else {
        show({
          tone: 'error',
          title: billingErrorText(answer.error.code) ?? t`Impossible de modifier le plan pour le moment`,
        });
      }
    } finally {
      setChanging(null);
    }
  };

  return (
    <div className={css.page} style={{ padding: 0 }}>
      <PeriodToggle billingPeriod={period} onChange={setPeriod} />
      <ul className={css.planGrid}>
        {plans_.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              billingPeriod={period}
              current={
                status.tier === plan.id &&
                (plan.id === 'gratuit' || status.billingCycle === null || status.billingCycle === period)
              }
              loading={target === plan.id}
              busy={target !== null}
              {...(isPaidPlan(plan.id) ? { onChoose: () => void choose(plan.id) } : {})}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const plans_ = plans;

function History({ userId, online }: { userId: string; online: boolean }) {
  const billing = useBillingPort();
  const plans = usePlanCopy();
  const date = useDate();
  const { i18n } = useLingui();
  const [payments, setPayments] = useState<Payment[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const port = await billing.get();
      const cached = await port.cachedPayments(userId);
      if (!cancelled && cached !== null) setPayments(cached);
      if (!online) return;
      const fresh = await port.fetchPayments(userId);
      if (cancelled) return;
      if (fresh.ok) setPayments(fresh.value);
      else setFailed(true);
    })().catch((error: unknown) => {
      logger.warn('payments unavailable', { error });
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [billing, online, userId]);

  if (payments === null) {
    return (
      <p className={css.muted} role="status">
        {failed ? <Trans>Historique indisponible pour le moment.</Trans> : <Trans>Chargement…</Trans>}
      </p>
    );
  }
  if (payments.length === 0) {
    return (
      <div className={css.card}>
        <p className={css.muted}>
          <Trans>Aucun paiement pour le moment.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className={css.card}>
      <table className={css.table}>
        <caption className={css.muted} style={{ textAlign: 'start' }}>
          <Trans>Vos paiements</Trans>
        </caption>
        <thead>
          <tr>
            <th className={css.cell} scope="col">
              <Trans>Date</Trans>
            </th>
            <th className={css.cell} scope="col">
              <Trans>Formule</Trans>
            </th>
            <th className={css.cell} scope="col">
              <Trans>Statut</Trans>
            </th>
            <th className={css.amount} scope="col">
              <Trans>Montant</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={css.cell}>{date(payment.paidAt ?? payment.createdAt)}</td>
              <td className={css.cell}>{isPlanId(payment.planId) ? plans.name(payment.planId) : '—'}</td>
              <td className={css.cell}>{payment.status === 'paid' ? t`Payé` : t`Échec du paiement`}</td>
              <td className={css.amount}>
                {i18n.number(payment.amountCents / 100, {
                  style: 'currency',
                  currency: payment.currency.toUpperCase(),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
