/**
 * `npm run bench:chat`: the chat turn against the targets, on this machine.
 *   1. The built-in coach engine alone: latency of one reply with 50 turns of history.
 *   2. A chat turn through the `chat` function on the local stack with PostgreSQL (JWT, crisis
 *      check, credit, two inserts, history, local coach): latency one turn at a time, then
 *      throughput with 10 users sending in closed loops.
 * BENCH_SECONDS (default 5) sets the measured window, after a warm-up.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { startPostgres } from '#tests/setup/postgres.mjs';
import { coachReply, type Turn } from '#supabase/functions/_shared/coach/index.ts';
import { resolveKeys } from '../keys.ts';
import { signUserToken } from '../testing.ts';

import { percentile, runLoad } from './load.ts';
import { startServer } from './server.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const keys = await resolveKeys({});
const round = (value: number) => Math.round(value * 1000) / 1000;

function engineFigures() {
  const history: Turn[] = Array.from({ length: 50 }, (_, i) => ({
    sender: i % 2 === 0 ? 'user' : 'bot',
    text:
      i % 2 === 0
        ? `Je dors mal depuis que mon travail me stresse, surtout le dimanche soir (${i})`
        : `Réponse ${i}`,
  }));
  const samples: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t0 = performance.now();
    coachReply({
      character: i % 2 === 0 ? 'emma' : 'louis',
      message: 'Je n’arrive toujours pas à dormir et je rumine mes réunions',
      history,
      locale: 'fr',
      contextLength: 50,
      seed: String(i),
    });
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    replies: samples.length,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
  };
}

async function chatFigures() {
  const cluster = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const dbName = `bench_chat_${Date.now()}`;
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${dbName}`;
    const server = await startServer(resolve('supabase'), { url: url.toString() }, ['--no-demo']);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      // The users are not rate-limited here (the bench sends as fast as it can) and have credits.
      await db.query(
        `update public.app_settings set settings = jsonb_set(settings, '{security,rate_limiting}', 'false') where id`,
      );
      const tokens: string[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await fetch(`${server.url}/auth/v1/admin/users`, {
          method: 'POST',
          headers: {
            apikey: keys.serviceRoleKey,
            Authorization: `Bearer ${keys.serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            email: `bench-${i}-${Date.now()}@example.com`,
            password: 'bench password',
            email_confirm: true,
          }),
        });
        const user = (await response.json()) as { id: string };
        await db.query("select private.add_credits($1, 1000000, 'admin_grant', 'bench', null, now())", [
          user.id,
        ]);
        tokens.push(await signUserToken({ keys }, user.id));
      }
      let next = 0;
      const turn = async () => {
        const token = tokens[next++ % tokens.length]!;
        const response = await fetch(`${server.url}/functions/v1/chat`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            apikey: keys.anonKey,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            message_id: randomUUID(),
            character: next % 2 === 0 ? 'emma' : 'louis',
            message: 'Je suis stressé par mon travail et je dors mal',
          }),
        });
        await response.arrayBuffer();
        return response.status === 200;
      };
      await runLoad({ concurrency: 10, durationMs: 3000, request: turn });
      // Latency of one turn at a time, then throughput with 10 turns in flight.
      const latency = await runLoad({ concurrency: 1, durationMs: seconds * 1000, request: turn });
      const throughput = await runLoad({ concurrency: 10, durationMs: seconds * 1000, request: turn });
      return { latency, throughput };
    } finally {
      await db.end();
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

const engine = engineFigures();
console.log(`coach engine, one reply with 50 turns of history: p50 ${engine.p50} ms, p99 ${engine.p99} ms`);
const chat = await chatFigures();
console.log(
  `chat turn through the function (PostgreSQL), one at a time: p50 ${chat.latency.p50} ms, p99 ${chat.latency.p99} ms (${chat.latency.errors} errors)`,
);
console.log(
  `chat turns with 10 in flight: ${chat.throughput.perSecond} turns/s, p50 ${chat.throughput.p50} ms, p99 ${chat.throughput.p99} ms (${chat.throughput.errors} errors)`,
);
console.log(JSON.stringify({ engine, chat }));
