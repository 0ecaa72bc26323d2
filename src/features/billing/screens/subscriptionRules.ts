/**
 * The subscription page's words for states and changes (spec §4 "Subscription status display"
 * and §8 realtime notices), kept apart from the screen so they are tested alone.
 */
import { t } from '@lingui/core/macro';

import type { CreditStatus } from '#data/credits/index.ts';
import type { SubscriptionChange } from '#data/billing/index.ts';
import type { ToastInput } from '#ui/toast/toastStore.ts';

/** Spec: Actif (subscribed and active), Annulé, Expiré, otherwise Gratuit; a trial and a late payment say so. */
export function statusLabel(status: Pick<CreditStatus, 'subscribed' | 'status' | 'cancelAtPeriodEnd'>): {
  text: string;
  tone: 'good' | 'bad' | 'neutral';
} {
  if (status.subscribed && status.status === 'trialing') return { text: t`Essai gratuit`, tone: 'good' };
  if (status.subscribed && status.status === 'active') {
    return status.cancelAtPeriodEnd
      ? { text: t`Résiliation programmée`, tone: 'neutral' }
      : { text: t`Actif`, tone: 'good' };
  }
  if (status.status === 'past_due') return { text: t`Paiement en retard`, tone: 'bad' };
  if (status.status === 'canceled') return { text: t`Annulé`, tone: 'bad' };
  if (status.status === 'incomplete_expired' || status.status === 'unpaid')
    return { text: t`Expiré`, tone: 'bad' };
  return { text: t`Gratuit`, tone: 'neutral' };
}

/** The subscription page's bar: up to 50 % green, up to 75 % orange, above red (spec). */
export function usageTone(percent: number): 'green' | 'orange' | 'red' {
  if (percent <= 50) return 'green';
  if (percent <= 75) return 'orange';
  return 'red';
}

type Before = { status: string | null; cancelAtPeriodEnd: boolean };

/**
 * What a Realtime change of the subscription tells the person (spec): becoming active says
 * 'Abonnement activé' with the plan; canceled is a destructive notice; past_due asks to update
 * the card; a cancellation scheduled (or undone) at the period end says so. Nothing otherwise.
 */
export function subscriptionNotice(
  before: Before,
  change: SubscriptionChange,
  planName: string,
): ToastInput | null {
  const active = (status: string | null) => status === 'active' || status === 'trialing';
  if (change.status === 'past_due' && before.status !== 'past_due') {
    return {
      tone: 'error',
      title: t`Problème de paiement détecté. Vérifiez votre méthode de paiement.`,
      durationMs: 7000,
    };
  }
  if (change.status === 'canceled' && before.status !== 'canceled') {
    return { tone: 'error', title: t`Votre abonnement a été annulé`, durationMs: 5000 };
  }
  if (active(change.status) && !active(before.status)) {
    return {
      tone: 'success',
      title: t`Abonnement activé`,
      description: t`Formule ${planName}`,
      durationMs: 5000,
    };
  }
  if (active(change.status) && change.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    return {
      tone: 'info',
      title: t`Résiliation programmée`,
      description: t`Votre formule ${planName} reste active jusqu'à la fin de la période en cours.`,
      durationMs: 5000,
    };
  }
  if (active(change.status) && !change.cancelAtPeriodEnd && before.cancelAtPeriodEnd) {
    return {
      tone: 'success',
      title: t`Abonnement maintenu`,
      description: t`Formule ${planName}`,
      durationMs: 5000,
    };
  }
  return null;
}
