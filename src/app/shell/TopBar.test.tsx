import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';

import { renderApp } from '#tests/support/renderApp.tsx';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

it('shows the visitor top bar in French: home link, navigation, language, theme and login', async () => {
  await renderApp('/');
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Emma & Louis, accueil' })).toHaveAttribute('href', '/');
  const nav = within(banner).getAllByRole('navigation', { name: 'Navigation principale' })[0];
  expect(nav).toBeDefined();
  expect(within(nav!).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav!).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/pricing');
  expect(within(nav!).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(within(banner).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
  expect(within(banner).getByRole('button', { name: /Français/ })).toHaveAttribute('aria-pressed', 'true');
});

it('switches the whole interface to English and remembers the choice', async () => {
  const { persisted } = await renderApp('/');
  await userEvent.click(screen.getByRole('button', { name: /English/ }));
  expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(persisted).toContainEqual({ type: 'persist', key: 'locale', value: 'en' });
});

it('cycles the theme light → dark → auto → light from the top bar', async () => {
  await renderApp('/');
  const root = document.documentElement;
  expect(root.dataset['theme']).toBe('light');
  const seen: (string | undefined)[] = [];
  for (let i = 0; i < 3; i++) {
    await userEvent.click(screen.getByRole('button', { name: /^Thème/ }));
    seen.push(root.dataset['theme']);
  }
  expect(seen).toEqual(['dark', 'auto', 'light']);
});

it('opens the navigation drawer from the menu button and closes it with Escape', async () => {
  await renderApp('/');
  const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
  await userEvent.click(menuButton);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
  expect(within(drawer).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/pricing');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton).toHaveFocus();
});
