import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

import {
  authMachine,
  otpCodeLength,
  profileLoadDelayMs,
  profileReloadDelayMs,
  resendMaxCount,
  resendSpacingMs,
  sessionCheckTimeoutMs,
  type AuthEvent,
  type AuthProfile,
  type LoadedProfile,
  type AuthSession,
  type OtpRequest,
  type PasswordCredentials,
  type SignUpRequest,
} from './auth.machine.ts';

const session: AuthSession = {
  userId: 'user-1',
  email: 'emma@example.fr',
  accessToken: 'token-1',
  expiresAt: 1_900_000_000,
};
const otherSession: AuthSession = { ...session, userId: 'user-2', accessToken: 'token-2' };
const profile: AuthProfile = { id: 'user-1', nom: 'Emma' };

/** An answer a stub gives: a value, or an error it rejects with. */
type Answer<T> = T | { reject: Error };
const never = { pending: true } as const;

function answer<T>(value: Answer<T> | typeof never): Promise<T> {
  if (value === never) return new Promise<T>(() => undefined);
  if (typeof value === 'object' && value !== null && 'reject' in value) {
    return Promise.reject(value.reject);
  }
  return Promise.resolve(value as T);
}

type Stubs = {
  getSession?: Answer<AuthSession | null> | typeof never;
  signIn?: Answer<AuthSession>;
  signUp?: Answer<AuthSession | null>;
  google?: Answer<void> | typeof never;
  magicLink?: Answer<void>;
  verifyOtp?: Answer<AuthSession>;
  resend?: Answer<void>;
  profile?: Answer<LoadedProfile>;
  signOut?: Answer<void>;
  now?: () => number;
};

function start(stubs: Stubs = {}) {
  const calls = {
    getSession: vi.fn(),
    signIn: vi.fn<(input: PasswordCredentials) => void>(),
    signUp: vi.fn<(input: SignUpRequest) => void>(),
    google: vi.fn<(input: { consent: boolean }) => void>(),
    magicLink: vi.fn<(input: { email: string; consent: boolean }) => void>(),
    verifyOtp: vi.fn<(input: OtpRequest) => void>(),
    resend: vi.fn<(input: { email: string }) => void>(),
    loadProfile: vi.fn<(input: { userId: string }) => void>(),
    signOut: vi.fn(),
  };
  const clearLocalAuth = vi.fn();
  let emit: ((event: AuthEvent) => void) | undefined;

  const machine = authMachine.provide({
    actors: {
      getSession: fromPromise(() => {
        calls.getSession();
        return answer(stubs.getSession ?? null);
      }),
      watchAuthChanges: fromCallback<AuthEvent>(({ sendBack }) => {
        emit = sendBack;
      }),
      signInWithPassword: fromPromise<AuthSession, PasswordCredentials>(({ input }) => {
        calls.signIn(input);
        return answer(stubs.signIn ?? session);
      }),
      signUp: fromPromise<AuthSession | null, SignUpRequest>(({ input }) => {
        calls.signUp(input);
        return answer(stubs.signUp ?? null);
      }),
      signInWithGoogle: fromPromise<void, { consent: boolean }>(({ input }) => {
        calls.google(input);
        return answer<void>(stubs.google);
      }),
      sendMagicLink: fromPromise<void, { email: string; consent: boolean }>(({ input }) => {
        calls.magicLink(input);
        return answer<void>(stubs.magicLink);
      }),
      verifyOtp: fromPromise<AuthSession, OtpRequest>(({ input }) => {
        calls.verifyOtp(input);
        return answer(stubs.verifyOtp ?? session);
      }),
      resendConfirmation: fromPromise<void, { email: string }>(({ input }) => {
        calls.resend(input);
        return answer<void>(stubs.resend);
      }),
      loadProfile: fromPromise<LoadedProfile, { userId: string }>(({ input }) => {
        calls.loadProfile(input);
        return answer(stubs.profile ?? { profile, fromDevice: false });
      }),
      signOut: fromPromise<void>(() => {
        calls.signOut();
        return answer<void>(stubs.signOut);
      }),
    },
    actions: { clearLocalAuth },
  });
  const actor = createActor(machine, { input: stubs.now ? { now: stubs.now } : {} }).start();
  return {
    actor,
    calls,
    clearLocalAuth,
    listener: (event: AuthEvent) => emit?.(event),
    context: () => actor.getSnapshot().context,
  };
}

