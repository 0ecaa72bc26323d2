import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { attemptTimeoutMs } from '#core/chatErrors.ts';
import {
  answerTo,
  closeTestDatabases,
  emma,
  louis,
  networkError,
  openTestDatabase,
  remoteMessage,
  serverError,
} from '#data/chat/fixtures.ts';
import { createFreshMessages, type FreshMessages } from '#data/chat/freshMessages.ts';
import { likedMessageIds } from '#data/chat/messageRepository.ts';
import {
  outboxSummary,
  rearmMessage,
  releaseBlockedMessages,
  writeQueuedMessage,
} from '#data/chat/outboxRepository.ts';
import { loadCreditStatus } from '#data/credits/creditStatus.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { forgetUserOnDevice } from '#data/db/forgetUser.ts';

import { createSyncEngine, type SyncEngine } from './engine.ts';
import { scriptedRemote, type SendHandler } from './engine.fixtures.ts';
import type { SyncEvent } from './events.ts';

let db: AppDatabase;
let online: boolean;
let events: SyncEvent[];
let creditsChanged: number;
/** Times the engine asked for background sync (a send left waiting). */
let backgroundSyncs: number;
let ids: number;
let fresh: FreshMessages;

beforeEach(() => {
  fresh = createFreshMessages();
  db = openTestDatabase();
  online = true;
  events = [];
  creditsChanged = 0;
  backgroundSyncs = 0;
  ids = 0;
});

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

function engineFor(handler?: SendHandler) {
  const server = scriptedRemote(handler);
  const engine = createSyncEngine({
    db,
    userId: emma.userId,
    remote: server.remote,
    isOnline: () => online,
    emit: (event) => events.push(event),
    fresh,
    onCreditsChanged: () => creditsChanged++,
    onSendWaiting: () => backgroundSyncs++,
  });
  return { engine, server };
}

/** Message ids sort like UUID v7s: in writing order. */
function nextId(): string {
  return `m${String(++ids).padStart(3, '0')}`;
}

async function queue(text: string, scope = emma) {
  return writeQueuedMessage(
    db,
    scope,
    text,
    { crisis: false, locale: 'fr' },
    { id: nextId(), nowMs: Date.now() },
  );
}

/** Flush whatever waits, and wait until that is over. */
function flush(engine: SyncEngine): Promise<void> {
  engine.enqueue();
  return engine.idle();
}

async function lead(engine: SyncEngine): Promise<void> {
  engine.setLeader(true);
  await flush(engine);
}

const statusOf = async (id: string) => (await db.messages.get(id))?.status;

describe('flushing the outbox', () => {
  it('sends queued messages in order, once each, and stores every reply under its question', async () => {
    const { engine, server } = engineFor();
    const first = await queue('un');
    const second = await queue('deux');
    const third = await queue('trois', louis);
    await lead(engine);

    expect(server.texts()).toEqual(['un', 'deux', 'trois']);
    expect(await db.outbox.count()).toBe(0);
    const conversation = await db.messages.where('conversationId').equals('user-1:emma').sortBy('createdAt');
    expect(conversation.map((m) => [m.text, m.sender, m.status])).toEqual([
      ['un', 'user', 'sent'],
      ['Réponse à « un »', 'bot', 'sent'],
      ['deux', 'user', 'sent'],
      ['Réponse à « deux »', 'bot', 'sent'],
    ]);
    expect(conversation[1]?.replyTo).toBe(first.id);
    expect((await db.messages.get(`reply-${third.id}`))?.conversationId).toBe('user-1:louis');
    expect(
      events.filter((e) => e.type === 'message.sent').map((e) => 'messageId' in e && e.messageId),
    ).toEqual([first.id, second.id, third.id]);
    // Nothing waits: no background sync to ask for.
    expect(backgroundSyncs).toBe(0);
    expect((await db.conversations.get('user-1:emma'))?.serverId).toBe('server-conversation');
  });

  it('takes the balance from the answer, in the same transaction as the reply', async () => {
    const { engine } = engineFor((request) => answerTo(request, { remaining: 7 }));
    await queue('Bonjour');
    await lead(engine);
    expect(await loadCreditStatus(db, emma.userId)).toMatchObject({ remaining: 7, unlimited: false });
    expect(events).toContainEqual(expect.objectContaining({ type: 'message.sent', remaining: 7 }));
  });

  it('never has the same message in flight twice, however often it is woken', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { engine, server } = engineFor(async (request) => {
      await gate;
      return answerTo(request);
    });
    await queue('un');
    engine.setLeader(true);
    engine.enqueue();
    engine.enqueue();
    engine.enqueue();
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    await queue('deux');
    engine.enqueue();
    release();
    await engine.idle();
    await flush(engine);
    expect(server.texts()).toEqual(['un', 'deux']);
  });

  it('records nothing once stopped, even an answer already on its way (the user signed out)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { engine } = engineFor(async (request) => {
      await gate;
      return answerTo(request);
    });
    const message = await queue('Bonjour');
    engine.setLeader(true);
    engine.enqueue();
    await vi.waitFor(async () => expect(await statusOf(message.id)).toBe('sending'));
    engine.stop();
    release();
    await engine.idle();
    expect(await statusOf(message.id)).toBe('sending');
    expect(await db.messages.get(`reply-${message.id}`)).toBeUndefined();
    expect(events).toEqual([]);
  });

  it('does nothing while it is not the leader', async () => {
    const { engine, server } = engineFor();
    await queue('un');
    await flush(engine);
    await engine.pull();
    expect(server.sent).toHaveLength(0);
    expect(await statusOf('m001')).toBe('queued');
  });

  it('sends again, with the same id, a message a closed tab left "sending"', async () => {
    const { engine, server } = engineFor();
    const message = await queue('un');
    await db.messages.update(message.id, { status: 'sending' });
    engine.setLeader(true);
    await vi.waitFor(() => expect(server.sent.map((r) => r.messageId)).toEqual([message.id]));
    await flush(engine);
    expect(await statusOf(message.id)).toBe('sent');
  });
});

