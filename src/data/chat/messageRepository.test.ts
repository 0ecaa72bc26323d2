import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { classifyChatFailure } from '#core/chatErrors.ts';
import type { AppDatabase } from '#data/db/db.ts';

import { answerTo, closeTestDatabases, emma, louis, openTestDatabase, remoteMessage } from './fixtures.ts';
import {
  clearScopeLocally,
  conversationMessages,
  followServerConversations,
  hasHistory,
  lastSentUserMessageAt,
  likedMessageIds,
  newestMessages,
  replaceSyncedLikes,
  setLocalLike,
  upsertPulled,
} from './messageRepository.ts';
import {
  parkMessage,
  pendingOperations,
  recordAnswer,
  setMessageStatus,
  writeLocalBubble,
  writeQueuedMessage,
} from './outboxRepository.ts';

let db: AppDatabase;
beforeEach(() => {
  db = openTestDatabase();
});
afterEach(closeTestDatabases);

const t0 = Date.parse('2026-03-01T10:00:00.000Z');
const queue = (id: string, text: string, nowMs = t0, scope = emma) =>
  writeQueuedMessage(db, scope, text, { crisis: false, locale: 'fr' }, { id, nowMs });

describe('reading a conversation', () => {
  it('reads its newest messages oldest first, in the order of the whole history, same-time ties too', async () => {
    await queue('a', 'un', t0);
    await queue('b', 'deux', t0 + 1000);
    await queue('d', 'trois', t0 + 2000);
    await queue('c', 'même instant', t0 + 2000);
    await queue('l', 'autre coach', t0 + 3000, louis);
    const whole = (await conversationMessages(db, 'user-1:emma')).map((m) => m.id);
    expect(whole).toHaveLength(4);
    expect((await newestMessages(db, 'user-1:emma', 3)).map((m) => m.id)).toEqual(whole.slice(-3));
    expect((await newestMessages(db, 'user-1:emma', 10)).map((m) => m.id)).toEqual(whole);
    // Split at a time: the parts add up to the whole, in order, ties on the side from it.
    const from = new Date(t0 + 2000).toISOString();
    const before = await conversationMessages(db, 'user-1:emma', { before: from });
    const after = await conversationMessages(db, 'user-1:emma', { from });
    expect([...before, ...after].map((m) => m.id)).toEqual(whole);
    expect(after.map((m) => m.text).sort()).toEqual(['même instant', 'trois']);
  });

  it('re-runs a live query of the older part only when that part changes', async () => {
    await queue('a', 'un', t0);
    await queue('b', 'deux', t0 + 1000);
    const before = new Date(t0 + 1000).toISOString();
    const reads: string[][] = [];
    const subscription = liveQuery(() => conversationMessages(db, 'user-1:emma', { before })).subscribe(
      (messages) => reads.push(messages.map((m) => m.id)),
    );
    try {
      await vi.waitFor(() => expect(reads).toEqual([['a']]));
      // A new message, and a change to a recent one: the older part is not read again.
      await queue('c', 'trois', t0 + 2000);
      await setMessageStatus(db, 'b', 'sending');
      // A message from another device, older than the split: it is.
      await upsertPulled(db, 'user-1', [
        remoteMessage({ id: 'z', createdAt: new Date(t0 - 1000).toISOString() }),
      ]);
      await vi.waitFor(() => expect(reads.at(-1)).toEqual(['z', 'a']));
      expect(reads).toHaveLength(2);
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('merging the server copy', () => {
  it('adds new messages as sent, in their conversations, with the server conversation id', async () => {
    const changed = await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'b', sender: 'bot', replyTo: 'a', createdAt: '2026-03-01T09:00:01.000Z' }),
      remoteMessage({ id: 'a', createdAt: '2026-03-01T09:00:00.000Z' }),
      remoteMessage({ id: 'l', characterId: 'louis', conversationId: 'srv-louis' }),
    ]);
    expect(changed).toBe(3);
    expect((await conversationMessages(db, 'user-1:emma')).map((m) => [m.id, m.status])).toEqual([
      ['a', 'sent'],
      ['b', 'sent'],
    ]);
    expect(await db.conversations.get('user-1:louis')).toMatchObject({ serverId: 'srv-louis' });
    // Idempotent: the same page again changes nothing.
    expect(
      await upsertPulled(db, 'user-1', [remoteMessage({ id: 'a', createdAt: '2026-03-01T09:00:00.000Z' })]),
    ).toBe(0);
  });

  it('never drops or overrides messages still queued on the device', async () => {
    await queue('q1', 'pas encore parti');
    await upsertPulled(db, 'user-1', [remoteMessage({ id: 'x', createdAt: '2026-03-01T11:00:00.000Z' })]);
    expect(await db.messages.get('q1')).toMatchObject({ status: 'queued' });
    expect(await pendingOperations(db, 'user-1')).toHaveLength(1);
  });

  it('settles a message the server answered while this device was not listening', async () => {
    await queue('q1', 'un');
    await db.messages.update('q1', { status: 'sending' });
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'q1', text: 'un', createdAt: '2026-03-01T10:00:03.000Z' }),
      remoteMessage({ id: 'r1', sender: 'bot', replyTo: 'q1', createdAt: '2026-03-01T10:00:04.000Z' }),
    ]);
    expect(await db.messages.get('q1')).toMatchObject({ status: 'sent' });
    expect(await pendingOperations(db, 'user-1')).toEqual([]);
  });

  it('leaves a stored-but-unanswered message to the engine (its re-send settles it)', async () => {
    await queue('q1', 'un');
    await upsertPulled(db, 'user-1', [remoteMessage({ id: 'q1', text: 'un' })]);
    expect(await db.messages.get('q1')).toMatchObject({ status: 'queued' });
    expect(await pendingOperations(db, 'user-1')).toHaveLength(1);
  });

  it('skips messages the user asked to forget, and never touches local-only bubbles', async () => {
    await queue('q1', 'un');
    const row = (await pendingOperations(db, 'user-1'))[0];
    if (!row) throw new Error('no row');
    await parkMessage(db, row, 'failed', {
      ...classifyChatFailure({ type: 'httpStatus', status: 502, body: { error: 'provider_failed' } }),
      retryable: true,
    });
    await db.messages.delete('q1');
    await db.outbox.clear();
    await db.outbox.add({
      kind: 'chat.forget',
      userId: 'user-1',
      messageId: 'q1',
      attempts: 0,
      nextAttemptAt: '',
      createdAt: '',
    });
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g1', nowMs: t0 });
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'q1' }),
      remoteMessage({ id: 'g1', sender: 'bot', text: 'autre chose' }),
    ]);
    expect(await db.messages.get('q1')).toBeUndefined();
    expect(await db.messages.get('g1')).toMatchObject({ text: 'Bonjour !', localOnly: 'greeting' });
  });

  it('keeps a reply under its question even when both share a millisecond', async () => {
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'zzz-question', createdAt: '2026-03-01T10:00:00.000Z' }),
      remoteMessage({
        id: 'aaa-reply',
        sender: 'bot',
        replyTo: 'zzz-question',
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
    ]);
    expect((await conversationMessages(db, 'user-1:emma')).map((m) => m.id)).toEqual([
      'zzz-question',
      'aaa-reply',
    ]);
  });
});

