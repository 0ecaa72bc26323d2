/**
 * The end-to-end backend (the local stack Playwright starts, see playwright.config.ts): its
 * mailbox, and accounts made through the auth admin API when a journey does not test sign-up.
 */
import { expect, type Page } from '@playwright/test';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoAnonKey } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';

export type Mail = { id: string; to: string; subject: string; links: string[]; otp?: string; kind?: string };

/** An address no other test uses (tests run in parallel against one backend). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** The newest email to `to` (of `kind` if given), waiting for it to arrive. */
export async function latestMail(to: string, kind?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${e2eApiUrl}/_dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => kind === undefined || mail.kind === kind);
        return found !== undefined;
      },
      { timeout: 10_000, message: `an email to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first link of an email that goes back to the app (its token hash, for the app to verify). */
export function appLink(mail: Mail): string {
  const link = mail.links.find((href) => href.includes('token_hash='));
  if (link === undefined) throw new Error(`No sign-in link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** The button of the page an emailed link opens (nothing is spent before it is pressed). */
export const linkButtonName =
  /^(Confirmer mon adresse|Me connecter|Choisir un nouveau mot de passe|Confirm my address|Sign me in|Choose a new password)$/;

/** Opens an email's link as a person does: the app's page, then its button. */
export async function followEmailLink(page: Page, mail: Mail): Promise<void> {
  await page.goto(appLink(mail));
  await page.getByRole('button', { name: linkButtonName }).click();
}

const adminHeaders = {
  apikey: demoServiceRoleKey,
  authorization: `Bearer ${demoServiceRoleKey}`,
  'content-type': 'application/json',
};

/** A confirmed account with a profile (made by the signup trigger), ready to log in. */
export async function createAccount(
  options: { email?: string; password?: string; name?: string; consent?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail('user');
  const password = options.password ?? 'motdepasse-e2e';
  const response = await fetch(`${e2eApiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: {
        name: options.name ?? 'Camille',
        locale: 'fr',
        timezone: 'Europe/Paris',
        // As the sign-up form sends it: the consent to processing the conversations (left out,
        // the person meets the consent gate before chatting).
        ...(options.consent === false ? {} : { consent: { policy_version: '2026-11-26' } }),
      },
    }),
  });
  if (!response.ok) throw new Error(`Could not create ${email}: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

/** The user's credits as the server counts them (service role reads any balance). */
export async function remainingCredits(userId: string): Promise<number> {
  const response = await fetch(
    `${e2eApiUrl}/rest/v1/user_credit_balances?user_id=eq.${userId}&select=allowance_remaining,bonus_credits`,
    { headers: adminHeaders },
  );
  const rows = (await response.json()) as { allowance_remaining: number; bonus_credits: number }[];
  const row = rows[0];
  if (row === undefined) throw new Error(`No balance for ${userId}`);
  return row.allowance_remaining + row.bonus_credits;
}

/** Counts the user's stored chat messages by sender (service role). */
export async function storedMessages(userId: string): Promise<{ user: number; bot: number }> {
  const response = await fetch(`${e2eApiUrl}/rest/v1/chat_messages?user_id=eq.${userId}&select=sender`, {
    headers: adminHeaders,
  });
  const rows = (await response.json()) as { sender: 'user' | 'bot' }[];
  return {
    user: rows.filter((row) => row.sender === 'user').length,
    bot: rows.filter((row) => row.sender === 'bot').length,
  };
}

/** A user's access token, by password (as the app would get it). */
export async function accessToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2eApiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: demoAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Could not log in ${account.email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Spends `count` of the user's credits on the server, as other devices' messages would. */
export async function spendCredits(account: { email: string; password: string }, count: number) {
  const token = await accessToken(account);
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${e2eApiUrl}/rest/v1/rpc/consume_credit`, {
      method: 'POST',
      headers: { apikey: demoAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message_id: crypto.randomUUID() }),
    });
    if (!response.ok) throw new Error(`consume_credit failed: ${response.status} ${await response.text()}`);
  }
}
