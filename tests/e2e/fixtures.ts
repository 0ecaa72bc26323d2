/**
 * Playwright fixtures: each worker serves the production build on its own port, and page
 * objects give specs the words a user would use.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { startStaticServer } from '#tests/setup/static-server.mjs';

type Server = Awaited<ReturnType<typeof startStaticServer>>;

export class ShellPage {
  constructor(readonly page: Page) {}

  get banner() {
    return this.page.getByRole('banner');
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.banner).toBeVisible();
    // A prerendered landing is static until the app replaces it (index.html drops the mark then).
    await expect(this.page.locator('#root[data-prerendered]')).toHaveCount(0);
  }

  languageButton(name: 'Français' | 'English') {
    return this.banner.getByRole('button', { name });
  }

  themeButton() {
    return this.banner.getByRole('button', { name: /^(Thème|Theme)/ });
  }

  async theme() {
    return this.page.locator('html').getAttribute('data-theme');
  }

  /** A first visit to `origin`, returning once the service worker controls the page. */
  async install(origin: string) {
    await this.goto(`${origin}/`);
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
  }
}

export const test = base.extend<
  { shell: ShellPage; startServer: (root?: string) => Promise<Server> },
  { server: Server }
>({
  server: [
    async ({}, use) => {
      const server = await startStaticServer({ root: 'dist' });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  /** A server of the test's own (of dist/ or another build), for tests that stop it or "deploy". */
  startServer: async ({}, use) => {
    const started: Server[] = [];
    await use(async (root = 'dist') => {
      const server = await startStaticServer({ root });
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.close()));
  },
});

export { expect };

/**
 * Contrast is measured on final colours: waits until no CSS transition or animation runs (the
 * theme cross-fade, entrance animations). A fixed pause was not enough on a loaded CI machine,
 * where axe once measured text on a background still fading from light to dark.
 */
export async function settled(page: Page) {
  // Two frames first: a theme switch only starts its transitions at the next style update.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe-core (WCAG 2.1 A/AA) finds nothing on the page, or in `within` (a dialog). A toast can
 * slide in at any moment and axe would measure its half-faded text: the audit runs again once
 * things are still. A real violation stays, and fails.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  await expect(async () => {
    await settled(page);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    if (within) builder = builder.include(within);
    const results = await builder.analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
    expect(summary).toEqual([]);
  }).toPass({ timeout: 20_000 });
}
