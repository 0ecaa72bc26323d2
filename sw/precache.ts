/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/** Precaches the build's shell files (hashed URLs) and drops caches of older versions. */
export function setupPrecache(manifest: ReadonlyArray<PrecacheEntry | string>): void {
  precacheAndRoute([...manifest]);
  cleanupOutdatedCaches();
}
