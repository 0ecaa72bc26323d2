/**
 * The auth machine's side effects, done with the real supabase-js client. Pass the result to
 * `authMachine.provide(...)`.
 *
 * The data layer does not depend on features (they depend on it), so the machine's data shapes
 * are restated here. They are the contract of `src/features/auth/auth.machine.ts`; `.provide()`
 * type-checks them where the two meet.
 *
 * Failures are thrown as supabase-js gives them (AuthApiError, AuthRetryableFetchError,
 * PostgrestError): the machine's `mapAuthError` reads them by their shape.
 */
import { isAuthRetryableFetchError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { fromCallback, fromPromise, type EventObject } from 'xstate';

import { defaultLocale, isLocale, type Locale } from '#core/locale.ts';
import { rememberSignupConsent } from '#data/consent/index.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { isOnline } from '#data/platform/online.ts';

/** The machine's `AuthSession`: expiresAt is in seconds since the epoch, as the server gives it. */
export type AuthSession = { userId: string; email: string; accessToken: string; expiresAt: number };
export type AuthProfile = { readonly id: string; readonly [field: string]: unknown };
type LoadedProfile = { profile: AuthProfile; fromDevice: boolean };
type SessionChanged = { type: 'auth.sessionChanged'; session: AuthSession | null };

export type AuthImplementationOptions = {
  /** The app's origin, e.g. https://emma-et-louis.fr: email links and Google come back here. */
  siteUrl: string;
  /** Where the client keeps its session (the client's own storage); localStorage by default. */
  storage?: Storage;
  /** Whether the device has a network; `navigator.onLine` by default. */
  isOnline?: () => boolean;
  /** How long a session check may wait on the network before the device's session is used. */
  deviceSessionAfterMs?: number;
};

/**
 * Past this, a session check still waiting on the network (a token refresh on a slow or dead
 * connection) lets the person in with the session on the device: below the machine's 5 s limit.
 */
export const deviceSessionAfterMs = 3000;

/** The profile columns the app reads after sign-in (users may read their own row). */
const profileColumns =
  'id, email, nom, avatar_url, role, account_verified, selected_character_id, locale, timezone';

/** The last profile loaded, for offline starts; removed with the session on sign-out. */
const profileKey = 'emma-et-louis.profile';

/** supabase-js names its stored entries sb-<project>-auth-token(-code-verifier, -user). */
const authKeyPrefix = 'sb-';

export function toAuthSession(session: Session): AuthSession {
  return {
    userId: session.user.id,
    email: session.user.email ?? '',
    accessToken: session.access_token,
    // expires_at is always set by the server; the fallback only guards the optional type.
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  };
}

/**
 * The session supabase-js stored on this device (sb-<project>-auth-token), read without the
 * network; null when there is none or it cannot be read.
 */
export function storedSession(storage: Storage | undefined): AuthSession | null {
  if (storage === undefined) return null;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null || !/^sb-.+-auth-token$/.test(key)) continue;
    try {
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Session> | null;
      const user = stored?.user;
      if (typeof stored?.access_token !== 'string' || typeof stored.refresh_token !== 'string') continue;
      if (typeof user?.id !== 'string') continue;
      return {
        userId: user.id,
        email: user.email ?? '',
        accessToken: stored.access_token,
        expiresAt: stored.expires_at ?? 0,
      };
    } catch {
      // Not JSON: not a session this client could use either.
    }
  }
  return null;
}

/** The interface language (i18n sets <html lang>), so the trigger stores it and emails match it. */
function currentLocale(): Locale {
  const lang = globalThis.document?.documentElement.lang.slice(0, 2).toLowerCase();
  return isLocale(lang) ? lang : defaultLocale;
}

/** The browser's IANA zone: the free plan's daily credits reset at midnight in it. */
function currentTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function keepProfile(storage: Storage | undefined, profile: AuthProfile): void {
  try {
    storage?.setItem(profileKey, JSON.stringify(profile));
  } catch {
    // A full or blocked storage only costs the offline greeting its name.
  }
}

