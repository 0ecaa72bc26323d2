/**
 * Chat request failures: what kind they are, whether the client tries again, and which message
 * code the UI shows. Two layers meet here:
 * - transport problems (no network, a timeout, a proxy's 502 page, a body that is not JSON),
 *   retried up to 3 times with growing timeouts;
 * - the chat function's own error codes (`{ error: "no_credits" }`…), which say exactly what to
 *   do and are never retried blindly: the server already retried its provider, and a message id
 *   is only ever answered once.
 */
import { chatServerErrorCodes, type ChatServerErrorCode } from '#contracts/chat.ts';

export type ChatErrorKind = 'network' | 'timeout' | 'server' | 'json' | 'unknown';

export function isChatServerErrorCode(value: unknown): value is ChatServerErrorCode {
  return chatServerErrorCodes.some((code) => code === value);
}

/** Reads `error` from a parsed error body; undefined for anything else (a proxy page, null…). */
export function chatServerErrorCode(body: unknown): ChatServerErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code: unknown = (body as Record<string, unknown>)['error'];
  return isChatServerErrorCode(code) ? code : undefined;
}

/** A message code and the values its text needs. */
export type ChatErrorMessage =
  | { code: 'serverError'; params: { status: number } }
  | { code: 'tooManyRequests'; params: Record<string, never> }
  | { code: 'requestRefused'; params: { status: number } }
  | { code: 'emptyResponse'; params: Record<string, never> }
  | { code: 'malformedJson'; params: Record<string, never> }
  | { code: 'unexpectedResponse'; params: { detail: string } }
  | { code: 'timeout'; params: { seconds: number } }
  | { code: 'cannotConnect'; params: Record<string, never> }
  | { code: 'unknown'; params: Record<string, never> };
export type ChatErrorMessageCode = ChatErrorMessage['code'];

export type ChatError = ChatErrorMessage & {
  kind: ChatErrorKind;
  /** The HTTP status, when there was a response. */
  status?: number;
  /** The chat function's code, when the body carried one. */
  serverCode?: ChatServerErrorCode;
  /** Every attempt failed: the UI appends " (après 3 tentatives)". */
  afterRetries: boolean;
};

/** What went wrong with one attempt, as the transport saw it. */
export type ChatFailure =
  | { type: 'httpStatus'; status: number; body?: unknown }
  | { type: 'emptyBody' }
  | { type: 'invalidJson' }
  | { type: 'unexpectedShape'; detail: string }
  | { type: 'timedOut'; timeoutMs: number }
  | { type: 'fetchFailed' }
  | { type: 'other' };

const noParams: Record<string, never> = {};

function statusError(status: number, body: unknown): ChatError {
  const serverCode = chatServerErrorCode(body);
  const known = serverCode === undefined ? {} : { serverCode };
  if (status >= 500) {
    return { kind: 'server', code: 'serverError', params: { status }, status, afterRetries: false, ...known };
  }
  if (status === 429) {
    return {
      kind: 'server',
      code: 'tooManyRequests',
      params: noParams,
      status,
      afterRetries: false,
      ...known,
    };
  }
  return {
    kind: 'server',
    code: 'requestRefused',
    params: { status },
    status,
    afterRetries: false,
    ...known,
  };
}

/** Types one failed attempt. Call it for non-OK statuses only; a 2xx is not a failure. */
export function classifyChatFailure(failure: ChatFailure): ChatError {
  switch (failure.type) {
    case 'httpStatus':
      return statusError(failure.status, failure.body);
    case 'emptyBody':
      return { kind: 'json', code: 'emptyResponse', params: noParams, afterRetries: false };
    case 'invalidJson':
      return { kind: 'json', code: 'malformedJson', params: noParams, afterRetries: false };
    case 'unexpectedShape':
      return {
        kind: 'json',
        code: 'unexpectedResponse',
        params: { detail: failure.detail },
        afterRetries: false,
      };
    case 'timedOut':
      return {
        kind: 'timeout',
        code: 'timeout',
        params: { seconds: Math.round(failure.timeoutMs / 1000) },
        afterRetries: false,
      };
    case 'fetchFailed':
      return { kind: 'network', code: 'cannotConnect', params: noParams, afterRetries: false };
    case 'other':
      return { kind: 'unknown', code: 'unknown', params: noParams, afterRetries: false };
  }
}

/**
 * Types what `fetch` or `response.json()` threw. An abort from our own timer is a timeout; the
 * TypeError browsers throw for "Failed to fetch" / "Load failed" is the network; a SyntaxError
 * is a body that is not JSON.
 */
export function classifyThrown(error: unknown, timeoutMs: number): ChatError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') {
    return classifyChatFailure({ type: 'timedOut', timeoutMs });
  }
  if (name === 'TypeError') return classifyChatFailure({ type: 'fetchFailed' });
  if (name === 'SyntaxError') return classifyChatFailure({ type: 'invalidJson' });
  return classifyChatFailure({ type: 'other' });
}

