// The hosted Checkout page of the local Stripe double, in Chromium, as a payer fills it: a
// declined card shows Stripe's error and charges nothing; 4242 pays, the browser comes back to
// the app's payment-success address, and the webhook gives the plan's credits. The app's own
// billing screens have their journeys elsewhere; this one needs no app build.
import { expect, test } from '@playwright/test';

import { demoAnonKey, e2eApiUrl } from '#supabase/local/defaults.mjs';

import { createAccount, remainingCredits } from './backend.ts';

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${e2eApiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: demoAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

test('@journey pays Équilibre on the hosted checkout page after a declined card', async ({ page }) => {
  const account = await createAccount();
  const token = await signIn(account.email, account.password);
  const created = await fetch(`${e2eApiUrl}/functions/v1/create-checkout-session`, {
    method: 'POST',
    headers: { apikey: demoAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ planType: 'equilibre', billingPeriod: 'monthly', source: 'pricing-page' }),
  });
  expect(created.status).toBe(200);
  const { url, session_id: sessionId } = (await created.json()) as { url: string; session_id: string };
  // The app's address Stripe sends the payer back to (the app is not served in this test).
  await page.route(/\/payment-success\?/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>payment-success</h1>' }),
  );

  await page.goto(url);
  await expect(page.getByRole('heading', { name: /Équilibre — 14,90 €/ })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée.');
  expect(await remainingCredits(account.id)).toBe(20);

  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Payer' }).click();
  await page.waitForURL(`**/payment-success?session_id=${sessionId}`);
  await expect.poll(() => remainingCredits(account.id), { timeout: 10_000 }).toBe(1000);
});
