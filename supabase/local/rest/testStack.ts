/**
 * Test helper: a local stack whose only service is /rest/v1, over a temporary project with
 * the given migrations, plus JWT helpers. One per test file (beforeAll/afterAll).
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { startTestStack } from '../testing.ts';
import { createRestService, type RestService } from './index.ts';

export const testSchemaSql = () => readFile(new URL('./testdata/schema.sql', import.meta.url), 'utf8');

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export type RestTestStack = {
  stack: LocalStack;
  rest: RestService;
  /** A signed access token like GoTrue's, for `global.headers.Authorization`. */
  userToken(sub: string, extra?: Record<string, unknown>): string;
  /** supabase-js with the anon key; with `token`, requests carry it as the Bearer token. */
  client(token?: string): SupabaseClient;
  close(): Promise<void>;
};

export async function startRestStack(
  migrations: Record<string, string>,
  configToml = '',
): Promise<RestTestStack> {
  const dir = await mkdtemp(join(tmpdir(), 'rest-test-'));
  await mkdir(join(dir, 'migrations'));
  for (const [file, sql] of Object.entries(migrations)) await writeFile(join(dir, 'migrations', file), sql);
  await writeFile(join(dir, 'config.toml'), configToml);
  let rest: RestService | undefined;
  const stack = await startTestStack({
    projectDir: dir,
    services: (context) => {
      rest = createRestService(context);
      const service = rest;
      return { routes: { '/rest/v1': service.handler }, close: () => service.close() };
    },
  });
  if (!rest) throw new Error('rest service did not start');
  const service = rest;
  return {
    stack,
    rest: service,
    userToken: (sub, extra = {}) =>
      signJwt(
        {
          sub,
          role: 'authenticated',
          aud: 'authenticated',
          exp: Math.floor(Date.now() / 1000) + 3600,
          email: `${sub.slice(0, 8)}@example.com`,
          ...extra,
        },
        stack.keys.jwtSecret,
      ),
    client: (token) =>
      createClient(stack.url, stack.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        // Node 20 has no global WebSocket; realtime-js needs one even if unused.
        realtime: { transport: WebSocket as unknown as RealtimeTransport },
        global: token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
      }),
    async close() {
      await stack.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
