/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';

import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { webManifest } from './src/app/brand/manifest.ts';
import { prerenderLanding } from './src/app/prerender/prerenderPlugin.ts';

/**
 * One config for the app build, the service worker build and Vitest.
 * GOTCHA: vite-plugin-pwa reuses these plugins for the `sw/` build (injectManifest), so the
 * service worker must import only pure `#core` modules: no .css.ts, no Lingui macros.
 */
/** How the app's source becomes JavaScript and CSS: React with Lingui's macro, vanilla-extract. */
const appTransforms = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
  vanillaExtractPlugin(),
];

/**
 * The service worker is one file: vite-plugin-pwa asks for it with Rollup's
 * `inlineDynamicImports`, which Vite 8's bundler (Rolldown) accepts but warns about on every
 * build; this says the same with Rolldown's own option.
 */
const swAsOneFile = (): Plugin => ({
  name: 'sw-as-one-file',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output === undefined || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
    delete output.inlineDynamicImports;
    output.codeSplitting = false;
  },
});

export default defineConfig({
  publicDir: 'src/app/static',
  resolve: {
    // Only the settings screen stores files: supabase-js gets a stand-in storage client (~7 KB
    // gzip less), which loads the real one there (src/data/supabase/storage.ts imports it by its
    // file path, which this exact match leaves alone).
    alias: [
      {
        find: /^@supabase\/storage-js$/,
        replacement: new URL('./src/data/supabase/storageStandIn.ts', import.meta.url).pathname,
      },
    ],
  },
  plugins: [
    ...appTransforms(),
    // The landing's SSR build uses the same transforms, so its class names are the client's.
    prerenderLanding(appTransforms),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        buildPlugins: { vite: [swAsOneFile()] },
        // The shell, its lazy route chunks, icons and the Latin font files; other font subsets
        // (cyrillic, greek, vietnamese) are fetched only if ever needed.
        globPatterns: [
          '**/*.{js,css,html,svg,png,ico,webmanifest}',
          '**/*-latin-*.woff2',
          '**/*-latin-ext-*.woff2',
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by tests/setup/bundle-budget.mjs to measure what the landing page loads.
    manifest: true,
    // The landing bundle has its own, stricter budget (tests/setup/bundle-budget.mjs).
    chunkSizeWarningLimit: 600,
    // Rolldown's note on slow plugins fires on any loaded 2-core machine (Babel for Lingui's
    // macro is most of the build): a warning nobody acts on. `npm run build` timings say as much.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'supabase/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    css: false,
    // Many suites start a local stack or a PGlite in beforeAll: seconds on a quiet machine, more
    // than the default 10 s while the rest of the suite loads 2 cores (seen in CI).
    hookTimeout: 60_000,
    // Vitest runs one file at a time on 2 cores (its default is cores − 1). Most files spend their
    // time waiting on a local stack, timers or sockets, so two at a time overlap well: the PGlite
    // run went from 433 to 308 s and the PostgreSQL run from 128 to 84 s on this 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
