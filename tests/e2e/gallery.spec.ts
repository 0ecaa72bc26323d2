import type { Page } from '@playwright/test';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';

import { appLink, createAccount, followEmailLink, latestMail, spendCredits, uniqueEmail } from './backend.ts';
import { expect, settled, test } from './fixtures.ts';
import { goOffline } from './network.ts';
import { settingsTabs } from './signedIn.ts';
import { declined, onCheckoutPage, payWith, returnToThisApp } from './stripe.ts';

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
  return async (name: string, options: { fullPage?: boolean } = {}) => {
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/gallery/${name}-${suffix}.png`, ...options });
  };
}

/** The billing screens' words (the Stripe double's pages are French only). */
const billingWords = {
  fr: {
    pricing: 'Choisissez votre formule',
    yearly: /^Annuel/,
    paywall: 'Vous avez utilisé tous vos crédits',
    promo: 'Vous avez un code promo ?',
    equilibre: 'Choisir la formule Équilibre',
    overview: 'Aperçu',
    plans: 'Formules',
    history: 'Historique',
    cancel: 'Résilier à la fin de la période',
    confirmCancel: /^Confirmer la résiliation/,
    canceled: 'Résiliation programmée',
    trial: "Commencer l'essai gratuit",
    trialBegins: 'Votre essai gratuit commence',
    name: 'Nom complet',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    consent: /J'accepte que mes conversations/,
    create: 'Créer mon compte',
    checkEmail: 'Vérifiez votre email pour activer votre compte',
    verifyError: 'Erreur de vérification',
  },
  en: {
    pricing: 'Choose your plan',
    yearly: /^Yearly/,
    paywall: 'You have used all your credits',
    promo: 'Have a promo code?',
    equilibre: 'Choose the Balance plan',
    overview: 'Overview',
    plans: 'Plans',
    history: 'History',
    cancel: 'Cancel at the end of the period',
    confirmCancel: /^Confirm cancellation/,
    canceled: 'Cancellation scheduled',
    trial: 'Start the free trial',
    trialBegins: 'Your free trial begins',
    name: 'Full name',
    password: 'Password',
    confirm: 'Confirm password',
    consent: /I agree that my conversations/,
    create: 'Create my account',
    checkEmail: 'Check your email to activate your account',
    verifyError: 'Verification error',
  },
} as const;

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

for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      const w = { ...words[language], ...billingWords[language] };

      test(`@gallery billing: pricing, paywall, checkout, subscription and its toast, ${suffix}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        await returnToThisApp(page);
        const shoot = shooter(page, suffix);

        await page.goto('/pricing');
        await expect(page.getByRole('heading', { name: w.pricing })).toBeVisible();
        await shoot('pricing', { fullPage: true });
        await page.getByRole('button', { name: w.yearly }).click();
        await shoot('pricing-yearly', { fullPage: true });

        const account = await createAccount();
        await spendCredits(account, 20);
        await page.goto('/');
        await logIn(page, viewport.name === 'phone', w.login, account);
        const paywall = page.getByRole('dialog', { name: w.paywall });
        await expect(paywall).toBeVisible({ timeout: 20_000 });
        await shoot('paywall');
        await paywall.getByRole('button', { name: w.promo }).click();
        await shoot('paywall-promo');

        await paywall.getByRole('button', { name: w.equilibre }).click();
        await onCheckoutPage(page);
        await shoot('checkout-page');
        await declined(page);
        await shoot('checkout-declined');
        await payWith(page);
        await expect(page.getByTestId('payment-credits')).toBeVisible({ timeout: 20_000 });
        await shoot('payment-success-active');

        await page.goto('/subscription');
        await expect(page.getByTestId('subscription-status')).toBeVisible({ timeout: 20_000 });
        await shoot('subscription-overview', { fullPage: true });
        await page.getByRole('tab', { name: w.plans }).click();
        await shoot('subscription-plans', { fullPage: true });
        await page.getByRole('tab', { name: w.history }).click();
        await shoot('subscription-history', { fullPage: true });
        await page.getByRole('tab', { name: w.overview }).click();
        await page.getByRole('button', { name: w.cancel }).click();
        await page.getByRole('button', { name: w.confirmCancel }).click();
        await expect(page.getByRole('status').filter({ hasText: w.canceled }).first()).toBeVisible({
          timeout: 20_000,
        });
        await shoot('subscription-cancel-toast');
      });

      test(`@gallery billing: the visitor trial and the account after payment, ${suffix}`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        await returnToThisApp(page);
        const shoot = shooter(page, suffix);
        const email = uniqueEmail('gallery-trial');

        await page.getByRole('button', { name: w.trial }).first().click();
        await onCheckoutPage(page, { email });
        await shoot('checkout-trial');
        await payWith(page);
        await expect(page.getByRole('heading', { name: w.trialBegins })).toBeVisible({ timeout: 20_000 });
        await shoot('payment-create-account', { fullPage: true });
        await page.getByLabel(w.name).fill(language === 'fr' ? 'Camille Essai' : 'Alex Trial');
        await page.getByLabel(w.password, { exact: true }).fill('motdepasse-e2e');
        await page.getByLabel(w.confirm).fill('motdepasse-e2e');
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.create }).click();
        await expect(page.getByRole('heading', { name: w.checkEmail })).toBeVisible();
        await shoot('payment-check-email', { fullPage: true });

        const mailTab = await page.context().newPage();
        await returnToThisApp(mailTab, new URL(page.url()).origin);
        await followEmailLink(mailTab, await latestMail(email, 'signup'));
        await expect(page.getByTestId('payment-credits')).toBeVisible({ timeout: 20_000 });
        await mailTab.close();
        await shoot('payment-success-trial');

        await page.goto('/payment-success?session_id=cs_unknown');
        await expect(page.getByRole('heading', { name: w.verifyError })).toBeVisible({ timeout: 20_000 });
        await shoot('payment-error');
      });
    }
  }
}

