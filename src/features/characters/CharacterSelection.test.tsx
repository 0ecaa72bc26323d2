import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import type { CharacterId } from '#contracts/characters.ts';

import { CharacterSelection, selectionDelayMs } from './CharacterSelection.tsx';

function renderSelection(onChoose: (id: CharacterId) => void, initialSelected: CharacterId | null = null) {
  const router = createMemoryRouter(
    [{ path: '/', element: <CharacterSelection initialSelected={initialSelected} onChoose={onChoose} /> }],
    { initialEntries: ['/'] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('presents both coaches with their role, approach, features and a sample quote', () => {
  renderSelection(vi.fn());
  expect(
    screen.getByRole('heading', { level: 1, name: 'Avec qui souhaitez-vous échanger ?' }),
  ).toBeInTheDocument();
  const emma = screen.getByRole('article', { name: 'Emma' });
  expect(within(emma).getByText('Coach en bien-être émotionnel')).toBeInTheDocument();
  expect(within(emma).getByText('Approche douce et empathique')).toBeInTheDocument();
  expect(within(emma).getAllByRole('listitem')).toHaveLength(3);
  expect(within(emma).getByText(/Vous n'avez pas à tout porter en silence/)).toBeInTheDocument();
  expect(within(emma).getByText('Recommandée')).toBeInTheDocument();
  const louis = screen.getByRole('article', { name: 'Louis' });
  expect(within(louis).getByText('Coach en développement personnel')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Mon résumé de la semaine/ })).toHaveAttribute(
    'href',
    '/weekly-summary',
  );
  expect(screen.getByRole('link', { name: /Paramètres/ })).toHaveAttribute('href', '/settings');
});

it('marks the chosen card at once and passes the choice on after 300 ms', () => {
  const onChoose = vi.fn();
  renderSelection(onChoose);
  const louis = screen.getByRole('button', { name: 'Choisir Louis' });
  expect(louis).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(louis);
  expect(louis).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('article', { name: 'Louis' })).toHaveAttribute('data-selected', 'true');
  act(() => {
    vi.advanceTimersByTime(selectionDelayMs - 1);
  });
  expect(onChoose).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(onChoose).toHaveBeenCalledExactlyOnceWith('louis');
});

it('follows a change of mind within the delay: only the last coach is passed on', () => {
  const onChoose = vi.fn();
  renderSelection(onChoose);
  fireEvent.click(screen.getByRole('button', { name: 'Choisir Emma' }));
  act(() => {
    vi.advanceTimersByTime(200);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Choisir Louis' }));
  expect(screen.getByRole('button', { name: 'Choisir Emma' })).toHaveAttribute('aria-pressed', 'false');
  act(() => {
    vi.advanceTimersByTime(selectionDelayMs);
  });
  expect(onChoose).toHaveBeenCalledExactlyOnceWith('louis');
});

it('marks the coach chosen last time', () => {
  renderSelection(vi.fn(), 'emma');
  expect(screen.getByRole('button', { name: 'Choisir Emma' })).toHaveAttribute('aria-pressed', 'true');
});

it('does not pass a choice on once the screen is gone', () => {
  const onChoose = vi.fn();
  const { unmount } = renderSelection(onChoose);
  fireEvent.click(screen.getByRole('button', { name: 'Choisir Emma' }));
  unmount();
  act(() => {
    vi.advanceTimersByTime(selectionDelayMs);
  });
  expect(onChoose).not.toHaveBeenCalled();
});
