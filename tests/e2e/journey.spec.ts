import { remainingCredits, storedMessages, uniqueEmail } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

test.describe('@journey', () => {
  test('sign up on /auth, confirm by email, pick Emma, three replies, 20 → 17 credits, all kept on reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const app = new SignedInApp(page);
    const account = { name: 'Camille Martin', email: uniqueEmail('signup'), password: 'motdepasse-e2e' };
    await app.signUp(account);

    await expect(page.getByRole('heading', { name: 'Avec qui souhaitez-vous échanger ?' })).toBeVisible();
    await app.pickCoach('Emma');
    await expect(
      page
        .getByText('Bonjour, Camille')
        .or(page.getByText(/Bon(jour|soir| après-midi), Camille/))
        .first(),
    ).toBeVisible();
    await app.openChat();
    await expect(app.remaining()).toHaveText('20 messages restants');

    const texts = [
      'Bonjour Emma, je me sens un peu dépassée en ce moment.',
      'Le travail surtout, trop de choses à gérer en même temps.',
      "Oui, j'aimerais essayer de souffler un peu ce soir.",
    ];
    for (const [index, text] of texts.entries()) {
      await app.send(text);
      await expect(app.replies()).toHaveCount(index + 1, { timeout: 15_000 });
      await expect(app.userMessages().last()).toHaveAttribute('data-status', 'sent');
    }
    await expect(app.remaining()).toHaveText('17 messages restants');

    const userId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('sb-'));
      return key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id: string } }).user?.id
        : null;
    });
    expect(userId).toBeTruthy();
    expect(await remainingCredits(userId!)).toBe(17);
    expect(await storedMessages(userId!)).toEqual({ user: 3, bot: 3 });

    // The chat has its own address: a reload keeps it open, with its history.
    await expect(page).toHaveURL(/\/chat\/emma$/);
    await page.reload();
    await expect(app.input()).toBeEditable();
    await expect(app.userMessages()).toHaveCount(3);
    await expect(app.replies()).toHaveCount(3);
    await expect(app.remaining()).toHaveText('17 messages restants');
  });
});
