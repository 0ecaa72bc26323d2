/**
 * Runs `task` once the page is idle, and at the latest after `timeoutMs`: for work the first
 * screen does not need (installing the service worker, confirming the preferences with the
 * device database). Safari has no requestIdleCallback; a timer stands in.
 */
export function afterIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, timeoutMs / 2);
}
