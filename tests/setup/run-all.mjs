/**
 * `npm test`: every check the project has, in order, stopping at the first failure:
 * typecheck (including Deno's check of the edge functions) → lint → format → catalogs → unit,
 * component and local-stack tests (PGlite) → local-stack tests again on a throwaway PostgreSQL,
 * the function contract tests with the functions on Deno, `supabase db push` of the migrations
 * → production builds → bundle budget → end-to-end tests in Chromium. Ends with one summary line ("tests: N passed, N failed")
 * counted from the Vitest and Playwright reports.
 *   node tests/setup/run-all.mjs [static|unit|backend|e2e]   runs one group only
 *   node tests/setup/run-all.mjs gallery   builds, then writes the screenshot gallery (`npm run screenshots`)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

import { appBuildEnv, e2eApiUrl } from '#supabase/local/defaults.mjs';
import {
  denoBaseEnv,
  denoBinary,
  denoConfigFlags,
  functionEntries,
} from '#supabase/local/functions/deno.mjs';

import { findChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';

const reports = 'test-results';
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0 };
const startedAt = Date.now();

class StepFailed extends Error {}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest with a JSON report whose counts join the summary. */
function vitest(file, extraArgs = []) {
  rmSync(`${reports}/${file}`, { force: true });
  return {
    args: [
      'vitest',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/${file}`,
    ],
    report() {
      const report = readReport(file);
      if (!report) return;
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
    },
  };
}

function countPlaywright() {
  const report = readReport('playwright.json');
  if (!report) return;
  counts.passed += report.stats.expected;
  counts.failed += report.stats.unexpected + report.stats.flaky;
}

/** Runs one check; `report` adds its test counts (read even when it failed). */
function step(name, command, args, { env = process.env, report } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report?.();
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds}s)`);
    throw new StepFailed(name);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

function summary() {
  console.log(`\nnpm test took ${((Date.now() - startedAt) / 1000).toFixed(0)}s`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
}

const only = process.argv[2];
const runs = (group) => (!only && group !== 'gallery') || only === group;

try {
  if (runs('static')) {
    step('typecheck (app)', 'npx', ['tsc', '-p', '.']);
    step('typecheck (service worker)', 'npx', ['tsc', '-p', 'sw']);
    step('typecheck (local stack)', 'npx', ['tsc', '-p', 'supabase']);
    // Every function as hosted Supabase runs it: Deno's own type check, with the deployed deno.json.
    const functionsDir = 'supabase/functions';
    step(
      'typecheck (edge functions, Deno)',
      denoBinary(),
      ['check', '--quiet', ...denoConfigFlags(functionsDir), ...functionEntries(functionsDir)],
      { env: { ...process.env, ...denoBaseEnv() } },
    );
    step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
    step('catalogs', 'node', ['tests/setup/check-catalogs.mjs']);
  }
  if (runs('unit')) {
    const run = vitest('vitest.json');
    step('unit, component and local-stack tests (PGlite)', 'npx', run.args, { report: run.report });
  }
  if (runs('unit') || only === 'backend') {
    const postgres = await startPostgres();
    try {
      const run = vitest('vitest-postgres.json', ['supabase']);
      step('local-stack tests (PostgreSQL)', 'npx', run.args, {
        env: { ...process.env, TEST_DATABASE_URL: postgres.url },
        report: run.report,
      });
      // The same chat and credit contract with each function in a real Deno process.
      const onDeno = vitest('vitest-deno.json', ['supabase/tests/chat.test.ts']);
      step('edge-function contract tests (Deno, PostgreSQL)', 'npx', onDeno.args, {
        env: { ...process.env, TEST_DATABASE_URL: postgres.url, FUNCTIONS_RUNTIME: 'deno' },
        report: onDeno.report,
      });
      step('migrations through the Supabase CLI (supabase db push)', 'node', ['tests/setup/db-push.mjs'], {
        env: { ...process.env, TEST_DATABASE_URL: postgres.url },
      });
    } finally {
      postgres.stop();
    }
  }
  if (runs('e2e') || runs('gallery')) {
    // Built against the end-to-end backend that Playwright starts (playwright.config.ts).
    step('production build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
      env: { ...appBuildEnv(), VITE_SUPABASE_URL: e2eApiUrl },
    });
  }
  if (runs('gallery')) {
    step('screenshot gallery (Chromium)', 'npx', ['playwright', 'test'], {
      env: { ...process.env, CHROME_PATH: findChromium(), GALLERY: '1' },
      report: countPlaywright,
    });
  }
  if (runs('e2e')) {
    const chromium = findChromium();
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
} catch (error) {
  if (!(error instanceof StepFailed)) console.error(error instanceof Error ? error.message : error);
  summary();
  process.exit(1);
}
summary();
