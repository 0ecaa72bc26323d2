/**
 * What runs while someone is signed in, whatever the page: the sync engine (outbox, pulls,
 * Realtime), a fresh credit balance, the credit and subscription toasts, and the paywall.
 * Loaded lazily: none of it ships with the visitors' landing page.
 */
import { useEffect } from 'react';

import { refreshCreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';
import { PaywallHost } from '#features/billing/index.ts';
import { CreditNoticeToasts } from '#features/credits/index.ts';
import { startSync } from '#sync/index.ts';

export default function SignedInServices({ userId }: { userId: string }) {
  useEffect(() => startSync(userId), [userId]);
  useEffect(() => {
    refreshCreditStatus(userId).catch((error: unknown) =>
      // Offline or a server hiccup: the cached balance stays on screen and the engine retries.
      logger.warn('Could not refresh the credit balance', { error }),
    );
  }, [userId]);
  return (
    <>
      <CreditNoticeToasts />
      <PaywallHost />
    </>
  );
}
