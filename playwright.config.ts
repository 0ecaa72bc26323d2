import { defineConfig } from '@playwright/test';

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
