import { expect, it } from 'vitest';

import { safeRedirectPath } from './redirect.ts';

it.each([
  ['/dashboard', '/dashboard'],
  ['/settings?tab=account', '/settings?tab=account'],
  ['/weekly-summary#week', '/weekly-summary#week'],
])('keeps the same-site path %s', (value, expected) => {
  expect(safeRedirectPath(value)).toBe(expected);
});

it.each([
  null,
  undefined,
  '',
  'dashboard',
  'https://evil.example/steal',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
])('goes home for %j', (value) => {
  expect(safeRedirectPath(value)).toBe('/');
});

it('uses the given fallback', () => {
  expect(safeRedirectPath('//x', '/dashboard')).toBe('/dashboard');
});