function keptProfile(storage: Storage | undefined, userId: string): AuthProfile | null {
  try {
    const kept = JSON.parse(storage?.getItem(profileKey) ?? 'null') as AuthProfile | null;
    return kept?.id === userId ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Removes the client's entries and the kept profile; keys are collected first because removing
 * shifts indexes.
 */
function removeAuthEntries(storage: Storage | undefined): void {
  if (storage === undefined) return;
  storage.removeItem(profileKey);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(authKeyPrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** localStorage when the environment has one; reading it throws where storage is blocked. */
function browserStorage(): Storage | undefined {
  try {
    return 'localStorage' in globalThis ? globalThis.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `TEvent` is the machine's event type (`AuthEvent`): XState checks the listener against it, and
 * only the binding site may import the machine. The listener itself only sends `auth.sessionChanged`.
 */
export function authImplementations<TEvent extends EventObject = SessionChanged>(
  client: SupabaseClient,
  options: AuthImplementationOptions,
) {
  const callbackUrl = `${options.siteUrl}/auth/callback`;
  // Looked up when logging out, not now: localStorage may be missing (Node) or blocked.
  const storage = () => options.storage ?? browserStorage();
  const online = options.isOnline ?? isOnline;

  return {
    actors: {
      /**
       * Local-first: someone signed in on this device opens their chats with or without a network.
       * An access token lives an hour, so the app usually opens with an expired one, and
       * supabase-js must refresh it, over the network, before it answers. Offline, after a
       * network failure, or past `deviceSessionAfterMs`, the session on the device lets the person
       * in. supabase-js keeps that session and refreshes it once the network is back (the
       * listener then passes the new one on), or signs out if the server revoked it.
       */
      getSession: fromPromise<AuthSession | null>(async () => {
        const verified = client.auth.getSession().then(({ data, error }) => {
          if (error) throw error;
          return data.session === null ? null : toAuthSession(data.session);
        });
        const onDevice = storedSession(storage());
        if (onDevice === null) return verified;
        const fallBack = verified.catch((error: unknown) => {
          if (isAuthRetryableFetchError(error)) return onDevice;
          throw error;
        });
        // Either way the check goes on inside supabase-js, and its outcome (a refreshed
        // session, or a sign-out) reaches the machine through the listener.
        if (!online()) {
          fallBack.catch(() => undefined);
          return onDevice;
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<AuthSession>((resolve) => {
          timer = setTimeout(() => resolve(onDevice), options.deviceSessionAfterMs ?? deviceSessionAfterMs);
        });
        try {
          return await Promise.race([fallBack, waited]);
        } finally {
          clearTimeout(timer);
          fallBack.catch(() => undefined);
        }
      }),

      /** Other tabs, token refreshes and opened email links reach the machine through here. */
      watchAuthChanges: fromCallback<TEvent>(({ sendBack }) => {
        const { data } = client.auth.onAuthStateChange((event, session) => {
          // The machine's own check (getSession) reads the initial session. This report is null
          // when a refresh failed for want of a network, and must not sign out the person
          // who came in with the device's session.
          if (event === 'INITIAL_SESSION' && session === null) return;
          // Synchronous on purpose: supabase-js holds a lock while it calls this listener.
          sendBack({
            type: 'auth.sessionChanged',
            session: session === null ? null : toAuthSession(session),
          } satisfies SessionChanged);
        });
        return () => data.subscription.unsubscribe();
      }),

      signInWithPassword: fromPromise<AuthSession, { email: string; password: string }>(async ({ input }) => {
        const { data, error } = await client.auth.signInWithPassword(input);
        if (error) throw error;
        return toAuthSession(data.session);
      }),

      /** Null while the address awaits confirmation (confirmations are on in production). */
      signUp: fromPromise<AuthSession | null, { name: string; email: string; password: string }>(
        async ({ input }) => {
          const { data, error } = await client.auth.signUp({
            email: input.email,
            password: input.password,
            options: {
              emailRedirectTo: callbackUrl,
              // Read by the database triggers that create the profile row and record the consent
              // (the sign-up form cannot be sent without it: SignUpForm's ConsentCheckbox).
              data: {
                name: input.name,
                locale: currentLocale(),
                timezone: currentTimezone(),
                consent: { policy_version: siteFacts.privacyPolicyVersion },
              },
            },
          });
          if (error) throw error;
          return data.session === null ? null : toAuthSession(data.session);
        },
      ),

      /** Resolves once the browser is sent to Google; the page then leaves. */
      signInWithGoogle: fromPromise<void, { consent: boolean }>(async ({ input }) => {
        // Google's round trip carries no metadata: the consent waits on the device (ConsentGate).
        if (input.consent) rememberSignupConsent(siteFacts.privacyPolicyVersion);
        const { error } = await client.auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: `${options.siteUrl}/` },
        });
        if (error) throw error;
      }),

      sendMagicLink: fromPromise<void, { email: string; consent: boolean }>(async ({ input }) => {
        if (input.consent) rememberSignupConsent(siteFacts.privacyPolicyVersion);
        const { error } = await client.auth.signInWithOtp({
          email: input.email,
          options: {
            emailRedirectTo: callbackUrl,
            // A new account made by the link: the same triggers as a sign-up record the consent.
            ...(input.consent
              ? {
                  data: {
                    locale: currentLocale(),
                    timezone: currentTimezone(),
                    consent: { policy_version: siteFacts.privacyPolicyVersion },
                  },
                }
              : {}),
          },
        });
        if (error) throw error;
      }),

      /** The 6-digit code: type 'signup' confirms a new account, 'email' signs in (magic link). */
      verifyOtp: fromPromise<AuthSession, { email: string; token: string; purpose: 'signup' | 'email' }>(
        async ({ input }) => {
          const { data, error } = await client.auth.verifyOtp({
            email: input.email,
            token: input.token,
            type: input.purpose,
          });
          if (error) throw error;
          // A verified code always signs in; a missing session would be a server fault.
          if (data.session === null) throw new Error('Code verified but no session returned');
          return toAuthSession(data.session);
        },
      ),

      resendConfirmation: fromPromise<void, { email: string }>(async ({ input }) => {
        const { error } = await client.auth.resend({
          type: 'signup',
          email: input.email,
          options: { emailRedirectTo: callbackUrl },
        });
        if (error) throw error;
      }),

      /** Keeps a copy on the device, so an offline start still greets the person by name. */
      loadProfile: fromPromise<LoadedProfile, { userId: string }>(async ({ input }) => {
        const onDevice = keptProfile(storage(), input.userId);
        // Offline, the copy at once: supabase-js would retry the read for 7 s before failing.
        if (onDevice !== null && !online()) return { profile: onDevice, fromDevice: true };
        const { data, error } = await client
          .from('profiles')
          .select(profileColumns)
          .eq('id', input.userId)
          .single<AuthProfile>();
        if (error) {
          if (onDevice === null) throw error;
          return { profile: onDevice, fromDevice: true };
        }
        keepProfile(storage(), data);
        return { profile: data, fromDevice: false };
      }),

      /** Rejects with the error: the machine treats 401/403/404 (already gone) as signed out. */
      signOut: fromPromise<void>(async () => {
        const { error } = await client.auth.signOut();
        if (error) throw error;
      }),
    },
    actions: {
      /** After signing out, whatever the outcome: no token stays on the device. */
      clearLocalAuth: () => removeAuthEntries(storage()),
    },
  };
}
