// @ts-check
/**
 * Lint = house rules that a reviewer should not have to repeat:
 * type-aware TypeScript rules, React hooks, accessibility, the layer boundaries of the
 * architecture, no deep relative imports, no raw colours outside the theme, and no UI text
 * outside Lingui (and Lingui used so translators get whole, named messages).
 * Every boundary rule has a case in tests/integration/lint-boundaries.test.ts that proves it fires.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
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
  [
    '\\#features/*/*',
    '!\\#features/*/index.ts',
    '!\\#features/*/*.routes.tsx',
    '!\\#features/*/*.service.ts',
  ],
  'Features talk to each other through their index.ts (the router through *.routes.tsx, the composition root through *.service.ts).',
);
const dataInternals = banned(
  ['\\#data/*/*', '!\\#data/*/index.ts'],
  'Features use a data domain through its index.ts (#data/<domain>/index.ts), not its inner files.',
);
// The admin area must never ship with, or be reached from, another area.
const adminMessage = 'Only src/app/routes.tsx loads the admin area (#features/admin/*).';
const adminArea = banned(['\\#features/admin/*'], adminMessage);
const adminAreaLazy = {
  selector: 'ImportExpression[source.value=/^#features\\u002Fadmin\\u002F/]',
  message: adminMessage,
};
const serverCode = banned(
  ['\\#supabase/*'],
  'The app reaches server code only through #contracts/* (supabase/functions/_shared/contracts).',
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
      // The local stack's data and Deno's cache of npm packages (supabase/local/functions/deno.mjs).
      '.local',
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Misuse Lingui cannot catch at build time: a t`` outside a component or function (it
      // would freeze the first locale), messages that are a bare variable or tag (nothing to
      // translate), {0}-style placeholders from expressions (translators need names), nested
      // Trans, and plurals written with '#'. Not enabled: no-unlocalized-strings (with a tuned
      // ignore list it still reported 38 literals, none of them UI text: SVG paths, Dexie
      // schemas, SQL columns, route names; the JSX text and label rules below cover the UI),
      // no-plural-inside-trans (Lingui 5 compiles <Plural> inside <Trans> into one ICU message).
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/consistent-plural-format': ['error', { style: 'hash' }],
      'no-restricted-syntax': ['error', ...rawColour, ...untranslatedText, adminAreaLazy],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            featureInternals,
            adminArea,
            serverCode,
            banned(storage, 'Only src/data and src/sync touch Dexie or Supabase.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            featureInternals,
            dataInternals,
            adminArea,
            serverCode,
            banned(storage, 'Only src/data and src/sync touch Dexie or Supabase.'),
          ],
        },
      ],
    },
  },
  {
    // The router is the one place that loads the admin area (lazily).
    files: ['src/app/routes.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...rawColour, ...untranslatedText],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            featureInternals,
            serverCode,
            banned(storage, 'Only src/data and src/sync touch Dexie or Supabase.'),
          ],
        },
      ],
    },
  },
  {
    // The design system: components and tokens that know no feature, data or app state.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            banned(
              [...storage, ...otherLayers.filter((layer) => layer !== '\\#ui/*'), '\\#supabase/*'],
              'src/ui imports only #core, #ui and #contracts (and React, Lingui, vanilla-extract).',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/sync/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deepRelative, featureInternals, adminArea, serverCode] },
      ],
    },
  },
  {
    // Data sits below sync: the composition root hands it the sync engine's `enqueue`, and what
    // both share (online, sync events, the tabs' channel) lives in src/data/platform.
    files: ['src/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            serverCode,
            banned(
              ['\\#sync/*', '\\#features/*', '\\#ui/*', '\\#app/*'],
              'src/data never imports sync, features, ui or app: the composition root wires them (src/app/services.ts).',
            ),
          ],
        },
      ],
    },
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
              [...framework, ...storage, ...otherLayers, '\\#supabase/*'],
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
    rules: { 'no-restricted-syntax': ['error', ...untranslatedText, adminAreaLazy] },
  },
  {
    // Edge functions run on Deno (hosted Supabase): no Node built-ins, nothing of the Node
    // re-implementation of Supabase in supabase/local, and no package.json # aliases.
    files: ['supabase/functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            { regex: '^node:', message: 'Edge functions run on Deno: no node:* modules.' },
            {
              regex: '(^|/)local/|^#',
              message: 'Edge functions import by relative path and never the local stack (supabase/local).',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared with the app: pure TypeScript that imports only other contracts (and re-exports the
    // crisis module both sides run).
    files: ['supabase/functions/_shared/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./crisis/)',
              message: 'Contracts are pure TypeScript: they import only ./ contracts (and ../crisis/).',
            },
          ],
        },
      ],
    },
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
    files: ['src/sync/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] },
  },
  {
    // Data's own tests stay below sync too (a test of both lives in src/sync); they may drive a
    // feature's machine with data's implementations (src/data/auth/authActors.test.ts).
    files: ['src/data/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            banned(
              ['\\#sync/*'],
              'src/data never imports sync: the composition root wires them (src/app/services.ts).',
            ),
          ],
        },
      ],
    },
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
