import { expect, it } from 'vitest';

import { localeOrDefault, resolveLocale } from './locale.ts';

it.each([
  [undefined, ['fr-FR', 'en'], 'fr'],
  [undefined, ['fr'], 'fr'],
  [undefined, ['FR-ca'], 'fr'],
  [undefined, ['en-GB', 'fr'], 'en'],
  [undefined, ['de-DE'], 'en'],
  [undefined, [], 'fr'],
  ['en', ['fr-FR'], 'en'],
  ['fr', ['en-US'], 'fr'],
  ['es', ['en-US'], 'en'],
])('stored %s with browser %j gives %s', (stored, browser, expected) => {
  expect(resolveLocale(stored, browser)).toBe(expected);
});

it.each([
  ['fr', 'fr'],
  ['en', 'en'],
  ['de', 'fr'],
  [undefined, 'fr'],
])('takes %s as %s for the interface', (value, expected) => {
  expect(localeOrDefault(value)).toBe(expected);
});