/** Issue 27's words: the public pages, the consent gate, the week. */
const progressWords = {
  fr: {
    send: 'Envoyer le message',
    firstName: 'Prénom',
    lastName: 'Nom',
    subject: 'Sujet',
    messageLabel: 'Message',
    contactMessage: 'Bonjour, comment fonctionnent les crédits gratuits ?',
    sent: 'Message envoyé !',
    rateLimited: 'Trop de messages envoyés. Réessayez dans une heure.',
    search: 'Rechercher',
    category: 'Catégorie',
    copy: /^Copier la citation/,
    copied: 'Citation copiée',
    reset: 'Réinitialiser les filtres',
    signUpTab: 'Inscription',
    consent: /J'accepte que mes conversations/,
    gate: 'Avant votre première conversation',
    continue: 'Continuer vers la conversation',
    quickMenu: 'Menu rapide',
    previous: 'Semaine précédente',
    next: 'Semaine suivante',
    noSummary: 'Aucun résumé disponible pour cette semaine.',
    offlineCopy: /^Hors ligne : voici le résumé enregistré le/,
    notOffline: /n'est pas disponible hors ligne/,
    table: 'Voir les données en tableau',
    second: 'Le travail me stresse mais je me sens plus calme le soir.',
  },
  en: {
    send: 'Send message',
    firstName: 'First name',
    lastName: 'Last name',
    subject: 'Subject',
    messageLabel: 'Message',
    contactMessage: 'Hello, how do the free credits work, please?',
    sent: 'Message sent!',
    rateLimited: 'Too many messages sent. Try again in an hour.',
    search: 'Search',
    category: 'Category',
    copy: /^Copy Louis's quote/,
    copied: 'Quote copied',
    reset: 'Reset the filters',
    signUpTab: 'Sign up',
    consent: /I agree that my conversations/,
    gate: 'Before your first conversation',
    continue: 'Continue to the conversation',
    quickMenu: 'Quick menu',
    previous: 'Previous week',
    next: 'Next week',
    noSummary: 'No summary available for this week.',
    offlineCopy: /^Offline: here is the summary saved on/,
    notOffline: /not available offline/,
    table: 'See the data as a table',
    second: 'Work stresses me but I feel calmer in the evening.',
  },
} as const;

/**
 * Five messages from `email` this hour, the server's cap for one email (service role), sent as if
 * from another visitor's network: the cap per network address must not fill up for the browser.
 */
