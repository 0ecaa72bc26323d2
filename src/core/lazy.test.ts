import { describe, expect, it } from 'vitest';

import { createLazy, pickLazy } from './lazy.ts';

describe('createLazy', () => {
  it('loads once, then reads synchronously', async () => {
    let loads = 0;
    const lazy = createLazy(() => Promise.resolve(++loads));
    expect(lazy.current()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect([a, b, lazy.current(), loads]).toEqual([1, 1, 1, 1]);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const lazy = createLazy(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok'),
    );
    await expect(lazy.get()).rejects.toThrow('offline');
    await expect(lazy.get()).resolves.toBe('ok');
  });
});

describe('what React reads of a Lazy', () => {
  type Marked = Promise<unknown> & { status?: string; value?: unknown };

  it('gives the same promise, marked fulfilled with its value once loaded', async () => {
    const lazy = createLazy(() => Promise.resolve('chunk'));
    const promise: Marked = lazy.get();
    expect(lazy.get()).toBe(promise);
    expect(promise.status).toBeUndefined();
    await promise;
    expect([promise.status, promise.value]).toEqual(['fulfilled', 'chunk']);
  });

  it('picks a part: one promise while loading, an already fulfilled one once loaded', async () => {
    const source = createLazy(() => Promise.resolve({ data: 'ports' }));
    const data = pickLazy(source, (loaded) => loaded.data);
    const early: Marked = data.get();
    expect(data.get()).toBe(early);
    expect(data.current()).toBeUndefined();
    await expect(early).resolves.toBe('ports');
    expect([early.status, early.value, data.current()]).toEqual(['fulfilled', 'ports', 'ports']);

    const late: Marked = pickLazy(source, (loaded) => loaded.data).get();
    expect([late.status, late.value]).toEqual(['fulfilled', 'ports']);
  });

  it('marks a failed load rejected', async () => {
    const lazy = createLazy(() => Promise.reject(new Error('offline')));
    const promise = lazy.get() as Promise<unknown> & { status?: string; reason?: unknown };
    await expect(promise).rejects.toThrow('offline');
    expect(promise.status).toBe('rejected');
  });
});
