/**
 * Bundle budget: the JavaScript a visitor's browser must run before the landing page shows —
 * the entry chunk, its static imports, and the French catalog chunk loaded at boot — gzipped,
 * at most 170 KB. Lazy areas (admin, settings, debug…) must stay out of it. Then what is loaded
 * once the page is idle (the device database) and what a signed-in user adds: the session
 * (auth, supabase-js), the chat route (at most 98 KB) and the crisis detector loaded alongside it.
 * Reads dist/.vite/manifest.json from `vite build`. Prints the figures; exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 170 * 1024;
/**
 * What the chat route may add on top of the landing and the signed-in session. 98 KB since
 * session 18 (was 90): the signed-in catalog (`app`, every signed-in area's words, 25 KB) grew
 * with settings, billing, progress and the back-office, and the shortcuts, quick menu and
 * progress dashboard are on every signed-in page (95.4 KB). Next: split the catalog per area so
 * the chat does not carry the back-office's words.
 */
export const chatBudgetBytes = 98 * 1024;
/**
 * The signed-in session (the auth machine and supabase-js), loaded on every route as soon as
 * there is a session, and at a visitor's first interaction so that signing in is quick.
 */
export const sessionBudgetBytes = 60 * 1024;
/** Dexie and the schema: every page opens the device database once idle (src/app/services.ts loads it). */
export const deviceDatabaseBudgetBytes = 35 * 1024;
/**
 * The crisis detector (the server's own rules), loaded alongside the chat; sending waits for it.
 * 68 KB since session 18 (64 since session 17, 60 before): the classifier now reads character
 * 4-grams and learns from a 1,130-message corpus (~1,100 weights, written once per weight value
 * in model.ts), and two passes of family signals (a ligature set up, fumes, water, a wish that the
 * heart stop, everyday frames…) took it to 65.4 KB. In exchange, on the unseen heldout9 indirect
 * messages asked about went from 29/48 to 37/48 with no more false alarms. Session 19: 66.6 KB,
 * the classifier's features hashed and its weights packed (~3,000 weights where 1,134 named ones
 * took 65.5 KB). Safety first; the first check's cost is measured by
 * supabase/tools/crisis/first-check.ts.
 */
export const crisisBudgetBytes = 68 * 1024;
const dist = process.argv[2] ?? 'dist';

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entryKey === undefined) throw new Error('No entry in the Vite manifest');

/** Static closure of the entry: what the browser loads before the app can start. */
const initial = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (chunk === undefined || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const child of chunk.imports ?? []) visit(child);
};
visit(entryKey);
// The boot awaits the active language's catalog before the first paint: French by default.
const catalogKey = Object.keys(manifest).find((key) => key.endsWith('locales/fr/messages.po'));
if (catalogKey !== undefined) visit(catalogKey);

const rows = [...initial].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssTotal = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const lazyLeaks = rows.filter((row) => /(admin|settings|debug|billing|auth)\.routes/.test(row.file));

console.log('Landing initial JavaScript (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total, budget ${kb(budgetBytes)}  (CSS ${kb(cssTotal)})`);

if (lazyLeaks.length > 0) {
  console.error(
    `Lazy route code leaked into the landing bundle: ${lazyLeaks.map((row) => row.file).join(', ')}`,
  );
  process.exit(1);
}
if (total > budgetBytes) {
  console.error(`Over budget by ${kb(total - budgetBytes)}.`);
  process.exit(1);
}

/**
 * What a signed-in user's browser loads on top of the landing, in four parts, each counted
 * with everything it imports statically minus what came before:
 *   - the device database (Dexie), which every page loads once idle;
 *   - the session: the auth machine and client (what src/features/auth/session.tsx imports
 *     dynamically) and supabase-js;
 *   - the chat route: the signed-in services (sync, credits, paywall) and the signed-in half of
 *     the composition root, the home stages, the chat screen and the app catalog;
 *   - the crisis detector, which the chat loads alongside itself (sending waits for it).
 */
const sessionChunk = Object.keys(manifest).find((key) => /\/session\.tsx$|^_session-/.test(key));
const parts = [
  {
    // Read at idle to confirm the preferences the first render took from localStorage.
    name: 'the device database, loaded by every page once idle',
    budget: deviceDatabaseBudgetBytes,
    entries: [
      Object.keys(manifest).find((key) => /\/data\/db\/db\.ts$|^_db-/.test(key)) ?? 'src/data/db/db.ts',
    ],
  },
  {
    name: 'the signed-in session',
    budget: sessionBudgetBytes,
    entries: [...(manifest[sessionChunk ?? '']?.dynamicImports ?? []), 'src/data/supabase/client.ts'],
  },
  {
    name: 'the chat route',
    budget: chatBudgetBytes,
    entries: [
      'src/app/shell/SignedInServices.tsx',
      // The signed-in half of the composition root: the data ports and the sync service.
      'src/app/signedInRoot.ts',
      'src/features/home/HomeStages.tsx',
      'src/features/chat/index.ts',
      'locales/fr/app.po',
    ],
  },
  {
    name: 'the crisis detector, loaded alongside the chat',
    budget: crisisBudgetBytes,
    entries: ['src/core/crisis.ts'],
  },
];
const loaded = new Set(initial);
let over = false;
for (const part of parts) {
  const files = new Set();
  const visitLazy = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined || loaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visitLazy(child);
  };
  for (const entry of part.entries) {
    if (manifest[entry] === undefined) {
      console.error(`${entry} (${part.name}) is not a chunk of its own any more`);
      process.exit(1);
    }
    visitLazy(entry);
  }
  for (const file of files) loaded.add(file);
  const partRows = [...files].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const partTotal = partRows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\nAdded by ${part.name} (gzip):`);
  for (const row of partRows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  console.log(`  ${kb(partTotal).padStart(9)}  total, budget ${kb(part.budget)}`);
  if (partTotal > part.budget) {
    console.error(`Over budget by ${kb(partTotal - part.budget)}.`);
    over = true;
  }
}
/**
 * Issue 27: the PDF library, the weekly PDF and the weekly page with its mood chart load only
 * on the weekly page (the PDF only when asked): never with the landing, the session or the chat.
 */
const progressOnly = Object.entries(manifest)
  .filter(([key]) => /jspdf|src\/features\/weekly\/(weeklyPdf\.ts|weekly\.routes\.tsx)$/.test(key))
  .map(([, chunk]) => chunk.file);
if (progressOnly.length < 3) {
  console.error(
    `The PDF library, the weekly PDF or the weekly page is not a chunk of its own: ${progressOnly}`,
  );
  over = true;
}
const progressLeaks = progressOnly.filter((file) => loaded.has(file));
console.log(`
Out of the landing, session and chat: ${progressOnly.join(', ')}`);
if (progressLeaks.length > 0) {
  console.error(`PDF or chart code leaked into the landing, session or chat: ${progressLeaks.join(', ')}`);
  over = true;
}
if (over) process.exit(1);
