/**
 * index.html's two inline scripts, run as the browser runs them: the one in <head> (appearance,
 * language, whether the landing stays) and the one after #root (which shows or empties it).
 * They repeat rules written in TypeScript elsewhere, so these tests hold them to those rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultAppearance, type Appearance } from '#core/appearance.ts';
import { resolveLocale } from '#core/locale.ts';
import { createDatabase } from '#data/db/db.ts';
import { preferencesMirrorKey, writePreference } from '#data/preferences.ts';
import { applyAppearance } from '#ui/theme/applyAppearance.ts';

import { landingTemplateId } from './landingHtml.ts';

// Vitest runs from the project root.
const indexHtml = readFileSync(resolve('index.html'), 'utf8');
const [headScript, rootScript] = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  (match) => match[1] ?? '',
);

const buttons = '<header><button>FR</button><button><svg><path></path></svg> EN</button></header>';
const french = `${buttons}<main><h1>Prenez soin de vous</h1></main>`;
const english = `${buttons}<main><h1>Take care of yourself</h1></main>`;

type Visit = { path?: string; languages?: readonly string[] };

/** As the browser runs an inline script (jsdom runs <script> elements in Vitest). */
function runInlineScript(code: string | undefined) {
  const script = document.createElement('script');
  script.textContent = code ?? '';
  document.head.append(script);
  script.remove();
}

/** The built page's body, then both scripts in document order. */
function visit({ path = '/', languages = ['fr-FR'] }: Visit = {}) {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  runInlineScript(headScript);
  document.body.innerHTML = `<div id="root">${french}</div><template id="${landingTemplateId('en')}">${english}</template>`;
  runInlineScript(rootScript);
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root');
  return { html: document.documentElement, root };
}

function resetDocument() {
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  // What index.html starts with.
  html.lang = 'fr';
  html.dataset['theme'] = 'light';
  html.dataset['accent'] = 'purple';
}

beforeEach(() => {
  resetDocument();
  localStorage.clear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('finds both scripts in index.html', () => {
  expect(headScript).toContain('data-landing');
  expect(rootScript).toContain('data-prerendered');
});

describe('the landing for a visitor at "/"', () => {
  it('keeps the French markup for a French browser and marks #root for main.tsx', () => {
    const { html, root } = visit();
    expect(root.innerHTML).toBe(french);
    expect(root.dataset['prerendered']).toBe('fr');
    expect(html.lang).toBe('fr');
    expect(html.hasAttribute('data-landing')).toBe(false);
  });

  it('swaps in the English markup for an English browser', () => {
    const { html, root } = visit({ languages: ['en-US', 'fr'] });
    expect(root.innerHTML).toBe(english);
    expect(root.dataset['prerendered']).toBe('en');
    expect(html.lang).toBe('en');
  });

  it.each([[['fr-FR']], [['FR']], [['fr-CA', 'en']], [['en-GB', 'fr']], [['de-DE']], [['']], [[]]])(
    'picks the language resolveLocale picks for %j',
    (languages) => {
      const { root } = visit({ languages });
      expect(root.dataset['prerendered']).toBe(resolveLocale(undefined, languages));
    },
  );

  it('prefers the language saved on the device', async () => {
    await writePreference(createDatabase('boot-locale'), 'locale', 'en');
    expect(visit({ languages: ['fr-FR'] }).root.dataset['prerendered']).toBe('en');
  });

  it('ignores an unreadable mirror', () => {
    localStorage.setItem(preferencesMirrorKey, '{oops');
    const { html, root } = visit({ languages: ['en-US'] });
    expect(root.dataset['prerendered']).toBe('en');
    expect(html.dataset['theme']).toBe('light');
  });
});

describe('until the app takes over', () => {
  /** What React does at its first commit: clear #root, put its own identical landing in. */
  async function appTakesOver(root: HTMLElement) {
    const presses: string[] = [];
    root.replaceChildren();
    root.insertAdjacentHTML('afterbegin', french);
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => presses.push(button.textContent.trim()));
    await Promise.resolve();
    return presses;
  }

  it('keeps the mark while the static landing shows, and drops it when the app replaces it', async () => {
    const { root } = visit();
    root.append(document.createElement('p'));
    await Promise.resolve();
    expect(root.dataset['prerendered']).toBe('fr');
    expect(await appTakesOver(root)).toEqual([]);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('gives the presses on static buttons, in order, to the same buttons of the app', async () => {
    const { root } = visit();
    root.querySelectorAll('button')[1]?.click();
    root.querySelector('h1')?.click();
    root.querySelectorAll('button')[0]?.click();
    root.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(await appTakesOver(root)).toEqual(['EN', 'FR', 'EN']);
  });
});

describe('where the app shows something else', () => {
  it.each([
    '/pricing',
    '/?character=emma',
    '/?session_id=cs_123',
    '/?payment_success=true',
    '/?code=abc',
    '/#access_token=xyz',
  ])('empties #root at %s', (path) => {
    const { html, root } = visit({ path });
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(html.hasAttribute('data-landing')).toBe(false);
  });

  it('empties #root when a session is stored', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    expect(visit().root.childNodes).toHaveLength(0);
  });

  it('empties #root when storage cannot be read (the app checks the session then)', () => {
    vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    localStorage.setItem('unrelated', '1');
    expect(visit().root.childNodes).toHaveLength(0);
  });

  it('leaves an empty #root alone (dev server, nothing prerendered)', () => {
    window.history.replaceState(null, '', '/');
    runInlineScript(headScript);
    document.body.innerHTML = '<div id="root"></div>';
    runInlineScript(rootScript);
    expect(document.getElementById('root')?.outerHTML).toBe('<div id="root"></div>');
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
  });
});

describe('the saved appearance, painted before the app runs', () => {
  const appearances: Appearance[] = [
    { ...defaultAppearance, theme: 'dark' },
    { ...defaultAppearance, theme: 'auto', accentColor: 'teal', fontSize: 'large' },
    {
      ...defaultAppearance,
      accentColor: 'pink',
      fontSize: 'extra-large',
      highContrast: true,
      reducedMotion: true,
      largeClickTargets: true,
    },
  ];

  it.each(appearances)('sets what applyAppearance sets for %o', async (appearance) => {
    await writePreference(createDatabase('boot-appearance'), 'appearance', appearance);
    const { html } = visit();
    const expected = document.createElement('div');
    applyAppearance(expected, appearance);
    expect({ ...html.dataset }).toEqual({ ...expected.dataset });
  });

  it('keeps the page defaults without a saved appearance', () => {
    const { html } = visit();
    expect({ ...html.dataset }).toEqual({ theme: 'light', accent: 'purple' });
  });
});
