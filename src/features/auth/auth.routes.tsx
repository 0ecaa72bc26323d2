import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function LoginPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Connexion`} />;
}

export function AuthPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Connexion ou inscription`} />;
}

export function AuthCallbackPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Confirmation de connexion`} />;
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Nouveau mot de passe`} />;
}
