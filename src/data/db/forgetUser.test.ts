import { afterEach, describe, expect, it } from 'vitest';

import { closeTestDatabases, openTestDatabase } from '#data/chat/fixtures.ts';
import { setLocalLike } from '#data/chat/messageRepository.ts';
import { writeQueuedMessage } from '#data/chat/outboxRepository.ts';

import type { AppDatabase } from './db.ts';
import { forgetUserOnDevice } from './forgetUser.ts';

afterEach(closeTestDatabases);

const send = { crisis: false, locale: 'fr' } as const;

/** A user with a conversation, an unsent message, a like, a cached balance and a sync cursor. */
async function userWithData(db: AppDatabase, userId: string, id: string): Promise<void> {
  await writeQueuedMessage(db, { userId, characterId: 'emma' }, `Bonjour de ${userId}`, send, {
    id,
    nowMs: Date.UTC(2026, 10, 22, 9),
  });
  await setLocalLike(db, userId, `reply-${id}`, true, false, new Date().toISOString());
  await db.cache.put({
    key: `credits:${userId}`,
    value: { remaining: 3 },
    fetchedAt: new Date().toISOString(),
  });
  await db.syncState.put({ key: `messages:${userId}`, cursor: 'c', updatedAt: new Date().toISOString() });
}

describe('forgetting a user on this device', () => {
  it("removes all of that user's data and nothing of anyone else's or of the device", async () => {
    const db = openTestDatabase();
    await userWithData(db, 'user-1', 'm-1');
    await userWithData(db, 'user-2', 'm-2');
    await db.kv.put({ key: 'selectedCharacter', value: 'emma' });
    await db.settings.put({ id: 'current', value: { chat: {} }, updatedAt: new Date().toISOString() });

    await forgetUserOnDevice(db, 'user-1');

    expect((await db.conversations.toArray()).map((row) => row.userId)).toEqual(['user-2']);
    expect((await db.messages.toArray()).map((row) => row.id)).toEqual(['m-2']);
    expect((await db.outbox.toArray()).map((row) => row.messageId)).toEqual(['m-2']);
    expect((await db.likes.toArray()).map((row) => row.userId)).toEqual(['user-2']);
    expect((await db.cache.toArray()).map((row) => row.key)).toEqual(['credits:user-2']);
    expect((await db.syncState.toArray()).map((row) => row.key)).toEqual(['messages:user-2']);
    expect(await db.kv.get('selectedCharacter')).toBeDefined();
    expect(await db.settings.get('current')).toBeDefined();
  });
});
