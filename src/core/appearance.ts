/**
 * Appearance preferences: the pure rules behind the theme cycle, the accent colours, the font
 * scales and the accessibility switches. Stored values are untrusted: anything unknown falls
 * back to the defaults (spec: invalid appearance values fall back to light, normal, purple).
 */

export const themeModes = ['light', 'dark', 'auto'] as const;
/** `auto` follows the system colour scheme and is kept as `auto` (decision 5). */
export type ThemeMode = (typeof themeModes)[number];

export const fontSizes = ['small', 'normal', 'large', 'extra-large'] as const;
export type FontSize = (typeof fontSizes)[number];

/** Root font size in pixels for each scale: 14 / 16 / 18 / 20. */
export const fontSizePx: Readonly<Record<FontSize, number>> = {
  small: 14,
  normal: 16,
  large: 18,
  'extra-large': 20,
};

export const accentColors = ['purple', 'indigo', 'blue', 'teal', 'green', 'orange', 'red', 'pink'] as const;
export type AccentColor = (typeof accentColors)[number];

export type Appearance = {
  theme: ThemeMode;
  fontSize: FontSize;
  accentColor: AccentColor;
  highContrast: boolean;
  reducedMotion: boolean;
  largeClickTargets: boolean;
};

export const defaultAppearance: Readonly<Appearance> = Object.freeze({
  theme: 'light',
  fontSize: 'normal',
  accentColor: 'purple',
  highContrast: false,
  reducedMotion: false,
  largeClickTargets: false,
});

/** The top bar's theme button: light → dark → auto → light. */
export function nextThemeMode(current: ThemeMode): ThemeMode {
  const index = themeModes.indexOf(current);
  return themeModes[(index + 1) % themeModes.length] ?? 'light';
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Reads a stored appearance, keeping every valid field and defaulting the rest. */
export function sanitizeAppearance(stored: unknown): Appearance {
  const raw: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  // The old product stored "system" for what is now "auto".
  const theme = raw['theme'] === 'system' ? 'auto' : raw['theme'];
  return {
    theme: oneOf(themeModes, theme, defaultAppearance.theme),
    fontSize: oneOf(fontSizes, raw['fontSize'], defaultAppearance.fontSize),
    accentColor: oneOf(accentColors, raw['accentColor'], defaultAppearance.accentColor),
    highContrast: flag(raw['highContrast'], defaultAppearance.highContrast),
    reducedMotion: flag(raw['reducedMotion'], defaultAppearance.reducedMotion),
    largeClickTargets: flag(raw['largeClickTargets'], defaultAppearance.largeClickTargets),
  };
}

/** The scheme actually painted: `auto` resolves against the system preference. */
export function resolveColorScheme(theme: ThemeMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}
