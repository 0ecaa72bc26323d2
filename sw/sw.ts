/// <reference lib="webworker" />
/**
 * The service worker: its own small program (built by vite-plugin-pwa, injectManifest).
 * It precaches the app shell so the app opens offline, serves every in-app navigation from
 * that shell, falls back to offline.html when a page can't be had at all, and waits for the
 * user's go-ahead before a new version takes over (the "update available" prompt). Backend
 * requests bypass it where the browser allows (static routing). On Chromium,
 * Background Sync wakes the open pages to flush the chat outbox once the network is back. A click
 * on one of the app's notifications brings the app back at the notification's page.
 *
 * Kill switch: if a broken worker ever ships, deploy a sw.js that calls
 * `self.registration.unregister()` on activate; browsers re-check sw.js at least daily.
 */
import { clientsClaim } from 'workbox-core';

import { setupBackgroundSync } from './backgroundSync.ts';
import { setupNotificationClicks } from './notifications.ts';
import { setupPrecache } from './precache.ts';
import { routeBackendPastWorker, setupRoutes } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

// A first install controls the open page at once (so it works offline from the first visit);
// later versions wait in `installed` until the user accepts the update prompt.
clientsClaim();
setupPrecache(self.__WB_MANIFEST);
setupRoutes();
routeBackendPastWorker(self);
setupBackgroundSync(self);
setupNotificationClicks(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
