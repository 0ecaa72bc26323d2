/**
 * Test kit for the auth screens: the real auth machine with stubbed actors (answers chosen per
 * test, calls recorded), the session context around it, a memory router and stubbed link calls.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

import type { AuthLinkCalls } from '#data/auth/index.ts';

import {
  authMachine,
  type AuthActor,
  type AuthEvent,
  type LoadedProfile,
  type AuthSession,
  type OtpRequest,
  type PasswordCredentials,
  type SignUpRequest,
} from './auth.machine.ts';
import { AuthLinkCallsProvider } from './authLinkCalls.tsx';
import { AuthProvider, runtimeForActor, type AuthRuntime } from './session.tsx';

export const testSession: AuthSession = {
  userId: 'user-1',
  email: 'camille@gmail.com',
  accessToken: 'token-1',
  expiresAt: 1_900_000_000,
};

/** What a stubbed actor answers: a value, an error to reject with, or never. */
export type Answer<T> = { value: T } | { reject: Error } | 'never';

function answer<T>(given: Answer<T> | undefined, fallback: T): Promise<T> {
  if (given === 'never') return new Promise<T>(() => undefined);
  if (given === undefined) return Promise.resolve(fallback);
  if ('reject' in given) return Promise.reject(given.reject);
  return Promise.resolve(given.value);
}

export type AuthStubs = {
  /** A function answers each check in turn (a retry can get another answer). */
  getSession?: Answer<AuthSession | null> | (() => Answer<AuthSession | null>);
  signIn?: Answer<AuthSession>;
  signUp?: Answer<AuthSession | null>;
  google?: Answer<void>;
  magicLink?: Answer<void>;
  verifyOtp?: Answer<AuthSession>;
  resend?: Answer<void>;
  signOut?: Answer<void>;
  now?: () => number;
};

/** An auth-client error as supabase-js shapes it. */
export function authApiError(message: string, code?: string, status = 400): Error {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, code, __isAuthError: true });
}

export function startAuth(stubs: AuthStubs = {}) {
  const calls = {
    signIn: vi.fn<(input: PasswordCredentials) => void>(),
    signUp: vi.fn<(input: SignUpRequest) => void>(),
    google: vi.fn(),
    magicLink: vi.fn<(input: { email: string; consent: boolean }) => void>(),
    verifyOtp: vi.fn<(input: OtpRequest) => void>(),
    resend: vi.fn<(input: { email: string }) => void>(),
    signOut: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      getSession: fromPromise(() => {
        const given = stubs.getSession;
        return answer(typeof given === 'function' ? given() : given, null);
      }),
      watchAuthChanges: fromCallback<AuthEvent>(() => undefined),
      signInWithPassword: fromPromise<AuthSession, PasswordCredentials>(({ input }) => {
        calls.signIn(input);
        return answer(stubs.signIn, testSession);
      }),
      signUp: fromPromise<AuthSession | null, SignUpRequest>(({ input }) => {
        calls.signUp(input);
        return answer(stubs.signUp, null);
      }),
      signInWithGoogle: fromPromise<void, { consent: boolean }>(() => {
        calls.google();
        return answer<void>(stubs.google ?? 'never', undefined);
      }),
      sendMagicLink: fromPromise<void, { email: string; consent: boolean }>(({ input }) => {
        calls.magicLink(input);
        return answer<void>(stubs.magicLink, undefined);
      }),
      verifyOtp: fromPromise<AuthSession, OtpRequest>(({ input }) => {
        calls.verifyOtp(input);
        return answer(stubs.verifyOtp, testSession);
      }),
      resendConfirmation: fromPromise<void, { email: string }>(({ input }) => {
        calls.resend(input);
        return answer<void>(stubs.resend, undefined);
      }),
      loadProfile: fromPromise<LoadedProfile, { userId: string }>(({ input }) =>
        Promise.resolve({ profile: { id: input.userId, nom: 'Camille' }, fromDevice: false }),
      ),
      signOut: fromPromise<void>(() => {
        calls.signOut();
        return answer<void>(stubs.signOut, undefined);
      }),
    },
    actions: { clearLocalAuth: () => undefined },
  });
  const actor: AuthActor = createActor(machine, { input: stubs.now ? { now: stubs.now } : {} }).start();
  return { actor, calls };
}

/** A started actor that has settled on signed out (no stored session). */
export async function signedOutAuth(stubs: AuthStubs = {}) {
  const auth = startAuth(stubs);
  await waitFor(auth.actor, (snapshot) => snapshot.matches('signedOut'));
  return auth;
}

export type LinkCallStubs = { [K in keyof AuthLinkCalls]: ReturnType<typeof vi.fn<AuthLinkCalls[K]>> };

export function stubLinkCalls(overrides: Partial<AuthLinkCalls> = {}): LinkCallStubs {
  return {
    getCurrentSession: vi.fn(overrides.getCurrentSession ?? (() => Promise.resolve(null))),
    exchangeCodeForSession: vi.fn(overrides.exchangeCodeForSession ?? (() => Promise.resolve(testSession))),
    verifyOtp: vi.fn(overrides.verifyOtp ?? (() => Promise.resolve(testSession))),
    setSession: vi.fn(overrides.setSession ?? (() => Promise.resolve(testSession))),
    updateUser: vi.fn(overrides.updateUser ?? (() => Promise.resolve())),
    resetPasswordForEmail: vi.fn(overrides.resetPasswordForEmail ?? (() => Promise.resolve())),
  };
}

type RenderOptions = {
  actor?: AuthActor;
  runtime?: AuthRuntime;
  linkCalls?: AuthLinkCalls;
  /** The address the page opens at. */
  path?: string;
};

/** Renders `ui` on every path of a memory router (so navigation can be read from `router`). */
export function renderWithAuth(ui: ReactNode, options: RenderOptions = {}) {
  const runtime = options.runtime ?? runtimeForActor(options.actor ?? startAuth().actor);
  const linkCalls = options.linkCalls ?? stubLinkCalls();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <AuthProvider runtime={runtime}>
        <AuthLinkCallsProvider calls={linkCalls}>
          <RouterProvider router={router} />
        </AuthLinkCallsProvider>
      </AuthProvider>
    </I18nProvider>,
  );
  return { ...view, router, runtime };
}

/** Moves fake timers on inside act, letting the promises they settle run too. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}
