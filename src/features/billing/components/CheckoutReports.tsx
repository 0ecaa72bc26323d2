import { t } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';

import { useToasts } from '#ui/toast/toastStore.ts';

import { checkoutFailureText } from '../checkoutCopy.ts';
import { useCheckoutActor } from '../checkoutStore.ts';
import { usePlanCopy } from '../planCopy.ts';

/**
 * Says in a toast why a checkout did not open (spec: 'Impossible de créer la session de
 * paiement: {reason}'; a plan resumed after sign-in: 'Impossible de traiter votre abonnement
 * {plan}. Veuillez réessayer.', 6 s). Reads the actor's state, so mounting late still reports.
 */
export function CheckoutReports() {
  const actor = useCheckoutActor();
  const failed = useSelector(actor, (s) => (s.matches('failed') ? s.context : null));
  const plans = usePlanCopy();
  const { show } = useToasts();
  useEffect(() => {
    if (failed === null || failed.failure === null || failed.request === null) return;
    const reason = checkoutFailureText(failed.failure);
    if (failed.resumed && failed.request.kind === 'plan') {
      const plan = plans.name(failed.request.planId);
      show({
        tone: 'error',
        title: t`Impossible de traiter votre abonnement ${plan}. Veuillez réessayer.`,
        description: reason,
        durationMs: 6000,
      });
      return;
    }
    show({ tone: 'error', title: t`Impossible de créer la session de paiement`, description: reason });
    // One toast per failure (the context object changes with each attempt).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return null;
}
