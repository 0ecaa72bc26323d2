/** The ledger's transaction types as a person reads them (credit diagnostic, back-office). */
import { useLingui } from '@lingui/react/macro';

export function useTransactionLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    purchase: t`Achat`,
    subscription: t`Abonnement`,
    admin_grant: t`Crédits offerts`,
    usage: t`Message`,
    refund: t`Remboursement`,
    promo: t`Code promo`,
    trial: t`Essai`,
    other: t`Autre`,
  };
  return (type: string) => labels[type] ?? type;
}
