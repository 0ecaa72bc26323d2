/** Compact mode (unified settings): tighter spacing, keyed on <html data-density="compact">. */
export function applyDensity(root: HTMLElement, compact: boolean): void {
  if (compact) root.dataset['density'] = 'compact';
  else delete root.dataset['density'];
}
