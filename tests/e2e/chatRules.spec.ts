import { createAccount, remainingCredits, spendCredits, storedMessages } from './backend.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
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

  test('an uncertain message gets the check-in question for free, with help one tap away; "oui" then opens the help sheet with the crisis answer', async ({
    page,
  }) => {
    // Two turns, each waiting on the server: more than one turn's default allowance.
    test.setTimeout(60_000);
    const account = await createAccount();
    const app = new SignedInApp(page);
    await app.logInFromModal(account);
    await app.pickCoach('Emma');
    await app.openChat();
    // The conversation on a phone (signing in through the modal needs the desktop top bar).
    await page.setViewportSize({ width: 390, height: 844 });

    await app.send('Je suis tanné de vivre.');
    const sheet = page.getByRole('dialog', { name: "Besoin d'aide maintenant" });
    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    await expect(app.replies().first()).toContainText('pensez à vous faire du mal');
    // Asked, not imposed: the sheet stays closed, one tap away under the question.
    await expect(sheet).toBeHidden();
    const help = page.getByRole('button', { name: 'Voir qui appeler maintenant' });
    await expect(help).toBeVisible();
    await expect(app.remaining()).toHaveText('20 messages restants');
    await page.screenshot({ path: 'test-results/check-in-fr.png' });
    await expectNoAxeViolations(page);
    await help.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link').first()).toHaveAttribute('href', 'tel:3114');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await app.send('oui');
    await expect(sheet).toBeVisible({ timeout: 15_000 });
    await expect(app.replies()).toHaveCount(2);
    await expect(app.replies().nth(1)).toContainText('3114');
    await page.keyboard.press('Escape');
    await expect(app.remaining()).toHaveText('20 messages restants');
    expect(await remainingCredits(await app.userId())).toBe(20);
  });

  test('in English too, the check-in question comes with the help one tap away', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Choose Louis' }).click();
    await page.getByRole('button', { name: 'Start a session' }).click();
    const input = page.getByRole('textbox', { name: 'Your message to Louis' });
    await expect(input).toBeEditable();
    await page.setViewportSize({ width: 390, height: 844 });
    await input.fill("I don't see myself alive next summer");
    await input.press('Enter');
    const replies = page
      .getByRole('region', { name: 'Messages' })
      .locator('[data-sender="bot"]:not([data-local-only])');
    await expect(replies).toHaveCount(1, { timeout: 15_000 });
    await expect(replies.first()).toContainText('are you thinking about harming yourself');
    await expect(page.getByRole('button', { name: 'See who to call now' })).toBeVisible();
    await page.screenshot({ path: 'test-results/check-in-en.png' });
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
