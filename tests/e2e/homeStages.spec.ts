import { createAccount } from './backend.ts';
import { expect, test } from './fixtures.ts';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 700 },
]) {
  test(`the coach picked further down the selection opens its dashboard at the top (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    const louis = page.getByRole('button', { name: 'Choisir Louis' });
    await louis.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await louis.click();
    await expect(page.getByRole('button', { name: 'Commencer une session' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
