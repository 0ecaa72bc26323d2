/**
 * The sync engine of one signed-in user in the leader tab: it flushes the outbox to the server
 * strictly in order, one message at a time, and pulls what other devices wrote. Its states and
 * their order live in engine.machine.ts; this file binds them to IndexedDB and the server.
 * Followers never run it; they only wake the leader (see session.ts).
 */
import { createActor } from 'xstate';

import { classifyThrown } from '#core/chatErrors.ts';
import { isQuotaError, isStorageUnavailable } from '#data/chat/chatDataError.ts';
import type { ChatSendRequest, RemoteMessage, SendOutcome } from '#data/chat/chatRemote.ts';
import { followServerConversations, replaceSyncedLikes, upsertPulled } from '#data/chat/messageRepository.ts';
import {
  completeOperation,
  parkMessage,
  pendingOperations,
  recordAnswer,
  resumeInterruptedSends,
  scheduleRetry,
  setMessageStatus,
} from '#data/chat/outboxRepository.ts';
import type { FreshMessages } from '#data/chat/freshMessages.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';
import type { CharacterId } from '#contracts/characters.ts';
import type { ChatSendOptions, MessageRecord, OutboxRecord } from '#data/db/records.ts';
import { logger } from '#data/logger.ts';

import {
  syncEngineMachine,
  type EngineIo,
  type FreshWork,
  type OutboxLook,
  type SendResult,
} from './engine.machine.ts';
import type { SyncEvent } from './events.ts';
import { decideAfterFailure, timeoutForAttempt } from './sendPolicy.ts';

export { storageRetryMs } from './engine.machine.ts';
export type { FreshWork } from './engine.machine.ts';

/** The server as the engine needs it; the real one wraps supabase-js (remote.ts). */
export type SyncRemote = {
  /** One attempt; `onAccepted` hears when the server has stored the message, before its reply. */
  send(request: ChatSendRequest, timeoutMs: number, onAccepted?: () => void): Promise<SendOutcome>;
  /** The user's messages created at or after `since` (everything when null). */
  pullSince(userId: string, since: string | null): Promise<RemoteMessage[]>;
  likedMessageIds(userId: string): Promise<string[]>;
  /** The server ids of the user's conversations, by coach. */
  conversationIds(userId: string): Promise<ReadonlyMap<CharacterId, string>>;
  forget(messageId: string): Promise<void>;
};

export type EngineDeps = {
  db: AppDatabase;
  userId: string;
  remote: SyncRemote;
  isOnline: () => boolean;
  emit: (event: SyncEvent) => void;
  /** Shows what the server said before it is recorded (the chat port's fresh messages). */
  fresh: FreshMessages;
  now?: () => number;
  onFlushingChange?: (flushing: boolean) => void;
  /** A refund or a block changed the balance: refresh the credit status. */
  onCreditsChanged?: () => void;
  /**
   * A send did not go through and waits (offline, or a retry later): the browser may wake the
   * app when the network returns (background sync), even if this tab sleeps by then.
   */
  onSendWaiting?: () => void;
};

export type SyncEngine = {
  setLeader(leader: boolean): void;
  /**
   * The one entry for work. Without an argument: flush whatever waits in the outbox. With a
   * message just written here: send it right away when it would be next anyway (leading,
   * online, idle, nothing waiting before it) and return true; false when the ordinary flush must
   * take it (the caller calls `enqueue()` once its write is done).
   */
  enqueue(work?: FreshWork): boolean;
  /** Pull soon; resolves when that pull is over. */
  pull(): Promise<void>;
  /** Merges messages that arrived by Realtime. */
  ingest(messages: readonly RemoteMessage[]): Promise<void>;
  stop(): void;
  /** Resolves once the work queued so far (and any it queued in turn) is over. */
  idle(): Promise<void>;
};

const cursorKey = (userId: string) => `messages:${userId}`;

type Next = { row: OutboxRecord } | { waitUntil: number } | null;

/**
 * The next send in order: final failures are skipped (the user decides about them); a blocked
 * message or one waiting for its backoff holds back everything after it. Except a message the
 * device flagged as a crisis: it costs nothing on the server, and the person must get the crisis
 * answer even with no credits left, so it goes past a block; so does one the server will answer
 * with the check-in question (free as well).
 */
