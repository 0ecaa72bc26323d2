/**
 * The outbox: user messages waiting for the server, in the order they were written. A message
 * and its outbox row are always written together, in one transaction, so a crash can never
 * leave a message that will not be sent or a send without its message.
 */
import { Dexie } from 'dexie';

import type { ChatError } from '#core/chatErrors.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type {
  ChatSendOptions,
  LocalOnlyKind,
  MessageError,
  MessageRecord,
  MessageStatus,
  OutboxRecord,
} from '#data/db/records.ts';
import { storeServerBalance } from '#data/credits/creditStatus.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';

import type { ChatAnswer } from './chatRemote.ts';
import { ensureConversation, nextCreatedAt } from './messageRepository.ts';
import type { ChatScope } from './scope.ts';

type Clock = { id: string; nowMs: number };

const iso = (ms: number) => new Date(ms).toISOString();

export async function writeQueuedMessage(
  db: AppDatabase,
  scope: ChatScope,
  text: string,
  send: ChatSendOptions,
  { id, nowMs }: Clock,
): Promise<MessageRecord> {
  return db.transaction('rw', [db.conversations, db.messages, db.outbox], async () => {
    const conversation = await ensureConversation(db, scope, iso(nowMs));
    const createdAt = await nextCreatedAt(db, conversation.id, nowMs);
    const message: MessageRecord = {
      id,
      userId: scope.userId,
      conversationId: conversation.id,
      characterId: scope.characterId,
      sender: 'user',
      text,
      status: 'queued',
      createdAt,
      crisis: send.crisis,
    };
    await db.messages.add(message);
    await db.outbox.add({
      kind: 'chat.send',
      userId: scope.userId,
      messageId: id,
      attempts: 0,
      // The device's clock, not createdAt: that one may sit ahead, after pulled server times.
      nextAttemptAt: iso(nowMs),
      send,
      createdAt,
    });
    return message;
  });
}

export async function writeLocalBubble(
  db: AppDatabase,
  scope: ChatScope,
  text: string,
  kind: LocalOnlyKind,
  { id, nowMs }: Clock,
): Promise<MessageRecord> {
  return db.transaction('rw', [db.conversations, db.messages], async () => {
    // A keyed bubble is written once, even when every open tab reacts to the same event.
    const existing = await db.messages.get(id);
    if (existing) return existing;
    const conversation = await ensureConversation(db, scope, iso(nowMs));
    const message: MessageRecord = {
      id,
      userId: scope.userId,
      conversationId: conversation.id,
      characterId: scope.characterId,
      sender: 'bot',
      text,
      status: 'sent',
      createdAt: await nextCreatedAt(db, conversation.id, nowMs),
      localOnly: kind,
    };
    await db.messages.add(message);
    return message;
  });
}

/**
 * The user's pending operations, oldest first (the flush order). The outbox is short (what waits
 * to be sent), so it is read whole in one request: Dexie's `filter` would walk it with a cursor,
 * one IndexedDB round trip per row.
 */
export async function pendingOperations(db: AppDatabase, userId: string): Promise<OutboxRecord[]> {
  return (await db.outbox.toArray()).filter((row) => row.userId === userId);
}

export async function setMessageStatus(
  db: AppDatabase,
  messageId: string,
  status: MessageStatus,
): Promise<void> {
  await db.messages.update(messageId, { status });
}

/**
 * The server answered: the question is sent, the reply is stored under it, the outbox row is
 * done and the balance is the server's, all at once. False when the message was cleared or
 * discarded meanwhile (nothing is stored then).
 */
export async function recordAnswer(
  db: AppDatabase,
  userId: string,
  messageId: string,
  answer: ChatAnswer,
  nowMs: number,
): Promise<boolean> {
  const tables = [db.messages, db.outbox, db.cache, db.conversations, db.likes];
  const recorded = await unlessSignedOut(db, userId, tables, async () => {
    await db.outbox.where('messageId').equals(messageId).delete();
    const question = await db.messages.get(messageId);
    await storeServerBalance(
      db,
      userId,
      {
        remaining: answer.remaining,
        unlimited: answer.unlimited,
        ...(answer.tier === null ? {} : { tier: answer.tier }),
      },
      iso(nowMs),
    );
    if (question === undefined) return false;
    const { error: _error, ...rest } = question;
    // A check-in turn is stored as a crisis one on the server (free): the same here.
    const crisis = answer.crisis || answer.checkIn;
    await db.messages.put({ ...rest, status: 'sent', crisis });
    // An answer from a new conversation: the one this device knew was cleared elsewhere.
    await ensureConversation(db, { userId, characterId: question.characterId }, iso(nowMs), {
      id: answer.conversationId,
      current: new Set([messageId, answer.replyId]),
    });
    const existing = await db.messages.get(answer.replyId);
    await db.messages.put({
      id: answer.replyId,
      userId,
      conversationId: question.conversationId,
      characterId: question.characterId,
      sender: 'bot',
      text: answer.reply,
      status: 'sent',
      createdAt: existing?.createdAt ?? (await replyTime(db, question, answer.replyId, nowMs)),
      replyTo: messageId,
      crisis,
    });
    return true;
  });
  return recorded ?? false;
}

