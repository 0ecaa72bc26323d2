import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type * as crisis from '#core/crisis.ts';
import { assessMessage } from '#core/crisis.ts';

import { isCrisisMessage, loadCrisisCheck, warmUpCrisisCheck } from './crisisCheck.ts';

vi.mock('#core/crisis.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof crisis>();
  return { ...actual, assessMessage: vi.fn(actual.assessMessage) };
});

const checked = () => vi.mocked(assessMessage).mock.calls.map(([text]) => text);

describe('crisis check warm-up', () => {
  beforeAll(loadCrisisCheck);
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(assessMessage).mockClear();
  });

  // jsdom has no requestIdleCallback: the idle moments are timers here.
  it('runs the detector twice, on two different ordinary sentences, each in its own idle moment', () => {
    vi.useFakeTimers();
    warmUpCrisisCheck();
    expect(checked()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(checked()).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(checked()).toHaveLength(2);
    vi.runAllTimers();
    const [first, second] = checked();
    expect(checked()).toHaveLength(2);
    expect(first).not.toBe(second);
    expect(isCrisisMessage(first!) || isCrisisMessage(second!)).toBe(false);
  });

  it('stops when the chat closes first', () => {
    vi.useFakeTimers();
    const cancel = warmUpCrisisCheck();
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(checked()).toHaveLength(1);
  });
});
