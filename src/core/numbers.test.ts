import { describe, expect, it } from 'vitest';

import { locales } from './locale.ts';
import { formatEuros, formatNumber } from './numbers.ts';

const values = [
  0, 1, 7, 20, 999, 1000, 4.9, 4.95, 10_000, 12_345.678, 1_234_567, 0.5, 2.5, -0.004, -4.9, -1234.5,
];

describe.each(locales)('in %s, as Intl.NumberFormat writes them', (locale) => {
  it.each(values)('%d as a whole number', (value) => {
    expect(formatNumber(value, locale)).toBe(
      new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    );
  });

  it.each(values)('%d with one decimal', (value) => {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(formatNumber(value, locale, 1)).toBe(intl.format(value));
  });

  it.each(values)('%d euros', (value) => {
    expect(formatEuros(value, locale)).toBe(
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value),
    );
  });
});

it('writes the landing figures as a French and an English reader expect them', () => {
  expect([formatNumber(10_000, 'fr'), formatNumber(4.9, 'fr', 1), formatEuros(4.9, 'fr')]).toEqual([
    '10\u202f000',
    '4,9',
    '4,90\u00a0€',
  ]);
  expect([formatNumber(10_000, 'en'), formatNumber(4.9, 'en', 1), formatEuros(4.9, 'en')]).toEqual([
    '10,000',
    '4.9',
    '€4.90',
  ]);
});