describe('history facts', () => {
  it('has history only with real exchanges, not greetings', async () => {
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g1', nowMs: t0 });
    expect(await hasHistory(db, 'user-1:emma')).toBe(false);
    await queue('q1', 'un');
    expect(await hasHistory(db, 'user-1:emma')).toBe(true);
  });

  it('dates the last session from the newest sent user message, per coach or overall', async () => {
    expect(await lastSentUserMessageAt(db, 'user-1')).toBeNull();
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'e', createdAt: '2026-03-01T08:00:00.000Z' }),
      remoteMessage({ id: 'eb', sender: 'bot', replyTo: 'e', createdAt: '2026-03-01T08:00:05.000Z' }),
      remoteMessage({ id: 'l', characterId: 'louis', createdAt: '2026-03-02T08:00:00.000Z' }),
    ]);
    await queue('q', 'pas encore envoyé', Date.parse('2026-03-03T08:00:00.000Z'));
    expect(await lastSentUserMessageAt(db, 'user-1', 'emma')).toBe('2026-03-01T08:00:00.000Z');
    expect(await lastSentUserMessageAt(db, 'user-1')).toBe('2026-03-02T08:00:00.000Z');
  });
});

describe('likes', () => {
  it('replaces the synced likes with the server list and keeps device-only ones', async () => {
    const at = '2026-03-01T10:00:00.000Z';
    await setLocalLike(db, 'user-1', 'old', true, true, at);
    await setLocalLike(db, 'user-1', 'greeting', true, false, at);
    await setLocalLike(db, 'user-2', 'theirs', true, true, at);
    await replaceSyncedLikes(db, 'user-1', ['new', 'old2'], at);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set(['greeting', 'new', 'old2']));
    expect(await likedMessageIds(db, 'user-2')).toEqual(new Set(['theirs']));
    await setLocalLike(db, 'user-1', 'new', false, true, at);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set(['greeting', 'old2']));
  });
});

