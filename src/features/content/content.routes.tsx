import { useLingui } from '@lingui/react/macro';

import { UpcomingPage } from '#ui/page/UpcomingPage.tsx';

/* Route components of this area, loaded lazily by the router. Screens land with their issue. */

export function ContactPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Contact`} />;
}

export function FaqPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Questions fréquentes`} />;
}

export function QuotesPage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Citations`} />;
}

export function LegalNoticePage() {
  const { t } = useLingui();
  return <UpcomingPage title={t`Mentions légales`} />;
}
