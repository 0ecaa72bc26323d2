import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { classifyChatFailure } from '#core/chatErrors.ts';
import { closeTestDatabases, emma, openTestDatabase } from '#data/chat/fixtures.ts';
import {
  outboxSummary,
  parkMessage,
  pendingOperations,
  writeQueuedMessage,
} from '#data/chat/outboxRepository.ts';
import type { AppDatabase } from '#data/db/db.ts';

import {
  creditCacheKey,
  loadCreditStatus,
  mergeServerBalance,
  parseCreditStatus,
  readCachedCreditStatus,
  type CreditStatus,
} from './creditStatus.ts';
import { subscriptionNoticeStatus, transactionNotice, type CreditNotice } from './creditsRemote.ts';
import { createCreditsService } from './creditsService.ts';

const fetchedAt = '2026-03-01T10:00:00.000Z';

const rpcPayload = {
  id: 'user-1',
  remaining_requests: 14,
  total_requests: 20,
  credits_used: 6,
  has_unlimited: false,
  subscription_tier: 'gratuit',
  subscribed: false,
  status: 'free',
  next_refill_at: '2026-03-01T23:00:00+00:00',
  bonus_credits: 0,
  plan_display_name: 'Gratuit',
  is_trial: false,
};

const free: CreditStatus = {
  remaining: 14,
  total: 20,
  used: 6,
  unlimited: false,
  tier: 'gratuit',
  subscribed: false,
  status: 'free',
  nextRefillAt: '2026-03-01T23:00:00+00:00',
  bonus: 0,
  planName: 'Gratuit',
  nextBillingAt: null,
  billingCycle: null,
  cancelAtPeriodEnd: false,
  trial: false,
  fetchedAt,
};

describe('credit status', () => {
  it('reads the rpc answer', () => {
    expect(parseCreditStatus(rpcPayload, fetchedAt)).toEqual(free);
    expect(parseCreditStatus({ ...rpcPayload, subscription_tier: 'platinum' }, fetchedAt).tier).toBe(
      'gratuit',
    );
    expect(() => parseCreditStatus({ nope: true }, fetchedAt)).toThrow();
  });

  it('treats a broken cached row as never fetched', () => {
    expect(readCachedCreditStatus({ remaining: 'lots' })).toBeNull();
    expect(readCachedCreditStatus(free)).toEqual(free);
  });

  it('lays a chat answer’s balance over the cache; a reset grows the total', () => {
    expect(mergeServerBalance(free, { remaining: 13, unlimited: false }, 'later')).toMatchObject({
      remaining: 13,
      total: 20,
      used: 7,
      planName: 'Gratuit',
      nextBillingAt: null,
      billingCycle: null,
      cancelAtPeriodEnd: false,
      trial: false,
      fetchedAt: 'later',
    });
    expect(
      mergeServerBalance({ ...free, remaining: 0, total: 20 }, { remaining: 25, unlimited: false }, 'x'),
    ).toMatchObject({
      remaining: 25,
      total: 25,
    });
    expect(mergeServerBalance(free, { remaining: -1, unlimited: true, tier: 'intensif' }, 'x')).toMatchObject(
      {
        remaining: -1,
        unlimited: true,
        tier: 'intensif',
      },
    );
  });

  it('without a cache, stands the plan allowance in for the total', () => {
    expect(
      mergeServerBalance(null, { remaining: 99, unlimited: false, tier: 'decouverte' }, 'x'),
    ).toMatchObject({
      remaining: 99,
      total: 100,
      used: 1,
      tier: 'decouverte',
      subscribed: true,
    });
  });
});

describe('credit notices', () => {
  it('groups ledger rows as the toasts do', () => {
    expect(transactionNotice({ transaction_type: 'purchase', credits_amount: 100 })).toEqual({
      kind: 'transaction',
      transactionType: 'purchase',
      amount: 100,
    });
    expect(transactionNotice({ transaction_type: 'promo', credits_amount: 10 })).toMatchObject({
      transactionType: 'other',
    });
    expect(transactionNotice({ transaction_type: 'usage' })).toBeNull();
    expect(subscriptionNoticeStatus('trialing')).toBe('active');
    expect(subscriptionNoticeStatus('incomplete')).toBeNull();
  });
});

