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
  };
  // 'other' is the free plan's welcome and nightly credits (and local development's +50) when
  // it adds, an admin's correction when it takes away: "Autre" told the person nothing.
  return (type: string, amount: number) =>
    type === 'other' ? (amount > 0 ? t`Crédits gratuits` : t`Ajustement`) : (labels[type] ?? type);
}
