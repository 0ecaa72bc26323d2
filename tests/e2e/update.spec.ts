import { expect, test } from './fixtures.ts';

test('the update prompt appears when a new version waits, and accepting reloads into it', async ({
  page,
  shell,
  startServer,
}) => {
  const server = await startServer();
  await shell.install(server.url);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(firstWorker).toContain('/sw.js');

  // A new deployment: sw.js changes, the browser installs it and it waits.
  server.bumpServiceWorker();
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('alert').filter({ hasText: 'Une nouvelle version est disponible' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });

  const reloaded = page.waitForEvent('framenavigated', { timeout: 15_000 });
  await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
  await reloaded;
  await expect(shell.banner).toBeVisible();
  await expect(prompt).toBeHidden();
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
  );
  expect(waiting).toBeNull();
});
