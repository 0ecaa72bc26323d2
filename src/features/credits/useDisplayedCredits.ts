import { useEffect } from 'react';

import { planKind, type PlanKind } from '#core/credits.ts';
import type { PlanId } from '#contracts/plans.ts';
import { useOutboxSummary } from '#data/chat/index.ts';
import { useCreditStatus, type CreditStatus } from '#data/credits/index.ts';

import { useCreditRefresh, useCreditRefreshState } from './creditRefresh.ts';

export type DisplayedCredits = {
  /** Nothing to show yet: the device is reading its cache, or the first fetch is on its way. */
  loading: boolean;
  /** A server balance is known (cached or fresh). Without it, screens show no figures. */
  hasStats: boolean;
  /** The server's remaining balance minus the messages still waiting to be sent; never below 0. */
  remaining: number;
  /** Messages queued on this device that will each cost a credit once sent. */
  pending: number;
  unlimited: boolean;
  total: number;
  tier: PlanId;
  kind: PlanKind;
  subscribed: boolean;
  /** The subscription status as the server reports it ('active', 'canceled', …). */
  status: string | null;
  nextRefillAt: string | null;
};

const unknownBalance: Omit<DisplayedCredits, 'loading' | 'pending'> = {
  hasStats: false,
  remaining: 0,
  unlimited: false,
  total: 0,
  tier: 'gratuit',
  kind: 'daily',
  subscribed: false,
  status: null,
  nextRefillAt: null,
};

/** Pure: what a screen shows from the server's last balance and the local outbox. */
export function displayedCredits(
  status: CreditStatus | null | undefined,
  waiting: number | undefined,
  refreshing: boolean,
): DisplayedCredits {
  const pending = Math.max(0, waiting ?? 0);
  if (status === undefined || status === null) {
    return { ...unknownBalance, loading: status === undefined || refreshing, pending };
  }
  return {
    loading: false,
    hasStats: true,
    remaining: status.unlimited ? status.remaining : Math.max(0, status.remaining - pending),
    pending: status.unlimited ? 0 : pending,
    unlimited: status.unlimited,
    total: status.total,
    tier: status.tier,
    kind: status.unlimited ? 'unlimited' : planKind(status.tier),
    subscribed: status.subscribed,
    status: status.status,
    nextRefillAt: status.nextRefillAt,
  };
}

/**
 * Credits as every screen shows them: the server's number is the truth, minus a visible
 * "pending" for messages still in the outbox. Also asks for a fresh balance when needed.
 */
export function useDisplayedCredits(userId: string | null): DisplayedCredits {
  const status = useCreditStatus(userId);
  const outbox = useOutboxSummary(userId);
  const refresher = useCreditRefresh();
  const refresh = useCreditRefreshState(userId);
  useEffect(() => {
    if (userId !== null) refresher.request(userId);
  }, [refresher, userId]);
  if (userId === null) return { ...unknownBalance, loading: false, pending: 0 };
  return displayedCredits(status, outbox?.waiting, refresh === 'refreshing');
}
