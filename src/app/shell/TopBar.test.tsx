import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';

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
  expect(await within(banner).findByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(within(banner).getByRole('button', { name: /Français/ })).toHaveAttribute('aria-pressed', 'true');
});

it('switches the whole interface to English and remembers the choice', async () => {
  const { persisted } = await renderApp('/');
  await userEvent.click(screen.getByRole('button', { name: /English/ }));
  expect(
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }),
  ).toBeInTheDocument();
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

it(
  'shows a signed-in user their account menu: dashboard, settings and logout back home',
  { timeout: 30_000 },
  async () => {
    const session = { userId: 'u1', email: 'lea@example.fr', accessToken: 'token', expiresAt: 4_000_000_000 };
    const { router, auth } = await renderApp('/pricing', undefined, { session });
    // The pricing route and the signed-in services load lazily: generous waits for a busy machine.
    const account = await screen.findByRole(
      'button',
      { name: 'Compte de lea@example.fr' },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();

    account.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('lea@example.fr')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tableau de bord',
      'Paramètres',
      'Se déconnecter',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    // Awaited act: the way home renders screens that read the data ports with use(), and React
    // finishes such a render only in an awaited act() (a bare key press may leave it).
    await act(() => userEvent.keyboard('{Enter}'));

    // The user's data leaves the device first (nothing unsent here, so nothing is asked).
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    await vi.waitFor(() => expect(auth.getSnapshot().matches('signedOut')).toBe(true), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Se connecter' }, { timeout: 10_000 })).toBeVisible();
  },
);

it('keeps the account in the drawer on small screens: who is signed in, dashboard, settings, logout', async () => {
  const session = { userId: 'u1', email: 'lea@example.fr', accessToken: 'token', expiresAt: 4_000_000_000 };
  const { auth } = await renderApp('/', undefined, { session });
  await screen.findByRole('button', { name: 'Compte de lea@example.fr' });
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  const account = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
    name: 'Compte de lea@example.fr',
  });
  expect(within(account).getByText('lea@example.fr')).toBeVisible();
  expect(within(account).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(within(account).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
  // Awaited act, as for the account menu's logout above; a plain click inside it, as userEvent
  // turns React's act environment off while it runs (React then warns the environment lacks act).
  const logout = within(account).getByRole('button', { name: 'Se déconnecter' });
  await act(() => Promise.resolve(logout.click()));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await vi.waitFor(() => expect(auth.getSnapshot().matches('signedOut')).toBe(true));
});

it(
  'offers signed-in users the quick menu: coach, theme, settings, help, contact (a keyboard menu button)',
  { timeout: 30_000 },
  async () => {
    const session = { userId: 'u1', email: 'lea@example.fr', accessToken: 'token', expiresAt: 4_000_000_000 };
    const { router } = await renderApp('/pricing', undefined, { session });
    // The menus' chunk and the FAQ's route load lazily: generous waits for a busy machine.
    const trigger = await screen.findByRole('button', { name: 'Menu rapide' }, { timeout: 10_000 });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu', { name: 'Menu rapide' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Changer de coach',
      'Thème : passer au thème sombre',
      'Paramètres',
      'Aide',
      'Contact',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Aide' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/faq'), { timeout: 10_000 });
    expect(trigger).toHaveFocus();

    // The login-button variant (phones): signed in, it leads to the dashboard.
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/dashboard');
  },
);

it(
  'gives visitors no quick menu, and the login-button variant opens the login modal',
  { timeout: 30_000 },
  async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Connexion' }, { timeout: 10_000 }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu rapide' })).not.toBeInTheDocument();
  },
);
