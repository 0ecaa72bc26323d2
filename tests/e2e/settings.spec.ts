/**
 * Settings journeys (issue 26), against the built app and the local stack: the avatar reaches
 * another browser's top bar, a changed password refuses the old one, the export downloads the
 * user's messages, deleting the account signs out and forbids signing in again, appearance acts
 * at once and survives an offline reload, the theme reaches another browser at sign-in, the
 * keyboard shortcuts work, and the 'formal' AI preference changes the coach.
 */
import { readFile } from 'node:fs/promises';

import { deflateSync } from 'node:zlib';

import { accessToken, createAccount } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { SignedInApp } from './signedIn.ts';

/** A small valid PNG (solid colour), made here so the test needs no image file. */
function png(side = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x7c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('avatar upload shows in the top bar of another browser, and a changed password refuses the old one', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount({ name: 'Camille Avatar' });
  const app = new SignedInApp(page);
  await app.logIn(account);
  await page.goto('/settings?tab=profile');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await expect(page.getByRole('button', { name: `Compte de ${account.email}` }).locator('img')).toBeVisible();

  // The theme is kept on the server too (decision 4): dark and orange here…
  await page.goto('/settings?tab=interface');
  const stored = page.waitForResponse(
    (response) => response.url().includes('/rest/v1/settings') && response.request().method() === 'PATCH',
  );
  await page.getByRole('radio', { name: 'Sombre' }).click();
  await page.getByRole('radio', { name: 'Orange' }).click();
  expect((await stored).ok()).toBe(true);

  // Another device: its own context, signing in afresh.
  const other = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'fr-FR' });
  const otherPage = await other.newPage();
  await new SignedInApp(otherPage).logIn(account);
  const picture = otherPage.getByRole('button', { name: `Compte de ${account.email}` }).locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  // …reach the other device at sign-in.
  await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(otherPage.locator('html')).toHaveAttribute('data-accent', 'orange');
  await other.close();

  await page.goto('/settings?tab=account');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-42');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret-42');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();

  const third = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'fr-FR' });
  const thirdPage = await third.newPage();
  await thirdPage.goto('/login');
  await thirdPage.getByLabel('Email').fill(account.email);
  await thirdPage.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await thirdPage.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(thirdPage.getByRole('alert')).toBeVisible();
  await expect(thirdPage.getByRole('button', { name: `Compte de ${account.email}` })).toBeHidden();
  await third.close();
  // The new one works (through the API: a third sign-in screen would only repeat the above).
  expect(await accessToken({ email: account.email, password: 'nouveau-secret-42' })).toMatch(/^ey/);
});

test("'formal' changes the coach's next reply; the export downloads the messages; deleting the account signs out for good", async ({
  page,
}) => {
  // A chat turn, an export and a deletion: the longest journey here.
  test.setTimeout(45_000);
  const account = await createAccount({ name: 'Camille Export' });
  const app = new SignedInApp(page);
  await app.logIn(account);

  await page.goto('/modern-settings?tab=ai-preferences');
  await page.getByRole('radio', { name: 'Formel (vouvoiement)' }).click();
  // Auto-save runs 1 s after the last change.
  await expect(page.getByText(/^Sauvegardé à/)).toBeVisible();

  await page.goto('/dashboard');
  await app.pickCoach('Emma');
  await app.openChat();
  await app.send("Je me sens un peu seul ces temps-ci, j'ai du mal à en parler.");
  const reply = app.replies().last();
  await expect(reply).toBeVisible({ timeout: 15_000 });
  const text = (await reply.innerText()).toLowerCase();
  expect(text).toMatch(/\bvous\b|\bvotre\b|\bvos\b/);
  expect(text).not.toMatch(/\btu\b|\bte\b|\bton\b|\bta\b|\btes\b|\btoi\b/);

  await page.goto('/settings?tab=privacy');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const file = await downloading;
  const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
    server: { account: { email: string }; messages: { message: string; sender: string }[] };
  };
  expect(exported.server.account.email).toBe(account.email);
  expect(exported.server.messages.map((m) => m.message)).toContain(
    "Je me sens un peu seul ces temps-ci, j'ai du mal à en parler.",
  );
  expect(exported.server.messages.some((m) => m.sender === 'bot')).toBe(true);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).first().click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Votre compte a été supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: `Compte de ${account.email}` })).toBeHidden();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('font size and accent change the app at once and survive an offline reload', async ({
    page,
    context,
  }) => {
    const account = await createAccount({ name: 'Sam' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByRole('button', { name: `Account of ${account.email}` })).toBeVisible();
    await page.goto('/modern-settings?tab=appearance');
    const html = page.locator('html');
    await page.getByRole('radio', { name: /Extra large/ }).click();
    await page.getByRole('radio', { name: 'Teal' }).click();
    await expect(html).toHaveAttribute('data-font-size', 'extra-large');
    await expect(html).toHaveAttribute('data-accent', 'teal');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await expect(page.getByText(/^Saved at/)).toBeVisible();

    // Offline, the reload is served by the service worker: wait until it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await context.setOffline(true);
    await page.reload();
    await expect(html).toHaveAttribute('data-font-size', 'extra-large');
    await expect(html).toHaveAttribute('data-accent', 'teal');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await context.setOffline(false);

    // The keyboard shortcuts work on any page: Ctrl+/ shows the guide, Ctrl+K the quick search.
    const guide = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // Pressed again if the page was still settling after the reconnection.
    await expect(async () => {
      if (!(await guide.isVisible())) await page.keyboard.press('Control+/');
      await expect(guide.getByText('Quick search (go to a page)')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox', { name: 'Go to page' }).fill('pric');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
