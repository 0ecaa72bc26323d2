import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { activateLocale } from '#i18n/i18n.ts';

import { Toaster } from './Toaster.tsx';
import { createToastStore, ToastContext } from './toastStore.ts';

afterEach(async () => {
  await activateLocale('fr');
});

it('follows a language switch while a notice is shown, at the bottom for a notice nobody acts on', async () => {
  await activateLocale('fr');
  const toasts = createToastStore();
  const offlineReady = msg`Emma & Louis fonctionne désormais hors ligne`;
  render(
    <I18nProvider i18n={i18n}>
      <ToastContext value={toasts}>
        <Toaster />
      </ToastContext>
    </I18nProvider>,
  );
  act(() => {
    toasts.show({ title: i18n._(offlineReady), titleMessage: offlineReady, placement: 'bottom' });
  });
  expect(screen.getByTestId('toast')).toHaveTextContent('Emma & Louis fonctionne désormais hors ligne');
  expect(toasts.current()?.placement).toBe('bottom');

  await act(() => activateLocale('en'));
  expect(screen.getByTestId('toast')).toHaveTextContent('Emma & Louis now works offline');
});

it('opens other toasts at the top, as before', () => {
  const toasts = createToastStore();
  toasts.show({ title: 'Erreur' });
  expect(toasts.current()?.placement).toBe('top');
});
