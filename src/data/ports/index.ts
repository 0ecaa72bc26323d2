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
 * `use()` only while the ports load. Known: a screen whose first render suspends here and is
 * replayed once they are loaded logs React's recovered error #520/#467 (seen on / and /chat/emma
 * right after sign-in); calling `use()` on every render removes it but delayed commits in the chat
 * and home flows (their component tests failed), so it waits for a proper fix.
 */
export function useDataPorts(): DataPorts {
  const ports = use(DataPortsContext);
  if (ports === null) throw new Error('Data hooks must be used inside the app services provider');
  return ports.current() ?? use(ports.get());
}

/** The plan kept aside before checkout (visitors' too): loaded with the device database. */
export const BillingPortContext = createContext<Lazy<BillingPort> | null>(null);

export function useBillingPort(): Lazy<BillingPort> {
  const port = use(BillingPortContext);
  if (port === null) throw new Error('useBillingPort must be used inside the app services provider');
  return port;
}
