/**
 * The weekly summary's cost on PGlite: 2,000 of one user's messages in the current week, then
 * weekly_summary(0) through the REST API as that user, 10 times (median and worst printed).
 * Target: under 200 ms. Run: npm run bench:weekly
 *
 * In the same run, the previous version (migration 20261127300100, loaded into a scratch schema)
 * and the current one are called alternately inside the database on the same data: their answers
 * must be equal, and the ratio of their medians says what the rewrite bought under the machine's
 * load of the moment.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import { createUser, startProductStack } from '#supabase/tests/support.ts';

const messages = 2000;
const runs = 10;
const words = [
  'heureux',
  'triste',
  'sommeil',
  'travail',
  'calme',
  'stress',
  'famille',
  'projet',
  'fatigue',
  'confiance',
];

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
const worst = (times: number[]) => Math.max(...times);

/** The previous weekly_summary, as migration 20261127300100 defined it, in schema bench_before. */
async function previousVersionSql(): Promise<string[]> {
  const migration = await readFile(
    new URL('../../migrations/20261127300100_compute_weekly_summary.sql', import.meta.url),
    'utf8',
  );
  const start = migration.indexOf('create function private.weekly_figures');
  const end = migration.indexOf('revoke all on all functions');
  if (start < 0 || end < 0) throw new Error('the previous weekly_summary was not found');
  const functions = migration
    .slice(start, end)
    .replaceAll('private.weekly_figures', 'bench_before.weekly_figures')
    .replaceAll('public.weekly_summary', 'bench_before.weekly_summary');
  // One statement per query (a prepared statement holds one).
  const second = functions.indexOf('create function bench_before.weekly_summary');
  return [functions.slice(0, second), functions.slice(second)];
}

const product = await startProductStack();
try {
  const user = await createUser(product, { timezone: 'Europe/Paris' });
  const [conversation] = await product.sql<{ id: string }>(
    `insert into public.conversations (user_id, character_id, title) values ($1, 'emma', 'Bench') returning id`,
    [user.id],
  );
  const values: string[] = [];
  const params: unknown[] = [conversation?.id, user.id];
  for (let i = 0; i < messages; i++) {
    const text = `Aujourd'hui je me sens ${words[i % words.length]} et ${words[(i * 7) % words.length]} avec mon ${words[(i * 3) % words.length]}, message ${i}`;
    params.push(randomUUID(), text, i * 240);
    const n = params.length;
    values.push(
      `($${n - 2}::uuid, $1::uuid, $2::uuid, 'emma', 'user', $${n - 1}, private.week_start(now(), 'Europe/Paris', 0) + make_interval(secs => $${n}::int))`,
    );
  }
  await product.sql(
    `insert into public.chat_messages (id, conversation_id, user_id, character_name, sender, message, created_at) values ${values.join(',')}`,
    params,
  );

  // Before and after, side by side inside the database (no HTTP), alternating.
  await product.sql('create schema bench_before');
  for (const statement of await previousVersionSql()) await product.sql(statement);
  await product.sql(`create function bench_before.run(p_user uuid, p_current boolean) returns jsonb
    language plpgsql as $$
    begin
      perform set_config('request.jwt.claim.sub', p_user::text, true);
      return case when p_current then public.weekly_summary(0) else bench_before.weekly_summary(0) end;
    end $$`);
  const call = async (current: boolean) => {
    const started = performance.now();
    const [row] = await product.sql<{ answer: unknown }>('select bench_before.run($1, $2) as answer', [
      user.id,
      current,
    ]);
    return { ms: performance.now() - started, answer: JSON.stringify(row?.answer) };
  };
  const before: number[] = [];
  const after: number[] = [];
  for (let run = 0; run < runs; run++) {
    const old = await call(false);
    const now = await call(true);
    if (old.answer !== now.answer) throw new Error(`answers differ:\n${old.answer}\n${now.answer}`);
    before.push(old.ms);
    after.push(now.ms);
  }
  console.log(
    `in the database, same data, alternating: before median ${median(before).toFixed(0)} ms (worst ${worst(before).toFixed(0)}), ` +
      `after median ${median(after).toFixed(0)} ms (worst ${worst(after).toFixed(0)}); ` +
      `${(median(before) / median(after)).toFixed(1)}× faster, identical answers`,
  );

  // The same round trip with a trivial function: what the machine and the API cost alone.
  const base: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await user.client.rpc('get_user_credit_status');
    base.push(performance.now() - started);
  }
  console.log(`baseline get_user_credit_status through the API: median ${median(base).toFixed(0)} ms`);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await user.client.rpc('weekly_summary', { week_offset: 0 });
    times.push(performance.now() - started);
    if (answer.error) throw answer.error;
    if (run === 0)
      console.log('messages counted:', (answer.data as { total_messages: number }).total_messages);
  }
  console.log(
    `weekly_summary through the API, ${messages} messages on PGlite: median ${median(times).toFixed(0)} ms, worst ${worst(times).toFixed(0)} ms (target < 200 ms)`,
  );
  if (median(times) >= 200) process.exitCode = 1;
} finally {
  await product.close();
}
