import { expect, test } from './fixtures.ts';

test('a page whose code cannot be fetched shows the error screen, and Retry recovers once it can', async ({
  page,
  shell,
}) => {
  await shell.goto('/');
  // The admin area's code fails to download (a flaky network, or a deploy since the tab opened).
  await page.route(/adminAccess\.routes-.*\.js$/, (route) => route.abort('failed'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  const screen = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: "Erreur de l'application" }) });
  await expect(screen).toBeVisible();
  await expect(screen.getByText(/^ERR-[0-9A-Z]{8}$/).first()).toBeVisible();
  await expect(shell.banner).toBeVisible(); // the top bar still works
  await screen.getByText('Détails techniques').click();
  await expect(screen.locator('pre')).toContainText('dynamically imported module');
  await expect(screen.getByRole('link', { name: 'Signaler' })).toHaveAttribute(
    'href',
    /^mailto:.*subject=Erreur%20ERR-/,
  );

  await page.unroute(/adminAccess\.routes-.*\.js$/);
  await screen.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accès administrateur' })).toBeVisible();
});

test('a build without a backend configuration shows the fatal configuration screen', async ({
  page,
  startServer,
}) => {
  const server = await startServer('dist-unconfigured');
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration incomplète' })).toBeVisible();
  await expect(page.getByText('VITE_SUPABASE_URL est absente.')).toBeVisible();
  await expect(page.getByText('VITE_SUPABASE_ANON_KEY est absente.')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/fatal-configuration-fr.png' });
});
