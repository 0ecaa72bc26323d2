// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { detectLocale } from './index.ts';

describe('detectLocale', () => {
  it.each([
    ["Je n'arrive pas à dormir depuis une semaine", 'fr'],
    ['je narrive pas a dormir, je suis epuise', 'fr'],
    ['salut ça va', 'fr'],
    ["J'ai peur de rater mon examen", 'fr'],
    ['merci beaucoup', 'fr'],
    ['oui', 'fr'],
    ["c'est toujours pareil", 'fr'],
    ['tkt jsp trop', 'fr'],
    ["I can't sleep since last week", 'en'],
    ["I'm so tired of my job", 'en'],
    ['thanks a lot', 'en'],
    ['yes', 'en'],
    ['its still the same', 'en'],
    ['hello', 'en'],
    ['My boss keeps yelling at me', 'en'],
  ])('%s → %s', (text, expected) => {
    expect(detectLocale(text, expected === 'fr' ? 'en' : 'fr')).toBe(expected);
  });

  it('keeps the fallback when the message does not say', () => {
    for (const text of ['ok', '?', '...', '7', 'hmm', 'ah']) {
      expect(detectLocale(text, 'fr')).toBe('fr');
      expect(detectLocale(text, 'en')).toBe('en');
    }
  });
});
