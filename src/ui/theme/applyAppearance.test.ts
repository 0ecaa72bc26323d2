import { expect, it } from 'vitest';

import { makeAppearance } from '#tests/builders/appearance.ts';

import { applyAppearance } from './applyAppearance.ts';

it('writes every appearance choice as a data attribute the theme styles key on', () => {
  const root = document.createElement('html');
  applyAppearance(
    root,
    makeAppearance({
      theme: 'auto',
      accentColor: 'pink',
      fontSize: 'small',
      highContrast: true,
      reducedMotion: true,
      largeClickTargets: true,
    }),
  );
  expect({ ...root.dataset }).toEqual({
    theme: 'auto',
    accent: 'pink',
    fontSize: 'small',
    contrast: 'high',
    motion: 'reduced',
    targets: 'large',
  });
});

it('removes the switches that are turned off again', () => {
  const root = document.createElement('html');
  applyAppearance(root, makeAppearance({ highContrast: true, reducedMotion: true, largeClickTargets: true }));
  applyAppearance(root, makeAppearance());
  expect(root.dataset['contrast']).toBeUndefined();
  expect(root.dataset['motion']).toBeUndefined();
  expect(root.dataset['targets']).toBeUndefined();
});
