/**
 * What runs while someone is signed in, whatever the page: the sync engine (outbox, pulls,
 * Realtime, and a fresh credit balance at start), the credit and subscription toasts, the
 * paywall, and what the settings do on every page (preferences across devices, auto-delete,
 * keyboard shortcuts); and what signing out does on this device (`leaveDevice`, used by useLogOut.ts).
 * Loaded lazily: none of it ships with the visitors' landing page.
 */
import { use, useEffect } from 'react';

import { PaywallHost } from '#features/billing/index.ts';
import { CreditNoticeToasts } from '#features/credits/index.ts';
import { SettingsEverywhere } from '#features/settings/index.ts';

import { useService } from '../serviceContext.tsx';

export { leaveDevice } from '#features/account/index.ts';

export default function SignedInServices({ userId }: { userId: string }) {
  const signedIn = useService('signedIn');
  // The signed-in half of the services (data ports, sync) loads with this chunk.
  const { sync } = use(signedIn.get());
  useEffect(() => sync.start(userId), [sync, userId]);
  return (
    <>
      <CreditNoticeToasts />
      <PaywallHost />
      <SettingsEverywhere userId={userId} />
    </>
  );
}
