/// <reference lib="webworker" />
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';

/** The Supabase gateway's services: their paths are the backend's, never the app's. */
const backendServices = ['auth', 'rest', 'realtime', 'functions', 'storage'];
/** Backend paths are never answered with the app shell. */
export const backendPathPattern = new RegExp(`^/(${backendServices.join('|')})/v1(/|$)`);
/** The same paths as URLPattern pathnames, for the browser's own router (any origin; it takes no regexp). */
const backendPathnames = backendServices.map((service) => `/${service}/v1/*`);

export const offlinePage = 'offline.html';

export function setupRoutes(): void {
  // Client-side routes: every navigation gets the precached shell, online or not; the
  // React router then draws the right page (or its 404).
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [backendPathPattern] }),
  );

  // Anything that fails while offline: documents get the offline page, the rest a network error.
  setCatchHandler(async ({ request }) => {
    if (request.destination === 'document') return (await matchPrecache(offlinePage)) ?? Response.error();
    return Response.error();
  });
}

/** The Service Worker Static Routing API (Chromium 123+); not in TypeScript's lib yet. */
type RouterRule = { condition: { urlPattern: unknown }; source: 'network' };
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

/**
 * Backend requests skip the worker altogether where the browser can route them itself: the
 * worker never answers them, yet asking it first cost each API call (a chat message's included) a
 * hop to the worker's thread and back: 1–3 ms per call, up to 11 ms on the 2-core test machine
 * under load (measured with the chat bench).
 * Elsewhere they reach the worker, which lets them through untouched (no route matches).
 */
export function routeBackendPastWorker(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('install', (event: RoutingInstallEvent) => {
    if (event.addRoutes === undefined || typeof URLPattern === 'undefined') return;
    const rules = backendPathnames.map((pathname): RouterRule => ({
      condition: { urlPattern: new URLPattern({ pathname }) },
      source: 'network',
    }));
    // A speed-up only: a browser that refuses the rules must not fail the install.
    event.waitUntil(event.addRoutes(rules).catch(() => undefined));
  });
}
