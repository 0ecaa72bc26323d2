import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';

import { useBillingPort } from '#data/ports/index.ts';
import { logger } from '#data/logger.ts';
import { useLoginModal } from '#features/auth/index.ts';
import { withAppCatalog } from '#i18n/i18n.ts';
import { useToasts } from '#ui/toast/toastStore.ts';

import { useCheckoutActor } from './checkoutStore.ts';
import { usePaywallSelector, usePaywallService } from './paywallStore.ts';
import { usePlanCopy } from './planCopy.ts';

// The modal, its plan cards and their words load the first time it opens, never with the landing.
const PaywallPanel = lazy(() =>
  withAppCatalog(() => import('./PaywallPanel.tsx')).then((module) => ({ default: module.PaywallPanel })),
);

/**
 * Renders the app's one paywall while it is open and answers what it reports: a saved plan
 * (a toast for members, the sign-up modal for visitors) or a save that failed. Mount once.
 */
export function PaywallHost() {
  const open = usePaywallSelector((s) => s.matches('open'));
  usePaywallReports();
  usePendingHousekeeping();
  useResumePendingCheckout();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PaywallPanel />
    </Suspense>
  );
}

/** Spec (pending subscription): a plan kept more than 30 minutes is dropped when the app loads. */
function usePendingHousekeeping() {
  const billing = useBillingPort();
  useEffect(() => {
    billing
      .get()
      .then((port) => port.clearExpiredPendingSubscription())
      .catch((error: unknown) => logger.warn('pending subscription housekeeping failed', { error }));
  }, [billing]);
}

/**
 * Spec (pending subscription): once someone is signed in, a plan they chose as a visitor (less
 * than 30 minutes ago) goes to the checkout by itself.
 */
function useResumePendingCheckout() {
  const checkout = useCheckoutActor();
  useEffect(() => {
    checkout.send({ type: 'checkout.resume' });
  }, [checkout]);
}

function usePaywallReports() {
  const plans = usePlanCopy();
  const loginModal = useLoginModal();
  // The subscription lives as long as the host; the latest wording and modal are read at report
  // time (texts use the app's i18n at that moment, so a language switch is honoured).
  const { actor } = usePaywallService();
  const { show: showToast } = useToasts();
  const latest = useRef({ plans, loginModal });
  useEffect(() => {
    latest.current = { plans, loginModal };
  });

  useEffect(() => {
    const saved = actor.on('paywall.planSaved', ({ choice }) => {
      const { plans, loginModal } = latest.current;
      const name = plans.name(choice.planId);
      // Members go straight to the checkout (PaywallPanel); only visitors' choices are kept.
      if (choice.signedIn) return;
      showToast({
        title: t`Formule ${name} mise de côté`,
        description: t`Créez votre compte pour continuer : votre choix est gardé 30 minutes.`,
      });
      loginModal.open('signup');
    });
    const failed = actor.on('paywall.saveFailed', ({ error }) => {
      logger.warn('pending subscription save failed', { error });
      showToast({
        tone: 'error',
        title: t`Impossible d'enregistrer votre choix`,
        description: t`Vérifiez l'espace de stockage de votre appareil, puis réessayez.`,
      });
    });
    return () => {
      saved.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, showToast]);
}
