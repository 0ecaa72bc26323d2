/**
 * Credit commands over explicit dependencies (the composition root binds the app's): refresh from the
 * server, lay a chat answer's balance over the cache, and watch the Realtime notices. Returning
 * credits release messages that were blocked for lack of them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { AppDatabase } from '#data/db/db.ts';
import { releaseBlockedMessages } from '#data/chat/outboxRepository.ts';
import { logger } from '#data/logger.ts';
import type { Enqueue } from '#data/platform/work.ts';

import {
  loadCreditStatus,
  storeCreditStatus,
  storeServerBalance,
  type CreditStatus,
  type ServerBalance,
} from './creditStatus.ts';
import {
  fetchCreditStatus,
  subscribeCreditFeed,
  subscriptionNoticeStatus,
  type CreditNotice,
} from './creditsRemote.ts';

export type CreditsDeps = {
  db: AppDatabase;
  client: () => Promise<SupabaseClient>;
  /** The sync engine's entry: blocked messages may go again. */
  enqueue: Enqueue;
  now?: () => number;
};

export type CreditsService = {
  refresh(userId: string): Promise<CreditStatus>;
  applyServerBalance(userId: string, balance: ServerBalance): Promise<void>;
  watchNotices(userId: string, onNotice: (notice: CreditNotice) => void): () => void;
};

function hasCredits(balance: { remaining: number; unlimited: boolean }): boolean {
  return balance.unlimited || balance.remaining > 0;
}

export function createCreditsService(deps: CreditsDeps): CreditsService {
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<CreditStatus>>();

  async function release(userId: string, balance: { remaining: number; unlimited: boolean }): Promise<void> {
    if (!hasCredits(balance)) return;
    if ((await releaseBlockedMessages(deps.db, userId, now())) > 0) deps.enqueue();
  }

  function refresh(userId: string): Promise<CreditStatus> {
    // Several screens may ask at once (start, a notice, visibility): one request serves them.
    let pending = inFlight.get(userId);
    if (pending === undefined) {
      pending = (async () => {
        try {
          const status = await fetchCreditStatus(await deps.client(), now);
          await storeCreditStatus(deps.db, userId, status);
          await release(userId, status);
          return status;
        } finally {
          inFlight.delete(userId);
        }
      })();
      inFlight.set(userId, pending);
    }
    return pending;
  }

  async function applyServerBalance(userId: string, balance: ServerBalance): Promise<void> {
    await storeServerBalance(deps.db, userId, balance, new Date(now()).toISOString());
    await release(userId, balance);
  }

  function watchNotices(userId: string, onNotice: (notice: CreditNotice) => void): () => void {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    // Realtime repeats a subscription row on every update (renewals too): tell only changes.
    let lastStatus: string | null = null;
    const refreshQuietly = () => {
      refresh(userId).catch((error: unknown) => logger.warn('Credit refresh failed', { error }));
    };
    void (async () => {
      try {
        const cached = await loadCreditStatus(deps.db, userId);
        lastStatus = subscriptionNoticeStatus(cached?.status);
        const client = await deps.client();
        if (cancelled) return;
        unsubscribe = subscribeCreditFeed(client, userId, {
          onTransaction(notice) {
            if (cancelled) return;
            onNotice(notice);
            // Usage rows come from our own sends, whose answers already carry the balance.
            if (notice.kind === 'transaction' && notice.transactionType !== 'usage') refreshQuietly();
          },
          onSubscriptionStatus(status) {
            if (cancelled) return;
            refreshQuietly();
            if (status === lastStatus) return;
            lastStatus = status;
            onNotice({ kind: 'subscription', status });
          },
        });
      } catch (error) {
        logger.warn('Credit notices unavailable', { error });
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  return { refresh, applyServerBalance, watchNotices };
}
