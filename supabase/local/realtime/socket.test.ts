// @vitest-environment node
/** The Phoenix socket itself, frame by frame: versions, heartbeats, binary broadcasts, keys. */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { RawSocket, startRealtimeStack, userToken } from './test-support.ts';

let stack: LocalStack;
const sockets: RawSocket[] = [];

async function open(vsn: '1.0.0' | '2.0.0' = '2.0.0') {
  const socket = await RawSocket.open(stack.url, stack.keys.anonKey, vsn);
  sockets.push(socket);
  return socket;
}

/** A kind-3 frame, byte for byte what realtime-js's serializer sends for channel.send(). */
function userBroadcastPush(
  joinRef: string,
  ref: string,
  topic: string,
  event: string,
  payload: Buffer,
  json: boolean,
) {
  const strings = [joinRef, ref, topic, event, ''].map((s) => Buffer.from(s));
  return Buffer.concat([
    Buffer.from([3, ...strings.map((s) => s.length), json ? 1 : 0]),
    ...strings,
    payload,
  ]);
}

beforeAll(async () => {
  stack = await startRealtimeStack('create table public.t (id int primary key);');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await stack?.close();
});

describe('connection', () => {
  it('refuses an apikey not signed with the stack secret', async () => {
    const forged = await signJwt(
      { role: 'anon', exp: 2_000_000_000 },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(
        `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${forged}&vsn=2.0.0`,
      );
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('opened')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('closes upgrades on other paths', async () => {
    const result = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/other/websocket`);
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('error'));
    });
    expect(result).toBe('error');
  });

  it('answers heartbeats (vsn 2.0.0 arrays)', async () => {
    const socket = await open();
    const ref = socket.push('phoenix', 'heartbeat', {});
    const frame = await socket.frames.waitFor((f) => !Buffer.isBuffer(f) && f.ref === ref);
    expect(frame).toEqual({
      joinRef: null,
      ref,
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('speaks vsn 1.0.0 objects', async () => {
    const socket = await open('1.0.0');
    const heartbeat = socket.push('phoenix', 'heartbeat', {});
    expect(await socket.reply(heartbeat)).toEqual({ status: 'ok', response: {} });
    const join = socket.push('realtime:v1', 'phx_join', { config: { broadcast: { self: true } } }, '7');
    expect(await socket.reply(join)).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    socket.push('realtime:v1', 'broadcast', { type: 'broadcast', event: 'hi', payload: { n: 1 } }, '7');
    const message = await socket.event('realtime:v1', 'broadcast');
    expect(message.payload).toEqual({ type: 'broadcast', event: 'hi', payload: { n: 1 } });
  });

  it('replies "unmatched topic" to pushes on topics not joined', async () => {
    const socket = await open();
    const ref = socket.push('realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} });
    expect(await socket.reply(ref)).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  it('refuses joins with an expired token or without a topic name', async () => {
    const socket = await open();
    const expired = await userToken(stack, 'u', { exp: Math.floor(Date.now() / 1000) - 10 });
    const reply = await socket.reply(
      socket.push('realtime:x', 'phx_join', { config: {}, access_token: expired }, '1'),
    );
    expect(reply.status).toBe('error');
    expect(reply.response['reason']).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    const noTopic = await socket.reply(socket.push('realtime:', 'phx_join', { config: {} }, '2'));
    expect(noTopic).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
  });
});

describe('binary broadcast frames', () => {
  it('relays a kind-3 push as a kind-4 frame to the other members, JSON and raw', async () => {
    const sender = await open();
    const receiver = await open();
    const config = { config: { broadcast: { self: false, ack: true } } };
    await sender.reply(sender.push('realtime:bin', 'phx_join', config, '1'));
    await receiver.reply(receiver.push('realtime:bin', 'phx_join', config, '1'));

    sender.ws.send(userBroadcastPush('1', '9', 'realtime:bin', 'move', Buffer.from('{"x":1}'), true));
    expect(await sender.reply('9')).toEqual({ status: 'ok', response: {} });
    const frame = (await receiver.frames.waitFor((f) => Buffer.isBuffer(f))) as Buffer;
    const topic = 'realtime:bin';
    expect([...frame.subarray(0, 5)]).toEqual([4, topic.length, 4, 0, 1]);
    expect(frame.subarray(5, 5 + topic.length).toString()).toBe(topic);
    expect(frame.subarray(5 + topic.length, 9 + topic.length).toString()).toBe('move');
    expect(JSON.parse(frame.subarray(9 + topic.length).toString())).toEqual({ x: 1 });

    sender.ws.send(userBroadcastPush('1', '10', 'realtime:bin', 'blob', Buffer.from([0, 1, 2, 255]), false));
    await sender.reply('10');
    const raw = (await receiver.frames.waitFor((f) => Buffer.isBuffer(f) && f[4] === 0)) as Buffer;
    expect([...raw.subarray(-4)]).toEqual([0, 1, 2, 255]);
    // Not echoed to the sender (self: false).
    expect(sender.frames.items.some((f) => Buffer.isBuffer(f))).toBe(false);
  });

  it('turns JSON user broadcasts into JSON messages for vsn 1.0.0 members', async () => {
    const sender = await open();
    const v1 = await open('1.0.0');
    await sender.reply(sender.push('realtime:mixed', 'phx_join', { config: {} }, '1'));
    await v1.reply(v1.push('realtime:mixed', 'phx_join', { config: {} }, '1'));
    sender.ws.send(userBroadcastPush('1', '5', 'realtime:mixed', 'ping', Buffer.from('{"a":"b"}'), true));
    const message = await v1.event('realtime:mixed', 'broadcast');
    expect(message.payload).toEqual({ type: 'broadcast', event: 'ping', payload: { a: 'b' } });
  });
});
