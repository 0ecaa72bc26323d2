/** The sync state a screen may show (an offline badge, "sending…", the storage warning). */
import { createContext, use, useSyncExternalStore } from 'react';

import { isOnline } from '#data/platform/online.ts';

export type SyncStatus = {
  leader: boolean;
  online: boolean;
  flushing: boolean;
  /** Whether the browser promised not to evict our data; null until asked (or unsupported). */
  storagePersisted: boolean | null;
};

export type SyncStatusStore = {
  get: () => SyncStatus;
  update: (patch: Partial<SyncStatus>) => void;
  /** Back to "no session" (the network state stays what it is). */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
};

/** The tab's status store; the composition root creates it. */
export function createSyncStatusStore(): SyncStatusStore {
  const initial: SyncStatus = { leader: false, online: isOnline(), flushing: false, storagePersisted: null };
  let current = initial;
  const listeners = new Set<() => void>();
  const update = (patch: Partial<SyncStatus>) => {
    const next = { ...current, ...patch };
    if ((Object.keys(patch) as (keyof SyncStatus)[]).every((key) => next[key] === current[key])) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    update,
    reset: () => update({ ...initial, online: current.online }),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const SyncStatusContext = createContext<SyncStatusStore | null>(null);

export function useSyncStatus(): SyncStatus {
  const store = use(SyncStatusContext);
  if (store === null) throw new Error('useSyncStatus must be used inside the app services provider');
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
