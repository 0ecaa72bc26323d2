/**
 * `npm run lighthouse`: Lighthouse 12 on the production build's landing page, in Debian's
 * Chromium, with Lighthouse's default mobile emulation and simulated throttling (the strict
 * setting). Serves dist/ (or `--dist=DIR`, another build) itself; run `npm run build` first.
 * Prints the category scores and the main timings; exits 1 when performance, accessibility or
 * best practices is under 95.
 *   node tests/setup/lighthouse.mjs [path] [--desktop] [--runs=N] [--dist=DIR]   (N runs: the median is kept)
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { chromiumArgs } from './chromium.mjs';
import { findChromium } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const path = args.find((arg) => arg.startsWith('/')) ?? '/';
const desktop = args.includes('--desktop');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const dist = args.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist';
const minimum = 95;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = await startStaticServer({ root: dist });
const chrome = await launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
const results = [];
try {
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(
      `${server.url}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    results.push(result.lhr);
  }
} finally {
  await chrome.kill();
  await server.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score ?? 0)) * 100);
const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));

console.log(
  `Lighthouse ${results[0].lighthouseVersion}, ${desktop ? 'desktop' : 'mobile (simulated slow 4G, 4x CPU)'}, ${path}, median of ${runs}:`,
);
for (const id of categories) console.log(`  ${id.padEnd(15)} ${score(id)}`);
console.log(
  `  FCP ${metric('first-contentful-paint').toFixed(0)} ms · LCP ${metric('largest-contentful-paint').toFixed(0)} ms · SI ${metric('speed-index').toFixed(0)} ms · TBT ${metric('total-blocking-time').toFixed(0)} ms · CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
);
const failing = ['performance', 'accessibility', 'best-practices'].filter((id) => score(id) < minimum);
if (failing.length > 0) {
  console.error(`Under ${minimum}: ${failing.join(', ')}`);
  for (const lhr of results.slice(0, 1)) {
    for (const id of failing) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
          console.error(`  - ${id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  process.exit(1);
}
