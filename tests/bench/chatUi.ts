/**
 * `npm run bench:ui`: the chat's latency as a user feels it, in Chromium against the production
 * build and the local stack (in memory, its own port):
 *   - Enter → the optimistic bubble in the DOM ('chat:enter' → 'chat:bubble-shown', marked before
 *     paint) and → the start of the frame that paints it ('chat:bubble-painted', requestAnimationFrame);
 *   - Enter → 'sent' (the server acknowledged it: 'chat:sent:<id>'), p50/p95 over N messages;
 *   - the CPU Chromium uses while the chat then stays open, idle;
 *   - opening a 5,000-message history (seeded in IndexedDB) until the newest message shows, then
 *     until the whole history is in with the list still at the bottom,
 *     and long tasks (> 50 ms) while scrolling through it.
 *   tsx tests/bench/chatUi.ts [--messages=20] [--no-build] [--postgres] [--out=dist-bench] [--port=54341]
 * Not a test: it prints the figures tests/README.md keeps.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

import { chromium, type Page } from '@playwright/test';

import { appBuildEnv } from '#supabase/local/defaults.mjs';
import { findChromium, chromiumArgs } from '#tests/setup/chromium.mjs';
import { startPostgres } from '#tests/setup/postgres.mjs';
import { startStaticServer } from '#tests/setup/static-server.mjs';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const port = Number(option('port') ?? 54341);
const apiUrl = `http://127.0.0.1:${port}`;
const messageCount = Number(option('messages') ?? 20);
const outDir = option('out') ?? 'dist-bench';
const idleSeconds = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

if (!args.includes('--no-build')) {
  console.log(`Building the app against ${apiUrl}…`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...appBuildEnv(), VITE_SUPABASE_URL: apiUrl },
  });
  if (build.status !== 0) process.exit(1);
}

// --postgres: a throwaway PostgreSQL cluster instead of PGlite (closer to production).
const postgres = args.includes('--postgres') ? await startPostgres() : null;
const backend = spawn(
  'npx',
  ['tsx', 'supabase/local/main.ts', '--port', String(port), '--memory', '--no-demo'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: postgres ? { ...process.env, DATABASE_URL: postgres.url } : process.env,
    // Its own process group, so stopping it also stops the node process npx started.
    detached: true,
  },
);
await new Promise<void>((resolve, reject) => {
  backend.stdout.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('Local Supabase stack ready')) resolve();
  });
  backend.on('exit', (code) => reject(new Error(`the backend exited with ${code}`)));
});
const server = await startStaticServer({ root: outDir });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

try {
  const { demoServiceRoleKey } = await import('#supabase/local/keys.ts');
  const adminHeaders = {
    apikey: demoServiceRoleKey,
    authorization: `Bearer ${demoServiceRoleKey}`,
    'content-type': 'application/json',
  };
  const email = `bench-${Date.now()}@bench.test`;
  const password = 'motdepasse-bench';
  const created = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Bench', timezone: 'Europe/Paris' },
    }),
  });
  const { id: userId } = (await created.json()) as { id: string };
  // Enough credits for the run: an unlimited plan, set as the billing webhook would.
  await fetch(`${apiUrl}/rest/v1/rpc/apply_subscription_state`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({
      target_user_id: userId,
      plan_id: 'intensif',
      status: 'active',
      billing_cycle: 'monthly',
      current_period_start: new Date().toISOString(),
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await page.goto(`${server.url}/`);
  // The prerendered landing paints first; the app takes over from it a moment later.
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Choisir Emma' }).click();
  await page.getByRole('button', { name: 'Commencer une session' }).click();
  await page.getByRole('textbox', { name: /^Votre message à/ }).waitFor();
  // A person reads the greeting before writing; meanwhile the page warms its crisis check in
  // idle moments (crisisCheck.ts), which a message typed at once would still pay for.
  await page.waitForTimeout(2000);

  const shown: number[] = [];
  const painted: number[] = [];
  const sent: number[] = [];
  const requests: number[] = [];
  const requestStarts: number[] = [];
  const serverTimes: number[] = [];
  // Chromium's CPU over whole send cycles (type, send, reply, cooldown): steadier than latency
  // percentiles on a noisy machine, so it shows a change in rendering cost that p95 hides.
  const cyclesCpuStart = chromiumCpuMs();
  for (let index = 0; index < messageCount; index++) {
    const value = await sendOne(page, index + 1, index < 2 || index >= messageCount - 3);
    shown.push(value.shown);
    painted.push(value.painted);
    sent.push(value.sent);
    requests.push(value.request);
    requestStarts.push(value.requestStart);
    serverTimes.push(value.server);
  }
  const cyclesCpuDone = chromiumCpuMs() - cyclesCpuStart;
  console.log(
    `\nChat send, ${messageCount} messages (production build, local stack on ${postgres ? 'PostgreSQL' : 'PGlite in memory'}):`,
  );
  console.log(
    `  Enter → bubble in the DOM: p50 ${ms(percentile(shown, 50))}, p95 ${ms(percentile(shown, 95))}, max ${ms(Math.max(...shown))}`,
  );
  console.log(
    `  Enter → its frame:      p50 ${ms(percentile(painted, 50))}, p95 ${ms(percentile(painted, 95))}, max ${ms(Math.max(...painted))}`,
  );
  console.log(
    `  Enter → sent:           p50 ${ms(percentile(sent, 50))}, p95 ${ms(percentile(sent, 95))}, max ${ms(Math.max(...sent))}`,
  );

  console.log(
    `    each: ${sent.map((value, index) => `${value.toFixed(0)}/${serverTimes[index]!.toFixed(0)}`).join(' ')}`,
  );
  console.log(
    `    of which Enter → request sent p50 ${ms(percentile(requestStarts, 50))}; the chat request p50 ${ms(percentile(requests, 50))}, p95 ${ms(percentile(requests, 95))} (in the stack p50 ${ms(percentile(serverTimes, 50))}, p95 ${ms(percentile(serverTimes, 95))})`,
  );
  console.log(`  Chromium used ${ms(cyclesCpuDone / messageCount)} of CPU per send cycle`);

  // Nothing moves once the chat is idle: nothing should be drawn, nor CPU used.
  await page.getByText(/Veuillez patienter \d+s/).waitFor({ state: 'hidden' });
  await page.waitForTimeout(1000);
  const idleStart = chromiumCpuMs();
  await page.waitForTimeout(idleSeconds * 1000);
  console.log(
    `  then idle for ${idleSeconds} s: Chromium used ${ms((chromiumCpuMs() - idleStart) / idleSeconds)} of CPU per second`,
  );

  await measureLongHistory(page, userId);
} finally {
  await browser.close();
  await server.close();
  if (backend.pid !== undefined) process.kill(-backend.pid, 'SIGTERM');
  postgres?.stop();
}

/** CPU time used so far by all the Chromium processes on this machine (Linux: /proc). */
function chromiumCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readlinkSync(`/proc/${pid}/exe`).includes('chromium')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks of 10 ms.
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

