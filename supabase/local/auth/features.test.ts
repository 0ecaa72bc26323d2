// @vitest-environment node
/**
 * Contract tests, confirmations off: OTP (magic link and code), PKCE, admin users, settings,
 * and the local Google test provider (implicit and PKCE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fragment, startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;
const app = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["http://localhost:5173/**"]
[auth.email]
enable_confirmations = false
max_frequency = "1s"
[auth.external.google]
enabled = true
`);
});

afterAll(async () => {
  await t.close();
});

const follow = (link: string) => fetch(link, { redirect: 'manual' });
const location = async (link: string) => (await follow(link)).headers.get('location') ?? '';

describe('OTP', () => {
  it('creates the user and mails a magic link that signs in', async () => {
    const email = uniqueEmail('magic');
    const { error } = await t.anon().auth.signInWithOtp({ email, options: { emailRedirectTo: app } });
    expect(error).toBeNull();
    const mail = await t.lastEmail(email);
    expect(mail.subject).toBe('Votre lien de connexion');
    expect(mail.links[0]).toContain('type=magiclink');
    const params = fragment(await location(mail.links[0]!));
    expect(params.get('type')).toBe('magiclink');
    const me = await t.anon().auth.getUser(params.get('access_token')!);
    expect(me.data.user?.email).toBe(email);
  });

  it('signs in with the 6-digit code, once', async () => {
    const email = uniqueEmail('code');
    await t.anon().auth.signInWithOtp({ email, options: { data: { locale: 'en' } } });
    const mail = await t.lastEmail(email);
    expect(mail.subject).toBe('Your Magic Link');
    const { data, error } = await t.anon().auth.verifyOtp({ email, token: mail.otp!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await t.anon().auth.verifyOtp({ email, token: mail.otp!, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('verifies a token_hash', async () => {
    const email = uniqueEmail('hash');
    await t.anon().auth.signInWithOtp({ email });
    const token = new URL((await t.lastEmail(email)).links[0]!).searchParams.get('token')!;
    const { data, error } = await t.anon().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('uses PKCE with a pkce client: ?code= then exchangeCodeForSession', async () => {
    const email = uniqueEmail('pkce-otp');
    await t.anon().auth.signInWithOtp({ email }); // creates the user
    await t.stack.db.query(
      `update auth.users set recovery_sent_at = now() - interval '1 minute' where email = $1`,
      [email],
    );
    const client = t.anon({ flowType: 'pkce' });
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: app } });
    const target = new URL(await location((await t.lastEmail(email)).links[0]!));
    expect(target.origin + target.pathname).toBe(app);
    const { data, error } = await client.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('falls back to site_url for a redirect_to that is not allowed', async () => {
    const email = uniqueEmail('evil');
    await t.anon().auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    expect(await location((await t.lastEmail(email)).links[0]!)).toMatch(
      /^http:\/\/127\.0\.0\.1:3000#access_token=/,
    );
  });
});

describe('admin users', () => {
  it('creates, lists with paging headers, gets, updates and deletes users', async () => {
    const admin = t.service().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'secret-password',
      email_confirm: true,
      user_metadata: { name: 'Louis' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Louis' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect((await t.anon().auth.signInWithPassword({ email, password: 'secret-password' })).error).toBeNull();

    const duplicate = await admin.createUser({ email, password: 'secret-password' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    for (let i = 0; i < 2; i++) await admin.createUser({ email: uniqueEmail('filler'), email_confirm: true });
    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    if (!('total' in page.data)) throw new Error('listUsers failed');
    expect(page.data.users).toHaveLength(2);
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    expect(page.data.nextPage).toBe(2);
    const raw = await fetch(`${t.stack.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: {
        apikey: t.stack.keys.serviceRoleKey,
        authorization: `Bearer ${t.stack.keys.serviceRoleKey}`,
      },
    });
    expect(Number(raw.headers.get('x-total-count'))).toBe(page.data.total);
    expect(raw.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=2>; rel="next", <\/admin\/users\?page=\d+&per_page=2>; rel="last"$/,
    );
    expect(await raw.json()).toMatchObject({ aud: 'authenticated' });

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin.updateUserById(id, { user_metadata: { age: 3 }, ban_duration: '24h' });
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Louis', age: 3 });
    expect(updated.data.user?.banned_until).toBeTruthy();
    expect((await t.anon().auth.signInWithPassword({ email, password: 'secret-password' })).error?.code).toBe(
      'user_banned',
    );

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const { error } = await t.anon().auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const created = await t.anon().auth.admin.createUser({ email: uniqueEmail('nope') });
    expect(created.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('settings', () => {
  it('reports the providers and sign-up settings', async () => {
    const response = await fetch(`${t.stack.url}/auth/v1/settings`, {
      headers: { apikey: t.stack.keys.anonKey },
    });
    expect(await response.json()).toMatchObject({
      external: { email: true, google: true, github: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    });
  });
});

describe('Google test provider', () => {
  /** What a browser does: authorize → local page → form → callback → app. */
  async function throughProvider(url: string, email: string) {
    const page = await location(url);
    expect(page).toContain('/auth/v1/_dev/google?state=');
    const html = await (await fetch(page)).text();
    expect(html).toContain('Connexion avec Google (test local)');
    const state = new URL(page).searchParams.get('state')!;
    const form = `${t.stack.url}/auth/v1/_dev/google/continue?${new URLSearchParams({ state, email, name: 'Emma Test' }).toString()}`;
    const callback = await location(form);
    expect(callback).toContain('/auth/v1/callback?code=');
    const response = await follow(callback);
    expect(response.status).toBe(302);
    return response.headers.get('location')!;
  }

  it('completes the implicit flow with tokens in the fragment', async () => {
    const email = uniqueEmail('google');
    const { data } = await t
      .anon()
      .auth.signInWithOAuth({ provider: 'google', options: { redirectTo: app } });
    const final = await throughProvider(data.url!, email);
    expect(final.startsWith(`${app}#`)).toBe(true);
    const params = fragment(final);
    expect(params.get('provider_token')).toBeTruthy();
    const me = await t.anon().auth.getUser(params.get('access_token')!);
    expect(me.data.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: {
        email,
        email_verified: true,
        full_name: 'Emma Test',
        iss: 'https://accounts.google.com',
      },
    });
    // The same test identity signs in as the same user next time, and the page lists it.
    const again = fragment(
      await throughProvider((await t.anon().auth.signInWithOAuth({ provider: 'google' })).data.url!, email),
    );
    expect((await t.anon().auth.getUser(again.get('access_token')!)).data.user?.id).toBe(me.data.user?.id);
  });

  it('completes the PKCE flow with ?code=', async () => {
    const email = uniqueEmail('google-pkce');
    const client = t.anon({ flowType: 'pkce' });
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: app } });
    const final = new URL(await throughProvider(data.url!, email));
    const exchanged = await client.auth.exchangeCodeForSession(final.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.provider_token).toBeTruthy();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('links a Google identity to an existing email account', async () => {
    const email = uniqueEmail('linked');
    const signed = await t.anon().auth.signUp({ email, password: 'secret-password' });
    const final = fragment(
      await throughProvider((await t.anon().auth.signInWithOAuth({ provider: 'google' })).data.url!, email),
    );
    const me = await t.anon().auth.getUser(final.get('access_token')!);
    expect(me.data.user?.id).toBe(signed.data.user?.id);
    expect(me.data.user?.app_metadata['providers']).toEqual(['email', 'google']);
  });

  it('refuses providers that are not enabled', async () => {
    const response = await fetch(`${t.stack.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });
});
