import { plural, t } from '@lingui/core/macro';

import type { CreditNotice } from '#data/credits/index.ts';
import type { ToastTone } from '#ui/toast/toastStore.ts';

export type NoticeToast = { title: string; tone: ToastTone; durationMs: number };

/**
 * The spec's realtime credit messages and how long they stay. Usage is silent (the counter
 * already moves); a grant of zero or less says nothing either.
 */
export function creditNoticeToast(notice: CreditNotice): NoticeToast | null {
  if (notice.kind === 'subscription') {
    switch (notice.status) {
      case 'active':
        return { title: t`Votre abonnement est maintenant actif !`, tone: 'success', durationMs: 5000 };
      case 'canceled':
        return { title: t`Votre abonnement a été annulé`, tone: 'error', durationMs: 5000 };
      case 'past_due':
        return {
          title: t`Problème de paiement détecté. Vérifiez votre méthode de paiement.`,
          tone: 'error',
          durationMs: 7000,
        };
    }
  }
  const amount = notice.amount;
  if (notice.transactionType === 'usage' || !(amount > 0)) return null;
  switch (notice.transactionType) {
    case 'purchase':
      return {
        title: plural(amount, { one: '# crédit ajouté !', other: '# crédits ajoutés !' }),
        tone: 'success',
        durationMs: 4000,
      };
    case 'subscription':
      return {
        title: plural(amount, {
          one: 'Abonnement activé ! # crédit disponible',
          other: 'Abonnement activé ! # crédits disponibles',
        }),
        tone: 'success',
        durationMs: 5000,
      };
    case 'admin_grant':
      return {
        title: plural(amount, { one: '# crédit offert !', other: '# crédits offerts !' }),
        tone: 'success',
        durationMs: 4000,
      };
    case 'other':
      return {
        title: plural(amount, { one: '# crédit ajouté', other: '# crédits ajoutés' }),
        tone: 'info',
        durationMs: 3000,
      };
  }
}
