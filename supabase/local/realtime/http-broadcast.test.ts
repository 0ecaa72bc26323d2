// @vitest-environment node
/** The HTTP broadcast API (`POST /realtime/v1/api/broadcast…`) with the real supabase-js client. */
import { randomUUID } from 'node:crypto';

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { signJwt } from '../jwt.ts';
import type { LocalStack } from '../server.ts';
import { client, Collector, freshUserTokens, sleep, startRealtimeStack, subscribed } from './test-support.ts';

let stack: LocalStack;
const clients: SupabaseClient[] = [];

let freshUserToken: () => string;

function connect(token?: string, vsn?: string) {
  const supabase = client(stack, token ?? freshUserToken(), vsn ? { vsn } : {});
  clients.push(supabase);
  return supabase;
}

type Message = { type: string; event: string; payload: unknown; meta?: unknown };

/** A subscribed listener on `room`, collecting every broadcast. */
async function listen(room: string, options: { vsn?: string; private?: boolean; token?: string } = {}) {
  const received = new Collector<Message>();
  const channel = connect(options.token, options.vsn)
    .channel(room, { config: { private: options.private === true } })
    .on('broadcast', { event: '*' }, (m: Message) => received.push(m));
  await subscribed(channel);
  return received;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.url}/realtime/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.anonKey,
      authorization: `Bearer ${stack.keys.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  stack = await startRealtimeStack('');
  freshUserToken = await freshUserTokens(stack);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.close();
});

describe('channel.send() on a channel that is not joined', () => {
  // supabase-js warns that this fallback will go (hosted still serves it, so the stack does): the
  // warning is expected here, and checked rather than printed into every test run.
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('falling back to REST API'));
  });

  it('falls back to POST /api/broadcast and reaches the subscribers', async () => {
    const room = randomUUID();
    const received = await listen(room);
    const atV1 = await listen(room, { vsn: '1.0.0' });
    const sender = connect().channel(room);
    expect(await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    const expected = { type: 'broadcast', event: 'cursor', payload: { x: 1 } };
    expect(await received.waitFor()).toEqual(expected);
    expect(await atV1.waitFor()).toEqual(expected);
  });

  it('works signed out (anon key only)', async () => {
    const room = randomUUID();
    const received = await listen(room);
    const anon = createAnon();
    expect(await anon.channel(room).send({ type: 'broadcast', event: 'hi', payload: { n: 2 } })).toBe('ok');
    expect(await received.waitFor()).toEqual({ type: 'broadcast', event: 'hi', payload: { n: 2 } });
  });

  it('does not reach other topics or the private channel of the same name', async () => {
    const room = randomUUID();
    const other = await listen(randomUUID());
    const privateRoom = await listen(room, { private: true, token: stack.keys.serviceRoleKey });
    const received = await listen(room);
    await connect().channel(room).send({ type: 'broadcast', event: 'e', payload: {} });
    await received.waitFor();
    await sleep(100);
    expect(other.items).toEqual([]);
    expect(privateRoom.items).toEqual([]);
  });
});

function createAnon() {
  const supabase = client(stack);
  clients.push(supabase);
  return supabase;
}

describe('channel.httpSend()', () => {
  it('POSTs to /api/broadcast/<topic>/events/<event> and gets 202', async () => {
    const room = `room:${randomUUID()}`;
    const received = await listen(room);
    const atV1 = await listen(room, { vsn: '1.0.0' });
    const sender = connect().channel(room);
    expect(await sender.httpSend('cursor-pos', { x: 3, y: 4 })).toEqual({ success: true });
    const expected = { type: 'broadcast', event: 'cursor-pos', payload: { x: 3, y: 4 } };
    expect(await received.waitFor()).toMatchObject(expected);
    expect(await atV1.waitFor()).toMatchObject(expected);
  });

  it('carries binary payloads to vsn 2.0.0 clients', async () => {
    const room = randomUUID();
    const received = await listen(room);
    const sender = connect().channel(room);
    expect(await sender.httpSend('bytes', new Uint8Array([1, 2, 3]))).toEqual({ success: true });
    const message = await received.waitFor();
    expect(message.event).toBe('bytes');
    expect(new Uint8Array(message.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('is refused (403) on a private channel the caller may not write to', async () => {
    const sender = connect().channel(randomUUID(), { config: { private: true } });
    await expect(sender.httpSend('x', { a: 1 })).rejects.toThrow('Unauthorized');
  });

  it('lets service_role send on a private channel', async () => {
    const room = randomUUID();
    const received = await listen(room, { private: true, token: stack.keys.serviceRoleKey });
    const sender = connect(stack.keys.serviceRoleKey).channel(room, { config: { private: true } });
    expect(await sender.httpSend('secret', { s: 1 })).toEqual({ success: true });
    expect(await received.waitFor()).toMatchObject({ event: 'secret', payload: { s: 1 } });
  });
});

describe('POST /realtime/v1/api/broadcast', () => {
  it('answers 202 with an empty body and delivers every message, with meta.id when given', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const [atA, atB] = await Promise.all([listen(a), listen(b)]);
    const response = await post('/api/broadcast', {
      messages: [
        { topic: a, event: 'one', payload: { n: 1 } },
        { topic: b, event: 'two', payload: { n: 2 }, id: 'abc' },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(await atA.waitFor()).toEqual({ type: 'broadcast', event: 'one', payload: { n: 1 } });
    expect(await atB.waitFor()).toEqual({
      type: 'broadcast',
      event: 'two',
      payload: { n: 2 },
      meta: { id: 'abc' },
    });
  });

  it('drops private messages the caller may not write, still answering 202', async () => {
    const room = randomUUID();
    const received = await listen(room, { private: true, token: stack.keys.serviceRoleKey });
    const refused = await post('/api/broadcast', {
      messages: [{ topic: room, event: 'no', payload: {}, private: true }],
    });
    expect(refused.status).toBe(202);
    const allowed = await post(
      '/api/broadcast',
      { messages: [{ topic: room, event: 'yes', payload: {}, private: true }] },
      { apikey: stack.keys.serviceRoleKey, authorization: `Bearer ${stack.keys.serviceRoleKey}` },
    );
    expect(allowed.status).toBe(202);
    await received.waitFor((m) => m.event === 'yes');
    expect(received.items.map((m) => m.event)).toEqual(['yes']);
  });

  it('authenticates with the bearer token, else the apikey header', async () => {
    const body = { messages: [{ topic: 't', event: 'e', payload: {} }] };
    expect((await post('/api/broadcast', body, { authorization: '' })).status).toBe(202);
    const forged = await signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 },
      'another-secret-another-secret-123',
    );
    const bad = await post('/api/broadcast', body, { authorization: `Bearer ${forged}` });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Unauthorized' });
    expect((await post('/api/broadcast', body, { authorization: '', apikey: 'nope' })).status).toBe(401);
    const expired = await signJwt({ role: 'anon', exp: 1000 }, stack.keys.jwtSecret);
    expect((await post('/api/broadcast', body, { authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it('rejects bodies that are not JSON (400) or not a valid batch (422)', async () => {
    const notJson = await post('/api/broadcast', '{nope');
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get('content-type')).toMatch(/json/);
    const empty = await post('/api/broadcast', { messages: [] });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { messages: ["can't be blank"] } });
    const missing = await post('/api/broadcast', { messages: [{ topic: 't', payload: 1 }] });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      errors: { messages: [{ event: ["can't be blank"], payload: ['is invalid'] }] },
    });
    expect((await post('/api/broadcast', {})).status).toBe(422);
  });

  it('answers 404 JSON for unknown paths and methods', async () => {
    const unknown = await post('/api/nothing', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'not found' });
    const get = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      headers: { apikey: stack.keys.anonKey },
    });
    expect(get.status).toBe(404);
  });

  it('answers 415 for a single broadcast of another content type', async () => {
    const response = await post(`/api/broadcast/${randomUUID()}/events/e`, 'hi', {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
  });
});