type Started = ReturnType<typeof start>;

async function signedOut(stubs: Stubs = {}): Promise<Started> {
  const started = start({ getSession: null, ...stubs });
  await waitFor(started.actor, (s) => s.matches('signedOut'));
  return started;
}

async function signedIn(stubs: Stubs = {}): Promise<Started> {
  const started = start({ getSession: session, ...stubs });
  await waitFor(started.actor, (s) => s.matches('signedIn'));
  return started;
}

async function awaitingConfirmation(stubs: Stubs = {}): Promise<Started> {
  const started = await signedOut({ signUp: null, ...stubs });
  started.actor.send({
    type: 'auth.register',
    name: 'Emma',
    email: 'emma@example.fr',
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  await waitFor(started.actor, (s) => s.matches({ awaitingConfirmation: 'idle' }));
  return started;
}

const serverError = (message: string, status?: number, code?: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', status, code });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('keeps the timings and limits of the spec', () => {
  expect({
    sessionCheckTimeoutMs,
    profileLoadDelayMs,
    profileReloadDelayMs,
    resendMaxCount,
    resendSpacingMs,
    otpCodeLength,
  }).toEqual({
    sessionCheckTimeoutMs: 5000,
    profileLoadDelayMs: 1000,
    profileReloadDelayMs: 500,
    resendMaxCount: 3,
    resendSpacingMs: 60_000,
    otpCodeLength: 6,
  });
});

describe('session check at start', () => {
  it('signs in with the stored session', async () => {
    const auth = await signedIn();
    try {
      expect(auth.context()).toMatchObject({ session, error: null });
      expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });

  it('shows the signed-out screens when there is no session', async () => {
    const auth = start({ getSession: null });
    try {
      expect(auth.actor.getSnapshot().hasTag('loading')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context()).toMatchObject({ session: null, error: null });
    } finally {
      auth.actor.stop();
    }
  });

  it('stops loading after 5 s and says the check timed out', async () => {
    const auth = start({ getSession: never });
    try {
      await vi.advanceTimersByTimeAsync(sessionCheckTimeoutMs - 1);
      expect(auth.actor.getSnapshot().matches('checkingSession')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.actor.getSnapshot().hasTag('loading')).toBe(false);
      expect(auth.context().error).toEqual({ code: 'sessionTimeout' });
    } finally {
      auth.actor.stop();
    }
  });

  it('checks again on retry after a timeout', async () => {
    const auth = start({ getSession: never });
    try {
      await vi.advanceTimersByTimeAsync(sessionCheckTimeoutMs);
      auth.actor.send({ type: 'auth.retry' });
      expect(auth.actor.getSnapshot().matches('checkingSession')).toBe(true);
      expect(auth.context().error).toBeNull();
      expect(auth.calls.getSession).toHaveBeenCalledTimes(2);
    } finally {
      auth.actor.stop();
    }
  });

  it('maps a failed check (no network) to a code', async () => {
    const auth = start({ getSession: { reject: new TypeError('Failed to fetch') } });
    try {
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toEqual({ code: 'network' });
    } finally {
      auth.actor.stop();
    }
  });
});

describe('login with a password', () => {
  it('signs in and sends the trimmed email', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.login', email: ' emma@example.fr ', password: ' secret ' });
      expect(auth.actor.getSnapshot().matches('signingIn')).toBe(true);
      expect(auth.actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.signIn).toHaveBeenCalledWith({ email: 'emma@example.fr', password: ' secret ' });
      expect(auth.context().session).toEqual(session);
    } finally {
      auth.actor.stop();
    }
  });

  it.each([
    [{ email: '', password: 'secret' }, 'emailRequired', { email: 'emailRequired' }],
    [{ email: 'emma@', password: 'secret' }, 'invalidEmail', { email: 'invalidEmail' }],
    [{ email: 'emma@example.fr', password: '' }, 'passwordRequired', { password: 'passwordRequired' }],
    [{ email: '', password: '' }, 'emailRequired', { email: 'emailRequired', password: 'passwordRequired' }],
  ])('refuses %o without calling the server (%s)', async (fields, code, fieldErrors) => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.login', ...fields });
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.context().error).toEqual({ code });
      expect(auth.context().fieldErrors).toEqual(fieldErrors);
      expect(auth.calls.signIn).not.toHaveBeenCalled();
    } finally {
      auth.actor.stop();
    }
  });

  it.each([
    [serverError('Invalid login credentials', 400, 'invalid_credentials'), { code: 'invalidCredentials' }],
    [serverError('Email not confirmed', 400, 'email_not_confirmed'), { code: 'emailNotConfirmed' }],
    [serverError('Request rate limit reached', 429, 'over_request_rate_limit'), { code: 'tooManyRequests' }],
    [new TypeError('Failed to fetch'), { code: 'network' }],
    [serverError('Something odd', 500), { code: 'unknown', detail: 'Something odd' }],
  ])('returns to the form with the mapped error for %s', async (error, expected) => {
    const auth = await signedOut({ signIn: { reject: error } });
    try {
      auth.actor.send({ type: 'auth.login', email: 'emma@example.fr', password: 'secret' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toEqual(expected);
      expect(auth.context().session).toBeNull();
    } finally {
      auth.actor.stop();
    }
  });

  it('clears the error box when a field is edited', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.login', email: '', password: '' });
      auth.actor.send({ type: 'auth.clearError' });
      expect(auth.context()).toMatchObject({ error: null, fieldErrors: {} });
    } finally {
      auth.actor.stop();
    }
  });

  it('clears a previous error when a valid login is sent', async () => {
    const auth = await signedOut({ signIn: { reject: serverError('Invalid login credentials', 400) } });
    try {
      auth.actor.send({ type: 'auth.login', email: 'emma@example.fr', password: 'wrong' });
      await waitFor(auth.actor, (s) => s.context.error !== null);
      auth.actor.send({ type: 'auth.login', email: 'emma@example.fr', password: 'wrong again' });
      expect(auth.context().error).toBeNull();
    } finally {
      auth.actor.stop();
    }
  });
});

