// @ts-check
/**
 * Lint = house rules that a reviewer should not have to repeat:
 * type-aware TypeScript rules, React hooks, accessibility, the layer boundaries of the
 * architecture, no deep relative imports, no raw colours outside the theme, and no UI text
 * outside Lingui.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const framework = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'xstate',
  '@xstate/*',
  '@lingui/*',
];
const storage = ['dexie', 'dexie-react-hooks', '@supabase/*'];
// GOTCHA: these are gitignore-style patterns, where a leading # starts a comment: escape it.
const otherLayers = ['\\#app/*', '\\#features/*', '\\#data/*', '\\#sync/*', '\\#ui/*', '\\#i18n/*'];

/** @param {string[]} group @param {string} message */
const banned = (group, message) => ({ group, message });

const deepRelative = banned(
  ['../../*'],
  'No ../../ chains: import through a # alias (package.json "imports").',
);
const featureInternals = banned(
  ['\\#features/*/*', '!\\#features/*/index.ts', '!\\#features/*/*.routes.tsx'],
  'Features talk to each other through their index.ts (or the router through *.routes.tsx).',
);

const rawColour = [
  {
    selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|\\b(?:rgb|hsl)a?\\(/]',
    message: 'No raw colours outside src/ui/theme: use the theme tokens (vars).',
  },
  {
    selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|\\b(?:rgb|hsl)a?\\(/]',
    message: 'No raw colours outside src/ui/theme: use the theme tokens (vars).',
  },
];

const untranslatedText = [
  {
    selector: 'JSXText[value=/\\p{L}{2,}/u]:not(JSXElement[openingElement.name.name="Trans"] JSXText)',
    message: 'UI text goes through Lingui: wrap it in <Trans> (or use t`…`).',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt)$/] > Literal[value=/\\p{L}{2,}/u]',
    message: 'UI text goes through Lingui: use t`…` from useLingui().',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // dist-unconfigured, dist-bench*, dist-prerender: other builds.
      'dist-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'src/app/brand/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
      'no-restricted-imports': ['error', { patterns: [deepRelative] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...rawColour, ...untranslatedText],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            featureInternals,
            banned(storage, 'Only src/data and src/sync touch Dexie or Supabase.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}', 'src/sync/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, featureInternals] }] },
  },
  {
    // The pure core: no framework, no IO, no other layer, no browser globals.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            banned(
              [...framework, ...storage, ...otherLayers],
              'src/core is pure TypeScript: no framework, IO or other layer.',
            ),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'indexedDB',
        'fetch',
      ],
    },
  },
  {
    // The service worker may only use pure #core modules (vite-plugin-pwa reuses the app's plugins).
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            banned([...framework, ...storage, ...otherLayers], 'The service worker may import only #core.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/theme/**', 'src/app/brand/**'],
    rules: { 'no-restricted-syntax': ['error', ...untranslatedText] },
  },
  {
    files: [
      'src/data/logger.ts',
      'tests/**',
      'supabase/local/**',
      'supabase/tools/**',
      // The crisis evaluation prints its figures for the report.
      'supabase/tests/crisis/**',
      'supabase/functions/**',
      '*.config.*',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests may reach inside a feature (e.g. a binding's test drives the real machine).
    files: ['src/**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deepRelative, banned(storage, 'Only src/data and src/sync touch Dexie or Supabase.')] },
      ],
    },
  },
  {
    files: ['src/data/**/*.test.{ts,tsx}', 'src/sync/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: {
      'no-restricted-syntax': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
