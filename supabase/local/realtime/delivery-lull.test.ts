// @vitest-environment node
/** Changes are delivered once the request that made them has been answered (at most ~100 ms). */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { json } from '../http.ts';
import type { LocalStack } from '../server.ts';
import { startTestStack, writeTestProject } from '../testing.ts';
import { createRealtimeService } from './index.ts';
import { client, Collector, subscribed } from './test-support.ts';

const schema = `
create table public.events (id uuid primary key, label text not null);
grant select on public.events to anon;
alter publication supabase_realtime add table public.events;
`;

let stack: LocalStack;

beforeAll(async () => {
  const projectDir = await writeTestProject({ migrations: { '20250101000000_schema.sql': schema } });
  stack = await startTestStack({
    projectDir,
    services: (context) => {
      const realtime = createRealtimeService(context);
      return {
        routes: {
          '/realtime/v1': realtime.handler,
          // Writes a row, then takes `?ms=` milliseconds to answer.
          '/slow/v1': async (request) => {
            const label = request.url.searchParams.get('label') ?? '';
            await context.db.query('insert into public.events (id, label) values ($1, $2)', [
              randomUUID(),
              label,
            ]);
            await new Promise((resolve) => setTimeout(resolve, Number(request.url.searchParams.get('ms'))));
            return json(200, { answeredAt: performance.now() });
          },
        },
        upgrade: realtime.upgrade,
        close: realtime.close,
      };
    },
  });
}, 30_000);

afterAll(async () => {
  await stack?.close();
});

it('delivers a change after the request that committed it has been answered, or after 100 ms', async () => {
  const events = new Collector<{ label: string; at: number }>();
  const channel = client(stack)
    .channel(randomUUID())
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'events' }, (payload) =>
      events.push({ label: (payload.new as { label: string }).label, at: performance.now() }),
    );
  await subscribed(channel);

  // A short request: the event comes after its answer (the stack runs in this process, so
  // both times are on the same clock).
  const quick = await fetch(`${stack.url}/slow/v1?ms=60&label=quick`);
  const { answeredAt } = (await quick.json()) as { answeredAt: number };
  const quickEvent = await events.waitFor((e) => e.label === 'quick');
  expect(quickEvent.at).toBeGreaterThan(answeredAt);

  // A long request does not hold its changes back for long.
  const startedAt = performance.now();
  const long = fetch(`${stack.url}/slow/v1?ms=3000&label=long`);
  const longEvent = await events.waitFor((e) => e.label === 'long');
  expect(longEvent.at - startedAt).toBeLessThan(2_000);
  expect((await long).status).toBe(200);
  await channel.unsubscribe();
}, 20_000);
