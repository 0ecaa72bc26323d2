import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { currentToast, dismissToast, showToast } from './toastStore.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

it('shows one toast at a time: a new one replaces the current one', () => {
  showToast({ title: 'Premier' });
  showToast({ title: 'Second', tone: 'success' });
  expect(currentToast()).toMatchObject({ title: 'Second', tone: 'success' });
});

it('dismisses itself after 4000 ms', () => {
  showToast({ title: 'Bonjour' });
  vi.advanceTimersByTime(3999);
  expect(currentToast()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(currentToast()).toBeNull();
});

it('does not let the old timer close a newer toast', () => {
  showToast({ title: 'Ancien' });
  vi.advanceTimersByTime(3000);
  showToast({ title: 'Nouveau' });
  vi.advanceTimersByTime(1500);
  expect(currentToast()?.title).toBe('Nouveau');
});
