import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { classifyChatFailure } from '#core/chatErrors.ts';
import { loadCreditStatus } from '#data/credits/creditStatus.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { MessageError } from '#data/db/records.ts';

import type { ChatAnswer } from './chatRemote.ts';
import { closeTestDatabases, emma, louis, openTestDatabase } from './fixtures.ts';
import { conversationMessages } from './messageRepository.ts';
import {
  discardLocalMessage,
  outboxSummary,
  parkMessage,
  pendingOperations,
  rearmMessage,
  recordAnswer,
  releaseBlockedMessages,
  resumeInterruptedSends,
  writeLocalBubble,
  writeQueuedMessage,
} from './outboxRepository.ts';

let db: AppDatabase;
beforeEach(() => {
  db = openTestDatabase();
});
afterEach(closeTestDatabases);

const t0 = Date.parse('2026-03-01T10:00:00.000Z');
const send = { crisis: false, locale: 'fr' } as const;
const queue = (id: string, text: string, nowMs = t0, scope = emma) =>
  writeQueuedMessage(db, scope, text, send, { id, nowMs });

const refused = (
  serverCode: 'no_credits' | 'provider_failed' | 'invalid_message',
  status: number,
): MessageError => ({
  ...classifyChatFailure({ type: 'httpStatus', status, body: { error: serverCode } }),
  retryable: serverCode !== 'invalid_message',
});

function answer(messageId: string, overrides: Partial<ChatAnswer> = {}): ChatAnswer {
  return {
    reply: 'Je vous entends.',
    messageId,
    replyId: `reply-${messageId}`,
    conversationId: 'srv-1',
    remaining: 12,
    unlimited: false,
    tier: 'gratuit',
    crisis: false,
    checkIn: false,
    replay: false,
    ...overrides,
  };
}

async function park(id: string, parked: 'failed' | 'blocked', error: MessageError) {
  const row = await db.outbox.where('messageId').equals(id).first();
  if (!row) throw new Error(`no outbox row for ${id}`);
  await parkMessage(db, row, parked, error);
}

