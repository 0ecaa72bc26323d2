// @vitest-environment node
/**
 * Private channels (`config: { private: true }`) authorised by RLS policies on
 * realtime.messages, as on hosted Supabase: select = may join/receive, insert = may send.
 */
import { randomUUID } from 'node:crypto';

import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { client, Collector, sleep, startRealtimeStack, subscribed, userToken } from './test-support.ts';

let stack: LocalStack;
const clients: SupabaseClient[] = [];

type Message = { type: string; event: string; payload: unknown };

const schema = `
create table public.room_members (
  room text not null,
  user_id uuid not null,
  can_write boolean not null default false,
  primary key (room, user_id)
);
grant select on public.room_members to authenticated;
`;

/** What a project's migration would write (run once the service has created the table). */
const policies = `
create policy "members receive" on realtime.messages for select to authenticated using (
  exists (select 1 from public.room_members m where m.room = (select realtime.topic()) and m.user_id = auth.uid())
);
create policy "writers send" on realtime.messages for insert to authenticated with check (
  realtime.messages.extension in ('broadcast', 'presence') and
  exists (select 1 from public.room_members m
          where m.room = (select realtime.topic()) and m.user_id = auth.uid() and m.can_write)
);
`;

async function member(room: string, userId: string, canWrite: boolean) {
  await stack.db.query('insert into public.room_members (room, user_id, can_write) values ($1, $2, $3)', [
    room,
    userId,
    canWrite,
  ]);
}

function connect(token?: string) {
  const supabase = client(stack, token);
  clients.push(supabase);
  return supabase;
}

function privateChannel(supabase: SupabaseClient, room: string, config: Record<string, unknown> = {}) {
  return supabase.channel(room, { config: { private: true, ...config } });
}

/** A subscribed private channel collecting broadcasts. */
async function join(token: string, room: string, config: Record<string, unknown> = {}) {
  const received = new Collector<Message>();
  const channel = privateChannel(connect(token), room, config).on('broadcast', { event: '*' }, (m: Message) =>
    received.push(m),
  );
  await subscribed(channel);
  return { channel, received };
}

async function joinError(channel: RealtimeChannel): Promise<string> {
  return subscribed(channel).then(
    () => 'joined',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

/** A room with a reader (select only) and a writer (select + insert). */
async function room() {
  const name = `room:${randomUUID()}`;
  const [readerId, writerId] = [randomUUID(), randomUUID()];
  await member(name, readerId, false);
  await member(name, writerId, true);
  return {
    name,
    readerId,
    writerId,
    reader: await userToken(stack, readerId),
    writer: await userToken(stack, writerId),
  };
}

beforeAll(async () => {
  stack = await startRealtimeStack(schema);
  // The service creates realtime.messages and realtime.topic() at start.
  for (let i = 0; i < 100; i++) {
    const { rows } = await stack.db.query<{ ok: boolean }>(
      "select to_regprocedure('realtime.topic()') is not null as ok",
    );
    if (rows[0]?.ok) break;
    await sleep(50);
  }
  await stack.db.exec(policies);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.close();
});

describe('realtime.messages and realtime.topic()', () => {
  it('exist with RLS enabled and are granted to the API roles', async () => {
    const { rows } = await stack.db.query<{
      rls: boolean;
      anon: boolean;
      auth: boolean;
      topic: string | null;
    }>(
      `select c.relrowsecurity as rls,
              has_table_privilege('anon', 'realtime.messages', 'insert') as anon,
              has_table_privilege('authenticated', 'realtime.messages', 'select') as auth,
              realtime.topic() as topic
       from pg_class c where c.oid = 'realtime.messages'::regclass`,
    );
    expect(rows[0]).toEqual({ rls: true, anon: true, auth: true, topic: null });
  });
});

describe('joining a private channel', () => {
  it('is refused with Realtime’s message without a select policy that allows it', async () => {
    const { name } = await room();
    const outsider = privateChannel(connect(await userToken(stack, randomUUID())), name);
    expect(await joinError(outsider)).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    );
    const anon = privateChannel(connect(), name);
    expect(await joinError(anon)).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    );
  });

  it('is allowed to members, and to service_role', async () => {
    const { name, reader, writer } = await room();
    await join(reader, name);
    await join(writer, name);
    await join(stack.keys.serviceRoleKey, name);
  });

  it('checks the topic the policy names (a member of one room cannot join another)', async () => {
    const a = await room();
    const b = await room();
    expect(await joinError(privateChannel(connect(a.writer), b.name))).toMatch(/^Unauthorized: /);
  });

  it('does not restrict the public channel of the same name', async () => {
    const { name } = await room();
    await subscribed(connect(await userToken(stack, randomUUID())).channel(name));
  });
});