type SendTimes = {
  shown: number;
  painted: number;
  sent: number;
  request: number;
  requestStart: number;
  server: number;
  /** Each mark and the request's timings, in ms from Enter, for a reader to see where time went. */
  timeline: string;
};

/** Sends one message from the open chat; ms from Enter, from the page's marks and resource timing. */
async function sendOne(page: Page, number: number, print: boolean): Promise<SendTimes> {
  const input = page.getByRole('textbox', { name: /^Votre message à/ });
  await page.getByText(/Veuillez patienter \d+s/).waitFor({ state: 'hidden' });
  // The page tells when the send is over (a PerformanceObserver) instead of being polled: polling
  // on every frame would add work to the very frames being measured.
  await page.evaluate(() => {
    performance.clearMarks();
    performance.clearResourceTimings();
    (window as { benchSendOver?: Promise<void> }).benchSendOver = new Promise<void>((resolve) => {
      const observer = new PerformanceObserver(() => {
        // (Inline: a named function here would need a helper tsx adds outside the page.)
        const over =
          performance.getEntriesByName('chat:bubble-painted').length > 0 &&
          performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('chat:sent:')) &&
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/functions/v1/chat'));
        if (!over) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ entryTypes: ['mark', 'resource'] });
    });
  });
  await input.fill(`Message de mesure numéro ${number}, je réfléchis à ma semaine.`);
  await input.press('Enter');
  const result = await page.evaluate(async () => {
    await Promise.race([
      (window as { benchSendOver?: Promise<void> }).benchSendOver,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('The message was not sent within 20 s')), 20_000),
      ),
    ]);
    const e = performance.getEntriesByName('chat:enter')[0]!.startTime;
    const shown = performance.getEntriesByName('chat:bubble-shown')[0]!;
    const bubble = performance.getEntriesByName('chat:bubble-painted')[0]!;
    const done = performance.getEntriesByType('mark').find((mark) => mark.name.startsWith('chat:sent:'))!;
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/functions/v1/chat')) as PerformanceResourceTiming;
    return {
      shown: shown.startTime - e,
      painted: bubble.startTime - e,
      sent: done.startTime - e,
      request: request.duration,
      requestStart: request.startTime - e,
      server: request.serverTiming.find((entry) => entry.name === 'app')?.duration ?? NaN,
      timeline: [
        ...performance.getEntriesByType('mark').map((m) => `${m.name}=${(m.startTime - e).toFixed(1)}`),
        `req.start=${(request.startTime - e).toFixed(1)} reqStart=${(request.requestStart - e).toFixed(1)} respStart=${(request.responseStart - e).toFixed(1)} end=${(request.responseEnd - e).toFixed(1)} server=${request.serverTiming.map((entry) => `${entry.name}:${entry.duration.toFixed(1)}`).join(',')}`,
      ].join(' '),
    };
  });
  if (print) console.log(result.timeline);
  return result;
}

