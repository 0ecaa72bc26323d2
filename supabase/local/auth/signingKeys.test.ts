// @vitest-environment node
/**
 * Asymmetric signing keys, as hosted projects now have and `[auth] signing_keys_path` gives the
 * CLI (issue 29): sessions are RS256/ES256 with the key's kid, their public half is served at
 * /auth/v1/.well-known/jwks.json, supabase-js's getClaims() checks them locally with it, and
 * every service accepts them (REST under RLS, Realtime, the functions' gateway and the functions'
 * own check in _shared/auth.ts), while tokens signed with the legacy secret stay valid. The same
 * function check is driven against a stack still signing with the secret (HS256).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callerOf } from '#supabase/functions/_shared/auth.ts';
import { installDenoShim, withFunctionContext } from '../functions/denoShim.ts';
import { functionJwks } from '../functions/index.ts';
import { createJwtKeys, signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { createTestClient, generateSigningKey, startTestStack, writeTestProject } from '../testing.ts';

installDenoShim();

const sharedAuth = new URL('../../functions/_shared/auth.ts', import.meta.url).href;
/** A function that answers with the caller callerOf() finds (its status on refusal). */
const whoami = `import { callerOf } from ${JSON.stringify(sharedAuth)};
Deno.serve(async (request) => {
  try {
    return Response.json({ userId: (await callerOf(request)).userId });
  } catch (error) {
    return Response.json({ refused: true }, { status: error.status ?? 500 });
  }
});`;

const notesSql = `
create table public.notes (id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid(), body text not null);
alter table public.notes enable row level security;
create policy own on public.notes for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
alter publication supabase_realtime add table public.notes;`;

async function startProject(signingKeys: unknown[] | null): Promise<LocalStack> {
  const dir = await writeTestProject({
    config: `${signingKeys ? '[auth]\nsigning_keys_path = "./signing_keys.json"\n' : ''}
[functions.whoami-unchecked]
verify_jwt = false
`,
    migrations: { '20260101000000_notes.sql': notesSql },
    functions: { whoami, 'whoami-unchecked': whoami },
  });
  if (signingKeys) await writeFile(join(dir, 'signing_keys.json'), JSON.stringify(signingKeys));
  return startTestStack({ projectDir: dir });
}

async function signUp(stack: LocalStack) {
  const client = createTestClient(stack.url, stack.keys.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `keys-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'secret-123',
  });
  expect(error).toBeNull();
  return { client, token: data.session!.access_token, userId: data.user!.id };
}

const callFunction = (stack: LocalStack, name: string, token: string) =>
  fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.keys.anonKey },
  });

/** callerOf() with the variables a function gets. */
const callerWith = (variables: Record<string, string>, token: string) =>
  withFunctionContext({ env: new Map(Object.entries(variables)) }, () =>
    callerOf(new Request('http://functions.test/x', { headers: { Authorization: `Bearer ${token}` } })),
  );

for (const alg of ['RS256', 'ES256'] as const) {
  // Stacks start and sign up users with bcrypt: generous limits for a loaded machine.
  describe(`a project signing with an ${alg} key`, { timeout: 30_000 }, () => {
    let stack: LocalStack;
    let kid: string;

    beforeAll(async () => {
      kid = `local-${alg.toLowerCase()}`;
      stack = await startProject([await generateSigningKey(alg, kid)]);
    }, 60_000);

    afterAll(() => stack.close());

    it('signs sessions and API keys with it, publishes its public half, and getClaims checks locally', async () => {
      expect(decodeProtectedHeader(stack.keys.anonKey)).toMatchObject({ alg, kid });
      const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toMatchObject({ kid, alg, use: 'sig', key_ops: ['verify'] });
      expect(jwks.keys[0]).not.toHaveProperty('d');

      let userCalls = 0;
      const counting: typeof fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/auth/v1/user')) userCalls++;
        return fetch(input, init);
      };
      const client = createTestClient(stack.url, stack.keys.anonKey, { global: { fetch: counting } });
      const { data } = await client.auth.signUp({
        email: `claims-${Date.now()}@example.com`,
        password: 'secret-123',
      });
      expect(decodeProtectedHeader(data.session!.access_token)).toEqual({ alg, kid, typ: 'JWT' });
      const claims = await client.auth.getClaims();
      expect(claims.error).toBeNull();
      expect(claims.data?.claims.sub).toBe(data.user!.id);
      expect(userCalls).toBe(0);
    });

    it('REST, Realtime and functions accept the sessions; legacy-secret tokens still pass', async () => {
      const { client, token, userId } = await signUp(stack);
      const inserted = await client.from('notes').insert({ body: 'signed with a key' }).select().single();
      expect(inserted.error).toBeNull();
      expect(inserted.data).toMatchObject({ user_id: userId });
      const other = await signUp(stack);
      expect((await other.client.from('notes').select()).data).toEqual([]);

      const channel = client.channel('keys-check');
      await client.realtime.setAuth(token);
      const status = await new Promise((resolve) => channel.subscribe((state) => resolve(state)));
      expect(status).toBe('SUBSCRIBED');
      await client.removeChannel(channel);

      for (const name of ['whoami', 'whoami-unchecked']) {
        const response = await callFunction(stack, name, token);
        expect(await response.json()).toEqual({ userId });
      }
      // A token signed with the legacy secret: the gateway and PostgREST still accept it.
      const legacy = await signJwt(
        { sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
        stack.keys.jwtSecret,
      );
      expect((await callFunction(stack, 'whoami', legacy)).status).toBe(200);
    });

    it("functions check sessions with SUPABASE_JWKS, or Auth's JWKS endpoint, and refuse forgeries", async () => {
      const { token, userId } = await signUp(stack);
      const withJwks = {
        SUPABASE_JWKS: functionJwks(stack.keys.jwtSecret, stack.keys.jwt.publicJwks().keys),
      };
      await expect(callerWith(withJwks, token)).resolves.toMatchObject({ userId });
      await expect(callerWith({ SUPABASE_URL: stack.url }, token)).resolves.toMatchObject({ userId });

      // Another project's key under the same kid: refused everywhere.
      const stranger = await createJwtKeys(stack.keys.jwtSecret, [await generateSigningKey(alg, kid)]);
      const forged = await stranger.sign({
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 60,
      });
      await expect(callerWith({ SUPABASE_URL: stack.url }, forged)).rejects.toMatchObject({ status: 401 });
      expect((await callFunction(stack, 'whoami', forged)).status).toBe(401);
      expect((await callFunction(stack, 'whoami-unchecked', forged)).status).toBe(401);
      const rest = await createTestClient(stack.url, stack.keys.anonKey, {
        global: { headers: { Authorization: `Bearer ${forged}` } },
      })
        .from('notes')
        .select();
      expect(rest.status).toBe(401);
    });
  });
}

describe('a project signing with the legacy secret (HS256)', { timeout: 30_000 }, () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startProject(null);
  }, 60_000);

  afterAll(() => stack.close());

  it('serves an empty JWKS, and functions check its sessions with the secret as an oct key', async () => {
    expect(await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
    const { token, userId } = await signUp(stack);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    await expect(
      callerWith({ SUPABASE_JWKS: functionJwks(stack.keys.jwtSecret) }, token),
    ).resolves.toMatchObject({
      userId,
    });
    for (const name of ['whoami', 'whoami-unchecked'])
      expect(await (await callFunction(stack, name, token)).json()).toEqual({ userId });
    const forged = await signJwt(
      { sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      'another-secret-with-at-least-32-characters!!',
    );
    expect((await callFunction(stack, 'whoami-unchecked', forged)).status).toBe(401);
  });
});
