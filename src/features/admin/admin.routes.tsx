import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function AdminAccessPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Administration`} />;
}

export function AdminPanelPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Panneau d'administration`} />;
}

export function AdminDashboardPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Tableau de bord administrateur`} />;
}

export function AdminSettingsPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Paramètres d'administration`} />;
}

export function AdminLoginPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Connexion administrateur`} />;
}
