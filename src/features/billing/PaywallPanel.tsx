import { useCreditStatus } from '#data/credits/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { useCreditRefresh } from '#features/credits/index.ts';

import { PromoCodeForm } from './components/PromoCodeForm.tsx';
import { PaywallDialog } from './PaywallDialog.tsx';
import type { PaywallReason } from './paywall.machine.ts';
import { usePaywall, usePaywallSelector, usePaywallService } from './paywallStore.ts';
import { useCheckout } from './checkoutStore.ts';

function triggerOf(reason: PaywallReason) {
  if (reason === 'no_credits' || reason === 'low_credits') return 'credit-limit' as const;
  if (reason === 'upgrade_needed' || reason === 'trial_expired') return 'feature-locked' as const;
  return 'direct-click' as const;
}

/**
 * The open paywall bound to its actor, the app's checkout and the user's current plan. A member
 * choosing a plan goes to Stripe's payment page; a visitor's choice is kept for after sign-up.
 * Loaded lazily with the dialog: the balance's data code never ships with the landing page.
 */
export function PaywallPanel() {
  const reason = usePaywallSelector((s) => s.context.reason);
  const billingPeriod = usePaywallSelector((s) => s.context.billingPeriod);
  const shakeCount = usePaywallSelector((s) => s.context.shakeCount);
  const checkoutUrl = usePaywallSelector((s) => s.context.checkoutUrl);
  const savingPlanId = usePaywallSelector((s) => s.context.choosing?.planId ?? null);
  const signedIn = useAuthStatus() === 'signedIn';
  const user = useSessionUser();
  const userId = signedIn ? (user?.id ?? null) : null;
  const creditStatus = useCreditStatus(userId);
  const creditRefresh = useCreditRefresh();
  const checkout = useCheckout();
  const { close } = usePaywall();
  const { actor } = usePaywallService();
  const checkoutPlanId = checkout.target === 'trial' ? null : checkout.target;
  return (
    <PaywallDialog
      reason={reason}
      billingPeriod={billingPeriod}
      shakeCount={shakeCount}
      checkoutUrl={checkoutUrl}
      choosingPlanId={checkoutPlanId ?? savingPlanId}
      currentPlanId={signedIn ? (creditStatus?.tier ?? null) : null}
      onClose={close}
      onPeriodChange={(period) => actor.send({ type: 'paywall.setPeriod', billingPeriod: period })}
      onChoose={(planId) => {
        if (!signedIn) {
          actor.send({ type: 'paywall.choosePlan', planId, signedIn });
          return;
        }
        checkout.start({
          kind: 'plan',
          planId,
          billingPeriod,
          source: 'upgrade-modal',
          trigger: triggerOf(reason),
        });
      }}
      promo={
        userId === null ? undefined : (
          <PromoCodeForm collapsed onRedeemed={() => creditRefresh.request(userId, { force: true })} />
        )
      }
    />
  );
}
