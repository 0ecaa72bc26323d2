import { e2eApiUrl } from '#supabase/local/defaults.mjs';

import { expect, test } from './fixtures.ts';
import { goOffline } from './network.ts';

test.describe('@offline', () => {
  test('after a first visit, the app shell opens from the service worker with the server gone', async ({
    page,
    context,
    shell,
    startServer,
  }) => {
    const server = await startServer();
    await shell.install(server.url);
    await expect(page.getByTestId('toast')).toContainText('Emma & Louis fonctionne désormais hors ligne');

    // Truly offline: the server is stopped and the browser is told it has no network.
    await server.close();
    await goOffline(context);

    await page.reload();
    await expect(shell.banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.banner.getByRole('status')).toContainText('Hors ligne');

    // Another page of the app, never visited, also comes from the precache.
    await page.goto(`${server.url}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre formule' })).toBeVisible();
  });

  test('backend requests go straight to the network, past the service worker', async ({
    page,
    shell,
    startServer,
  }) => {
    const server = await startServer();
    await shell.install(server.url);
    // Chromium reports which source its router picked for a request the worker did not handle.
    type RoutedTiming = PerformanceResourceTiming & { workerMatchedSourceType?: string };
    const sources = await page.evaluate(async (api) => {
      await (await fetch(`${api}/auth/v1/health`)).text();
      await (await fetch('/manifest.webmanifest')).text();
      const source = (path: string) =>
        (performance.getEntriesByType('resource') as RoutedTiming[]).findLast((entry) =>
          entry.name.endsWith(path),
        )?.workerMatchedSourceType;
      return { backend: source('/auth/v1/health'), app: source('/manifest.webmanifest') };
    }, e2eApiUrl);
    expect(sources).toEqual({ backend: 'network', app: '' });
  });
});