async function fillContactQuota(email: string) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${e2eApiUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: demoServiceRoleKey,
        authorization: `Bearer ${demoServiceRoleKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({
        name: 'Camille Martin',
        email,
        subject: 'question',
        message: 'Une question, merci !',
      }),
    });
    expect(response.ok).toBe(true);
  }
}

/** Issue 27's public pages as a visitor sees them, and the visitor's ways in. */
for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      const w = { ...words[language], ...progressWords[language] };
      test(`@gallery public pages: contact, FAQ, quotes, legal, privacy, signed-out progress, ${suffix}`, async ({
        page,
        context,
      }) => {
        test.setTimeout(120_000);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        // The top bar for a visitor: on a phone, the login-button variant next to the menu.
        await shoot('top-bar-visitor');

        await page.goto('/contact');
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
        await shoot('contact', { fullPage: true });
        const send = page.getByRole('button', { name: w.send });
        await send.click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(5);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot('contact-errors', { fullPage: true });
        const refused = uniqueEmail('gallery-contact-refused');
        await fillContactQuota(refused);
        await page.getByLabel(w.firstName).fill('Camille');
        await page.getByLabel(w.lastName, { exact: true }).fill('Martin');
        await page.getByLabel('Email').fill(refused);
        await page.getByLabel(w.subject).selectOption('question');
        await page.getByLabel(w.messageLabel, { exact: true }).fill(w.contactMessage);
        await send.click();
        await expect(page.getByRole('alert')).toHaveText(w.rateLimited);
        await page.getByRole('alert').scrollIntoViewIfNeeded();
        await shoot('contact-rate-limited');
        await page.getByLabel('Email').fill(uniqueEmail('gallery-contact'));
        await send.click();
        await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot('contact-sent');
        const contactQuestions = page.locator('details > summary');
        await contactQuestions.nth(1).click();
        await expect(page.locator('details[open]')).toHaveCount(1);
        await contactQuestions.nth(1).scrollIntoViewIfNeeded();
        await shoot('contact-faq-open');

        await page.goto('/faq');
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
        await page.locator('details > summary').nth(2).click();
        await expect(page.locator('details[open]')).toHaveCount(1);
        await shoot('faq-open', { fullPage: true });

        await page.goto('/quotes');
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
        await shoot('quotes');
        await page.getByLabel('Coach').selectOption('louis');
        await page.getByLabel(w.category).selectOption({ index: 2 });
        // The filters at the top of the screen, their count and the first quotes under them.
        const filtersOnTop = () =>
          page.getByRole('search').evaluate((filters) => {
            // Below the sticky top bar.
            window.scrollTo(0, filters.getBoundingClientRect().top + window.scrollY - 80);
          });
        await filtersOnTop();
        await shoot('quotes-filtered');
        await page.getByRole('button', { name: w.copy }).first().click();
        await expect(page.getByText(w.copied).first()).toBeVisible();
        await shoot('quotes-copied');
        await page.getByLabel(w.search).fill('zzzz');
        await expect(page.getByRole('button', { name: w.reset })).toBeVisible();
        await filtersOnTop();
        await shoot('quotes-empty');

        await page.goto('/mentions-legales');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('legal-notice', { fullPage: true });
        await page.goto('/confidentialite');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('privacy-policy', { fullPage: true });

        await page.goto('/credit-diagnostic');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('credit-diagnostic-signed-out');
        await page.goto('/weekly-summary');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot('weekly-summary-signed-out');

        // The consent box on the sign-up form (Google, the form and the email link all pass it).
        await page.goto('/auth');
        await page.getByRole('tab', { name: w.signUpTab }).click();
        await expect(page.getByRole('checkbox', { name: w.consent })).toBeVisible();
        await shoot('signup-consent', { fullPage: true });
      });
    }
  }
}

/**
 * Issue 27's signed-in screens: the consent gate, the dashboard's progress, the quick menu, the
 * credit diagnostic, and the week with its chart, an empty week and the week offline.
 */
for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      const w = { ...words[language], ...progressWords[language] };
      test(`@gallery consent gate, progress, quick menu, credit diagnostic, week, ${suffix}`, async ({
        page,
        context,
      }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const shoot = shooter(page, suffix);
        // Signed up without the consent box (an account made before it): the gate comes first.
        const account = await createAccount({ consent: false });
        await logIn(page, viewport.name === 'phone', w.login, account);
        await page.getByRole('button', { name: w.choose }).click({ timeout: 15_000 });
        await page.getByRole('button', { name: w.start }).click();
        await expect(page.getByRole('heading', { name: w.gate })).toBeVisible({ timeout: 15_000 });
        await shoot('consent-gate');
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.continue }).click();
        const input = page.getByRole('textbox', { name: w.message });
        const replies = page
          .getByRole('region', { name: 'Messages' })
          .locator('[data-sender="bot"]:not([data-local-only])');
        await input.fill(w.sample);
        await input.press('Enter');
        await expect(replies).toHaveCount(1, { timeout: 15_000 });
        await page.waitForTimeout(3200); // the cooldown
        await input.fill(w.second);
        await input.press('Enter');
        await expect(replies).toHaveCount(2, { timeout: 15_000 });

        await page.goto('/dashboard');
        const overview = page.getByTestId('progress-overview');
        await expect(overview.getByTestId('progress-conversations')).toContainText('1');
        await expect(overview.getByTestId('progress-mood')).toContainText('/10');
        await shoot('dashboard-progress', { fullPage: true });
        await page.getByRole('button', { name: w.quickMenu }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot('top-bar-quick-menu');
        await page.keyboard.press('Escape');

        await page.goto('/credit-diagnostic');
        await expect(page.getByTestId('diagnostic-remaining')).toBeVisible();
        await shoot('credit-diagnostic', { fullPage: true });

        await page.goto('/weekly-summary');
        await expect(page.getByRole('button', { name: /PDF/ })).toBeVisible({ timeout: 15_000 });
        await shoot('weekly-summary', { fullPage: true });
        await page.getByText(w.table).click();
        await page.getByRole('table').scrollIntoViewIfNeeded();
        await shoot('weekly-chart-table');
        await page.getByRole('button', { name: w.previous }).click();
        await expect(page.getByText(w.noSummary)).toBeVisible();
        await shoot('weekly-summary-empty', { fullPage: true });
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByText(w.noSummary)).toBeHidden();

        // Offline: the weeks seen come from the device; one never seen says why it cannot show.
        await goOffline(context);
        await page.getByRole('button', { name: w.previous }).click();
        await page.getByRole('button', { name: w.next }).click();
        await expect(page.getByText(w.offlineCopy)).toBeVisible();
        await shoot('weekly-summary-offline', { fullPage: true });
        await page.getByRole('button', { name: w.previous }).click();
        await page.getByRole('button', { name: w.previous }).click();
        await expect(page.getByText(w.notOffline)).toBeVisible();
        await shoot('weekly-summary-offline-unseen');
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

/**
 * Issue 31's screens, as a newcomer meets them: the first visit's "works offline" notice (at the
 * bottom, over neither the hero nor the open menu), the check-email screen, the local mailbox's
 * list and preview, the link's page with its button, a used link saying to log in, a failed
 * password reset, and the chat reopened by a reload of its own address.
 */
const newcomerWords = {
  fr: {
    offline: 'Emma & Louis fonctionne désormais hors ligne',
    tab: 'Inscription',
    name: 'Nom complet',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    consent: /J'accepte que mes conversations/,
    create: 'Créer mon compte',
    checkEmail: 'Confirmez votre adresse email',
    subject: 'Confirmez votre inscription',
    confirm: 'Confirmer mon adresse',
    signedIn: 'Vous êtes connecté(e) !',
    chooseNewPassword: 'Choisir un nouveau mot de passe',
    resetFailed: 'Erreur lors de la réinitialisation.',
  },
  en: {
    offline: 'Emma & Louis now works offline',
    tab: 'Sign up',
    name: 'Full name',
    password: 'Password',
    confirmPassword: 'Confirm password',
    consent: /I agree that my conversations/,
    create: 'Create my account',
    checkEmail: 'Confirm your email address',
    subject: 'Confirm your sign-up',
    confirm: 'Confirm my address',
    signedIn: "You're logged in!",
    chooseNewPassword: 'Choose a new password',
    resetFailed: 'Error during the reset.',
  },
} as const;

for (const language of ['fr', 'en'] as const) {
  for (const viewport of viewports) {
    const suffix = `${language}-light-${viewport.name}`;
    const w = { ...words[language], ...newcomerWords[language] };
    const phone = viewport.name === 'phone';

    test.describe(`@gallery a newcomer, ${suffix}`, () => {
      // The browser's language, as a newcomer's: the app and its emails follow it.
      test.use({ locale: language === 'fr' ? 'fr-FR' : 'en-US' });
      test(`@gallery a newcomer's first hour, ${suffix}`, async ({ page, browser }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        const shoot = shooter(page, suffix);

        // The first visit installs the app for offline use, and says so.
        await page.goto('/');
        const toast = page.getByTestId('toast').filter({ hasText: w.offline });
        await expect(toast).toBeVisible({ timeout: 20_000 });
        await shoot('offline-ready');
        if (phone) {
          await page.locator('button[aria-controls="main-drawer"]').click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await shoot('offline-ready-menu');
          // The menu's login button, at the bottom too, is not under the notice.
          await page.getByRole('dialog').getByRole('button', { name: w.login }).click({ trial: true });
          await page.keyboard.press('Escape');
        }

        // Sign-up, then the screen that says to look for the email.
        const email = uniqueEmail('gallery');
        await page.goto('/auth');
        await page.getByRole('tab', { name: w.tab }).click();
        await page.getByLabel(w.name).fill('Camille Martin');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel(w.password, { exact: true }).fill('motdepasse-e2e');
        await page.getByLabel(w.confirmPassword).fill('motdepasse-e2e');
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.create }).click();
        await expect(page.getByRole('heading', { name: w.checkEmail })).toBeVisible();
        await shoot('check-email');

        // The local mailbox: its list, then the email's preview.
        const mail = await latestMail(email, 'signup');
        await page.goto(`${e2eApiUrl}/_dev/mailbox?to=${encodeURIComponent(email)}`);
        await expect(page.getByRole('link', { name: w.subject })).toBeVisible();
        await shoot('mailbox-list');
        await page.getByRole('link', { name: w.subject }).click();
        await expect(page.frameLocator('iframe').getByRole('link', { name: w.confirm })).toBeVisible();
        await shoot('mailbox-preview');

        // The link's own page: nothing is spent before its button.
        const link = appLink(mail);
        await page.goto(link);
        await expect(page.getByRole('button', { name: w.confirm })).toBeVisible();
        await shoot('callback-confirm');
        await page.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByText(w.signedIn)).toBeVisible();

        // The same link again, elsewhere: spent, and the page says to log in.
        const other = await browser.newContext({
          baseURL: new URL(link).origin,
          viewport,
          locale: language === 'fr' ? 'fr-FR' : 'en-US',
        });
        const again = await other.newPage();
        await again.goto(link);
        await again.getByRole('button', { name: w.confirm }).click();
        await expect(again.getByRole('alert')).toBeVisible();
        await shooter(again, suffix)('callback-used-link');

        // A recovery link that no longer works: what to do next, in sentences of their own.
        await again.goto('/reset-password?token_hash=used-or-expired&type=recovery');
        await again.getByRole('button', { name: w.chooseNewPassword }).click();
        await expect(again.getByRole('heading', { name: w.resetFailed })).toBeVisible();
        await shooter(again, suffix)('reset-password-error');
        await other.close();

        // The chat keeps its address: a reload reopens it with its history.
        await page.getByRole('button', { name: w.choose }).click();
        await page.getByRole('button', { name: w.start }).click();
        const input = page.getByRole('textbox', { name: w.message });
        await input.fill(w.sample);
        await input.press('Enter');
        const replies = page
          .getByRole('region', { name: 'Messages' })
          .locator('[data-sender="bot"]:not([data-local-only])');
        await expect(replies).toHaveCount(1, { timeout: 15_000 });
        await expect(page).toHaveURL(/\/chat\/emma$/);
        await page.reload();
        await expect(page.getByText(w.sample)).toBeVisible();
        await expect(replies).toHaveCount(1);
        await shoot('chat-reloaded');
      });
    });
  }
}

