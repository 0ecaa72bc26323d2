/**
 * Authentication failures as codes the UI translates (Lingui), never as text. The auth client's
 * errors (an AuthApiError, an AuthRetryableFetchError, a TypeError from fetch, a bare string)
 * are read by their shape only: features never import the client, the data layer binds it.
 * When no code fits, the server's own message is kept as `detail` so it can still be shown
 * (spec §8: "other auth errors show the service message").
 */
import type { AuthErrorCode as AuthValidationCode } from '#core/validation.ts';

/** Codes read from a server or transport failure. */
export type AuthServerErrorCode =
  | 'signUpDatabaseError'
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'userAlreadyRegistered'
  | 'rateLimited'
  | 'tooManyRequests'
  | 'tooManyEmails'
  | 'waitBeforeRetry'
  | 'otpExpired'
  | 'network'
  | 'unknown';

/** Codes the auth machine decides itself, without (or after) a server call. */
export type AuthLocalErrorCode =
  'sessionTimeout' | 'resendLimit' | 'resendTooSoon' | 'logoutFailed' | 'invalidOtpCode';

export type AuthFailureCode = AuthServerErrorCode | AuthLocalErrorCode | AuthValidationCode;

/** `waitSeconds`: how long the server asked to wait (waitBeforeRetry). */
export type AuthFailure = { code: AuthFailureCode; detail?: string; waitSeconds?: number };
export type AuthServerFailure = { code: AuthServerErrorCode; detail?: string; waitSeconds?: number };

function property(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function stringProperty(error: unknown, key: string): string | undefined {
  const value = property(error, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The failure's message: the string itself, or an error's `message`. */
export function authErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  return stringProperty(error, 'message');
}

/** The HTTP status an auth client error carries, if any. */
export function authErrorStatus(error: unknown): number | undefined {
  const status = property(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

/** The auth server's machine-readable code (`error.code`, or `error_code` in a raw body). */
function serverCode(error: unknown): string | undefined {
  return stringProperty(error, 'code') ?? stringProperty(error, 'error_code');
}

const rateLimitCodes = ['over_email_send_rate_limit', 'over_request_rate_limit', 'over_sms_send_rate_limit'];
/** GoTrue's per-address frequency limit: "For security purposes, you can only request this after 42 seconds." */
const waitMessage = /after (\d+) seconds?/i;

/**
 * Auth's limits, each with what to do about it: too many requests from this address (wait a few
 * minutes), too many emails from the project (wait up to an hour), or an email asked for again too
 * soon (wait the seconds the server names).
 */
function rateLimitFailure(code: string | undefined, message: string | undefined): AuthServerFailure {
  if (code === 'over_request_rate_limit') return { code: 'tooManyRequests' };
  if (code === 'over_email_send_rate_limit') {
    const wait = waitMessage.exec(message ?? '')?.[1];
    return wait === undefined
      ? { code: 'tooManyEmails' }
      : { code: 'waitBeforeRetry', waitSeconds: Number(wait) };
  }
  return { code: 'rateLimited' };
}
const alreadyRegisteredCodes = ['user_already_exists', 'email_exists'];

// What browsers say when fetch itself fails: Chromium, Firefox, Safari, React Native.
const fetchFailure =
  /failed to fetch|networkerror when attempting to fetch|load failed|network request failed/i;

function sameText(message: string | undefined, expected: string): boolean {
  return message?.trim().toLowerCase() === expected.toLowerCase();
}

function isNetworkFailure(error: unknown, message: string | undefined): boolean {
  // The auth client wraps fetch failures (and 502/503/504 gateways) in this error.
  if (stringProperty(error, 'name') === 'AuthRetryableFetchError') return true;
  return message !== undefined && fetchFailure.test(message);
}

/** Turns anything the auth client threw or returned as `error` into a code. */
export function mapAuthError(error: unknown): AuthServerFailure {
  const message = authErrorMessage(error);
  const code = serverCode(error);
  const status = authErrorStatus(error);

  if (sameText(message, 'Database error saving new user')) return { code: 'signUpDatabaseError' };
  if (code === 'invalid_credentials' || sameText(message, 'Invalid login credentials')) {
    return { code: 'invalidCredentials' };
  }
  if (code === 'email_not_confirmed' || sameText(message, 'Email not confirmed')) {
    return { code: 'emailNotConfirmed' };
  }
  if (
    (code !== undefined && alreadyRegisteredCodes.includes(code)) ||
    sameText(message, 'User already registered')
  ) {
    return { code: 'userAlreadyRegistered' };
  }
  if (status === 429 || (code !== undefined && rateLimitCodes.includes(code)))
    return rateLimitFailure(code, message);
  if (code === 'otp_expired' || sameText(message, 'Token has expired or is invalid')) {
    return { code: 'otpExpired' };
  }
  if (isNetworkFailure(error, message)) return { code: 'network' };
  return message === undefined ? { code: 'unknown' } : { code: 'unknown', detail: message };
}

/** Sign-out answers meaning "this session is already gone on the server": nothing to report. */
export const ignoredSignOutStatuses: readonly number[] = [401, 403, 404];

export function isIgnorableSignOutError(error: unknown): boolean {
  const status = authErrorStatus(error);
  return status !== undefined && ignoredSignOutStatuses.includes(status);
}
