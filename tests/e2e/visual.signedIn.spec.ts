import type { Page } from '@playwright/test';

import { createAccount, spendCredits, uniqueEmail } from './backend.ts';
import { expect, settled, test } from './fixtures.ts';

/**
 * @visual: every screen of the signed-in experience in both languages, both themes, on a phone
 * and a desktop. Each must fit its viewport (no sideways scrolling); the screenshots are kept
 * in test-results/screenshots/signed-in for a person to look at. A theme changes colours, not
 * layout, so `npm test` runs the light ones; the dark ones run with the gallery
 * (`npm run screenshots`), and the accessibility specs check both themes' contrast.
 */
const words = {
  fr: {
    login: 'Se connecter',
    signUpTab: 'Inscription',
    name: 'Nom complet',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    consent: /J'accepte que mes conversations/,
    create: 'Créer mon compte',
    choose: 'Choisir Emma',
    start: 'Commencer une session',
    message: /^Votre message à/,
    help: "Besoin d'aide maintenant",
    sample: 'Bonjour Emma, je dors mal depuis quelques semaines et je suis fatiguée.',
  },
  en: {
    login: 'Log in',
    signUpTab: 'Sign up',
    name: 'Full name',
    password: 'Password',
    confirm: 'Confirm password',
    consent: /I agree that my conversations/,
    create: 'Create my account',
    choose: 'Choose Emma',
    start: 'Start a session',
    message: /^Your message to/,
    help: 'Need help now',
    sample: "Hi Emma, I haven't been sleeping well for a few weeks and I'm exhausted.",
  },
} as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function capture(page: Page, name: string) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/signed-in/${name}.png` });
}

for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const tag = theme === 'light' ? '@visual' : '@visual @gallery';
      test(`${tag} signed-in screens, ${language}, ${theme}, ${viewport.name}`, async ({ page, shell }) => {
        test.setTimeout(90_000);
        const w = words[language];
        const suffix = `${language}-${theme}-${viewport.name}`;
        await page.setViewportSize(viewport);
        await shell.goto('/auth');
        if (language === 'en') await shell.languageButton('English').click();
        if (theme === 'dark') await shell.themeButton().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await capture(page, `auth-login-${suffix}`);

        await page.getByRole('tab', { name: w.signUpTab }).click();
        await capture(page, `auth-signup-${suffix}`);
        await page.getByLabel(w.name).fill('Camille Martin');
        await page.getByLabel('Email').fill(uniqueEmail('visual'));
        await page.getByLabel(w.password, { exact: true }).fill('motdepasse-e2e');
        await page.getByLabel(w.confirm).fill('motdepasse-e2e');
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.create }).click();
        await expect(page.getByRole('button', { name: w.create })).toBeHidden();
        await capture(page, `auth-confirmation-${suffix}`);

        await page.goto('/');
        if (viewport.name === 'phone') {
          // Under 768 px the login button sits in the navigation drawer.
          await page.locator('button[aria-controls="main-drawer"]').click();
          await page.getByRole('dialog').getByRole('button', { name: w.login }).click();
        } else {
          await page.getByRole('banner').getByRole('button', { name: w.login }).click();
        }
        await expect(page.getByRole('dialog')).toBeVisible();
        await capture(page, `login-modal-${suffix}`);

        const account = await createAccount();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Email').fill(account.email);
        await dialog.getByLabel(w.password, { exact: true }).fill(account.password);
        await dialog.getByRole('button', { name: w.login }).click();
        await expect(page.getByRole('button', { name: w.choose })).toBeVisible();
        await capture(page, `selection-${suffix}`);

        await page.getByRole('button', { name: w.choose }).click();
        await expect(page.getByRole('button', { name: w.start })).toBeEnabled();
        await capture(page, `dashboard-${suffix}`);

        await page.getByRole('button', { name: w.start }).click();
        const input = page.getByRole('textbox', { name: w.message });
        await input.fill(w.sample);
        await input.press('Enter');
        await expect(
          page
            .getByRole('region', { name: 'Messages' })
            .locator('[data-sender="bot"]:not([data-local-only])'),
        ).toHaveCount(1, { timeout: 15_000 });
        await capture(page, `chat-${suffix}`);

        await page.getByRole('button', { name: w.help }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await capture(page, `crisis-sheet-${suffix}`);
        await page.keyboard.press('Escape');

        await spendCredits(account, 19);
        // The reload keeps the chat open (its own address), where the paywall never opens by
        // itself: a message with no credit left opens it.
        await page.reload();
        await expect(input).toBeEditable({ timeout: 10_000 });
        await input.fill(w.sample);
        await input.press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
        await capture(page, `paywall-${suffix}`);
      });
    }
  }
}
