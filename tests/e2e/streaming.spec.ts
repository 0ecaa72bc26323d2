/**
 * A coach reply streamed by an OpenAI-compatible model, seen by the person: the first words show
 * within 300 ms of the model's first token, the whole reply is stored once, and closing the tab
 * mid-stream neither refunds nor loses anything. Runs its own backend (the local stack with
 * COACH_PROVIDER=openai, pointed at the streaming test server) and a copy of dist/ built against it.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { e2eApiUrl } from '#supabase/local/defaults.mjs';
import { demoServiceRoleKey } from '#supabase/local/keys.ts';
import { startTestStack } from '#supabase/local/testing.ts';
import { startOpenAiStreamServer } from '#tests/setup/openai-stream.mjs';

import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const FIRST = 'Je vous entends,';
const PIECES = [
  FIRST,
  ' et c’est beaucoup',
  ' à porter en ce moment.',
  ' Prenons une minute',
  ' pour respirer ensemble.',
];
const WHOLE = PIECES.join('');

let model: Awaited<ReturnType<typeof startOpenAiStreamServer>>;
let stack: Awaited<ReturnType<typeof startTestStack>>;
let root: string;

/** dist/ with the API address swapped for this spec's stack (the build bakes the URL in). */
async function distFor(apiUrl: string): Promise<string> {
  const dir = join(tmpdir(), `dist-streaming-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await cp('dist', dir, { recursive: true });
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(?:js|html)$/.test(entry.name)) {
        const text = await readFile(path, 'utf8');
        if (text.includes(e2eApiUrl)) await writeFile(path, text.replaceAll(e2eApiUrl, apiUrl));
      }
    }
  };
  await walk(dir);
  return dir;
}

const admin = { apikey: demoServiceRoleKey, authorization: `Bearer ${demoServiceRoleKey}` };

async function rest<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, { headers: admin });
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  model = await startOpenAiStreamServer();
  stack = await startTestStack({
    functionEnv: { COACH_PROVIDER: 'openai', OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'test-model' },
  });
  root = await distFor(stack.url);
  // Loads the chat function now (a request without a JWT is enough), not during the timed turn.
  await fetch(`${stack.url}/functions/v1/chat`, { method: 'POST' });
});

test.afterAll(async () => {
  await stack?.close();
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Records, in the page, when the streaming bubble first shows `text` (epoch ms). */
async function watchFor(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const w = window as unknown as { shownAt?: number };
    delete w.shownAt;
    const observer = new MutationObserver(() => {
      const live = document.querySelector('[data-streaming]');
      if (live?.textContent?.includes(wanted)) {
        w.shownAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

test('shows a streamed reply as it comes, stores it once; a closed tab refunds nothing and loses nothing', async ({
  page,
  context,
  startServer,
}) => {
  const app = await startServer(root);
  const email = `stream-${Date.now().toString(36)}@e2e.test`;
  const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'motdepasse-e2e',
      email_confirm: true,
      // As the sign-up form sends it: the consent to processing the conversations.
      user_metadata: {
        name: 'Camille',
        locale: 'fr',
        timezone: 'Europe/Paris',
        consent: { policy_version: '2026-11-26' },
      },
    }),
  });
  const userId = ((await created.json()) as { id: string }).id;

  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: 'Choisir Emma' }).click();
  await page.getByRole('button', { name: 'Commencer une session' }).click();
  const input = page.getByRole('textbox', { name: /^Votre message à/ });
  await expect(input).toBeEditable();

  // 1. The first words within 300 ms of the model's first token, the rest as it comes.
  model.setScript({ pieces: PIECES, firstDelayMs: 600, gapMs: 500 });
  await watchFor(page, FIRST);
  await input.fill('Je suis épuisée ce soir');
  await input.press('Enter');
  await expect(page.locator('[data-streaming]')).toContainText(FIRST, { timeout: 15_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt);
  const firstTokenAt = model.received.at(-1)!.firstTokenAt!;
  const delay = shownAt! - firstTokenAt;
  console.log(`first words shown ${delay} ms after the model's first token`);
  expect(delay).toBeLessThanOrEqual(300);
  await page.screenshot({ path: 'test-results/streaming-midstream.png' });
  // Still streaming: the reply is not whole yet.
  expect(await page.locator('[data-streaming]').textContent()).not.toContain('respirer ensemble');

  const replies = page
    .getByRole('region', { name: 'Messages' })
    .locator('[data-sender="bot"]:not([data-local-only])');
  await expect(replies.filter({ hasText: WHOLE })).toHaveCount(1, { timeout: 15_000 });
  const stored = await rest<{ message: string }[]>(
    `chat_messages?user_id=eq.${userId}&sender=eq.bot&select=message`,
  );
  expect(stored).toEqual([{ message: WHOLE }]);
  const balance = async () =>
    (
      await rest<{ credits_remaining: number }[]>(
        `user_credit_balances?user_id=eq.${userId}&select=credits_remaining`,
      )
    )[0]?.credits_remaining;
  expect(await balance()).toBe(19);

  // 2. The tab closed mid-stream: the turn finishes on the server, charged once, never refunded.
  const second = ['Bien sûr,', ' voici une idée simple :', ' trois respirations lentes.'];
  model.setScript({ pieces: second, firstDelayMs: 300, gapMs: 700 });
  await expect(page.getByText(/Veuillez patienter \d+s/)).toBeHidden({ timeout: 5_000 });
  await input.fill('Tu as une astuce pour ce soir ?');
  await input.press('Enter');
  await expect(page.locator('[data-streaming]')).toContainText('Bien sûr,');
  await page.close();

  await expect
    .poll(
      async () =>
        (await rest<unknown[]>(`chat_messages?user_id=eq.${userId}&sender=eq.bot&select=id`)).length,
      {
        timeout: 10_000,
      },
    )
    .toBe(2);
  expect(await balance()).toBe(18);

  // Back in the app: the reply is there, once, and nothing was charged or refunded again.
  const again = await context.newPage();
  // The app remembers the coach: back on Emma's dashboard.
  await again.goto(`${app.url}/`);
  await again.getByRole('button', { name: 'Commencer une session' }).click();
  const againReplies = again
    .getByRole('region', { name: 'Messages' })
    .locator('[data-sender="bot"]:not([data-local-only])');
  await expect(againReplies.filter({ hasText: second.join('') })).toHaveCount(1, { timeout: 15_000 });
  await expect(againReplies.filter({ hasText: WHOLE })).toHaveCount(1);
  await again.screenshot({ path: 'test-results/streaming-after-reopen.png' });
  expect(await balance()).toBe(18);
  expect(await rest<unknown[]>(`chat_messages?user_id=eq.${userId}&sender=eq.bot&select=id`)).toHaveLength(2);
});
