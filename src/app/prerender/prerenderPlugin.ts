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
import { missingOperatorFields, siteFacts } from '#core/siteFacts.ts';
import { prerenderedPaths, publicPaths } from '#features/public/index.ts';

import {
  injectLanding,
  pageHtml,
  preloadFontTags,
  swapRoot,
  robotsTxt,
  sitemapXml,
  startAppAfterLandingPaint,
} from './landingHtml.ts';

const renderEntry = 'src/app/prerender/renderLanding.tsx';
/** The Latin faces of the body and display fonts (main.tsx imports them): the first screen's text. */
const firstScreenFonts = /(^|\/)(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

type LandingModule = {
  cleanUp: () => Promise<void>;
  renderLanding: (locale: Locale) => string | null;
  renderPage: (locale: Locale, path: string) => Promise<{ body: string; head: string } | null>;
};

/** `transforms`: the app's own code transforms (vite.config.ts), reused by the nested build. */
export function prerenderLanding(transforms: () => PluginOption[]): Plugin {
  let userResolve: UserConfig['resolve'];
  let config: ResolvedConfig;
  /** The public pages' HTML files, made with index.html, written with the bundle. */
  let pages: { path: string; bodies: Record<Locale, string>; head: string }[] = [];
  let landingMarkup: Record<Locale, string> | null = null;

  /** index.html with the landing, and the public pages' files kept for generateBundle. */
  async function prerender(
    html: string,
    bundle: Record<string, unknown> | undefined,
    renderer: LandingModule,
  ) {
    const { renderLanding, renderPage } = renderer;
    const rendered = locales.map((locale) => [locale, renderLanding(locale)] as const);
    if (rendered.some(([, markup]) => markup === null)) {
      config.logger.warn('Landing not prerendered: this build shows the configuration screen.');
      return html;
    }
    const landing = Object.fromEntries(rendered) as Record<Locale, string>;
    const fonts = Object.keys(bundle ?? {})
      .filter((fileName) => firstScreenFonts.test(fileName))
      .map((fileName) => `${config.base}${fileName}`);
    if (fonts.length === 0) config.logger.warn('Landing prerendered without font preloads: no font found.');
    pages = [];
    for (const path of prerenderedPaths) {
      // One language after the other: the render activates its language in the shared i18n.
      const variants: Awaited<ReturnType<LandingModule['renderPage']>>[] = [];
      for (const locale of locales) variants.push(await renderPage(locale, path));
      const [first] = variants;
      if (first === undefined || first === null || variants.some((variant) => variant === null)) continue;
      const bodies = Object.fromEntries(
        locales.map((locale, index) => [locale, variants[index]?.body ?? '']),
      ) as Record<Locale, string>;
      pages.push({ path, bodies, head: first.head });
    }
    warnAboutContent(config);
    landingMarkup = landing;
    return startAppAfterLandingPaint(injectLanding(html, landing)).replace(
      '</head>',
      () => `  ${preloadFontTags(fonts)}\n  </head>`,
    );
  }

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
        const renderer = await buildLandingRenderer(config, userResolve, transforms());
        try {
          return await prerender(html, bundle, renderer);
        } finally {
          await renderer.cleanUp();
        }
      },
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (config.build.ssr !== false) return;
        const index = bundle['index.html'];
        // Each page is the built index.html (same scripts, styles, preloads) with its own markup,
        // plus its area's styles and code: without them the page shows unstyled parts until the
        // app loads the area, then shifts (mobile Lighthouse measured a CLS of 0.6 on /contact).
        if (index?.type === 'asset' && landingMarkup !== null) {
          const built = String(index.source);
          const area = routeAssetTags(bundle, publicRoutesModule, config.base)
            .filter((tag) => !built.includes(tag.match(/href="([^"]+)"/)?.[1] ?? tag))
            .join('\n  ');
          for (const page of pages)
            this.emitFile({
              type: 'asset',
              fileName: `${page.path.slice(1)}/index.html`,
              source: pageHtml(
                swapRoot(built, landingMarkup, page.bodies),
                page.path,
                `${area}\n  ${page.head}`,
              ),
            });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'sitemap.xml',
          source: sitemapXml(siteFacts.siteUrl, publicPaths),
        });
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteFacts.siteUrl) });
      },
    },
  };
}

/** The public pages' area module (src/app/routes.tsx loads it lazily). */
const publicRoutesModule = /\/src\/features\/public\/public\.routes\.tsx$/;

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * `<link>` tags for a lazily loaded area: the stylesheets its chunk and the chunks it imports
 * bring (Vite adds them only once the area loads), and module preloads of that code.
 */
export function routeAssetTags(bundle: Record<string, unknown>, module: RegExp, base: string): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is BundleChunk => (output as { type?: string }).type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
  if (entry === undefined) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(entry);
  const reached = [...seen].map((name) => byName.get(name)).filter((chunk) => chunk !== undefined);
  const styles = new Set(reached.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    `<link rel="modulepreload" crossorigin href="${base}${entry.fileName}">`,
  ];
}

/**
 * The operator's content file (#core/siteFacts.ts) still holds what must not go live: empty
 * legal fields, sample figures or testimonials (EU law bans invented ones).
 */
function warnAboutContent(config: ResolvedConfig) {
  const missing = missingOperatorFields();
  if (missing.length > 0)
    config.logger.warn(`Legal notice incomplete (src/core/siteFacts.ts operator): ${missing.join(', ')}`);
  if (siteFacts.samples.figures)
    config.logger.warn(
      'The landing shows sample figures (src/core/siteFacts.ts samples.figures): replace them.',
    );
  if (siteFacts.samples.testimonials)
    config.logger.warn('The landing shows sample testimonials (src/core/siteFacts.ts samples.testimonials).');
}

/** Builds renderLanding.tsx for Node next to node_modules (its imports resolve there), loads it. */
async function buildLandingRenderer(
  config: ResolvedConfig,
  resolve: UserConfig['resolve'],
  transforms: PluginOption[],
): Promise<LandingModule> {
  await mkdir(config.cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(config.cacheDir, 'prerender-'));
  // Kept until the pages are rendered: their lazy route chunks load from it.
  const cleanUp = () => rm(outDir, { recursive: true, force: true });
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
    const module = (await import(pathToFileURL(join(outDir, 'renderLanding.mjs')).href)) as Omit<
      LandingModule,
      'cleanUp'
    >;
    return { ...module, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
