import { expect, test } from './fixtures.ts';

/**
 * @visual: the home page in both languages and both themes, on a phone and a desktop. Each
 * must fit its viewport (no sideways scrolling) and the screenshots are kept in
 * test-results/screenshots for a person to look at.
 */
const variants = [
  { language: 'fr', theme: 'light' },
  { language: 'fr', theme: 'dark' },
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
] as const;
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const { language, theme } of variants) {
  for (const viewport of viewports) {
    test(`@visual home, ${language}, ${theme}, ${viewport.name}`, async ({ page, shell }) => {
      await page.setViewportSize(viewport);
      await shell.goto('/');
      if (language === 'en') await shell.languageButton('English').click();
      if (theme === 'dark') await shell.themeButton().click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.evaluate(() => document.fonts.ready);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      // Every top-bar control is wholly on screen.
      for (const control of await shell.banner.locator('a:visible, button:visible').all()) {
        const box = await control.boundingBox();
        expect(box, 'a top-bar control is laid out').not.toBeNull();
        expect(box!.x + box!.width, 'a top-bar control is cut off on the right').toBeLessThanOrEqual(
          viewport.width,
        );
      }
      await page.screenshot({
        path: `test-results/screenshots/home-${language}-${theme}-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }
}