describe('sign-up', () => {
  const form = {
    type: 'auth.register',
    name: ' Emma ',
    email: ' emma@example.fr ',
    password: 'secret1',
    confirmPassword: 'secret1',
  } as const;

  it('signs in at once when a session is returned (the database trigger makes the profile)', async () => {
    const auth = await signedOut({ signUp: session });
    try {
      auth.actor.send(form);
      expect(auth.actor.getSnapshot().matches('registering')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.signUp).toHaveBeenCalledWith({
        name: 'Emma',
        email: 'emma@example.fr',
        password: 'secret1',
      });
      expect(auth.context()).toMatchObject({ session, pendingEmail: null });
    } finally {
      auth.actor.stop();
    }
  });

  it('waits for the email confirmation when no session is returned', async () => {
    const auth = await awaitingConfirmation();
    try {
      expect(auth.context()).toMatchObject({
        session: null,
        pendingEmail: 'emma@example.fr',
        resend: { count: 0, lastAt: null },
      });
    } finally {
      auth.actor.stop();
    }
  });

  it.each([
    [{ name: '' }, 'allFieldsRequired'],
    [{ email: 'not-an-email' }, 'invalidEmail'],
    [{ password: '12345', confirmPassword: '12345' }, 'passwordTooShort'],
    [{ confirmPassword: 'secret2' }, 'passwordsDontMatch'],
  ])('refuses %o without calling the server (%s)', async (change, code) => {
    const auth = await signedOut();
    try {
      auth.actor.send({ ...form, ...change });
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.context().error).toEqual({ code });
      expect(auth.calls.signUp).not.toHaveBeenCalled();
    } finally {
      auth.actor.stop();
    }
  });

  it.each([
    [serverError('Database error saving new user', 500, 'unexpected_failure'), 'signUpDatabaseError'],
    [serverError('User already registered', 422, 'user_already_exists'), 'userAlreadyRegistered'],
    [serverError('email rate limit exceeded', 429, 'over_email_send_rate_limit'), 'tooManyEmails'],
    [serverError('Request rate limit reached', 429, 'over_request_rate_limit'), 'tooManyRequests'],
  ])('returns to the form with the mapped error for %s', async (error, code) => {
    const auth = await signedOut({ signUp: { reject: error } });
    try {
      auth.actor.send(form);
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context()).toMatchObject({ error: { code }, pendingEmail: null });
    } finally {
      auth.actor.stop();
    }
  });
});

