import { describe, expect, it, vi } from 'vitest';

import { outboxSyncMessage, outboxSyncTag, setupBackgroundSync } from './backgroundSync.ts';

function fakeWorker(pageCount: number) {
  const target = new EventTarget();
  const pages = Array.from({ length: pageCount }, () => ({ postMessage: vi.fn() }));
  const scope = Object.assign(target, {
    clients: { matchAll: vi.fn(() => Promise.resolve(pages)) },
  }) as unknown as ServiceWorkerGlobalScope;
  return { scope, pages };
}

function syncEvent(tag: string) {
  const waits: Promise<unknown>[] = [];
  const event = Object.assign(new Event('sync'), {
    tag,
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  });
  return { event, waits };
}

describe('background sync', () => {
  it('tells every open page to flush its outbox when the outbox tag fires', async () => {
    const { scope, pages } = fakeWorker(2);
    setupBackgroundSync(scope);
    const { event, waits } = syncEvent(outboxSyncTag);
    scope.dispatchEvent(event);
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
    for (const page of pages) expect(page.postMessage).toHaveBeenCalledWith(outboxSyncMessage);
  });

  it('ignores other tags', () => {
    const { scope, pages } = fakeWorker(1);
    setupBackgroundSync(scope);
    const { event, waits } = syncEvent('something-else');
    scope.dispatchEvent(event);
    expect(waits).toHaveLength(0);
    expect(pages[0]?.postMessage).not.toHaveBeenCalled();
  });
});
