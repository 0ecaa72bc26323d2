/**
 * The signed-in journeys' vocabulary: what a user does, in the words on the screen (French by
 * default; the page objects take the English names where a test runs in English).
 */
import { expect, type Page } from '@playwright/test';

import { followEmailLink, latestMail } from './backend.ts';

export type Account = { email: string; password: string };

export class SignedInApp {
  constructor(readonly page: Page) {}

  /** Sign-up on /auth, then the confirmation link from the mailbox; ends signed in at home. */
  async signUp(account: Account & { name: string }) {
    const { page } = this;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByLabel('Nom complet').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmer le mot de passe').fill(account.password);
    await page.getByRole('checkbox', { name: /J'accepte que mes conversations/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmez votre adresse email' })).toBeVisible();
    await expect(page.getByText(account.email).first()).toBeVisible();

    const mail = await latestMail(account.email, 'signup');
    await followEmailLink(page, mail);
    await expect(page.getByText('Vous êtes connecté(e) !')).toBeVisible();
  }

  async logIn(account: Account) {
    const { page } = this;
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await expect(page.getByRole('button', { name: `Compte de ${account.email}` })).toBeVisible();
  }

  /** From the character selection to the dashboard of that coach. */
  async pickCoach(name: 'Emma' | 'Louis') {
    await this.page.getByRole('button', { name: `Choisir ${name}` }).click();
    await expect(this.page.getByRole('button', { name: 'Commencer une session' })).toBeEnabled();
  }

  async openChat() {
    await this.page.getByRole('button', { name: 'Commencer une session' }).click();
    await expect(this.input()).toBeEditable();
  }

  input() {
    return this.page.getByRole('textbox', { name: /^Votre message à/ });
  }

  messages() {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  /** The coach's replies from the server (not greetings or local notices), in order. */
  replies() {
    return this.messages().locator('[data-sender="bot"]:not([data-local-only])');
  }

  userMessages() {
    return this.messages().locator('[data-sender="user"]');
  }

  /** Types a message and presses Enter; waits out the 3 s cooldown first if needed. */
  async send(text: string) {
    await expect(this.page.getByText(/Veuillez patienter \d+s/)).toBeHidden({ timeout: 5_000 });
    await this.input().fill(text);
    await this.input().press('Enter');
    await expect(this.userMessages().filter({ hasText: text })).toBeVisible();
  }

  /** Logs in through the login modal opened from the top bar. */
  async logInFromModal(account: Account) {
    const { page } = this;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Compte de ${account.email}` })).toBeVisible();
  }

  accountMenu(email: string) {
    return this.page.getByRole('button', { name: `Compte de ${email}` });
  }

  /** The signed-in user's id, read from the auth client's stored session. */
  userId(): Promise<string> {
    return this.page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
      );
      const id = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id: string } }).user?.id
        : undefined;
      if (!id) throw new Error('Not signed in');
      return id;
    });
  }

  /** The header's counter: "N messages restants". */
  remaining() {
    return this.page.getByText(/^\d+ messages? restants?$/);
  }
}

/** Every tab of both settings screens (issue 26), in their sidebars' order. */
export const settingsTabs = {
  settings: ['profile', 'subscription', 'interface', 'privacy', 'account'],
  'modern-settings': [
    'profile',
    'notifications',
    'appearance',
    'privacy',
    'chat',
    'account',
    'ai-preferences',
    'accessibility',
    'subscription',
    'shortcuts',
  ],
} as const;
