import AxeBuilder from '@axe-core/playwright';

import { expect, expectNoAxeViolations, settled, test } from './fixtures.ts';

/**
 * Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of the shell's pages in both
 * themes, including colour contrast of the theme tokens. Any violation fails.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/page-inconnue' },
  { name: 'pricing page', path: '/pricing' },
];

for (const { name, path } of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} has no accessibility violations (${theme})`, async ({ page, shell }) => {
      await shell.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (theme === 'dark') await shell.themeButton().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // A toast (e.g. "ready to work offline") can slide in at any moment, and axe measures its
      // half-faded text: audit again once things are still. A real violation stays, and fails.
      await expectNoAxeViolations(page);
    });
  }
}

test('the open drawer has no accessibility violations', async ({ page, shell }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await shell.goto('/');
  await shell.banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await settled(page);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
