/**
 * The app's auth runtime (created by the composition root) and the hooks every screen reads the
 * session through.
 *
 * The auth client (supabase-js) is not part of the landing page's bundle: the actor starts once
 * its code has loaded. A visitor with no stored session is known to be signed out at once, so
 * the landing never waits, and the client loads at their first interaction; a stored session (or
 * a link coming back from an email or Google) starts the actor immediately and screens show
 * "checking" until it answers.
 */
import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

import type { AuthLinkCalls } from '#data/auth/index.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

import type { AuthActor, AuthEvent, AuthSnapshot } from './auth.machine.ts';

export type AuthStatus = 'checking' | 'signedOut' | 'signedIn';

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  timezone: string | null;
  /** The profile picture's URL (profiles.avatar_url), or null for the initial. */
  avatarUrl: string | null;
};

export type LoginModalTab = 'login' | 'signup';

/** Where the actor lives; the app has one, tests make their own around a stubbed machine. */
export type AuthRuntime = {
  /** The running actor, or null while its code loads. */
  current: () => AuthActor | null;
  /** Called when the actor appears (and, through it, on every snapshot). */
  subscribe: (listener: () => void) => () => void;
  /** Loads and starts the actor if it is not running yet (idempotent). */
  start: () => void;
  /** The status to show before the actor runs. */
  statusBeforeStart: AuthStatus;
  loginModal: LoginModalStore;
  /** The link and password calls of the app's client (tests give theirs through a provider). */
  linkCalls?: AuthLinkCalls;
};

type LoginModalStore = {
  get: () => LoginModalTab | null;
  set: (tab: LoginModalTab | null) => void;
  subscribe: (listener: () => void) => () => void;
};

function createLoginModalStore(): LoginModalStore {
  let tab: LoginModalTab | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => tab,
    set(next) {
      tab = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A runtime around an actor built by `load` (the real client in the app, stubs in tests). */
export function createAuthRuntime(options: {
  load: () => Promise<AuthActor>;
  statusBeforeStart: AuthStatus;
  onLoadError?: (error: unknown) => void;
  /** An actor that already runs (tests): no loading at all. */
  running?: AuthActor;
  linkCalls?: AuthLinkCalls;
}): AuthRuntime {
  let actor: AuthActor | null = options.running ?? null;
  let loading: Promise<void> | null = null;
  /** Each listener, with its subscription to the actor once there is one. */
  const listeners = new Map<() => void, { unsubscribe(): void } | null>();
  const runtime: AuthRuntime = {
    current: () => actor,
    subscribe(listener) {
      listeners.set(listener, actor?.subscribe(listener) ?? null);
      return () => {
        listeners.get(listener)?.unsubscribe();
        listeners.delete(listener);
      };
    },
    start() {
      if (actor !== null) return;
      loading ??= options.load().then(
        (loaded) => {
          actor = loaded;
          // Listeners added before the actor existed follow its snapshots from now on.
          for (const listener of listeners.keys()) listeners.set(listener, loaded.subscribe(listener));
          for (const listener of listeners.keys()) listener();
        },
        (error: unknown) => {
          loading = null;
          options.onLoadError?.(error);
        },
      );
    },
    statusBeforeStart: options.statusBeforeStart,
    loginModal: createLoginModalStore(),
    ...(options.linkCalls ? { linkCalls: options.linkCalls } : {}),
  };
  return runtime;
}

/** A runtime over an actor that already runs (tests, stories). */
export function runtimeForActor(actor: AuthActor, linkCalls?: AuthLinkCalls): AuthRuntime {
  return createAuthRuntime({
    load: () => Promise.resolve(actor),
    statusBeforeStart: 'checking',
    running: actor,
    ...(linkCalls ? { linkCalls } : {}),
  });
}

/** supabase-js keeps the session under sb-<project>-auth-token. */
function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith('sb-')) return true;
    }
  } catch {
    // Storage blocked: the actor will find out.
    return true;
  }
  return false;
}

/** Email links, Google and password recovery come back with these in the URL. */
function urlCarriesAuth(): boolean {
  const params = new URLSearchParams(location.search);
  return (
    ['code', 'token_hash', 'access_token', 'error_description'].some((key) => params.has(key)) ||
    location.hash.includes('access_token')
  );
}

/**
 * Builds the app's auth actor on `client` (the composition root's supabase-js loader): the machine,
 * its rules and the auth client load together, after the landing has painted.
 */
export async function loadAuthActor(client: () => Promise<AppSupabaseClient>): Promise<AuthActor> {
  const [{ authMachine }, { authImplementations }, loaded] = await Promise.all([
    import('./auth.machine.ts'),
    import('#data/auth/authActors.ts'),
    client(),
  ]);
  const machine = authMachine.provide(authImplementations<AuthEvent>(loaded, { siteUrl: location.origin }));
  const { createActor } = await import('xstate');
  return createActor(machine).start();
}

/**
 * Runs `task` at a visitor's first touch, click, key or focus: they may be about to sign in, and
 * the auth client loads while they reach the form. A visitor who only reads never downloads it.
 */
function onFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, once, true);
  };
  const once = () => {
    stop();
    task();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/** Whether a session may exist on this device (a stored one, or a link coming back). */
export function mayBeSignedIn(): boolean {
  return hasStoredSession() || urlCarriesAuth();
}

/**
 * The app's runtime over `load`: it starts now when a session may exist, otherwise at the
 * visitor's first interaction (see `startAuthWhenNeeded`). The composition root creates it.
 */
export function createAppAuthRuntime(load: () => Promise<AuthActor>, linkCalls: AuthLinkCalls): AuthRuntime {
  return createAuthRuntime({
    load,
    statusBeforeStart: mayBeSignedIn() ? 'checking' : 'signedOut',
    linkCalls,
  });
}

/** Starts the runtime now or at the first interaction; the returned function stops waiting. */
export function startAuthWhenNeeded(runtime: AuthRuntime): () => void {
  if (runtime.statusBeforeStart !== 'signedOut') {
    runtime.start();
    return () => undefined;
  }
  return onFirstInteraction(() => runtime.start());
}

const AuthRuntimeContext = createContext<AuthRuntime | null>(null);

/** Gives the screens the session; the app's runtime comes from the composition root. */
export function AuthProvider({ runtime, children }: { runtime: AuthRuntime; children: ReactNode }) {
  return <AuthRuntimeContext value={runtime}>{children}</AuthRuntimeContext>;
}

export function useAuthRuntime(): AuthRuntime {
  return useRuntime();
}

function useRuntime(): AuthRuntime {
  const runtime = use(AuthRuntimeContext);
  if (runtime === null) throw new Error('Auth hooks must be used inside <AuthProvider>');
  return runtime;
}

/**
 * Reads the auth state; `whileLoading` stands in before the actor runs. A component re-renders
 * only when what it selects changes (compared with Object.is), not on every snapshot: the
 * selector returns a primitive or a part of the context, never a new object.
 */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T, whileLoading: T): T {
  const runtime = useRuntime();
  const read = () => {
    const actor = runtime.current();
    return actor === null ? whileLoading : selector(actor.getSnapshot());
  };
  // The same value at build time: the landing is prerendered (src/app/prerender).
  return useSyncExternalStore(runtime.subscribe, read, read);
}

export function statusOf(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.hasTag('authenticated')) return 'signedIn';
  if (snapshot.matches('checkingSession')) return 'checking';
  return 'signedOut';
}

/**
 * Whether this device held no session when the app started. Then the actor's first check can
 * only confirm it, so screens neither flash "checking" nor re-render when the auth machine starts:
 * the landing stays put, and a login form keeps what is being typed in it, and its focus.
 */
export function useStartsSignedOut(): boolean {
  return useRuntime().statusBeforeStart === 'signedOut';
}

export function useAuthStatus(): AuthStatus {
  const runtime = useRuntime();
  const startsSignedOut = useStartsSignedOut();
  return useAuthSelector((snapshot) => {
    const status = statusOf(snapshot);
    return status === 'checking' && startsSignedOut ? 'signedOut' : status;
  }, runtime.statusBeforeStart);
}

/** The session check gave up after 5 s without an answer: the gate offers to retry. */
export function useSessionCheckTimedOut(): boolean {
  return useAuthSelector((snapshot) => snapshot.context.error?.code === 'sessionTimeout', false);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function useSessionUser(): SessionUser | null {
  const session = useAuthSelector((snapshot) => snapshot.context.session, null);
  const profile = useAuthSelector((snapshot) => snapshot.context.profile, null);
  const id = session?.userId;
  const email = session?.email;
  const name = text(profile?.['nom']);
  const timezone = text(profile?.['timezone']);
  const avatarUrl = text(profile?.['avatar_url']);
  // One object per distinct user state, so effects keyed on it do not re-run on every snapshot.
  return useMemo(
    () => (id === undefined || email === undefined ? null : { id, email, name, timezone, avatarUrl }),
    [id, email, name, timezone, avatarUrl],
  );
}

/**
 * Starts loading the auth actor when a screen that needs it mounts (the login and sign-up
 * forms): its first session check is over before the person has typed anything.
 */
export function useAuthPreload(): void {
  const runtime = useRuntime();
  useEffect(() => runtime.start(), [runtime]);
}

/** Sends events to the auth actor, starting it first if it has not loaded yet. */
export function useAuthActor(): { send(event: AuthEvent): void } {
  const runtime = useRuntime();
  return {
    send(event) {
      const actor = runtime.current();
      if (actor) {
        actor.send(event);
        return;
      }
      runtime.start();
      const unsubscribe = runtime.subscribe(() => {
        const started = runtime.current();
        if (started === null) return;
        unsubscribe();
        started.send(event);
      });
    },
  };
}

export function useLoginModal(): {
  tab: LoginModalTab | null;
  open(tab: LoginModalTab): void;
  close(): void;
} {
  const runtime = useRuntime();
  const store = runtime.loginModal;
  const tab = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    tab,
    open(next) {
      // The form will need the auth client: load it while the modal opens.
      runtime.start();
      store.set(next);
    },
    close: () => store.set(null),
  };
}
