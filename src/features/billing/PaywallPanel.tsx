import { useCreditStatus } from '#data/credits/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';

import { PaywallDialog } from './PaywallDialog.tsx';
import { usePaywall, usePaywallSelector, usePaywallService } from './paywallStore.ts';

/**
 * The open paywall bound to its actor and to the user's current plan. Loaded lazily with the
 * dialog: the balance's data code never ships with the landing page.
 */
export function PaywallPanel() {
  const reason = usePaywallSelector((s) => s.context.reason);
  const billingPeriod = usePaywallSelector((s) => s.context.billingPeriod);
  const shakeCount = usePaywallSelector((s) => s.context.shakeCount);
  const checkoutUrl = usePaywallSelector((s) => s.context.checkoutUrl);
  const choosingPlanId = usePaywallSelector((s) => s.context.choosing?.planId ?? null);
  const signedIn = useAuthStatus() === 'signedIn';
  const user = useSessionUser();
  const creditStatus = useCreditStatus(signedIn ? (user?.id ?? null) : null);
  const { close } = usePaywall();
  const { actor } = usePaywallService();
  return (
    <PaywallDialog
      reason={reason}
      billingPeriod={billingPeriod}
      shakeCount={shakeCount}
      checkoutUrl={checkoutUrl}
      choosingPlanId={choosingPlanId}
      currentPlanId={signedIn ? (creditStatus?.tier ?? null) : null}
      onClose={close}
      onPeriodChange={(period) => actor.send({ type: 'paywall.setPeriod', billingPeriod: period })}
      onChoose={(planId) => actor.send({ type: 'paywall.choosePlan', planId, signedIn })}
    />
  );
}