describe('sending a message just written, straight away', () => {
  /** What the chat service does: the write starts, and the engine is offered the message. */
  function writeAndOffer(engine: SyncEngine, text: string) {
    const id = nextId();
    const nowMs = Date.now();
    const bubble = {
      id,
      userId: emma.userId,
      conversationId: 'user-1:emma',
      characterId: emma.characterId,
      sender: 'user' as const,
      text,
      status: 'queued' as const,
      createdAt: new Date(nowMs).toISOString(),
    };
    const options = { crisis: false, locale: 'fr' as const };
    const stored = writeQueuedMessage(db, emma, text, options, { id, nowMs });
    return { id, stored, taken: engine.enqueue({ message: bubble, options, stored }) };
  }

  it('starts the request before the message is even stored, and records the answer after', async () => {
    const { engine, server } = engineFor();
    await lead(engine);
    const { id, stored, taken } = writeAndOffer(engine, 'Bonjour');
    expect(taken).toBe(true);
    // The request left in the same task, before the write finished.
    await Promise.resolve();
    expect(server.texts()).toEqual(['Bonjour']);
    await stored;
    await flush(engine);
    expect(await statusOf(id)).toBe('sent');
    expect((await db.messages.get(`reply-${id}`))?.text).toBe('Réponse à « Bonjour »');
    expect(await db.outbox.count()).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'message.sent', messageId: id }));
  });

  it('shows the answer from memory as soon as it arrives', async () => {
    const { engine } = engineFor();
    await lead(engine);
    const { id, stored } = writeAndOffer(engine, 'Bonjour');
    await vi.waitFor(() => {
      const records = fresh.freshRecords('user-1:emma');
      expect(records?.get(id)?.status).toBe('sent');
      expect(records?.get(`reply-${id}`)?.text).toBe('Réponse à « Bonjour »');
    });
    await stored;
    await flush(engine);
  });

  it('shows the tick once the server holds the message, before its reply, and withdraws it if the turn fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { engine } = engineFor(async (_request, _timeoutMs, onAccepted) => {
      onAccepted?.();
      await gate;
      return serverError(503);
    });
    await lead(engine);
    const { id, stored } = writeAndOffer(engine, 'Bonjour');
    await vi.waitFor(() =>
      expect(fresh.freshRecords('user-1:emma')?.get(id)).toMatchObject({
        status: 'sent',
        awaitingReply: true,
      }),
    );
    release();
    await stored;
    await vi.waitFor(async () => expect(await statusOf(id)).not.toBe('sending'));
    expect(fresh.freshRecords('user-1:emma')?.get(id)?.awaitingReply).toBeUndefined();
    expect(fresh.freshRecords('user-1:emma')?.get(id)?.status).not.toBe('sent');
    engine.stop();
  });

  it('leaves a message to the ordinary flush when older ones still wait, so order holds', async () => {
    const { engine, server } = engineFor();
    online = false;
    engine.setLeader(true);
    await flush(engine);
    await queue('hors ligne');
    online = true;
    // The engine has not looked at the outbox since: it cannot know it is clear.
    const { stored, taken } = writeAndOffer(engine, 'en ligne');
    expect(taken).toBe(false);
    await stored;
    await flush(engine);
    expect(server.texts()).toEqual(['hors ligne', 'en ligne']);
  });

  it('is not taken while another request is out, nor offline, nor when not leading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { engine, server } = engineFor(async (request) => {
      if (request.text === 'un') await gate;
      return answerTo(request);
    });
    const follower = writeAndOffer(engine, 'suiveur');
    expect(follower.taken).toBe(false);
    await follower.stored;
    await lead(engine);
    expect(writeAndOffer(engine, 'un').taken).toBe(true);
    const second = writeAndOffer(engine, 'deux');
    expect(second.taken).toBe(false);
    // As the chat service does when the engine declines: wake it once the write is done.
    await second.stored;
    engine.enqueue();
    release();
    await vi.waitFor(() => expect(server.texts()).toEqual(['suiveur', 'un', 'deux']));
    online = false;
    expect(writeAndOffer(engine, 'trois').taken).toBe(false);
  });

  it('hands a failed attempt to the retry policy, with the same id', async () => {
    let calls = 0;
    const { engine, server } = engineFor((request) => (++calls === 1 ? serverError(503) : answerTo(request)));
    await lead(engine);
    const { id, stored } = writeAndOffer(engine, 'Bonjour');
    await stored;
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('sent'), { timeout: 3_000 });
    expect(server.sent.map((request) => request.messageId)).toEqual([id, id]);
  });
});

