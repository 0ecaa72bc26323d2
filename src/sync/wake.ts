/**
 * Waking the flush from anywhere (a new message, a retry, credits coming back), without the
 * data layer depending on the engine: the running sync session registers its waker here. With
 * no session in this tab, the request goes to the other tabs, whose leader flushes.
 */
import type { ChatSendOptions, MessageRecord } from '#data/db/records.ts';

import { appSyncChannel } from './channel.ts';

/** What the running sync session offers the data layer. */
export type Waker = {
  wake(): void;
  /** The leader's fast path for a message just written here (see SyncEngine.sendNow). */
  sendNow(message: MessageRecord, options: ChatSendOptions, stored: Promise<unknown>): boolean;
};

let waker: Waker | null = null;

export function setWaker(next: Waker | null): void {
  waker = next;
}

/** Sends a message just written in this tab at once when this tab leads; false otherwise. */
export function sendNow(message: MessageRecord, options: ChatSendOptions, stored: Promise<unknown>): boolean {
  return waker?.sendNow(message, options, stored) ?? false;
}

export function wakeSync(): void {
  if (waker) waker.wake();
  else appSyncChannel().post({ kind: 'wake' });
}

/** The service worker's background-sync tag (sw/sw.ts listens for it). */
export const backgroundSyncTag = 'emma-louis-outbox';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/**
 * Chromium can wake us when connectivity returns even if the tab sleeps; elsewhere this does
 * nothing and the `online`/visibility triggers do the job. Never awaited by callers.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // `ready` never settles without a registration (dev, tests): don't wait on it.
  const registration = navigator.serviceWorker.controller ? navigator.serviceWorker.ready : null;
  void registration
    ?.then((ready: SyncRegistration) => ready.sync?.register(backgroundSyncTag))
    .catch(() => undefined);
}
