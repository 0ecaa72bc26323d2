/**
 * The newcomer's confirmation email, opened as a person does: the local mailbox, the email's
 * preview, its button. A link scanner's plain GET spends nothing, and a used link says to log in.
 */
import type { Page } from '@playwright/test';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';

import { accessToken, appLink, latestMail, uniqueEmail } from './backend.ts';
import { expect, test } from './fixtures.ts';

type Words = {
  tab: string;
  name: string;
  password: string;
  confirmPassword: string;
  consent: RegExp;
  create: string;
  checkEmail: string;
  subject: string;
  confirm: string;
  signedIn: string;
  chooseCoach: string;
  spent: string;
  logIn: string;
};

const fr: Words = {
  tab: 'Inscription',
  name: 'Nom complet',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  consent: /J'accepte que mes conversations/,
  create: 'Créer mon compte',
  checkEmail: 'Confirmez votre adresse email',
  subject: 'Confirmez votre inscription',
  confirm: 'Confirmer mon adresse',
  signedIn: 'Vous êtes connecté(e) !',
  chooseCoach: 'Avec qui souhaitez-vous échanger ?',
  spent: 'Ce lien a déjà servi ou a expiré.',
  logIn: 'Se connecter',
};

const en: Words = {
  tab: 'Sign up',
  name: 'Full name',
  password: 'Password',
  confirmPassword: 'Confirm password',
  consent: /I agree that my conversations/,
  create: 'Create my account',
  checkEmail: 'Confirm your email address',
  subject: 'Confirm your sign-up',
  confirm: 'Confirm my address',
  signedIn: "You're logged in!",
  chooseCoach: 'Who would you like to talk to?',
  spent: 'This link has already been used or has expired.',
  logIn: 'Log in',
};

async function signUp(page: Page, w: Words, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: w.tab }).click();
  await page.getByLabel(w.name).fill('Camille Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(w.password, { exact: true }).fill('motdepasse-e2e');
  await page.getByLabel(w.confirmPassword).fill('motdepasse-e2e');
  await page.getByRole('checkbox', { name: w.consent }).check();
  await page.getByRole('button', { name: w.create }).click();
  const title = page.getByRole('heading', { name: w.checkEmail });
  await expect(title).toBeVisible();
  // The screen opens at its top: the title is in view, not under the top bar.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bar = await page.getByRole('banner').boundingBox();
  const box = await title.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
}

/** The mailbox as a person uses it: the list, the email, the button inside its preview. */
async function confirmFromMailbox(page: Page, w: Words, email: string): Promise<Page> {
  await latestMail(email, 'signup');
  await page.goto(`${e2eApiUrl}/_dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: w.subject }).click();
  const preview = page.frameLocator('iframe');
  const opened = page.waitForEvent('popup');
  await preview.getByRole('link', { name: w.confirm }).click();
  // The link leaves the sandboxed preview for a tab of its own, where the app runs.
  const app = await opened;
  await expect(app.getByRole('heading', { name: w.checkEmail })).toBeVisible();
  await app.getByRole('button', { name: w.confirm }).click();
  await expect(app.getByText(w.signedIn)).toBeVisible();
  await expect(app.getByRole('heading', { name: w.chooseCoach })).toBeVisible();
  return app;
}

test.describe('@journey email links', () => {
  test('desktop, French: the link survives a scanner, confirms from the preview, and a second use says to log in', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('mailbox');
    await signUp(page, fr, email);
    const link = appLink(await latestMail(email, 'signup'));
    expect(link.startsWith(`${baseURL}/auth/callback?token_hash=`)).toBe(true);

    // A mail scanner (Outlook Safe Links and the like) fetches the link without any click.
    expect((await request.get(link)).ok()).toBe(true);
    await expect(accessToken({ email, password: 'motdepasse-e2e' })).rejects.toThrow(/400/);

    await confirmFromMailbox(page, fr, email);
    // Confirmed: the password now opens a session.
    expect(await accessToken({ email, password: 'motdepasse-e2e' })).toBeTruthy();

    // The same link again, in another browser: spent, and the page says what to do.
    const other = await browser.newContext({ locale: 'fr-FR' });
    const again = await other.newPage();
    await again.goto(link);
    await again.getByRole('button', { name: fr.confirm }).click();
    const alert = again.getByRole('alert');
    await expect(alert).toContainText(fr.spent);
    await expect(alert).toContainText('Si votre adresse est déjà confirmée, connectez-vous.');
    await expect(again.getByRole('link', { name: fr.logIn })).toHaveAttribute('href', '/login');
    await other.close();
  });

  test.describe('on a 390 px phone, in English', () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });

    test('signs up, gets the English email, and confirms by tapping inside the preview', async ({ page }) => {
      const email = uniqueEmail('phone');
      await signUp(page, en, email);
      const mail = await latestMail(email, 'signup');
      expect(mail.subject).toBe(en.subject);
      // The list fits the phone: the subject is a tappable link, nothing covers it.
      await page.goto(`${e2eApiUrl}/_dev/mailbox?to=${encodeURIComponent(email)}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await confirmFromMailbox(page, en, email);
      expect(await accessToken({ email, password: 'motdepasse-e2e' })).toBeTruthy();
    });
  });
});
