// @vitest-environment node
/**
 * `npm run backend` as a process: it prints what a client needs, keeps its PGlite data folder
 * across restarts, applies each migration once, and shuts down cleanly on SIGTERM without
 * losing committed data.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { demoAnonKey } from './defaults.mjs';
import { demoServiceRoleKey } from './keys.ts';
import { freePort, writeTestProject } from './testing.ts';

let work: string;

beforeAll(async () => {
  work = await writeTestProject({
    migrations: {
      '20260101000000_create_notes.sql':
        'create table public.notes (id bigint primary key, body text not null);\nalter table public.notes enable row level security;',
    },
    seed: "insert into public.notes values (1, 'seeded once');",
  });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Starts the CLI and resolves with its output once it is ready. */
async function startBackend(port: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/main.ts',
      '--project',
      work,
      '--data-dir',
      join(work, 'db'),
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('for local development only.')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { output, stop };
}

const serviceHeaders = {
  apikey: demoServiceRoleKey,
  Authorization: `Bearer ${demoServiceRoleKey}`,
  'content-type': 'application/json',
};

it('prints its keys, keeps data across a clean SIGTERM restart, and migrates and seeds once', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = await startBackend(port);
  expect(first.output).toContain(`API URL:          ${url}`);
  expect(first.output).toContain(demoAnonKey);
  expect(first.output).toContain(demoServiceRoleKey);
  expect(first.output).toContain(`${url}/_dev/mailbox`);
  expect(first.output).toContain('20260101000000_create_notes.sql');

  const insert = await fetch(`${url}/rest/v1/notes`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=minimal' },
    body: JSON.stringify({ id: 2, body: 'written before the restart' }),
  });
  expect(insert.status).toBe(201);
  expect(await first.stop()).toBe(0);

  const second = await startBackend(port);
  try {
    expect(second.output).toContain('Migrations applied now: none');
    const rows = await (
      await fetch(`${url}/rest/v1/notes?select=id,body&order=id`, { headers: serviceHeaders })
    ).json();
    expect(rows).toEqual([
      { id: 1, body: 'seeded once' },
      { id: 2, body: 'written before the restart' },
    ]);
  } finally {
    expect(await second.stop()).toBe(0);
  }
}, 60_000);
