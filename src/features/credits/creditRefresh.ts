/**
 * Asks the server for the balance when a screen needs it, at most once per 30 s per user (every
 * credit component on a page calls it). Realtime notices and chat answers keep the cache fresh
 * in between; this only covers the first visit and stale caches.
 */
import { useSyncExternalStore } from 'react';

import { refreshCreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

export const creditRefreshSpacingMs = 30_000;

const states = new Map<string, RefreshState>();
const lastAttemptAt = new Map<string, number>();
const listeners = new Set<() => void>();

function setState(userId: string, state: RefreshState): void {
  states.set(userId, state);
  for (const listener of listeners) listener();
}

export function requestCreditRefresh(userId: string, { force = false }: { force?: boolean } = {}): void {
  if (states.get(userId) === 'refreshing') return;
  const last = lastAttemptAt.get(userId);
  if (!force && last !== undefined && Date.now() - last < creditRefreshSpacingMs) return;
  lastAttemptAt.set(userId, Date.now());
  setState(userId, 'refreshing');
  refreshCreditStatus(userId).then(
    () => setState(userId, 'idle'),
    (error: unknown) => {
      // Offline or server trouble: the cached balance (if any) stays on screen.
      logger.warn('credit status refresh failed', { error });
      setState(userId, 'failed');
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCreditRefreshState(userId: string | null): RefreshState {
  return useSyncExternalStore(
    subscribe,
    () => (userId === null ? 'idle' : (states.get(userId) ?? 'idle')),
    () => 'idle',
  );
}

/** Forgets past attempts (sign-out, tests). */
export function resetCreditRefresh(): void {
  states.clear();
  lastAttemptAt.clear();
  for (const listener of listeners) listener();
}
