import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { greetingCounts } from '#core/greetings.ts';

import { greetingMessage, greetings } from './greetings.ts';
import { thinkingPhrase, thinkingPhraseCount } from './thinkingPhrases.ts';

describe('greetings', () => {
  it.each(['emma', 'louis'] as const)(
    'has 10 first and 6 returning greetings for %s, all different',
    (id) => {
      expect(greetings[id].first).toHaveLength(greetingCounts.first);
      expect(greetings[id].returning).toHaveLength(greetingCounts.returning);
      const texts = [...greetings[id].first, ...greetings[id].returning].map((message) => i18n._(message));
      expect(new Set(texts).size).toBe(16);
    },
  );

  it('introduces each coach by name in every first greeting', () => {
    for (const message of greetings.emma.first) expect(i18n._(message)).toContain('Emma');
    for (const message of greetings.louis.first) expect(i18n._(message)).toContain('Louis');
  });

  it('stays neutral between "tu" and "vous"', () => {
    const all = [...Object.values(greetings.emma), ...Object.values(greetings.louis)].flat();
    for (const message of all) {
      expect(i18n._(message)).not.toMatch(/\b(tu|te|toi|ton|ta|tes|vous|votre|vos)\b/i);
    }
  });

  it('wraps a stale index instead of failing', () => {
    expect(i18n._(greetingMessage('emma', 'returning', 7))).toBe(
      i18n._(greetingMessage('emma', 'returning', 1)),
    );
  });
});

describe('thinking phrases', () => {
  it('keeps the same phrase for the same awaited message, and names the coach', () => {
    expect(i18n._(thinkingPhrase('louis', 'm-1'))).toBe(i18n._(thinkingPhrase('louis', 'm-1')));
    expect(i18n._(thinkingPhrase('louis', 'm-1'))).toMatch(/^Louis /);
    expect(i18n._(thinkingPhrase('emma', 'abc'))).toMatch(/^Emma /);
  });

  it('uses every variant across messages', () => {
    const seen = new Set(
      Array.from({ length: 200 }, (_, index) => i18n._(thinkingPhrase('emma', `id-${index}`))),
    );
    expect(seen.size).toBe(thinkingPhraseCount('emma'));
  });
});
