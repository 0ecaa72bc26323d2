import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function SupabaseCheckPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Vérification du serveur`} />;
}

export function StripeDebugPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Diagnostic des paiements`} />;
}

export function AuthDebugPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Diagnostic de l'authentification`} />;
}

export function DebugSubscriptionPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Données d'abonnement`} />;
}
