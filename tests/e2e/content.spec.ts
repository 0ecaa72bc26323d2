/**
 * Issue 27 end to end: the public pages (prerendered, contact form within the server's limits,
 * quotes filters and copy, FAQ one answer at a time), the weekly summary after real chats
 * (figures, week navigation, a PDF whose text pdftotext reads, the same week offline) and the
 * dashboard's progress from them, the credit diagnostic (the e2e stack is local development, so
 * the emergency +50 is offered) and the top bar's quick menu.
 */
import { execFileSync } from 'node:child_process';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';

import { createAccount, uniqueEmail } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

async function contactRows(email: string): Promise<{ status: string }[]> {
  const response = await fetch(
    `${e2eApiUrl}/rest/v1/contact_messages?email=eq.${encodeURIComponent(email)}&select=status`,
    { headers: { apikey: demoServiceRoleKey, authorization: `Bearer ${demoServiceRoleKey}` } },
  );
  return (await response.json()) as { status: string }[];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ and the quotes are readable from their prerendered HTML', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Questions fréquentes — Emma & Louis');
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { level: 1, name: "Citations d'Emma et Louis" })).toBeVisible();
  });
});

test('contact: a message is stored as new, and a burst from the same address is refused clearly', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  const send = page.getByRole('button', { name: 'Envoyer le message' });
  await send.click();
  await expect(page.getByText('Au moins 2 caractères.').first()).toBeVisible();
  await page.getByLabel('Prénom').fill('Camille');
  await expect(page.getByText('Au moins 2 caractères.')).toHaveCount(1);
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Sujet').selectOption('question');
  await page.getByLabel('Message').fill('Bonjour, comment fonctionnent les crédits gratuits ?');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Message envoyé !' })).toBeVisible();
  await expect.poll(() => contactRows(email)).toEqual([{ status: 'new' }]);

  // Four more from that address this hour (the server's cap is five), then the form's sixth.
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${e2eApiUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: demoServiceRoleKey,
        authorization: `Bearer ${demoServiceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'Camille Martin',
        email,
        subject: 'question',
        message: 'Encore une question, merci !',
      }),
    });
    expect(response.ok).toBe(true);
  }
  // The thank-you gives way to the form after 5 s.
  await expect(send).toBeVisible({ timeout: 8_000 });
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Sujet').selectOption('bug');
  await page.getByLabel('Message').fill('Une autre question, toujours sur les crédits.');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Trop de messages envoyés. Réessayez dans une heure.');
  expect(await contactRows(email)).toHaveLength(5);
});

test('quotes: filters worded in the count, an empty result with a reset, and copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/quotes');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByText('60 citations au total')).toBeVisible();
  await page.getByLabel('Coach').selectOption('louis');
  await expect(page.getByText('30 citations correspondent à vos filtres')).toBeVisible();
  await page.getByLabel('Rechercher').fill('demain');
  await expect(page.getByText('1 citation correspond à vos filtres')).toBeVisible();
  await page.getByRole('button', { name: /^Copier la citation de Louis/ }).click();
  await expect(page.getByText('Citation copiée')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('ce soir, on dort');
  await page.getByLabel('Rechercher').fill('zzzz');
  await expect(page.getByText('Aucune citation ne correspond à ces filtres.')).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page.getByText('60 citations au total')).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('FAQ: one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    // The app replaces the prerendered page (and its open answer) once it runs: click after that.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('details[open]')).toHaveCount(1);
    await page.getByText('Can Emma and Louis make a diagnosis?').click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(page.getByText('No. Emma and Louis make no diagnosis')).toBeVisible();
    await expect(page.getByText('You write to Emma or Louis as in a messaging app.')).toBeHidden();
  });
});

test('weekly summary after two chats: figures, back a week, a PDF with the period and figures, offline', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const app = new SignedInApp(page);
  const account = await createAccount({ name: 'Camille' });
  await app.logInFromModal(account);
  await page.goto('/dashboard');
  await app.pickCoach('Emma');
  await app.openChat();
  await app.send('Je suis heureux, le sommeil revient enfin.');
  await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
  await app.send('Toujours un peu de stress au travail, mais je reste calme.');
  await expect(app.replies()).toHaveCount(2, { timeout: 15_000 });

  await page.goto('/weekly-summary');
  const figures = page.getByRole('list', { name: 'Chiffres de la semaine' });
  await expect(figures.getByText('Messages envoyés')).toBeVisible();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Sessions' })).toContainText('1');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Messages envoyés' })).toContainText('2');
  // heureux, calme against stress: 1 + 9 × 2/3 = 7.0.
  await expect(figures.getByRole('listitem').filter({ hasText: 'Humeur moyenne' })).toContainText('7,0/10');
  const period =
    (await page.getByRole('navigation', { name: 'Changer de semaine' }).locator('p').textContent()) ?? '';
  expect(period).toMatch(/^Du \d+ \S+ au \d+ \S+ \d{4} \(semaine \d+\)$/);
  await expect(page.getByRole('button', { name: 'Semaine suivante' })).toBeDisabled();

  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await expect(page.getByText('Aucun résumé disponible pour cette semaine.')).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Messages envoyés' })).toContainText('2');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger en PDF' }).click();
  const file = testInfo.outputPath('week.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(period);
  expect(text).toContain('Sessions : 1');
  expect(text).toContain('Messages envoyés : 2');
  expect(text).toContain('Humeur moyenne : 7,0/10');
  expect(text).toContain('intelligences artificielles');

  // Offline, the week seen comes from the device.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page.getByText(/^Hors ligne : voici le résumé enregistré le/)).toBeVisible();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Humeur moyenne' })).toContainText('7,0/10');
  await context.setOffline(false);

  // The dashboard's progress counts the same chats (never samples).
  await page.goto('/dashboard');
  const progress = page.getByTestId('progress-overview');
  await expect(progress.getByTestId('progress-conversations')).toContainText('1');
  await expect(progress.getByTestId('progress-streak')).toContainText('1 jour');
  await expect(progress.getByTestId('progress-mood')).toContainText('7,0/10');
  await expect(progress.getByRole('link', { name: /^Avec Emma/ })).toHaveAttribute('href', '/chat/emma');
});

test('credit diagnostic and the quick menu: +50 where the server allows it, a keyboard menu', async ({
  page,
}) => {
  const app = new SignedInApp(page);
  const account = await createAccount({ name: 'Camille' });
  await app.logInFromModal(account);
  await page.goto('/credit-diagnostic');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic des crédits' })).toBeVisible();
  await expect(page.getByTestId('diagnostic-remaining')).toHaveText('20');
  await expect(page.getByText('Limité', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Diagnostic complet' })).toContainText('Présent');
  await page.getByRole('button', { name: "Ajouter 50 crédits d'urgence" }).click();
  await expect(page.getByTestId('diagnostic-remaining')).toHaveText('70');
  const operations = page.getByRole('region', { name: 'Dernières opérations' });
  await expect(operations).toContainText('+50');
  // The welcome credits and the +50 are named for what they are, not "Autre".
  await expect(operations).toContainText('Crédits gratuits');
  const instructions = page.getByRole('button', { name: 'Instructions de réparation' });
  await instructions.click();
  await expect(instructions).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'page de contact' })).toBeVisible();

  // The quick menu: a menu button, Escape closes it and gives focus back, an item navigates.
  const menu = page.getByRole('button', { name: 'Menu rapide' });
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Changer de coach' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Changer de coach' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Choisir Louis' })).toBeVisible();
});
