/// <reference lib="webworker" />
/**
 * A click on one of the app's notifications (a coach's reply, the daily prompt) brings the app
 * back: an open window of the app goes to the notification's page and takes the focus, else a
 * new window opens there. The app shows them itself (src/data/settings/notifications.ts): there
 * is no push service, so the worker never receives any.
 */

/** The page a notification leads to: a same-origin path from its data, else the app's home. */
export function notificationTarget(data: unknown, origin: string): string {
  const path = (data as { url?: unknown } | null)?.url;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return `${origin}/`;
  return new URL(path, origin).href;
}

async function openTarget(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open !== undefined) {
    const focused = await open.focus();
    if (focused.url !== url) await focused.navigate(url).catch(() => null);
    return;
  }
  await scope.clients.openWindow(url);
}

export function setupNotificationClicks(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTarget(scope, notificationTarget(event.notification.data, scope.location.origin)));
  });
}
