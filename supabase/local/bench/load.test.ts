// @vitest-environment node
import { expect, it } from 'vitest';

import { percentile, runLoad, summarize } from './load.ts';

it('computes nearest-rank percentiles', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(values, 50)).toBe(50);
  expect(percentile(values, 99)).toBe(99);
  expect(percentile([7], 99)).toBe(7);
});

it('summarises throughput and errors', () => {
  expect(summarize([1, 2, 3, 4], 1, 2000)).toMatchObject({ requests: 4, errors: 1, perSecond: 2, p50: 2 });
});

it('keeps every worker busy until the deadline', async () => {
  let calls = 0;
  const result = await runLoad({
    concurrency: 4,
    durationMs: 50,
    request: async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return calls % 10 !== 0;
    },
  });
  expect(result.requests + result.errors).toBe(calls);
  expect(result.errors).toBeGreaterThan(0);
  expect(calls).toBeGreaterThan(8);
});