describe('clearing', () => {
  it('removes one conversation’s messages, likes and pending sends, and nothing else', async () => {
    await queue('q1', 'un');
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g1', nowMs: t0 });
    await setLocalLike(db, 'user-1', 'g1', true, false, '2026-03-01T10:00:00.000Z');
    await queue('l1', 'louis', t0, louis);
    await clearScopeLocally(db, emma);
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual(['l1']);
    expect((await pendingOperations(db, 'user-1')).map((row) => row.messageId)).toEqual(['l1']);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set());
    expect(await db.conversations.get('user-1:emma')).toBeUndefined();
  });
});

describe('a history cleared on another device', () => {
  async function deviceThatSawConversation(serverId: string) {
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'a', conversationId: serverId, createdAt: '2026-03-01T10:00:00.000Z' }),
      remoteMessage({
        id: 'b',
        conversationId: serverId,
        sender: 'bot',
        replyTo: 'a',
        createdAt: '2026-03-01T10:00:01.000Z',
      }),
    ]);
    await setLocalLike(db, 'user-1', 'b', true, true, '2026-03-01T10:00:02.000Z');
    await writeLocalBubble(db, emma, 'Bonjour !', 'greeting', { id: 'g1', nowMs: t0 });
    await queue('q', 'pas encore envoyé', t0 + 5000);
  }

  it('goes when a message of a new conversation arrives (Realtime), keeping what is not sent yet', async () => {
    await deviceThatSawConversation('c1');
    await upsertPulled(db, 'user-1', [
      remoteMessage({
        id: 'n',
        conversationId: 'c2',
        text: 'Nouveau',
        createdAt: '2026-03-02T09:00:00.000Z',
      }),
    ]);
    expect((await conversationMessages(db, 'user-1:emma')).map((m) => m.id)).toEqual(['q', 'n']);
    expect(await likedMessageIds(db, 'user-1')).toEqual(new Set());
    expect((await pendingOperations(db, 'user-1')).map((row) => row.messageId)).toEqual(['q']);
    expect(await db.conversations.get('user-1:emma')).toMatchObject({ serverId: 'c2' });
  });

  it('goes when a message sent from here is answered in a new conversation', async () => {
    await deviceThatSawConversation('c1');
    const answer = answerTo(
      { messageId: 'q', characterId: 'emma', text: 'pas encore envoyé', locale: 'fr' },
      { conversationId: 'c2' },
    );
    if (!answer.ok) throw new Error('expected an answer');
    await recordAnswer(db, 'user-1', 'q', answer.answer, t0 + 6000);
    expect((await conversationMessages(db, 'user-1:emma')).map((m) => m.id)).toEqual(['q', 'reply-q']);
    expect(await db.conversations.get('user-1:emma')).toMatchObject({ serverId: 'c2' });
  });

  it('goes when the server has no conversation for the coach any more, and only for that coach', async () => {
    await deviceThatSawConversation('c1');
    await upsertPulled(db, 'user-1', [
      remoteMessage({ id: 'l', conversationId: 'c3', characterId: 'louis' }),
    ]);
    await followServerConversations(db, 'user-1', new Map([['louis', 'c3']]), []);
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual(['l', 'q']);
    expect(await db.conversations.get('user-1:emma')).not.toHaveProperty('serverId');

    // The same list again changes nothing.
    await followServerConversations(db, 'user-1', new Map([['louis', 'c3']]), []);
    expect((await db.messages.toArray()).map((m) => m.id).sort()).toEqual(['l', 'q']);
  });
});