/**
 * Right after its question: now, unless messages were queued after the question (offline),
 * in which case the reply slots in before them, as the server will order it.
 */
async function replyTime(
  db: AppDatabase,
  question: MessageRecord,
  replyId: string,
  nowMs: number,
): Promise<string> {
  const questionMs = Date.parse(question.createdAt);
  const next = await db.messages
    .where('[conversationId+createdAt]')
    .between([question.conversationId, question.createdAt], [question.conversationId, Dexie.maxKey], false)
    .filter((message) => message.id !== replyId)
    .first();
  const nextMs = next ? Date.parse(next.createdAt) : Number.POSITIVE_INFINITY;
  return iso(Math.max(questionMs + 1, Math.min(nowMs, nextMs - 1)));
}

/** Try again later: a backoff, or a wait the server asked for. */
export async function scheduleRetry(
  db: AppDatabase,
  row: OutboxRecord,
  next: { attempts: number; nextAttemptAt: string; status: 'queued' | 'failed'; error?: MessageError },
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.messages], async () => {
    if (row.seq === undefined || (await db.outbox.get(row.seq)) === undefined) return;
    await db.outbox.update(row.seq, {
      attempts: next.attempts,
      nextAttemptAt: next.nextAttemptAt,
      ...(next.error ? { lastError: next.error.code } : {}),
    });
    const message = await db.messages.get(row.messageId);
    if (message === undefined) return;
    await db.messages.put({ ...message, status: next.status, ...(next.error ? { error: next.error } : {}) });
  });
}

/** Stop trying until the user (or returning credits) says otherwise. */
export async function parkMessage(
  db: AppDatabase,
  row: OutboxRecord,
  parked: 'failed' | 'blocked',
  error: MessageError,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.messages], async () => {
    if (row.seq === undefined || (await db.outbox.get(row.seq)) === undefined) return;
    await db.outbox.update(row.seq, { parked, lastError: error.serverCode ?? error.code });
    const message = await db.messages.get(row.messageId);
    if (message) await db.messages.put({ ...message, status: parked, error });
  });
}

export async function completeOperation(db: AppDatabase, seq: number | undefined): Promise<void> {
  if (seq !== undefined) await db.outbox.delete(seq);
}

/**
 * The server stored this message and gave the credit back without a reply: it answers any
 * re-send of the id with `message_failed` (or `message_deleted` when its answer was deleted with
 * the history), so the text must go again under a new id.
 */
export function isServerSpent(error: ChatError | undefined): boolean {
  const code = error?.serverCode;
  return (
    code === 'provider_failed' ||
    code === 'provider_timeout' ||
    code === 'message_failed' ||
    code === 'message_deleted'
  );
}

const fallbackSend: ChatSendOptions = { crisis: false, locale: 'fr' };

function unparked(row: OutboxRecord, nowIso: string): OutboxRecord {
  const { parked: _parked, lastError: _lastError, ...rest } = row;
  return { ...rest, attempts: 0, nextAttemptAt: nowIso };
}

/**
 * The user's retry. A message the server never stored goes again with the same id, in place;
 * a server-spent one is re-queued at the end under `newId` and the old copy is forgotten on
 * the server too. Returns the id that will be sent, or null when there was nothing to retry.
 */
