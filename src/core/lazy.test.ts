import { describe, expect, it } from 'vitest';

import { createLazy } from './lazy.ts';

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
