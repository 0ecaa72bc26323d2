import { describe, expect, it } from 'vitest';

import { makeAppearance } from '#tests/builders/appearance.ts';

import {
  defaultAppearance,
  fontSizePx,
  nextThemeMode,
  resolveColorScheme,
  sanitizeAppearance,
} from './appearance.ts';

describe('theme cycle', () => {
  it('goes light → dark → auto → light', () => {
    expect(nextThemeMode('light')).toBe('dark');
    expect(nextThemeMode('dark')).toBe('auto');
    expect(nextThemeMode('auto')).toBe('light');
  });

  it('keeps auto following the system instead of turning it into light', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
    expect(sanitizeAppearance({ theme: 'auto' }).theme).toBe('auto');
  });
});

describe('stored appearance', () => {
  it('keeps every valid field', () => {
    const stored = makeAppearance({
      theme: 'dark',
      fontSize: 'large',
      accentColor: 'teal',
      highContrast: true,
    });
    expect(sanitizeAppearance(stored)).toEqual(stored);
  });

  it.each([
    ['nothing stored', undefined],
    ['a string', 'dark'],
    ['null', null],
    ['unknown values', { theme: 'neon', fontSize: 'huge', accentColor: 'gold', highContrast: 'yes' }],
  ])('falls back to light, normal, purple for %s', (_label, stored) => {
    expect(sanitizeAppearance(stored)).toEqual(defaultAppearance);
  });

  it('reads the old product\'s "system" theme as auto', () => {
    expect(sanitizeAppearance({ theme: 'system' }).theme).toBe('auto');
  });

  it('keeps the valid part of a partly corrupted value', () => {
    expect(sanitizeAppearance({ theme: 'dark', accentColor: 42 })).toEqual(makeAppearance({ theme: 'dark' }));
  });
});

it('has the four font scales of the spec', () => {
  expect(fontSizePx).toEqual({ small: 14, normal: 16, large: 18, 'extra-large': 20 });
});