describe('email confirmation', () => {
  it('resends the email, counting each success and recording its time', async () => {
    let clock = 1_000_000;
    const auth = await awaitingConfirmation({ now: () => clock });
    try {
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'resending' })).toBe(true);
      await waitFor(auth.actor, (s) => s.matches({ awaitingConfirmation: 'idle' }));
      expect(auth.calls.resend).toHaveBeenCalledWith({ email: 'emma@example.fr' });
      expect(auth.context().resend).toEqual({ count: 1, lastAt: 1_000_000 });

      clock += resendSpacingMs;
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.resend.count === 2);
      expect(auth.context().resend.lastAt).toBe(1_000_000 + resendSpacingMs);
    } finally {
      auth.actor.stop();
    }
  });

  it('refuses a resend less than 60 s after the last one, without calling the server', async () => {
    let clock = 0;
    const auth = await awaitingConfirmation({ now: () => clock });
    try {
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.resend.count === 1);
      clock += resendSpacingMs - 1;
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'idle' })).toBe(true);
      expect(auth.context().error).toEqual({ code: 'resendTooSoon' });
      expect(auth.calls.resend).toHaveBeenCalledTimes(1);

      clock += 1;
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.context().error).toBeNull();
      await waitFor(auth.actor, (s) => s.context.resend.count === 2);
    } finally {
      auth.actor.stop();
    }
  });

  it('uses Date.now by default, so the spacing follows the (fake) clock', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.resend.count === 1);
      await vi.advanceTimersByTimeAsync(resendSpacingMs / 2);
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.context().error).toEqual({ code: 'resendTooSoon' });
      await vi.advanceTimersByTimeAsync(resendSpacingMs / 2);
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.resend.count === 2);
    } finally {
      auth.actor.stop();
    }
  });

  it('stops after 3 resends', async () => {
    let clock = 0;
    const auth = await awaitingConfirmation({ now: () => clock });
    try {
      for (const count of [1, 2, 3]) {
        auth.actor.send({ type: 'auth.resend' });
        await waitFor(auth.actor, (s) => s.context.resend.count === count);
        clock += resendSpacingMs;
      }
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.context().error).toEqual({ code: 'resendLimit' });
      expect(auth.calls.resend).toHaveBeenCalledTimes(3);
    } finally {
      auth.actor.stop();
    }
  });

  it('keeps the counter when a resend fails, and says why', async () => {
    const auth = await awaitingConfirmation({
      resend: {
        reject: serverError(
          'For security purposes, you can only request this after 37 seconds.',
          429,
          'over_email_send_rate_limit',
        ),
      },
    });
    try {
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.error !== null);
      expect(auth.context()).toMatchObject({
        error: { code: 'waitBeforeRetry', waitSeconds: 37 },
        resend: { count: 0 },
      });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'idle' })).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });

  it('waits for the confirmation of an account made elsewhere (after payment), a resend a minute later', async () => {
    let clock = 1_000;
    const auth = await signedOut({ now: () => clock });
    try {
      auth.actor.send({ type: 'auth.awaitConfirmation', email: ' payer@example.fr ' });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'idle' })).toBe(true);
      expect(auth.context()).toMatchObject({
        pendingEmail: 'payer@example.fr',
        resend: { count: 0, lastAt: 1_000 },
      });
      // The server has just sent the email: a resend waits its minute.
      auth.actor.send({ type: 'auth.resend' });
      expect(auth.context().error).toEqual({ code: 'resendTooSoon' });
      expect(auth.calls.resend).not.toHaveBeenCalled();
      clock += resendSpacingMs;
      auth.actor.send({ type: 'auth.resend' });
      await waitFor(auth.actor, (s) => s.context.resend.count === 1);
      auth.actor.send({ type: 'auth.verifyOtp', email: 'payer@example.fr', token: '123456' });
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.verifyOtp).toHaveBeenCalledWith({
        email: 'payer@example.fr',
        token: '123456',
        purpose: 'signup',
      });
    } finally {
      auth.actor.stop();
    }
  });

  it('signs in with the 6-digit code', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '123 456' });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'verifying' })).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.verifyOtp).toHaveBeenCalledWith({
        email: 'emma@example.fr',
        token: '123456',
        purpose: 'signup',
      });
      expect(auth.context()).toMatchObject({ session, pendingEmail: null });
    } finally {
      auth.actor.stop();
    }
  });

  it('refuses a code that is not 6 digits without calling the server', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '12345' });
      expect(auth.context().error).toEqual({ code: 'invalidOtpCode' });
      expect(auth.context().fieldErrors).toEqual({ token: 'invalidOtpCode' });
      expect(auth.calls.verifyOtp).not.toHaveBeenCalled();
    } finally {
      auth.actor.stop();
    }
  });

  it('stays on the code screen when the code has expired', async () => {
    const auth = await awaitingConfirmation({
      verifyOtp: { reject: serverError('Token has expired or is invalid', 403, 'otp_expired') },
    });
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '123456' });
      await waitFor(auth.actor, (s) => s.context.error !== null);
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'idle' })).toBe(true);
      expect(auth.context().error).toEqual({ code: 'otpExpired' });
    } finally {
      auth.actor.stop();
    }
  });

  it('goes back to the form to change the email', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.actor.send({ type: 'auth.changeEmail' });
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.context()).toMatchObject({ pendingEmail: null, resend: { count: 0, lastAt: null } });
    } finally {
      auth.actor.stop();
    }
  });

  it('signs in when the confirmation link is opened in another tab', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.listener({ type: 'auth.sessionChanged', session });
      expect(auth.actor.getSnapshot().matches('signedIn')).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });
});

