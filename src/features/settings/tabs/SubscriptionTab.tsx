import { useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

import { recordError } from '#data/logger.ts';
import { usePaywall } from '#features/billing/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';

import { Card } from '../controls.tsx';
import * as styles from '../settings.css.ts';

// Billing's own cards (plan and status, cancel, credits and usage, next invoice, promo code),
// loaded with this tab: the settings' other tabs never wait for them.
const SubscriptionSummary = lazy(() =>
  import('#features/billing/billing.routes.tsx').then((module) => ({ default: module.SubscriptionSummary })),
);

/** Settings > subscription: billing's summary, top-up and prices, and a fallback if it breaks. */
export function SubscriptionTab() {
  const { t } = useLingui();
  const paywall = usePaywall();
  return (
    <div className={styles.stack}>
      <SubscriptionBoundary fallback={<SubscriptionUnavailable />}>
        <Suspense
          fallback={
            <p className={styles.muted} role="status">
              {t`Chargement de votre abonnement…`}
            </p>
          }
        >
          <SubscriptionSummary />
        </Suspense>
      </SubscriptionBoundary>
      <Card title={t`Recharger des crédits`}>
        <p className={styles.muted}>
          {t`Choisissez une formule ou utilisez un code promo : les crédits arrivent dès le paiement confirmé.`}
        </p>
        <div className={styles.headerActions}>
          <Button onClick={() => paywall.open('upgrade_needed')}>{t`Recharger des crédits`}</Button>
          <LinkButton to="/pricing" tone="secondary">
            {t`Voir les tarifs`}
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}

/** Spec: a crash of the subscription part says so, with Reload and See prices. */
function SubscriptionUnavailable() {
  const { t } = useLingui();
  return (
    <Card title={t`Abonnement`}>
      <p className={styles.warning} role="alert">
        {t`Les informations d'abonnement sont temporairement indisponibles.`}
      </p>
      <div className={styles.headerActions}>
        <Button onClick={() => window.location.reload()}>{t`Recharger la page`}</Button>
        <LinkButton to="/pricing" tone="secondary">
          {t`Voir les tarifs`}
        </LinkButton>
      </div>
    </Card>
  );
}

type BoundaryProps = { children: ReactNode; fallback: ReactNode };

/** Keeps a crash of the subscription part inside its tab (logged with the app's other errors). */
export class SubscriptionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError({
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      severity: 'medium',
      route: 'settings/subscription',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      ...(info.componentStack ? { componentStack: info.componentStack } : {}),
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
