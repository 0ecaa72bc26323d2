/** Billing data kept on the device: the plan chosen before the checkout takes over. */
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
