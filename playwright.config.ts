import { defineConfig } from '@playwright/test';

import { e2eApiPort, e2eApiUrl } from '#supabase/local/defaults.mjs';
import { chromiumArgs } from '#tests/setup/chromium.mjs';

/**
 * End-to-end tests against the production build (dist/), in Debian's Chromium: Playwright
 * cannot download browsers here. `npm test` builds first and sets CHROME_PATH
 * (tests/setup/chromium.mjs). Each worker serves dist/ itself (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // The screenshot gallery runs on its own (`npm run screenshots`), not in `npm test`.
  ...(process.env['GALLERY'] ? { grep: /@gallery/ } : { grepInvert: /@gallery/ }),
  // The backend of the journeys: the local Supabase stack, in memory, on its own port (the app
  // in dist/ is built against it by `npm test`).
  webServer: {
    command: `npx tsx supabase/local/main.ts --port ${e2eApiPort} --stripe-port ${e2eApiPort + 10} --memory --no-demo`,
    // The journeys sign up and sign in many people from 127.0.0.1 within minutes: hosted's per-IP
    // limits (config.toml [auth.rate_limit], the Supabase CLI's variables) would refuse them.
    env: {
      SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
    },
    url: `${e2eApiUrl}/auth/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
