// @vitest-environment node
import { expect, it, vi } from 'vitest';

import { createRequestActivity } from './activity.ts';

it('is quiet at once when no request is in flight', async () => {
  const activity = createRequestActivity();
  await expect(activity.quiet(1_000)).resolves.toBeUndefined();
  expect(activity.inFlight).toBe(0);
});

it('waits for the last request in flight to end, and counts each end once', async () => {
  vi.useFakeTimers();
  try {
    const activity = createRequestActivity();
    const first = activity.begin();
    const second = activity.begin();
    let quiet = false;
    void activity.quiet(1_000).then(() => (quiet = true));
    first();
    first();
    await vi.advanceTimersByTimeAsync(10);
    expect(activity.inFlight).toBe(1);
    expect(quiet).toBe(false);
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});

it('does not wait longer than asked', async () => {
  vi.useFakeTimers();
  try {
    const activity = createRequestActivity();
    activity.begin();
    let quiet = false;
    void activity.quiet(100).then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});
