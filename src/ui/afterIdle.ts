/**
 * Runs `task` once the page is idle, and at the latest after `timeoutMs`: for work the first
 * screen does not need (installing the service worker, confirming the preferences with the
 * device database, warming the crisis check). Safari has no requestIdleCallback; a timer stands
 * in. Returns a function that cancels the task if it has not run yet.
 */
export function afterIdle(task: () => void, timeoutMs = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeoutMs / 2);
  return () => clearTimeout(id);
}
