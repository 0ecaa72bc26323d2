/**
 * The landing is prerendered into index.html at build time (src/app/prerender): it shows before
 * any of the app's JavaScript runs, without JavaScript at all, and the app then replaces it with
 * the identical page. Elsewhere (another route, a stored session) it never shows.
 */
import { createHash } from 'node:crypto';

import type { ConsoleMessage, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

/** The page as index.html's inline scripts leave it: none of the app's modules may load. */
async function withoutAppCode(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** The app has replaced the static landing with its own (index.html then drops the mark). */
async function appTookOver(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root > *')).not.toHaveCount(0);
}

const root = (page: Page) => page.locator('#root');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the French landing: heading, both coaches, the way to log in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez soin de vous, à votre rythme.');
    await expect(page.getByRole('heading', { level: 3, name: 'Emma' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Louis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByText('Tous droits réservés', { exact: false })).toBeVisible();
  });
});

test.describe('before the app runs, in English', () => {
  test.use({ locale: 'en-US' });

  test('an English browser gets the English landing from the inline script alone', async ({ page }) => {
    await withoutAppCode(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(root(page)).toHaveAttribute('data-prerendered', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Take care of yourself, at your own pace.',
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Louis' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('the app replaces the landing without a flash or a warning, and it works', async ({ page }) => {
  const problems: string[] = [];
  const note = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  page.on('console', note);
  page.on('pageerror', (error) => problems.push(error.message));
  // The splash (or an empty #root) between the static landing and the app's would be a flash.
  await page.addInitScript(() => {
    const headings: boolean[] = [];
    (window as unknown as { rootHeadings: boolean[] }).rootHeadings = headings;
    document.addEventListener('DOMContentLoaded', () => {
      const observed = document.getElementById('root');
      if (observed === null) return;
      new MutationObserver(() => headings.push(observed.querySelector('h1') !== null)).observe(observed, {
        childList: true,
      });
    });
  });

  await page.goto('/');
  await expect(root(page)).toHaveAttribute('data-prerendered', 'fr');
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez soin de vous, à votre rythme.');
  const isReactRoot = await root(page).evaluate((element) =>
    Object.keys(element.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  expect(isReactRoot).toBe(true);
  const headings = await page.evaluate(() => (window as unknown as { rootHeadings: boolean[] }).rootHeadings);
  expect(headings.length).toBeGreaterThan(0);
  expect(headings).not.toContain(false);

  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Fermer' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a press on the static landing is given to the app once it takes over', async ({ page }) => {
  let releaseApp = () => {};
  const appMayLoad = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await appMayLoad;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'EN, English' }).click();
  releaseApp();
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Take care of yourself, at your own pace.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('where the app shows something else, the landing never shows', () => {
  test('a stored session: #root is emptied before the app renders', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}'));
    await withoutAppCode(page);
    await page.goto('/');
    await expect(root(page)).toBeEmpty();
    await expect(root(page)).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  for (const path of ['/?character=emma', '/pricing', '/?session_id=cs_test']) {
    test(`${path}: #root is emptied before the app renders`, async ({ page }) => {
      await withoutAppCode(page);
      await page.goto(path);
      await expect(root(page)).toBeEmpty();
      await expect(root(page)).not.toHaveAttribute('data-prerendered');
    });
  }
});

test.describe('a saved appearance', () => {
  // A service worker would serve the app's code past the blocked route.
  test.use({ serviceWorkers: 'block' });

  test('a saved dark theme is painted before any of the app runs', async ({ page, shell }) => {
    await shell.goto('/');
    await appTookOver(page);
    await shell.themeButton().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Saved in IndexedDB, then mirrored where the inline script reads it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('emma-et-louis:preferences')))
      .toContain('"theme":"dark"');

    await withoutAppCode(page);
    await page.reload();
    await expect(root(page)).toHaveAttribute('data-prerendered', 'fr');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 13, 23)');
    // The prerendered theme button is the light one: it shows no (wrong) icon until the app runs.
    await expect(page.locator('#root [data-theme-mode] svg')).toBeHidden();
  });
});

test('the service worker precaches the index.html that carries the landing', async ({ request }) => {
  const html = await (await request.get('/index.html')).text();
  expect(html).toContain('data-prerendered');
  expect(html).toContain('<template id="prerender-en">');
  const revision = createHash('md5').update(html).digest('hex');
  expect(await (await request.get('/sw.js')).text()).toContain(revision);
});
