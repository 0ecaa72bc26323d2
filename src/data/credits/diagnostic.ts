/**
 * The credit diagnostic (/credit-diagnostic): what the server knows of the caller's credits
 * (diagnose_user_credits), whether it offers the emergency +50 (emergency_credits_allowed: admins,
 * or anyone on their own account in local development), and that +50 itself. The server decides
 * all three; the screen only shows its answers.
 */
import { err, ok, type Result } from '#core/result.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

export type CreditDiagnostic = {
  profileExists: boolean;
  balanceExists: boolean;
  subscriptionActive: boolean;
  unlimited: boolean;
  /** null on unlimited plans. */
  currentCredits: number | null;
  tier: string | null;
  recentTransactions: { type: string; amount: number; description: string; createdAt: string }[];
};

export type CreditDiagnosticResult = { diagnostic: CreditDiagnostic; emergencyAllowed: boolean };

type RawDiagnostic = {
  profile_exists: boolean;
  credits_table_exists: boolean;
  subscription_active: boolean | null;
  has_unlimited: boolean | null;
  current_credits: number | null;
  subscription_tier: string | null;
  recent_transactions: { type: string; amount: number; description: string; created_at: string }[];
};

export async function loadCreditDiagnostic(
  client: AppSupabaseClient,
): Promise<Result<CreditDiagnosticResult, 'unavailable'>> {
  try {
    const [diagnosis, allowed] = await Promise.all([
      client.rpc('diagnose_user_credits'),
      client.rpc('emergency_credits_allowed'),
    ]);
    if (diagnosis.error !== null) throw diagnosis.error;
    const raw = diagnosis.data as RawDiagnostic;
    return ok({
      diagnostic: {
        profileExists: raw.profile_exists,
        balanceExists: raw.credits_table_exists,
        subscriptionActive: raw.subscription_active === true,
        unlimited: raw.has_unlimited === true,
        currentCredits: raw.current_credits === null ? null : Number(raw.current_credits),
        tier: raw.subscription_tier,
        recentTransactions: (raw.recent_transactions ?? []).map((row) => ({
          type: row.type,
          amount: Number(row.amount),
          description: row.description,
          createdAt: row.created_at,
        })),
      },
      // An older server without the function offers nothing: the button stays hidden.
      emergencyAllowed: allowed.error === null && allowed.data === true,
    });
  } catch {
    return err('unavailable');
  }
}

/** The emergency +50 on the caller's own account; 'refused' when the server says no. */
export async function addEmergencyCredits(
  client: AppSupabaseClient,
  userId: string,
): Promise<Result<{ remaining: number }, 'refused' | 'unavailable'>> {
  try {
    const answer = await client.rpc('emergency_add_credits', { target_user_id: userId, credits_to_add: 50 });
    if (answer.error !== null) return err(answer.error.code === '42501' ? 'refused' : 'unavailable');
    return ok({ remaining: Number((answer.data as { remaining_credits: number }).remaining_credits) });
  } catch {
    return err('unavailable');
  }
}
