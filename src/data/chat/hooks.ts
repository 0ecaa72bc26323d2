/**
 * Live views of the chat data (dexie-react-hooks): every tab re-renders when any tab writes.
 * undefined while loading; without a user there is nothing to show, so the empty value.
 * Results carry the key they were read for, so switching user or character never shows the
 * previous conversation while the new one loads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import type { ProgressMessage } from '#core/progress.ts';
import type { MessageRecord } from '#data/db/records.ts';
import { useDataPorts } from '#data/ports/index.ts';
import { useSharedLiveQuery } from '#data/sharedLiveQuery.ts';

import { withFreshMessages } from './freshMessages.ts';
import { liveReplies } from './liveReplies.ts';
import {
  conversationMessages,
  lastSentUserMessageAt,
  likedMessageIds,
  newestMessages,
  progressMessages,
} from './messageRepository.ts';
import { outboxSummary, type OutboxSummary } from './outboxRepository.ts';
import { conversationKey, type ChatScope } from './scope.ts';

function useKeyedQuery<T>(key: string | null, query: (key: string) => Promise<T>, empty: T): T | undefined {
  const result = useLiveQuery(async () => ({ key, value: key === null ? empty : await query(key) }), [key]);
  if (key === null) return empty;
  return result?.key === key ? result.value : undefined;
}

const noMessages: MessageRecord[] = [];
const noLikes: ReadonlySet<string> = new Set();
const noProgress: readonly ProgressMessage[] = [];
const emptySummary: OutboxSummary = { waiting: 0, blocked: 0, failed: 0 };

/** How many of the newest messages are read first: more than the tallest screen shows. */
const previewSize = 60;

/** A conversation as the chat shows it; `complete` is false while only its newest part is read. */
export type ChatHistory = { messages: readonly MessageRecord[]; complete: boolean };

/**
 * Where a conversation's live views split, fixed when it opens: `from` the first of its newest
 * messages (null: they are all of it), and those newest messages, shown until the views are in.
 */
type Split = { key: string; from: string | null; preview: readonly MessageRecord[] };

/**
 * Oldest first, including bubbles not yet sent and local-only ones, and what this tab knows
 * ahead of IndexedDB (freshMessages.ts): a new bubble shows in the frame after Enter.
 * A long history shows its newest messages first (reading all of 5,000 takes IndexedDB ~100 ms
 * more), then watches two parts: the recent one, which each send and reply re-reads, and the
 * older one, read again only when something older changes (a message synced from another
 * device), not at every write.
 */
export function useChatMessages(scope: ChatScope | null): ChatHistory | undefined {
  const { db, fresh: freshMessages } = useDataPorts();
  const key = scope === null ? null : conversationKey(scope);
  const [split, setSplit] = useState<Split | null>(null);
  const opened = split !== null && split.key === key ? split : null;
  const newest = useKeyedQuery(
    opened === null ? key : null,
    (id) => newestMessages(db, id, previewSize),
    noMessages,
  );
  if (key !== null && opened === null && newest !== undefined) {
    setSplit({
      key,
      from: newest.length < previewSize ? null : (newest[0]?.createdAt ?? null),
      preview: newest,
    });
  }
  // The parts' keys name their range, so a result is never shown for another.
  const conversation = opened?.key ?? '';
  const from = opened?.from ?? null;
  const recent = useKeyedQuery(
    opened === null ? null : `${conversation} from ${from ?? 'start'}`,
    () => conversationMessages(db, conversation, from === null ? {} : { from }),
    undefined,
  );
  // Read once the recent part is in: IndexedDB serves one read at a time, the bigger one second.
  const older = useKeyedQuery(
    from !== null && recent !== undefined ? `${conversation} before ${from}` : null,
    () => conversationMessages(db, conversation, { before: from ?? '' }),
    opened !== null && from === null ? noMessages : undefined,
  );
  const read = useMemo(() => {
    if (key === null) return { key, list: noMessages, complete: true };
    if (opened === null) return newest === undefined ? undefined : { key, list: newest, complete: false };
    const list = recent ?? opened.preview;
    if (older === undefined) return { key, list, complete: false };
    return { key, list: older.length === 0 ? list : [...older, ...list], complete: true };
  }, [key, opened, newest, recent, older]);
  // Deferred: re-rendering a long conversation for a stored change yields to urgent work, such
  // as showing a reply that just arrived from memory. The first read of a conversation shows at
  // once, and never the previous conversation's messages.
  const deferred = useDeferredValue(read);
  const stored = deferred?.key === key ? deferred : read;
  const fresh = useSyncExternalStore(freshMessages.subscribeFresh, () =>
    key === null ? undefined : freshMessages.freshRecords(key),
  );
  const history = useMemo(
    () =>
      stored === undefined
        ? undefined
        : { messages: withFreshMessages(stored.list, fresh), complete: stored.complete },
    [stored, fresh],
  );
  useEffect(() => {
    if (key !== null && stored !== undefined) freshMessages.dropStoredFresh(key, stored.list);
  }, [freshMessages, key, stored]);
  return history;
}

export function useLikedMessageIds(userId: string | null): ReadonlySet<string> | undefined {
  const { db } = useDataPorts();
  return useKeyedQuery(userId, (id) => likedMessageIds(db, id), noLikes);
}

/** waiting: queued or being sent (shown as "pending" credits); blocked: no credits; failed. */
export function useOutboxSummary(userId: string | null): OutboxSummary | undefined {
  const { db } = useDataPorts();
  // Read by every credit figure on screen: one query for all of them.
  const summary = useSharedLiveQuery('outboxSummary', userId, (id) => outboxSummary(db, id));
  return userId === null ? emptySummary : summary;
}

export function useLastSessionAt(userId: string | null): string | null | undefined {
  const { db } = useDataPorts();
  return useKeyedQuery(userId, (id) => lastSentUserMessageAt(db, id), null);
}

/** The person's sent messages and the replies, for the dashboard's progress figures. */
export function useProgressMessages(userId: string | null): readonly ProgressMessage[] | undefined {
  const { db } = useDataPorts();
  return useKeyedQuery(userId, (id) => progressMessages(db, id), noProgress);
}

const subscribeLiveReplies = (listener: () => void) => liveReplies.subscribe(listener);

/** The reply a model is writing for `messageId`, as far as it has come (streamed pieces). */
export function useLiveReply(messageId: string | null): string | undefined {
  return useSyncExternalStore(subscribeLiveReplies, () =>
    messageId === null ? undefined : liveReplies.text(messageId),
  );
}
