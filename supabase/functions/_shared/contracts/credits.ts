/**
 * Credits as the server reports them. One message costs one credit; the SQL rules
 * (migrations *_create_plans_and_credits.sql) decide, client and functions only read.
 */

/** The server's marker for "no limit" in `credits_included`, balances and answers. */
export const unlimitedCredits = -1;

export function isUnlimitedCredits(credits: number): boolean {
  return credits === unlimitedCredits;
}

/**
 * `get_user_credit_status()`'s answer, the fields client or functions read (the rpc returns more).
 * Counts are -1 on unlimited plans.
 */
export type CreditStatusBody = {
  remaining_requests: number;
  total_requests: number;
  credits_used: number;
  bonus_credits: number;
  has_unlimited: boolean;
  is_subscriber: boolean;
  subscribed: boolean;
  /** A plan id (plans.ts). */
  subscription_tier: string;
  /** The subscription's status ('active', 'trialing', 'past_due'…) or 'free'. */
  status: string;
  next_refill_at: string | null;
  plan_display_name: string | null;
};

/** POST check-credits → this. */
export type CheckCreditsAnswer = {
  current_credits: number;
  is_subscriber: boolean;
  has_unlimited: boolean;
  subscription_tier: string;
};

/** POST consume-credit(-simple) → this (402 `{ success: false, error, message }` at zero). */
export type ConsumeCreditAnswer = {
  success: true;
  unlimited: boolean;
  remaining_credits: number;
  subscription_tier: string;
};
