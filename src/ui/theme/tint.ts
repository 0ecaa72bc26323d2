/** A token colour at a given strength over another token (transparent by default). */
export function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

/** Coach-coloured text that keeps AA contrast: mixed towards the theme's text colour. */
export function ink(color: string, textColor: string): string {
  return tint(color, 72, textColor);
}
