// @vitest-environment node
import { decodeProtectedHeader, SignJWT } from 'jose';
import { expect, it } from 'vitest';

import { demoAnonKey } from './defaults.mjs';
import { createJwtKeys, signJwt, verifyJwt } from './jwt.ts';
import { demoJwtSecret, demoServiceRoleKey, resolveKeys } from './keys.ts';
import { generateSigningKey } from './testing.ts';

it('verifies the Supabase CLI demo keys with the demo secret', async () => {
  expect(await verifyJwt(demoAnonKey, demoJwtSecret)).toEqual({
    ok: true,
    claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
  });
  expect(await verifyJwt(demoServiceRoleKey, demoJwtSecret)).toMatchObject({
    ok: true,
    claims: { role: 'service_role' },
  });
});

it('rejects forged, expired, malformed and unsigned tokens', async () => {
  const token = await signJwt({ sub: 'u1', role: 'authenticated', exp: 2_000 }, demoJwtSecret);
  expect(await verifyJwt(token, 'another-secret-that-is-long-enough-000000', 1_000)).toEqual({
    ok: false,
    reason: 'bad_signature',
  });
  expect(await verifyJwt(token, demoJwtSecret, 2_000)).toEqual({ ok: false, reason: 'expired' });
  expect(await verifyJwt(token, demoJwtSecret, 1_999)).toMatchObject({ ok: true });
  expect(await verifyJwt('a.b', demoJwtSecret)).toEqual({ ok: false, reason: 'malformed' });
  const [header, , signature] = token.split('.');
  const tampered = `${header}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.${signature}`;
  expect(await verifyJwt(tampered, demoJwtSecret)).toEqual({ ok: false, reason: 'bad_signature' });
  const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
  expect((await verifyJwt(none, demoJwtSecret)).ok).toBe(false);
});

it('derives keys from a custom secret, and explicit keys win', async () => {
  const keys = await resolveKeys({ JWT_SECRET: 'a-custom-secret-with-at-least-32-characters!!' });
  expect(await verifyJwt(keys.anonKey, 'a-custom-secret-with-at-least-32-characters!!')).toMatchObject({
    ok: true,
    claims: { role: 'anon' },
  });
  expect(await resolveKeys({ ANON_KEY: 'k1', SERVICE_ROLE_KEY: 'k2' })).toMatchObject({
    anonKey: 'k1',
    serviceRoleKey: 'k2',
  });
});

it('remembers verified tokens, still checking the clock and the key every time', async () => {
  const token = await signJwt({ sub: 'u2', role: 'authenticated', exp: 3_000 }, demoJwtSecret);
  const first = await verifyJwt(token, demoJwtSecret, 1_000);
  const again = await verifyJwt(token, demoJwtSecret, 1_000);
  expect(again).toEqual(first);
  // Each caller gets its own claims object.
  if (first.ok && again.ok) expect(again.claims).not.toBe(first.claims);
  expect(await verifyJwt(token, demoJwtSecret, 3_000)).toEqual({ ok: false, reason: 'expired' });
  expect(await verifyJwt(token, 'another-secret-that-is-long-enough-000000', 1_000)).toEqual({
    ok: false,
    reason: 'bad_signature',
  });
  const early = await signJwt({ sub: 'u3', role: 'authenticated', nbf: 2_000 }, demoJwtSecret);
  expect(await verifyJwt(early, demoJwtSecret, 2_500)).toMatchObject({ ok: true });
  expect(await verifyJwt(early, demoJwtSecret, 1_500)).toEqual({ ok: false, reason: 'not_yet_valid' });
});

for (const alg of ['RS256', 'ES256'] as const) {
  it(`signs with an ${alg} signing key (kid in the header) and still accepts the secret's tokens`, async () => {
    const keys = await createJwtKeys(demoJwtSecret, [await generateSigningKey(alg, `key-${alg}`)]);
    expect(keys.algorithm).toBe(alg);
    const token = await keys.sign({ sub: 'u4', role: 'authenticated' });
    expect(decodeProtectedHeader(token)).toEqual({ alg, kid: `key-${alg}`, typ: 'JWT' });
    expect(await keys.verify(token)).toMatchObject({ ok: true, claims: { sub: 'u4' } });
    expect(await keys.verify(demoAnonKey)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    // Another project's key under the same kid, and an unknown kid: refused.
    const stranger = await createJwtKeys(demoJwtSecret, [await generateSigningKey(alg, `key-${alg}`)]);
    expect(await keys.verify(await stranger.sign({ sub: 'u4' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const other = await createJwtKeys(demoJwtSecret, [await generateSigningKey(alg, 'other')]);
    expect(await keys.verify(await other.sign({ sub: 'u4' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });
}

it('publishes public keys only, as GoTrue does, and refuses HS256 keyed with them', async () => {
  const signing = await generateSigningKey('RS256', 'rsa-1');
  const keys = await createJwtKeys(demoJwtSecret, [signing]);
  const [published] = keys.publicJwks().keys;
  expect(published).toEqual({
    alg: 'RS256',
    e: signing.e,
    key_ops: ['verify'],
    kid: 'rsa-1',
    kty: 'RSA',
    n: signing.n,
    use: 'sig',
  });
  // Algorithm confusion: an HS256 token whose "secret" is the public key, naming its kid.
  const confused = await new SignJWT({ sub: 'x', role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', kid: 'rsa-1' })
    .sign(new TextEncoder().encode(JSON.stringify(published)));
  expect((await keys.verify(confused)).ok).toBe(false);
});
