// @vitest-environment node
/**
 * MFA with TOTP and manual identity linking, driven with supabase-js as an app would (issue 29):
 * enroll → challenge → verify makes the session AAL2 (the `aal`/`amr` claims, the other AAL1
 * sessions signed out), unenroll, the admin factor routes; linkIdentity through the local Google
 * page and unlinkIdentity; and the answers with those features switched off, as GoTrue gives them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { base32Decode, totpCode, totpValid } from './mfa.ts';
import { fragment, startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

let t: AuthTestStack;
let off: AuthTestStack;

beforeAll(async () => {
  t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["http://localhost:5173/**"]
enable_manual_linking = true
[auth.email]
enable_confirmations = false
[auth.external.google]
enabled = true
[auth.mfa.totp]
enroll_enabled = true
verify_enabled = true
`);
  // The CLI's defaults: TOTP and manual linking off.
  off = await startAuthStack(`
[auth.email]
enable_confirmations = false
`);
});

afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

const step = () => Math.floor(Date.now() / 30_000);

async function signedInUser(stack: AuthTestStack = t) {
  const email = uniqueEmail('mfa');
  const client = stack.anon();
  const { data, error } = await client.auth.signUp({ email, password: 'secret-123' });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    // Appendix B: the ASCII secret "12345678901234567890", 8 digits; the last 6 are ours.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(2000000000 / 30))).toBe('279037');
    // One step of skew either way, not two.
    expect(totpValid(secret, '081804', 1111111109_000 + 30_000)).toBe(true);
    expect(totpValid(secret, '081804', 1111111109_000 + 61_000)).toBe(false);
  });
});

describe('MFA with an authenticator app', () => {
  it('enrolls, challenges and verifies: the session becomes AAL2', async () => {
    const { client, email } = await signedInUser();
    const other = t.anon();
    await other.auth.signInWithPassword({ email, password: 'secret-123' });

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data!;
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // GoTrue's bare SVG, which auth-js turns into a data URL an <img> can show.
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(totp.uri).toBe(
      `otpauth://totp/127.0.0.1%3A3000:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A3000&period=30&secret=${totp.secret}`,
    );
    expect((await client.auth.mfa.listFactors()).data).toMatchObject({
      all: [{ id: factorId, factor_type: 'totp', status: 'unverified', friendly_name: 'Téléphone' }],
      totp: [],
    });
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret, step() + 5),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret, step()),
    });
    expect(verified.error).toBeNull();
    const claims = (await client.auth.getClaims()).data!.claims;
    expect(claims.aal).toBe('aal2');
    expect(claims.amr?.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'totp',
      'password',
    ]);
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp).toMatchObject([
      { id: factorId, status: 'verified' },
    ]);

    // A challenge answers once; the AAL1 session elsewhere was signed out; a refresh stays AAL2.
    const replay = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret, step()),
    });
    expect(replay.error?.message).toBe('Challenge and verify IP addresses mismatch.');
    expect((await other.auth.refreshSession()).error?.message).toContain('Invalid Refresh Token');
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.getClaims()).data!.claims.aal).toBe('aal2');

    // Unenrolling (allowed at AAL2) brings later tokens back to AAL1.
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    await client.auth.refreshSession();
    expect((await client.auth.getClaims()).data!.claims.aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('asks for AAL2 to unenroll a verified factor or enroll another', async () => {
    const { client, email } = await signedInUser();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data!.id;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(data!.totp.secret, step()),
    });
    expect(verified.error).toBeNull();
    const aal1 = t.anon();
    await aal1.auth.signInWithPassword({ email, password: 'secret-123' });
    const unenroll = await aal1.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
  });

  it('refuses another user’s factor, a second unnamed factor and an unknown challenge', async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const { data } = await alice.client.auth.mfa.enroll({ factorType: 'totp' });
    const foreign = await bob.client.auth.mfa.challenge({ factorId: data!.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const again = await alice.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(again.error?.message).toBe('A factor with the friendly name "" for this user already exists');
    const unknown = await alice.client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknown.error?.message).toBe('MFA factor with the provided challenge ID not found');
  });

  it('lists, renames and deletes factors through the admin API', async () => {
    const { client, userId } = await signedInUser();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'a' });
    const admin = t.service().auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.data?.factors).toMatchObject([{ id: data!.id, factor_type: 'totp', friendly_name: 'a' }]);
    const deleted = await admin.deleteFactor({ userId, id: data!.id });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    const missing = await admin.listFactors({ userId: crypto.randomUUID() });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('answers as GoTrue with TOTP off (the CLI default), WebAuthn and phone factors', async () => {
    const { client } = await signedInUser(off);
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
    const onT = await signedInUser();
    expect((await onT.client.auth.mfa.webauthn.enroll({ friendlyName: 'key' })).error?.message).toBe(
      'MFA enroll is disabled for WebAuthn',
    );
    expect(
      (await onT.client.auth.mfa.enroll({ factorType: 'phone', phone: '+33600000000' })).error?.message,
    ).toBe('MFA enroll is disabled for Phone');
    // Signed out, supabase-js sends the anon key: a valid JWT, but no user (GoTrue's answer).
    const anonymous = await t.anon().auth.mfa.enroll({ factorType: 'totp' });
    expect(anonymous.error).toMatchObject({ status: 403, message: 'invalid claim: missing sub claim' });
  });
});

describe('identity linking', () => {
  /** The browser's way through the local Google page; returns where the callback sends it. */
  async function throughGoogle(url: string, email: string): Promise<string> {
    const page = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? url;
    const state = new URL(page).searchParams.get('state')!;
    const form = `${t.stack.url}/auth/v1/_dev/google/continue?${new URLSearchParams({ state, email, name: 'G' }).toString()}`;
    const callback = (await fetch(form, { redirect: 'manual' })).headers.get('location')!;
    return (await fetch(callback, { redirect: 'manual' })).headers.get('location')!;
  }

  it('links a Google identity to the signed-in user, then unlinks it', async () => {
    const { client, userId } = await signedInUser();
    const google = uniqueEmail('google-link');
    const link = await client.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: 'http://localhost:5173/profile', skipBrowserRedirect: true },
    });
    expect(link.error).toBeNull();
    const final = await throughGoogle(link.data.url!, google);
    expect(final.startsWith('http://localhost:5173/profile#')).toBe(true);
    expect((await t.anon().auth.getUser(fragment(final).get('access_token')!)).data.user?.id).toBe(userId);

    const identities = (await client.auth.getUserIdentities()).data!.identities;
    expect(identities.map((identity) => identity.provider)).toEqual(['email', 'google']);
    expect((await client.auth.getUser()).data.user?.app_metadata['providers']).toEqual(['email', 'google']);
    const googleIdentity = identities.find((identity) => identity.provider === 'google')!;
    expect((await client.auth.unlinkIdentity(googleIdentity)).error).toBeNull();
    const left = (await client.auth.getUserIdentities()).data!.identities;
    expect(left.map((identity) => identity.provider)).toEqual(['email']);
    const last = await client.auth.unlinkIdentity(left[0]!);
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
  });

  it('refuses an identity that belongs to another user', async () => {
    const google = uniqueEmail('google-taken');
    const owner = await signedInUser();
    const first = await owner.client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    await throughGoogle(first.data.url!, google);
    const { client } = await signedInUser();
    const second = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    const final = await throughGoogle(second.data.url!, google);
    expect(fragment(final).get('error_description')).toBe('Identity is already linked to another user');
  });

  it('answers "Manual linking is disabled" when enable_manual_linking is off', async () => {
    const { client } = await signedInUser(off);
    const link = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ status: 404, message: 'Manual linking is disabled' });
    const [identity] = (await client.auth.getUserIdentities()).data!.identities;
    expect((await client.auth.unlinkIdentity(identity!)).error?.message).toBe('Manual linking is disabled');
  });
});
