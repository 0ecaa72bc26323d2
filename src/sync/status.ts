/** The sync state a screen may show (an offline badge, "sending…", the storage warning). */
import { useSyncExternalStore } from 'react';

export type SyncStatus = {
  leader: boolean;
  online: boolean;
  flushing: boolean;
  /** Whether the browser promised not to evict our data; null until asked (or unsupported). */
  storagePersisted: boolean | null;
};

const initial: SyncStatus = {
  leader: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  flushing: false,
  storagePersisted: null,
};

let current: SyncStatus = initial;
const listeners = new Set<() => void>();

export function getSyncStatus(): SyncStatus {
  return current;
}

export function updateSyncStatus(patch: Partial<SyncStatus>): void {
  const next = { ...current, ...patch };
  if ((Object.keys(patch) as (keyof SyncStatus)[]).every((key) => next[key] === current[key])) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

export function resetSyncStatus(): void {
  updateSyncStatus({ ...initial, online: current.online });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, getSyncStatus, getSyncStatus);
}
