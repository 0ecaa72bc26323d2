import { describe, expect, it } from 'vitest';

import { chatServerErrorCodes } from '#contracts/chat.ts';

import {
  attemptTimeoutMs,
  chatMaxAttempts,
  chatServerAction,
  chatServerErrorCode,
  classifyChatFailure,
  classifyThrown,
  isRetryable,
  nextChatStep,
  parseRetryAfterSeconds,
  retryDelayMs,
  type ChatError,
} from './chatErrors.ts';

const status = (code: number, body?: unknown) =>
  classifyChatFailure(
    body === undefined ? { type: 'httpStatus', status: code } : { type: 'httpStatus', status: code, body },
  );

describe('classifying a failed attempt', () => {
  it.each([500, 502, 503, 504, 599])('%s is a server error with its status', (code) => {
    expect(status(code)).toEqual({
      kind: 'server',
      code: 'serverError',
      params: { status: code },
      status: code,
      afterRetries: false,
    });
  });

  it('429 is a server error "too many requests"', () => {
    expect(status(429)).toMatchObject({ kind: 'server', code: 'tooManyRequests', status: 429 });
  });

  it.each([400, 401, 402, 404, 409, 499])('%s is a refused request with its status', (code) => {
    expect(status(code)).toMatchObject({ kind: 'server', code: 'requestRefused', params: { status: code } });
  });

  it('keeps the chat function code from the body', () => {
    expect(status(402, { error: 'no_credits', message: 'x' }).serverCode).toBe('no_credits');
    expect(status(502, '<html>Bad gateway</html>').serverCode).toBeUndefined();
    expect(status(400, { error: 'something_new' })).not.toHaveProperty('serverCode');
  });

  it('types body problems as json errors', () => {
    expect(classifyChatFailure({ type: 'emptyBody' })).toMatchObject({ kind: 'json', code: 'emptyResponse' });
    expect(classifyChatFailure({ type: 'invalidJson' })).toMatchObject({
      kind: 'json',
      code: 'malformedJson',
    });
    expect(classifyChatFailure({ type: 'unexpectedShape', detail: 'reply missing' })).toMatchObject({
      kind: 'json',
      code: 'unexpectedResponse',
      params: { detail: 'reply missing' },
    });
  });

  it('gives a timeout its length in seconds', () => {
    expect(classifyChatFailure({ type: 'timedOut', timeoutMs: 20_000 })).toMatchObject({
      kind: 'timeout',
      code: 'timeout',
      params: { seconds: 20 },
    });
  });

  it('types a failed fetch as the network and anything else as unknown', () => {
    expect(classifyChatFailure({ type: 'fetchFailed' })).toMatchObject({
      kind: 'network',
      code: 'cannotConnect',
    });
    expect(classifyChatFailure({ type: 'other' })).toMatchObject({ kind: 'unknown', code: 'unknown' });
  });
});

describe('classifying what fetch threw', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });

  it('reads an abort of our timer as a timeout', () => {
    expect(classifyThrown(named('AbortError'), 15_000)).toMatchObject({
      code: 'timeout',
      params: { seconds: 15 },
    });
    expect(classifyThrown(named('TimeoutError'), 25_000)).toMatchObject({
      code: 'timeout',
      params: { seconds: 25 },
    });
  });

  it('reads "Failed to fetch" as the network', () => {
    expect(classifyThrown(new TypeError('Failed to fetch'), 15_000)).toMatchObject({
      kind: 'network',
      code: 'cannotConnect',
    });
  });

  it('reads a JSON parse error as malformed JSON', () => {
    expect(classifyThrown(new SyntaxError('Unexpected token <'), 15_000)).toMatchObject({
      code: 'malformedJson',
    });
  });

  it('reads anything else as unknown', () => {
    expect(classifyThrown(new Error('boom'), 15_000)).toMatchObject({ kind: 'unknown', code: 'unknown' });
    expect(classifyThrown('a string', 15_000)).toMatchObject({ kind: 'unknown', code: 'unknown' });
  });
});

describe('what is retried', () => {
  it('retries the network, timeouts and 5xx responses', () => {
    expect(isRetryable(classifyChatFailure({ type: 'fetchFailed' }))).toBe(true);
    expect(isRetryable(classifyChatFailure({ type: 'timedOut', timeoutMs: 15_000 }))).toBe(true);
    expect(isRetryable(status(500))).toBe(true);
    expect(isRetryable(status(503))).toBe(true);
    expect(isRetryable(status(500, { error: 'internal' }))).toBe(true);
  });

  it('does not retry 429, other 4xx, body problems or unknown errors', () => {
    expect(isRetryable(status(429))).toBe(false);
    expect(isRetryable(status(499))).toBe(false);
    expect(isRetryable(status(400))).toBe(false);
    expect(isRetryable(classifyChatFailure({ type: 'emptyBody' }))).toBe(false);
    expect(isRetryable(classifyChatFailure({ type: 'invalidJson' }))).toBe(false);
    expect(isRetryable(classifyChatFailure({ type: 'other' }))).toBe(false);
  });

  it('does not retry a provider failure: the server already retried it and refunded the credit', () => {
    expect(isRetryable(status(502, { error: 'provider_failed' }))).toBe(false);
    expect(isRetryable(status(504, { error: 'provider_timeout' }))).toBe(false);
  });
});

