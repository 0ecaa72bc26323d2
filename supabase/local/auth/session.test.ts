// @vitest-environment node
/**
 * Contract tests with the real supabase-js client, confirmations off (the Supabase CLI's
 * default): sign-up, password sign-in, refresh rotation, user, sign-out, errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyJwt } from '../jwt.ts';
import { startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;

beforeAll(async () => {
  t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["http://localhost:5173/**"]
jwt_expiry = 3600
refresh_token_reuse_interval = 1
[auth.email]
enable_confirmations = false
max_frequency = "1s"
`);
});

afterAll(async () => {
  await t.close();
});

async function signedUp(password = 'secret-password', data: Record<string, unknown> = {}) {
  const email = uniqueEmail('user');
  const client = t.anon();
  const { data: result, error } = await client.auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
  return { email, password, client, session: result.session!, user: result.user! };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.stack.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: t.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('sign-up and password sign-in', () => {
  it('signs up with a session when confirmations are off, with GoTrue claims', async () => {
    const { email, session, user } = await signedUp('secret-password', { display_name: 'Emma' });
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Emma' },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities?.[0]).toMatchObject({
      provider: 'email',
      id: user.id,
      identity_data: { email, sub: user.id },
    });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    const verified = await verifyJwt(session.access_token, t.stack.keys.jwt);
    expect(verified.ok && verified.claims).toMatchObject({
      iss: `${t.stack.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password' }],
      is_anonymous: false,
      user_metadata: { display_name: 'Emma' },
    });
    expect(verified.ok && typeof verified.claims['session_id']).toBe('string');
  });

  it('writes GoTrue rows that SQL (handle_new_user triggers, RLS helpers) can read', async () => {
    const { email, user } = await signedUp('secret-password', { locale: 'en' });
    const { rows } = await t.stack.db.query<{ email: string; meta: string; confirmed: boolean }>(
      `select email, raw_user_meta_data ->> 'locale' as meta, confirmed_at is not null as confirmed from auth.users where id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ email, meta: 'en', confirmed: true });
  });

  it('signs in with the password, and rejects a wrong one', async () => {
    const { email, password } = await signedUp();
    const client = t.anon();
    const ok = await client.auth.signInWithPassword({ email, password });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refuses a second sign-up with 422 user_already_exists', async () => {
    const { email } = await signedUp();
    const { data, error } = await t.anon().auth.signUp({ email, password: 'another-password' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('rejects weak passwords with reasons', async () => {
    const { error } = await t.anon().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length']);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh revokes its token and issues a child', async () => {
    const { client, session } = await signedUp();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const next = first.data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.user.id).toBe(session.user.id);
    const claims = await verifyJwt(next.access_token, t.stack.keys.jwt);
    const original = await verifyJwt(session.access_token, t.stack.keys.jwt);
    expect(claims.ok && claims.claims['session_id']).toBe(original.ok && original.claims['session_id']);
    // The revoked parent of the active token answers with that active token (lost response).
    const again = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.data.session?.refresh_token).toBe(next.refresh_token);
  });

  it('allows reuse within the interval, then detects reuse and revokes the session', async () => {
    const { client, session } = await signedUp();
    const r1 = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session!;
    const r2 = (await client.auth.refreshSession({ refresh_token: r1.refresh_token })).data.session!;
    // r0 is revoked and no longer the parent of the active token: reuse is allowed only within 1 s.
    const within = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(within.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const reused = await client.auth.refreshSession({ refresh_token: r1.refresh_token });
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // The whole family was revoked: even the newest token is now refused.
    const latest = await client.auth.refreshSession({ refresh_token: r2.refresh_token });
    expect(latest.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('refuses unknown tokens, and answers a missing one OAuth-style', async () => {
    const unknown = await t.anon().auth.refreshSession({ refresh_token: 'nope' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const missing = await post('/token?grant_type=refresh_token', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('user', () => {
  it('gets and updates the user, merging metadata', async () => {
    const { client, session } = await signedUp('secret-password', { a: 1, b: 2 });
    await client.auth.setSession(session);
    const got = await client.auth.getUser();
    expect(got.data.user?.id).toBe(session.user.id);
    const updated = await client.auth.updateUser({ data: { b: null, c: 3 } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ a: 1, c: 3 });
  });

  it('changes the password, signing out the other sessions', async () => {
    const { email, password, client, session } = await signedUp();
    const other = t.anon();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;
    await client.auth.setSession(session);
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    expect((await t.anon().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await t.anon().auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();
    // The other device's session is gone; this one still works.
    const stale = await fetch(`${t.stack.url}/auth/v1/user`, {
      headers: {
        authorization: `Bearer ${otherSession.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'session_not_found' });
    // auth-js turns session_not_found into AuthSessionMissingError (and drops its session).
    expect((await t.anon().auth.getUser(otherSession.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('rejects missing, forged and non-user tokens', async () => {
    const anonKeyAsUser = await t.anon().auth.getUser(t.stack.keys.anonKey);
    expect(anonKeyAsUser.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
    const forged = await t.anon().auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const none = await fetch(`${t.stack.url}/auth/v1/user`, { headers: { apikey: t.stack.keys.anonKey } });
    expect(none.status).toBe(401);
  });
});

describe('sign-out', () => {
  async function threeSessions() {
    const { email, password } = await signedUp();
    const clients = [t.anon(), t.anon(), t.anon()];
    const sessions = [];
    for (const client of clients)
      sessions.push((await client.auth.signInWithPassword({ email, password })).data.session!);
    return { clients, sessions };
  }
  const alive = async (token: string) => (await t.anon().auth.getUser(token)).error === null;

  it('local ends only this session', async () => {
    const { clients, sessions } = await threeSessions();
    expect((await clients[0]!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive(sessions[0]!.access_token)).toBe(false);
    expect(await alive(sessions[1]!.access_token)).toBe(true);
  });

  it('others ends every other session', async () => {
    const { clients, sessions } = await threeSessions();
    expect((await clients[0]!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(sessions[0]!.access_token)).toBe(true);
    expect(await alive(sessions[1]!.access_token)).toBe(false);
    expect(await alive(sessions[2]!.access_token)).toBe(false);
  });

  it('global (the default) ends them all, refresh tokens included', async () => {
    const { clients, sessions } = await threeSessions();
    expect((await clients[1]!.auth.signOut()).error).toBeNull();
    for (const session of sessions) expect(await alive(session.access_token)).toBe(false);
    const refreshed = await t.anon().auth.refreshSession({ refresh_token: sessions[2]!.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });
});

describe('error bodies and X-Supabase-Api-Version', () => {
  const wrongLogin = { email: 'nobody@example.com', password: 'whatever' };

  it('answers {code, message} and echoes the header for 2024-01-01', async () => {
    const response = await post('/token?grant_type=password', wrongLogin, {
      'x-supabase-api-version': '2024-01-01',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers {code: status, error_code, msg} without the header', async () => {
    const response = await post('/token?grant_type=password', wrongLogin);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('reports bad JSON and unknown grants', async () => {
    const bad = await fetch(`${t.stack.url}/auth/v1/signup`, {
      method: 'POST',
      body: '{',
      headers: { apikey: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error_code: string }).error_code).toBe('bad_json');
    const grant = await post('/token?grant_type=magic', {});
    expect(((await grant.json()) as { msg: string }).msg).toBe('unsupported_grant_type');
  });
});

describe('bcrypt in worker threads', () => {
  it('keeps the event loop free during parallel sign-ups', async () => {
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.anon().auth.signUp({ email: uniqueEmail('parallel'), password: 'secret-password' }),
      ),
    );
    clearInterval(timer);
    for (const result of results) expect(result.error).toBeNull();
    expect(ticks).toBeGreaterThan(5);
    // Lenient: PGlite itself runs on this thread (~80 ms pauses seen here). The strict check,
    // without the database, is in passwords.test.ts.
    expect(longestGap).toBeLessThan(250);
  });
});
