import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function CreditDiagnosticPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Diagnostic des crédits`} />;
}
