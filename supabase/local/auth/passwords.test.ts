// @vitest-environment node
import bcrypt from 'bcryptjs';
import { afterAll, expect, it } from 'vitest';

import { createPasswordHasher } from './passwords.ts';

const hasher = createPasswordHasher(2);
afterAll(() => hasher.close());

it('hashes with bcrypt cost 10 and verifies', async () => {
  const hash = await hasher.hash('secret-password');
  expect(hash).toMatch(/^\$2b\$10\$/);
  expect(await hasher.compare('secret-password', hash)).toBe(true);
  expect(await hasher.compare('wrong', hash)).toBe(false);
});

it('never blocks the event loop (a cost-10 bcryptjs hash takes ~100 ms on one thread)', async () => {
  let longestGap = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 2);
  const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${i}`)));
  clearInterval(timer);
  expect(new Set(hashes).size).toBe(6);
  // A hash on the main thread would stall it for a whole hash. Measured now rather than assumed
  // (~75–100 ms on an idle machine), because a loaded machine slows both the hash and the timer.
  const started = performance.now();
  bcrypt.hashSync('reference', 10);
  const oneHashOnThisThread = performance.now() - started;
  expect(longestGap).toBeLessThan(Math.max(60, oneHashOnThisThread * 0.6));
});

it('rejects work after close', async () => {
  const closed = createPasswordHasher(1);
  await closed.close();
  await expect(closed.hash('x')).rejects.toThrow(/closed/);
});
