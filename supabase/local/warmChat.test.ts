// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalStack } from './server.ts';
import { startTestStack } from './testing.ts';
import { warmChatTurns } from './warmChat.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);

afterAll(async () => {
  await stack.close();
});

/** Row counts of every table the app's schemas hold. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await stack.db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'private', 'auth', 'realtime') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await stack.db.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

it('runs answered chat turns and leaves nothing behind', async () => {
  const before = await rowCounts();
  // It throws unless every turn was answered.
  await warmChatTurns(stack);
  // Tables the stack creates lazily (Realtime's, on PostgreSQL) may appear meanwhile, empty.
  const after = await rowCounts();
  expect(after).toEqual({ ...Object.fromEntries(Object.keys(after).map((name) => [name, 0])), ...before });
});
