// @vitest-environment node
/**
 * The sync engine's promise, checked on random schedules (fast-check): every message queued on
 * the device reaches the server exactly once, in order per conversation, and none is lost.
 *
 * The model. One user, one device database (fake-indexeddb) shared by up to two tabs, each with
 * its own engine; one tab leads at a time, and the lead moves only as Web Locks move it: when the
 * leading tab closes or reloads (its engine is stopped first). A schedule is a list of events:
 * - a tab writes a message to Emma or Louis, as the chat service does: the leading tab offers it
 *   to its engine's fast path while the write runs, and wakes the flush once the write is done
 *   if the engine declined; a follower writes, then wakes the leader (the channel);
 * - the server answers its oldest waiting request: properly, or it stores and charges the
 *   message but the answer is lost (a timeout: the retry is a duplicate delivery), or it fails
 *   before storing anything (503, a timeout, 401, the network going down with the device);
 * - the device goes offline or online (then pulls and wakes, as the browser's `online` does);
 * - a tab reloads (its engine stops, what it had in flight is abandoned, a new engine starts on
 *   the same database), a second tab opens, one of two tabs closes;
 * - virtual time passes (backoff timers fire); the page becomes visible again (pull and wake).
 * Between events the device's own work (IndexedDB) runs to rest; requests wait for the
 * schedule's answers, so pulls, reloads and wakes land while requests are out.
 *
 * The fake server keeps what the real one does: a message id is stored and charged once; a
 * request for an id already stored gets the stored answer again (a replay, free); a request for
 * an id another request is still being answered for gets 409 in_progress.
 *
 * Checked: (1) no double send: a running engine never sends an id while a running engine's
 * request for it is still out, nor once the device recorded its answer; (2) once the network
 * stays up (everything answered, time passing), every queued message is stored on the server,
 * charged once, answered on the device ('sent', reply stored, outbox empty), and the server
 * took each conversation's messages in the order they were written.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { classifyChatFailure } from '#core/chatErrors.ts';
import type { ChatSendRequest, SendOutcome } from '#data/chat/chatRemote.ts';
import { closeTestDatabases, networkError, openTestDatabase, serverError } from '#data/chat/fixtures.ts';
import { createFreshMessages } from '#data/chat/freshMessages.ts';
import { pendingOperations, writeQueuedMessage } from '#data/chat/outboxRepository.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { CharacterId } from '#contracts/characters.ts';
import type { MessageRecord } from '#data/db/records.ts';

import { createSyncEngine, type SyncEngine, type SyncRemote } from './engine.ts';

type Fate = 'answer' | 'answerLost' | 'unavailable' | 'timeout' | 'unauthorized' | 'networkDown';

type Command =
  | { kind: 'write'; tab: 0 | 1; coach: CharacterId }
  | { kind: 'respond'; fate: Fate; rest: boolean }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'reload'; tab: 0 | 1; rest: boolean }
  | { kind: 'openSecondTab' }
  | { kind: 'closeTab'; tab: 0 | 1 }
  | { kind: 'advance'; ms: number }
  | { kind: 'visible' };

const tab = fc.constantFrom<0 | 1>(0, 1);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('write'),
      tab,
      coach: fc.constantFrom<CharacterId>('emma', 'louis'),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('respond'),
      fate: fc.constantFrom<Fate>(
        'answer',
        'answer',
        'answer',
        'answerLost',
        'unavailable',
        'timeout',
        'unauthorized',
        'networkDown',
      ),
      rest: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'online' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reload'), tab, rest: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'openSecondTab' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeTab'), tab }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance'),
      ms: fc.constantFrom(500, 1_000, 2_000, 15_000, 60_000),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'visible' as const }) },
);

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the device's own work run to rest: every engine is idle or waits for the server (its one
 * line of work is blocked on that request).
 */
async function rest(engines: readonly SyncEngine[], waitsForServer: (engine: SyncEngine) => boolean) {
  const idle = new Set<SyncEngine>();
  for (const engine of engines) void engine.idle().then(() => idle.add(engine));
  for (let turn = 0; turn < 10_000; turn++) {
    await macrotask();
    if (engines.every((engine) => idle.has(engine) || waitsForServer(engine))) return;
  }
  throw new Error('The device never came to rest');
}

type Pending = {
  request: ChatSendRequest;
  engine: SyncEngine;
  onAccepted: (() => void) | undefined;
  resolve: (outcome: SendOutcome) => void;
};