for (const language of ['fr', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const suffix = `${language}-${theme}-${viewport.name}`;
      // Every tab of both settings screens (issue 26), whole pages, for a person to look at.
      test(`@gallery settings tabs, ${suffix}`, async ({ page }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        await prepare({ page, language, theme });
        const account = await createAccount({ name: 'Camille Martin' });
        await logIn(page, viewport.name === 'phone', words[language].login, account);
        await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
        for (const [route, tabs] of Object.entries(settingsTabs)) {
          for (const tab of tabs) {
            await page.goto(`/${route}?tab=${tab}`);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            if (tab === 'subscription')
              await expect(page.getByTestId('subscription-status')).toBeVisible({ timeout: 10_000 });
            await settled(page);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow, `${route} ${tab} scrolls sideways`).toBeLessThanOrEqual(0);
            await page.screenshot({
              path: `test-results/screenshots/gallery/${route}-${tab}-${suffix}.png`,
              fullPage: true,
            });
          }
        }
        // The keyboard shortcut guide and the quick search (Ctrl+/ and Ctrl+K, any page).
        // The shortcuts listen once the device's settings are read, which can follow the page.
        await expect(async () => {
          await page.keyboard.press('Control+/');
          await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 10_000 });
        // Once its opening fade is over (a shot mid-fade shows the page through it).
        await settled(page);
        await page.screenshot({ path: `test-results/screenshots/gallery/shortcuts-guide-${suffix}.png` });
        await page.keyboard.press('Escape');
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('searchbox')).toBeVisible();
        await settled(page);
        await page.screenshot({ path: `test-results/screenshots/gallery/quick-search-${suffix}.png` });
      });
    }
  }
}
