import type { Page } from '@playwright/test';

import { createAccount, remainingCredits, storedMessages } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { goOffline, goOnline } from './network.ts';
import { SignedInApp } from './signedIn.ts';

/** A new account signed in, in Emma's chat, with the service worker in control (so it opens offline). */
async function chatReadyOffline(page: Page) {
  const account = await createAccount();
  const app = new SignedInApp(page);
  await app.logInFromModal(account);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await app.pickCoach('Emma');
  await app.openChat();
  return { app, account };
}

/** The coach's replies this device has recorded in IndexedDB (not greetings or notices). */
function recordedReplies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('emma-et-louis');
        request.onerror = () => reject(request.error ?? new Error('open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('messages', 'readonly').objectStore('messages').getAll();
          all.onsuccess = () => {
            db.close();
            const records = all.result as { sender: string; localOnly?: string }[];
            resolve(records.filter((record) => record.sender === 'bot' && !record.localOnly).length);
          };
        };
      }),
  );
}

test.describe('@journey @offline local-first chat', () => {
  test('two messages written offline survive a reload and are each sent, answered and charged once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { app } = await chatReadyOffline(page);
    const userId = await app.userId();

    await goOffline(context);
    await app.send('Premier message écrit sans réseau.');
    await app.send('Deuxième message, toujours hors ligne.');
    await expect(app.userMessages()).toHaveCount(2);
    await expect(app.userMessages().filter({ hasText: "En attente d'envoi" })).toHaveCount(2);
    // Shown as pending against the balance: 20 on the server, 2 waiting.
    await expect(page.getByText('2 en attente').first()).toBeVisible();

    // The chat has its own address: the reload keeps it open.
    await page.reload();
    await expect(app.userMessages()).toHaveCount(2);
    await expect(app.userMessages().filter({ hasText: "En attente d'envoi" })).toHaveCount(2);
    expect(await storedMessages(userId)).toEqual({ user: 0, bot: 0 });

    await goOnline(context);
    await expect(app.replies()).toHaveCount(2, { timeout: 20_000 });
    await expect(app.userMessages().nth(0)).toHaveAttribute('data-status', 'sent');
    await expect(app.userMessages().nth(1)).toHaveAttribute('data-status', 'sent');
    // In order: the first reply answers the first message.
    const order = await app
      .messages()
      .locator('[data-sender]:not([data-local-only])')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sender')));
    expect(order).toEqual(['user', 'bot', 'user', 'bot']);
    await expect(app.remaining()).toHaveText('18 messages restants');
    expect(await storedMessages(userId)).toEqual({ user: 2, bot: 2 });
    expect(await remainingCredits(userId)).toBe(18);
  });

  test('a person whose session expired opens the app offline: history there, a new message waits, then is answered once online', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { app } = await chatReadyOffline(page);
    const userId = await app.userId();
    await app.send('Un message de la veille.');
    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    // The reply shows as it lands, before IndexedDB records it: wait for the record, or the
    // reload below could come first (the server would then replay it, but not while offline).
    await expect.poll(() => recordedReplies(page), { timeout: 10_000 }).toBe(1);
    // The next morning: the access token (one hour) has expired on the device.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name)) ?? '';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 3600 }),
      );
    });

    await goOffline(context);
    await page.reload();
    // The chat keeps its address across the reload, its history on the device.
    await expect(app.userMessages().filter({ hasText: 'Un message de la veille.' })).toBeVisible();
    // The profile kept on the device: the dashboard's greeting still has the person's name.
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Camille');
    await app.openChat();
    await expect(app.userMessages().filter({ hasText: 'Un message de la veille.' })).toBeVisible();
    await expect(app.replies()).toHaveCount(1);
    await app.send('Écrit dans le métro, sans réseau.');
    await expect(app.userMessages().filter({ hasText: "En attente d'envoi" })).toHaveCount(1);

    await goOnline(context);
    await expect(app.replies()).toHaveCount(2, { timeout: 30_000 });
    await expect(app.userMessages().nth(1)).toHaveAttribute('data-status', 'sent');
    expect(await storedMessages(userId)).toEqual({ user: 2, bot: 2 });
    expect(await remainingCredits(userId)).toBe(18);
  });

  test('logging out asks before losing an unsent message, then leaves nothing of the user on the device', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { app, account } = await chatReadyOffline(page);
    await app.send('Un message qui part tout de suite.');
    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    await goOffline(context);
    await app.send('Un message resté sur le téléphone.');

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await app.accountMenu(account.email).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect
      .poll(() => questions)
      .toEqual([
        "1 message n'a pas encore été envoyé : il sera perdu si vous vous déconnectez maintenant. Se déconnecter quand même ?",
      ]);
    // Kept: still signed in, the message still waiting.
    await expect(app.accountMenu(account.email)).toBeVisible();
    await expect(app.userMessages().filter({ hasText: "En attente d'envoi" })).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await app.accountMenu(account.email).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const left = await page.evaluate(
      () =>
        new Promise<number[]>((resolve, reject) => {
          const request = indexedDB.open('emma-et-louis');
          request.onerror = () => reject(request.error ?? new Error('open failed'));
          request.onsuccess = () => {
            const db = request.result;
            const stores = ['conversations', 'messages', 'outbox', 'cache'];
            const tx = db.transaction(stores, 'readonly');
            const counts = stores.map((name) => tx.objectStore(name).count());
            tx.oncomplete = () => {
              db.close();
              resolve(counts.map((count) => count.result));
            };
          };
        }),
    );
    expect(left).toEqual([0, 0, 0, 0]);

    // The server kept what it had: signing in again brings that history back, and only that.
    await goOnline(context);
    await app.logInFromModal(account);
    await app.openChat();
    await expect(app.replies()).toHaveCount(1, { timeout: 15_000 });
    await expect(app.userMessages()).toHaveText([/Un message qui part tout de suite\./]);
  });

  test('two open tabs send each message once', async ({ page, context }) => {
    test.setTimeout(90_000);
    const account = await createAccount();
    const first = new SignedInApp(page);
    await first.logInFromModal(account);
    await first.pickCoach('Louis');
    await first.openChat();

    const second = new SignedInApp(await context.newPage());
    await second.page.goto('/');
    await second.openChat();

    await first.send('Message du premier onglet.');
    await second.send('Message du deuxième onglet.');
    for (const tab of [first, second]) {
      await expect(tab.replies()).toHaveCount(2, { timeout: 20_000 });
      await expect(tab.userMessages()).toHaveCount(2);
    }
    const userId = await first.userId();
    expect(await storedMessages(userId)).toEqual({ user: 2, bot: 2 });
    expect(await remainingCredits(userId)).toBe(18);
  });
});