/** The server of the model: idempotent by message id, charging once. */
function fakeServer(device: { online: boolean }) {
  const stored = new Map<string, { characterId: CharacterId }>();
  const accepted: string[] = [];
  const pending: Pending[] = [];
  const live = new Set<SyncEngine>();
  const recorded = new Set<string>();
  const violations: string[] = [];
  let charges = 0;
  let arrivals = 0;

  const timedOut = (): SendOutcome => ({
    ok: false,
    error: classifyChatFailure({ type: 'timedOut', timeoutMs: 15_000 }),
    retryAfterSeconds: null,
    refunded: false,
  });

  function store(request: ChatSendRequest): boolean {
    if (stored.has(request.messageId)) return true;
    stored.set(request.messageId, { characterId: request.characterId });
    accepted.push(request.messageId);
    charges++;
    return false;
  }

  function answer(request: ChatSendRequest, replay: boolean): SendOutcome {
    return {
      ok: true,
      answer: {
        reply: `Réponse à « ${request.text} »`,
        messageId: request.messageId,
        replyId: `reply-${request.messageId}`,
        conversationId: `server-${request.characterId}`,
        remaining: 100,
        unlimited: false,
        tier: 'gratuit',
        crisis: false,
        checkIn: false,
        replay,
      },
    };
  }

  function remoteFor(engine: () => SyncEngine): SyncRemote {
    return {
      send(request, _timeoutMs, onAccepted) {
        arrivals++;
        const id = request.messageId;
        const sender = engine();
        if (live.has(sender)) {
          if (recorded.has(id)) violations.push(`${id} sent again after the device recorded its answer`);
          if (pending.some((other) => other.request.messageId === id && live.has(other.engine))) {
            violations.push(`${id} sent while a running engine's request for it was still out`);
          }
        }
        // Another request for this id is being answered: the real server says so at once.
        if (pending.some((other) => other.request.messageId === id)) {
          return Promise.resolve(serverError(409, 'in_progress', { retryAfterSeconds: 2 }));
        }
        return new Promise((resolve) => pending.push({ request, engine: sender, onAccepted, resolve }));
      },
      pullSince: () => Promise.resolve([]),
      likedMessageIds: () => Promise.resolve([]),
      // The conversations the server holds: those its stored messages are in.
      conversationIds: () =>
        Promise.resolve(
          new Map(
            [...stored.values()].map(({ characterId }) => [characterId, `server-${characterId}`] as const),
          ),
        ),
      forget: () => Promise.resolve(),
    };
  }

  function respond(fate: Fate): boolean {
    const next = pending.shift();
    if (next === undefined) return false;
    const { request } = next;
    switch (fate) {
      case 'answer': {
        const replay = store(request);
        next.onAccepted?.();
        next.resolve(answer(request, replay));
        break;
      }
      case 'answerLost':
        store(request);
        next.onAccepted?.();
        next.resolve(timedOut());
        break;
      case 'unavailable':
        next.resolve(serverError(503));
        break;
      case 'timeout':
        next.resolve(timedOut());
        break;
      case 'unauthorized':
        next.resolve(serverError(401, 'not_authenticated'));
        break;
      case 'networkDown':
        device.online = false;
        next.resolve(networkError());
        break;
    }
    return true;
  }

  return {
    remoteFor,
    respond,
    live,
    recorded,
    violations,
    accepted,
    pending,
    charges: () => charges,
    arrivals: () => arrivals,
    waitsFor: (engine: SyncEngine) => pending.some((request) => request.engine === engine),
  };
}

let db: AppDatabase;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  db = openTestDatabase();
});

