import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * French is the source language: message ids are the French text, and the English catalog
 * must translate every one of them (`npm run i18n:check` fails otherwise).
 * LINGUI_CATALOG_ROOT lets the check extract into a scratch folder and compare.
 */
const root = process.env['LINGUI_CATALOG_ROOT'] ?? '<rootDir>/locales';

/**
 * The boot catalog (`messages`): words of the shell and of the visitors' pages, loaded before the
 * first paint. Everything else goes to the `app` catalog, loaded with the signed-in areas'
 * code (src/i18n/i18n.ts withAppCatalog), so the landing page stays light.
 */
const bootSources = [
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/app',
  '<rootDir>/src/ui',
  '<rootDir>/src/i18n',
  '<rootDir>/src/features/content',
  '<rootDir>/src/features/home/HomePage.tsx',
  '<rootDir>/src/features/home/SessionLoading.tsx',
  '<rootDir>/src/features/home/SignInRequired.tsx',
];

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    { path: `${root}/{locale}/messages`, include: bootSources, exclude: ['**/*.test.*'] },
    {
      path: `${root}/{locale}/app`,
      include: ['<rootDir>/src'],
      // Globs: a folder excludes everything under it.
      exclude: [
        '**/*.test.*',
        ...bootSources.map((source) => (source.endsWith('.tsx') ? source : `${source}/**`)),
      ],
    },
  ],
  // File names without line numbers keep catalog diffs to real wording changes.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