describe('sending on a private channel', () => {
  it('relays broadcasts of clients the insert policy allows', async () => {
    const { name, reader, writer } = await room();
    const listener = await join(reader, name);
    const sender = await join(writer, name, { broadcast: { ack: true } });
    expect(await sender.channel.send({ type: 'broadcast', event: 'msg', payload: { n: 1 } })).toBe('ok');
    expect(await listener.received.waitFor()).toEqual({ type: 'broadcast', event: 'msg', payload: { n: 1 } });
  });

  it('drops broadcasts of clients it refuses, without acknowledging them', async () => {
    const { name, reader, writer } = await room();
    const listener = await join(writer, name);
    const sender = await join(reader, name, { broadcast: { ack: true } });
    const status = await sender.channel.send(
      { type: 'broadcast', event: 'nope', payload: {} },
      { timeout: 500 },
    );
    expect(status).toBe('timed out');
    await sleep(100);
    expect(listener.received.items).toEqual([]);
  });

  it('lets allowed clients track presence and refuses the others', async () => {
    const { name, reader, writer } = await room();
    const watcher = privateChannel(connect(reader), name);
    const seen = new Collector<string[]>();
    watcher.on('presence', { event: 'sync' }, () => seen.push(Object.keys(watcher.presenceState())));
    await subscribed(watcher);
    expect(await watcher.track({ who: 'reader' })).toBe('error');
    const tracker = privateChannel(connect(writer), name, { presence: { key: 'writer' } });
    tracker.on('presence', { event: 'sync' }, () => undefined);
    await subscribed(tracker);
    expect(await tracker.track({ who: 'writer' })).toBe('ok');
    await seen.waitFor((keys) => keys.includes('writer'));
    expect(seen.items.some((keys) => keys.length > 1)).toBe(false);
  });

  it('applies the insert policy to the HTTP API too', async () => {
    const { name, reader, writer } = await room();
    const listener = await join(reader, name);
    const writerChannel = privateChannel(connect(writer), name);
    expect(await writerChannel.httpSend('http', { ok: true })).toEqual({ success: true });
    expect(await listener.received.waitFor()).toMatchObject({ event: 'http', payload: { ok: true } });
    const readerChannel = privateChannel(connect(reader), name);
    await expect(readerChannel.httpSend('http', { ok: false })).rejects.toThrow('Unauthorized');
    const batch = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${reader}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ messages: [{ topic: name, event: 'batch', payload: {}, private: true }] }),
    });
    expect(batch.status).toBe(202);
    await sleep(100);
    expect(listener.received.items.map((m) => m.event)).toEqual(['http']);
  });

  it('stores nothing in realtime.messages', async () => {
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from realtime.messages');
    expect(rows[0]?.n).toBe(0);
  });
});

describe('a refreshed token', () => {
  it('closes the channel when the new claims may no longer read the topic', async () => {
    const { name, readerId } = await room();
    const supabase = connect(await userToken(stack, readerId));
    const channel = privateChannel(supabase, name);
    const system = new Collector<{ status?: string; message?: string }>();
    channel.on('system', {}, (payload: { status?: string; message?: string }) => system.push(payload));
    await subscribed(channel);
    await stack.db.query('delete from public.room_members where room = $1 and user_id = $2', [
      name,
      readerId,
    ]);
    const refreshed = await signJwt(
      {
        sub: readerId,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 7200,
      },
      stack.keys.jwtSecret,
    );
    await supabase.realtime.setAuth(refreshed);
    const error = await system.waitFor((p) => p.status === 'error');
    expect(error.message).toBe(`You do not have permissions to read from this Channel topic: ${name}`);
  });
});
