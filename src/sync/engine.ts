/**
 * The sync engine of one signed-in user in the leader tab: it flushes the outbox to the server
 * strictly in order, one message at a time, and pulls what other devices wrote. Work runs on a
 * single chain, so a pull never interleaves with a send and each message id is in flight at
 * most once. Followers never run it; they only wake the leader (see session.ts).
 */
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
import { showAccepted, showAnswered, withdrawAccepted } from '#data/chat/freshMessages.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';
import type { CharacterId, ChatSendOptions, MessageRecord, OutboxRecord } from '#data/db/records.ts';
import { logger } from '#data/logger.ts';

import type { SyncEvent } from './events.ts';
import { decideAfterFailure, timeoutForAttempt } from './sendPolicy.ts';

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
  /** Flush soon; resolves when that flush is over. */
  wake(): Promise<void>;
  /**
   * Sends a message this tab has just written (`stored`: that write) right away when it would be
   * next in the outbox anyway; false when the ordinary flush must take it.
   */
  sendNow(message: MessageRecord, options: ChatSendOptions, stored: Promise<unknown>): boolean;
  /** Pull soon; resolves when that pull is over. */
  pull(): Promise<void>;
  /** Merges messages that arrived by Realtime. */
  ingest(messages: readonly RemoteMessage[]): Promise<void>;
  stop(): void;
};

