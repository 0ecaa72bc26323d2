/**
 * The server side of credits: the status rpc and the Realtime feeds that announce grants,
 * purchases and subscription changes. Functions take the client so contract tests can pass
 * their own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { parseCreditStatus, type CreditStatus } from './creditStatus.ts';

export type CreditNotice =
  | {
      kind: 'transaction';
      transactionType: 'purchase' | 'subscription' | 'admin_grant' | 'usage' | 'other';
      amount: number;
    }
  | { kind: 'subscription'; status: 'active' | 'canceled' | 'past_due' };

export async function fetchCreditStatus(
  client: SupabaseClient,
  now: () => number = Date.now,
): Promise<CreditStatus> {
  const result = await client.rpc('get_user_credit_status');
  if (result.error)
    throw new Error(`get_user_credit_status: ${result.error.message}`, { cause: result.error });
  return parseCreditStatus(result.data as unknown, new Date(now()).toISOString());
}

const noticeTypes = ['purchase', 'subscription', 'admin_grant', 'usage'] as const;

/** A ledger row as the toasts group it: refunds, promos and trials are "other" credits. */
export function transactionNotice(row: unknown): CreditNotice | null {
  if (typeof row !== 'object' || row === null) return null;
  const record = row as Record<string, unknown>;
  const amount = record['credits_amount'];
  if (typeof amount !== 'number') return null;
  const type = noticeTypes.find((known) => known === record['transaction_type']) ?? 'other';
  return { kind: 'transaction', transactionType: type, amount };
}

/** Trialing counts as active (the subscription works); other statuses have no toast. */
export function subscriptionNoticeStatus(status: unknown): 'active' | 'canceled' | 'past_due' | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'past_due') return status;
  return null;
}

export type CreditFeedHandlers = {
  onTransaction(notice: CreditNotice): void;
  onSubscriptionStatus(status: 'active' | 'canceled' | 'past_due'): void;
};

let channelCount = 0;

/** Realtime inserts on credit_transactions and changes of user_subscriptions for one user. */
export function subscribeCreditFeed(
  client: SupabaseClient,
  userId: string,
  handlers: CreditFeedHandlers,
): () => void {
  // Topics are shared per client, so each watcher gets its own or one removal would end both.
  const channel = client
    .channel(`credits:${userId}:${++channelCount}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'credit_transactions', filter: `user_id=eq.${userId}` },
      (payload) => {
        const notice = transactionNotice(payload.new);
        if (notice) handlers.onTransaction(notice);
      },
    )
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'user_subscriptions', filter: `user_id=eq.${userId}` },
      (payload) => {
        const status = subscriptionNoticeStatus((payload.new as Record<string, unknown> | null)?.['status']);
        if (status) handlers.onSubscriptionStatus(status);
      },
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}