describe('one-time code from the sign-in form', () => {
  it('signs in with a valid code', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '654321' });
      expect(auth.actor.getSnapshot().matches('verifyingOtp')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.verifyOtp).toHaveBeenCalledWith({
        email: 'emma@example.fr',
        token: '654321',
        purpose: 'email',
      });
    } finally {
      auth.actor.stop();
    }
  });

  it('returns to the form with the error when verification fails', async () => {
    const auth = await signedOut({
      verifyOtp: { reject: serverError('Token has expired or is invalid', 403) },
    });
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '654321' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toEqual({ code: 'otpExpired' });
    } finally {
      auth.actor.stop();
    }
  });

  it('checks the email too', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.verifyOtp', email: '', token: 'abc' });
      expect(auth.context().error).toEqual({ code: 'emailRequired' });
      expect(auth.context().fieldErrors).toEqual({ email: 'emailRequired', token: 'invalidOtpCode' });
      expect(auth.calls.verifyOtp).not.toHaveBeenCalled();
    } finally {
      auth.actor.stop();
    }
  });
});

describe('magic link', () => {
  it('shows the link-sent screen, then goes back', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.magicLink', email: ' emma@example.fr ' });
      expect(auth.actor.getSnapshot().matches('sendingMagicLink')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('magicLinkSent'));
      expect(auth.calls.magicLink).toHaveBeenCalledWith({ email: 'emma@example.fr', consent: false });
      expect(auth.context().pendingEmail).toBe('emma@example.fr');
      auth.actor.send({ type: 'auth.back' });
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.context().pendingEmail).toBeNull();
    } finally {
      auth.actor.stop();
    }
  });

  it('carries the sign-up form’s consent to the link request, as Google’s', async () => {
    const auth = await signedOut({ google: never });
    try {
      auth.actor.send({ type: 'auth.magicLink', email: 'emma@example.fr', consent: true });
      await waitFor(auth.actor, (s) => s.matches('magicLinkSent'));
      expect(auth.calls.magicLink).toHaveBeenCalledWith({ email: 'emma@example.fr', consent: true });
      auth.actor.send({ type: 'auth.back' });
      auth.actor.send({ type: 'auth.google', consent: true });
      expect(auth.calls.google).toHaveBeenCalledWith({ consent: true });
    } finally {
      auth.actor.stop();
    }
  });

  it('only needs a valid email', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.magicLink', email: 'emma' });
      expect(auth.context().error).toEqual({ code: 'invalidEmail' });
      expect(auth.calls.magicLink).not.toHaveBeenCalled();
    } finally {
      auth.actor.stop();
    }
  });

  it('reports a failed send on the form', async () => {
    const auth = await signedOut({ magicLink: { reject: serverError('Email rate limit exceeded', 429) } });
    try {
      auth.actor.send({ type: 'auth.magicLink', email: 'emma@example.fr' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toEqual({ code: 'rateLimited' });
    } finally {
      auth.actor.stop();
    }
  });

  it('accepts the code from the email on the link-sent screen', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.magicLink', email: 'emma@example.fr' });
      await waitFor(auth.actor, (s) => s.matches('magicLinkSent'));
      auth.actor.send({ type: 'auth.verifyOtp', email: 'emma@example.fr', token: '111222' });
      await waitFor(auth.actor, (s) => s.matches('signedIn'));
      expect(auth.calls.verifyOtp).toHaveBeenCalledWith({
        email: 'emma@example.fr',
        token: '111222',
        purpose: 'email',
      });
    } finally {
      auth.actor.stop();
    }
  });
});

