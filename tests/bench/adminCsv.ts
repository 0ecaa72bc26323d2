/**
 * `npm run bench:admin-csv`: the users CSV export at scale, in Chromium against the production
 * build and the local stack (PGlite in this process, its own port), with the back-office bench's
 * 10,000 users and 100,000 ledger rows. An admin clicks "Exporter CSV" on the panel's users tab;
 * the bench reports the time until the file is downloaded, its size and lines, and whether the
 * page stayed responsive meanwhile: the long tasks (> 50 ms, PerformanceObserver) and the longest
 * gap between two animation frames, from the click to the download.
 *   tsx tests/bench/adminCsv.ts [--no-build] [--out=dist-bench-admin]
 * Not a test: it prints the figures the report keeps.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { chromium } from '@playwright/test';

import { seedAdminBench } from '#supabase/local/bench/adminSeed.ts';
import { appBuildEnv } from '#supabase/local/defaults.mjs';
import { startTestStack } from '#supabase/local/testing.ts';
import { chromiumArgs, findChromium } from '#tests/setup/chromium.mjs';
import { startStaticServer } from '#tests/setup/static-server.mjs';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const outDir = option('out') ?? 'dist-bench-admin';

const stack = await startTestStack();
// The build points at this stack's port, so it is built once the stack listens.
if (!args.includes('--no-build')) {
  console.log(`Building the app against ${stack.url}…`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...appBuildEnv(), VITE_SUPABASE_URL: stack.url },
  });
  if (build.status !== 0) throw new Error('build failed');
}
const server = await startStaticServer({ root: outDir });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

try {
  await seedAdminBench(stack.db);
  const email = `bench-admin-${Date.now()}@bench.test`;
  const password = 'motdepasse-bench';
  const headers = {
    apikey: stack.keys.serviceRoleKey,
    authorization: `Bearer ${stack.keys.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Admin Bench', consent: { policy_version: '2026-11-26' } },
    }),
  });
  if (!created.ok) throw new Error(`admin user: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  await stack.db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await page.goto(`${server.url}/`);
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).waitFor({ state: 'hidden' });
  await page.goto(`${server.url}/admin/panel`);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByText(/10\s001 utilisateurs/).waitFor({ timeout: 60_000 });

  // Long tasks and animation-frame gaps from now until the download.
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.benchLong = [];
    window.benchGap = 0;
    window.benchStop = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLong.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now) => {
      window.benchGap = Math.max(window.benchGap, now - last);
      last = now;
      if (!window.benchStop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const loadStart = loadavg()[0]!.toFixed(1);
  const start = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: 'Exporter CSV' }).click(),
  ]);
  const elapsed = Date.now() - start;
  const responsiveness = await page.evaluate(() => {
    const w = window as unknown as { benchLong: number[]; benchGap: number; benchStop: boolean };
    w.benchStop = true;
    return { long: w.benchLong, gap: w.benchGap };
  });
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  console.log(
    `\nUsers CSV in Chromium (production build, PGlite), load average ${loadStart} → ${loadavg()[0]!.toFixed(1)}:`,
  );
  console.log(
    `  ${lines.length - 1} users, ${(csv.length / 1024).toFixed(0)} KB, "${download.suggestedFilename()}", downloaded ${elapsed} ms after the click`,
  );
  console.log(`  header: ${lines[0]!.replace('\uFEFF', '')}`);
  console.log(
    `  main thread meanwhile: ${responsiveness.long.length} long tasks (> 50 ms), longest ${Math.max(0, ...responsiveness.long).toFixed(0)} ms; longest gap between frames ${responsiveness.gap.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.close();
  await stack.close();
}
