/**
 * Test helper: a whole local stack on a free port with an in-memory PGlite database, or a
 * fresh database on the PostgreSQL cluster of TEST_DATABASE_URL, for contract tests with the
 * real supabase-js client. `npm test` runs the backend tests once on each.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';

import {
  functionsRuntimeFromEnv,
  startLocalStack,
  type LocalStack,
  type Services,
  type StackContext,
} from './server.ts';

export { freePort } from '#tests/setup/net.mjs';
import type { SigningKeyJwk } from './jwt.ts';
import { buildServices } from './services.ts';

/** The project this repository ships (supabase/). */
export const projectDir = fileURLToPath(new URL('..', import.meta.url));

export async function startTestStack(
  options: {
    projectDir?: string;
    services?: (stack: StackContext) => Services;
    env?: NodeJS.ProcessEnv;
    functionEnv?: Record<string, string>;
    preloadFunctions?: boolean;
  } = {},
): Promise<LocalStack> {
  const start = (postgresUrl: string | null) =>
    startLocalStack(
      {
        projectDir: options.projectDir ?? projectDir,
        port: 0,
        database: postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite' },
        env: options.env ?? {},
        ...(options.functionEnv ? { functionEnv: options.functionEnv } : {}),
        ...(options.preloadFunctions ? { preloadFunctions: true } : {}),
        // FUNCTIONS_RUNTIME=deno: the same tests with each function in a real Deno process.
        functionsRuntime: functionsRuntimeFromEnv(),
      },
      options.services ?? buildServices,
    );
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return start(null);
  const scratch = await createScratchDatabase(adminUrl);
  const stack = await holdingClusterLock(adminUrl, () => start(scratch.url));
  return {
    ...stack,
    async close() {
      await stack.close();
      await scratch.drop();
    },
  };
}

/** Any number taken by nothing else: the key of the lock below. */
const clusterSetupLock = 5_432_001;

/**
 * Runs `work` (a stack's start, which migrates its database) while no other test file does. The
 * bootstrap creates and alters roles, which every database of a cluster shares: two files
 * migrating at once fail with "tuple concurrently updated". The lock lives in the cluster's admin
 * database, which every test file connects to, and goes with its connection.
 */
function holdingClusterLock<T>(adminUrl: string, work: () => Promise<T>): Promise<T> {
  return onAdminDatabase(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [clusterSetupLock]);
    return work();
  });
}

/** A new, empty database on the test cluster for one stack (dropped when it closes). */
async function createScratchDatabase(adminUrl: string) {
  const name = `stack_${randomUUID().replaceAll('-', '')}`;
  await onAdminDatabase(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await onAdminDatabase(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** `work` on a connection of its own to the cluster's admin database, closed after it. */
async function onAdminDatabase<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
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

/**
 * A throwaway Supabase project folder: config.toml, migrations (file name → SQL), seed.sql and
 * edge functions (name → index.ts source). Returns its path.
 */
export async function writeTestProject(
  files: {
    config?: string;
    migrations?: Record<string, string>;
    seed?: string;
    functions?: Record<string, string>;
  } = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'supabase-project-'));
  await writeFile(join(dir, 'config.toml'), files.config ?? '');
  await mkdir(join(dir, 'migrations'));
  for (const [file, sql] of Object.entries(files.migrations ?? {}))
    await writeFile(join(dir, 'migrations', file), sql);
  if (files.seed !== undefined) await writeFile(join(dir, 'seed.sql'), files.seed);
  for (const [name, source] of Object.entries(files.functions ?? {})) {
    await mkdir(join(dir, 'functions', name), { recursive: true });
    await writeFile(join(dir, 'functions', name, 'index.ts'), source);
  }
  return dir;
}

/** An access token like GoTrue's for user `sub`, valid for an hour. */
export function signUserToken(
  stack: Pick<LocalStack, 'keys'>,
  sub: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return stack.keys.jwt.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  });
}

/** A signing key as `supabase gen signing-key` writes it: a private JWK with its kid and key_ops. */
export async function generateSigningKey(alg: 'RS256' | 'ES256', kid: string): Promise<SigningKeyJwk> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg, key_ops: ['sign', 'verify'] };
}
