/**
 * Messages this tab knows before IndexedDB says so: the bubble just sent (painted in the frame
 * after Enter, while its Dexie write is still in flight) and, when this tab delivered it, what
 * the server said: the 'sent' tick as soon as it stored the message, then the reply, shown as
 * they land, before they are recorded. Dexie stays the source of truth: a fresh record shows
 * only until the live query holds the same message at the same stage or later, and is then
 * dropped.
 */
import type { MessageRecord } from '#data/db/records.ts';

export type FreshRecords = ReadonlyMap<string, MessageRecord>;

/** A fresh record is ahead of the stored copy only while it is sent and the copy is not. */
function ahead(record: MessageRecord, stored: MessageRecord | undefined): boolean {
  return stored === undefined || (record.status === 'sent' && stored.status !== 'sent');
}

const byTime = (a: MessageRecord, b: MessageRecord) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

/** Fresh messages are the newest: only the tail of a long history can hold their stored copies. */
function storedTail(stored: readonly MessageRecord[], records: FreshRecords): Map<string, MessageRecord> {
  return new Map(stored.slice(-2 * records.size - 20).map((message) => [message.id, message]));
}

/** The stored messages (oldest first) with the fresh records that are ahead of them. */
export function withFreshMessages(
  stored: readonly MessageRecord[],
  records: FreshRecords | undefined,
): readonly MessageRecord[] {
  if (records === undefined) return stored;
  const tail = storedTail(stored, records);
  const pending = [...records.values()].filter((record) => ahead(record, tail.get(record.id)));
  if (pending.length === 0) return stored;
  const replaced = new Set(pending.map((record) => record.id));
  const merged = stored.filter((message) => !replaced.has(message.id));
  for (const record of pending.sort(byTime)) {
    let index = merged.length;
    while (index > 0 && byTime(merged[index - 1]!, record) > 0) index--;
    merged.splice(index, 0, record);
  }
  return merged;
}

/** The tab's fresh messages; the composition root creates one (src/app/signedInRoot.ts). */
export type FreshMessages = {
  showFresh: (record: MessageRecord) => void;
  showAccepted: (question: MessageRecord) => void;
  withdrawAccepted: (question: MessageRecord) => void;
  showAnswered: (question: MessageRecord, answer: FreshAnswer) => void;
  forgetFresh: (messageId: string) => void;
  forgetFreshConversation: (conversationId: string) => void;
  forgetFreshUser: (userId: string) => void;
  subscribeFresh: (listener: () => void) => () => void;
  freshRecords: (conversationId: string) => FreshRecords | undefined;
  dropStoredFresh: (conversationId: string, stored: readonly MessageRecord[]) => void;
};

type FreshAnswer = { replyId: string; reply: string; crisis: boolean; checkIn?: boolean };

export function createFreshMessages(): FreshMessages {
  /** conversationId → its fresh records by id; each change replaces the map (a snapshot). */
  const fresh = new Map<string, FreshRecords>();
  const listeners = new Set<() => void>();

  function update(conversationId: string, change: (records: Map<string, MessageRecord>) => void): void {
    const records = new Map(fresh.get(conversationId));
    change(records);
    if (records.size === 0) fresh.delete(conversationId);
    else fresh.set(conversationId, records);
    for (const listener of listeners) listener();
  }

  /** Shows a message at once, before it is stored. */
  function showFresh(record: MessageRecord): void {
    update(record.conversationId, (records) => records.set(record.id, record));
  }

  /** The server stored (and charged) the question: it shows as sent while its reply is written. */
  function showAccepted(question: MessageRecord): void {
    update(question.conversationId, (records) =>
      records.set(question.id, { ...question, status: 'sent', awaitingReply: true }),
    );
  }

  /** The turn failed after all: the question shows as stored (or as written, until it is). */
  function withdrawAccepted(question: MessageRecord): void {
    if (freshRecords(question.conversationId)?.get(question.id)?.awaitingReply) showFresh(question);
  }

  /** The server answered the question: it shows as sent, with the coach's reply right after it. */
  function showAnswered(question: MessageRecord, answer: FreshAnswer): void {
    // A check-in turn is stored as a crisis one (free), as recordAnswer does.
    const crisis = answer.crisis || answer.checkIn === true;
    update(question.conversationId, (records) => {
      records.set(question.id, { ...question, status: 'sent', crisis });
      records.set(answer.replyId, {
        id: answer.replyId,
        userId: question.userId,
        conversationId: question.conversationId,
        characterId: question.characterId,
        sender: 'bot',
        text: answer.reply,
        status: 'sent',
        // Just after its question; the stored reply (and its exact time) replaces it moments later.
        createdAt: new Date(Date.parse(question.createdAt) + 1).toISOString(),
        replyTo: question.id,
        crisis,
      });
    });
  }

  /** A message that will never be stored (its write failed, or the user discarded it). */
  function forgetFresh(messageId: string): void {
    for (const [conversationId, records] of fresh) {
      if (records.has(messageId)) update(conversationId, (next) => next.delete(messageId));
    }
  }

  /** The conversation was cleared: nothing of it may come back from memory. */
  function forgetFreshConversation(conversationId: string): void {
    if (fresh.has(conversationId)) update(conversationId, (records) => records.clear());
  }

  /** The user signed out: nothing of theirs may come back from memory. */
  function forgetFreshUser(userId: string): void {
    for (const conversationId of [...fresh.keys()]) {
      if (conversationId.startsWith(`${userId}:`)) forgetFreshConversation(conversationId);
    }
  }

  function subscribeFresh(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The conversation's fresh records (the same object until they change). */
  function freshRecords(conversationId: string): FreshRecords | undefined {
    return fresh.get(conversationId);
  }

  /** Forgets the fresh records the stored messages have caught up with. */
  function dropStoredFresh(conversationId: string, stored: readonly MessageRecord[]): void {
    const records = fresh.get(conversationId);
    if (records === undefined) return;
    const tail = storedTail(stored, records);
    const caughtUp = [...records.values()].filter((record) => !ahead(record, tail.get(record.id)));
    if (caughtUp.length > 0) {
      update(conversationId, (next) => {
        for (const record of caughtUp) next.delete(record.id);
      });
    }
  }

  return {
    showFresh,
    showAccepted,
    withdrawAccepted,
    showAnswered,
    forgetFresh,
    forgetFreshConversation,
    forgetFreshUser,
    subscribeFresh,
    freshRecords,
    dropStoredFresh,
  };
}
