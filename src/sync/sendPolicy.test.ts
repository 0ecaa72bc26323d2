import { describe, expect, it } from 'vitest';

import { serverError, networkError } from '#data/chat/fixtures.ts';

import { decideAfterFailure, maxSlowRetryMs, slowRetryDelayMs, timeoutForAttempt } from './sendPolicy.ts';

const failure = (outcome: ReturnType<typeof serverError>) => {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome;
};

describe('decideAfterFailure', () => {
  it('blocks on 402', () => {
    expect(decideAfterFailure(failure(serverError(402, 'no_credits')), 0, true)).toMatchObject({
      kind: 'blocked',
      error: { serverCode: 'no_credits', retryable: true },
    });
  });

  it('waits as long as the server asks for in_progress and rate_limited, spending no attempt', () => {
    expect(
      decideAfterFailure(failure(serverError(409, 'in_progress', { retryAfterSeconds: 2 })), 1, true),
    ).toEqual({
      kind: 'wait',
      delayMs: 2000,
      attempts: 1,
      status: 'queued',
      notify: false,
    });
    expect(
      decideAfterFailure(failure(serverError(429, 'rate_limited', { retryAfterSeconds: 9 })), 0, true),
    ).toMatchObject({
      kind: 'wait',
      delayMs: 9000,
      attempts: 0,
    });
  });

  it('spends nothing while offline', () => {
    expect(decideAfterFailure(failure(networkError()), 2, false)).toEqual({ kind: 'offline' });
  });

  it('retries transient failures at 1 s then 2 s, then fails visibly but keeps trying', () => {
    const error = failure(serverError(503));
    expect(decideAfterFailure(error, 0, true)).toMatchObject({
      kind: 'wait',
      delayMs: 1000,
      attempts: 1,
      notify: false,
    });
    expect(decideAfterFailure(error, 1, true)).toMatchObject({
      kind: 'wait',
      delayMs: 2000,
      attempts: 2,
      notify: false,
    });
    expect(decideAfterFailure(error, 2, true)).toMatchObject({
      kind: 'wait',
      delayMs: 15_000,
      attempts: 3,
      status: 'failed',
      notify: true,
      error: { afterRetries: true, retryable: true },
    });
    expect(decideAfterFailure(error, 3, true)).toMatchObject({
      kind: 'wait',
      delayMs: 30_000,
      notify: false,
    });
  });

  it('fails for good on what a retry cannot fix, telling whether the user may send it again', () => {
    expect(decideAfterFailure(failure(serverError(400, 'invalid_message')), 0, true)).toMatchObject({
      kind: 'failed',
      error: { retryable: false },
    });
    expect(
      decideAfterFailure(failure(serverError(502, 'provider_failed', { refunded: true })), 0, true),
    ).toMatchObject({
      kind: 'failed',
      error: { serverCode: 'provider_failed', retryable: true },
    });
  });
});

describe('timings', () => {
  it('uses the spec timeouts and caps the slow retries', () => {
    expect([0, 1, 2, 3, 9].map(timeoutForAttempt)).toEqual([15_000, 20_000, 25_000, 25_000, 25_000]);
    expect(slowRetryDelayMs(20)).toBe(maxSlowRetryMs);
  });
});
