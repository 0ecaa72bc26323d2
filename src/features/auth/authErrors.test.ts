import { describe, expect, it } from 'vitest';

import { authErrorStatus, isIgnorableSignOutError, mapAuthError } from './authErrors.ts';

/** The auth client's errors, by shape: name, message, status and the server's error code. */
const apiError = (message: string, status?: number, code?: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', status, code });

describe('mapAuthError', () => {
  it.each([
    [apiError('Database error saving new user', 500, 'unexpected_failure'), 'signUpDatabaseError'],
    [apiError('Invalid login credentials', 400, 'invalid_credentials'), 'invalidCredentials'],
    [apiError('Invalid login credentials', 400), 'invalidCredentials'],
    [apiError('Something else', 400, 'invalid_credentials'), 'invalidCredentials'],
    [apiError('Email not confirmed', 400, 'email_not_confirmed'), 'emailNotConfirmed'],
    [apiError('User already registered', 422, 'user_already_exists'), 'userAlreadyRegistered'],
    [
      apiError('A user with this email address has already been registered', 422, 'email_exists'),
      'userAlreadyRegistered',
    ],
    [apiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'), 'tooManyEmails'],
    [apiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'tooManyRequests'],
    [{ message: 'Request rate limit reached', error_code: 'over_request_rate_limit' }, 'tooManyRequests'],
    [apiError('Too many requests', 429), 'rateLimited'],
    [apiError('SMS rate limit exceeded', 429, 'over_sms_send_rate_limit'), 'rateLimited'],
    [apiError('Token has expired or is invalid', 403, 'otp_expired'), 'otpExpired'],
    [new TypeError('Failed to fetch'), 'network'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'network'],
    [new TypeError('Load failed'), 'network'],
    [Object.assign(new Error('fetch failed'), { name: 'AuthRetryableFetchError', status: 0 }), 'network'],
  ])('maps %s to %s', (error, code) => {
    expect(mapAuthError(error)).toEqual({ code });
  });

  it('keeps the seconds GoTrue asks to wait before another email', () => {
    const tooSoon = apiError(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    expect(mapAuthError(tooSoon)).toEqual({ code: 'waitBeforeRetry', waitSeconds: 42 });
    expect(
      mapAuthError({
        message: 'For security purposes, you can only request this after 1 second.',
        error_code: 'over_email_send_rate_limit',
      }),
    ).toEqual({ code: 'waitBeforeRetry', waitSeconds: 1 });
  });

  it('matches the known messages whatever their case or surrounding spaces', () => {
    expect(mapAuthError(' invalid login credentials ')).toEqual({ code: 'invalidCredentials' });
  });

  it("keeps the server's message as detail when no code fits", () => {
    expect(mapAuthError(apiError('Signups not allowed for this instance', 422))).toEqual({
      code: 'unknown',
      detail: 'Signups not allowed for this instance',
    });
    expect(mapAuthError('Password is known to be weak')).toEqual({
      code: 'unknown',
      detail: 'Password is known to be weak',
    });
  });

  it.each([[undefined], [null], [42], [{}], [''], [new Error('')]])(
    'gives a bare unknown for %o',
    (error) => {
      expect(mapAuthError(error)).toEqual({ code: 'unknown' });
    },
  );
});

describe('sign-out errors', () => {
  it.each([401, 403, 404])('ignores a %i: the session is already gone', (status) => {
    expect(isIgnorableSignOutError(apiError('Session not found', status))).toBe(true);
  });

  it.each([[apiError('Internal error', 500)], [new TypeError('Failed to fetch')], ['401']])(
    'reports %s',
    (error) => {
      expect(isIgnorableSignOutError(error)).toBe(false);
    },
  );

  it('reads the status only when it is a number', () => {
    expect(authErrorStatus({ status: '404' })).toBeUndefined();
    expect(authErrorStatus({ status: 404 })).toBe(404);
  });
});
