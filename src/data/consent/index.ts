/**
 * Consent to the processing of wellbeing conversations (GDPR art. 9): read and given on the
 * server (public.conversation_consents, give_conversation_consent), which refuses chat turns
 * without it. The device remembers a confirmed consent so the chat opens offline too.
 */
import { err, ok, type Result } from '#core/result.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

const storageKey = (userId: string) => `emma-et-louis:consent:${userId}`;

/** The policy version this device saw confirmed for the user, if any. */
export function rememberedConsent(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function remember(userId: string, version: string) {
  try {
    localStorage.setItem(storageKey(userId), version);
  } catch {
    // Private mode without storage: the server is asked again next time.
  }
}

/** Whether the server holds a consent of the user (any policy version). */
export async function loadConsent(
  client: AppSupabaseClient,
  userId: string,
): Promise<Result<boolean, 'failed'>> {
  try {
    const { data, error } = await client
      .from('conversation_consents')
      .select('policy_version')
      .eq('user_id', userId)
      .order('given_at', { ascending: false })
      .limit(1);
    if (error !== null) return err('failed');
    const version = (data as { policy_version: string }[])[0]?.policy_version;
    if (version !== undefined) remember(userId, version);
    return ok(version !== undefined);
  } catch {
    return err('failed');
  }
}

export async function giveConsent(
  client: AppSupabaseClient,
  userId: string,
  policyVersion: string,
): Promise<Result<void, 'failed'>> {
  try {
    const { error } = await client.rpc('give_conversation_consent', { policy_version: policyVersion });
    if (error !== null) return err('failed');
    remember(userId, policyVersion);
    return ok(undefined);
  } catch {
    return err('failed');
  }
}

const signupKey = 'emma-et-louis:signup-consent';

/**
 * A sign-up by Google or by email link with the consent box ticked: the provider's round trip
 * cannot carry it (Google), or the account may already exist (email link), so the device keeps
 * the policy version until the person is signed in and the consent gate records it on the server
 * (takeSignupConsent).
 */
export function rememberSignupConsent(policyVersion: string): void {
  try {
    localStorage.setItem(signupKey, policyVersion);
  } catch {
    // Without storage the consent gate asks again: nothing is lost but a click.
  }
}

/** The policy version consented to at sign-up on this device, once (then forgotten). */
export function takeSignupConsent(): string | null {
  try {
    const version = localStorage.getItem(signupKey);
    localStorage.removeItem(signupKey);
    return version;
  } catch {
    return null;
  }
}
