/**
 * Authentication: the session check at start, the ways in (password, sign-up with email
 * confirmation, Google, magic link, 6-digit code), the background profile load and logout.
 * The auth client's listener keeps the machine in step with other tabs and token refreshes.
 *
 * Side effects are named actors and actions bound in the data layer with `.provide()` (features
 * never import the auth client), so the machine is tested with stubs. Errors are codes
 * (authErrors.ts); the UI turns them into text.
 */
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

import {
  firstError,
  isValid,
  isValidEmail,
  validateLogin,
  validateSignUp,
  type FieldErrors,
} from '#core/validation.ts';

import {
  authErrorMessage,
  isIgnorableSignOutError,
  mapAuthError,
  type AuthFailure,
  type AuthFailureCode,
} from './authErrors.ts';

export { mapAuthError } from './authErrors.ts';
export type { AuthFailure, AuthFailureCode } from './authErrors.ts';

/** The spec's main-flow session check gives up after 5 s (the session gate screen waits 8 s). */
export const sessionCheckTimeoutMs = 5000;
/** The profile loads in the background this long after signing in… */
export const profileLoadDelayMs = 1000;
/** …or this long after the auth client reports a new session. */
export const profileReloadDelayMs = 500;
export const resendMaxCount = 3;
export const resendSpacingMs = 60_000;
export const otpCodeLength = 6;

/** Opaque to the machine: the data layer maps the auth client's session to this. */
export type AuthSession = { userId: string; email: string; accessToken: string; expiresAt: number };
/** Opaque to the machine: the profile row, refined where it is read. */
export type AuthProfile = { readonly id: string; readonly [field: string]: unknown };
/** `fromDevice`: the server could not be reached, this is the copy kept from the last load. */
export type LoadedProfile = { profile: AuthProfile; fromDevice: boolean };

export type PasswordCredentials = { email: string; password: string };
export type SignUpRequest = { name: string; email: string; password: string };
/** `signup` confirms a new account, `email` signs in with a code sent by email. */
export type OtpRequest = { email: string; token: string; purpose: 'signup' | 'email' };

export type ResendState = { count: number; lastAt: number | null };

export type AuthField = 'name' | 'email' | 'password' | 'confirmPassword' | 'token';
export type AuthFieldErrors = FieldErrors<AuthField, AuthFailureCode>;

export type AuthInput = {
  /** The clock for the resend spacing; Date.now unless a test injects one. */
  now?: () => number;
};

export type AuthContext = {
  session: AuthSession | null;
  /** Loaded in the background once signed in; stays null if that fails. */
  profile: AuthProfile | null;
  /** The banner above the form: the first problem in visual order, or the server's answer. */
  error: AuthFailure | null;
  /** Every field's problem, for forms that mark fields. */
  fieldErrors: AuthFieldErrors;
  /** The address the last email went to (confirmation or magic link). */
  pendingEmail: string | null;
  /** Confirmation-email resends for the pending address ('Renvoyé n/3 fois'). */
  resend: ResendState;
  /** The sign-up form's consent came with the Google or magic-link request (recorded on the server). */
  signupConsent: boolean;
  /** Wait before the next background profile load. */
  profileDelay: number;
  now: () => number;
};

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.register'; name: string; email: string; password: string; confirmPassword: string }
  /** `consent`: from the sign-up form, where the consent box was ticked. */
  | { type: 'auth.google'; consent?: boolean }
  | { type: 'auth.magicLink'; email: string; consent?: boolean }
  | { type: 'auth.verifyOtp'; email: string; token: string }
  | { type: 'auth.resend' }
  /**
   * An account made elsewhere awaits its confirmation email (the account created after payment,
   * which the server sent the email for): the confirmation screen, code and resend, for `email`.
   */
  | { type: 'auth.awaitConfirmation'; email: string }
  | { type: 'auth.changeEmail' }
  | { type: 'auth.back' }
  | { type: 'auth.logout' }
  /** The settings screen saved profile fields (name, avatar): shown at once everywhere. */
  | { type: 'auth.profileChanged'; patch: Readonly<Record<string, unknown>> }
  /** From the auth client's listener: sign-in elsewhere, token refresh, sign-out. */
  | { type: 'auth.sessionChanged'; session: AuthSession | null }
  | { type: 'auth.retry' }
  | { type: 'auth.clearError' };

const loginOrder = ['email', 'password'] as const;
const signUpOrder = ['name', 'email', 'password', 'confirmPassword'] as const;
const otpOrder = ['email', 'token'] as const;

function emailProblems(email: string): AuthFieldErrors {
  if (email.trim() === '') return { email: 'emailRequired' };
  return isValidEmail(email) ? {} : { email: 'invalidEmail' };
}

