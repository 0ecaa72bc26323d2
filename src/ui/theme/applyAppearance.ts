import type { Appearance } from '#core/appearance.ts';

/**
 * Paints an appearance on the document root as data attributes, which themes.css.ts turns
 * into token values. Also sets the browser UI colour (address bar, installed app title bar).
 */
export function applyAppearance(root: HTMLElement, appearance: Appearance): void {
  root.dataset['theme'] = appearance.theme;
  root.dataset['accent'] = appearance.accentColor;
  root.dataset['fontSize'] = appearance.fontSize;
  setFlag(root, 'contrast', appearance.highContrast ? 'high' : undefined);
  setFlag(root, 'motion', appearance.reducedMotion ? 'reduced' : undefined);
  setFlag(root, 'targets', appearance.largeClickTargets ? 'large' : undefined);
}

function setFlag(root: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) delete root.dataset[name];
  else root.dataset[name] = value;
}