/**
 * Counts the IndexedDB requests made from now on (the figure `npm run bench:ui` reads in a
 * browser with the same hook): every store, index and cursor request.
 */
function countIndexedDbRequests() {
  const patched: [object, string, unknown][] = [];
  let count = 0;
  const hook = (proto: object, names: string[]) => {
    for (const name of names) {
      const original = (proto as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      patched.push([proto, name, original]);
      (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        count++;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  };
  const requests = ['get', 'getAll', 'getKey', 'getAllKeys', 'count', 'openCursor', 'openKeyCursor'];
  hook(IDBObjectStore.prototype, [...requests, 'put', 'add', 'delete', 'clear']);
  hook(IDBIndex.prototype, requests);
  hook(IDBCursor.prototype, ['continue', 'advance', 'continuePrimaryKey', 'update', 'delete']);
  return {
    count: () => count,
    restore() {
      for (const [proto, name, original] of patched) (proto as Record<string, unknown>)[name] = original;
    },
  };
}

describe('IndexedDB requests per send', () => {
  it('the fast path asks nothing of IndexedDB before the request, and 14 requests in all', async () => {
    let beforeRequest = -1;
    const counter = { count: () => 0 };
    const { engine } = engineFor((request) => {
      beforeRequest = counter.count();
      return answerTo(request);
    });
    await lead(engine);
    const id = nextId();
    const options = { crisis: false, locale: 'fr' as const };
    const message = await writeQueuedMessage(db, emma, 'Bonjour', options, { id, nowMs: Date.now() });
    const requests = countIndexedDbRequests();
    counter.count = requests.count;
    try {
      expect(engine.enqueue({ message, options, stored: Promise.resolve(message) })).toBe(true);
      await engine.idle();
    } finally {
      requests.restore();
    }
    expect(await statusOf(id)).toBe('sent');
    expect(beforeRequest).toBe(0);
    expect(requests.count()).toBe(14);
  });

  it('a queued message sent by the flush costs 19 requests', async () => {
    const { engine } = engineFor();
    await lead(engine);
    const message = await queue('Bonjour');
    const requests = countIndexedDbRequests();
    try {
      await flush(engine);
    } finally {
      requests.restore();
    }
    expect(await statusOf(message.id)).toBe('sent');
    expect(requests.count()).toBe(19);
  });
});

describe('running out of credits', () => {
  it('blocks the message that met 402 and holds back the ones after it, losing nothing', async () => {
    let credits = 1;
    const { engine, server } = engineFor((request) =>
      credits-- > 0 ? answerTo(request, { remaining: credits }) : serverError(402, 'no_credits'),
    );
    await queue('un');
    const second = await queue('deux');
    const third = await queue('trois');
    await lead(engine);

    expect(server.texts()).toEqual(['un', 'deux']);
    expect(await statusOf(second.id)).toBe('blocked');
    expect((await db.messages.get(second.id))?.error).toMatchObject({
      serverCode: 'no_credits',
      status: 402,
    });
    expect(await statusOf(third.id)).toBe('queued');
    expect(events).toContainEqual({
      type: 'message.blocked',
      userId: 'user-1',
      messageId: second.id,
      reason: 'no_credits',
    });
    expect(await outboxSummary(db, emma.userId)).toEqual({ waiting: 1, blocked: 1, failed: 0 });

    // Woken again without credits: still nothing goes.
    await flush(engine);
    expect(server.sent).toHaveLength(2);

    // Credits are back (a refresh released the block): both go, in order, the blocked one with its id.
    credits = 5;
    expect(await releaseBlockedMessages(db, emma.userId, Date.now())).toBe(1);
    await flush(engine);
    expect(server.texts()).toEqual(['un', 'deux', 'deux', 'trois']);
    expect(server.sent[2]?.messageId).toBe(second.id);
    expect(await outboxSummary(db, emma.userId)).toEqual({ waiting: 0, blocked: 0, failed: 0 });
  });

  it('lets a crisis message through even with no credits left', async () => {
    const { engine, server } = engineFor((request) =>
      request.text.includes('mourir')
        ? answerTo(request, { crisis: true, remaining: 0 })
        : serverError(402, 'no_credits'),
    );
    const blocked = await queue('un');
    const waiting = await queue('deux');
    const crisis = await writeQueuedMessage(
      db,
      emma,
      "j'ai envie de mourir",
      { crisis: true, locale: 'fr' },
      { id: nextId(), nowMs: Date.now() },
    );
    await lead(engine);
    expect(server.texts()).toEqual(['un', "j'ai envie de mourir"]);
    expect(await statusOf(blocked.id)).toBe('blocked');
    expect(await statusOf(waiting.id)).toBe('queued');
    expect(await statusOf(crisis.id)).toBe('sent');
  });

  it('lets a message through past a block when the server will ask the check-in question (free)', async () => {
    const { engine, server } = engineFor((request) =>
      request.text.includes('tanné')
        ? answerTo(request, { checkIn: true, remaining: 0 })
        : serverError(402, 'no_credits'),
    );
    const blocked = await queue('un');
    const checkIn = await writeQueuedMessage(
      db,
      emma,
      'Je suis tanné de vivre.',
      { crisis: false, checkIn: true, locale: 'fr' },
      { id: nextId(), nowMs: Date.now() },
    );
    await lead(engine);
    expect(server.texts()).toEqual(['un', 'Je suis tanné de vivre.']);
    expect(await statusOf(blocked.id)).toBe('blocked');
    expect(await statusOf(checkIn.id)).toBe('sent');
  });

  it('sends a blocked message again with the same id when the user retries it', async () => {
    let refuse = true;
    const { engine, server } = engineFor((request) =>
      refuse ? serverError(402, 'no_credits') : answerTo(request),
    );
    const message = await queue('un');
    await lead(engine);
    refuse = false;
    expect(await rearmMessage(db, emma.userId, message.id, { newId: 'unused', nowMs: Date.now() })).toBe(
      message.id,
    );
    await flush(engine);
    expect(server.sent.map((r) => r.messageId)).toEqual([message.id, message.id]);
    expect(await statusOf(message.id)).toBe('sent');
  });
});

describe('failures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it('retries transient failures with the same id after 1 s then 2 s, with 15/20/25 s timeouts', async () => {
    const outcomes = [serverError(503), networkError()];
    const { engine, server } = engineFor((request) => outcomes.shift() ?? answerTo(request));
    const message = await queue('un');
    await lead(engine);
    expect(server.sent).toHaveLength(1);
    expect(await statusOf(message.id)).toBe('queued');

    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(server.sent).toHaveLength(3));
    await flush(engine);

    expect(new Set(server.sent.map((r) => r.messageId))).toEqual(new Set([message.id]));
    expect(server.timeouts).toEqual([attemptTimeoutMs(0), attemptTimeoutMs(1), attemptTimeoutMs(2)]);
    expect(await statusOf(message.id)).toBe('sent');
    // Silent retries: the screen hears only the outcome.
    expect(events.map((e) => e.type)).toEqual(['message.sent']);
    // Each failure left the message waiting: the browser may wake the app for it.
    expect(backgroundSyncs).toBe(2);
  });

  it('after three attempts shows the error but keeps trying by itself, more slowly', async () => {
    let failing = true;
    const { engine, server } = engineFor((request) => (failing ? serverError(500) : answerTo(request)));
    const message = await queue('un');
    const later = await queue('deux');
    await lead(engine);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(server.sent).toHaveLength(3));
    await flush(engine);

    const failed = await db.messages.get(message.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatchObject({ code: 'serverError', afterRetries: true, retryable: true });
    expect(events).toEqual([
      expect.objectContaining({ type: 'message.failed', messageId: message.id, final: false }),
    ]);
    // Order holds: the next message waits behind the failing one.
    expect(server.texts()).toEqual(['un', 'un', 'un']);
    expect(await statusOf(later.id)).toBe('queued');

    failing = false;
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(async () => expect(await statusOf(later.id)).toBe('sent'));
    expect(server.texts()).toEqual(['un', 'un', 'un', 'un', 'deux']);
    expect((await db.messages.get(message.id))?.error).toBeUndefined();
  });

  it('waits out "in progress" (Retry-After) and asks again with the same id, without spending an attempt', async () => {
    const outcomes = [serverError(409, 'in_progress', { retryAfterSeconds: 2 })];
    const { engine, server } = engineFor(
      (request) => outcomes.shift() ?? answerTo(request, { replay: true }),
    );
    const message = await queue('un');
    await lead(engine);
    expect((await db.outbox.toArray())[0]?.attempts).toBe(0);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await statusOf(message.id)).toBe('sent'));
    expect(server.sent.map((r) => r.messageId)).toEqual([message.id, message.id]);
  });

  it('waits out the rate limit for as long as the server says', async () => {
    const outcomes = [serverError(429, 'rate_limited', { retryAfterSeconds: 7 })];
    const { engine, server } = engineFor((request) => outcomes.shift() ?? answerTo(request));
    await queue('un');
    await lead(engine);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
  });

  it('offline: sends nothing, spends no attempt, and flushes once back online', async () => {
    const { engine, server } = engineFor();
    online = false;
    const message = await queue('un');
    await lead(engine);
    expect(server.sent).toHaveLength(0);

    // The interface says online but the request fails, then the interface goes down.
    online = true;
    server.answerWith(() => {
      online = false;
      return networkError();
    });
    await flush(engine);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ attempts: 0 })]);
    expect(await statusOf(message.id)).toBe('queued');
    expect(events).toEqual([]);
    expect(backgroundSyncs).toBe(1);

    online = true;
    server.answerWith((request) => answerTo(request));
    await flush(engine);
    expect(await statusOf(message.id)).toBe('sent');
  });

  it('fails for good on a refused request, keeps the typed error, and goes on with the next message', async () => {
    const outcomes = [serverError(400, 'invalid_message')];
    const { engine, server } = engineFor((request) => outcomes.shift() ?? answerTo(request));
    const bad = await queue('x');
    const good = await queue('deux');
    await lead(engine);
    expect(server.texts()).toEqual(['x', 'deux']);
    expect(await db.messages.get(bad.id)).toMatchObject({
      status: 'failed',
      error: { code: 'requestRefused', serverCode: 'invalid_message', retryable: false },
    });
    expect(await statusOf(good.id)).toBe('sent');
    expect(events[0]).toMatchObject({ type: 'message.failed', messageId: bad.id, final: true });
    expect(await outboxSummary(db, emma.userId)).toEqual({ waiting: 0, blocked: 0, failed: 1 });
  });

  it('re-sends a refunded message under a new id and deletes the spent one on the server', async () => {
    const outcomes = [serverError(502, 'provider_failed', { refunded: true })];
    const { engine, server } = engineFor((request) => outcomes.shift() ?? answerTo(request));
    const message = await queue('un');
    await lead(engine);
    expect(await statusOf(message.id)).toBe('failed');
    expect(creditsChanged).toBe(1);

    const newId = await rearmMessage(db, emma.userId, message.id, { newId: 'm900', nowMs: Date.now() });
    expect(newId).toBe('m900');
    await flush(engine);
    expect(server.forgotten).toEqual([message.id]);
    expect(server.sent.map((r) => r.messageId)).toEqual([message.id, 'm900']);
    expect(await db.messages.get(message.id)).toBeUndefined();
    expect(await db.messages.get('m900')).toMatchObject({ text: 'un', status: 'sent' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('pulling', () => {
  it('merges what other devices wrote, remembers where it stopped, and takes the server likes', async () => {
    const { engine, server } = engineFor();
    server.serverHas(
      [
        remoteMessage({ id: 'a', text: 'Depuis le téléphone', createdAt: '2026-03-01T10:00:00.000Z' }),
        remoteMessage({ id: 'b', sender: 'bot', replyTo: 'a', createdAt: '2026-03-01T10:00:01.000Z' }),
      ],
      ['b'],
    );
    engine.setLeader(true);
    await engine.pull();
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual(['a', 'b']);
    expect(await db.syncState.get('messages:user-1')).toMatchObject({ cursor: '2026-03-01T10:00:01.000Z' });
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set(['b']));
  });

  it('removes a history cleared on another device, keeps what waits to be sent, and says so', async () => {
    const { engine, server } = engineFor();
    server.serverHas([
      remoteMessage({ id: 'a', text: 'Une confidence', createdAt: '2026-03-01T10:00:00.000Z' }),
      remoteMessage({ id: 'b', sender: 'bot', replyTo: 'a', createdAt: '2026-03-01T10:00:01.000Z' }),
    ]);
    engine.setLeader(true);
    await engine.pull();
    engine.setLeader(false);
    const waiting = await queue('pas encore envoyé');

    server.serverHas([]);
    engine.setLeader(true);
    await engine.pull();
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual([waiting.id]);
    expect(events).toContainEqual({ type: 'history.cleared', userId: emma.userId, characterId: 'emma' });

    // Nothing left to remove: no second notice.
    events.length = 0;
    await engine.pull();
    expect(events.filter((e) => e.type === 'history.cleared')).toEqual([]);
  });

  it('never lets a pull and a send run at the same time', async () => {
    let inSend = false;
    let overlapped = false;
    const { engine, server } = engineFor(async (request) => {
      inSend = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inSend = false;
      return answerTo(request);
    });
    const pullSince = server.remote.pullSince;
    server.remote.pullSince = (...args) => {
      if (inSend) overlapped = true;
      return pullSince(...args);
    };
    await queue('un');
    await queue('deux');
    engine.setLeader(true);
    engine.enqueue();
    const pulled = engine.pull();
    engine.enqueue();
    await Promise.all([pulled, engine.pull(), engine.idle()]);
    expect(overlapped).toBe(false);
  });
});

describe('a sign-out in another tab', () => {
  /** Everything of user-1 the device holds. */
  async function userData() {
    const mine = <T extends { userId: string }>(rows: T[]) => rows.filter((row) => row.userId === 'user-1');
    return {
      conversations: mine(await db.conversations.toArray()),
      messages: mine(await db.messages.toArray()),
      outbox: mine(await db.outbox.toArray()),
      likes: mine(await db.likes.toArray()),
      cache: await db.cache.toArray(),
      syncState: await db.syncState.toArray(),
    };
  }
  const nothing = { conversations: [], messages: [], outbox: [], likes: [], cache: [], syncState: [] };

  it('leaves nothing behind when this leader hears of it only after its answer came', async () => {
    // The other tab removes the user's data while this one waits for the server.
    const { engine } = engineFor(async (request) => {
      await forgetUserOnDevice(db, 'user-1');
      return answerTo(request);
    });
    await queue('Un message envoyé juste avant la déconnexion');
    await lead(engine);
    expect(await userData()).toEqual(nothing);
    expect(events.filter((event) => event.type === 'message.sent')).toEqual([]);
  });

  it('leaves nothing behind when a pull or a Realtime message arrives after it', async () => {
    const { engine, server } = engineFor();
    const pulled = [
      remoteMessage({ id: 'a', text: 'Confié depuis le téléphone', createdAt: '2026-03-01T10:00:00.000Z' }),
      remoteMessage({ id: 'b', sender: 'bot', replyTo: 'a', createdAt: '2026-03-01T10:00:01.000Z' }),
    ];
    server.serverHas(pulled, ['b']);
    engine.setLeader(true);
    await forgetUserOnDevice(db, 'user-1');
    await engine.pull();
    await engine.ingest([remoteMessage({ id: 'c', createdAt: '2026-03-01T10:00:02.000Z' })]);
    expect(await userData()).toEqual(nothing);
  });
});
