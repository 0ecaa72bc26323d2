/**
 * The back-office, in French, against the real local stack: the first admin promotes themselves
 * (first-run bootstrap), grants 100 credits that the user sees arrive live, searches and filters
 * users, exports the CSV (formula cells neutralised), answers a contact message, creates a promo
 * code a user redeems, changes a user's plan; a non-admin meets 'Accès restreint' and never
 * downloads the back-office chunk.
 */
import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { e2eApiUrl, demoAnonKey } from '#supabase/local/defaults.mjs';

import { createAccount, uniqueEmail } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

const anonHeaders = { apikey: demoAnonKey, 'content-type': 'application/json' };

async function userToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${e2eApiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A visitor's message through the contact form's API. */
async function sendContactMessage(email: string) {
  const response = await fetch(`${e2eApiUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify({
      name: 'Claire Visiteuse',
      email,
      subject: 'question',
      message: 'Bonjour, comment fonctionnent les crédits offerts ?',
    }),
  });
  expect(response.status).toBe(201);
}

function adminChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/admin\.routes-[^/]*\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test('a non-admin sees "Accès restreint" and never downloads the back-office chunk', async ({ page }) => {
  const requested = adminChunkRequests(page);
  const account = await createAccount({ name: 'Nina Normale' });
  await new SignedInApp(page).logIn(account);
  for (const path of ['/admin/dashboard', '/admin/messages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Accès restreint' })).toBeVisible();
    await expect(page.getByText("Cette page nécessite des droits d'administrateur.")).toBeVisible();
  }
  await page.goto('/admin/panel');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Promotion administrateur' })).toBeVisible();
  expect(requested).toEqual([]);
});

test('the first admin runs the back-office end to end', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const admin = await createAccount({ name: 'Alice Admin' });
  const user = await createAccount({ name: `Zébulon ${stamp}` });
  await createAccount({ name: `=HYPERLINK("http://x") ${stamp}` });

  // The user, signed in elsewhere, waits on the home page.
  const userContext = await browser.newContext({ baseURL: baseURL ?? '', locale: 'fr-FR' });
  const userPage = await userContext.newPage();
  await new SignedInApp(userPage).logIn(user);

  // First run: no admin yet, so the first user may promote their own account.
  await new SignedInApp(page).logIn(admin);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Devenir administrateur' }).click();
  await expect(page.getByText('Successfully promoted to admin!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès accordé' })).toBeVisible();
  await page.getByRole('button', { name: 'SaaS Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Panneau d'administration" })).toBeVisible();
  await expect(page.getByText('Dernières transactions')).toBeVisible();

  // Users: search on the server, grant 100 credits; the user sees them arrive live.
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher par nom ou email' }).fill(`zébulon ${stamp}`);
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: `Actions pour Zébulon ${stamp}` })
    .click();
  await page.getByRole('menuitem', { name: 'Accorder des crédits' }).click();
  const grant = page.getByRole('dialog', { name: 'Accorder des crédits' });
  await expect(grant.getByLabel('Montant')).toHaveValue('100');
  await grant.getByRole('button', { name: 'Accorder' }).click();
  await expect(page.getByText(`100 crédits accordés à Zébulon ${stamp}`)).toBeVisible();
  await expect(userPage.getByText('100 crédits offerts !')).toBeVisible();

  // Filters: 'Admins' shows the admin, not the user.
  await page.getByRole('searchbox', { name: 'Rechercher par nom ou email' }).fill('');
  await page.getByRole('combobox', { name: 'Filtre' }).selectOption('admin');
  await expect(rows.filter({ hasText: admin.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: user.email })).toHaveCount(0);

  // CSV: the spec's header, and a formula name neutralised.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe(
    '"ID","Nom","Email","Rôle","Vérifié","Abonnement","Crédits Total","Crédits Utilisés","Valeur Vie","Inscription"',
  );
  expect(csv).toContain(`"'=HYPERLINK(""http://x"") ${stamp}"`);

  // A contact message: read, then replied.
  const visitor = uniqueEmail('visiteur');
  await sendContactMessage(visitor);
  await page.goto('/admin/messages');
  const message = page.getByTestId('contact-message').filter({ hasText: visitor });
  await expect(message.getByText('Nouveau')).toBeVisible();
  await message.getByRole('button', { name: 'Marquer lu' }).click();
  await expect(message.getByText('Lu', { exact: true })).toBeVisible();
  await message.getByRole('button', { name: 'Répondu' }).click();
  await expect(message.getByText('Répondu', { exact: true })).toBeVisible();

  // A promo code, redeemed by the user, shows its use.
  const code = `E2E${stamp.toUpperCase()}`.slice(0, 12);
  await page.getByRole('button', { name: 'Codes promo' }).click();
  await page.getByRole('button', { name: 'Nouveau code promo' }).click();
  const promo = page.getByRole('dialog', { name: 'Nouveau code promo' });
  await promo.getByLabel('Code').fill(code.toLowerCase());
  await expect(promo.getByLabel('Code')).toHaveValue(code);
  await promo.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Code promo créé !')).toBeVisible();
  const redeemed = await fetch(`${e2eApiUrl}/rest/v1/rpc/redeem_promo_code`, {
    method: 'POST',
    headers: { ...anonHeaders, authorization: `Bearer ${await userToken(user.email, user.password)}` },
    body: JSON.stringify({ code }),
  });
  expect(await redeemed.json()).toMatchObject({ success: true, credits_added: 10 });
  const promoRow = page.getByRole('row').filter({ hasText: code });
  await expect(promoRow.getByText('1 / ∞')).toBeVisible();
  await promoRow.getByRole('button', { name: 'Utilisations' }).click();
  await expect(page.getByRole('dialog', { name: `Utilisations de ${code}` })).toContainText(
    `Zébulon ${stamp}`,
  );
  await page.keyboard.press('Escape');

  // The user's plan, changed from the subscription management.
  await page.getByRole('button', { name: 'Abonnements' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un abonné' }).fill(user.email);
  await page.getByRole('button', { name: new RegExp(`Zébulon ${stamp}`) }).click();
  await page.getByRole('button', { name: 'Changer le plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Changer le plan' });
  await plan.getByLabel('Nouveau plan').selectOption({ label: 'Équilibre' });
  await plan.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Plan changé vers Équilibre')).toBeVisible();

  // Every action above is in the activity log.
  await page.getByRole('button', { name: 'Activité' }).click();
  for (const action of [
    'promote_to_admin',
    'grant_credits',
    'export_users',
    'set_contact_status',
    'create_promo_code',
    'change_plan',
  ])
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  await userContext.close();
});
