/**
 * The app's billing journeys against the local Stripe double (its hosted checkout and portal
 * pages): a visitor chooses Équilibre on /pricing, signs up, pays (after a declined card) and
 * sees Équilibre's 1,000 credits; cancels at period end on the portal and is told so; a visitor
 * starts the free trial from the landing (in English), creates the account on the
 * payment-success screen and activates it from the confirmation email; a promo code is
 * redeemed in the paywall.
 */
import type { Page } from '@playwright/test';

import { demoAnonKey, e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';

import {
  createAccount,
  followEmailLink,
  latestMail,
  remainingCredits,
  spendCredits,
  uniqueEmail,
} from './backend.ts';
import { expect, test } from './fixtures.ts';
import { declined, onCheckoutPage, payWith, returnToThisApp } from './stripe.ts';

async function payOnCheckoutPage(page: Page, options: { email?: string; declineFirst?: boolean } = {}) {
  await onCheckoutPage(page, options);
  if (options.declineFirst) await declined(page);
  await payWith(page);
}

test('@journey a visitor picks Équilibre on /pricing, signs up, pays after a declined card, then cancels on the portal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = { name: 'Camille Martin', email: uniqueEmail('pricing'), password: 'motdepasse-e2e' };
  await page.goto('/pricing');
  await returnToThisApp(page);
  await expect(page.getByRole('heading', { name: 'Choisissez votre formule' })).toBeVisible();
  await page.getByRole('button', { name: /Annuel/ }).click();
  await expect(page.getByRole('article', { name: 'Équilibre' }).getByTestId('struck-price')).toBeVisible();
  await page.getByRole('button', { name: 'Mensuel' }).click();
  await page.getByRole('button', { name: 'Choisir la formule Équilibre' }).click();

  // The plan waits 30 minutes on the device while the visitor signs up.
  await page.waitForURL(/\/auth\?mode=signup/);
  await page.getByLabel('Nom complet').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmer le mot de passe').fill(account.password);
  await page.getByRole('checkbox', { name: /J'accepte que mes conversations/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre adresse email' })).toBeVisible();
  await followEmailLink(page, await latestMail(account.email, 'signup'));

  // Signed in: the checkout starts by itself.
  await payOnCheckoutPage(page, { declineFirst: true });
  await expect(page.getByTestId('payment-credits')).toContainText(/1\s000 crédits disponibles/, {
    timeout: 20_000,
  });

  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Actif');
  await page.getByRole('button', { name: /Gérer sur Stripe/ }).click();
  await page.getByRole('button', { name: 'Annuler l’abonnement' }).click();
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Résiliation programmée', {
    timeout: 20_000,
  });
});

test('@journey the portal cancellation is told in a toast while the page is open', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page.getByRole('button', { name: `Compte de ${account.email}` })).toBeVisible();
  await page.goto('/pricing');
  await returnToThisApp(page);
  await page.getByRole('button', { name: 'Choisir la formule Découverte' }).click();
  await payOnCheckoutPage(page);
  await expect(page.getByTestId('payment-credits')).toContainText('100 crédits disponibles', {
    timeout: 20_000,
  });

  // Cancel from another tab (the portal), while /subscription stays open here.
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Actif');
  const portal = await page.context().newPage();
  const opened = await fetch(`${e2eApiUrl}/functions/v1/customer-portal`, {
    method: 'POST',
    headers: {
      apikey: demoAnonKey,
      authorization: `Bearer ${await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.includes('auth-token'));
        return key
          ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
          : '';
      })}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ returnPath: '/subscription' }),
  });
  const { url } = (await opened.json()) as { url: string };
  await portal.goto(url);
  await portal.getByRole('button', { name: 'Annuler l’abonnement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Résiliation programmée' }).first()).toBeVisible({
    timeout: 20_000,
  });
});

test('@journey a visitor starts the free trial from the landing and creates the account after paying (English)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('trial');
  await page.goto('/');
  await returnToThisApp(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /English/ })
    .click();
  await page.getByRole('button', { name: 'Start the free trial' }).first().click();
  await payOnCheckoutPage(page, { email });
  await expect(page.getByRole('heading', { name: 'Your free trial begins' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Name').fill('Alex Trial');
  await page.getByLabel('Password', { exact: true }).fill('motdepasse-e2e');
  await page.getByLabel('Confirm password').fill('motdepasse-e2e');
  await page.getByRole('checkbox', { name: /I agree that my conversations/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Stripe does not verify the email it collected: the account waits for its owner's click.
  await expect(
    page.getByRole('heading', { name: 'Check your email to activate your account' }),
  ).toBeVisible();

  // The link opened in another tab signs this one in too, which then shows the trial's credits.
  const mailTab = await page.context().newPage();
  await returnToThisApp(mailTab, new URL(page.url()).origin);
  await followEmailLink(mailTab, await latestMail(email, 'signup'));
  await expect(mailTab.getByRole('heading', { name: /logged in/ })).toBeVisible();
  await expect(page.getByTestId('payment-credits')).toContainText('20 credits available', {
    timeout: 20_000,
  });
});

test('@journey a promo code is redeemed in the paywall', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount();
  await spendCredits(account, 20);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await fetch(`${e2eApiUrl}/rest/v1/promo_codes`, {
    method: 'POST',
    headers: {
      apikey: demoServiceRoleKey,
      authorization: `Bearer ${demoServiceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ code, extra_requests: 15 }),
  });
  expect(created.ok).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  // At 0 credits the paywall opens by itself (the first time today).
  const paywall = page.getByRole('dialog', { name: 'Vous avez utilisé tous vos crédits' });
  await expect(paywall).toBeVisible({ timeout: 20_000 });
  await paywall.getByRole('button', { name: 'Vous avez un code promo ?' }).click();
  await paywall.getByRole('textbox', { name: 'Code promo' }).fill(code.toLowerCase());
  await paywall.getByRole('button', { name: 'Utiliser le code' }).click();
  await expect(paywall.getByRole('status')).toHaveText('Code accepté : 15 crédits ajoutés');
  await expect.poll(() => remainingCredits(account.id)).toBe(15);
});
