// @vitest-environment node
import { expect, it } from 'vitest';

import { demoAnonKey } from './defaults.mjs';
import { signJwt, verifyJwt } from './jwt.ts';
import { demoJwtSecret, demoServiceRoleKey, resolveKeys } from './keys.ts';

it('verifies the Supabase CLI demo keys with the demo secret', () => {
  expect(verifyJwt(demoAnonKey, demoJwtSecret)).toEqual({
    ok: true,
    claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
  });
  expect(verifyJwt(demoServiceRoleKey, demoJwtSecret)).toMatchObject({
    ok: true,
    claims: { role: 'service_role' },
  });
});

it('rejects forged, expired and malformed tokens', () => {
  const token = signJwt({ sub: 'u1', role: 'authenticated', exp: 2_000 }, demoJwtSecret);
  expect(verifyJwt(token, 'another-secret-that-is-long-enough-000000', 1_000)).toEqual({
    ok: false,
    reason: 'bad_signature',
  });
  expect(verifyJwt(token, demoJwtSecret, 2_000)).toEqual({ ok: false, reason: 'expired' });
  expect(verifyJwt(token, demoJwtSecret, 1_999)).toMatchObject({ ok: true });
  expect(verifyJwt('a.b', demoJwtSecret)).toEqual({ ok: false, reason: 'malformed' });
  const [header, , signature] = token.split('.');
  const tampered = `${header}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.${signature}`;
  expect(verifyJwt(tampered, demoJwtSecret)).toEqual({ ok: false, reason: 'bad_signature' });
});

it('derives keys from a custom secret, and explicit keys win', () => {
  const keys = resolveKeys({ JWT_SECRET: 'a-custom-secret-with-at-least-32-characters!!' });
  expect(verifyJwt(keys.anonKey, 'a-custom-secret-with-at-least-32-characters!!')).toMatchObject({
    ok: true,
    claims: { role: 'anon' },
  });
  expect(resolveKeys({ ANON_KEY: 'k1', SERVICE_ROLE_KEY: 'k2' })).toMatchObject({
    anonKey: 'k1',
    serviceRoleKey: 'k2',
  });
});

it('remembers verified tokens, still checking the clock and the secret every time', () => {
  const token = signJwt({ sub: 'u2', role: 'authenticated', exp: 3_000 }, demoJwtSecret);
  const first = verifyJwt(token, demoJwtSecret, 1_000);
  const again = verifyJwt(token, demoJwtSecret, 1_000);
  expect(again).toEqual(first);
  // Each caller gets its own claims object.
  if (first.ok && again.ok) expect(again.claims).not.toBe(first.claims);
  expect(verifyJwt(token, demoJwtSecret, 3_000)).toEqual({ ok: false, reason: 'expired' });
  expect(verifyJwt(token, 'another-secret-that-is-long-enough-000000', 1_000)).toEqual({
    ok: false,
    reason: 'bad_signature',
  });
  const early = signJwt({ sub: 'u3', role: 'authenticated', nbf: 2_000 }, demoJwtSecret);
  expect(verifyJwt(early, demoJwtSecret, 2_500)).toMatchObject({ ok: true });
  expect(verifyJwt(early, demoJwtSecret, 1_500)).toEqual({ ok: false, reason: 'not_yet_valid' });
});
