/**
 * Live views of the chat data (dexie-react-hooks): every tab re-renders when any tab writes.
 * undefined while loading; without a user there is nothing to show, so the empty value.
 * Results carry the key they were read for, so switching user or character never shows the
 * previous conversation while the new one loads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';

import { appDatabase } from '#data/db/db.ts';
import type { MessageRecord } from '#data/db/records.ts';

import { dropStoredFresh, freshRecords, subscribeFresh, withFreshMessages } from './freshMessages.ts';
import {
  conversationMessages,
  lastSentUserMessageAt,
  likedMessageIds,
  newestMessages,
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
const emptySummary: OutboxSummary = { waiting: 0, blocked: 0, failed: 0 };

/** How many of the newest messages are read first: more than the tallest screen shows. */
const previewSize = 60;

/** A conversation as the chat shows it; `complete` is false while only its newest part is read. */
export type ChatHistory = { messages: readonly MessageRecord[]; complete: boolean };

/**
 * Oldest first, including bubbles not yet sent and local-only ones, and what this tab knows
 * ahead of IndexedDB (freshMessages.ts): a new bubble shows in the frame after Enter. A long
 * history shows its newest messages first; reading all of 5,000 takes IndexedDB ~100 ms more.
 */
export function useChatMessages(scope: ChatScope | null): ChatHistory | undefined {
  const key = scope === null ? null : conversationKey(scope);
  const newest = useKeyedQuery(key, (id) => newestMessages(appDatabase(), id, previewSize), noMessages);
  // Read once the newest part is in: IndexedDB serves one read at a time, the bigger one first.
  const all = useKeyedQuery(
    newest === undefined ? null : key,
    (id) => conversationMessages(appDatabase(), id),
    key === null ? noMessages : undefined,
  );
  const read = useMemo(
    () =>
      all !== undefined
        ? { key, list: all, complete: true }
        : newest === undefined
          ? undefined
          : { key, list: newest, complete: false },
    [key, all, newest],
  );
  // Deferred: re-rendering a long conversation for a stored change yields to urgent work, such
  // as showing a reply that just arrived from memory. The first read of a conversation shows at
  // once, and never the previous conversation's messages.
  const deferred = useDeferredValue(read);
  const stored = deferred?.key === key ? deferred : read;
  const fresh = useSyncExternalStore(subscribeFresh, () => (key === null ? undefined : freshRecords(key)));
  const history = useMemo(
    () =>
      stored === undefined
        ? undefined
        : { messages: withFreshMessages(stored.list, fresh), complete: stored.complete },
    [stored, fresh],
  );
  useEffect(() => {
    if (key !== null && stored !== undefined) dropStoredFresh(key, stored.list);
  }, [key, stored]);
  return history;
}

export function useLikedMessageIds(userId: string | null): ReadonlySet<string> | undefined {
  return useKeyedQuery(userId, (id) => likedMessageIds(appDatabase(), id), noLikes);
}

/** waiting: queued or being sent (shown as "pending" credits); blocked: no credits; failed. */
export function useOutboxSummary(userId: string | null): OutboxSummary | undefined {
  return useKeyedQuery(userId, (id) => outboxSummary(appDatabase(), id), emptySummary);
}

export function useLastSessionAt(userId: string | null): string | null | undefined {
  return useKeyedQuery(userId, (id) => lastSentUserMessageAt(appDatabase(), id), null);
}
