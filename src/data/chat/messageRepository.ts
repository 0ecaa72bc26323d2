/**
 * Conversations, messages and likes on the device. Every screen reads these through live
 * queries; the server's copy is merged in by `upsertPulled`, which never drops what the device
 * still has to send.
 */
import { Dexie } from 'dexie';

import type { ProgressMessage } from '#core/progress.ts';
import { characterIds, type CharacterId } from '#contracts/characters.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { ConversationRecord, MessageRecord } from '#data/db/records.ts';
import { unlessSignedOut } from '#data/db/signedOut.ts';

import type { RemoteMessage } from './chatRemote.ts';
import { conversationKey, conversationTitle, type ChatScope } from './scope.ts';

/**
 * A conversation's messages, oldest first: all of them, those `from` a time on, or those
 * `before` one. A live query of a part re-runs only for writes to that part.
 */
export function conversationMessages(
  db: AppDatabase,
  conversationId: string,
  range: { from?: string; before?: string } = {},
): Promise<MessageRecord[]> {
  return db.messages
    .where('[conversationId+createdAt]')
    .between(
      [conversationId, range.from ?? Dexie.minKey],
      [conversationId, range.before ?? Dexie.maxKey],
      true,
      range.before === undefined,
    )
    .toArray();
}

/** The `count` newest messages of a conversation, oldest first: what a long history shows first. */
export async function newestMessages(
  db: AppDatabase,
  conversationId: string,
  count: number,
): Promise<MessageRecord[]> {
  const newestFirst = await db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .reverse()
    .limit(count)
    .toArray();
  return newestFirst.reverse();
}

/** The server's conversation as a read or an answer shows it, with the messages seen in it. */
type ServerConversation = { id: string; current: ReadonlySet<string> };

/**
 * The local conversation row, created on first use. With `server`, it follows the server's
 * conversation (see `followServerConversation`). Call inside a transaction with `conversations`,
 * and with messages, likes and outbox when `server` is given.
 */
export async function ensureConversation(
  db: AppDatabase,
  scope: ChatScope,
  nowIso: string,
  server?: ServerConversation,
): Promise<ConversationRecord> {
  const id = conversationKey(scope);
  const existing = await db.conversations.get(id);
  if (existing) {
    if (server !== undefined && existing.serverId !== server.id) {
      if (existing.serverId !== undefined) await forgetOldConversation(db, existing, server.current);
      const updated = { ...existing, serverId: server.id };
      await db.conversations.put(updated);
      return updated;
    }
    return existing;
  }
  const serverId = server?.id;
  const created: ConversationRecord = {
    id,
    userId: scope.userId,
    characterId: scope.characterId,
    title: conversationTitle(scope.characterId),
    createdAt: nowIso,
    updatedAt: nowIso,
    ...(serverId === undefined ? {} : { serverId }),
  };
  await db.conversations.put(created);
  return created;
}

/**
 * A creation time after every message already in the conversation: the list is ordered by it,
 * and pulled server times may be ahead of this device's clock.
 */
export async function nextCreatedAt(db: AppDatabase, conversationId: string, nowMs: number): Promise<string> {
  const last = await db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .last();
  const lastMs = last ? Date.parse(last.createdAt) : Number.NaN;
  return new Date(Number.isNaN(lastMs) ? nowMs : Math.max(nowMs, lastMs + 1)).toISOString();
}

/** True when the conversation holds real exchanges (greetings and notices don't count). */
export async function hasHistory(db: AppDatabase, conversationId: string): Promise<boolean> {
  const found = await db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .filter((message) => message.localOnly === undefined)
    .first();
  return found !== undefined;
}

/**
 * The server keeps one conversation per user and coach, and deletes it with its messages when the
 * history is cleared. A server conversation other than the one this device knows (or none) means
 * the history was cleared on another device: what the device holds of the old one goes too (sent
 * messages, their likes, its local bubbles). Messages not sent yet stay, for the next
 * conversation. `current`: messages known to be in the server's conversation now. Call inside a
 * transaction with messages, likes, outbox and conversations. True when something went.
 */
