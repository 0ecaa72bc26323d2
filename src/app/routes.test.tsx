import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderApp } from '#tests/support/renderApp.tsx';

/** The spec's route table (end-user and admin documents). */
const specRoutes = [
  '/login',
  '/auth',
  '/auth/callback',
  '/reset-password',
  '/dashboard',
  '/weekly-summary',
  '/settings',
  '/modern-settings',
  '/contact',
  '/faq',
  '/quotes',
  '/pricing',
  '/subscription',
  '/subscription/success',
  '/payment/success',
  '/payment-success',
  '/credit-diagnostic',
  '/mentions-legales',
  '/supabase-check',
  '/stripe-debug',
  '/auth-debug',
  '/debug-subscription',
  '/test-subscription',
  '/admin',
  '/admin/panel',
  '/admin/dashboard',
  '/admin/dashboard-page',
  '/admin/settings',
  '/admin/users',
  '/admin/subscriptions',
  '/admin/messages',
  '/admin/login',
];

it.each(specRoutes)('%s is a registered route, not the 404 page', async (path) => {
  await renderApp(path);
  // The first route of the run also compiles the lazy areas' modules: slow on a busy machine.
  // A link page replaces its "checking" heading with the outcome's: the heading is looked up again.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(), {
    timeout: 10_000,
  });
  expect(screen.queryByText('Oups ! Page introuvable')).not.toBeInTheDocument();
});

it('shows the 404 page with a way home for an unknown path', async () => {
  await renderApp('/cette-page-n-existe-pas');
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
});

it('shows the 404 in English as "Oops! Page not found"', async () => {
  await renderApp('/nope', { locale: 'en', appearance: undefined });
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});
