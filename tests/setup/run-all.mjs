/**
 * `npm test`: every check the project has, in order, failing fast:
 * typecheck → lint → format → catalogs → unit/component tests → production build →
 * bundle budget → end-to-end tests in Chromium. Ends with one summary line
 * ("tests: N passed, N failed") counted from the Vitest and Playwright reports.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

import { appBuildEnv } from '#supabase/local/defaults.mjs';
import { findChromium } from './chromium.mjs';

const reports = 'test-results';
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs one check; `report` adds its test counts (read even when it failed). */
function step(name, command, args, { env = process.env, report } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) report();
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds}s)`);
    summary();
    process.exit(1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

const startedAt = Date.now();

function summary() {
  console.log(`\nnpm test took ${((Date.now() - startedAt) / 1000).toFixed(0)}s`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest() {
  const report = readReport('vitest.json');
  if (!report) return;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
}

function countPlaywright() {
  const report = readReport('playwright.json');
  if (!report) return;
  counts.passed += report.stats.expected;
  counts.failed += report.stats.unexpected + report.stats.flaky;
}

const only = process.argv[2];

if (!only || only === 'static') {
  step('typecheck (app)', 'npx', ['tsc', '-p', '.']);
  step('typecheck (service worker)', 'npx', ['tsc', '-p', 'sw']);
  step('typecheck (local stack)', 'npx', ['tsc', '-p', 'supabase']);
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  step('catalogs', 'node', ['tests/setup/check-catalogs.mjs']);
}
if (!only || only === 'unit') {
  step(
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    {
      report: countVitest,
    },
  );
}
if (!only || only === 'e2e') {
  const chromium = findChromium();
  step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { env: appBuildEnv() });
  // The same app built without a backend configuration, for the fatal-configuration test.
  step(
    'production build without configuration',
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', 'dist-unconfigured'],
    {
      env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    },
  );
  step('bundle budget', 'node', ['tests/setup/bundle-budget.mjs']);
  step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
    env: { ...process.env, CHROME_PATH: chromium },
    report: countPlaywright,
  });
}
summary();
