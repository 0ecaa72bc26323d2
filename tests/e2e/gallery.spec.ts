import type { Page } from '@playwright/test';

import { createAccount, followEmailLink, latestMail, spendCredits } from './backend.ts';
import { expect, settled, test } from './fixtures.ts';
import { goOffline } from './network.ts';

/**
 * @gallery: the screens and states the @visual tests do not reach (sent links, callback and reset
 * pages, the connection problem, no or few credits, the chat's menu, dialogs, waiting, offline
 * and error states, the payment success), in both languages, both themes, on a phone and a
 * desktop. Not part of `npm test`: `npm run screenshots` writes them to
 * test-results/screenshots/gallery for a person to look at. Each must still fit its viewport.
 */
const words = {
  fr: {
    login: 'Se connecter',
    magicLink: 'Recevoir un lien de connexion',
    linkSent: 'Vérifiez votre boîte mail',
    forgot: 'Mot de passe oublié ?',
    newPassword: 'Choisissez un nouveau mot de passe',
    choose: 'Choisir Emma',
    start: 'Commencer une session',
    free: 'Continuer avec le plan gratuit',
    message: /^Votre message à/,
    more: "Plus d'options",
    clear: "Effacer l'historique",
    problem: 'Problème de connexion',
    initError: /Erreur d'initialisation/,
    paid: 'Paiement confirmé',
    sample: 'Bonjour Emma, je voudrais parler de mon sommeil.',
    waiting: "En attente d'envoi",
    exhausted: 'Crédits épuisés',
  },
  en: {
    login: 'Log in',
    magicLink: 'Get a sign-in link',
    linkSent: 'Check your inbox',
    forgot: 'Forgot password?',
    newPassword: 'Choose a new password',
    choose: 'Choose Emma',
    start: 'Start a session',
    free: 'Continue with the free plan',
    message: /^Your message to/,
    more: 'More options',
    clear: 'Clear history',
    problem: 'Connection problem',
    initError: /Initialisation error/,
    paid: 'Payment confirmed',
    sample: "Hi Emma, I'd like to talk about my sleep.",
    waiting: 'Waiting to be sent',
    exhausted: 'No credits left',
  },
} as const;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Setup = { page: Page; language: 'fr' | 'en'; theme: 'light' | 'dark' };

/** Language and theme are device preferences: set once, they hold across reloads. */
async function prepare({ page, language, theme }: Setup) {
  await page.goto('/');
  const banner = page.getByRole('banner');
  if (language === 'en') await banner.getByRole('button', { name: /English/ }).click();
  if (theme === 'dark') await banner.getByRole('button', { name: /^(Thème|Theme)/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('emma-et-louis:preferences')))
    .toContain(`"theme":"${theme}"`);
}

