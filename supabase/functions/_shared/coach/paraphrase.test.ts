import { describe, expect, it } from 'vitest';

import { paraphrase } from './paraphrase.ts';

describe('paraphrase leaves out greetings and the coach’s name', () => {
  it.each([
    ['Bonjour Emma, je dors mal depuis quelques semaines.', 'fr', 'vous dormez mal depuis quelques semaines'],
    ['Emma, je stresse pour mon examen.', 'fr', 'vous stressez pour votre examen'],
    [
      "Oui, j'aimerais essayer de souffler un peu ce soir.",
      'fr',
      'vous aimeriez essayer de souffler un peu ce soir',
    ],
    [
      "Hi Emma, I haven't been sleeping well for a few weeks.",
      'en',
      "you haven't been sleeping well for a few weeks",
    ],
    ['Hello Louis, my boss ignores me at work.', 'en', 'your boss ignores you at work'],
  ] as const)('%s', (message, locale, expected) => {
    expect(paraphrase(message, locale, false)).toBe(expected);
  });
});
