// @vitest-environment node
/**
 * Contract tests with confirmations on: emails in the mailbox, the GET link and POST verify,
 * resend, recover, the per-address frequency limit, PKCE sign-up and email change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fragment, startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;
const app = 'http://localhost:5173/welcome';

beforeAll(async () => {
  t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["http://localhost:5173/**"]
[auth.email]
enable_confirmations = true
max_frequency = "30s"
[auth.rate_limit]
email_sent = 1000
`);
});

afterAll(async () => {
  await t.close();
});

const follow = (link: string) => fetch(link, { redirect: 'manual' });

describe('sign-up with confirmation', () => {
  it('returns a user without session, mails a link that confirms and signs in', async () => {
    const email = uniqueEmail('confirm');
    const client = t.anon();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-password',
      options: { emailRedirectTo: app },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [{ provider: 'email' }] });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const before = await client.auth.signInWithPassword({ email, password: 'secret-password' });
    expect(before.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await t.lastEmail(email);
    expect(mail.subject).toBe('Confirmez votre inscription');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.otp);
    const link = mail.links.find((candidate) => candidate.includes('/auth/v1/verify'))!;
    expect(link).toMatch(
      new RegExp(`^${t.stack.url}/auth/v1/verify\\?token=[0-9a-f]+&type=signup&redirect_to=`),
    );

    const response = await follow(link);
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${app}#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('refresh_token')).toBeTruthy();
    const me = await t.anon().auth.getUser(params.get('access_token')!);
    expect(me.data.user?.email_confirmed_at).toBeTruthy();
    expect(me.data.user?.identities?.[0]?.identity_data?.['email_verified']).toBe(true);

    expect((await client.auth.signInWithPassword({ email, password: 'secret-password' })).error).toBeNull();
    // The link is single-use: a second visit redirects with the error in the fragment.
    const reused = fragment((await follow(link)).headers.get('location')!);
    expect(reused.get('error_code')).toBe('otp_expired');
    expect(reused.get('error')).toBe('access_denied');
  });

  it('writes English emails when the sign-up data says so', async () => {
    const email = uniqueEmail('english');
    await t
      .anon()
      .auth.signUp({ email, password: 'secret-password', options: { data: { locale: 'en-GB' } } });
    expect((await t.lastEmail(email)).subject).toBe('Confirm Your Signup');
  });

  it('confirms with the 6-digit code through verifyOtp', async () => {
    const email = uniqueEmail('code');
    await t.anon().auth.signUp({ email, password: 'secret-password' });
    const { otp } = await t.lastEmail(email);
    const wrong = await t.anon().auth.verifyOtp({ email, token: '000000', type: 'signup' });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await t.anon().auth.verifyOtp({ email, token: otp!, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a repeated sign-up of a confirmed address with a fake user', async () => {
    const email = uniqueEmail('dupe');
    const first = await t.anon().auth.signUp({ email, password: 'secret-password' });
    await t.anon().auth.verifyOtp({ email, token: (await t.lastEmail(email)).otp!, type: 'signup' });
    const second = await t.anon().auth.signUp({ email, password: 'secret-password' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.identities).toEqual([]);
  });

  it('resends the confirmation, at most once per max_frequency', async () => {
    const email = uniqueEmail('resend');
    await t.anon().auth.signUp({ email, password: 'secret-password' });
    const limited = await t.anon().auth.resend({ type: 'signup', email });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(limited.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    await t.stack.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '1 minute' where email = $1`,
      [email],
    );
    expect((await t.anon().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(t.mailbox.list({ to: email })).toHaveLength(2);
  });

  it('supports PKCE sign-up: the link redirects with ?code= for exchangeCodeForSession', async () => {
    const email = uniqueEmail('pkce');
    const client = t.anon({ flowType: 'pkce' });
    await client.auth.signUp({ email, password: 'secret-password', options: { emailRedirectTo: app } });
    const link = (await t.lastEmail(email)).links[0]!;
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = (await follow(link)).headers.get('location')!;
    const code = new URL(location).searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await t.anon().auth.exchangeCodeForSession(code);
    expect(bad.error).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeTruthy();
  });
});

describe('password recovery', () => {
  it('mails a recovery link that signs in, with the frequency limit', async () => {
    const email = uniqueEmail('recover');
    await t.anon().auth.signUp({ email, password: 'secret-password' });
    await t.anon().auth.verifyOtp({ email, token: (await t.lastEmail(email)).otp!, type: 'signup' });
    const { error } = await t.anon().auth.resetPasswordForEmail(email, { redirectTo: app });
    expect(error).toBeNull();
    const mail = await t.lastEmail(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    const again = await t.anon().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const location = (await follow(mail.links[0]!)).headers.get('location')!;
    const params = fragment(location);
    expect(params.get('type')).toBe('recovery');
    const client = t.anon();
    await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'brand-new-password' })).error).toBeNull();
    expect(
      (await t.anon().auth.signInWithPassword({ email, password: 'brand-new-password' })).error,
    ).toBeNull();
  });

  it('answers unknown addresses the same way', async () => {
    expect((await t.anon().auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();
  });
});

describe('email change', () => {
  it('needs both links (double confirm), then the address changes', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const client = t.anon();
    await client.auth.signUp({ email, password: 'secret-password' });
    const { data } = await client.auth.verifyOtp({
      email,
      token: (await t.lastEmail(email)).otp!,
      type: 'signup',
    });
    await client.auth.setSession(data.session!);
    const updated = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: app });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.new_email).toBe(newEmail);
    const toNew = await t.lastEmail(newEmail);
    const toOld = await t.lastEmail(email);
    expect(toOld.subject).toBe("Confirmez le changement d'adresse e-mail");
    const first = fragment((await follow(toNew.links[0]!)).headers.get('location')!);
    expect(first.get('message')).toMatch(/^Confirmation link accepted/);
    const second = fragment((await follow(toOld.links[0]!)).headers.get('location')!);
    expect(second.get('access_token')).toBeTruthy();
    const me = await t.anon().auth.getUser(second.get('access_token')!);
    expect(me.data.user?.email).toBe(newEmail);
  });
});

describe('magic link when confirmations are on', () => {
  it('sends a sign-up confirmation to a new address, a magic link to a confirmed one', async () => {
    const email = uniqueEmail('otp');
    expect((await t.anon().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await t.lastEmail(email)).kind).toBe('signup');
    await t.anon().auth.verifyOtp({ email, token: (await t.lastEmail(email)).otp!, type: 'email' });
    expect((await t.anon().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await t.lastEmail(email);
    expect(mail.kind).toBe('magiclink');
    const { data, error } = await t.anon().auth.verifyOtp({ email, token: mail.otp!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
  });

  it('refuses unknown addresses when create_user is false', async () => {
    const { error } = await t
      .anon()
      .auth.signInWithOtp({ email: uniqueEmail('nouser'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
  });
});