export async function rearmMessage(
  db: AppDatabase,
  userId: string,
  messageId: string,
  { newId, nowMs }: { newId: string; nowMs: number },
): Promise<string | null> {
  return db.transaction('rw', [db.messages, db.outbox, db.conversations], async () => {
    const message = await db.messages.get(messageId);
    if (message?.userId !== userId || message.sender !== 'user' || message.localOnly !== undefined)
      return null;
    const row = await db.outbox.where('messageId').equals(messageId).first();
    const nowIso = iso(nowMs);
    if (message.status === 'queued' && row) {
      // Already waiting: only cut the backoff short.
      await db.outbox.put({ ...row, nextAttemptAt: nowIso });
      return messageId;
    }
    if (message.status !== 'failed' && message.status !== 'blocked') return null;
    const { error, ...rest } = message;
    if (!isServerSpent(error)) {
      await db.messages.put({ ...rest, status: 'queued' });
      if (row) await db.outbox.put(unparked(row, nowIso));
      else await addSend(db, userId, messageId, fallbackSend, nowIso);
      return messageId;
    }
    await db.messages.delete(messageId);
    if (row?.seq !== undefined) await db.outbox.delete(row.seq);
    await addForget(db, userId, messageId, nowIso);
    const createdAt = await nextCreatedAt(db, message.conversationId, nowMs);
    await db.messages.add({ ...rest, id: newId, status: 'queued', createdAt });
    await addSend(db, userId, newId, row?.send ?? fallbackSend, nowIso);
    return newId;
  });
}

async function addSend(
  db: AppDatabase,
  userId: string,
  messageId: string,
  send: ChatSendOptions,
  nowIso: string,
): Promise<void> {
  await db.outbox.add({
    kind: 'chat.send',
    userId,
    messageId,
    attempts: 0,
    nextAttemptAt: nowIso,
    send,
    createdAt: nowIso,
  });
}

async function addForget(db: AppDatabase, userId: string, messageId: string, nowIso: string): Promise<void> {
  const existing = await db.outbox.where('messageId').equals(messageId).first();
  if (existing) return;
  await db.outbox.add({
    kind: 'chat.forget',
    userId,
    messageId,
    attempts: 0,
    nextAttemptAt: nowIso,
    createdAt: nowIso,
  });
}

/** Drops a failed or blocked message the user gave up on. False when there was none. */
export async function discardLocalMessage(
  db: AppDatabase,
  userId: string,
  messageId: string,
  nowMs: number,
): Promise<boolean> {
  return db.transaction('rw', [db.messages, db.outbox], async () => {
    const message = await db.messages.get(messageId);
    if (message?.userId !== userId || message.sender !== 'user') return false;
    if (message.status !== 'failed' && message.status !== 'blocked') return false;
    await db.messages.delete(messageId);
    await db.outbox.where('messageId').equals(messageId).delete();
    if (isServerSpent(message.error)) await addForget(db, userId, messageId, iso(nowMs));
    return true;
  });
}

/** Credits are back: blocked messages go again, in their original order. */
export async function releaseBlockedMessages(
  db: AppDatabase,
  userId: string,
  nowMs: number,
): Promise<number> {
  return db.transaction('rw', [db.messages, db.outbox], async () => {
    const rows = await db.outbox.filter((row) => row.userId === userId && row.parked === 'blocked').toArray();
    for (const row of rows) {
      await db.outbox.put(unparked(row, iso(nowMs)));
      const message = await db.messages.get(row.messageId);
      if (message?.status === 'blocked') {
        const { error: _error, ...rest } = message;
        await db.messages.put({ ...rest, status: 'queued' });
      }
    }
    return rows.length;
  });
}

/**
 * A tab that closed mid-send left `sending` behind. The server may have answered: sending the
 * same id again returns that answer without charging twice.
 */
export async function resumeInterruptedSends(db: AppDatabase, userId: string): Promise<number> {
  return db.transaction('rw', db.messages, async () => {
    const stuck = await db.messages
      .where('status')
      .equals('sending')
      .filter((message) => message.userId === userId)
      .toArray();
    await db.messages.bulkPut(stuck.map((message) => ({ ...message, status: 'queued' as const })));
    return stuck.length;
  });
}

export type OutboxSummary = { waiting: number; blocked: number; failed: number };

export async function outboxSummary(db: AppDatabase, userId: string): Promise<OutboxSummary> {
  const rows = (await pendingOperations(db, userId)).filter((row) => row.kind === 'chat.send');
  const messages = await db.messages.bulkGet(rows.map((row) => row.messageId));
  const summary: OutboxSummary = { waiting: 0, blocked: 0, failed: 0 };
  for (const message of messages) {
    if (message === undefined) continue;
    if (message.status === 'blocked') summary.blocked++;
    else if (message.status === 'failed') summary.failed++;
    else if (message.status !== 'sent') summary.waiting++;
  }
  return summary;
}
