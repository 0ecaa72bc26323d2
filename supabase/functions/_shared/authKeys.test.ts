// @vitest-environment node
/**
 * Where callerOf finds the project's keys, as hosted Supabase and the CLI give them: public
 * signing keys in SUPABASE_JWKS, else Auth's JWKS endpoint (fetched once, then cached); the
 * legacy HS256 secret as an `oct` key or as the JWT_SECRET function secret.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { installDenoShim, withFunctionContext } from '#supabase/local/functions/denoShim.ts';
import { functionJwks } from '#supabase/local/functions/index.ts';
import { signJwt } from '#supabase/local/jwt.ts';
import { callerOf } from './auth.ts';

installDenoShim();

const userId = '6f1c2d4e-0000-4000-8000-000000000001';
const session = (extra: Record<string, unknown> = {}) => ({
  sub: userId,
  role: 'authenticated',
  aud: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 600,
  ...extra,
});

function callWith(variables: Record<string, string>, token: string) {
  const request = new Request('http://functions.test/chat', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return withFunctionContext({ env: new Map(Object.entries(variables)) }, () => callerOf(request));
}

async function es256Key(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
  return { jwk, sign };
}

describe('HS256 sessions (the legacy secret)', () => {
  const secret = 'a-project-secret-with-at-least-32-characters';

  it('accepts them with the secret as an oct key of SUPABASE_JWKS, or as JWT_SECRET', async () => {
    const token = await signJwt(session(), secret);
    await expect(callWith({ SUPABASE_JWKS: functionJwks(secret) }, token)).resolves.toEqual({
      userId,
      token,
    });
    await expect(callWith({ JWT_SECRET: secret }, token)).resolves.toEqual({ userId, token });
  });

  it('refuses them when the function has no secret, rather than trusting them', async () => {
    await expect(callWith({}, await signJwt(session(), secret))).rejects.toMatchObject({ status: 401 });
  });

  it('checks many sessions quickly, with no network', async () => {
    const variables = { SUPABASE_JWKS: functionJwks(secret), SUPABASE_URL: 'http://127.0.0.1:9' };
    const token = await signJwt(session(), secret);
    await callWith(variables, token);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) await callWith(variables, token);
    const perCall = (performance.now() - started) / 2000;
    // A few tens of microseconds on this machine; the bound only catches a network call or a
    // key import per request.
    expect(perCall).toBeLessThan(2);
  });
});

describe('asymmetric signing keys', () => {
  let server: Server;
  let url: string;
  let fetches = 0;
  let served: Awaited<ReturnType<typeof es256Key>>;

  beforeAll(async () => {
    served = await es256Key('current');
    server = createServer((req, res) => {
      if (req.url !== '/auth/v1/.well-known/jwks.json') {
        res.writeHead(404).end();
        return;
      }
      fetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [served.jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies with the public keys of SUPABASE_JWKS', async () => {
    const key = await es256Key('local');
    const token = await key.sign(session());
    const variables = { SUPABASE_JWKS: JSON.stringify({ keys: [key.jwk] }) };
    await expect(callWith(variables, token)).resolves.toEqual({ userId, token });
    const other = await es256Key('local');
    await expect(callWith(variables, await other.sign(session()))).rejects.toMatchObject({ status: 401 });
  });

  it("fetches Auth's JWKS once without SUPABASE_JWKS, then serves from the cache", async () => {
    const token = await served.sign(session());
    for (let i = 0; i < 20; i++)
      await expect(callWith({ SUPABASE_URL: url }, token)).resolves.toEqual({ userId, token });
    expect(fetches).toBe(1);
    const stranger = await es256Key('current');
    await expect(callWith({ SUPABASE_URL: url }, await stranger.sign(session()))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses an expired or anonymous session signed with a real key', async () => {
    const variables = { SUPABASE_URL: url };
    const expired = await served.sign(session({ exp: Math.floor(Date.now() / 1000) - 5 }));
    await expect(callWith(variables, expired)).rejects.toMatchObject({ status: 401 });
    const anonymous = await served.sign(session({ role: 'anon' }));
    await expect(callWith(variables, anonymous)).rejects.toMatchObject({ status: 401 });
  });

  it('does not accept an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const token = await signJwt(session(), JSON.stringify(served.jwk));
    await expect(callWith({ SUPABASE_URL: url }, token)).rejects.toMatchObject({ status: 401 });
  });
});
