/**
 * Bundle budget: the JavaScript a visitor's browser must run before the landing page shows —
 * the entry chunk, its static imports, and the French catalog chunk loaded at boot — gzipped,
 * at most 170 KB. Lazy areas (admin, settings, debug…) must stay out of it.
 * Reads dist/.vite/manifest.json from `vite build`. Prints the figures; exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 170 * 1024;
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
