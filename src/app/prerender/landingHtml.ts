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

export function injectLanding(html: string, landing: Readonly<Record<Locale, string>>): string {
  if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
  const templates = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `<template id="${landingTemplateId(locale)}">${landing[locale]}</template>`)
    .join('');
  // A replacer function: `$&` or `$1` in the markup (prices, quotes) must stay literal.
  return html.replace(emptyRoot, () => `<div id="root">${landing[defaultLocale]}</div>${templates}`);
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
