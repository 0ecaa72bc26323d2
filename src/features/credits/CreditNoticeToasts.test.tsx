import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import type { CreditNotice } from '#data/credits/index.ts';
import { createToastStore, ToastContext, type ToastStore } from '#ui/toast/toastStore.ts';

import { CreditNoticeToasts } from './CreditNoticeToasts.tsx';

const mocks = vi.hoisted(() => ({
  user: { id: 'user-1', email: 'marie@example.fr', name: 'Marie', timezone: 'Europe/Paris' },
  listeners: new Map<string, (notice: CreditNotice) => void>(),
  unsubscribed: new Array<string>(),
}));

vi.mock('#features/auth/index.ts', () => ({ useSessionUser: () => mocks.user }));
const credits = {
  watchNotices: (userId: string, onNotice: (notice: CreditNotice) => void) => {
    mocks.listeners.set(userId, onNotice);
    return () => mocks.unsubscribed.push(userId);
  },
};
vi.mock('#data/credits/index.ts', () => ({ useCreditsPort: () => credits }));

let toasts: ToastStore;
const currentToast = () => toasts.current();
const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastContext value={toasts}>{children}</ToastContext>
);

beforeEach(() => {
  toasts = createToastStore();
});

afterEach(() => {
  toasts.dismiss();
  mocks.listeners.clear();
  mocks.unsubscribed.length = 0;
});

it("turns the signed-in user's credit notices into toasts and stops listening when unmounted", () => {
  const { unmount } = render(<CreditNoticeToasts />, { wrapper });
  mocks.listeners.get('user-1')?.({ kind: 'transaction', transactionType: 'admin_grant', amount: 50 });
  expect(currentToast()).toMatchObject({ title: '50 crédits offerts !', durationMs: 4000, tone: 'success' });
  unmount();
  expect(mocks.unsubscribed).toEqual(['user-1']);
});

it('keeps quiet about credits being used', () => {
  render(<CreditNoticeToasts />, { wrapper });
  mocks.listeners.get('user-1')?.({ kind: 'transaction', transactionType: 'usage', amount: -1 });
  expect(currentToast()).toBeNull();
});
