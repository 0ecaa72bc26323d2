import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ServiceWorkerGlobalScope {
    /** Replaced at build time by the list of precached files. */
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
