import { Dexie } from 'dexie';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { pendingSubscriptionLifeMs } from '#core/pendingSubscription.ts';
import { createDatabase } from '#data/db/db.ts';

import {
  clearExpiredPendingSubscription,
  clearPendingSubscription,
  readPendingSubscription,
  savePendingSubscription,
  type PendingSubscription,
} from './pendingSubscription.ts';

const db = createDatabase('pending-subscription-test');
const savedAtMs = Date.UTC(2026, 10, 21, 9, 0, 0);

function makePending(overrides: Partial<PendingSubscription> = {}): PendingSubscription {
  return {
    planId: 'equilibre',
    planName: 'Équilibre',
    priceId: null,
    billingPeriod: 'monthly',
    source: 'upgrade-modal',
    trigger: 'direct-click',
    ...overrides,
  };
}

afterEach(async () => {
  await db.pendingSubscription.clear();
});

afterAll(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('pending subscription', () => {
  it('reads back a saved plan with its save time', async () => {
    await savePendingSubscription(makePending({ billingPeriod: 'yearly', trigger: 'credit-limit' }), {
      db,
      now: () => savedAtMs,
    });
    expect(await readPendingSubscription({ db, now: () => savedAtMs + 60_000 })).toEqual({
      ...makePending({ billingPeriod: 'yearly', trigger: 'credit-limit' }),
      savedAt: new Date(savedAtMs).toISOString(),
    });
  });

  it('keeps one plan only: a new choice replaces the previous one', async () => {
    await savePendingSubscription(makePending({ planId: 'decouverte' }), { db, now: () => savedAtMs });
    await savePendingSubscription(makePending({ planId: 'intensif' }), { db, now: () => savedAtMs });
    expect(await db.pendingSubscription.count()).toBe(1);
    expect((await readPendingSubscription({ db, now: () => savedAtMs }))?.planId).toBe('intensif');
  });

  it('still holds the plan just before 30 minutes and drops it at 30 minutes', async () => {
    await savePendingSubscription(makePending(), { db, now: () => savedAtMs });
    expect(
      await readPendingSubscription({ db, now: () => savedAtMs + pendingSubscriptionLifeMs - 1 }),
    ).not.toBeNull();
    expect(
      await readPendingSubscription({ db, now: () => savedAtMs + pendingSubscriptionLifeMs }),
    ).toBeNull();
    expect(await db.pendingSubscription.count()).toBe(0);
  });

  it('clears a stale plan at start-up', async () => {
    await savePendingSubscription(makePending(), { db, now: () => savedAtMs });
    await clearExpiredPendingSubscription({ db, now: () => savedAtMs + 2 * pendingSubscriptionLifeMs });
    expect(await db.pendingSubscription.count()).toBe(0);
  });

  it('leaves a fresh plan alone at start-up', async () => {
    await savePendingSubscription(makePending(), { db, now: () => savedAtMs });
    await clearExpiredPendingSubscription({ db, now: () => savedAtMs + 1000 });
    expect(await db.pendingSubscription.count()).toBe(1);
  });

  it('drops an unreadable stored value instead of trusting it', async () => {
    await db.pendingSubscription.put({
      id: 'current',
      value: { planId: 'platinum' },
      savedAt: new Date(savedAtMs).toISOString(),
    });
    expect(await readPendingSubscription({ db, now: () => savedAtMs })).toBeNull();
    expect(await db.pendingSubscription.count()).toBe(0);
  });

  it('refuses to save an unknown plan', async () => {
    await expect(
      savePendingSubscription(makePending({ planId: 'platinum' as never }), { db }),
    ).rejects.toThrow();
    expect(await db.pendingSubscription.count()).toBe(0);
  });

  it('clears on demand', async () => {
    await savePendingSubscription(makePending(), { db, now: () => savedAtMs });
    await clearPendingSubscription({ db });
    expect(await readPendingSubscription({ db, now: () => savedAtMs })).toBeNull();
  });
});
