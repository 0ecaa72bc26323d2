import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { closeTestDatabases, openTestDatabase } from '#data/chat/fixtures.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { MessageRecord } from '#data/db/records.ts';

import { deleteOldMessagesHere } from './device.ts';

let db: AppDatabase;
beforeEach(() => {
  db = openTestDatabase();
});
afterEach(closeTestDatabases);

const now = Date.parse('2026-11-28T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

function message(
  id: string,
  userId: string,
  age: number,
  status: MessageRecord['status'] = 'sent',
): MessageRecord {
  return {
    id,
    userId,
    conversationId: `${userId}:emma`,
    characterId: 'emma',
    sender: 'user',
    text: id,
    status,
    createdAt: daysAgo(age),
  };
}

describe('auto-delete on the device', () => {
  it("removes the user's messages older than the period with their likes, and nothing else", async () => {
    await db.messages.bulkPut([
      message('old', 'u1', 40),
      message('old-liked', 'u1', 35),
      message('recent', 'u1', 3),
      message('old-unsent', 'u1', 45, 'failed'),
      message('someone-else', 'u2', 90),
    ]);
    await db.likes.bulkPut([
      { messageId: 'old-liked', userId: 'u1', likedAt: daysAgo(35), synced: true },
      { messageId: 'recent', userId: 'u1', likedAt: daysAgo(3), synced: true },
    ]);
    await db.outbox.add({
      kind: 'chat.send',
      userId: 'u1',
      messageId: 'old-unsent',
      attempts: 3,
      nextAttemptAt: daysAgo(45),
      parked: 'failed',
      createdAt: daysAgo(45),
    });

    expect(await deleteOldMessagesHere(db, 'u1', 30, now)).toBe(2);
    expect((await db.messages.toArray()).map((row) => row.id).sort()).toEqual([
      'old-unsent',
      'recent',
      'someone-else',
    ]);
    expect((await db.likes.toArray()).map((row) => row.messageId)).toEqual(['recent']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps everything when auto-delete is off', async () => {
    await db.messages.bulkPut([message('ancient', 'u1', 4000)]);
    expect(await deleteOldMessagesHere(db, 'u1', 0, now)).toBe(0);
    expect(await db.messages.count()).toBe(1);
  });
});
