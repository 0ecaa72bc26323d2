/**
 * What an email link or a provider brought back in the address (`/auth/callback`,
 * `/reset-password`), and how it becomes a session. The pages only show the outcome.
 */
import { isEmailLinkType, type AuthLinkCalls, type EmailLinkType } from '#data/auth/index.ts';

import type { AuthSession } from './auth.machine.ts';
import { mapAuthError } from './authErrors.ts';

export type AuthLinkParams = {
  code: string | null;
  tokenHash: string | null;
  type: EmailLinkType | null;
  accessToken: string | null;
  refreshToken: string | null;
  error: string | null;
  errorCode: string | null;
  errorDescription: string | null;
};

/** Servers put results in the query (PKCE) or the fragment (implicit, errors): the query wins. */
export function readAuthLinkParams(href: string): AuthLinkParams {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    url = new URL('https://app.invalid/');
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const read = (key: string): string | null => {
    const value = url.searchParams.get(key) ?? fragment.get(key);
    return value === null || value.trim() === '' ? null : value;
  };
  const type = read('type');
  return {
    code: read('code'),
    tokenHash: read('token_hash'),
    type: isEmailLinkType(type) ? type : null,
    accessToken: read('access_token'),
    refreshToken: read('refresh_token'),
    error: read('error'),
    errorCode: read('error_code'),
    errorDescription: read('error_description'),
  };
}

/**
 * Why a link did not sign in, each with its own message (spec §8, callback):
 * - `provider`: the server sent the user back with an error (its description is the detail);
 * - `sessionFetch`: the current session could not be read;
 * - `sessionMissing`: the link worked but no session followed;
 * - `linkExpired` / `verifyFailed`: the emailed token was refused (expired, or otherwise);
 * - `invalidLink`: nothing usable in the address, or a code that cannot be used;
 * - `accountSuspended`, `signupClosed`: the server refused this account, or new accounts;
 * - `providerFailed`: Google (or the person, cancelling) did not complete the sign-in;
 * - `attemptExpired`: a sign-in started too long ago, or in another browser;
 * - `network`: the server could not be reached;
 * - `unexpected`: a failure that is not the auth server's (a fault of ours).
 */
export type AuthLinkFailure =
  | 'provider'
  | 'sessionFetch'
  | 'sessionMissing'
  | 'linkExpired'
  | 'verifyFailed'
  | 'invalidLink'
  | 'accountSuspended'
  | 'signupClosed'
  | 'providerFailed'
  | 'attemptExpired'
  | 'network'
  | 'unexpected';

export type AuthLinkOutcome =
  | { ok: true; session: AuthSession; recovery: boolean }
  | { ok: false; reason: AuthLinkFailure; detail?: string };

function failed(reason: AuthLinkFailure, detail?: string | null): AuthLinkOutcome {
  return detail === undefined || detail === null ? { ok: false, reason } : { ok: false, reason, detail };
}

/** supabase-js marks its errors; anything else thrown is a fault of ours, not of the link. */
function isAuthClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, __isAuthError: marked } = error as { name?: unknown; __isAuthError?: unknown };
  return marked === true || (typeof name === 'string' && name.startsWith('Auth'));
}

/** The step's reason, unless the server was out of reach or the failure is not the link's. */
function failureOf(error: unknown, reason: AuthLinkFailure): AuthLinkOutcome {
  if (mapAuthError(error).code === 'network') return failed('network');
  return isAuthClientError(error) ? failed(reason) : failed('unexpected');
}

type Step = { session: AuthSession | null } | { failure: AuthLinkOutcome };

/** One call of the flow: its session, or the outcome to show when it fails. */
async function step(
  call: () => Promise<AuthSession | null>,
  reason: (error: unknown) => AuthLinkFailure,
): Promise<Step> {
  try {
    return { session: await call() };
  } catch (error) {
    return { failure: failureOf(error, reason(error)) };
  }
}

/** The call the link's parameters ask for, or null when the address carries nothing usable. */
function linkStep(params: AuthLinkParams, calls: AuthLinkCalls): Promise<Step> | null {
  const { code, tokenHash, type, accessToken, refreshToken } = params;
  if (code !== null)
    return step(
      () => calls.exchangeCodeForSession(code),
      () => 'invalidLink',
    );
  if (tokenHash !== null && type !== null) {
    return step(
      () => calls.verifyOtp({ token_hash: tokenHash, type }),
      (error) => (mapAuthError(error).code === 'otpExpired' ? 'linkExpired' : 'verifyFailed'),
    );
  }
  if (accessToken !== null && refreshToken !== null) {
    return step(
      () => calls.setSession({ access_token: accessToken, refresh_token: refreshToken }),
      () => 'invalidLink',
    );
  }
  return null;
}

/** The auth server's `error_code` on a redirect back to the app, for the ones a person can meet. */
const redirectErrors: Partial<Record<string, AuthLinkFailure>> = {
  otp_expired: 'linkExpired',
  user_banned: 'accountSuspended',
  signup_disabled: 'signupClosed',
  provider_error: 'providerFailed',
  bad_oauth_callback: 'providerFailed',
  bad_oauth_state: 'attemptExpired',
  flow_state_expired: 'attemptExpired',
  flow_state_not_found: 'attemptExpired',
};

/** Turns the link's parameters into a session (or the reason it could not). Never throws. */
export async function completeAuthLink(
  params: AuthLinkParams,
  calls: AuthLinkCalls,
): Promise<AuthLinkOutcome> {
  const recovery = params.type === 'recovery';
  if (params.error !== null || params.errorCode !== null || params.errorDescription !== null) {
    // The server's words are English: ours say the same, translated, for every code we know.
    const known = params.errorCode === null ? undefined : redirectErrors[params.errorCode];
    return known === undefined ? failed('provider', params.errorDescription) : failed(known);
  }
  const fromLink = linkStep(params, calls);
  const linked = fromLink === null ? null : await fromLink;
  if (linked !== null && 'failure' in linked) return linked.failure;
  if (linked?.session) return { ok: true, session: linked.session, recovery };

  // No session yet: the client may have used the link itself while starting.
  const current = await step(
    () => calls.getCurrentSession(),
    () => 'sessionFetch',
  );
  if ('failure' in current) return current.failure;
  if (current.session !== null) return { ok: true, session: current.session, recovery };
  return failed(fromLink === null ? 'invalidLink' : 'sessionMissing');
}
