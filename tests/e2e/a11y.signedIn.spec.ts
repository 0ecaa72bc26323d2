import type { Page } from '@playwright/test';

import { createAccount, followEmailLink, latestMail, spendCredits, uniqueEmail } from './backend.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { settingsTabs, SignedInApp } from './signedIn.ts';

/**
 * Accessibility audits (axe-core, WCAG 2.1 A/AA, contrast included) of every screen of the
 * signed-in experience, in the light and the dark theme. Any violation fails.
 */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  if (theme === 'dark')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Thème/ })
      .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Saved (the device database loads on the first write; its mirror follows), so the reload of
  // the next step keeps it.
  if (theme === 'dark')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('emma-et-louis:preferences')))
      .toContain('"theme":"dark"');
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`@a11y signed-in screens (${theme})`, () => {
    test(`auth screens: /auth both modes, login modal, confirmation, link sent, callback error, reset (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/auth');
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Inscription' }).click();
      await expectNoAxeViolations(page);

      const email = uniqueEmail('a11y');
      await page.getByLabel('Nom complet').fill('Noa');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
      await page.getByLabel('Confirmer le mot de passe').fill('motdepasse-e2e');
      await page.getByRole('checkbox', { name: /J'accepte que mes conversations/ }).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByRole('heading', { name: 'Confirmez votre adresse email' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByLabel('Email').fill(email);
      await page.getByRole('dialog').getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
      await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(
        '/auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await followEmailLink(page, await latestMail(email, 'signup'));
      await expect(page.getByText('Vous êtes connecté(e) !')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`selection, dashboard, chat, menu, crisis sheet, clear dialog and paywall (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const app = new SignedInApp(page);
      await app.logInFromModal(await createAccount());
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { name: 'Avec qui souhaitez-vous échanger ?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await app.pickCoach('Emma');
      await expectNoAxeViolations(page);
      await app.openChat();
      await app.send('Bonjour Emma, je voudrais parler de mon sommeil.');
      await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: "Besoin d'aide maintenant" }).click();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: "Plus d'options" }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: "Effacer l'historique" }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    });

    test(`every tab of /settings and /modern-settings, the shortcut guide and the quick search (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const app = new SignedInApp(page);
      await app.logIn(await createAccount({ name: 'Camille Martin' }));
      await useTheme(page, theme);
      // /settings is audited on one tab (its own frame and header): its other tabs render the
      // same components as /modern-settings' (interface = appearance + notifications), walked in
      // full but for 'shortcuts', whose guide the accessibility tab and the Ctrl+/ dialog show.
      // One load per screen, then the sidebar's links: in-app navigation keeps the walk short.
      const walk = [
        ['settings', ['profile']],
        ['modern-settings', settingsTabs['modern-settings'].filter((id) => id !== 'shortcuts')],
      ] as const;
      for (const [route, ids] of walk) {
        await page.goto(`/${route}`);
        const sections = page.getByRole('navigation', { name: 'Sections des paramètres' });
        for (const id of ids) {
          await sections.locator(`a[href$="tab=${id}"]`).click();
          await expect(page).toHaveURL(new RegExp(`tab=${id}$`));
          if (id === 'subscription')
            await expect(page.getByTestId('subscription-status')).toBeVisible({ timeout: 10_000 });
          await expectNoAxeViolations(page);
        }
      }
      await page.keyboard.press('Control+/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('searchbox')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the paywall (${theme})`, async ({ page }) => {
      const account = await createAccount();
      await spendCredits(account, 20);
      const app = new SignedInApp(page);
      // The theme first: with no credit left the paywall opens at sign-in and covers the top bar.
      await page.goto('/');
      await useTheme(page, theme);
      await app.logInFromModal(account);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // With no credit left, the paywall opens by itself once the balance is known.
      await expect(page.getByRole('dialog', { name: 'Vous avez utilisé tous vos crédits' })).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
    });
  });
}
