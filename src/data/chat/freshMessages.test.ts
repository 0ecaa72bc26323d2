import { beforeEach, describe, expect, it } from 'vitest';

import type { MessageRecord } from '#data/db/records.ts';

import { createFreshMessages, withFreshMessages, type FreshMessages } from './freshMessages.ts';

const conversationId = 'user-1:emma';

function message(id: string, minute: number, overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id,
    userId: 'user-1',
    conversationId,
    characterId: 'emma',
    sender: 'user',
    text: id,
    status: 'sent',
    createdAt: new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString(),
    ...overrides,
  };
}

const visible = (messages: readonly MessageRecord[]) => messages.map((m) => `${m.id}:${m.status}`);

// Each test has the tab's store to itself, as each tab does.
let fresh: FreshMessages;
beforeEach(() => {
  fresh = createFreshMessages();
});

describe('messages known before IndexedDB has them', () => {
  const history = [message('a', 1), message('b', 2, { sender: 'bot' })];

  it('shows a new bubble after the stored history until the store has it', () => {
    fresh.showFresh(message('new', 3, { status: 'queued' }));
    expect(visible(withFreshMessages(history, fresh.freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'new:queued',
    ]);
    const stored = [...history, message('new', 3, { status: 'queued' })];
    fresh.dropStoredFresh(conversationId, stored);
    expect(fresh.freshRecords(conversationId)).toBeUndefined();
  });

  it('shows the tick as soon as the server accepts the question, and withdraws it if the turn fails', () => {
    const question = message('q', 3, { status: 'queued' });
    const storedSending = [...history, { ...question, status: 'sending' as const }];
    fresh.showAccepted(question);
    const shown = withFreshMessages(storedSending, fresh.freshRecords(conversationId));
    expect(visible(shown)).toEqual(['a:sent', 'b:sent', 'q:sent']);
    expect(shown.at(-1)?.awaitingReply).toBe(true);
    fresh.withdrawAccepted(question);
    expect(visible(withFreshMessages(storedSending, fresh.freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:sending',
    ]);
  });

  it('leaves an answer in place when a late withdrawal comes', () => {
    const question = message('q', 3, { status: 'queued' });
    fresh.showAccepted(question);
    fresh.showAnswered(question, { replyId: 'r', reply: 'Je vous écoute.', crisis: false });
    fresh.withdrawAccepted(question);
    expect(visible(withFreshMessages([...history, question], fresh.freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:sent',
      'r:sent',
    ]);
  });

  it("shows the answer's tick and reply before they are recorded, then lets the store take over", () => {
    const question = message('q', 3, { status: 'queued' });
    fresh.showAnswered(question, { replyId: 'r', reply: 'Je vous écoute.', crisis: false });
    const storedQueued = [...history, question];
    const shown = withFreshMessages(storedQueued, fresh.freshRecords(conversationId));
    expect(visible(shown)).toEqual(['a:sent', 'b:sent', 'q:sent', 'r:sent']);
    expect(shown.at(-1)).toMatchObject({ sender: 'bot', text: 'Je vous écoute.', replyTo: 'q' });
    // Still queued in the store: the fresh copies stay.
    fresh.dropStoredFresh(conversationId, storedQueued);
    expect(fresh.freshRecords(conversationId)?.size).toBe(2);
    fresh.dropStoredFresh(conversationId, [
      ...history,
      { ...question, status: 'sent' },
      message('r', 4, { sender: 'bot' }),
    ]);
    expect(fresh.freshRecords(conversationId)).toBeUndefined();
  });

  it('never hides what the store knows better: a failure shows as stored', () => {
    fresh.showFresh(message('q', 3, { status: 'queued' }));
    const stored = [...history, message('q', 3, { status: 'failed' })];
    expect(visible(withFreshMessages(stored, fresh.freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:failed',
    ]);
  });

  it('keeps the stored list itself when nothing is ahead of it', () => {
    expect(withFreshMessages(history, fresh.freshRecords(conversationId))).toBe(history);
    fresh.showFresh(message('b', 2, { sender: 'bot' }));
    expect(withFreshMessages(history, fresh.freshRecords(conversationId))).toBe(history);
  });

  it('forgets a bubble whose write failed, and everything of a cleared conversation', () => {
    fresh.showFresh(message('lost', 3, { status: 'queued' }));
    fresh.forgetFresh('lost');
    expect(fresh.freshRecords(conversationId)).toBeUndefined();
    fresh.showAnswered(message('q', 3), { replyId: 'r', reply: 'Oui', crisis: false });
    fresh.forgetFreshConversation(conversationId);
    expect(withFreshMessages(history, fresh.freshRecords(conversationId))).toBe(history);
  });
});
