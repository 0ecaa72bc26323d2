// @vitest-environment node
/**
 * [auth.rate_limit] per client IP, answered as GoTrue does (429 over_request_rate_limit
 * "Request rate limit reached"), through the real supabase-js client. Each family has its own
 * bucket of 30 requests per address; requests count whether they succeed or not, as in GoTrue
 * (its limiter runs before the endpoint), which keeps these tests cheap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClient } from '../testing.ts';
import { createAuthLimiters, createRequestLimiter } from './rateLimits.ts';
import { startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

const overRequestRateLimit = {
  status: 429,
  code: 'over_request_rate_limit',
  message: 'Request rate limit reached',
};

let t: AuthTestStack;
let nextAddress = 1;

/** A client whose requests the gateway reports as coming from an address of its own. */
function clientFrom(address = `203.0.113.${nextAddress++}`) {
  return createTestClient(t.stack.url, t.stack.keys.anonKey, {
    auth: { detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } },
  });
}

/** Runs `request` `times` times, then once more, and returns the last answer's error. */
async function exhaust(times: number, request: () => Promise<{ error: unknown }>): Promise<unknown> {
  for (let i = 0; i < times; i++) {
    const { error } = await request();
    expect(error).not.toMatchObject({ status: 429 });
  }
  return (await request()).error;
}

beforeAll(async () => {
  // The config keys at their defaults, but for emails (counted separately, per hour).
  t = await startAuthStack(`
[auth.email]
enable_confirmations = true
max_frequency = "0s"
[auth.rate_limit]
email_sent = 100000
anonymous_users = 3
`);
});

afterAll(async () => {
  await t.close();
});

describe('per client IP, past a burst of 30', () => {
  it('sign-ups (sign_in_sign_ups): the 31st from one address is refused, another address is served', async () => {
    const client = clientFrom();
    const error = await exhaust(30, () =>
      client.auth.signUp({ email: uniqueEmail('burst'), password: 'short' }),
    );
    expect(error).toMatchObject(overRequestRateLimit);
    const { error: elsewhere } = await clientFrom().auth.signUp({
      email: uniqueEmail('elsewhere'),
      password: 'secret-password',
    });
    expect(elsewhere).toBeNull();
  });

  it('password sign-ins and refreshes share the token bucket (token_refresh)', async () => {
    const client = clientFrom();
    const error = await exhaust(30, () =>
      client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
    );
    expect(error).toMatchObject(overRequestRateLimit);
    const refresh = await client.auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(refresh.error).toMatchObject(overRequestRateLimit);
  });

  it('verifications (token_verifications)', async () => {
    const client = clientFrom();
    const error = await exhaust(30, () =>
      client.auth.verifyOtp({ email: uniqueEmail('verify'), token: '123456', type: 'email' }),
    );
    expect(error).toMatchObject(overRequestRateLimit);
  });

  it('magic links and codes, password recovery and resends (sign_in_sign_ups), each its own bucket', async () => {
    const client = clientFrom();
    expect(await exhaust(30, () => client.auth.signInWithOtp({ email: 'not-an-email' }))).toMatchObject(
      overRequestRateLimit,
    );
    expect(await exhaust(30, () => client.auth.resetPasswordForEmail('not-an-email'))).toMatchObject(
      overRequestRateLimit,
    );
    expect(
      await exhaust(30, () => client.auth.resend({ type: 'signup', email: 'not-an-email' })),
    ).toMatchObject(overRequestRateLimit);
    // The sign-up bucket of this address is untouched.
    const { error } = await client.auth.signUp({
      email: uniqueEmail('own-bucket'),
      password: 'secret-password',
    });
    expect(error).toBeNull();
  });

  it('email and password changes (PUT /user, sign_in_sign_ups)', async () => {
    const update = () =>
      fetch(`${t.stack.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: t.stack.keys.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.9',
        },
        body: JSON.stringify({ data: { name: 'x' } }),
      });
    for (let i = 0; i < 30; i++) expect((await update()).status).not.toBe(429);
    const limited = await update();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('anonymous sign-ins (anonymous_users an hour, the bucket holding that many)', async () => {
    const client = clientFrom();
    const error = await exhaust(3, () => client.auth.signInAnonymously());
    expect(error).toMatchObject(overRequestRateLimit);
  });

  it('keys on the socket address when no X-Forwarded-For comes', async () => {
    const direct = t.anon();
    const error = await exhaust(30, () =>
      direct.auth.signInWithPassword({ email: uniqueEmail('direct'), password: 'wrong-password' }),
    );
    expect(error).toMatchObject(overRequestRateLimit);
    // A forwarded address is another client.
    const { error: forwarded } = await clientFrom().auth.signInWithPassword({
      email: uniqueEmail('direct'),
      password: 'wrong-password',
    });
    expect(forwarded).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

describe('the refill rate comes from config.toml', () => {
  it('gives one request back every 300 / sign_in_sign_ups seconds once the burst is spent', () => {
    let now = 0;
    const limiters = createAuthLimiters(
      {
        emailSent: 2,
        smsSent: 30,
        anonymousUsers: 30,
        tokenRefresh: 150,
        signInSignUps: 60,
        tokenVerifications: 30,
        web3: 30,
      },
      () => now,
    );
    for (let i = 0; i < 30; i++) expect(limiters.signups.allow('a')).toBe(true);
    expect(limiters.signups.allow('a')).toBe(false);
    now += 4_900;
    expect(limiters.signups.allow('a')).toBe(false);
    now += 100; // 5 s: 60 per 5 minutes is one every 5 s.
    expect(limiters.signups.allow('a')).toBe(true);
    expect(limiters.signups.allow('a')).toBe(false);
    // token_refresh 150 per 5 minutes: one every 2 s.
    for (let i = 0; i < 30; i++) limiters.token.allow('a');
    expect(limiters.token.allow('a')).toBe(false);
    now += 2_000;
    expect(limiters.token.allow('a')).toBe(true);
  });

  it('never holds more than the burst, however long an address stays away', () => {
    let now = 0;
    const limiter = createRequestLimiter({ perSecond: 1, burst: 30, now: () => now });
    now += 3_600_000;
    let served = 0;
    while (limiter.allow('b')) served++;
    expect(served).toBe(30);
  });
});