/** Seeds 5,000 messages in IndexedDB, reopens the chat, and scrolls through the history. */
async function measureLongHistory(page: Page, userId: string) {
  await page.evaluate(async (user) => {
    const open = indexedDB.open('emma-et-louis');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    const transaction = db.transaction('messages', 'readwrite');
    const store = transaction.objectStore('messages');
    const start = Date.now() - 5000 * 60_000;
    for (let index = 0; index < 5000; index++) {
      const sender = index % 2 === 0 ? 'user' : 'bot';
      store.put({
        id: `00000000-0000-7000-8000-${String(index).padStart(12, '0')}`,
        conversationId: `${user}:emma`,
        userId: user,
        characterId: 'emma',
        sender,
        text:
          sender === 'user'
            ? `Message d'historique ${index}`
            : `Réponse d'historique ${index}, avec un peu plus de texte pour occuper deux lignes dans la bulle.`,
        status: 'sent',
        createdAt: new Date(start + index * 60_000).toISOString(),
      });
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(new Error(String(transaction.error)));
    });
    db.close();
  }, userId);

  const openings: number[] = [];
  const wholes: number[] = [];
  for (let run = 0; run < 3; run++) {
    // The newest message (after the seeded history: the benchmark's own, and a greeting).
    const newestId = await page.evaluate(() => {
      const rows = [...document.querySelectorAll('[data-index]')];
      const last = rows.sort(
        (a, b) => Number(b.getAttribute('data-index')) - Number(a.getAttribute('data-index')),
      )[0];
      return last?.querySelector('[data-message-id]')?.getAttribute('data-message-id') ?? '';
    });
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await page.getByRole('button', { name: 'Commencer une session' }).waitFor();
    // Watched in the page, from the click as it receives it (Playwright's own checks excluded).
    const timings = page.evaluate(async (newest) => {
      const clickedAt = await new Promise<number>((resolve) =>
        addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true }),
      );
      let shown: number | undefined;
      // Checked at every frame: what the reader could see.
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const elapsed = performance.now() - clickedAt;
        if (elapsed > 20_000) throw new Error('The history did not open within 20 s');
        // The newest message is on screen: the chat shows the history's newest part first.
        if (shown === undefined && document.querySelector(`[data-message-id="${newest}"]`) !== null)
          shown = elapsed;
        // The virtualised list renders only rows near the end: their index says the whole
        // history is in; the list must still be at its bottom.
        const rows = [...document.querySelectorAll('[data-index]')];
        const last = Math.max(0, ...rows.map((row) => Number(row.getAttribute('data-index'))));
        const scroller = document.querySelector('[role="region"][aria-label="Messages"]');
        const atBottom =
          scroller !== null && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 100;
        if (shown !== undefined && last >= 5000 && atBottom) return { shown, whole: elapsed };
      }
    }, newestId);
    await page.getByRole('button', { name: 'Commencer une session' }).click();
    const { shown, whole } = await timings.catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/bench-history-failure.png' });
      throw error;
    });
    openings.push(shown);
    wholes.push(whole);
  }
  const longTasks = await page.evaluate(async () => {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    // The message list is its own scrolling region.
    const scroller = document.querySelector<HTMLElement>('[role="region"][aria-label="Messages"]');
    if (scroller === null) throw new Error('No message list');
    const before = scroller.scrollTop;
    for (let step = 0; step < 120; step++) {
      scroller.scrollTop -= 600;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return {
      count: durations.length,
      longest: Math.max(0, ...durations),
      scrolled: before - scroller.scrollTop,
    };
  });
  // Sending in it: each send and reply is written to the conversation, whose view must not
  // read the whole history again each time.
  await page.evaluate(() => {
    const scroller = document.querySelector('[role="region"][aria-label="Messages"]');
    if (scroller !== null) scroller.scrollTop = scroller.scrollHeight;
    (window as unknown as { longTasks: number[] }).longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { longTasks: number[] }).longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const sentInLong: number[] = [];
  for (let index = 0; index < 5; index++) {
    sentInLong.push((await sendOne(page, 100 + index, false)).sent);
  }
  // The last reply is written too.
  await page.waitForTimeout(1000);
  const sendLongTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  console.log(`\n5,000-message history:`);
  console.log(`  open until the newest message shows: ${openings.map(ms).join(', ')}`);
  console.log(`  until the whole history is in, still at the bottom: ${wholes.map(ms).join(', ')}`);
  console.log(
    `  scrolling up ${longTasks.scrolled} px over 120 frames: ${longTasks.count} long task(s), longest ${ms(longTasks.longest)}`,
  );
  console.log(
    `  sending 5 messages in it: Enter → sent ${sentInLong.map(ms).join(', ')}; ${sendLongTasks.length} long task(s)${sendLongTasks.length > 0 ? `, longest ${ms(Math.max(...sendLongTasks))}` : ''}`,
  );
}
