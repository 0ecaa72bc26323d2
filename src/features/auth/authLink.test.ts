import { describe, expect, it } from 'vitest';

import { authApiError, stubLinkCalls, testSession } from './auth.fixtures.tsx';
import { completeAuthLink, readAuthLinkParams } from './authLink.ts';

const site = 'https://emma-et-louis.fr';

describe('readAuthLinkParams', () => {
  it('reads the query and the fragment, the query winning', () => {
    const params = readAuthLinkParams(
      `${site}/auth/callback?code=abc&type=signup#error=access_denied&error_description=Expired&type=recovery`,
    );
    expect(params).toEqual({
      code: 'abc',
      tokenHash: null,
      type: 'signup',
      accessToken: null,
      refreshToken: null,
      error: 'access_denied',
      errorCode: null,
      errorDescription: 'Expired',
    });
  });

  it('reads tokens and ignores unknown link types', () => {
    const params = readAuthLinkParams(`${site}/reset-password?access_token=a&refresh_token=r&type=sms`);
    expect(params).toMatchObject({ accessToken: 'a', refreshToken: 'r', type: null });
  });

  it('survives an address it cannot parse', () => {
    expect(readAuthLinkParams('not a url').code).toBeNull();
  });
});

describe('completeAuthLink', () => {
  const parse = (query: string) => readAuthLinkParams(`${site}/auth/callback${query}`);

  it('exchanges a PKCE code', async () => {
    const calls = stubLinkCalls();
    const outcome = await completeAuthLink(parse('?code=abc'), calls);
    expect(outcome).toEqual({ ok: true, session: testSession, recovery: false });
    expect(calls.exchangeCodeForSession).toHaveBeenCalledWith('abc');
  });

  it('verifies a token hash with its type, and flags recovery links', async () => {
    const calls = stubLinkCalls();
    const outcome = await completeAuthLink(parse('?token_hash=h&type=recovery'), calls);
    expect(outcome).toEqual({ ok: true, session: testSession, recovery: true });
    expect(calls.verifyOtp).toHaveBeenCalledWith({ token_hash: 'h', type: 'recovery' });
  });

  it('sets the session from tokens', async () => {
    const calls = stubLinkCalls();
    await completeAuthLink(parse('?access_token=a&refresh_token=r'), calls);
    expect(calls.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
  });

  it('accepts a session the client already made from the address', async () => {
    const calls = stubLinkCalls({ getCurrentSession: () => Promise.resolve(testSession) });
    expect(await completeAuthLink(parse(''), calls)).toMatchObject({ ok: true });
  });

  it.each([
    [
      '?error=access_denied&error_description=Email%20link%20is%20invalid',
      { reason: 'provider', detail: 'Email link is invalid' },
    ],
    ['?error=access_denied', { reason: 'provider' }],
    ['#error=access_denied&error_code=otp_expired&error_description=x', { reason: 'linkExpired' }],
    [
      '?error=access_denied&error_code=user_banned&error_description=User+is+banned',
      { reason: 'accountSuspended' },
    ],
    ['?error=access_denied&error_code=provider_error&error_description=x', { reason: 'providerFailed' }],
    [
      '#error=invalid_request&error_code=flow_state_expired&error_description=x',
      { reason: 'attemptExpired' },
    ],
    [
      '?error=server_error&error_code=unseen_code&error_description=Something',
      { reason: 'provider', detail: 'Something' },
    ],
    ['', { reason: 'invalidLink' }],
  ])('reports %s as %j', async (query, failure) => {
    const outcome = await completeAuthLink(parse(query), stubLinkCalls());
    expect(outcome).toEqual({ ok: false, ...failure });
  });

  it.each([
    ['an expired token', authApiError('Token has expired or is invalid', 'otp_expired', 403), 'linkExpired'],
    ['another refusal', authApiError('Bad request', 'validation_failed'), 'verifyFailed'],
    [
      'the server out of reach',
      Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' }),
      'network',
    ],
    ['a fault of ours', new TypeError('x is undefined'), 'unexpected'],
  ])('tells %s apart when verifying', async (_case, error, reason) => {
    const calls = stubLinkCalls({ verifyOtp: () => Promise.reject(error) });
    expect(await completeAuthLink(parse('?token_hash=h&type=signup'), calls)).toEqual({ ok: false, reason });
  });

  it('reports a code that cannot be used as an invalid link', async () => {
    const calls = stubLinkCalls({
      exchangeCodeForSession: () =>
        Promise.reject(authApiError('invalid flow state', 'flow_state_not_found', 404)),
    });
    expect(await completeAuthLink(parse('?code=abc'), calls)).toEqual({ ok: false, reason: 'invalidLink' });
  });

  it('reports a missing session after a link that worked', async () => {
    const calls = stubLinkCalls({ exchangeCodeForSession: () => Promise.resolve(null) });
    expect(await completeAuthLink(parse('?code=abc'), calls)).toEqual({
      ok: false,
      reason: 'sessionMissing',
    });
    expect(calls.getCurrentSession).toHaveBeenCalled();
  });

  it('reports a session that cannot be read', async () => {
    const calls = stubLinkCalls({
      getCurrentSession: () => Promise.reject(authApiError('storage', 'unexpected_failure', 500)),
    });
    expect(await completeAuthLink(parse(''), calls)).toEqual({ ok: false, reason: 'sessionFetch' });
  });
});
