import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * French is the source language: message ids are the French text, and the English catalog
 * must translate every one of them (`npm run i18n:check` fails otherwise).
 * LINGUI_CATALOG_ROOT lets the check extract into a scratch folder and compare.
 */
const root = process.env['LINGUI_CATALOG_ROOT'] ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [{ path: `${root}/{locale}/messages`, include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  // File names without line numbers keep catalog diffs to real wording changes.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
