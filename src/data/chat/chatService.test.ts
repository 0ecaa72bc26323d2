import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppDatabase } from '#data/db/db.ts';
import type { SyncEvent } from '#data/platform/syncEvents.ts';

import { ChatDataError } from './chatDataError.ts';
import { createChatService } from './chatService.ts';
import { createFreshMessages, type FreshMessages } from './freshMessages.ts';
import { closeTestDatabases, emma, openTestDatabase } from './fixtures.ts';
import { likedMessageIds } from './messageRepository.ts';
import { pendingOperations, writeLocalBubble } from './outboxRepository.ts';

/** A PostgREST query that records its calls and resolves to `result` whatever is chained. */
function query(result: unknown, calls: string[]) {
  const chain: unknown = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') {
          return (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
            result instanceof Error
              ? Promise.reject(result).then(resolve, reject)
              : Promise.resolve(result).then(resolve, reject);
        }
        return (...args: unknown[]) => {
          calls.push(`${String(property)}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
          return chain;
        };
      },
    },
  );
  return chain;
}

function fakeClient(results: Record<string, unknown>) {
  const calls: string[] = [];
  const client = {
    from: (table: string) => {
      calls.push(`from(${table})`);
      return query(results[table] ?? { data: null, error: null }, calls);
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

let db: AppDatabase;
let online: boolean;
let events: SyncEvent[];
let wakes: number;
let fresh: FreshMessages;

beforeEach(() => {
  fresh = createFreshMessages();
  db = openTestDatabase();
  online = true;
  events = [];
  wakes = 0;
});
afterEach(async () => {
  await closeTestDatabases();
});

function service(client: SupabaseClient = fakeClient({}).client) {
  let id = 0;
  return createChatService({
    fresh,
    db,
    client: () => Promise.resolve(client),
    isOnline: () => online,
    enqueue: (work) => {
      if (work === undefined) wakes++;
      return false;
    },
    emit: (event) => events.push(event),
    newId: () => `id-${++id}`,
  });
}

describe('queueUserMessage', () => {
  it('queues the trimmed text with its send options and wakes the engine', async () => {
    const chat = service();
    const message = await chat.queueUserMessage(emma, '  Bonjour Emma  ', {
      crisis: true,
      locale: 'en',
      contextLength: 10,
    });
    expect(message).toMatchObject({ id: 'id-1', text: 'Bonjour Emma', status: 'queued', crisis: true });
    expect((await pendingOperations(db, 'user-1'))[0]?.send).toEqual({
      crisis: true,
      locale: 'en',
      contextLength: 10,
    });
    expect(wakes).toBe(1);
  });

  it('reports a full device as storageFull and tells every screen', async () => {
    const quota = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: new DOMException('Quota exceeded', 'QuotaExceededError'),
    });
    vi.spyOn(db.outbox, 'add').mockRejectedValue(quota);
    const failure = await service()
      .queueUserMessage(emma, 'Bonjour', { crisis: false, locale: 'fr' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChatDataError);
    expect(failure).toMatchObject({ code: 'storageFull' });
    expect(events).toEqual([{ type: 'storage.error', reason: 'quota' }]);
    expect(await db.messages.count()).toBe(0);
    expect(wakes).toBe(0);
    // Its bubble does not stay on screen: the text goes back to the input instead.
    expect(fresh.freshRecords('user-1:emma')).toBeUndefined();
  });

  it('shows the bubble before the write completes', async () => {
    const queued = service().queueUserMessage(emma, 'Bonjour', { crisis: false, locale: 'fr' });
    expect(fresh.freshRecords('user-1:emma')?.get('id-1')).toMatchObject({
      text: 'Bonjour',
      status: 'queued',
    });
    await queued;
  });

  it.each([
    { leading: true, wakes: 0, backgroundSyncs: 0 },
    { leading: false, wakes: 1, backgroundSyncs: 1 },
  ])(
    'lets the leading engine send it at once, else wakes the flush and asks for background sync (leading: $leading)',
    async ({ leading, ...expected }) => {
      const offered: string[] = [];
      let backgroundSyncs = 0;
      const chat = createChatService({
        fresh,
        db,
        client: () => Promise.resolve(fakeClient({}).client),
        isOnline: () => online,
        enqueue: (work) => {
          if (work) {
            offered.push(work.message.id);
            return leading;
          }
          wakes++;
          return false;
        },
        requestBackgroundSync: () => backgroundSyncs++,
        emit: (event) => events.push(event),
        newId: () => 'id-1',
      });
      await chat.queueUserMessage(emma, 'Bonjour', { crisis: false, locale: 'fr' });
      expect(offered).toEqual(['id-1']);
      expect({ wakes, backgroundSyncs }).toEqual(expected);
    },
  );
});

describe('addLocalBotMessage', () => {
  it('writes a keyed bubble once, however many tabs react to the same event', async () => {
    const chat = service();
    const first = await chat.addLocalBotMessage(emma, 'Désolé…', 'error', { key: 'error:m1' });
    const again = await chat.addLocalBotMessage(emma, 'Désolé…', 'error', { key: 'error:m1' });
    await chat.addLocalBotMessage(emma, 'Bonjour !', 'greeting');
    expect(again).toEqual(first);
    expect(await db.messages.count()).toBe(2);
  });
});

describe('loadConversation', () => {
  it('merges the server conversation’s messages', async () => {
    const { client } = fakeClient({
      conversations: { data: { id: 'srv-1', created_at: '2026-03-01T09:00:00Z' }, error: null },
      chat_messages: {
        data: [
          {
            id: 'a',
            conversation_id: 'srv-1',
            character_name: 'emma',
            sender: 'user',
            message: 'Bonjour',
            reply_to: null,
            crisis: false,
            created_at: '2026-03-01T09:00:00Z',
          },
        ],
        error: null,
      },
    });
    expect(await service(client).loadConversation(emma, { online: true })).toEqual({ hasHistory: true });
    expect(await db.conversations.get('user-1:emma')).toMatchObject({ serverId: 'srv-1' });
  });

  it('offline, works from the device alone', async () => {
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g', nowMs: Date.now() });
    expect(await service().loadConversation(emma, { online: false })).toEqual({ hasHistory: false });
  });

  it('falls back to the device copy when the network drops, but reports a server refusal', async () => {
    const dropped = fakeClient({
      conversations: { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } },
    });
    await expect(service(dropped.client).loadConversation(emma, { online: true })).resolves.toEqual({
      hasHistory: false,
    });
    const refused = fakeClient({
      conversations: { data: null, error: { message: 'permission denied', code: '42501' } },
    });
    await expect(service(refused.client).loadConversation(emma, { online: true })).rejects.toMatchObject({
      code: 'loadFailed',
    });
  });

  describe('on a network that says online but carries nothing (the real supabase-js client)', () => {
    function clientOver(fetch: typeof globalThis.fetch) {
      return createClient('http://127.0.0.1:9', 'anon-key', {
        // A key of its own: supabase-js warns about two auth clients sharing one storage key.
        auth: {
          persistSession: false,
          autoRefreshToken: false,
          storageKey: `chat-test-${crypto.randomUUID()}`,
        },
        global: { fetch },
      });
    }
    const withHistory = () =>
      writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g', nowMs: Date.now() });

    it('opens from the device copy after one failed request, without the library’s retries', async () => {
      await withHistory();
      const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      const opened = await service(clientOver(fetch)).loadConversation(emma, { online: true });
      expect(opened).toEqual({ hasHistory: false });
      expect(await db.messages.get('g')).toBeDefined();
      // postgrest-js alone would try three more times, 1 s, 2 s and 4 s apart.
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('opens from the device copy when the server does not answer in time', async () => {
      await withHistory();
      const signals: AbortSignal[] = [];
      const fetch = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init?.signal;
            if (signal) signals.push(signal);
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      const chat = createChatService({
        fresh,
        db,
        client: () => Promise.resolve(clientOver(fetch)),
        isOnline: () => true,
        enqueue: (work) => {
          if (work === undefined) wakes++;
          return false;
        },
        emit: (event) => events.push(event),
        lookupTimeoutMs: 50,
      });
      await expect(chat.loadConversation(emma, { online: true })).resolves.toEqual({ hasHistory: false });
      expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    });
  });
});

describe('clearConversation', () => {
  it('deletes on the server first, then on the device', async () => {
    const { client, calls } = fakeClient({});
    const chat = service(client);
    await chat.queueUserMessage(emma, 'un', { crisis: false, locale: 'fr' });
    await chat.clearConversation(emma);
    expect(calls).toEqual([
      'from(conversations)',
      'delete()',
      'eq("user_id", "user-1")',
      'eq("character_id", "emma")',
    ]);
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('changes nothing when offline or refused', async () => {
    const refused = fakeClient({ conversations: { error: { message: 'nope', code: '42501' } } });
    const chat = service(refused.client);
    await chat.queueUserMessage(emma, 'un', { crisis: false, locale: 'fr' });
    await expect(chat.clearConversation(emma)).rejects.toMatchObject({ code: 'clearFailed' });
    online = false;
    await expect(chat.clearConversation(emma)).rejects.toMatchObject({ code: 'clearFailed' });
    expect(await db.messages.count()).toBe(1);
  });
});

describe('toggleLike', () => {
  async function reply(id = 'r1') {
    await db.messages.put({
      id,
      userId: 'user-1',
      conversationId: 'user-1:emma',
      characterId: 'emma',
      sender: 'bot',
      text: 'Je vous entends.',
      status: 'sent',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  }

  it('likes then unlikes on the server', async () => {
    const { client, calls } = fakeClient({});
    const chat = service(client);
    await reply();
    expect(await chat.toggleLike('user-1', 'r1')).toBe(true);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set(['r1']));
    expect(await chat.toggleLike('user-1', 'r1')).toBe(false);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set());
    expect(calls).toContain('insert({"message_id":"r1","user_id":"user-1"})');
    expect(calls).toContain('delete()');
  });

  it('flips back and throws likeFailed when the server refuses', async () => {
    const { client } = fakeClient({ message_likes: { error: { message: 'denied', code: '42501' } } });
    await reply();
    await expect(service(client).toggleLike('user-1', 'r1')).rejects.toMatchObject({ code: 'likeFailed' });
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set());
  });

  it('keeps likes of device-only bubbles on the device', async () => {
    const { client, calls } = fakeClient({});
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g', nowMs: Date.now() });
    online = false;
    expect(await service(client).toggleLike('user-1', 'g')).toBe(true);
    expect(calls).toEqual([]);
  });
});
