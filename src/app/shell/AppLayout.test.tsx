import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderApp } from '#tests/support/renderApp.tsx';

it('warns once, visibly, when the device storage cannot be read, and still shows the app', async () => {
  await renderApp('/', new Error('IndexedDB blocked'));
  expect(await screen.findByText("Stockage de l'appareil indisponible")).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

it('offers a skip link to the page content', async () => {
  await renderApp('/');
  expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
  expect(document.getElementById('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
});
