// @vitest-environment node
/**
 * The Deno mode of the functions service: each function in a real Deno process behind the
 * gateway (the repository's own functions are run this way by `npm test`, on supabase/tests).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalStack } from '../server.ts';
import { startTestStack, writeTestProject } from '../testing.ts';

import { createDenoFunctionsService } from './index.ts';

let stack: LocalStack;

beforeAll(async () => {
  // The stack's own variables (its keys, a developer's shell) are not the function's.
  process.env['STACK_PROCESS_ONLY'] = 'leaked';
  const project = await writeTestProject({
    config: '[functions.runtime]\nverify_jwt = false\n[functions.broken]\nverify_jwt = false\n',
    functions: {
      runtime: `Deno.serve((req) => {
  const url = new URL(req.url);
  return Response.json({
    deno: typeof Deno.version?.deno,
    path: url.pathname,
    query: url.searchParams.get('q'),
    supabaseUrl: Deno.env.get('SUPABASE_URL'),
    secret: Deno.env.get('GREETING'),
    inherited: Deno.env.get('STACK_PROCESS_ONLY') ?? null,
  });
});`,
      broken: `throw new Error('fails as it loads');`,
    },
  });
  stack = await startTestStack({
    projectDir: project,
    functionEnv: { GREETING: 'Salut' },
    services: (context) => {
      const functions = createDenoFunctionsService(context);
      return { routes: { '/functions/v1': functions.handler }, close: functions.close };
    },
  });
}, 120_000);

afterAll(async () => {
  delete process.env['STACK_PROCESS_ONLY'];
  await stack?.close();
});

it('serves a function from a real Deno process, with only the variables hosted Supabase gives', async () => {
  const response = await fetch(`${stack.url}/functions/v1/runtime/sub/path?q=1`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    deno: 'string',
    path: '/runtime/sub/path',
    query: '1',
    supabaseUrl: stack.url,
    secret: 'Salut',
    inherited: null,
  });
}, 60_000);

it('answers 500 when a function cannot start, and 404 for no function', async () => {
  const broken = await fetch(`${stack.url}/functions/v1/broken`);
  expect(broken.status).toBe(500);
  expect(await broken.json()).toMatchObject({ code: 'WORKER_ERROR' });
  expect((await fetch(`${stack.url}/functions/v1/nope`)).status).toBe(404);
}, 60_000);
