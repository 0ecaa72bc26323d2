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
