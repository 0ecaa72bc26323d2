/**
 * Test helper: a whole local stack on a free port with an in-memory PGlite database (or the
 * PostgreSQL in TEST_DATABASE_URL), for contract tests with the real supabase-js client.
 */
import { fileURLToPath } from 'node:url';

import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { startLocalStack, type LocalStack, type Services, type StackContext } from './server.ts';
import { buildServices } from './services.ts';

/** The project this repository ships (supabase/). */
export const projectDir = fileURLToPath(new URL('..', import.meta.url));

export async function startTestStack(
  options: {
    projectDir?: string;
    services?: (stack: StackContext) => Services;
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<LocalStack> {
  const url = process.env['TEST_DATABASE_URL'];
  return startLocalStack(
    {
      projectDir: options.projectDir ?? projectDir,
      port: 0,
      database: url ? { kind: 'postgres', url } : { kind: 'pglite' },
      env: options.env ?? {},
    },
    options.services ?? buildServices,
  );
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * A supabase-js client for Node 20 tests: no stored session, and the `ws` WebSocket
 * (Node 20 has no global WebSocket, which realtime-js needs).
 */
export function createTestClient(url: string, key: string, options: SupabaseClientOptions<'public'> = {}) {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
    realtime: { ...options.realtime, transport: WebSocket as unknown as RealtimeTransport },
  });
}
