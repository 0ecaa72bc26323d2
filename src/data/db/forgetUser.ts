/**
 * Removes one user's data from this device, for a sign-out: their conversations, messages,
 * unsent work, likes, cached balance and sync cursors. What belongs to the device (language,
 * appearance, the chosen coach, settings) stays, and so does every other user's data. The
 * server keeps the history: signing in again pulls it back. The same transaction marks the
 * user as signed out here, so another tab's late write cannot bring any of it back
 * (signedOut.ts).
 */
import type { AppDatabase } from './db.ts';
import { markSignedOut } from './signedOut.ts';

/** Per-user keys of the cache and syncState tables end with the user's id (`credits:<id>`). */
const ownedBy = (userId: string) => (key: string) => key.endsWith(`:${userId}`);

export async function forgetUserOnDevice(db: AppDatabase, userId: string): Promise<void> {
  const owned = ownedBy(userId);
  // Conversations and messages are keyed by conversation, `<user id>:<coach>` (conversationKey).
  const theirConversations = `${userId}:`;
  await db.transaction(
    'rw',
    [db.conversations, db.messages, db.outbox, db.likes, db.cache, db.syncState, db.kv],
    async () => {
      await db.conversations.where(':id').startsWith(theirConversations).delete();
      await db.messages.where('conversationId').startsWith(theirConversations).delete();
      await db.outbox.filter((row) => row.userId === userId).delete();
      await db.likes.filter((like) => like.userId === userId).delete();
      await db.cache.filter((row) => owned(row.key)).delete();
      await db.syncState.filter((row) => owned(row.key)).delete();
      await markSignedOut(db, userId, new Date().toISOString());
    },
  );
}
