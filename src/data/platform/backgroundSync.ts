/** The service worker's background-sync tag (sw/backgroundSync.ts listens for it). */
export const backgroundSyncTag = 'emma-louis-outbox';

/** The service worker's message when its background sync fires (sw/backgroundSync.ts). */
export const swSyncMessageType = 'emma-louis-sync';

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
