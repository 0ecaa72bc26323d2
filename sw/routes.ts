/// <reference lib="webworker" />
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';

/** Backend paths (Supabase gateway) are never answered with the app shell. */
export const backendPathPattern = /^\/(auth|rest|realtime|functions|storage)\/v1(\/|$)/;

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