/** People paste codes as "123 456": spaces do not count. */
export function normalizeOtpCode(token: string): string {
  return token.replace(/\s/g, '');
}

const otpCodePattern = new RegExp(`^\\d{${otpCodeLength}}$`);

function otpProblems(event: { email: string; token: string }): AuthFieldErrors {
  const errors = emailProblems(event.email);
  if (!otpCodePattern.test(normalizeOtpCode(event.token))) errors.token = 'invalidOtpCode';
  return errors;
}

function rejection(fieldErrors: AuthFieldErrors, order: readonly AuthField[]): Partial<AuthContext> {
  return { error: { code: firstError(fieldErrors, order) ?? 'unknown' }, fieldErrors };
}

/** Why a resend is refused right now, or undefined when it may go. */
export function resendRefusal(resend: ResendState, now: number): 'resendLimit' | 'resendTooSoon' | undefined {
  if (resend.count >= resendMaxCount) return 'resendLimit';
  if (resend.lastAt !== null && now - resend.lastAt < resendSpacingMs) return 'resendTooSoon';
  return undefined;
}

const noResend: ResendState = { count: 0, lastAt: null };

function signedInWith(session: AuthSession, profileDelay: number): Partial<AuthContext> {
  return {
    session,
    profile: null,
    error: null,
    fieldErrors: {},
    pendingEmail: null,
    resend: noResend,
    profileDelay,
  };
}

