import { describe, expect, it } from 'vitest';

import { keepPunctuationAttached } from './typography.ts';

describe('keepPunctuationAttached', () => {
  it('binds the space before French high punctuation and inside guillemets', () => {
    expect(keepPunctuationAttached('Quelle différence entre Emma et Louis ?')).toBe(
      'Quelle différence entre Emma et Louis\u00a0?',
    );
    expect(keepPunctuationAttached('choisissez « Changer » puis ; enfin : oui !')).toBe(
      'choisissez «\u00a0Changer\u00a0» puis\u00a0; enfin\u00a0: oui\u00a0!',
    );
  });

  it('leaves English and already bound spaces alone', () => {
    expect(keepPunctuationAttached('How do I switch coach? Easy: ask.')).toBe(
      'How do I switch coach? Easy: ask.',
    );
    expect(keepPunctuationAttached('Déjà lié\u00a0?')).toBe('Déjà lié\u00a0?');
  });
});
