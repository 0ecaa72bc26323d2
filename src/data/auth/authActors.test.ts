// @vitest-environment node
/**
 * Contract test: the auth machine bound to the real supabase-js client, against the local stack
 * with this repository's own project (confirmations on, the profile trigger, row-level security).
 * Emails are read through the dev mailbox's JSON API, as a person would open them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';

import { authMachine, type AuthActor, type AuthEvent } from '#features/auth/auth.machine.ts';
import { retryRefreshNow } from '#data/supabase/refreshCooldown.ts';
import type { LocalStack } from '#supabase/local/server.ts';
import { createTestClient, startTestStack } from '#supabase/local/testing.ts';

import { authImplementations } from './authActors.ts';

/** A Storage kept in memory, so the test can see what the client persisted. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  authKeys() {
    return [...this.items.keys()].filter((key) => key.startsWith('sb-'));
  }
}

type Mail = { to: string; subject: string; links: string[]; otp?: string; kind?: string };

const siteUrl = 'http://127.0.0.1:4173'; // site_url in supabase/config.toml
const email = `camille-${Date.now().toString(36)}@example.com`;
const password = 'mot-de-passe-42';
const timeout = { timeout: 10_000 };

let stack: LocalStack;
let storage: MemoryStorage;
let actor: AuthActor;

async function mails(to: string): Promise<Mail[]> {
  const response = await fetch(`${stack.url}/_dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startTestStack();
  storage = new MemoryStorage();
  const client = createTestClient(stack.url, stack.keys.anonKey, {
    // As the app's client: a persisted session and PKCE email links.
    auth: { persistSession: true, storage, flowType: 'pkce', detectSessionInUrl: false },
  });
  actor = createActor(
    authMachine.provide(authImplementations<AuthEvent>(client, { siteUrl, storage })),
  ).start();
}, 60_000);

afterAll(async () => {
  actor.stop();
  await stack.close();
});

it('signs up, confirms, logs in and out, and sends a magic link through the real client', async () => {
  // No stored session: the check ends signed out, without an error.
  expect((await waitFor(actor, (s) => s.matches('signedOut'), timeout)).context.error).toBeNull();

  // Sign-up: confirmations are on, so no session yet and a confirmation email.
  actor.send({ type: 'auth.register', name: 'Camille Martin', email, password, confirmPassword: password });
  const waiting = await waitFor(actor, (s) => s.matches({ awaitingConfirmation: 'idle' }), timeout);
  expect(waiting.context).toMatchObject({ session: null, error: null, pendingEmail: email });
  const [signupMail] = await mails(email);
  expect(signupMail).toMatchObject({ kind: 'signup', subject: 'Confirmez votre inscription' });

  // Resend once, after the server's 1 s per-address spacing (max_frequency).
  await pause(1100);
  actor.send({ type: 'auth.resend' });
  const resent = await waitFor(
    actor,
    (s) => s.matches({ awaitingConfirmation: 'idle' }) && s.context.resend.count === 1,
    timeout,
  );
  expect(resent.context.error).toBeNull();
  const confirmations = await mails(email);
  expect(confirmations).toHaveLength(2);

  // Back to the form: the address is not confirmed yet.
  actor.send({ type: 'auth.changeEmail' });
  actor.send({ type: 'auth.login', email, password });
  const unconfirmed = await waitFor(
    actor,
    (s) => s.matches('signedOut') && s.context.error !== null,
    timeout,
  );
  expect(unconfirmed.context.error).toEqual({ code: 'emailNotConfirmed' });

  // The newest email links to the app's /auth/callback with the token hash (the project's
  // template); the page verifies it when the person presses its button, here on another device.
  const link = confirmations[0]?.links.find((candidate) => candidate.startsWith(`${siteUrl}/auth/callback?`));
  expect(link).toBeDefined();
  const tokenHash = new URL(link ?? siteUrl).searchParams.get('token_hash') ?? '';
  const otherDevice = createTestClient(stack.url, stack.keys.anonKey, { auth: { persistSession: false } });
  const confirmed = await otherDevice.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  expect(confirmed.error).toBeNull();

  // A wrong password is reported as such.
  actor.send({ type: 'auth.login', email, password: 'pas-le-bon' });
  const refused = await waitFor(
    actor,
    (s) => s.matches('signedOut') && s.context.error?.code !== 'emailNotConfirmed',
    timeout,
  );
  expect(refused.context.error).toEqual({ code: 'invalidCredentials' });

  // The right one signs in; the profile the trigger created loads a second later.
  actor.send({ type: 'auth.login', email, password });
  const signedIn = await waitFor(actor, (s) => s.matches({ signedIn: 'profileLoaded' }), timeout);
  expect(signedIn.context.session).toMatchObject({ email, accessToken: expect.any(String) as string });
  expect(signedIn.context.profile).toMatchObject({
    id: signedIn.context.session?.userId,
    email,
    nom: 'Camille Martin',
    role: 'user',
    locale: 'fr', // no <html lang> in Node: the default language
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  expect(storage.authKeys()).not.toEqual([]);

  // Logout: signed out, and no auth entry left on the device, even one the client itself
  // would not remove (another project's, or a session whose revocation failed)…
  storage.setItem('sb-ancien-projet-auth-token', '{"access_token":"stale"}');
  storage.setItem('emma-et-louis.preferences', 'kept');
  actor.send({ type: 'auth.logout' });
  const loggedOut = await waitFor(actor, (s) => s.matches('signedOut'), timeout);
  expect(loggedOut.context).toMatchObject({ session: null, profile: null, error: null });
  expect(storage.authKeys()).toEqual([]);
  // …while the app's other entries stay.
  expect(storage.getItem('emma-et-louis.preferences')).toBe('kept');

  // Magic link: the sent screen, and an email carrying the link and a 6-digit code…
  actor.send({ type: 'auth.magicLink', email });
  await waitFor(actor, (s) => s.matches({ magicLinkSent: 'idle' }), timeout);
  const magic = (await mails(email))[0];
  expect(magic).toMatchObject({ kind: 'magiclink', otp: expect.stringMatching(/^\d{6}$/) as string });
  expect(magic?.links.some((candidate) => candidate.startsWith(`${siteUrl}/auth/callback?token_hash=`))).toBe(
    true,
  );

  // …which signs in when typed on that screen (verifyOtp with type 'email').
  actor.send({ type: 'auth.verifyOtp', email, token: magic?.otp ?? '' });
  const byCode = await waitFor(actor, (s) => s.matches('signedIn'), timeout);
  expect(byCode.context.session?.email).toBe(email);
  expect(byCode.context.error).toBeNull();
}, 60_000);

describe('a signed-in person opening the app with an expired access token', () => {
  /** A confirmed user signed in on a device (storage), whose access token then expired. */
  async function deviceWithExpiredSession() {
    const address = `noa-${Date.now().toString(36)}@example.com`;
    const admin = createTestClient(stack.url, stack.keys.serviceRoleKey);
    await admin.auth.admin.createUser({
      email: address,
      password,
      email_confirm: true,
      user_metadata: { name: 'Noa' },
    });
    const device = new MemoryStorage();
    const signIn = createTestClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: true, storage: device },
    });
    const { data, error } = await signIn.auth.signInWithPassword({ email: address, password });
    expect(error).toBeNull();
    const key = device.authKeys()[0] ?? '';
    const stored = JSON.parse(device.getItem(key) ?? '{}') as { expires_at: number };
    device.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
    return { device, userId: data.user?.id ?? '' };
  }

  /** The app's client and auth machine on that device, with a network that can be cut. */
  function openApp(device: Storage, network: { up: boolean }, online: () => boolean) {
    const client = createTestClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: true, storage: device, autoRefreshToken: false },
      global: {
        fetch: (input, init) =>
          network.up ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    return createActor(
      authMachine.provide({
        ...authImplementations<AuthEvent>(client, {
          siteUrl,
          storage: device,
          isOnline: online,
          deviceSessionAfterMs: 300,
        }),
        delays: { profileDelay: 0 },
      }),
    ).start();
  }

  it('offline, signs in at once with the session on the device, and takes the refreshed one when the network is back', async () => {
    const { device, userId } = await deviceWithExpiredSession();
    const network = { up: false };
    const started = Date.now();
    const app = openApp(device, network, () => network.up);
    const signedIn = await waitFor(app, (s) => s.matches('signedIn'), timeout);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signedIn.context.session).toMatchObject({ userId, expiresAt: expect.any(Number) as number });
    expect(signedIn.context.session?.expiresAt ?? 0).toBeLessThan(Date.now() / 1000);

    // supabase-js keeps retrying the refresh; once it gets through, the machine has a fresh token.
    network.up = true;
    const refreshed = await waitFor(
      app,
      (s) => s.matches('signedIn') && (s.context.session?.expiresAt ?? 0) > Date.now() / 1000,
      timeout,
    );
    expect(refreshed.context.session?.userId).toBe(userId);
    app.stop();
  }, 30_000);

  it('offline, greets the person by the name kept from their last visit online', async () => {
    const { device } = await deviceWithExpiredSession();
    const network = { up: true };
    const lastVisit = openApp(device, network, () => network.up);
    await waitFor(lastVisit, (s) => s.matches({ signedIn: 'profileLoaded' }), timeout);
    lastVisit.stop();

    network.up = false;
    const app = openApp(device, network, () => network.up);
    const offline = await waitFor(app, (s) => s.matches({ signedIn: 'profileUnavailable' }), timeout);
    expect(offline.context.profile).toMatchObject({ nom: 'Noa' });

    // Signing out leaves no profile on the device.
    network.up = true;
    app.send({ type: 'auth.logout' });
    await waitFor(app, (s) => s.matches('signedOut'), timeout);
    expect(device.getItem('emma-et-louis.profile')).toBeNull();
    app.stop();
  }, 30_000);

  it('on a network that answers nothing, lets the person in with the device session after a short wait', async () => {
    const { device, userId } = await deviceWithExpiredSession();
    const app = openApp(device, { up: false }, () => true);
    await pause(100);
    expect(app.getSnapshot().matches('checkingSession')).toBe(true);
    const signedIn = await waitFor(app, (s) => s.matches('signedIn'), timeout);
    expect(signedIn.context.session?.userId).toBe(userId);
    expect(signedIn.context.error).toBeNull();
    app.stop();
  }, 30_000);

  it("back online after a long outage, refreshes at once instead of waiting out supabase-js's one-minute pause", async () => {
    const { device, userId } = await deviceWithExpiredSession();
    // Offline long enough for supabase-js to give up its retries: here each failed attempt
    // "takes" 30 s of the client's clock, so it stops after the first.
    const realNow = Date.now.bind(Date);
    let skewMs = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
    const network = { up: false };
    const client = createTestClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: true, storage: device },
      global: {
        fetch: (input, init) => {
          if (network.up) return fetch(input, init);
          skewMs += 30_000;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      },
    });
    try {
      expect((await client.auth.getSession()).data.session).toBeNull();

      // The network is back, but supabase-js still answers with the failure it remembers…
      network.up = true;
      expect((await client.auth.getSession()).data.session).toBeNull();

      // …until the app tells it to try again.
      retryRefreshNow(client);
      const { data } = await client.auth.getSession();
      expect(data.session?.user.id).toBe(userId);
      expect(data.session?.expires_at ?? 0).toBeGreaterThan(realNow() / 1000);
    } finally {
      vi.restoreAllMocks();
    }
  }, 30_000);

  it('still signs out when the server refuses the stored session', async () => {
    const { device } = await deviceWithExpiredSession();
    const key = device.authKeys()[0] ?? '';
    const stored = JSON.parse(device.getItem(key) ?? '{}') as Record<string, unknown>;
    device.setItem(key, JSON.stringify({ ...stored, refresh_token: 'revoked-refresh-token' }));
    const app = openApp(device, { up: true }, () => true);
    const out = await waitFor(app, (s) => s.matches('signedOut'), timeout);
    expect(out.context.session).toBeNull();
    app.stop();
  }, 30_000);
});
