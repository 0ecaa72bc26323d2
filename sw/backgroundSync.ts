/// <reference lib="webworker" />
/**
 * Background Sync (Chromium only) as an accelerator: when connectivity comes back the browser
 * fires `sync` even for a sleeping tab, and we tell the open pages to flush their outbox. The
 * outbox itself stays in the app's IndexedDB, where the app can see it; without an open page
 * nothing is lost, the app flushes on its next start.
 */

/** Must match `backgroundSyncTag` in src/data/platform/backgroundSync.ts (the worker may import only #core). */
export const outboxSyncTag = 'emma-louis-outbox';
/** Must match `swSyncMessageType` in src/data/platform/backgroundSync.ts. */
export const outboxSyncMessage = { type: 'emma-louis-sync' } as const;

type BackgroundSyncEvent = ExtendableEvent & { tag?: unknown };

export async function notifyPages(scope: ServiceWorkerGlobalScope): Promise<number> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(outboxSyncMessage);
  return pages.length;
}

export function setupBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  // 'sync' is not in TypeScript's worker event map (it is not a standard everywhere).
  (scope as EventTarget).addEventListener('sync', (event: Event) => {
    const sync = event as BackgroundSyncEvent;
    if (sync.tag === outboxSyncTag) sync.waitUntil(notifyPages(scope));
  });
}