afterAll(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

let runs = 0;

async function runSchedule(commands: readonly Command[]): Promise<void> {
  runs++;
  // A user of its own per schedule: the device's database is shared, its data is not.
  const userId = `user-${runs}`;
  const device = { online: true };
  const server = fakeServer(device);
  const queued: { id: string; coach: CharacterId }[] = [];
  const sentEvents = new Map<string, number>();
  const all: SyncEngine[] = [];
  type Tab = { engine: SyncEngine };
  const tabs: [Tab | null, Tab | null] = [null, null];
  let leader: 0 | 1 = 0;

  function open(): Tab {
    const engine: SyncEngine = createSyncEngine({
      db,
      userId,
      remote: server.remoteFor(() => engine),
      isOnline: () => device.online,
      fresh: createFreshMessages(),
      emit: (event) => {
        if (event.type !== 'message.sent') return;
        server.recorded.add(event.messageId);
        sentEvents.set(event.messageId, (sentEvents.get(event.messageId) ?? 0) + 1);
      },
    });
    all.push(engine);
    server.live.add(engine);
    return { engine };
  }
  function close(index: 0 | 1): void {
    const closing = tabs[index];
    if (closing === null) return;
    closing.engine.stop();
    server.live.delete(closing.engine);
    tabs[index] = null;
  }
  const leaderEngine = () => (tabs[leader] as Tab).engine;
  const settle = () => rest(all, server.waitsFor);
  const waiting = async () => (await pendingOperations(db, userId)).length;

  try {
    tabs[0] = open();
    tabs[0].engine.setLeader(true);
    await settle();

    for (const step of commands) {
      switch (step.kind) {
        case 'write': {
          const index: 0 | 1 = tabs[step.tab] === null ? leader : step.tab;
          const writer = tabs[index] as Tab;
          const id = `r${runs}-m${String(queued.length + 1).padStart(2, '0')}`;
          queued.push({ id, coach: step.coach });
          const scope = { userId, characterId: step.coach };
          const options = { crisis: false, locale: 'fr' as const };
          const nowMs = Date.now();
          const text = `Message ${id}`;
          const stored = writeQueuedMessage(db, scope, text, options, { id, nowMs });
          if (index === leader) {
            const bubble: MessageRecord = {
              id,
              userId,
              conversationId: `${userId}:${step.coach}`,
              characterId: step.coach,
              sender: 'user',
              text,
              status: 'queued',
              createdAt: new Date(nowMs).toISOString(),
              crisis: false,
            };
            const taken = writer.engine.enqueue({ message: bubble, options, stored });
            await stored;
            if (!taken) writer.engine.enqueue();
          } else {
            await stored;
            leaderEngine().enqueue();
          }
          await settle();
          break;
        }
        case 'respond':
          server.respond(step.fate);
          if (step.rest) await settle();
          break;
        case 'offline':
          device.online = false;
          break;
        case 'online':
          device.online = true;
          void leaderEngine().pull();
          leaderEngine().enqueue();
          await settle();
          break;
        case 'visible':
          void leaderEngine().pull();
          leaderEngine().enqueue();
          await settle();
          break;
        case 'reload': {
          const index: 0 | 1 = tabs[step.tab] === null ? leader : step.tab;
          const other: 0 | 1 = index === 0 ? 1 : 0;
          close(index);
          tabs[index] = open();
          // The lock goes to the tab that waited longest: the other one, if open.
          if (index === leader && tabs[other] !== null) leader = other;
          leaderEngine().setLeader(true);
          if (step.rest) await settle();
          break;
        }
        case 'openSecondTab':
          if (tabs[1] === null) tabs[1] = open();
          break;
        case 'closeTab': {
          const other = step.tab === 0 ? 1 : 0;
          if (tabs[step.tab] === null || tabs[other] === null) break;
          close(step.tab);
          leader = other;
          leaderEngine().setLeader(true);
          await settle();
          break;
        }
        case 'advance':
          await vi.advanceTimersByTimeAsync(step.ms);
          await settle();
          break;
      }
    }

    // From now on the network stays up: everything is answered, time passes, the engine wakes.
    device.online = true;
    const outboxEmpty = async () => (await waiting()) === 0 && server.pending.length === 0;
    for (let round = 0; round < 30 && !(await outboxEmpty()); round++) {
      while (server.respond('answer')) await settle();
      leaderEngine().enqueue();
      await settle();
      if (server.pending.length === 0 && (await waiting()) > 0) {
        await vi.advanceTimersToNextTimerAsync();
        await settle();
      }
    }
    await Promise.all(all.map((engine) => engine.idle()));
  } finally {
    for (const engine of all) engine.stop();
  }

  expect(server.violations).toEqual([]);
  const ids = queued.map((message) => message.id);
  expect([...server.accepted].sort()).toEqual([...ids].sort());
  expect(server.charges()).toBe(ids.length);
  for (const coach of ['emma', 'louis'] as const) {
    const written = queued.filter((message) => message.coach === coach).map((message) => message.id);
    const taken = server.accepted.filter((id) => written.includes(id));
    expect(taken).toEqual(written);
  }
  expect(await waiting()).toBe(0);
  const messages = await db.messages.bulkGet(ids);
  expect(messages.map((message) => message?.status)).toEqual(ids.map(() => 'sent'));
  const replies = await db.messages.bulkGet(ids.map((id) => `reply-${id}`));
  expect(replies.every((reply) => reply !== undefined)).toBe(true);
  for (const id of ids) expect(sentEvents.get(id) ?? 0).toBeGreaterThanOrEqual(1);
}

describe('the sync engine on random schedules', () => {
  it('sends every queued message exactly once, in order per conversation, and loses none', async () => {
    const numRuns = Number(process.env['SYNC_PROPERTY_RUNS'] ?? 1_000);
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), (commands) =>
        runSchedule(commands),
      ),
      { numRuns },
    );
  }, 600_000);
});
