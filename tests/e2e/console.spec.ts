/**
 * A clean console: every route a visitor or a signed-in person can open prints no warning and
 * no error a developer would have to learn to ignore (React Router's HydrateFallback,
 * deprecations, React's recovered render errors…). The route lists follow src/app/routes.tsx.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

import { createAccount } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { settingsTabs, SignedInApp } from './signedIn.ts';

const visitorRoutes = [
  '/',
  '/auth',
  '/login',
  '/auth/callback',
  '/reset-password',
  '/dashboard',
  '/chat/emma',
  '/faq',
  '/contact',
  '/quotes',
  '/mentions-legales',
  '/pricing',
  '/admin',
  '/page-inconnue',
];

/** Everything the page says on its console at warning level or above, and uncaught errors. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error')
      heard.push(`${where()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`${where()} uncaught: ${error.message}`));
  return heard;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy chunks, session checks and first fetches have time to speak.
  await page.waitForLoadState('networkidle');
}

test('no console warning or error on any route a visitor opens', async ({ page }) => {
  test.setTimeout(60_000);
  const heard = listen(page);
  for (const path of visitorRoutes) await visit(page, path);
  expect(heard).toEqual([]);
});

/**
 * Signed in, each route opens in the app (client-side, as a link would), and the ones reading the
 * signed-in data or billing on their first render also by a full load (as after a reload or a
 * shared link, while the signed-in code is still loading).
 */
const signedInRoutes = [
  '/',
  '/dashboard',
  '/chat/louis',
  '/weekly-summary',
  '/settings',
  '/modern-settings',
  '/pricing',
  '/subscription',
  '/subscription/success',
  '/payment/success',
  '/payment-success',
  '/credit-diagnostic',
  '/supabase-check',
  '/stripe-debug',
  '/auth-debug',
  '/debug-subscription',
  '/test-subscription',
  '/admin',
  '/admin/login',
  '/admin/panel',
  '/admin/dashboard',
  '/admin/dashboard-page',
  '/admin/users',
  '/admin/subscriptions',
  '/admin/messages',
  '/admin/settings',
  '/auth',
  '/login',
  '/auth/callback',
  '/reset-password',
  '/faq',
  '/contact',
  '/quotes',
  '/mentions-legales',
  '/confidentialite',
  '/page-inconnue',
];
const loadedAnew = [
  '/dashboard',
  '/weekly-summary',
  '/settings',
  '/pricing',
  '/subscription',
  '/credit-diagnostic',
];

/**
 * Resolves once no request has been in flight for `quietMs`: after a client-side navigation,
 * Playwright's `networkidle` (a state of the document's load) no longer waits. What is said
 * later is still heard (the listener stays), only under the next route's name.
 */
function quietNetwork(page: Page, quietMs = 120) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  const done = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

/**
 * A navigation inside the running app, as a link click does (React Router hears popstate); some
 * routes send a signed-in person elsewhere (/login, /admin/login…), so the address may change.
 */
async function navigateInApp(page: Page, path: string, settle: () => Promise<void>) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('no console warning or error on any route a signed-in person (not an admin) opens', async ({ page }) => {
  test.setTimeout(90_000);
  const heard = listen(page);
  const settle = quietNetwork(page);
  const app = new SignedInApp(page);
  // The character selection after logging in, then the chat opened by its own address (a reload
  // or a shared link) while the signed-in code is still loading.
  await app.logIn(await createAccount());
  await settle();
  await visit(page, '/chat/emma');
  await expect(app.input()).toBeEditable();
  for (const path of loadedAnew) await visit(page, path);
  for (const path of signedInRoutes) await navigateInApp(page, path, settle);
  for (const [route, tabs] of Object.entries(settingsTabs)) {
    const path = `/${route}`;
    await navigateInApp(page, path, settle);
    for (const tab of tabs) {
      await page.locator(`a[href="${path}?tab=${tab}"]`).click();
      await expect(page).toHaveURL(`${path}?tab=${tab}`);
      await settle();
    }
  }
  expect(heard).toEqual([]);
});
