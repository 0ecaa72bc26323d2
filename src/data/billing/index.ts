/** Billing data kept on the device: the plan chosen before the checkout takes over. */
import type { AppDatabase } from '#data/db/db.ts';

import {
  clearExpiredPendingSubscription,
  clearPendingSubscription,
  readPendingSubscription,
  savePendingSubscription,
  type PendingSubscription,
  type SavedPendingSubscription,
} from './pendingSubscription.ts';

export {
  clearExpiredPendingSubscription,
  clearPendingSubscription,
  readPendingSubscription,
  savePendingSubscription,
} from './pendingSubscription.ts';
export type {
  BillingPeriod,
  PendingSubscription,
  PendingSubscriptionSource,
  PendingSubscriptionTrigger,
  SavedPendingSubscription,
} from './pendingSubscription.ts';

/** The pending subscription on one database (the composition root binds the app's). */
export type BillingPort = {
  savePendingSubscription(pending: PendingSubscription): Promise<SavedPendingSubscription>;
  readPendingSubscription(): Promise<SavedPendingSubscription | null>;
  clearPendingSubscription(): Promise<void>;
  /** Start-up housekeeping: a plan kept more than 30 minutes is dropped. */
  clearExpiredPendingSubscription(): Promise<void>;
};

export function createBillingPort(db: AppDatabase, now: () => number = Date.now): BillingPort {
  return {
    savePendingSubscription: (pending) => savePendingSubscription(pending, { db, now }),
    readPendingSubscription: () => readPendingSubscription({ db, now }),
    clearPendingSubscription: () => clearPendingSubscription({ db }),
    clearExpiredPendingSubscription: () => clearExpiredPendingSubscription({ db, now }),
  };
}
