import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { createToastStore, type ToastStore } from './toastStore.ts';

let toasts: ToastStore;
beforeEach(() => {
  vi.useFakeTimers();
  toasts = createToastStore();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows one toast at a time: a new one replaces the current one', () => {
  toasts.show({ title: 'Premier' });
  toasts.show({ title: 'Second', tone: 'success' });
  expect(toasts.current()).toMatchObject({ title: 'Second', tone: 'success' });
});

it('dismisses itself after 4000 ms', () => {
  toasts.show({ title: 'Bonjour' });
  vi.advanceTimersByTime(3999);
  expect(toasts.current()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(toasts.current()).toBeNull();
});

it('does not let the old timer close a newer toast', () => {
  toasts.show({ title: 'Ancien' });
  vi.advanceTimersByTime(3000);
  toasts.show({ title: 'Nouveau' });
  vi.advanceTimersByTime(1500);
  expect(toasts.current()?.title).toBe('Nouveau');
});

it('ignores a stale id', () => {
  const first = toasts.show({ title: 'Premier' });
  toasts.show({ title: 'Second' });
  toasts.dismiss(first);
  expect(toasts.current()?.title).toBe('Second');
});
