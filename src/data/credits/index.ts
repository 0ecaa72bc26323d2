/**
 * Credits as the screens see them: the server's last word, cached on the device. Displayed
 * credits are this minus the messages still waiting in the outbox (useOutboxSummary); the
 * device never computes a balance of its own.
 */
import { appDatabase } from '#data/db/db.ts';
import { useSharedLiveQuery } from '#data/sharedLiveQuery.ts';
import { appSupabase } from '#data/supabase/index.ts';
import { wakeSync } from '#sync/wake.ts';

import { loadCreditStatus, type CreditStatus, type ServerBalance } from './creditStatus.ts';
import { createCreditsService, type CreditsService } from './creditsService.ts';
import type { CreditNotice } from './creditsRemote.ts';

export type { CreditStatus } from './creditStatus.ts';
export type { CreditNotice } from './creditsRemote.ts';

let service: CreditsService | undefined;

function credits(): CreditsService {
  service ??= createCreditsService({
    db: appDatabase(),
    client: () => appSupabase(),
    wake: wakeSync,
  });
  return service;
}

/** undefined while loading; null when never fetched (or no user). */
export function useCreditStatus(userId: string | null): CreditStatus | null | undefined {
  // Read by every credit figure on screen: one query for all of them.
  const status = useSharedLiveQuery('creditStatus', userId, (id) => loadCreditStatus(appDatabase(), id));
  return userId === null ? null : status;
}

/** Asks the server (rpc get_user_credit_status) and caches the answer. */
export function refreshCreditStatus(userId: string): Promise<CreditStatus> {
  return credits().refresh(userId);
}

/** The balance a chat answer carried: the server's number is the truth. */
export function applyServerBalance(userId: string, balance: ServerBalance): Promise<void> {
  return credits().applyServerBalance(userId, balance);
}

/** Realtime credit grants, purchases and subscription changes; refreshes the cache too. */
export function watchCreditNotices(userId: string, onNotice: (notice: CreditNotice) => void): () => void {
  return credits().watchNotices(userId, onNotice);
}
