/**
 * @gallery: every back-office screen and modal in French, light and dark, on a desktop and a
 * 390 px phone, kept in test-results/screenshots/admin for a person to look at, each checked by
 * axe (WCAG 2.1 A/AA) and for sideways scrolling. Runs with `npm run screenshots`, not `npm test`.
 * The admin is made with the service role (npm run admin:promote's way), so it runs whether or
 * not another spec already used the first-run bootstrap.
 */
import type { Page } from '@playwright/test';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';

import { createAccount, uniqueEmail } from './backend.ts';
import { expect, expectNoAxeViolations, settled, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

const service = {
  apikey: demoServiceRoleKey,
  authorization: `Bearer ${demoServiceRoleKey}`,
  'content-type': 'application/json',
};

async function promote(email: string) {
  const response = await fetch(`${e2eApiUrl}/rest/v1/rpc/promote_to_admin`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ user_email: email }),
  });
  expect(await response.json()).toMatchObject({ success: true });
}

async function shot(page: Page, name: string, dialog?: string) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  // A dialog is shot as the screen shows it: its backdrop covers the viewport, not a full-page image.
  await page.screenshot({
    path: `test-results/screenshots/admin/${name}.png`,
    fullPage: dialog === undefined,
  });
  await expectNoAxeViolations(page, dialog);
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test(`@gallery admin screens, fr, ${theme}, ${viewport.name}`, async ({ page }) => {
      test.setTimeout(600_000);
      const s = (name: string) => `${name}-${theme}-${viewport.name}`;
      // The theme is a device preference, set once from the desktop top bar; it holds across pages.
      await page.setViewportSize(viewports[1]);
      await page.goto('/');
      if (theme === 'dark')
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Thème/ })
          .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('emma-et-louis:preferences')))
        .toContain(`"theme":"${theme}"`);
      await page.setViewportSize(viewport);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
      await shot(page, s('access-signed-out'));
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
      await shot(page, s('login'));

      const user = await createAccount({ name: 'Nina Normale' });
      const app = new SignedInApp(page);
      // Signing in goes through the desktop top bar (its account button); then back to the size.
      await page.setViewportSize(viewports[1]);
      await app.logIn(user);
      await page.setViewportSize(viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Accès restreint' })).toBeVisible();
      await shot(page, s('restricted'));
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
      await shot(page, s('refused'));
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Promotion administrateur' })).toBeVisible();
      await shot(page, s('access-promotion'));
      await page.goto('/stripe-debug');
      await expect(page.getByRole('alert').filter({ hasText: 'Accès administrateur requis' })).toBeVisible();

      await promote(user.email);
      await fetch(`${e2eApiUrl}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({
          name: 'Claire Visiteuse',
          email: uniqueEmail('visiteur'),
          subject: 'question',
          message: 'Bonjour, comment fonctionnent les crédits offerts ?',
        }),
      });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Accès accordé' })).toBeVisible();
      await shot(page, s('access-granted'));
      for (const [button, title, name] of [
        ['Abonnements', 'Gestion des abonnements', 'modal-subscriptions'],
        ['Tableau de bord simple', 'Tableau de bord simple', 'modal-simple'],
        ['Tester la base de données', 'Test de la base de données', 'modal-database'],
        ["Audit d'authentification", "Audit d'authentification", 'modal-audit'],
        ['Tester les tarifs', 'Test des traductions de tarifs', 'modal-pricing'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        if (name === 'modal-database') {
          await dialog.getByRole('button', { name: 'Lancer le test' }).click();
          await expect(dialog.getByText('admin_audit_log')).toBeVisible();
          await expect(dialog.getByText('RUNNING')).toHaveCount(0);
        }
        await shot(page, s(name), '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto('/admin/panel');
      await expect(page.getByText('Dernières transactions')).toBeVisible();
      await shot(page, s('panel-overview'));
      for (const [tab, name] of [
        ['Utilisateurs', 'panel-users'],
        ['Crédits', 'panel-credits'],
        ['Abonnements', 'panel-subscriptions'],
        ['Analytique', 'panel-analytics'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(300);
        await shot(page, s(name));
      }
      await page.getByRole('tab', { name: 'Utilisateurs' }).click();
      await page.getByTestId('admin-user-row').first().getByRole('button').click();
      await page.getByRole('menuitem', { name: 'Accorder des crédits' }).click();
      await shot(page, s('grant-dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Derniers messages' })).toBeVisible();
      await shot(page, s('backoffice-dashboard'));
      await page.getByRole('button', { name: 'Compte de test' }).click();
      await shot(page, s('test-account-dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Code promo', exact: true }).click();
      await shot(page, s('promo-dialog'), '[role="dialog"]');
      await page.keyboard.press('Escape');
      for (const [section, name] of [
        ['Messages', 'backoffice-messages'],
        ['Codes promo', 'backoffice-promo'],
        ['Paramètres', 'backoffice-settings'],
        ['Activité', 'backoffice-activity'],
        ['Analytique', 'backoffice-analytics'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Back-office' })
          .getByRole('button', { name: section })
          .click();
        await page.waitForTimeout(300);
        await shot(page, s(name));
      }
      await page.goto('/admin/settings');
      await expect(
        page.getByRole('heading', { level: 1, name: "Paramètres d'administration" }),
      ).toBeVisible();
      await shot(page, s('settings'));
      for (const [path, name] of [
        ['/supabase-check', 'debug-supabase'],
        ['/stripe-debug', 'debug-stripe'],
        ['/auth-debug', 'debug-auth'],
        ['/debug-subscription', 'debug-subscription'],
      ] as const) {
        await page.goto(path);
        await page.waitForTimeout(500);
        await shot(page, s(name));
      }
    });
  }
}