test.describe('@journey two devices', () => {
  test('a history cleared on the phone leaves the laptop too', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const account = await createAccount();
    const phone = new SignedInApp(page);
    await phone.logInFromModal(account);
    await phone.pickCoach('Emma');
    await phone.openChat();
    await phone.send('Une confidence que je regretterai.');
    await expect(phone.replies()).toHaveCount(1, { timeout: 15_000 });

    const laptopContext = await browser.newContext({ baseURL: baseURL ?? '' });
    const laptop = new SignedInApp(await laptopContext.newPage());
    await laptop.logInFromModal(account);
    await laptop.pickCoach('Emma');
    await laptop.openChat();
    const confidence = laptop.userMessages().filter({ hasText: 'Une confidence que je regretterai.' });
    await expect(confidence).toBeVisible();

    await phone.page.getByRole('button', { name: "Plus d'options" }).click();
    await phone.page.getByRole('menuitem', { name: "Effacer l'historique" }).click();
    await phone.page.getByRole('alertdialog').getByRole('button', { name: "Effacer l'historique" }).click();
    await expect(phone.userMessages()).toHaveCount(0);

    // The laptop comes back to the foreground: its copy goes too.
    await laptop.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(confidence).toHaveCount(0, { timeout: 10_000 });
    await expect(laptop.replies()).toHaveCount(0);
    await expect(laptop.page.getByText('Historique effacé sur un autre appareil')).toBeVisible();
    await laptopContext.close();
  });
});

test.describe('@journey English', () => {
  test('an English-speaking user logs in, picks Emma and gets a reply in English', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Who would you like to talk to?' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Emma' }).click();
    await page.getByRole('button', { name: 'Start a session' }).click();
    const input = page.getByRole('textbox', { name: 'Your message to Emma' });
    await input.fill("Hi Emma, I've been feeling overwhelmed at work lately.");
    await input.press('Enter');
    const replies = page
      .getByRole('region', { name: 'Messages' })
      .locator('[data-sender="bot"]:not([data-local-only])');
    await expect(replies).toHaveCount(1, { timeout: 15_000 });
    await expect(replies.first()).not.toContainText(/\b(je|vous|tu)\b/i);
    await expect(page.getByText(/^19 messages left$/)).toBeVisible();
  });
});
