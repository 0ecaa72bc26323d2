import AxeBuilder from '@axe-core/playwright';

import { expect, test } from './fixtures.ts';

/**
 * Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of the shell's pages in both
 * themes, including colour contrast of the theme tokens. Any violation fails.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/page-inconnue' },
  { name: 'upcoming page', path: '/pricing' },
];

for (const { name, path } of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} has no accessibility violations (${theme})`, async ({ page, shell }) => {
      await shell.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (theme === 'dark') await shell.themeButton().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Let entrance transitions finish so contrast is measured on final colours.
      await page.waitForTimeout(500);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}

test('the open drawer has no accessibility violations', async ({ page, shell }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await shell.goto('/');
  await shell.banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
