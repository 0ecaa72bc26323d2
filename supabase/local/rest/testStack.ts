/**
 * Test helper: a local stack whose only service is /rest/v1, over a temporary project with
 * the given migrations, plus JWT helpers. One per test file (beforeAll/afterAll).
 */
import { readFile, rm } from 'node:fs/promises';

import type { SupabaseClient } from '@supabase/supabase-js';

import type { LocalStack } from '../server.ts';
import { createTestClient, signUserToken, startTestStack, writeTestProject } from '../testing.ts';
import { createRestService, type RestService } from './index.ts';

export const testSchemaSql = () => readFile(new URL('./testdata/schema.sql', import.meta.url), 'utf8');

export type RestTestStack = {
  stack: LocalStack;
  rest: RestService;
  /** A signed access token like GoTrue's, for `global.headers.Authorization`. */
  userToken(sub: string, extra?: Record<string, unknown>): Promise<string>;
  /** supabase-js with the anon key; with `token`, requests carry it as the Bearer token. */
  client(token?: string): SupabaseClient;
  close(): Promise<void>;
};

export async function startRestStack(
  migrations: Record<string, string>,
  configToml = '',
): Promise<RestTestStack> {
  const dir = await writeTestProject({ config: configToml, migrations });
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
      signUserToken(stack, sub, { email: `${sub.slice(0, 8)}@example.com`, ...extra }),
    client: (token) =>
      createTestClient(stack.url, stack.keys.anonKey, {
        global: token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
      }),
    async close() {
      await stack.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
