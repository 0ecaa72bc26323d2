/**
 * `npm run bench:backend`: measures the local stack against the targets, with the
 * server in its own process (as in use) and the load from this one, on this machine:
 *   REST GET one row by primary key (10 connections), token refresh and password login
 *   latency, REST throughput while password logins are in flight, INSERT → postgres_changes
 *   delivery latency, and startup on an existing PGlite data folder.
 * Runs against a throwaway PostgreSQL cluster, then PGlite. Prints a table and JSON.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { startPostgres } from '#tests/setup/postgres.mjs';
import { createTestClient, writeTestProject } from '../testing.ts';
import { resolveKeys } from '../keys.ts';

import { percentile, runLoad, type LoadResult } from './load.ts';
import { startServer } from './server.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const keys = await resolveKeys({});

function makeProject(): Promise<string> {
  return writeTestProject({
    config:
      '[auth.email]\nenable_confirmations = false\n[auth.rate_limit]\nemail_sent = 100000\ntoken_refresh = 100000000\nsign_in_sign_ups = 100000000\n',
    migrations: {
      '20260101000000_bench.sql': `create table public.items (id bigint primary key, name text not null, owner uuid);
     alter table public.items enable row level security;
     create policy "anyone reads items" on public.items for select using (true);
     create policy "users add their items" on public.items for insert with check (owner = auth.uid());
     grant select, insert on public.items to anon, authenticated;
     insert into public.items (id, name) select g, 'item ' || g from generate_series(1, 10000) g;
     alter publication supabase_realtime add table public.items;`,
    },
  });
}

const headers = { apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey}` };

function restGetByPk(url: string) {
  return async () => {
    const id = 1 + Math.floor(Math.random() * 10000);
    const response = await fetch(`${url}/rest/v1/items?id=eq.${id}&select=*`, { headers });
    await response.arrayBuffer();
    return response.status === 200;
  };
}

async function latencies(count: number, run: () => Promise<void>): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p99: round(percentile(samples, 99)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

async function authFigures(url: string) {
  const client = createTestClient(url, keys.anonKey);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'a bench password';
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error || !signUp.data.session)
    throw new Error(`sign-up failed: ${signUp.error?.message ?? 'no session'}`);
  let refreshToken = signUp.data.session.refresh_token;
  const refresh = await latencies(200, async () => {
    const response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    const body = (await response.json()) as { refresh_token?: string };
    if (!body.refresh_token) throw new Error('refresh failed');
    refreshToken = body.refresh_token;
  });
  const login = () =>
    fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status === 200;
    });
  const passwordLogin = await latencies(40, async () => {
    if (!(await login())) throw new Error('login failed');
  });
  return { refresh, passwordLogin, login, client, email, password };
}

/** REST throughput alone, then with `loginLoops` password logins continuously in flight. */
async function restUnderLogins(url: string, login: () => Promise<boolean>, loginLoops: number) {
  const alone = await runLoad({ concurrency: 10, durationMs: seconds * 1000, request: restGetByPk(url) });
  let stop = false;
  const loops = Array.from({ length: loginLoops }, async () => {
    while (!stop) await login();
  });
  const withLogins = await runLoad({
    concurrency: 10,
    durationMs: seconds * 1000,
    request: restGetByPk(url),
  });
  stop = true;
  await Promise.all(loops);
  return { alone, withLogins, slowdownPercent: round((1 - withLogins.perSecond / alone.perSecond) * 100) };
}

async function realtimeLatency(url: string, insert: Insert) {
  const client = createTestClient(url, keys.anonKey);
  const sentAt = new Map<number, number>();
  const delays: number[] = [];
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const total = 200;
  await new Promise<void>((resolve, reject) => {
    client
      .channel('bench')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, (payload) => {
        const id = Number((payload.new as { id: number }).id);
        const t0 = sentAt.get(id);
        if (t0 !== undefined) delays.push(performance.now() - t0);
        if (delays.length === total) resolveDone();
      })
      .subscribe((status) => {
        const state = String(status);
        if (state === 'SUBSCRIBED') resolve();
        else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') reject(new Error(state));
      });
  });
  for (let i = 0; i < total; i++) {
    const id = 1_000_000 + Date.now() * 1000 + i;
    sentAt.set(id, performance.now());
    await insert(url, id);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await client.removeAllChannels();
  delays.sort((a, b) => a - b);
  return {
    delivered: delays.length,
    of: total,
    p50: round(percentile(delays, 50)),
    p99: round(percentile(delays, 99)),
  };
}

