/**
 * The weekly summary's cost on PGlite: 2,000 of one user's messages in the current week, then
 * weekly_summary(0) through the REST API as that user, 10 times (median and worst printed).
 * Target: under 200 ms. Run: npm run bench:weekly
 */
import { randomUUID } from 'node:crypto';
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
  // The same round trip with a trivial function: what the machine and the API cost alone.
  const base: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await user.client.rpc('get_user_credit_status');
    base.push(performance.now() - started);
  }
  base.sort((a, b) => a - b);
  const split: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await product.sql(
      `select count(*) from public.chat_messages m, private.words_of(m.message) w where m.user_id = $1`,
      [user.id],
    );
    split.push(performance.now() - started);
  }
  console.log(
    `baseline get_user_credit_status: median ${base[Math.floor(runs / 2)]?.toFixed(0)} ms; splitting the words alone: ${Math.min(...split).toFixed(0)} ms`,
  );
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await user.client.rpc('weekly_summary', { week_offset: 0 });
    times.push(performance.now() - started);
    if (answer.error) throw answer.error;
    if (run === 0)
      console.log('messages counted:', (answer.data as { total_messages: number }).total_messages);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)] ?? 0;
  console.log(
    `weekly_summary, ${messages} messages on PGlite: median ${median.toFixed(0)} ms, worst ${times.at(-1)?.toFixed(0)} ms (target < 200 ms)`,
  );
} finally {
  await product.close();
}
