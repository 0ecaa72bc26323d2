/**
 * Playwright fixtures: each worker serves the production build on its own port, and page
 * objects give specs the words a user would use.
 */
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