export async function followServerConversation(
  db: AppDatabase,
  scope: ChatScope,
  serverId: string | null,
  current: ReadonlySet<string>,
): Promise<boolean> {
  const conversation = await db.conversations.get(conversationKey(scope));
  if (conversation?.serverId === undefined || conversation.serverId === serverId) return false;
  const removed = await forgetOldConversation(db, conversation, current);
  const { serverId: _cleared, ...rest } = conversation;
  await db.conversations.put(serverId === null ? rest : { ...rest, serverId });
  return removed > 0;
}

/** Removes the device's copy of a conversation gone from the server; returns how many messages. */
async function forgetOldConversation(
  db: AppDatabase,
  conversation: ConversationRecord,
  current: ReadonlySet<string>,
): Promise<number> {
  const gone = (await db.messages.where('conversationId').equals(conversation.id).toArray())
    .filter(
      (message) => !current.has(message.id) && (message.status === 'sent' || message.localOnly !== undefined),
    )
    .map((message) => message.id);
  await db.likes.bulkDelete(gone);
  await db.outbox.where('messageId').anyOf(gone).delete();
  await db.messages.bulkDelete(gone);
  return gone.length;
}

/**
 * `followServerConversation` for each coach, from the server's list and a pull's messages.
 * Returns the coaches whose history went.
 */
