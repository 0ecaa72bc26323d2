/**
 * One Dexie live query per key, however many components read it. `useLiveQuery` runs its query
 * once per component: the chat screen shows the credits in four places (header, banner, input,
 * the screen itself), and every write of a send re-ran each copy — a third of the ~75 IndexedDB
 * requests one chat message cost (measured in Chromium, session 12). Shared, each runs once and
 * every reader gets the same result.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';

import { useDataPorts } from '#data/ports/index.ts';

type Outcome = { value: unknown } | { error: unknown };

type Shared = {
  outcome: Outcome | undefined;
  readers: Set<() => void>;
  subscription: Subscription | undefined;
};

/** The shared queries of one database; the composition root creates it with the data ports. */
export type SharedLiveQueries = {
  watch(key: string, query: () => Promise<unknown>, onChange: () => void): () => void;
  outcome(key: string): Outcome | undefined;
};

export function createSharedLiveQueries(): SharedLiveQueries {
  const queries = new Map<string, Shared>();
  return {
    watch(key, query, onChange) {
      let shared = queries.get(key);
      if (shared === undefined) {
        const created: Shared = { outcome: undefined, readers: new Set(), subscription: undefined };
        const tell = (outcome: Outcome) => {
          created.outcome = outcome;
          for (const reader of created.readers) reader();
        };
        created.subscription = liveQuery(query).subscribe({
          next: (value) => tell({ value }),
          error: (error: unknown) => tell({ error }),
        });
        queries.set(key, created);
        shared = created;
      }
      const current = shared;
      current.readers.add(onChange);
      return () => {
        current.readers.delete(onChange);
        if (current.readers.size > 0) return;
        current.subscription?.unsubscribe();
        if (queries.get(key) === current) queries.delete(key);
      };
    },
    outcome: (key) => queries.get(key)?.outcome,
  };
}

/**
 * The latest result of the query `name` for `subject` (a user id…), shared by every caller
 * asking for the same pair; undefined while it is first read, and with no subject (nothing to
 * read). Like `useLiveQuery`, a failed read is thrown for the nearest error boundary.
 */
export function useSharedLiveQuery<T>(
  name: string,
  subject: string | null,
  query: (subject: string) => Promise<T>,
): T | undefined {
  const { liveQueries } = useDataPorts();
  const key = subject === null ? null : `${name}:${subject}`;
  const subscribe = useCallback(
    (onChange: () => void) =>
      subject === null
        ? () => undefined
        : liveQueries.watch(`${name}:${subject}`, () => query(subject), onChange),
    // `query` is a new closure at each render; name and subject say which query it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [liveQueries, name, subject],
  );
  const outcome = useSyncExternalStore(subscribe, () =>
    key === null ? undefined : liveQueries.outcome(key),
  );
  if (outcome === undefined) return undefined;
  if ('error' in outcome) throw outcome.error;
  return outcome.value as T;
}
