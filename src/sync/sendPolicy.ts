/**
 * What the engine does after a send that did not get an answer. The transport rules (what is
 * retryable, the 15/20/25 s timeouts, the 1 s and 2 s waits, three attempts) are the spec's, in
 * #core/chatErrors.ts; this adds what a queue needs on top: waiting out `in_progress` and
 * `rate_limited`, never spending attempts while offline, and slower retries after the third
 * attempt instead of dropping the message.
 */
import {
  attemptTimeoutMs,
  chatMaxAttempts,
  isRetryable,
  retryDelayMs,
  type ChatError,
} from '#core/chatErrors.ts';
import type { SendOutcome } from '#data/chat/chatRemote.ts';
import type { MessageError } from '#data/db/records.ts';

export type SendFailure = Extract<SendOutcome, { ok: false }>;

export type FailureDecision =
  /** 402: parked until credits come back or the user retries; later messages wait behind it. */
  | { kind: 'blocked'; error: MessageError }
  /** Try the same id again after `delayMs`; `notify` once the failure is worth telling. */
  | {
      kind: 'wait';
      delayMs: number;
      attempts: number;
      status: 'queued' | 'failed';
      error?: MessageError;
      notify: boolean;
    }
  /** The device is offline: nothing counts, the `online` event resumes. */
  | { kind: 'offline' }
  /** Final: kept on the message for its error bubble, until the user retries or discards it. */
  | { kind: 'failed'; error: MessageError };

/** A session that just expired is usually refreshed by the client within seconds. */
export const authRetryMs = 15_000;
export const maxSlowRetryMs = 5 * 60_000;

/** After the spec's three attempts the queue keeps trying, at 15 s, 30 s, 1 min… up to 5 min. */
export function slowRetryDelayMs(attempts: number): number {
  const extra = Math.max(0, attempts - chatMaxAttempts);
  return Math.min(maxSlowRetryMs, 15_000 * 2 ** extra);
}

/** Attempt n waits 15 s, 20 s, then 25 s for every later one. */
export function timeoutForAttempt(attempts: number): number {
  return attemptTimeoutMs(Math.min(attempts, chatMaxAttempts - 1));
}

/** Sending the same text again cannot help when the server said the request itself is wrong. */
export function userMayRetry(error: ChatError): boolean {
  const code = error.serverCode;
  return code !== 'invalid_request' && code !== 'invalid_message' && code !== 'invalid_conversation';
}

function messageError(error: ChatError, failure: SendFailure): MessageError {
  return {
    ...error,
    retryable: userMayRetry(error),
    ...(failure.serverMessage === undefined ? {} : { message: failure.serverMessage }),
  };
}

export function decideAfterFailure(failure: SendFailure, attempts: number, online: boolean): FailureDecision {
  const { error } = failure;
  const statusNow = attempts >= chatMaxAttempts ? 'failed' : 'queued';
  switch (error.serverCode) {
    case 'no_credits':
      return { kind: 'blocked', error: messageError(error, failure) };
    case 'in_progress':
    case 'rate_limited':
      return {
        kind: 'wait',
        delayMs: (failure.retryAfterSeconds ?? 2) * 1000,
        attempts,
        status: statusNow,
        notify: false,
      };
    case 'not_authenticated':
      return { kind: 'wait', delayMs: authRetryMs, attempts, status: statusNow, notify: false };
    default:
      break;
  }
  if ((error.kind === 'network' || error.kind === 'timeout') && !online) return { kind: 'offline' };
  if (!isRetryable(error)) return { kind: 'failed', error: messageError(error, failure) };
  const next = attempts + 1;
  if (next < chatMaxAttempts) {
    return { kind: 'wait', delayMs: retryDelayMs(attempts), attempts: next, status: 'queued', notify: false };
  }
  return {
    kind: 'wait',
    delayMs: slowRetryDelayMs(next),
    attempts: next,
    status: 'failed',
    error: messageError({ ...error, afterRetries: true }, failure),
    notify: next === chatMaxAttempts,
  };
}
