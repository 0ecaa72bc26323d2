/**
 * A small closed-loop load generator: `concurrency` workers each send the next request as
 * soon as the previous one answered, for `durationMs`. Latencies in milliseconds.
 */
import { performance } from 'node:perf_hooks';

export type LoadResult = {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarize(latencies: number[], errors: number, elapsedMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function runLoad(options: {
  concurrency: number;
  durationMs: number;
  request: () => Promise<boolean>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await options.request().catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return summarize(latencies, errors, performance.now() - started);
}
