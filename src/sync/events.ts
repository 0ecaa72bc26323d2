/**
 * The screens' side of the sync events. The bus lives below sync (#data/platform/syncEvents.ts),
 * so the data layer can emit too; the composition root creates it and provides it here.
 */
import { createContext, use, useEffect, useRef } from 'react';

import type { SyncEvent, SyncEventBus } from '#data/platform/syncEvents.ts';

export type { SyncEvent, SyncEventBus } from '#data/platform/syncEvents.ts';

export const SyncEventsContext = createContext<SyncEventBus | null>(null);

/** Every tab hears every message outcome, whichever tab sent it. */
export function useSyncEvents(listener: (event: SyncEvent) => void): void {
  const bus = use(SyncEventsContext);
  if (bus === null) throw new Error('useSyncEvents must be used inside the app services provider');
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => bus.subscribe((event) => latest.current(event)), [bus]);
}