describe('queueing a message', () => {
  it('writes the message and its outbox row together, and the conversation on first use', async () => {
    const message = await queue('m1', 'Bonjour');
    expect(message).toMatchObject({
      id: 'm1',
      userId: 'user-1',
      conversationId: 'user-1:emma',
      sender: 'user',
      status: 'queued',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(await pendingOperations(db, 'user-1')).toEqual([
      expect.objectContaining({ kind: 'chat.send', messageId: 'm1', attempts: 0, send }),
    ]);
    expect(await db.conversations.get('user-1:emma')).toMatchObject({ title: 'Conversation avec Emma' });
  });

  it('writes nothing at all when the outbox row cannot be written (one transaction)', async () => {
    await queue('m1', 'Bonjour');
    // A second outbox row for the same id breaks the unique index: the message must not stay behind.
    await db.messages.delete('m1');
    await expect(queue('m1', 'Encore')).rejects.toThrow();
    expect(await db.messages.get('m1')).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the order of writing, even when the clock says otherwise', async () => {
    await queue('m1', 'un', t0);
    await queue('m2', 'deux', t0 - 60_000);
    await queue('m3', 'trois', t0);
    const texts = (await conversationMessages(db, 'user-1:emma')).map((m) => m.text);
    expect(texts).toEqual(['un', 'deux', 'trois']);
    expect((await pendingOperations(db, 'user-1')).map((row) => row.messageId)).toEqual(['m1', 'm2', 'm3']);
  });

  it('adds local-only bubbles that are never sent', async () => {
    await writeLocalBubble(db, emma, 'Bonjour, je suis Emma.', 'greeting', { id: 'g1', nowMs: t0 });
    expect(await db.messages.get('g1')).toMatchObject({
      sender: 'bot',
      status: 'sent',
      localOnly: 'greeting',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('recording an answer', () => {
  it('marks the question sent, stores the reply under it, closes the outbox row and caches the balance', async () => {
    await queue('m1', 'un');
    expect(await recordAnswer(db, 'user-1', 'm1', answer('m1', { crisis: true }), t0 + 5000)).toBe(true);
    expect(await db.messages.get('m1')).toMatchObject({ status: 'sent', crisis: true });
    expect(await db.messages.get('reply-m1')).toMatchObject({
      sender: 'bot',
      status: 'sent',
      replyTo: 'm1',
      crisis: true,
      createdAt: '2026-03-01T10:00:05.000Z',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await loadCreditStatus(db, 'user-1')).toMatchObject({ remaining: 12, tier: 'gratuit' });
    expect((await db.conversations.get('user-1:emma'))?.serverId).toBe('srv-1');
  });

  it('slots a reply before messages queued after its question', async () => {
    await queue('m1', 'un', t0);
    await queue('m2', 'deux', t0 + 10_000);
    await recordAnswer(db, 'user-1', 'm1', answer('m1'), t0 + 60_000);
    const ids = (await conversationMessages(db, 'user-1:emma')).map((m) => m.id);
    expect(ids).toEqual(['m1', 'reply-m1', 'm2']);
  });

  it('stores nothing for a message cleared meanwhile, but still keeps the balance', async () => {
    await queue('m1', 'un');
    await db.messages.delete('m1');
    expect(await recordAnswer(db, 'user-1', 'm1', answer('m1', { remaining: 3 }), t0)).toBe(false);
    expect(await db.messages.count()).toBe(0);
    expect(await loadCreditStatus(db, 'user-1')).toMatchObject({ remaining: 3 });
  });
});

describe('retrying and discarding', () => {
  it('re-arms a message the server never stored with the same id, in place', async () => {
    await queue('m1', 'un');
    await queue('m2', 'deux');
    await park('m1', 'failed', refused('invalid_message', 400));
    expect(await rearmMessage(db, 'user-1', 'm1', { newId: 'new', nowMs: t0 + 1000 })).toBe('m1');
    const rows = await pendingOperations(db, 'user-1');
    expect(rows.map((row) => [row.messageId, row.parked, row.attempts])).toEqual([
      ['m1', undefined, 0],
      ['m2', undefined, 0],
    ]);
    expect((await db.messages.get('m1'))?.status).toBe('queued');
    expect((await db.messages.get('m1'))?.error).toBeUndefined();
  });

  it('re-queues a refunded message under a new id at the end, and forgets the old one on the server', async () => {
    await queue('m1', 'un');
    await park('m1', 'failed', refused('provider_failed', 502));
    await writeLocalBubble(db, emma, 'Désolé…', 'error', { id: 'e1', nowMs: t0 + 10 });
    expect(await rearmMessage(db, 'user-1', 'm1', { newId: 'm9', nowMs: t0 + 1000 })).toBe('m9');
    expect(await db.messages.get('m1')).toBeUndefined();
    expect((await conversationMessages(db, 'user-1:emma')).map((m) => m.id)).toEqual(['e1', 'm9']);
    expect((await pendingOperations(db, 'user-1')).map((row) => [row.kind, row.messageId])).toEqual([
      ['chat.forget', 'm1'],
      ['chat.send', 'm9'],
    ]);
  });

  it('does nothing for messages that are sent, are replies, or belong to someone else', async () => {
    await queue('m1', 'un');
    await recordAnswer(db, 'user-1', 'm1', answer('m1'), t0);
    expect(await rearmMessage(db, 'user-1', 'm1', { newId: 'x', nowMs: t0 })).toBeNull();
    expect(await rearmMessage(db, 'user-1', 'reply-m1', { newId: 'x', nowMs: t0 })).toBeNull();
    await queue('m2', 'deux');
    await park('m2', 'failed', refused('invalid_message', 400));
    expect(await rearmMessage(db, 'user-2', 'm2', { newId: 'x', nowMs: t0 })).toBeNull();
  });

  it('discards a failed message with its outbox row; a refunded one is also forgotten on the server', async () => {
    await queue('m1', 'un');
    await queue('m2', 'deux');
    await park('m1', 'blocked', refused('no_credits', 402));
    await park('m2', 'failed', refused('provider_failed', 502));
    expect(await discardLocalMessage(db, 'user-1', 'm1', t0)).toBe(true);
    expect(await discardLocalMessage(db, 'user-1', 'm2', t0)).toBe(true);
    expect(await db.messages.count()).toBe(0);
    expect((await pendingOperations(db, 'user-1')).map((row) => [row.kind, row.messageId])).toEqual([
      ['chat.forget', 'm2'],
    ]);
  });

  it('will not discard a message that is still on its way', async () => {
    await queue('m1', 'un');
    expect(await discardLocalMessage(db, 'user-1', 'm1', t0)).toBe(false);
    expect(await db.messages.count()).toBe(1);
  });
});

describe('blocked messages and summaries', () => {
  it('releases blocked messages when credits come back, keeping their order', async () => {
    await queue('m1', 'un');
    await queue('m2', 'deux');
    await park('m1', 'blocked', refused('no_credits', 402));
    expect(await outboxSummary(db, 'user-1')).toEqual({ waiting: 1, blocked: 1, failed: 0 });
    expect(await releaseBlockedMessages(db, 'user-1', t0)).toBe(1);
    expect(await outboxSummary(db, 'user-1')).toEqual({ waiting: 2, blocked: 0, failed: 0 });
    expect(await releaseBlockedMessages(db, 'user-1', t0)).toBe(0);
  });

  it('counts per user only', async () => {
    await queue('m1', 'un');
    await writeQueuedMessage(db, { userId: 'user-2', characterId: 'louis' }, 'autre', send, {
      id: 'o1',
      nowMs: t0,
    });
    await queue('m2', 'deux', t0, louis);
    await park('m2', 'failed', refused('provider_failed', 502));
    expect(await outboxSummary(db, 'user-1')).toEqual({ waiting: 1, blocked: 0, failed: 1 });
    expect(await outboxSummary(db, 'user-2')).toEqual({ waiting: 1, blocked: 0, failed: 0 });
  });

  it('puts messages a closed tab left "sending" back in the queue', async () => {
    await queue('m1', 'un');
    await db.messages.update('m1', { status: 'sending' });
    expect(await resumeInterruptedSends(db, 'user-1')).toBe(1);
    expect((await db.messages.get('m1'))?.status).toBe('queued');
  });
});
