/**
 * Prerenders the landing into index.html at build time, so a visitor sees the page at the first
 * paint instead of a splash while ~170 KB of JavaScript loads and boots (mobile Lighthouse).
 *
 * The client build's index.html hook runs a nested Vite SSR build of renderLanding.tsx (the
 * client's own components, with the app's React, Lingui and vanilla-extract plugins, so the
 * class names are the client's), renders each language and pastes the markup in (landingHtml.ts:
 * the markup, an app starter that waits for the landing's first paint, font preloads). The hook
 * runs before vite-plugin-pwa precaches index.html, so the precache revision follows the markup.
 * The service-worker build has no HTML entry: this hook never runs there.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type PluginOption, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';

import { locales, type Locale } from '#core/locale.ts';

import { injectLanding, preloadFontTags, startAppAfterLandingPaint } from './landingHtml.ts';

const renderEntry = 'src/app/prerender/renderLanding.tsx';
/** The Latin faces of the body and display fonts (main.tsx imports them): the first screen's text. */
const firstScreenFonts = /(^|\/)(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

type LandingModule = { renderLanding: (locale: Locale) => string | null };

/** `transforms`: the app's own code transforms (vite.config.ts), reused by the nested build. */
export function prerenderLanding(transforms: () => PluginOption[]): Plugin {
  let userResolve: UserConfig['resolve'];
  let config: ResolvedConfig;
  return {
    name: 'emma-et-louis:prerender-landing',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    config(user) {
      userResolve = user.resolve;
    },
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      async handler(html, { path, bundle }) {
        if (config.build.ssr !== false || path !== '/index.html') return html;
        const { renderLanding } = await buildLandingRenderer(config, userResolve, transforms());
        const rendered = locales.map((locale) => [locale, renderLanding(locale)] as const);
        if (rendered.some(([, markup]) => markup === null)) {
          config.logger.warn('Landing not prerendered: this build shows the configuration screen.');
          return html;
        }
        const landing = Object.fromEntries(rendered) as Record<Locale, string>;
        const fonts = Object.keys(bundle ?? {})
          .filter((fileName) => firstScreenFonts.test(fileName))
          .map((fileName) => `${config.base}${fileName}`);
        if (fonts.length === 0)
          config.logger.warn('Landing prerendered without font preloads: no font found.');
        return startAppAfterLandingPaint(injectLanding(html, landing)).replace(
          '</head>',
          () => `  ${preloadFontTags(fonts)}\n  </head>`,
        );
      },
    },
  };
}

/** Builds renderLanding.tsx for Node next to node_modules (its imports resolve there), loads it. */
async function buildLandingRenderer(
  config: ResolvedConfig,
  resolve: UserConfig['resolve'],
  transforms: PluginOption[],
): Promise<LandingModule> {
  await mkdir(config.cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(config.cacheDir, 'prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      envPrefix: config.envPrefix ?? 'VITE_',
      ...(resolve === undefined ? {} : { resolve }),
      publicDir: false,
      logLevel: 'warn',
      clearScreen: false,
      // The client's transforms only: what changes the markup or its class names.
      plugins: transforms,
      build: {
        ssr: renderEntry,
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        rolldownOptions: {
          output: { entryFileNames: 'renderLanding.mjs' },
          checks: { pluginTimings: false, ineffectiveDynamicImport: false },
        },
      },
    });
    return (await import(pathToFileURL(join(outDir, 'renderLanding.mjs')).href)) as LandingModule;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
