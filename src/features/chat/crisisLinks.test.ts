import { describe, expect, it } from 'vitest';

import { crisisReply } from '#core/crisis.ts';

import { crisisLineSegments } from './crisisLinks.ts';

const links = (text: string) =>
  crisisLineSegments(text)
    .filter((segment) => segment.kind === 'line')
    .map((segment) => (segment.kind === 'line' ? `${segment.text}→${segment.href}` : ''));

describe('crisis line links', () => {
  it('links every line of the French crisis reply, 3114 first', () => {
    expect(links(crisisReply('fr', 'emma'))).toEqual([
      '3114→tel:3114',
      '15→tel:15',
      '112→tel:112',
      '114→sms:114',
      '09 72 39 40 50→tel:+33972394050',
    ]);
  });

  it('links the English reply too', () => {
    expect(links(crisisReply('en', 'louis'))).toHaveLength(5);
  });

  it('keeps every character of the text, in order', () => {
    const text = crisisReply('fr', 'louis');
    expect(
      crisisLineSegments(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('does not link numbers that only contain a line number', () => {
    expect(links('Appelez le 31145 ou le 1150, pas le 0115.')).toEqual([]);
  });

  it('leaves text without numbers as one plain segment', () => {
    expect(crisisLineSegments('Respirez doucement.')).toEqual([
      { kind: 'text', text: 'Respirez doucement.' },
    ]);
  });
});