type Handler = (payload: { new: unknown }) => void;

function fakeClient(payloads: unknown[]) {
  const handlers = new Map<string, Handler>();
  const removed: unknown[] = [];
  const rpc = vi.fn(() => Promise.resolve({ data: payloads.shift() ?? rpcPayload, error: null }));
  const channel = {
    on(_type: string, filter: { table: string }, handler: Handler) {
      handlers.set(filter.table, handler);
      return channel;
    },
    subscribe: () => channel,
  };
  const client = {
    rpc,
    channel: vi.fn(() => channel),
    removeChannel: (value: unknown) => {
      removed.push(value);
      return Promise.resolve('ok');
    },
  } as unknown as SupabaseClient;
  return { client, rpc, handlers, removed };
}

describe('credits service', () => {
  let db: AppDatabase;
  beforeEach(() => {
    db = openTestDatabase();
  });
  afterEach(closeTestDatabases);

  it('refreshes into the cache, one request for simultaneous callers', async () => {
    const { client, rpc } = fakeClient([]);
    const service = createCreditsService({
      db,
      client: () => Promise.resolve(client),
      enqueue: () => false,
      now: () => Date.parse(fetchedAt),
    });
    const [a, b] = await Promise.all([service.refresh('user-1'), service.refresh('user-1')]);
    expect(a).toEqual(free);
    expect(b).toBe(a);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(await loadCreditStatus(db, 'user-1')).toEqual(free);
    expect((await db.cache.get(creditCacheKey('user-1')))?.fetchedAt).toBe(fetchedAt);
  });

  it('releases blocked messages and wakes the engine when credits are back', async () => {
    await writeQueuedMessage(
      db,
      emma,
      'bloqué',
      { crisis: false, locale: 'fr' },
      { id: 'm1', nowMs: Date.now() },
    );
    const [row] = await pendingOperations(db, 'user-1');
    if (!row) throw new Error('no row');
    await parkMessage(db, row, 'blocked', {
      ...classifyChatFailure({ type: 'httpStatus', status: 402, body: { error: 'no_credits' } }),
      retryable: true,
    });
    const wake = vi.fn(() => false);
    const { client } = fakeClient([{ ...rpcPayload, remaining_requests: 0 }]);
    const service = createCreditsService({ db, client: () => Promise.resolve(client), enqueue: wake });
    await service.refresh('user-1');
    expect(wake).not.toHaveBeenCalled();
    expect(await outboxSummary(db, 'user-1')).toMatchObject({ blocked: 1 });

    await service.refresh('user-1');
    expect(wake).toHaveBeenCalledTimes(1);
    expect(await outboxSummary(db, 'user-1')).toEqual({ waiting: 1, blocked: 0, failed: 0 });
  });

  it('announces grants and subscription changes once each, refreshing the cache', async () => {
    const { client, handlers, rpc, removed } = fakeClient([]);
    const service = createCreditsService({ db, client: () => Promise.resolve(client), enqueue: () => false });
    const notices: CreditNotice[] = [];
    const stop = service.watchNotices('user-1', (notice) => notices.push(notice));
    await vi.waitFor(() => expect(handlers.size).toBe(2));

    handlers.get('credit_transactions')?.({ new: { transaction_type: 'admin_grant', credits_amount: 5 } });
    handlers.get('credit_transactions')?.({ new: { transaction_type: 'usage', credits_amount: -1 } });
    handlers.get('user_subscriptions')?.({ new: { status: 'active' } });
    handlers.get('user_subscriptions')?.({ new: { status: 'active' } });
    handlers.get('user_subscriptions')?.({ new: { status: 'past_due' } });
    expect(notices).toEqual([
      { kind: 'transaction', transactionType: 'admin_grant', amount: 5 },
      { kind: 'transaction', transactionType: 'usage', amount: -1 },
      { kind: 'subscription', status: 'active' },
      { kind: 'subscription', status: 'past_due' },
    ]);
    await vi.waitFor(() => expect(rpc).toHaveBeenCalled());
    stop();
    expect(removed).toHaveLength(1);
  });
});