function shooter(page: Page, suffix: string) {
  return async (name: string) => {
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/gallery/${name}-${suffix}.png` });
  };
}

/** The top bar's login modal (in the drawer on a phone). */
async function openLoginModal(page: Page, phone: boolean, login: string) {
  if (phone) {
    await page.locator('button[aria-controls="main-drawer"]').click();
    await page.getByRole('dialog').getByRole('button', { name: login }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: login }).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function logIn(
  page: Page,
  phone: boolean,
  login: string,
  account: { email: string; password: string },
) {
  await openLoginModal(page, phone, login);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel(/^(Mot de passe|Password)$/).fill(account.password);
  await dialog.getByRole('button', { name: login }).click();
}

for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      const w = words[language];

      test(`@gallery auth states, ${suffix}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        const account = await createAccount();

        await openLoginModal(page, viewport.name === 'phone', w.login);
        await page.getByRole('dialog').getByLabel('Email').fill(account.email);
        await page.getByRole('dialog').getByRole('button', { name: w.magicLink }).click();
        await expect(page.getByRole('heading', { name: w.linkSent })).toBeVisible();
        await shoot('link-sent');

        // Another address: the server spaces out emails to one address (max_frequency).
        const forgetful = await createAccount();
        await page.goto('/login');
        await page.getByLabel('Email').fill(forgetful.email);
        await page.getByRole('button', { name: w.forgot }).click();
        await expect(page.getByText(forgetful.email).first()).toBeVisible();
        await shoot('reset-sent');

        await followEmailLink(page, await latestMail(forgetful.email, 'recovery'));
        await expect(page.getByRole('heading', { name: w.newPassword })).toBeVisible();
        await shoot('reset-password');

        await page.goto(
          '/auth/callback?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('callback-error');

        await page.goto('/?payment_success=true');
        await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
        await shoot('payment-success');
      });

      test(`@gallery signed-in states, ${suffix}`, async ({ page, context }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        const account = await createAccount();
        await spendCredits(account, 17);

        await logIn(page, viewport.name === 'phone', w.login, account);
        await page.getByRole('button', { name: w.choose }).click();
        await expect(page.getByRole('button', { name: w.start })).toBeEnabled();
        await shoot('dashboard-low-credits');

        // The chat's first load fails: the initialisation error screen.
        await page.route('**/rest/v1/conversations*', (route) => route.fulfill({ status: 503, body: '{}' }));
        await page.getByRole('button', { name: w.start }).click();
        await expect(page.getByText(w.initError)).toBeVisible({ timeout: 10_000 });
        await shoot('chat-init-error');
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.reload();
        await page.getByRole('button', { name: w.start }).click();

        // A reply that takes its time: the typing indicator, the cooldown, one credit pending.
        await page.route('**/functions/v1/chat', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.continue();
        });
        const input = page.getByRole('textbox', { name: w.message });
        await input.fill(w.sample);
        await input.press('Enter');
        await page.waitForTimeout(600);
        // Taken at once, not through `shoot`: waiting for the page to be still would wait for
        // the reply, and this is the moment before it.
        await page.screenshot({ path: `test-results/screenshots/gallery/chat-sending-${suffix}.png` });
        await expect(
          page
            .getByRole('region', { name: 'Messages' })
            .locator('[data-sender="bot"]:not([data-local-only])'),
        ).toHaveCount(1, { timeout: 15_000 });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await shoot('chat-low-credits');

        await page.getByRole('button', { name: w.more }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot('chat-menu');
        await page.getByRole('menuitem', { name: w.clear }).click();
        await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
        await shoot('chat-clear-confirm');
        await page.keyboard.press('Escape');

        await goOffline(context);
        await expect(page.getByText(w.waiting)).toBeHidden();
        await page.waitForTimeout(3200); // the cooldown
        await input.fill(language === 'fr' ? 'Écrit sans réseau.' : 'Written offline.');
        await input.press('Enter');
        await expect(page.getByText(w.waiting).first()).toBeVisible();
        await shoot('chat-offline-queued');
      });

      test(`@gallery no credits left, ${suffix}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        const account = await createAccount();
        await spendCredits(account, 20);
        await logIn(page, viewport.name === 'phone', w.login, account);
        const free = page.getByRole('button', { name: w.free });
        await expect(free).toBeVisible({ timeout: 10_000 });
        await free.click();
        await page.getByRole('button', { name: w.choose }).click();
        await expect(page.getByRole('button', { name: w.exhausted }).first()).toBeVisible();
        await shoot('dashboard-no-credits');
      });
    }
  }
}

/** Issue 27's signed-in screens: the dashboard's progress, the quick menu, the credit diagnostic, the week. */
for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      const w = words[language];
      test(`@gallery progress, quick menu, credit diagnostic, week, ${suffix}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        const account = await createAccount();
        await logIn(page, viewport.name === 'phone', w.login, account);
        await page.getByRole('button', { name: w.choose }).click({ timeout: 15_000 });
        await page.getByRole('button', { name: w.start }).click();
        const input = page.getByRole('textbox', { name: w.message });
        await input.fill(w.sample);
        await input.press('Enter');
        await expect(page.getByText(w.waiting)).toBeHidden({ timeout: 15_000 });
        await page.goto('/dashboard');
        const overview = page.getByTestId('progress-overview');
        await expect(overview.getByTestId('progress-conversations')).toContainText('1');
        await overview.scrollIntoViewIfNeeded();
        await shoot('dashboard-progress');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: language === 'fr' ? 'Menu rapide' : 'Quick menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot('top-bar-quick-menu');
        await page.keyboard.press('Escape');
        await page.goto('/credit-diagnostic');
        await expect(page.getByTestId('diagnostic-remaining')).toBeVisible();
        await shoot('credit-diagnostic');
        await page.goto('/weekly-summary');
        await expect(page.getByRole('button', { name: /PDF/ })).toBeVisible({ timeout: 15_000 });
        await shoot('weekly-summary');
      });
    }
  }
}

test.describe('@gallery the session check that never answers', () => {
  // The service worker would serve the scripts from its cache, past the test's hold on them.
  test.use({ serviceWorkers: 'block' });
  for (const language of ['fr', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of viewports) {
        const suffix = `${language}-${theme}-${viewport.name}`;
        test(`@gallery connection problem, ${suffix}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await prepare({ page, language, theme });
          // A stored session to check, and the auth client's code that never arrives.
          await page.evaluate(() => localStorage.setItem('sb-gallery-auth-token', '{}'));
          await page.route('**/assets/authActors-*.js', () => undefined);
          await page.goto('/dashboard');
          await expect(page.getByRole('heading', { name: words[language].problem })).toBeVisible({
            timeout: 15_000,
          });
          await shooter(page, suffix)('connection-problem');
        });
      }
    }
  }
});