/** After a storage failure the engine tries again later rather than never. */
export const storageRetryMs = 30_000;

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
  let leader = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let chain: Promise<void> = Promise.resolve();
  let flushQueued: Promise<void> | null = null;
  let flushRunning = false;
  let flushAgain = false;
  let pullQueued: Promise<void> | null = null;
  /** Tasks on the chain now (running or waiting). */
  let tasks = 0;
  /** The last flush pass left no send in the outbox, and nothing was queued since. */
  let outboxClear = false;

  const active = () => leader && !stopped;

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
  }

  function wakeAt(atMs: number): void {
    if (!active() || atMs >= timerAt) return;
    clearTimer();
    timerAt = atMs;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        void wake();
      },
      Math.max(0, atMs - now()),
    );
  }

  function storageTrouble(error: unknown): void {
    if (isQuotaError(error)) emit({ type: 'storage.error', reason: 'quota' });
    else if (isStorageUnavailable(error)) emit({ type: 'storage.error', reason: 'unavailable' });
    else logger.error('Sync task failed', { error });
    wakeAt(now() + storageRetryMs);
  }

  function enqueue(task: () => Promise<void>): Promise<void> {
    tasks++;
    const run = chain
      .then(task)
      .catch(storageTrouble)
      .finally(() => {
        tasks--;
      });
    chain = run;
    return run;
  }

  async function forgetDue(rows: readonly OutboxRecord[]): Promise<void> {
    for (const row of rows) {
      if (row.kind !== 'chat.forget' || !active() || !isOnline()) continue;
      const due = Date.parse(row.nextAttemptAt);
      if (due > now()) {
        wakeAt(due);
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
          wakeAt(Date.parse(nextAttemptAt));
        }
      }
    }
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
  ): Promise<SendOutcome> {
    const timeoutMs = timeoutForAttempt(attempts);
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      if (!stopped) showAccepted(message);
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
    if (!outcome.ok && accepted) withdrawAccepted(message);
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
  ): Promise<'next' | 'stop'> {
    if (stopped) return 'stop';
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
      return 'next';
    }
    if (row === undefined) return 'next';
    const decision = decideAfterFailure(outcome, row.attempts, isOnline());
    switch (decision.kind) {
      case 'offline':
        await setMessageStatus(db, message.id, message.status);
        deps.onSendWaiting?.();
        return 'stop';
      case 'blocked':
        await parkMessage(db, row, 'blocked', decision.error);
        emit({ type: 'message.blocked', userId, messageId: message.id, reason: 'no_credits' });
        deps.onCreditsChanged?.();
        // nextSend holds back what follows, crisis messages excepted.
        return 'next';
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
        return 'next';
      case 'failed':
        await parkMessage(db, row, 'failed', decision.error);
        emit({ type: 'message.failed', userId, messageId: message.id, error: decision.error, final: true });
        if (outcome.refunded) deps.onCreditsChanged?.();
        return 'next';
    }
  }

  async function send(row: OutboxRecord): Promise<'next' | 'stop'> {
    const message = await db.messages.get(row.messageId);
    if (message === undefined || message.status === 'sent' || message.sender !== 'user') {
      await completeOperation(db, row.seq);
      return 'next';
    }
    const options = row.send ?? { crisis: message.crisis ?? false, locale: 'fr' };
    await setMessageStatus(db, message.id, 'sending');
    const outcome = await attempt(message, options, row.attempts);
    if (outcome.ok && !stopped) showAnswered(message, outcome.answer);
    return settle(message, outcome, row);
  }

  /**
   * The fast path for a message just written in this tab: the request leaves at once instead of
   * after the outbox write, its read back and a status write (tens of milliseconds in Chromium).
   * Taken only when the message would be next anyway — leading, online, nothing else running
   * and nothing left in the outbox ahead of it — so order and "one request at a time" hold.
   */
  function sendNow(message: MessageRecord, options: ChatSendOptions, stored: Promise<unknown>): boolean {
    if (!active() || !isOnline() || !outboxClear || tasks > 0 || flushQueued !== null) return false;
    outboxClear = false;
    flushRunning = true;
    const outcome = attempt(message, options, 0);
    void enqueue(async () => {
      deps.onFlushingChange?.(true);
      let settled = false;
      try {
        const result = await outcome;
        if (result.ok && !stopped) showAnswered(message, result.answer);
        // The answer is recorded after the message itself; a failed write (a full device) has
        // been reported by the writer.
        await stored.catch(() => undefined);
        const row = await db.outbox.where('messageId').equals(message.id).first();
        await settle(message, result, row);
        settled = result.ok;
      } finally {
        flushRunning = false;
        deps.onFlushingChange?.(false);
      }
      // Something was queued while the request was out, or this message waits for a retry:
      // the ordinary flush takes it from here.
      if (flushAgain || !settled) void wake();
      else outboxClear = true;
    });
    return true;
  }

  async function flushPass(): Promise<void> {
    let forgotten = false;
    for (;;) {
      if (!active() || !isOnline()) return;
      const rows = await pendingOperations(db, userId);
      if (!forgotten) {
        forgotten = true;
        await forgetDue(rows);
      }
      const next = nextSend(rows, now());
      if (next === null) {
        outboxClear = rows.every((row) => row.kind !== 'chat.send' || row.parked === 'failed');
        return;
      }
      if ('waitUntil' in next) {
        wakeAt(next.waitUntil);
        return;
      }
      if ((await send(next.row)) === 'stop') return;
    }
  }

  function wake(): Promise<void> {
    if (!active()) return Promise.resolve();
    // Someone may have queued something: only a completed flush pass says the outbox is clear.
    outboxClear = false;
    if (flushRunning) {
      // A send is on its way: look again when it is done rather than racing it.
      flushAgain = true;
      return chain;
    }
    flushQueued ??= enqueue(async () => {
      flushQueued = null;
      flushRunning = true;
      deps.onFlushingChange?.(true);
      try {
        do {
          flushAgain = false;
          clearTimer();
          await flushPass();
        } while (flushAgain && active());
      } finally {
        flushRunning = false;
        deps.onFlushingChange?.(false);
      }
    });
    return flushQueued;
  }

  function pull(): Promise<void> {
    if (!active()) return Promise.resolve();
    pullQueued ??= enqueue(async () => {
      pullQueued = null;
      if (!active() || !isOnline()) return;
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
    });
    return pullQueued;
  }

  function ingest(messages: readonly RemoteMessage[]): Promise<void> {
    if (stopped || messages.length === 0) return Promise.resolve();
    return enqueue(async () => {
      await upsertPulled(db, userId, messages);
    });
  }

  return {
    setLeader(next) {
      if (stopped || next === leader) return;
      leader = next;
      if (!leader) {
        clearTimer();
        return;
      }
      void enqueue(async () => {
        await resumeInterruptedSends(db, userId);
      });
      void pull();
      void wake();
    },
    wake,
    sendNow,
    pull,
    ingest,
    stop() {
      stopped = true;
      leader = false;
      clearTimer();
    },
  };
}
