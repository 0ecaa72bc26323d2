// @vitest-environment node
/** Broadcast and presence between real supabase-js clients. */
import { randomUUID } from 'node:crypto';

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LocalStack } from '../server.ts';
import {
  client,
  Collector,
  freshUserTokens,
  RawSocket,
  startRealtimeStack,
  subscribed,
} from './test-support.ts';

let stack: LocalStack;
const clients: SupabaseClient[] = [];

let freshUserToken: () => string;

function connect(vsn?: string) {
  const supabase = client(stack, freshUserToken(), vsn ? { vsn } : {});
  clients.push(supabase);
  return supabase;
}

type Message = { type: string; event: string; payload: unknown };

beforeAll(async () => {
  stack = await startRealtimeStack('');
  freshUserToken = await freshUserTokens(stack);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.close();
});

describe('broadcast', () => {
  it('reaches the other members but not the sender (self: false)', async () => {
    const room = randomUUID();
    const received = new Collector<Message>();
    const echoes = new Collector<Message>();
    const sender = connect()
      .channel(room)
      .on('broadcast', { event: 'cursor' }, (m: Message) => echoes.push(m));
    const receiver = connect()
      .channel(room)
      .on('broadcast', { event: 'cursor' }, (m: Message) => received.push(m));
    await Promise.all([subscribed(sender), subscribed(receiver)]);
    expect(await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    expect(await received.waitFor()).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });
    // A second message proves ordering; the sender still got nothing.
    await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } });
    await received.waitFor((m) => (m.payload as { x: number }).x === 2);
    expect(echoes.items).toEqual([]);
  });

  it('echoes to the sender with self: true and acknowledges with ack: true', async () => {
    const room = randomUUID();
    const echoes = new Collector<Message>();
    const channel = connect()
      .channel(room, { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: '*' }, (m: Message) => echoes.push(m));
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'note', payload: { hello: 'me' } })).toBe('ok');
    expect(await echoes.waitFor()).toEqual({ type: 'broadcast', event: 'note', payload: { hello: 'me' } });
  });

  it('keeps channels of different names apart', async () => {
    const here = new Collector<Message>();
    const a = connect().channel(randomUUID());
    const b = connect()
      .channel(randomUUID())
      .on('broadcast', { event: '*' }, (m: Message) => here.push(m));
    const c = connect().channel(randomUUID(), { config: { broadcast: { self: true } } });
    const mine = new Collector<Message>();
    c.on('broadcast', { event: '*' }, (m: Message) => mine.push(m));
    await Promise.all([subscribed(a), subscribed(b), subscribed(c)]);
    await a.send({ type: 'broadcast', event: 'x', payload: {} });
    await c.send({ type: 'broadcast', event: 'y', payload: {} });
    await mine.waitFor();
    expect(here.items).toEqual([]);
  });

  it('works between a vsn 1.0.0 client and a vsn 2.0.0 client', async () => {
    const room = randomUUID();
    const atV2 = new Collector<Message>();
    const atV1 = new Collector<Message>();
    const v1 = connect('1.0.0')
      .channel(room)
      .on('broadcast', { event: '*' }, (m: Message) => atV1.push(m));
    const v2 = connect()
      .channel(room)
      .on('broadcast', { event: '*' }, (m: Message) => atV2.push(m));
    await Promise.all([subscribed(v1), subscribed(v2)]);
    await v1.send({ type: 'broadcast', event: 'from-v1', payload: { n: 1 } });
    await v2.send({ type: 'broadcast', event: 'from-v2', payload: { n: 2 } });
    expect(await atV2.waitFor()).toEqual({ type: 'broadcast', event: 'from-v1', payload: { n: 1 } });
    expect(await atV1.waitFor()).toEqual({ type: 'broadcast', event: 'from-v2', payload: { n: 2 } });
  });
});