/** Writes one row the subscriber should hear about. */
type Insert = (serverUrl: string, id: number) => Promise<void>;

async function benchDatabase(label: string, database: { url?: string; dataDir?: string }, insert: Insert) {
  const project = await makeProject();
  const server = await startServer(project, database);
  try {
    // Untimed warm-up: the figures are for a server whose hot paths the JIT has compiled and
    // whose connection pool is full.
    await runLoad({ concurrency: 10, durationMs: 5000, request: restGetByPk(server.url) });
    const rest = await runLoad({
      concurrency: 10,
      durationMs: seconds * 1000,
      request: restGetByPk(server.url),
    });
    const auth = await authFigures(server.url);
    const contention = await restUnderLogins(server.url, auth.login, 4);
    const realtime = await realtimeLatency(server.url, insert);
    return {
      label,
      rest,
      refresh: auth.refresh,
      passwordLogin: auth.passwordLogin,
      contention,
      realtime,
      readyMs: round(server.readyMs),
    };
  } finally {
    await server.stop();
    await rm(project, { recursive: true, force: true });
  }
}

function row(name: string, result: LoadResult) {
  return `${name}: ${result.perSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.errors} errors)`;
}

const results: unknown[] = [];
const cluster = await startPostgres();
try {
  const dbName = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${dbName}`;
  const writer = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const onPostgres = await benchDatabase('PostgreSQL', { url: url.toString() }, async (_serverUrl, id) => {
    await writer.query('insert into public.items (id, name) values ($1, $2)', [id, 'live']);
  });
  await writer.end();
  results.push(onPostgres);
} finally {
  cluster.stop();
}

// PGlite: one process owns the data folder, so inserts for the realtime figure go through REST
// as the service role.
const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
const onPglite = await benchDatabase('PGlite', { dataDir }, async (serverUrl, id) => {
  await fetch(`${serverUrl}/rest/v1/items`, {
    method: 'POST',
    headers: {
      apikey: keys.serviceRoleKey,
      Authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ id, name: 'live' }),
  });
}).catch((error: unknown) => ({ label: 'PGlite', error: String(error) }));
results.push(onPglite);

// Startup on the existing PGlite data folder (the first start above created it).
const project = await makeProject();
const restart = await startServer(project, { dataDir });
await restart.stop();
results.push({ label: 'PGlite restart on existing data', readyMs: round(restart.readyMs) });
await rm(dataDir, { recursive: true, force: true });

for (const result of results) {
  const r = result as Record<string, unknown>;
  console.log(`\n== ${String(r['label'])}`);
  if (r['rest']) console.log(row('REST GET by primary key, 10 connections', r['rest'] as LoadResult));
  if (r['refresh']) console.log(`token refresh: ${JSON.stringify(r['refresh'])} ms`);
  if (r['passwordLogin']) console.log(`password login: ${JSON.stringify(r['passwordLogin'])} ms`);
  if (r['contention']) {
    const c = r['contention'] as { alone: LoadResult; withLogins: LoadResult; slowdownPercent: number };
    console.log(
      `${row('REST alone', c.alone)}\n${row('REST with 4 login loops', c.withLogins)}\nslowdown: ${c.slowdownPercent} %`,
    );
  }
  if (r['realtime']) console.log(`INSERT → postgres_changes: ${JSON.stringify(r['realtime'])} ms`);
  if (typeof r['readyMs'] === 'number')
    console.log(`startup to ready (process start included): ${r['readyMs']} ms`);
  if (typeof r['error'] === 'string') console.log(`error: ${r['error']}`);
}
console.log(`\n${JSON.stringify(results)}`);
