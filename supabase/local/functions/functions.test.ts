// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { createTestClient, projectDir as repoProject, startTestStack, writeTestProject } from '../testing.ts';

import { createFunctionsService, parseDotenv } from './index.ts';

let stack: LocalStack;

/** The HTTP status behind a supabase-js functions error. */
const statusOf = (error: unknown) => ((error as FunctionsHttpError).context as Response).status;
let project: string;

beforeAll(async () => {
  project = await writeTestProject({
    config: '[functions.open]\nverify_jwt = false\n',
    functions: {
      open: `Deno.serve((req) => new Response(JSON.stringify({ method: req.method, path: new URL(req.url).pathname, query: new URL(req.url).searchParams.get('q') }), { headers: { 'Content-Type': 'application/json' } }));`,
      env: `export default { fetch: () => Response.json({ greeting: Deno.env.get('GREETING'), url: Deno.env.get('SUPABASE_URL'), hasService: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) }) };`,
      crash: `Deno.serve(() => { throw new Error('boom'); });`,
    },
  });
  await writeFile(join(project, 'functions', '.env'), 'GREETING="Salut"\n# comment\n');
  stack = await startTestStack({
    projectDir: project,
    services: (context) => ({ routes: { '/functions/v1': createFunctionsService(context) } }),
  });
});

afterAll(async () => {
  await stack.close();
});

describe('functions', () => {
  it("runs this repository's functions with supabase-js (check-credits refuses a visitor)", async () => {
    const repoStack = await startTestStack({
      projectDir: repoProject,
      services: (context) => ({ routes: { '/functions/v1': createFunctionsService(context) } }),
    });
    try {
      const client = createTestClient(repoStack.url, repoStack.keys.anonKey);
      const result = await client.functions.invoke('check-credits', { body: {} });
      const response = (result.error as { context?: Response } | null)?.context;
      expect(response?.status).toBe(401);
      expect(await response?.json()).toEqual({
        error: 'not_authenticated',
        message: 'Utilisateur non connecté',
      });
    } finally {
      await repoStack.close();
    }
  }, 30_000);

  it('checks the JWT unless verify_jwt is off', async () => {
    const noKey = await fetch(`${stack.url}/functions/v1/env`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ msg: 'Invalid JWT' });
    const forged = await signJwt({ role: 'anon' }, 'not-the-secret-but-long-enough-for-hmac-000');
    expect(
      (
        await fetch(`${stack.url}/functions/v1/env`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401);

    const open = await fetch(`${stack.url}/functions/v1/open/sub/path?q=1`);
    expect(await open.json()).toEqual({ method: 'GET', path: '/open/sub/path', query: '1' });
  });

  it('gives functions the Supabase env and the project .env', async () => {
    const client = createTestClient(stack.url, stack.keys.anonKey);
    const { data } = await client.functions.invoke<Record<string, unknown>>('env');
    expect(data).toEqual({ greeting: 'Salut', url: stack.url, hasService: true });
  });

  it('answers 404 for unknown functions and 500 when one throws', async () => {
    const client = createTestClient(stack.url, stack.keys.anonKey);
    const missing = await client.functions.invoke('nope');
    expect(missing.error).toBeInstanceOf(FunctionsHttpError);
    expect(statusOf(missing.error)).toBe(404);
    const hidden = await fetch(`${stack.url}/functions/v1/_shared`, {
      headers: { Authorization: `Bearer ${stack.keys.anonKey}` },
    });
    expect(hidden.status).toBe(404);
    const crash = await client.functions.invoke('crash');
    expect(statusOf(crash.error)).toBe(500);
  });
});

it('loads every function when the stack starts, with preloadFunctions', async () => {
  const marker = `preloaded_${Date.now()}`;
  const preloadProject = await writeTestProject({
    functions: {
      early: `(globalThis as Record<string, unknown>)['${marker}'] = Deno.env.get('SUPABASE_URL');
Deno.serve(() => new Response('ok'));`,
    },
  });
  const preloading = await startTestStack({
    projectDir: preloadProject,
    preloadFunctions: true,
    services: (context) => ({ routes: { '/functions/v1': createFunctionsService(context) } }),
  });
  try {
    // No request was made: the module ran at start, with its stack's variables.
    await expect
      .poll(() => (globalThis as Record<string, unknown>)[marker], { timeout: 10_000 })
      .toBe(preloading.url);
  } finally {
    await preloading.close();
  }
}, 30_000);

it('parses dotenv files', () => {
  expect(parseDotenv('A=1\nexport B="two words"\n# c\nC=3 # trailing\nbad line\n')).toEqual({
    A: '1',
    B: 'two words',
    C: '3',
  });
});
