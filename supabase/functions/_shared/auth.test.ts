// @vitest-environment node
/**
 * Every function checks the caller's JWT itself, whatever the gateway does: this project is the
 * repository's own (migrations, seed, functions) with `verify_jwt = false` for each function, as
 * a `--no-verify-jwt` deploy or a config slip would leave it. Forged, unsigned, tampered and
 * expired tokens get the functions' own 401; a genuine session still gets through.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '#supabase/local/jwt.ts';
import type { LocalStack } from '#supabase/local/server.ts';
import {
  createTestClient,
  projectDir as repoProject,
  signUserToken,
  startTestStack,
} from '#supabase/local/testing.ts';

/**
 * Every function that acts for a signed-in user. The visitor-facing billing functions (checkout,
 * payment session, account after payment) grant nothing to a caller they cannot verify, and the
 * Stripe webhook verifies Stripe's signature instead (supabase/tests/billing.test.ts).
 */
const functions = [
  'chat',
  'check-credits',
  'consume-credit',
  'consume-credit-simple',
  'customer-portal',
  'manage-subscription',
  'delete-account',
  'admin-change-plan',
  'admin-test-account',
];
const notSignedIn = { error: 'not_authenticated', message: 'Utilisateur non connecté' };

let stack: LocalStack;
let project: string;
let victimId: string;
let attackerId: string;

/** The repository's project with the gateway's JWT check off for every function. */
async function projectWithoutGatewayCheck(): Promise<string> {
  // A project folder named supabase/, as the CLI has it: config.toml's content paths (the email
  // templates) are relative to its parent.
  const dir = join(await mkdtemp(join(tmpdir(), 'supabase-no-verify-jwt-')), 'supabase');
  await mkdir(dir);
  const config = await readFile(join(repoProject, 'config.toml'), 'utf8');
  const relaxed = config.replace(/verify_jwt = true/g, 'verify_jwt = false');
  // Every function's section is relaxed (the webhook's already was).
  expect(relaxed.match(/verify_jwt = false/g)).toHaveLength(config.match(/^\[functions\./gm)?.length ?? 0);
  await writeFile(join(dir, 'config.toml'), relaxed);
  for (const entry of ['migrations', 'functions', 'templates', 'seed.sql'])
    await symlink(join(repoProject, entry), join(dir, entry));
  return dir;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsFor = (sub: string, extra: Record<string, unknown> = {}) => ({
  sub,
  role: 'authenticated',
  aud: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...extra,
});

/** A request each function would serve for the victim: a chat turn, or their credits. */
function call(name: string, token: string): Promise<Response> {
  const body =
    name === 'chat'
      ? { message_id: randomUUID(), character: 'emma', message: 'Bonjour Emma' }
      : { userId: victimId };
  return fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: stack.keys.anonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function createUser(label: string): Promise<string> {
  const service = createTestClient(stack.url, stack.keys.serviceRoleKey);
  const { data, error } = await service.auth.admin.createUser({
    email: `${label}-${Date.now().toString(36)}@example.test`,
    password: 'correct-horse-battery',
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user.id;
}

beforeAll(async () => {
  project = await projectWithoutGatewayCheck();
  stack = await startTestStack({ projectDir: project });
  victimId = await createUser('victim');
  attackerId = await createUser('attacker');
}, 120_000);

afterAll(async () => {
  await stack?.close();
  if (project) await rm(dirname(project), { recursive: true, force: true });
});

describe.each(functions)('%s with verify_jwt off', (name) => {
  // The first call loads the function (chat warms its crisis check): seconds on a busy machine.
  it('lets a genuine session through', async () => {
    const response = await call(name, await signUserToken(stack, victimId));
    expect(response.status).not.toBe(401);
  }, 30_000);

  it('refuses a token signed with another secret', async () => {
    const forged = await signJwt(claimsFor(victimId), 'an-attacker-secret-with-at-least-32-characters');
    const response = await call(name, forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notSignedIn);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsFor(victimId))}.`;
    const response = await call(name, unsigned);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notSignedIn);
  });

  it("refuses a genuine token whose claims were changed (another user's id)", async () => {
    const [header, , signature] = (await signUserToken(stack, attackerId)).split('.');
    const tampered = `${header}.${base64url(claimsFor(victimId))}.${signature}`;
    const response = await call(name, tampered);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notSignedIn);
  });

  it('refuses an expired token', async () => {
    const expired = await signUserToken(stack, victimId, { exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await call(name, expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notSignedIn);
  });

  it('refuses the anon key and a token for another audience', async () => {
    const anon = await call(name, stack.keys.anonKey);
    expect(anon.status).toBe(401);
    const otherAudience = await signUserToken(stack, victimId, { aud: 'someone-else' });
    const response = await call(name, otherAudience);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(notSignedIn);
  });
});
