import { afterEach, describe, expect, it } from 'vitest';

import type { MessageRecord } from '#data/db/records.ts';

import {
  dropStoredFresh,
  forgetFresh,
  forgetFreshConversation,
  freshRecords,
  showAccepted,
  showAnswered,
  showFresh,
  withFreshMessages,
  withdrawAccepted,
} from './freshMessages.ts';

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

afterEach(() => forgetFreshConversation(conversationId));

describe('messages known before IndexedDB has them', () => {
  const history = [message('a', 1), message('b', 2, { sender: 'bot' })];

  it('shows a new bubble after the stored history until the store has it', () => {
    showFresh(message('new', 3, { status: 'queued' }));
    expect(visible(withFreshMessages(history, freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'new:queued',
    ]);
    const stored = [...history, message('new', 3, { status: 'queued' })];
    dropStoredFresh(conversationId, stored);
    expect(freshRecords(conversationId)).toBeUndefined();
  });

  it('shows the tick as soon as the server accepts the question, and withdraws it if the turn fails', () => {
    const question = message('q', 3, { status: 'queued' });
    const storedSending = [...history, { ...question, status: 'sending' as const }];
    showAccepted(question);
    const shown = withFreshMessages(storedSending, freshRecords(conversationId));
    expect(visible(shown)).toEqual(['a:sent', 'b:sent', 'q:sent']);
    expect(shown.at(-1)?.awaitingReply).toBe(true);
    withdrawAccepted(question);
    expect(visible(withFreshMessages(storedSending, freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:sending',
    ]);
  });

  it('leaves an answer in place when a late withdrawal comes', () => {
    const question = message('q', 3, { status: 'queued' });
    showAccepted(question);
    showAnswered(question, { replyId: 'r', reply: 'Je vous écoute.', crisis: false });
    withdrawAccepted(question);
    expect(visible(withFreshMessages([...history, question], freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:sent',
      'r:sent',
    ]);
  });

  it("shows the answer's tick and reply before they are recorded, then lets the store take over", () => {
    const question = message('q', 3, { status: 'queued' });
    showAnswered(question, { replyId: 'r', reply: 'Je vous écoute.', crisis: false });
    const storedQueued = [...history, question];
    const shown = withFreshMessages(storedQueued, freshRecords(conversationId));
    expect(visible(shown)).toEqual(['a:sent', 'b:sent', 'q:sent', 'r:sent']);
    expect(shown.at(-1)).toMatchObject({ sender: 'bot', text: 'Je vous écoute.', replyTo: 'q' });
    // Still queued in the store: the fresh copies stay.
    dropStoredFresh(conversationId, storedQueued);
    expect(freshRecords(conversationId)?.size).toBe(2);
    dropStoredFresh(conversationId, [
      ...history,
      { ...question, status: 'sent' },
      message('r', 4, { sender: 'bot' }),
    ]);
    expect(freshRecords(conversationId)).toBeUndefined();
  });

  it('never hides what the store knows better: a failure shows as stored', () => {
    showFresh(message('q', 3, { status: 'queued' }));
    const stored = [...history, message('q', 3, { status: 'failed' })];
    expect(visible(withFreshMessages(stored, freshRecords(conversationId)))).toEqual([
      'a:sent',
      'b:sent',
      'q:failed',
    ]);
  });

  it('keeps the stored list itself when nothing is ahead of it', () => {
    expect(withFreshMessages(history, freshRecords(conversationId))).toBe(history);
    showFresh(message('b', 2, { sender: 'bot' }));
    expect(withFreshMessages(history, freshRecords(conversationId))).toBe(history);
  });

  it('forgets a bubble whose write failed, and everything of a cleared conversation', () => {
    showFresh(message('lost', 3, { status: 'queued' }));
    forgetFresh('lost');
    expect(freshRecords(conversationId)).toBeUndefined();
    showAnswered(message('q', 3), { replyId: 'r', reply: 'Oui', crisis: false });
    forgetFreshConversation(conversationId);
    expect(withFreshMessages(history, freshRecords(conversationId))).toBe(history);
  });
});
