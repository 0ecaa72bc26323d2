/**
 * Asks the server for the balance when a screen needs it, at most once per 30 s per user (every
 * credit component on a page calls it). Realtime notices and chat answers keep the cache fresh
 * in between; this only covers the first visit and stale caches. The composition root creates the
 * app's one store (it lives as long as the app).
 */
import { logger } from '#data/logger.ts';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

export const creditRefreshSpacingMs = 30_000;

export type CreditRefresh = {
  request: (userId: string, options?: { force?: boolean }) => void;
  state: (userId: string) => RefreshState;
  subscribe: (listener: () => void) => () => void;
  /** Forgets past attempts (the app ends). */
  reset: () => void;
};

/** `refresh` asks the server and caches the answer (the credits port's refresh). */
export function createCreditRefresh(refresh: (userId: string) => Promise<unknown>): CreditRefresh {
  const states = new Map<string, RefreshState>();
  const lastAttemptAt = new Map<string, number>();
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  const setState = (userId: string, state: RefreshState) => {
    states.set(userId, state);
    tell();
  };
  return {
    request(userId, { force = false } = {}) {
      if (states.get(userId) === 'refreshing') return;
      const last = lastAttemptAt.get(userId);
      if (!force && last !== undefined && Date.now() - last < creditRefreshSpacingMs) return;
      lastAttemptAt.set(userId, Date.now());
      setState(userId, 'refreshing');
      refresh(userId).then(
        () => setState(userId, 'idle'),
        (error: unknown) => {
          // Offline or server trouble: the cached balance (if any) stays on screen.
          logger.warn('credit status refresh failed', { error });
          setState(userId, 'failed');
        },
      );
    },
    state: (userId) => states.get(userId) ?? 'idle',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      states.clear();
      lastAttemptAt.clear();
      tell();
    },
  };
}