describe('Google', () => {
  it('starts the redirect and stays there while the page leaves', async () => {
    const auth = await signedOut({ google: never });
    try {
      auth.actor.send({ type: 'auth.google' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(auth.actor.getSnapshot().matches('redirecting')).toBe(true);
      expect(auth.calls.google).toHaveBeenCalledTimes(1);
    } finally {
      auth.actor.stop();
    }
  });

  it('stays redirecting once the redirect has started', async () => {
    const auth = await signedOut();
    try {
      auth.actor.send({ type: 'auth.google' });
      await vi.advanceTimersByTimeAsync(0);
      expect(auth.calls.google).toHaveBeenCalledTimes(1);
      expect(auth.actor.getSnapshot().matches('redirecting')).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });

  it('returns to the form when the redirect cannot start', async () => {
    const auth = await signedOut({ google: { reject: new TypeError('Failed to fetch') } });
    try {
      auth.actor.send({ type: 'auth.google' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toEqual({ code: 'network' });
    } finally {
      auth.actor.stop();
    }
  });
});

describe('profile in the background', () => {
  it('loads about 1 s after signing in', async () => {
    const auth = await signedIn();
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs - 1);
      expect(auth.calls.loadProfile).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(auth.calls.loadProfile).toHaveBeenCalledWith({ userId: 'user-1' });
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileLoaded' }));
      expect(auth.context().profile).toEqual(profile);
    } finally {
      auth.actor.stop();
    }
  });

  it('loads 0.5 s after the auth client reports a new session', async () => {
    const auth = await signedOut();
    try {
      auth.listener({ type: 'auth.sessionChanged', session });
      expect(auth.actor.getSnapshot().matches('signedIn')).toBe(true);
      await vi.advanceTimersByTimeAsync(profileReloadDelayMs - 1);
      expect(auth.calls.loadProfile).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(auth.calls.loadProfile).toHaveBeenCalledTimes(1);
    } finally {
      auth.actor.stop();
    }
  });

  it('does not block or sign out when the profile fails to load, and can retry', async () => {
    const auth = await signedIn({ profile: { reject: new Error('boom') } });
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs);
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileUnavailable' }));
      expect(auth.context()).toMatchObject({ session, profile: null, error: null });
      auth.actor.send({ type: 'auth.retry' });
      expect(auth.calls.loadProfile).toHaveBeenCalledTimes(2);
    } finally {
      auth.actor.stop();
    }
  });

  it('offline, shows the profile kept on the device and loads it again once the token is refreshed', async () => {
    const kept = { id: 'user-1', nom: 'Emma (kept)' };
    const auth = await signedIn({ profile: { profile: kept, fromDevice: true } });
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs);
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileUnavailable' }));
      expect(auth.context().profile).toEqual(kept);
      auth.listener({ type: 'auth.sessionChanged', session: { ...session, accessToken: 'fresh-token' } });
      expect(auth.calls.loadProfile).toHaveBeenCalledTimes(2);
    } finally {
      auth.actor.stop();
    }
  });

  it('loads the profile again when the token is refreshed after it could not load (offline start)', async () => {
    const auth = await signedIn({ profile: { reject: new Error('offline') } });
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs);
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileUnavailable' }));
      const refreshed = { ...session, accessToken: 'fresh-token', expiresAt: session.expiresAt + 3600 };
      auth.listener({ type: 'auth.sessionChanged', session: refreshed });
      expect(auth.calls.loadProfile).toHaveBeenCalledTimes(2);
      expect(auth.context().session).toEqual(refreshed);
    } finally {
      auth.actor.stop();
    }
  });
});