describe('presence', () => {
  it('syncs state between two clients, with joins and leaves', async () => {
    const room = randomUUID();
    const first = connect().channel(room, { config: { presence: { key: 'alice' } } });
    const second = connect().channel(room, { config: { presence: { key: 'bob' } } });
    const firstSyncs = new Collector<Record<string, unknown[]>>();
    const leaves = new Collector<{ key: string }>();
    first
      .on('presence', { event: 'sync' }, () => firstSyncs.push(first.presenceState()))
      .on('presence', { event: 'leave' }, (p: { key: string }) => leaves.push(p));
    const secondSyncs = new Collector<Record<string, unknown[]>>();
    second.on('presence', { event: 'sync' }, () => secondSyncs.push(second.presenceState()));

    await subscribed(first);
    expect(await first.track({ status: 'online' })).toBe('ok');
    await subscribed(second);
    expect(await second.track({ status: 'away' })).toBe('ok');

    const both = (state: Record<string, unknown[]>) => 'alice' in state && 'bob' in state;
    const seenByFirst = await firstSyncs.waitFor(both);
    const seenBySecond = await secondSyncs.waitFor(both);
    expect(seenByFirst['bob']).toEqual([{ status: 'away', presence_ref: expect.any(String) as unknown }]);
    expect(seenBySecond['alice']).toEqual([
      { status: 'online', presence_ref: expect.any(String) as unknown },
    ]);

    expect(await second.unsubscribe()).toBe('ok');
    expect((await leaves.waitFor((p) => p.key === 'bob')).key).toBe('bob');
    await firstSyncs.waitFor((state) => !('bob' in state));
  });

  it('untrack removes the presence', async () => {
    const room = randomUUID();
    const watcher = connect().channel(room);
    const syncs = new Collector<Record<string, unknown[]>>();
    watcher.on('presence', { event: 'sync' }, () => syncs.push(watcher.presenceState()));
    const tracker = connect().channel(room, { config: { presence: { key: 'temp' } } });
    await Promise.all([subscribed(watcher), subscribed(tracker)]);
    await tracker.track({ t: 1 });
    await syncs.waitFor((state) => 'temp' in state);
    expect(await tracker.untrack()).toBe('ok');
    await syncs.waitFor((state) => !('temp' in state));
  });

  it('sends the current state to a client that joins later, and drops a closed socket', async () => {
    const room = randomUUID();
    const early = connect();
    const earlyChannel = early.channel(room, { config: { presence: { key: 'early' } } });
    await subscribed(earlyChannel);
    await earlyChannel.track({ here: true });
    const late = connect().channel(room);
    const syncs = new Collector<Record<string, unknown[]>>();
    late.on('presence', { event: 'sync' }, () => syncs.push(late.presenceState()));
    await subscribed(late);
    await syncs.waitFor((state) => 'early' in state);
    await early.realtime.disconnect();
    await syncs.waitFor((state) => !('early' in state));
  });

  it('answers a second track with one diff: the new meta joins (phx_ref_prev), the old one leaves', async () => {
    // Phoenix.Presence.update's shape. (supabase-js 2.109 mishandles it on the client side and
    // shows both metas: supabase/supabase-js#2565, fixed upstream.)
    const socket = await RawSocket.open(stack.url, stack.keys.anonKey);
    const join = { config: { presence: { key: 'me', enabled: true } } };
    await socket.reply(socket.push('realtime:retrack', 'phx_join', join, '1'));
    expect((await socket.event('realtime:retrack', 'presence_state')).payload).toEqual({});
    const track = (status: string) =>
      socket.reply(
        socket.push(
          'realtime:retrack',
          'presence',
          { type: 'presence', event: 'track', payload: { status } },
          '1',
        ),
      );
    expect(await track('online')).toEqual({ status: 'ok', response: {} });
    const first = await socket.event('realtime:retrack', 'presence_diff');
    const firstRef = (first.payload as { joins: { me: { metas: { phx_ref: string }[] } } }).joins.me.metas[0]!
      .phx_ref;
    await track('away');
    const second = await socket.event('realtime:retrack', 'presence_diff', (p) =>
      JSON.stringify(p).includes('away'),
    );
    expect(second.payload).toEqual({
      joins: {
        me: { metas: [{ status: 'away', phx_ref: expect.any(String) as unknown, phx_ref_prev: firstRef }] },
      },
      leaves: { me: { metas: [{ status: 'online', phx_ref: firstRef }] } },
    });
    socket.close();
  });
});
