/** The screens' side of the credit refresh store (#data/credits/creditRefresh.ts). */
import { useSyncExternalStore } from 'react';

import { useService } from '#app/serviceContext.tsx';
import type { CreditRefresh, RefreshState } from '#data/credits/index.ts';

export function useCreditRefresh(): CreditRefresh {
  return useService('creditRefresh');
}

export function useCreditRefreshState(userId: string | null): RefreshState {
  const store = useCreditRefresh();
  return useSyncExternalStore(
    store.subscribe,
    () => (userId === null ? 'idle' : store.state(userId)),
    () => 'idle',
  );
}