export function followServerConversations(
  db: AppDatabase,
  userId: string,
  serverIds: ReadonlyMap<CharacterId, string>,
  pulled: readonly RemoteMessage[],
): Promise<CharacterId[]> {
  return db.transaction('rw', [db.messages, db.likes, db.outbox, db.conversations], async () => {
    const cleared: CharacterId[] = [];
    for (const characterId of characterIds) {
      const serverId = serverIds.get(characterId) ?? null;
      const current = new Set(pulled.filter((m) => m.conversationId === serverId).map((m) => m.id));
      if (await followServerConversation(db, { userId, characterId }, serverId, current))
        cleared.push(characterId);
    }
    return cleared;
  });
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * Merges the server's messages. New ones arrive as `sent`. A user message the device still
 * holds as queued, sending or failed becomes `sent` only when its reply came too (then its
 * outbox entry is done); without a reply the engine's re-send with the same id settles it.
 * Messages the user asked to forget are skipped, and local-only bubbles are never touched.
 * Returns how many rows changed.
 */
export async function upsertPulled(
  db: AppDatabase,
  userId: string,
  remote: readonly RemoteMessage[],
): Promise<number> {
  if (remote.length === 0) return 0;
  const sorted = [...remote].sort((a, b) =>
    a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1,
  );
  const answered = new Set(
    sorted.filter((m) => m.sender === 'bot' && m.replyTo).map((m) => m.replyTo as string),
  );
  let changed = 0;
  await unlessSignedOut(db, userId, [db.messages, db.conversations, db.outbox, db.likes], async () => {
    // The whole (short) outbox in one request, not a cursor walk (see pendingOperations).
    const forgotten = new Set(
      (await db.outbox.toArray())
        .filter((row) => row.userId === userId && row.kind === 'chat.forget')
        .map((row) => row.messageId),
    );
    const nowIso = new Date().toISOString();
    const seenConversations = new Set<string>();
    for (const message of sorted) {
      if (forgotten.has(message.id)) continue;
      const scope = { userId, characterId: message.characterId };
      const conversationId = conversationKey(scope);
      if (!seenConversations.has(conversationId)) {
        seenConversations.add(conversationId);
        const inConversation = sorted.filter((m) => m.conversationId === message.conversationId);
        await ensureConversation(db, scope, nowIso, {
          id: message.conversationId,
          current: new Set(inConversation.map((m) => m.id)),
        });
      }
      let createdAt = message.createdAt;
      if (message.replyTo) {
        // A reply always shows under its question, even within the same millisecond.
        const question = await db.messages.get(message.replyTo);
        if (question && question.createdAt >= createdAt) {
          createdAt = new Date(Date.parse(question.createdAt) + 1).toISOString();
        }
      }
      const local = await db.messages.get(message.id);
      if (local?.localOnly !== undefined) continue;
      if (local === undefined || local.status === 'sent') {
        const next: MessageRecord = {
          id: message.id,
          userId,
          conversationId,
          characterId: message.characterId,
          sender: message.sender,
          text: message.text,
          status: 'sent',
          createdAt,
          crisis: message.crisis,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        };
        if (local === undefined || !sameMessage(local, next)) {
          await db.messages.put(next);
          changed++;
        }
        continue;
      }
      if (answered.has(message.id)) {
        const { error: _error, ...rest } = local;
        await db.messages.put({ ...rest, status: 'sent', createdAt: later(local.createdAt, createdAt) });
        await db.outbox.where('messageId').equals(message.id).delete();
        changed++;
      }
    }
  });
  return changed;
}

function sameMessage(a: MessageRecord, b: MessageRecord): boolean {
  return (
    a.text === b.text &&
    a.createdAt === b.createdAt &&
    a.status === b.status &&
    a.conversationId === b.conversationId &&
    (a.crisis ?? false) === (b.crisis ?? false) &&
    a.replyTo === b.replyTo &&
    a.error === undefined
  );
}

/**
 * The person's conversations as the progress figures read them: the messages the server holds
 * (the person's once sent, the coaches' replies), never the app's own notices or greetings.
 */
export async function progressMessages(db: AppDatabase, userId: string): Promise<ProgressMessage[]> {
  const rows = await db.messages
    .where('conversationId')
    .anyOf(characterIds.map((characterId) => conversationKey({ userId, characterId })))
    .toArray();
  return rows
    .filter((message) => message.localOnly === undefined && message.status === 'sent')
    .map(({ createdAt, sender, characterId, text }) => ({ createdAt, sender, characterId, text }));
}

/** When the user last talked to a coach: their newest message the server holds. */
export async function lastSentUserMessageAt(
  db: AppDatabase,
  userId: string,
  characterId?: CharacterId,
): Promise<string | null> {
  let newest: string | null = null;
  for (const character of characterId ? [characterId] : characterIds) {
    const conversationId = conversationKey({ userId, characterId: character });
    const found = await db.messages
      .where('[conversationId+createdAt]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .reverse()
      .filter((message) => message.sender === 'user' && message.status === 'sent')
      .first();
    if (found && (newest === null || found.createdAt > newest)) newest = found.createdAt;
  }
  return newest;
}

export async function likedMessageIds(db: AppDatabase, userId: string): Promise<Set<string>> {
  const rows = await db.likes.filter((like) => like.userId === userId).toArray();
  return new Set(rows.map((like) => like.messageId));
}

export async function setLocalLike(
  db: AppDatabase,
  userId: string,
  messageId: string,
  liked: boolean,
  synced: boolean,
  nowIso: string,
): Promise<void> {
  if (liked) await db.likes.put({ messageId, userId, likedAt: nowIso, synced });
  else await db.likes.delete(messageId);
}

/** The server's likes replace the synced ones; device-only likes (local bubbles) stay. */
export async function replaceSyncedLikes(
  db: AppDatabase,
  userId: string,
  messageIds: readonly string[],
  nowIso: string,
): Promise<void> {
  await unlessSignedOut(db, userId, [db.likes], async () => {
    const keep = new Set(messageIds);
    const existing = await db.likes.filter((like) => like.userId === userId).toArray();
    const stale = existing
      .filter((like) => like.synced && !keep.has(like.messageId))
      .map((like) => like.messageId);
    await db.likes.bulkDelete(stale);
    const synced = new Set(existing.filter((like) => like.synced).map((like) => like.messageId));
    await db.likes.bulkPut(
      messageIds
        .filter((id) => !synced.has(id))
        .map((messageId) => ({ messageId, userId, likedAt: nowIso, synced: true })),
    );
  });
}

/** Everything the device holds for one conversation: messages, their likes and pending sends. */
export async function clearScopeLocally(db: AppDatabase, scope: ChatScope): Promise<void> {
  const conversationId = conversationKey(scope);
  await db.transaction('rw', [db.messages, db.outbox, db.likes, db.conversations], async () => {
    const ids = await db.messages.where('conversationId').equals(conversationId).primaryKeys();
    await db.likes.bulkDelete(ids);
    await db.outbox.where('messageId').anyOf(ids).delete();
    await db.messages.bulkDelete(ids);
    await db.conversations.delete(conversationId);
  });
}
