import { expect, test } from './fixtures.ts';

test('the home page loads in French for a French browser', async ({ page, shell }) => {
  await shell.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.languageButton('Français')).toHaveAttribute('aria-pressed', 'true');
  await expect(shell.banner.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('switching to English persists across a reload', async ({ page, shell }) => {
  await shell.goto('/');
  await shell.languageButton('English').click();
  await expect(shell.banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(shell.banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(shell.languageButton('English')).toHaveAttribute('aria-pressed', 'true');
});

test('the theme button cycles light → dark → auto → light and the choice survives a reload', async ({
  page,
  shell,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await shell.goto('/');
  expect(await shell.theme()).toBe('light');
  const seen: (string | null)[] = [];
  for (let i = 0; i < 3; i++) {
    await shell.themeButton().click();
    seen.push(await shell.theme());
  }
  expect(seen).toEqual(['dark', 'auto', 'light']);

  await shell.themeButton().click();
  await shell.themeButton().click();
  expect(await shell.theme()).toBe('auto');
  // "auto" follows the system: the page is painted dark because the system is dark.
  // (a retrying assertion: the background cross-fades between themes)
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 13, 23)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'auto');
});

test('an unknown path shows the 404 page with a link home', async ({ page, shell }) => {
  await shell.goto('/cette/page/n-existe/pas');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oups ! Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('admin and settings code is not loaded by the landing page', async ({ page, shell }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await shell.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /(admin|settings|debug)\.routes/.test(path))).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tarifs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre formule' })).toBeVisible();
  expect(scripts.some((path) => /billing\.routes/.test(path))).toBe(true);
});
