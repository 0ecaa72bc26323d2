/**
 * The bridge to the service worker (sw/sw.ts). In "prompt" mode a new version waits until
 * the user accepts the update prompt; accepting tells it to skip waiting, and the page
 * reloads once it controls. Without service-worker support (or in dev) this does nothing.
 */
import { registerSW } from 'virtual:pwa-register';

import { logger } from '#data/logger.ts';

/** A takeover normally reloads the page within 1–2 s of the click. */
const takeoverTimeoutMs = 4_000;

type Callbacks = { onUpdateAvailable: () => void; onOfflineReady: () => void };

export function registerServiceWorker({ onUpdateAvailable, onOfflineReady }: Callbacks): {
  applyUpdate: () => Promise<void>;
} {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return { applyUpdate: () => Promise.resolve() };
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: onUpdateAvailable,
    onOfflineReady,
    onRegisterError: (error: unknown) => logger.warn('Service worker registration failed', { error }),
  });
  return {
    applyUpdate: async () => {
      const reload = () => {
        clearTimeout(fallback);
        window.location.reload();
      };
      // GOTCHA: vite-plugin-pwa reloads only if a worker already controlled the page when it
      // registered; after a first visit's install it would not. Reload on any takeover.
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      // GOTCHA: Chromium can leave the new worker waiting for good when the old one, being
      // stopped to make way, restarts to serve a request of that moment (a chunk the click on
      // "update" itself loads). A navigation lets the new worker take over: reload anyway.
      const fallback = setTimeout(reload, takeoverTimeoutMs);
      await updateSW(true);
    },
  };
}
