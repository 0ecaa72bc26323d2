import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function PricingPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Tarifs`} />;
}

export function SubscriptionPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Mon abonnement`} />;
}

export function PaymentSuccessPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Paiement confirmé`} />;
}
