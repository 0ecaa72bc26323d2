import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';

import { logger } from '#data/logger.ts';
import { useBillingPort } from '#data/ports/index.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { useCreditRefresh } from '#features/credits/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './home.css.ts';

/**
 * Back from the payment page: the purchase went through, so the plan kept aside is done with
 * and the balance is fetched again (the webhook grants the credits on the server).
 */
export function PaymentSuccessStage({ onContinue }: { onContinue: () => void }) {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const billing = useBillingPort();
  const creditRefresh = useCreditRefresh();
  useEffect(() => {
    billing
      .get()
      .then((port) => port.clearPendingSubscription())
      .catch((error: unknown) => logger.warn('pending subscription could not be cleared', { error }));
  }, [billing]);
  useEffect(() => {
    if (userId !== null) creditRefresh.request(userId, { force: true });
  }, [creditRefresh, userId]);

  return (
    <div className={css.centered}>
      <section className={css.card} aria-labelledby="payment-success-title">
        <span className={css.statusIcon}>
          <Icon name="check" size="2rem" />
        </span>
        <h1 id="payment-success-title" className={css.title} tabIndex={-1}>
          <Trans>Paiement confirmé</Trans>
        </h1>
        <p className={css.text}>
          <Trans>
            Merci pour votre confiance. Votre formule s'active dans quelques instants et vos crédits
            apparaîtront dans votre espace.
          </Trans>
        </p>
        <div className={css.actions}>
          {userId !== null ? (
            <Button tone="primary" size="lg" onClick={onContinue}>
              <Trans>Continuer</Trans>
              <Icon name="arrowRight" />
            </Button>
          ) : (
            <>
              <LinkButton to="/auth" tone="primary" size="lg">
                <Trans>Se connecter</Trans>
              </LinkButton>
              <Button tone="secondary" size="lg" onClick={onContinue}>
                <Trans>Retour à l'accueil</Trans>
              </Button>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