/**
 * Worth another attempt: the network, a timeout, or a 5xx without a chat-function code (a proxy
 * or a crash) or with `internal`. Retrying is safe because a message id is answered only once.
 * 429 and the function's other codes are not retried: they each have their own handling.
 */
export function isRetryable(error: ChatError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'server' || error.status === undefined || error.status < 500) return false;
  return error.serverCode === undefined || error.serverCode === 'internal';
}

export const chatMaxAttempts = 3;

/** Attempt 0 waits 15 s, then 20 s, then 25 s: a slow provider gets more time each try. */
export function attemptTimeoutMs(attemptIndex: number): number {
  return 15_000 + 5_000 * attemptIndex;
}

/** 1 s after the first failure, 2 s after the second. */
export function retryDelayMs(attemptIndex: number): number {
  return 1_000 * (attemptIndex + 1);
}

export type ChatRetryStep =
  | { action: 'retry'; delayMs: number; nextAttemptIndex: number; nextTimeoutMs: number }
  | { action: 'fail'; error: ChatError };

/** After attempt `attemptIndex` (0-based) failed with `error`: try again, or give up with it. */
export function nextChatStep(error: ChatError, attemptIndex: number): ChatRetryStep {
  if (!isRetryable(error)) return { action: 'fail', error };
  const nextAttemptIndex = attemptIndex + 1;
  if (nextAttemptIndex >= chatMaxAttempts) return { action: 'fail', error: { ...error, afterRetries: true } };
  return {
    action: 'retry',
    delayMs: retryDelayMs(attemptIndex),
    nextAttemptIndex,
    nextTimeoutMs: attemptTimeoutMs(nextAttemptIndex),
  };
}

/** The server's `Retry-After` for `in_progress` is 2 s; used when the header is missing. */
export const defaultRetryAfterSeconds = 2;
/** A wait longer than this is a misconfiguration: the UI would look frozen. */
export const maxRetryAfterSeconds = 300;

/** Reads `Retry-After` (seconds, or an HTTP date) into whole seconds, within sane bounds. */
export function parseRetryAfterSeconds(header: string | null | undefined, nowMs: number): number {
  const value = header?.trim() ?? '';
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(value)) seconds = Math.ceil(Number(value));
  else {
    // Only a real HTTP date ("Wed, 15 Jan 2025 12:00:30 GMT"): Date.parse reads "-5" as a year.
    const at = /GMT$/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) return defaultRetryAfterSeconds;
    seconds = Math.ceil((at - nowMs) / 1000);
  }
  return Math.min(maxRetryAfterSeconds, Math.max(0, seconds));
}

/** What the client does about a chat-function error code. */
export type ChatServerAction =
  /** The request itself was wrong (a bug, or a message that slipped past the form): show it. */
  | {
      action: 'showError';
      code: 'invalidRequest' | 'invalidMessage' | 'invalidConversation' | 'consentRequired';
    }
  | { action: 'signIn' }
  | { action: 'openPaywall'; reason: 'no_credits' }
  /** The same message id is being answered: wait, then send it again with the same id. */
  | { action: 'resendSameId'; afterSeconds: number }
  /** That id failed and was refunded, or its answer was deleted: send the text again with a new id. */
  | { action: 'resendNewId' }
  /** The per-user rate limit: wait, then the user (or the queue) may send again. */
  | { action: 'waitThenRetry'; afterSeconds: number }
  /** The coach did not answer; the credit came back. */
  | { action: 'showErrorBubble'; refunded: true }
  /** Anything unexpected on the server: the generic error, after the transport's retries. */
  | { action: 'showServerError' };

export function chatServerAction(code: ChatServerErrorCode, retryAfterSeconds?: number): ChatServerAction {
  const wait = retryAfterSeconds ?? defaultRetryAfterSeconds;
  switch (code) {
    case 'invalid_request':
      return { action: 'showError', code: 'invalidRequest' };
    case 'invalid_message':
      return { action: 'showError', code: 'invalidMessage' };
    case 'invalid_conversation':
      return { action: 'showError', code: 'invalidConversation' };
    case 'not_authenticated':
      return { action: 'signIn' };
    // The app asks consent before the chat opens; this is the server's backstop.
    case 'consent_required':
      return { action: 'showError', code: 'consentRequired' };
    case 'no_credits':
      return { action: 'openPaywall', reason: 'no_credits' };
    case 'in_progress':
      return { action: 'resendSameId', afterSeconds: wait };
    // message_deleted: answered, then deleted with the history elsewhere; the id is spent too.
    case 'message_failed':
    case 'message_deleted':
      return { action: 'resendNewId' };
    case 'rate_limited':
      return { action: 'waitThenRetry', afterSeconds: wait };
    case 'provider_failed':
    case 'provider_timeout':
      return { action: 'showErrorBubble', refunded: true };
    case 'internal':
      return { action: 'showServerError' };
  }
}
