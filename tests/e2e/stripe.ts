/**
 * The local Stripe double as the journeys meet it: its hosted checkout page (on the e2e stack's
 * Stripe port) and the return to the app under test.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Stripe sends the payer back to the deployment's site URL (the local stack's :4173), as do the
 * emailed links; the tests serve the app on another port, so that return is pointed at `origin`
 * (the page's own by default).
 */
export async function returnToThisApp(page: Page, origin = new URL(page.url()).origin) {
  await page.route(/^http:\/\/127\.0\.0\.1:4173\//, (route) =>
    route.fulfill({
      status: 302,
      headers: { location: route.request().url().replace('http://127.0.0.1:4173', origin) },
    }),
  );
}

/** Waits for the double's checkout page (French), optionally types the payer's email. */
export async function onCheckoutPage(page: Page, options: { email?: string } = {}) {
  await page.waitForURL(/127\.0\.0\.1:54341\//, { timeout: 20_000 });
  if (options.email !== undefined) await page.getByLabel('Email').fill(options.email);
}

/** Pays with `card` (4242… by default) and waits for the app's payment-success page. */
export async function payWith(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByRole('button', { name: /Payer|Démarrer/ }).click();
  await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 });
}

/** The declined test card: the page says so and stays. */
export async function declined(page: Page) {
  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /Payer|Démarrer/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée.');
}