function nextSend(rows: readonly OutboxRecord[], nowMs: number): Next {
  let blocked = false;
  for (const row of rows) {
    if (row.kind !== 'chat.send' || row.parked === 'failed') continue;
    if (row.parked === 'blocked') {
      blocked = true;
      continue;
    }
    if (blocked && row.send?.crisis !== true && row.send?.checkIn !== true) continue;
    const due = Date.parse(row.nextAttemptAt);
    if (due > nowMs) return { waitUntil: due };
    return { row };
  }
  return null;
}

export function createSyncEngine(deps: EngineDeps): SyncEngine {
  const { db, userId, remote, isOnline, emit } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Deletes on the server the messages the person withdrew, when due; failures wait (5 s,
   * doubling, at most 5 min). Returns when the earliest of those waiting is due, if any.
   */
  async function forgetDue(rows: readonly OutboxRecord[], signal: AbortSignal): Promise<number | null> {
    let retryAt: number | null = null;
    const later = (at: number) => {
      retryAt = retryAt === null ? at : Math.min(retryAt, at);
    };
    for (const row of rows) {
      if (row.kind !== 'chat.forget' || signal.aborted || !leading() || !isOnline()) continue;
      const due = Date.parse(row.nextAttemptAt);
      if (due > now()) {
        later(due);
        continue;
      }
      try {
        await remote.forget(row.messageId);
        await completeOperation(db, row.seq);
      } catch (error) {
        logger.warn('Could not forget a message on the server yet', { error });
        if (row.seq !== undefined) {
          const attempts = row.attempts + 1;
          const nextAttemptAt = new Date(now() + Math.min(300_000, 5_000 * 2 ** attempts)).toISOString();
          await db.outbox.update(row.seq, { attempts, nextAttemptAt });
          later(Date.parse(nextAttemptAt));
        }
      }
    }
    return retryAt;
  }

  async function lookAtOutbox(checkForgets: boolean, signal: AbortSignal): Promise<OutboxLook> {
    const rows = await pendingOperations(db, userId);
    const forgetRetryAt = checkForgets ? await forgetDue(rows, signal) : null;
    const next = nextSend(rows, now());
    if (next === null) {
      const clear = rows.every((row) => row.kind !== 'chat.send' || row.parked === 'failed');
      return { next: clear ? 'clear' : 'held', forgetRetryAt };
    }
    if ('waitUntil' in next) return { next: 'later', at: next.waitUntil, forgetRetryAt };
    return { next: 'send', row: next.row, forgetRetryAt };
  }

  /**
   * One try at the server; a thrown error becomes a failed outcome. Once the server has stored
   * the message, it shows as sent (from memory) while its reply is written; if the turn then
   * fails, that is withdrawn and the stored status shows again.
   */
  async function attempt(
    message: MessageRecord,
    options: ChatSendOptions,
    attempts: number,
    signal: AbortSignal,
  ): Promise<SendOutcome> {
    const timeoutMs = timeoutForAttempt(attempts);
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      if (!signal.aborted) deps.fresh.showAccepted(message);
    };
    let outcome: SendOutcome;
    try {
      outcome = await remote.send(
        {
          messageId: message.id,
          characterId: message.characterId,
          text: message.text,
          locale: options.locale,
          ...(options.style ? { style: options.style } : {}),
          ...(options.contextLength ? { contextLength: options.contextLength } : {}),
          ...(options.proactivity ? { proactivity: options.proactivity } : {}),
        },
        timeoutMs,
        onAccepted,
      );
    } catch (error) {
      outcome = {
        ok: false,
        error: classifyThrown(error, timeoutMs),
        retryAfterSeconds: null,
        refunded: false,
      };
    }
    if (!outcome.ok && accepted) deps.fresh.withdrawAccepted(message);
    return outcome;
  }

  /**
   * Records what the server said. `row` is the message's outbox operation; without one (its
   * write failed) an answer is still recorded, and a failure has nothing left to retry. A
   * stopped engine records nothing: the user may have signed out and had their data removed
   * from the device; the server keeps the turn, and a later session pulls it or replays it.
   */
  async function settle(
    message: MessageRecord,
    outcome: SendOutcome,
    row: OutboxRecord | undefined,
    signal: AbortSignal,
  ): Promise<SendResult> {
    const result = { ok: outcome.ok, offline: false };
    if (signal.aborted) return result;
    if (outcome.ok) {
      const { answer } = outcome;
      if (await recordAnswer(db, userId, message.id, answer, now())) {
        emit({
          type: 'message.sent',
          userId,
          messageId: message.id,
          replyId: answer.replyId,
          crisis: answer.crisis,
          flaggedOnDevice: message.crisis === true,
          remaining: answer.remaining,
          unlimited: answer.unlimited,
        });
      }
      return result;
    }
    if (row === undefined) return result;
    const decision = decideAfterFailure(outcome, row.attempts, isOnline());
    switch (decision.kind) {
      case 'offline':
        await setMessageStatus(db, message.id, message.status);
        deps.onSendWaiting?.();
        return { ok: false, offline: true };
      case 'blocked':
        await parkMessage(db, row, 'blocked', decision.error);
        emit({ type: 'message.blocked', userId, messageId: message.id, reason: 'no_credits' });
        deps.onCreditsChanged?.();
        // nextSend holds back what follows, crisis messages excepted.
        return result;
      case 'wait':
        await scheduleRetry(db, row, {
          attempts: decision.attempts,
          nextAttemptAt: new Date(now() + decision.delayMs).toISOString(),
          status: decision.status,
          ...(decision.error ? { error: decision.error } : {}),
        });
        deps.onSendWaiting?.();
        if (decision.notify && decision.error) {
          emit({
            type: 'message.failed',
            userId,
            messageId: message.id,
            error: decision.error,
            final: false,
          });
        }
        return result;
      case 'failed':
        await parkMessage(db, row, 'failed', decision.error);
        emit({ type: 'message.failed', userId, messageId: message.id, error: decision.error, final: true });
        if (outcome.refunded) deps.onCreditsChanged?.();
        return result;
    }
  }

  /** The next message of the outbox: read back, marked 'sending', sent, settled. */
  async function sendQueued(row: OutboxRecord, signal: AbortSignal): Promise<SendResult> {
    const message = await db.messages.get(row.messageId);
    if (message === undefined || message.status === 'sent' || message.sender !== 'user') {
      await completeOperation(db, row.seq);
      return { ok: false, offline: false };
    }
    const options = row.send ?? { crisis: message.crisis ?? false, locale: 'fr' };
    await setMessageStatus(db, message.id, 'sending');
    const outcome = await attempt(message, options, row.attempts, signal);
    if (outcome.ok && !signal.aborted) deps.fresh.showAnswered(message, outcome.answer);
    return settle(message, outcome, row, signal);
  }

  /**
   * A message just written in this tab (the fast path): the request leaves at once, before the
   * outbox write, its read back and a status write (tens of milliseconds in Chromium); its
   * outbox row is looked up only to settle the outcome.
   */
  async function sendFresh(
    { message, options, stored }: FreshWork,
    signal: AbortSignal,
  ): Promise<SendResult> {
    const outcome = await attempt(message, options, 0, signal);
    if (outcome.ok && !signal.aborted) deps.fresh.showAnswered(message, outcome.answer);
    // The answer is recorded after the message itself; a failed write (a full device) has
    // been reported by the writer.
    await stored.catch(() => undefined);
    const row = await db.outbox.where('messageId').equals(message.id).first();
    const result = await settle(message, outcome, row, signal);
    // Only a recorded answer makes the outbox clear again; anything else goes to the flush.
    return { ok: outcome.ok, offline: result.offline };
  }

  async function pullRemote(): Promise<void> {
    const cursor = (await db.syncState.get(cursorKey(userId)))?.cursor ?? null;
    let messages: RemoteMessage[];
    let liked: string[];
    let conversations: ReadonlyMap<CharacterId, string>;
    try {
      [messages, liked, conversations] = await Promise.all([
        remote.pullSince(userId, cursor),
        remote.likedMessageIds(userId),
        remote.conversationIds(userId),
      ]);
    } catch (error) {
      // The next trigger (online, visible, a new message) pulls again.
      logger.warn('Pull failed', { error });
      return;
    }
    // A history cleared on another device leaves this one too.
    const cleared = await followServerConversations(db, userId, conversations, messages);
    for (const characterId of cleared) emit({ type: 'history.cleared', userId, characterId });
    await upsertPulled(db, userId, messages);
    await replaceSyncedLikes(db, userId, liked, new Date(now()).toISOString());
    const newest = messages.reduce<string | null>(
      (latest, message) => (latest === null || message.createdAt > latest ? message.createdAt : latest),
      cursor,
    );
    if (newest !== null && newest !== cursor) {
      const next = { key: cursorKey(userId), cursor: newest, updatedAt: new Date(now()).toISOString() };
      await unlessSignedOut(db, userId, [db.syncState], () => db.syncState.put(next));
    }
  }

  /** The IO under way, so `idle()` can wait for what a stop left running. */
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  }

  const io: EngineIo = {
    isOnline,
    resumeInterrupted: () => track(resumeInterruptedSends(db, userId).then(() => undefined)),
    lookAtOutbox: (checkForgets, signal) => track(lookAtOutbox(checkForgets, signal)),
    sendMessage: (sending, signal) =>
      track('fresh' in sending ? sendFresh(sending.fresh, signal) : sendQueued(sending.row, signal)),
    pullRemote: () => track(pullRemote()),
    ingestMessages: (messages) => track(upsertPulled(db, userId, messages).then(() => undefined)),
    // After the request has left: a screen's re-render must not delay it.
    flushingChanged: (flushing) => queueMicrotask(() => deps.onFlushingChange?.(flushing)),
    reportStorageTrouble(error) {
      if (isQuotaError(error)) emit({ type: 'storage.error', reason: 'quota' });
      else if (isStorageUnavailable(error)) emit({ type: 'storage.error', reason: 'unavailable' });
      else logger.error('Sync task failed', { error });
    },
  };
  const actor = createActor(syncEngineMachine, { input: { now, io } });
  // A bug in the machine would stop it silently: say so.
  actor.subscribe({ error: (error) => logger.error('Sync engine stopped on an error', { error }) });
  actor.start();

  const running = () => actor.getSnapshot().status === 'active';
  function leading(): boolean {
    return running() && actor.getSnapshot().matches({ running: { role: 'leader' } });
  }
  /** Nothing runs, nothing waits its turn, no IO is under way. */
  function quiet(): boolean {
    const snapshot = actor.getSnapshot();
    if (inFlight.size > 0) return false;
    return (
      snapshot.status !== 'active' ||
      (snapshot.matches({ running: { work: 'idle' } }) && snapshot.context.jobs.length === 0)
    );
  }

  return {
    setLeader(next) {
      if (running()) actor.send({ type: next ? 'engine.lead' : 'engine.follow' });
    },
    enqueue(work) {
      if (!running()) return false;
      if (work === undefined) {
        actor.send({ type: 'engine.wake' });
        return false;
      }
      actor.send({ type: 'engine.fresh', work });
      const sending = actor.getSnapshot().context.sending;
      return sending !== null && 'fresh' in sending && sending.fresh === work;
    },
    pull() {
      if (!leading()) return Promise.resolve();
      return new Promise((done) => actor.send({ type: 'engine.pull', done }));
    },
    ingest(messages) {
      if (!running() || messages.length === 0) return Promise.resolve();
      return new Promise((done) => actor.send({ type: 'engine.ingest', messages, done }));
    },
    stop() {
      if (running()) actor.send({ type: 'engine.stop' });
    },
    async idle() {
      while (!quiet()) {
        if (!running()) {
          // Stopped: only what it left in flight remains.
          await Promise.allSettled([...inFlight]);
          continue;
        }
        let subscription: { unsubscribe(): void } | undefined;
        await new Promise<void>((resolve) => {
          subscription = actor.subscribe({ next: () => resolve(), complete: () => resolve() });
          void Promise.allSettled([...inFlight]).then(() => resolve());
        });
        subscription?.unsubscribe();
      }
    },
  };
}
