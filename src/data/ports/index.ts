/**
 * The data ports of the signed-in app, as the screens reach them. The composition root
 * (src/app/services.ts) creates them, with the device database, once the signed-in code loads,
 * and provides them here; tests provide their own. A screen that reads them before they exist
 * suspends once (the nearest Suspense boundary shows meanwhile).
 */
import { createContext, use } from 'react';

import type { Lazy } from '#core/lazy.ts';

import type { BillingPort } from '#data/billing/index.ts';
import type { ChatService } from '#data/chat/chatService.ts';
import type { FreshMessages } from '#data/chat/freshMessages.ts';
import type { CreditsService } from '#data/credits/creditsService.ts';
import type { AppDatabase } from '#data/db/db.ts';
import type { SharedLiveQueries } from '#data/sharedLiveQuery.ts';

export type DataPorts = {
  db: AppDatabase;
  chat: ChatService;
  /** The bubbles shown before IndexedDB has them (data/chat/freshMessages.ts). */
  fresh: FreshMessages;
  credits: CreditsService;
  /** One Dexie live query per key, however many screens read it (sharedLiveQuery.ts). */
  liveQueries: SharedLiveQueries;
};

export const DataPortsContext = createContext<Lazy<DataPorts> | null>(null);

/**
 * `use()` on every render, never only while loading (`current() ?? use(get())`): React replays a
 * first render that suspended here, and a replay that skips the `use()` breaks the hook order
 * (recovered errors #467/#520). Once loaded, `get()` is marked fulfilled and `use()` returns at
 * once. In tests, React's act() finishes a render that called `use()` only when awaited.
 */
export function useDataPorts(): DataPorts {
  const ports = use(DataPortsContext);
  if (ports === null) throw new Error('Data hooks must be used inside the app services provider');
  return use(ports.get());
}

/** The plan kept aside before checkout (visitors' too): loaded with the device database. */
export const BillingPortContext = createContext<Lazy<BillingPort> | null>(null);

export function useBillingPort(): Lazy<BillingPort> {
  const port = use(BillingPortContext);
  if (port === null) throw new Error('useBillingPort must be used inside the app services provider');
  return port;
}
