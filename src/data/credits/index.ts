/**
 * Credits as the screens see them: the server's last word, cached on the device. Displayed
 * credits are this minus the messages still waiting in the outbox (useOutboxSummary); the
 * device never computes a balance of its own. The credits port (creditsService.ts) is created by
 * the composition root, which gives it the sync engine's `enqueue`.
 */
import { useDataPorts } from '#data/ports/index.ts';
import { useSharedLiveQuery } from '#data/sharedLiveQuery.ts';

import { loadCreditStatus, type CreditStatus } from './creditStatus.ts';
import type { CreditsService } from './creditsService.ts';

export type { CreditStatus } from './creditStatus.ts';
export type { CreditNotice } from './creditsRemote.ts';
export { createCreditsService, type CreditsDeps, type CreditsService } from './creditsService.ts';
export {
  createCreditRefresh,
  creditRefreshSpacingMs,
  type CreditRefresh,
  type RefreshState,
} from './creditRefresh.ts';

/** undefined while loading; null when never fetched (or no user). */
export function useCreditStatus(userId: string | null): CreditStatus | null | undefined {
  const { db } = useDataPorts();
  // Read by every credit figure on screen: one query for all of them.
  const status = useSharedLiveQuery('creditStatus', userId, (id) => loadCreditStatus(db, id));
  return userId === null ? null : status;
}

/**
 * refresh (rpc get_user_credit_status, cached), applyServerBalance (a chat answer's balance: the
 * server's number is the truth), watchNotices (Realtime grants, purchases and subscription changes).
 */
export function useCreditsPort(): CreditsService {
  return useDataPorts().credits;
}
export {
  addEmergencyCredits,
  loadCreditDiagnostic,
  type CreditDiagnostic,
  type CreditDiagnosticResult,
} from './diagnostic.ts';
