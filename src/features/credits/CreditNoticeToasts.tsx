import { useEffect } from 'react';

import { useCreditsPort } from '#data/credits/index.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { useToasts } from '#ui/toast/toastStore.ts';

import { creditNoticeToast } from './creditNoticeToast.ts';

/**
 * Listens to the signed-in user's credit grants and subscription changes (Realtime) and says
 * what happened in a toast. Renders nothing; mount it once in the signed-in layout.
 */
export function CreditNoticeToasts() {
  const userId = useSessionUser()?.id ?? null;
  const credits = useCreditsPort();
  const { show: showToast } = useToasts();
  useEffect(() => {
    if (userId === null) return;
    return credits.watchNotices(userId, (notice) => {
      const toast = creditNoticeToast(notice);
      if (toast !== null) showToast(toast);
    });
  }, [credits, showToast, userId]);
  return null;
}
