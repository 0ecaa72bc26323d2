import { createAccount, followEmailLink, latestMail, uniqueEmail } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

test.describe('@journey accounts', () => {
  test('logs in with a magic link from the login modal', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();

    const mail = await latestMail(account.email, 'magiclink');
    await followEmailLink(page, mail);
    await expect(page.getByText('Vous êtes connecté(e) !')).toBeVisible();
    await expect(new SignedInApp(page).accountMenu(account.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Avec qui souhaitez-vous échanger ?' })).toBeVisible();
  });

  test('keeps what is typed on the login page, and its focus, while the auth client starts', async ({
    page,
  }) => {
    // Slow scripts: the auth client arrives after the person has started typing.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.click();
    await page.keyboard.type('camille@exemple.fr');
    await page.waitForLoadState('networkidle');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('camille@exemple.fr');
    await page.keyboard.type('.com');
    await expect(email).toHaveValue('camille@exemple.fr.com');
  });

  test('resets a forgotten password by email, then logs in with the new one', async ({ page }) => {
    const account = await createAccount();
    const app = new SignedInApp(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByText(account.email).first()).toBeVisible();

    const mail = await latestMail(account.email, 'recovery');
    await followEmailLink(page, mail);
    await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-42');
    await page.getByLabel('Confirmer le mot de passe').fill('nouveau-secret-42');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(
      page.getByText('Mot de passe modifié avec succès. Redirection vers la connexion…'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
    // The reset signs the recovery session out; wait for that before logging in again.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();

    await app.logIn({ email: account.email, password: 'nouveau-secret-42' });
  });

  test('signs in with Google through the local test identity provider', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuer avec Google' }).click();
    // The stand-in for Google's consent screen.
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Nom').fill('Alex Google');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(new SignedInApp(page).accountMenu(email)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Avec qui souhaitez-vous échanger ?' })).toBeVisible();
  });

  test('logging out clears the session and returns to the landing page', async ({ page }) => {
    const account = await createAccount();
    const app = new SignedInApp(page);
    await app.logInFromModal(account);
    await app.accountMenu(account.email).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')));
    expect(keys).toEqual([]);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});
