import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('under 768 px the navigation folds into a drawer that works from the keyboard', async ({
  page,
  shell,
}) => {
  await shell.goto('/');
  const mainNav = shell.banner.getByRole('navigation', { name: 'Navigation principale' });
  await expect(mainNav).toBeHidden();

  await shell.banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // The panel is a full-height side sheet, not squeezed into the top bar.
  const box = await drawer.boundingBox();
  expect(box?.height).toBeGreaterThan(600);
  await expect(drawer.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Accueil' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await shell.banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await drawer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawer).toBeHidden();
});

test('offline, the phone bar shows the offline pill with its icon, and says it to screen readers', async ({
  page,
  shell,
  context,
}) => {
  await shell.goto('/');
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  const pill = shell.banner.getByRole('status');
  await expect(pill).toHaveText('Hors ligne');
  // The bar is full on a phone: the pill must keep its icon's room rather than shrink to nothing.
  const icon = await pill.locator('svg').boundingBox();
  expect(icon?.width).toBeGreaterThanOrEqual(14);
  await context.setOffline(false);
});

for (const width of [360, 375, 390]) {
  test(`at ${width} px the top bar fits, online and offline`, async ({ page, shell, context }) => {
    await page.setViewportSize({ width, height: 800 });
    await shell.goto('/');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const menu = shell.banner.getByRole('button', { name: 'Ouvrir le menu' });
    expect(await fits()).toBeLessThanOrEqual(0);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(shell.banner.getByRole('status')).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
  });
}