describe('retry schedule', () => {
  it('makes 3 attempts of 15, 20 and 25 s', () => {
    expect(chatMaxAttempts).toBe(3);
    expect([0, 1, 2].map(attemptTimeoutMs)).toEqual([15_000, 20_000, 25_000]);
  });

  it('waits 1 s then 2 s between attempts', () => {
    expect([0, 1].map(retryDelayMs)).toEqual([1_000, 2_000]);
  });

  it('retries a retryable failure twice, then fails after the retries', () => {
    const error = classifyChatFailure({ type: 'fetchFailed' });
    expect(nextChatStep(error, 0)).toEqual({
      action: 'retry',
      delayMs: 1_000,
      nextAttemptIndex: 1,
      nextTimeoutMs: 20_000,
    });
    expect(nextChatStep(error, 1)).toEqual({
      action: 'retry',
      delayMs: 2_000,
      nextAttemptIndex: 2,
      nextTimeoutMs: 25_000,
    });
    expect(nextChatStep(error, 2)).toEqual({ action: 'fail', error: { ...error, afterRetries: true } });
  });

  it('fails at once, without the retries note, on what is not retryable', () => {
    const error = status(429);
    expect(nextChatStep(error, 0)).toEqual({ action: 'fail', error });
    const step = nextChatStep(status(402, { error: 'no_credits' }), 0);
    expect(step.action === 'fail' && step.error.afterRetries).toBe(false);
  });

  it('does not mark the original error', () => {
    const error: ChatError = status(503);
    nextChatStep(error, 2);
    expect(error.afterRetries).toBe(false);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2025-01-15T12:00:00Z');

  it('reads seconds', () => {
    expect(parseRetryAfterSeconds('2', now)).toBe(2);
    expect(parseRetryAfterSeconds(' 10 ', now)).toBe(10);
    expect(parseRetryAfterSeconds('0', now)).toBe(0);
    expect(parseRetryAfterSeconds('1.2', now)).toBe(2);
  });

  it('reads an HTTP date', () => {
    expect(parseRetryAfterSeconds('Wed, 15 Jan 2025 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfterSeconds('Wed, 15 Jan 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('falls back to 2 s when missing or unreadable', () => {
    expect(parseRetryAfterSeconds(null, now)).toBe(2);
    expect(parseRetryAfterSeconds(undefined, now)).toBe(2);
    expect(parseRetryAfterSeconds('', now)).toBe(2);
    expect(parseRetryAfterSeconds('soon', now)).toBe(2);
    expect(parseRetryAfterSeconds('-5', now)).toBe(2);
  });

  it('never waits more than 5 minutes', () => {
    expect(parseRetryAfterSeconds('300', now)).toBe(300);
    expect(parseRetryAfterSeconds('86400', now)).toBe(300);
  });
});

describe('chat function error codes', () => {
  it('reads the code from an error body', () => {
    expect(chatServerErrorCode({ error: 'rate_limited', message: 'x' })).toBe('rate_limited');
    expect(chatServerErrorCode({ error: 'nope' })).toBeUndefined();
    expect(chatServerErrorCode({})).toBeUndefined();
    expect(chatServerErrorCode(null)).toBeUndefined();
    expect(chatServerErrorCode('no_credits')).toBeUndefined();
  });

  it('opens the paywall when the balance is empty', () => {
    expect(chatServerAction('no_credits')).toEqual({ action: 'openPaywall', reason: 'no_credits' });
  });

  it('re-sends the same id after Retry-After while the message is being answered', () => {
    expect(chatServerAction('in_progress', 2)).toEqual({ action: 'resendSameId', afterSeconds: 2 });
    expect(chatServerAction('in_progress')).toEqual({ action: 'resendSameId', afterSeconds: 2 });
  });

  it('re-sends under a new id when that id already failed', () => {
    expect(chatServerAction('message_failed')).toEqual({ action: 'resendNewId' });
    expect(chatServerAction('message_deleted')).toEqual({ action: 'resendNewId' });
  });

  it('waits out the rate limit', () => {
    expect(chatServerAction('rate_limited', 12)).toEqual({ action: 'waitThenRetry', afterSeconds: 12 });
  });

  it('shows the error bubble, with the credit refunded, when the coach did not answer', () => {
    expect(chatServerAction('provider_failed')).toEqual({ action: 'showErrorBubble', refunded: true });
    expect(chatServerAction('provider_timeout')).toEqual({ action: 'showErrorBubble', refunded: true });
  });

  it('asks to sign in again without a session', () => {
    expect(chatServerAction('not_authenticated')).toEqual({ action: 'signIn' });
  });

  it('shows the refused request for invalid ones', () => {
    expect(chatServerAction('invalid_request')).toEqual({ action: 'showError', code: 'invalidRequest' });
    expect(chatServerAction('invalid_message')).toEqual({ action: 'showError', code: 'invalidMessage' });
    expect(chatServerAction('invalid_conversation')).toEqual({
      action: 'showError',
      code: 'invalidConversation',
    });
  });

  it('shows the generic server error for internal', () => {
    expect(chatServerAction('internal')).toEqual({ action: 'showServerError' });
  });

  it('shows the consent request when the server has no consent on record', () => {
    expect(chatServerAction('consent_required')).toEqual({ action: 'showError', code: 'consentRequired' });
  });

  it('has an action for every documented code', () => {
    expect(chatServerErrorCodes).toHaveLength(13);
    for (const code of chatServerErrorCodes) expect(chatServerAction(code).action).toBeTypeOf('string');
  });
});
