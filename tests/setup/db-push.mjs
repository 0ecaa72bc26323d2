/**
 * Proves the migrations deploy as they will to hosted Supabase: the real Supabase CLI (the
 * pinned npm `supabase`) runs `supabase db push --include-seed` against a new database of the
 * PostgreSQL cluster at TEST_DATABASE_URL, prepared like a new hosted project (the local
 * stack's bootstrap: API roles, auth schema and helpers, extensions schema, the
 * supabase_realtime publication; no migration history, which the CLI creates). Then checks that
 * the CLI's history lists every file of supabase/migrations, that the seed ran, and that a
 * second push finds nothing to do. Part of `npm test` (backend group).
 *   TEST_DATABASE_URL=postgres://… node tests/setup/db-push.mjs
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('TEST_DATABASE_URL (a PostgreSQL cluster to create a database on) is required');

/** Runs `work` with a client on `url`, closed after. */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function push(url) {
  const result = spawnSync(
    'npx',
    ['supabase', 'db', 'push', '--db-url', url, '--include-seed', '--yes', '--workdir', root],
    { encoding: 'utf8', env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' } },
  );
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`supabase db push failed:\n${output}`);
  return output;
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const name = `hosted_${randomUUID().replaceAll('-', '')}`;
await withClient(adminUrl, (admin) => admin.query(`create database ${name}`));
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The throwaway cluster has no TLS; the CLI tries it first unless told.
  url.searchParams.set('sslmode', 'disable');

  // A new project's database: what Supabase prepares before any migration, and no history yet.
  const bootstrap = readFileSync(new URL('../../supabase/local/db/bootstrap.sql', import.meta.url), 'utf8');
  const storageSchema = readFileSync(
    new URL('../../supabase/local/storage/schema.sql', import.meta.url),
    'utf8',
  );
  await withClient(url.toString(), async (db) => {
    await db.query(bootstrap);
    await db.query(storageSchema);
    await db.query('drop schema supabase_migrations cascade');
  });

  const first = push(url.toString());
  console.log(first.trim());
  const files = readdirSync(new URL('../../supabase/migrations/', import.meta.url))
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  const expected = files.map((file) => file.replace(/\.sql$/, ''));
  const { history, plans } = await withClient(url.toString(), async (db) => ({
    history: (
      await db.query(
        "select version || '_' || name as file from supabase_migrations.schema_migrations order by version",
      )
    ).rows.map((row) => row.file),
    plans: Number((await db.query('select count(*) from public.subscription_plans')).rows[0].count),
  }));
  assert(
    JSON.stringify(history) === JSON.stringify(expected),
    `schema_migrations lists ${JSON.stringify(history)}, the folder has ${JSON.stringify(expected)}`,
  );
  assert(plans > 0, 'seed.sql did not run: no subscription plans');

  const second = push(url.toString());
  assert(/up to date/i.test(second), `a second push was not a no-op:\n${second}`);
  console.log(
    `supabase db push: ${files.length} migrations and the seed applied; a second push has nothing to do`,
  );
} finally {
  await withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
