import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

/**
 * Writes an appearance into the app's IndexedDB the way the app stores it, once the app has
 * created its database (it opens it when the page is idle), but not its localStorage mirror:
 * the database is the source of truth.
 */
async function storeAppearance(page: Page, appearance: Record<string, unknown>) {
  // Dexie may first create the database empty (version 1), then upgrade it to its schema.
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some(
      (database) => database.name === 'emma-et-louis' && (database.version ?? 0) > 1,
    ),
  );
  // Retried: while the app opens or upgrades its database, a write can fail or wait.
  await expect(async () => {
    await page.evaluate(
      (value) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => reject(new Error('IndexedDB did not answer within 3 s')), 3000);
          const open = indexedDB.open('emma-et-louis');
          open.onerror = () => reject(open.error ?? new Error('open failed'));
          open.onsuccess = () => {
            const db = open.result;
            try {
              const tx = db.transaction('kv', 'readwrite');
              tx.objectStore('kv').put({ key: 'appearance', value });
              tx.oncomplete = () => {
                db.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error ?? new Error('write failed'));
            } catch (error) {
              db.close();
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          };
        }),
      appearance,
    );
  }).toPass({ timeout: 20_000 });
}

test('stored appearance is painted: accent, font scale, high contrast, reduced motion, large targets', async ({
  page,
  shell,
}) => {
  await shell.goto('/');
  await storeAppearance(page, {
    theme: 'light',
    fontSize: 'extra-large',
    accentColor: 'teal',
    highContrast: true,
    reducedMotion: true,
    largeClickTargets: true,
  });
  await page.reload();
  await expect(shell.banner).toBeVisible();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-accent', 'teal');
  await expect(html).toHaveAttribute('data-font-size', 'extra-large');
  // Retrying assertions: colours may still be mid-transition right after boot.
  await expect(html).toHaveCSS('font-size', '20px');
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(0, 0, 0)');
  const motionSeconds = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--el-motion-normal')),
  );
  expect(motionSeconds).toBe(0);
  // Teal's solid shade on the primary button, and click targets of at least 3.5rem.
  await expect(shell.banner.getByRole('button', { name: 'Se connecter' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  const themeButton = await shell.themeButton().boundingBox();
  expect(themeButton?.height).toBeGreaterThanOrEqual(70);
});

test('a corrupted stored appearance falls back to light, normal and purple', async ({ page, shell }) => {
  await shell.goto('/');
  await storeAppearance(page, { theme: 'neon', fontSize: 42, accentColor: 'gold' });
  await page.reload();
  await expect(shell.banner).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveAttribute('data-font-size', 'normal');
  await expect(html).toHaveAttribute('data-accent', 'purple');
});
