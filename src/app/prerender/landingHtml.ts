/**
 * What the prerender changes in the built index.html:
 * - the landing of the default language inside `#root` (a visitor without JavaScript reads it)
 *   and every other language in a <template>, which index.html's inline script swaps in before
 *   the first paint;
 * - the app's entry script, started only once the landing is on screen;
 * - preloads for the fonts of the landing's first screen.
 */
import { defaultLocale, locales, type Locale } from '#core/locale.ts';

const emptyRoot = '<div id="root"></div>';

/** The id of the <template> holding a language's landing (index.html's inline script reads it). */
export function landingTemplateId(locale: Locale): string {
  return `prerender-${locale}`;
}

/** #root holding the default language, followed by a <template> for each other language. */
export function rootBlock(markup: Readonly<Record<Locale, string>>): string {
  const templates = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `<template id="${landingTemplateId(locale)}">${markup[locale]}</template>`)
    .join('');
  return `<div id="root">${markup[defaultLocale]}</div>${templates}`;
}

export function injectLanding(html: string, landing: Readonly<Record<Locale, string>>): string {
  if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
  // A replacer function: `$&` or `$1` in the markup (prices, quotes) must stay literal.
  return html.replace(emptyRoot, () => rootBlock(landing));
}

/** A public page's markup in place of the landing's, in the built index.html. */
export function swapRoot(
  html: string,
  landing: Readonly<Record<Locale, string>>,
  page: Readonly<Record<Locale, string>>,
): string {
  const block = rootBlock(landing);
  if (!html.includes(block)) throw new Error('The built index.html no longer holds the prerendered landing');
  return html.replace(block, () => rootBlock(page));
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app starts anyway if the browser never reports a paint (a tab opened in the background). */
export const appStartFallbackMs = 3000;

/**
 * Vite's entry <script> and its module preloads become one classic script, in the same place in
 * <head> (before the stylesheets, so it runs at once). Where index.html's first script kept the
 * landing, it fetches the app's code only once the browser has painted the landing: neither the
 * download nor the evaluation of ~170 KB of JavaScript competes with that first paint, and the
 * app replaces the landing right after. Anywhere else it fetches at once, as Vite's tags did,
 * and runs the app when the document is parsed, as a module script would.
 */
export function startAppAfterLandingPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (entry === undefined) throw new Error('index.html has no entry <script type="module"> to defer');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const starter = `<script>
      (function () {
        var started = false;
        function run() {
          import(${JSON.stringify(entry)});
        }
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify([entry, ...preloads])}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
          else run();
        }
        var landing = document.documentElement.getAttribute('data-landing');
        if (landing === null || landing === 'none') return start();
        setTimeout(start, ${appStartFallbackMs});
        try {
          new PerformanceObserver(function (paints) {
            if (paints.getEntriesByName('first-contentful-paint').length > 0) start();
          }).observe({ type: 'paint', buffered: true });
        } catch (e) {
          start();
        }
      })();
    </script>`;
  return html.replace(modulePreload, '').replace(entryScript, () => starter);
}

/** Font files fetched before the stylesheets ask for them, so the landing paints in its own fonts. */
export function preloadFontTags(hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('\n    ');
}

/**
 * A public page's HTML file: index.html with the page in #root, its own head tags (title,
 * description, canonical, Open Graph, rendered by the page) in place of the landing's, and
 * `data-page`, which index.html's first script compares with the address to keep the markup.
 */
export function pageHtml(html: string, path: string, head: string): string {
  return html
    .replace('<html ', () => `<html data-page="${path}" `)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`);
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers read the public pages; the signed-in app and the admin are no one's search result. */
export const privatePathPrefixes = [
  '/dashboard',
  '/weekly-summary',
  '/settings',
  '/modern-settings',
  '/subscription',
  '/payment',
  '/credit-diagnostic',
  '/admin',
  '/auth',
  '/login',
  '/reset-password',
  '/supabase-check',
  '/stripe-debug',
  '/auth-debug',
  '/debug-subscription',
  '/test-subscription',
] as const;

export function robotsTxt(siteUrl: string): string {
  const disallow = privatePathPrefixes.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
