// @vitest-environment node
/**
 * Behaviours pinned after measuring the stack with auth-js's own test suite (issue 29):
 * admin links and invitations, reauthentication, GoTrue's email check and admin roles, and
 * the answers of features this server does not offer (GoTrue's own errors, never a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '../jwt.ts';
import { createTestClient } from '../testing.ts';
import { startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;

beforeAll(async () => {
  t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
[auth.email]
enable_confirmations = true
max_frequency = "1s"
`);
});

afterAll(async () => {
  await t.close();
});

describe('admin links and invitations', () => {
  it('generates a sign-up link without sending it, which confirms the user', async () => {
    const email = uniqueEmail('link');
    const { data, error } = await t
      .service()
      .auth.admin.generateLink({ type: 'signup', email, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(t.mailbox.list({ to: email })).toHaveLength(0);
    const verified = await t
      .anon()
      .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('generates an email change link', async () => {
    const email = uniqueEmail('change');
    await t.service().auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const newEmail = uniqueEmail('changed');
    const { data, error } = await t
      .service()
      .auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.properties?.verification_type).toBe('email_change');
  });

  it('invites a user by email: invited_at set, invitation mailed', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await t.service().auth.admin.inviteUserByEmail(email);
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect((await t.lastEmail(email)).otp).toMatch(/^\d{6}$/);
  });

  it('refuses an address GoTrue would not accept, on every admin route', async () => {
    const admin = t.service().auth.admin;
    const invalid = 'xx:;x@x.x';
    const message = 'Unable to validate email address: invalid format';
    expect((await admin.createUser({ email: invalid, password: 'secret-123' })).error?.message).toBe(message);
    expect((await admin.inviteUserByEmail(invalid)).error?.message).toBe(message);
    expect(
      (await admin.generateLink({ type: 'signup', email: invalid, password: 'secret-123' })).error?.message,
    ).toBe(message);
  });

  it('accepts supabase_admin tokens on admin routes, as GoTrue on Supabase does', async () => {
    const token = await signJwt({ role: 'supabase_admin', sub: 'admin' }, t.stack.keys.jwtSecret);
    const platform = createTestClient(t.stack.url, token, { auth: { persistSession: false } });
    const { error } = await platform.auth.admin.listUsers();
    expect(error).toBeNull();
  });
});

describe('reauthentication', () => {
  it('mails the signed-in user a code', async () => {
    const email = uniqueEmail('reauth');
    await t.service().auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = t.anon();
    await client.auth.signInWithPassword({ email, password: 'secret-123' });
    const { data, error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect((await t.lastEmail(email)).otp).toMatch(/^\d{6}$/);
  });
});

describe('features this server does not offer', () => {
  it('answers as a GoTrue with them disabled', async () => {
    const auth = t.anon().auth;
    expect((await auth.signInWithSSO({ domain: 'example.com' })).error?.message).toBe('SAML 2.0 is disabled');
    const res = await fetch(`${t.stack.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await res.json()).toMatchObject({ msg: 'Web3 provider is disabled' });
    const idToken = await auth.signInWithIdToken({ provider: 'google', token: 'x' });
    expect(idToken.error?.message).toContain('not enabled');
    const phone = await auth.verifyOtp({ phone: '15555550100', token: '123456', type: 'sms' });
    expect(phone.error).toMatchObject({ status: 403, message: 'Token has expired or is invalid' });
    const badPhone = await auth.verifyOtp({ phone: '555-invalid', token: '123456', type: 'sms' });
    expect(badPhone.error?.message).toBe('Invalid phone number format (E.164 required)');
    const linker = t.anon();
    const email = uniqueEmail('linking');
    await t.service().auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    await linker.auth.signInWithPassword({ email, password: 'secret-123' });
    const link = await linker.auth.linkIdentity({ provider: 'google' });
    expect(link.error?.message).toBe('Manual linking is disabled');
    const identities = await linker.auth.getUserIdentities();
    const [identity] = identities.data?.identities ?? [];
    expect((await linker.auth.unlinkIdentity(identity!)).error?.message).toBe('Manual linking is disabled');
    // MFA: GoTrue's middleware wants a session's Bearer token before anything else.
    const factors = await fetch(`${t.stack.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json' },
      body: '{"factor_type":"totp"}',
    });
    expect(factors.status).toBe(401);
    expect(await factors.json()).toMatchObject({ msg: 'This endpoint requires a valid Bearer token' });
  });
});
