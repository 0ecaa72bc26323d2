import { createAccount, remainingCredits, spendCredits, storedMessages } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

test.describe('@journey chat rules', () => {
  test('a crisis message opens the help sheet at once and costs no credit', async ({ page }) => {
    const account = await createAccount();
    const app = new SignedInApp(page);
    await app.logInFromModal(account);
    await app.pickCoach('Emma');
    await app.openChat();

    await app.input().fill("Je n'en peux plus, je veux en finir avec la vie.");
    await app.input().press('Enter');
    const sheet = page.getByRole('dialog', { name: "Besoin d'aide maintenant" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link').first()).toHaveAttribute('href', 'tel:3114');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    await expect(app.replies().first()).toContainText('3114');
    await expect(app.remaining()).toHaveText('20 messages restants');
    expect(await remainingCredits(await app.userId())).toBe(20);
  });

  test('the last credit is spent, then the next send opens the paywall and nothing is sent', async ({
    page,
  }) => {
    const account = await createAccount();
    await spendCredits(account, 19);
    const app = new SignedInApp(page);
    await app.logInFromModal(account);
    await app.pickCoach('Louis');
    await app.openChat();
    await expect(app.remaining()).toHaveText('1 message restant');

    await app.send("J'aimerais organiser ma semaine.");
    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    await expect(app.remaining()).toHaveText('0 message restant');

    await expect(page.getByText(/Veuillez patienter \d+s/)).toBeHidden({ timeout: 5_000 });
    await app.input().fill('Et pour la suivante ?');
    await app.input().press('Enter');
    await expect(page.getByRole('dialog', { name: 'Vous avez utilisé tous vos crédits' })).toBeVisible();
    const userId = await app.userId();
    expect(await storedMessages(userId)).toEqual({ user: 1, bot: 1 });
    expect(await remainingCredits(userId)).toBe(0);
  });
});