const notBound = () => Promise.reject(new Error('Auth actor not bound: provide it from the data layer'));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    // Every input field is optional, so lint sees the cast as a no-op; it declares the type for setup().
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as AuthInput | undefined,
  },
  actors: {
    getSession: fromPromise<AuthSession | null>(() => Promise.resolve(null)),
    /** Subscribes to the auth client and sends back `auth.sessionChanged`. */
    watchAuthChanges: fromCallback<AuthEvent>(() => undefined),
    signInWithPassword: fromPromise<AuthSession, PasswordCredentials>(notBound),
    /** Resolves with the session, or null when the address must be confirmed first. */
    signUp: fromPromise<AuthSession | null, SignUpRequest>(notBound),
    /** Starts the provider redirect (back to the site root); the page leaves. */
    signInWithGoogle: fromPromise<void, { consent: boolean }>(notBound),
    sendMagicLink: fromPromise<void, { email: string; consent: boolean }>(notBound),
    verifyOtp: fromPromise<AuthSession, OtpRequest>(notBound),
    resendConfirmation: fromPromise<void, { email: string }>(notBound),
    loadProfile: fromPromise<LoadedProfile, { userId: string }>(notBound),
    signOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    /** Removes the auth client's entries from local storage (bound at the edge). */
    clearLocalAuth: () => undefined,
    clearError: assign({ error: null, fieldErrors: {} }),
    forgetSession: assign({ session: null, profile: null }),
    /** The same account's session with a refreshed token. */
    takeRefreshedSession: assign({
      session: ({ context, event }) => {
        assertEvent(event, 'auth.sessionChanged');
        return event.session ?? context.session;
      },
    }),
    rejectOtp: assign(({ event }) => {
      assertEvent(event, 'auth.verifyOtp');
      return rejection(otpProblems(event), otpOrder);
    }),
  },
  guards: {
    otpInvalid: ({ event }) => {
      assertEvent(event, 'auth.verifyOtp');
      return !isValid(otpProblems(event));
    },
    resendLimitReached: ({ context }) => resendRefusal(context.resend, context.now()) === 'resendLimit',
    resendTooSoon: ({ context }) => resendRefusal(context.resend, context.now()) === 'resendTooSoon',
  },
  delays: {
    sessionTimeout: sessionCheckTimeoutMs,
    profileDelay: ({ context }) => context.profileDelay,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    session: null,
    profile: null,
    error: null,
    fieldErrors: {},
    pendingEmail: null,
    resend: noResend,
    signupConsent: false,
    profileDelay: profileLoadDelayMs,
    now: input?.now ?? (() => Date.now()),
  }),
  invoke: { id: 'authListener', src: 'watchAuthChanges' },
  on: {
    'auth.clearError': { actions: 'clearError' },
    // Another tab signed in, a confirmation link was opened, or the session ended elsewhere.
    'auth.sessionChanged': [
      {
        guard: ({ event }) => event.session !== null,
        target: '.signedIn',
        actions: assign(({ event }) =>
          event.session === null ? {} : signedInWith(event.session, profileReloadDelayMs),
        ),
      },
      // A null while no session is held (the listener's initial report) changes nothing.
      { guard: ({ context }) => context.session !== null, target: '.signedOut', actions: 'forgetSession' },
    ],
  },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      tags: ['loading'],
      invoke: {
        src: 'getSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) =>
              event.output === null ? {} : signedInWith(event.output, profileLoadDelayMs),
            ),
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error) }),
        },
      },
      after: {
        sessionTimeout: { target: 'signedOut', actions: assign({ error: { code: 'sessionTimeout' } }) },
      },
    },

    signedOut: {
      on: {
        'auth.login': [
          {
            guard: ({ event }) => !isValid(validateLogin(event)),
            actions: assign(({ event }) => rejection(validateLogin(event), loginOrder)),
          },
          { target: 'signingIn', actions: 'clearError' },
        ],
        'auth.register': [
          {
            guard: ({ event }) => !isValid(validateSignUp(event)),
            actions: assign(({ event }) => rejection(validateSignUp(event), signUpOrder)),
          },
          {
            target: 'registering',
            actions: ['clearError', assign({ pendingEmail: ({ event }) => event.email.trim() })],
          },
        ],
        'auth.google': {
          target: 'redirecting',
          actions: ['clearError', assign({ signupConsent: ({ event }) => event.consent === true })],
        },
        'auth.magicLink': [
          {
            guard: ({ event }) => !isValid(emailProblems(event.email)),
            actions: assign(({ event }) => rejection(emailProblems(event.email), ['email'])),
          },
          {
            target: 'sendingMagicLink',
            actions: [
              'clearError',
              assign({
                pendingEmail: ({ event }) => event.email.trim(),
                signupConsent: ({ event }) => event.consent === true,
              }),
            ],
          },
        ],
        'auth.verifyOtp': [
          { guard: 'otpInvalid', actions: 'rejectOtp' },
          { target: 'verifyingOtp', actions: 'clearError' },
        ],
        /** "Retry" after a timeout or a network failure: check the session again. */
        'auth.retry': { target: 'checkingSession', actions: 'clearError' },
        'auth.awaitConfirmation': {
          target: 'awaitingConfirmation',
          actions: [
            'clearError',
            // The server has just sent the email: a resend waits its minute, as after a sign-up.
            assign({
              pendingEmail: ({ event }) => event.email.trim(),
              resend: ({ context }) => ({ count: 0, lastAt: context.now() }),
            }),
          ],
        },
      },
    },

    signingIn: {
      tags: ['busy'],
      invoke: {
        src: 'signInWithPassword',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email.trim(), password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => signedInWith(event.output, profileLoadDelayMs)),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error) }),
        },
      },
    },

    registering: {
      tags: ['busy'],
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'auth.register');
          return { name: event.name.trim(), email: event.email.trim(), password: event.password };
        },
        onDone: [
          {
            // The profile row is created by the database trigger: nothing more to do here.
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) =>
              event.output === null ? {} : signedInWith(event.output, profileLoadDelayMs),
            ),
          },
          { target: 'awaitingConfirmation', actions: assign({ resend: noResend }) },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error), pendingEmail: null }),
        },
      },
    },

    /** Google: the browser leaves for the provider and comes back to the site root. */
    redirecting: {
      tags: ['busy'],
      invoke: {
        src: 'signInWithGoogle',
        input: ({ context }) => ({ consent: context.signupConsent }),
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error) }),
        },
      },
    },

    sendingMagicLink: {
      tags: ['busy'],
      invoke: {
        src: 'sendMagicLink',
        input: ({ context }) => ({ email: context.pendingEmail ?? '', consent: context.signupConsent }),
        onDone: { target: 'magicLinkSent' },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error), pendingEmail: null }),
        },
      },
    },

    /** The link-sent screen; the email also carries a 6-digit code that can be typed here. */
    magicLinkSent: {
      initial: 'idle',
      on: {
        'auth.back': { target: 'signedOut', actions: ['clearError', assign({ pendingEmail: null })] },
      },
      states: {
        idle: {
          on: {
            'auth.verifyOtp': [
              { guard: 'otpInvalid', actions: 'rejectOtp' },
              { target: 'verifying', actions: 'clearError' },
            ],
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'verifyOtp',
            input: ({ event }) => otpRequest(event, 'email'),
            onDone: {
              target: '#auth.signedIn',
              actions: assign(({ event }) => signedInWith(event.output, profileLoadDelayMs)),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => mapAuthError(event.error) }) },
          },
        },
      },
    },

    verifyingOtp: {
      tags: ['busy'],
      invoke: {
        src: 'verifyOtp',
        input: ({ event }) => otpRequest(event, 'email'),
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => signedInWith(event.output, profileLoadDelayMs)),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => mapAuthError(event.error) }),
        },
      },
    },

    /** Sign-up needs the address confirmed: link or 6-digit code, resend, change email. */
    awaitingConfirmation: {
      initial: 'idle',
      on: {
        'auth.changeEmail': {
          target: 'signedOut',
          actions: ['clearError', assign({ pendingEmail: null, resend: noResend })],
        },
      },
      states: {
        idle: {
          on: {
            'auth.resend': [
              {
                guard: 'resendLimitReached',
                actions: assign({ error: { code: 'resendLimit' }, fieldErrors: {} }),
              },
              {
                guard: 'resendTooSoon',
                actions: assign({ error: { code: 'resendTooSoon' }, fieldErrors: {} }),
              },
              { target: 'resending', actions: 'clearError' },
            ],
            'auth.verifyOtp': [
              { guard: 'otpInvalid', actions: 'rejectOtp' },
              { target: 'verifying', actions: 'clearError' },
            ],
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            src: 'resendConfirmation',
            input: ({ context }) => ({ email: context.pendingEmail ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign({
                resend: ({ context }) => ({ count: context.resend.count + 1, lastAt: context.now() }),
              }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => mapAuthError(event.error) }) },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'verifyOtp',
            input: ({ event }) => otpRequest(event, 'signup'),
            onDone: {
              target: '#auth.signedIn',
              actions: assign(({ event }) => signedInWith(event.output, profileLoadDelayMs)),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => mapAuthError(event.error) }) },
          },
        },
      },
    },

    signedIn: {
      tags: ['authenticated'],
      initial: 'waitingForProfile',
      on: {
        'auth.logout': { target: 'signingOut' },
        'auth.profileChanged': {
          actions: assign({
            profile: ({ context, event }) =>
              context.profile === null
                ? null
                : { ...context.profile, ...event.patch, id: context.profile.id },
          }),
        },
        'auth.sessionChanged': [
          { guard: ({ event }) => event.session === null, target: 'signedOut', actions: 'forgetSession' },
          {
            // Another account: its own profile, loaded afresh.
            guard: ({ context, event }) => event.session?.userId !== context.session?.userId,
            target: 'signedIn',
            reenter: true,
            actions: assign(({ event }) =>
              event.session === null ? {} : signedInWith(event.session, profileReloadDelayMs),
            ),
          },
          { actions: 'takeRefreshedSession' },
        ],
      },
      states: {
        waitingForProfile: {
          after: { profileDelay: 'loadingProfile' },
        },
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ userId: context.session?.userId ?? '' }),
            onDone: [
              {
                // Offline: the name and time zone kept on the device, until the server answers.
                guard: ({ event }) => event.output.fromDevice,
                target: 'profileUnavailable',
                actions: assign({ profile: ({ event }) => event.output.profile }),
              },
              { target: 'profileLoaded', actions: assign({ profile: ({ event }) => event.output.profile }) },
            ],
            // Non-blocking: the app works without it, and no error banner is shown.
            onError: { target: 'profileUnavailable', actions: assign({ profile: null }) },
          },
        },
        profileLoaded: {},
        profileUnavailable: {
          on: {
            'auth.retry': 'loadingProfile',
            // A refreshed token usually means the network is back (the app opened offline with
            // the device's session): the profile (name, time zone) can load now.
            'auth.sessionChanged': {
              guard: ({ context, event }) => event.session?.userId === context.session?.userId,
              target: 'loadingProfile',
              actions: 'takeRefreshedSession',
            },
          },
        },
      },
    },

    signingOut: {
      tags: ['busy'],
      // The auth client needs its stored session to revoke it: local entries go afterwards,
      // however signing out ends.
      exit: 'clearLocalAuth',
      on: {
        // The listener reports the sign-out while it happens; the call's answer decides.
        'auth.sessionChanged': { actions: [] },
      },
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['forgetSession', 'clearError'] },
        onError: [
          {
            // The session is already gone on the server: signed out all the same.
            guard: ({ event }) => isIgnorableSignOutError(event.error),
            target: 'signedOut',
            actions: ['forgetSession', 'clearError'],
          },
          {
            target: 'signedOut',
            actions: [
              'forgetSession',
              assign({ fieldErrors: {}, error: ({ event }) => logoutFailure(event.error) }),
            ],
          },
        ],
      },
    },
  },
});

function otpRequest(event: AuthEvent, purpose: OtpRequest['purpose']): OtpRequest {
  assertEvent(event, 'auth.verifyOtp');
  return { email: event.email.trim(), token: normalizeOtpCode(event.token), purpose };
}

function logoutFailure(error: unknown): AuthFailure {
  const detail = authErrorMessage(error);
  return detail === undefined ? { code: 'logoutFailed' } : { code: 'logoutFailed', detail };
}

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
