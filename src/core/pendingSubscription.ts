/**
 * A plan chosen before sign-in (or before Stripe answers) is kept for 30 minutes so the
 * checkout can resume; after that the visitor has moved on and it is dropped.
 */
export const pendingSubscriptionLifeMs = 30 * 60 * 1000;

export function isPendingSubscriptionExpired(savedAtMs: number, nowMs: number): boolean {
  if (!Number.isFinite(savedAtMs) || !Number.isFinite(nowMs)) return true;
  const age = nowMs - savedAtMs;
  // A save time in the future is a corrupted value or a changed clock: never trust it to live on.
  if (age < 0) return true;
  return age >= pendingSubscriptionLifeMs;
}