describe('logout', () => {
  it('signs out, then clears the local auth entries', async () => {
    const auth = await signedIn();
    try {
      auth.actor.send({ type: 'auth.logout' });
      expect(auth.actor.getSnapshot().matches('signingOut')).toBe(true);
      expect(auth.clearLocalAuth).not.toHaveBeenCalled();
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.calls.signOut).toHaveBeenCalledTimes(1);
      expect(auth.clearLocalAuth).toHaveBeenCalledTimes(1);
      expect(auth.context()).toMatchObject({ session: null, profile: null, error: null });
    } finally {
      auth.actor.stop();
    }
  });

  it.each([401, 403, 404])('ignores a %i from the server', async (status) => {
    const auth = await signedIn({ signOut: { reject: serverError('Session not found', status) } });
    try {
      auth.actor.send({ type: 'auth.logout' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context()).toMatchObject({ session: null, error: null });
      expect(auth.clearLocalAuth).toHaveBeenCalledTimes(1);
    } finally {
      auth.actor.stop();
    }
  });

  it('signs out locally on another failure, but says the logout failed', async () => {
    const auth = await signedIn({ signOut: { reject: new TypeError('Failed to fetch') } });
    try {
      auth.actor.send({ type: 'auth.logout' });
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context()).toMatchObject({
        session: null,
        error: { code: 'logoutFailed', detail: 'Failed to fetch' },
      });
      expect(auth.clearLocalAuth).toHaveBeenCalledTimes(1);
    } finally {
      auth.actor.stop();
    }
  });

  it('lets the sign-out call finish even when the listener reports it first', async () => {
    const auth = await signedIn({ signOut: { reject: serverError('Internal error', 500) } });
    try {
      auth.actor.send({ type: 'auth.logout' });
      auth.listener({ type: 'auth.sessionChanged', session: null });
      auth.listener({ type: 'auth.sessionChanged', session });
      expect(auth.actor.getSnapshot().matches('signingOut')).toBe(true);
      await waitFor(auth.actor, (s) => s.matches('signedOut'));
      expect(auth.context().error).toMatchObject({ code: 'logoutFailed' });
    } finally {
      auth.actor.stop();
    }
  });
});

describe('session changes reported by the auth client', () => {
  it('signs out when the session ends elsewhere', async () => {
    const auth = await signedIn();
    try {
      auth.listener({ type: 'auth.sessionChanged', session: null });
      expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(auth.context()).toMatchObject({ session: null, profile: null });
    } finally {
      auth.actor.stop();
    }
  });

  it('keeps the profile on a token refresh for the same account', async () => {
    const auth = await signedIn();
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs);
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileLoaded' }));
      const refreshed = { ...session, accessToken: 'token-refreshed' };
      auth.listener({ type: 'auth.sessionChanged', session: refreshed });
      expect(auth.actor.getSnapshot().matches({ signedIn: 'profileLoaded' })).toBe(true);
      expect(auth.context()).toMatchObject({ session: refreshed, profile });
      expect(auth.calls.loadProfile).toHaveBeenCalledTimes(1);
    } finally {
      auth.actor.stop();
    }
  });

  it("loads the other account's profile 0.5 s after an account switch", async () => {
    const auth = await signedIn();
    try {
      await vi.advanceTimersByTimeAsync(profileLoadDelayMs);
      await waitFor(auth.actor, (s) => s.matches({ signedIn: 'profileLoaded' }));
      auth.listener({ type: 'auth.sessionChanged', session: otherSession });
      expect(auth.context()).toMatchObject({ session: otherSession, profile: null });
      await vi.advanceTimersByTimeAsync(profileReloadDelayMs);
      expect(auth.calls.loadProfile).toHaveBeenLastCalledWith({ userId: 'user-2' });
    } finally {
      auth.actor.stop();
    }
  });

  it('ignores a null report while nobody is signed in', async () => {
    const auth = await awaitingConfirmation();
    try {
      auth.listener({ type: 'auth.sessionChanged', session: null });
      expect(auth.actor.getSnapshot().matches({ awaitingConfirmation: 'idle' })).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });

  it('ends the session check early when the listener reports a session', () => {
    const auth = start({ getSession: never });
    try {
      auth.listener({ type: 'auth.sessionChanged', session });
      expect(auth.actor.getSnapshot().matches('signedIn')).toBe(true);
    } finally {
      auth.actor.stop();
    }
  });
});
