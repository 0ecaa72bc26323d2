import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  appStartFallbackMs,
  injectLanding,
  landingTemplateId,
  preloadFontTags,
  startAppAfterLandingPaint,
} from './landingHtml.ts';

/** The shape of the index.html Vite writes. */
const builtHtml = `<!doctype html>
<html lang="fr">
  <head>
    <script>/* index.html's first script */</script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/xstate-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
    <script>/* the script after #root */</script>
  </body>
</html>`;

describe('injectLanding', () => {
  it('puts French in #root and English in a template right after it', () => {
    const html = injectLanding(builtHtml, { fr: '<main>Bonjour</main>', en: '<main>Hello</main>' });
    expect(html).toContain(
      `<div id="root"><main>Bonjour</main></div><template id="${landingTemplateId('en')}"><main>Hello</main></template>`,
    );
    expect(html.indexOf('<template')).toBeLessThan(html.indexOf('the script after #root'));
  });

  it('keeps replacement patterns in the markup literal', () => {
    const html = injectLanding(builtHtml, { fr: '<p>4,90 $& $1</p>', en: "<p>$' $`</p>" });
    expect(html).toContain('<p>4,90 $& $1</p>');
    expect(html).toContain("<p>$' $`</p>");
  });

  it('fails the build when index.html has no empty #root', () => {
    expect(() => injectLanding('<div id="app"></div>', { fr: '', en: '' })).toThrow(/#root|root/);
  });
});

describe('startAppAfterLandingPaint', () => {
  it("replaces Vite's entry script and module preloads with one starter in the same place", () => {
    const html = startAppAfterLandingPaint(builtHtml);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('import("/assets/index-A1.js")');
    expect(html).toContain('"/assets/react-B2.js"');
    expect(html.indexOf('import("/assets/index-A1.js")')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('fails the build when there is no entry script', () => {
    expect(() => startAppAfterLandingPaint('<head></head>')).toThrow(/entry/);
  });
});

describe('the starter, in the page', () => {
  const starter =
    /<script>\s*(\(function[\s\S]*?)<\/script>/.exec(startAppAfterLandingPaint(builtHtml))?.[1] ?? '';
  const imported: string[] = [];
  let reportPaint: ((names: string[]) => void) | undefined;
  let fallback: { run: () => void; ms: number } | undefined;

  class FakePaintObserver {
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      reportPaint = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe() {}
  }

  function runStarter(landing: string | null) {
    if (landing === null) document.documentElement.removeAttribute('data-landing');
    else document.documentElement.setAttribute('data-landing', landing);
    const script = document.createElement('script');
    // jsdom runs inline scripts in a realm of its own, and not `import()`: the test hands the
    // script its browser APIs through the shared document and records the import.
    script.textContent = `(function (importApp, PerformanceObserver, setTimeout) {
      ${starter.replace(/\bimport\(/g, 'importApp(')}
    }).apply(null, document.starterApis);`;
    document.body.append(script);
    script.remove();
  }

  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  beforeEach(() => {
    imported.length = 0;
    reportPaint = undefined;
    fallback = undefined;
    document.head.innerHTML = '';
    Object.assign(document, {
      starterApis: [
        (src: string) => imported.push(src),
        FakePaintObserver,
        (run: () => void, ms: number) => {
          fallback = { run, ms };
        },
      ],
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(document, 'starterApis');
    document.documentElement.removeAttribute('data-landing');
  });

  it('starts the app at once when the landing was not kept', () => {
    runStarter('none');
    expect(imported).toEqual(['/assets/index-A1.js']);
    expect(preloads()).toEqual(['/assets/index-A1.js', '/assets/react-B2.js', '/assets/xstate-C3.js']);
  });

  it('starts the app at once without a decision from the first script', () => {
    runStarter(null);
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('fetches nothing before the landing has painted, then starts the app once', () => {
    runStarter('fr');
    expect(imported).toEqual([]);
    expect(preloads()).toEqual([]);
    reportPaint?.(['first-paint']);
    expect(imported).toEqual([]);
    reportPaint?.(['first-contentful-paint']);
    reportPaint?.(['first-contentful-paint']);
    fallback?.run();
    expect(imported).toEqual(['/assets/index-A1.js']);
    expect(preloads()).toHaveLength(3);
  });

  it('starts the app at once in a browser without paint timing', () => {
    Object.assign(document, {
      starterApis: [
        (src: string) => imported.push(src),
        class {
          constructor() {
            throw new TypeError('PerformanceObserver is not a constructor');
          }
        },
        () => undefined,
      ],
    });
    runStarter('fr');
    expect(imported).toEqual(['/assets/index-A1.js']);
  });

  it('starts the app anyway when no paint is reported (a tab opened in the background)', () => {
    runStarter('en');
    expect(imported).toEqual([]);
    expect(fallback?.ms).toBe(appStartFallbackMs);
    fallback?.run();
    expect(imported).toEqual(['/assets/index-A1.js']);
  });
});

it('preloads fonts the way the stylesheet will ask for them (CORS, woff2)', () => {
  expect(preloadFontTags(['/assets/inter-latin-wght-normal-x.woff2'])).toBe(
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-x.woff2">',
  );
});
