import type { AccentColor } from '#core/appearance.ts';

/**
 * Raw colour values live here and nowhere else. Purple 8B5CF6 and indigo 6366F1 are the
 * product's given accents; the six others were chosen to sit at a similar weight.
 * `solid` shades keep white text at WCAG AA (>= 4.5:1) on buttons.
 */
type AccentShades = { base: string; solid: string; solidHover: string; light: string };

export const accentPalette: Readonly<Record<AccentColor, AccentShades>> = {
  purple: { base: '#8B5CF6', solid: '#6D28D9', solidHover: '#5B21B6', light: '#C4B5FD' },
  indigo: { base: '#6366F1', solid: '#4338CA', solidHover: '#3730A3', light: '#A5B4FC' },
  blue: { base: '#3B82F6', solid: '#1D4ED8', solidHover: '#1E40AF', light: '#93C5FD' },
  teal: { base: '#14B8A6', solid: '#0F766E', solidHover: '#115E59', light: '#5EEAD4' },
  green: { base: '#22C55E', solid: '#15803D', solidHover: '#166534', light: '#86EFAC' },
  orange: { base: '#F97316', solid: '#C2410C', solidHover: '#9A3412', light: '#FDBA74' },
  red: { base: '#EF4444', solid: '#B91C1C', solidHover: '#991B1B', light: '#FCA5A5' },
  pink: { base: '#EC4899', solid: '#BE185D', solidHover: '#9D174D', light: '#F9A8D4' },
};

/** Adds an alpha channel to a #RRGGBB colour. */
export function withAlpha(hex: string, alpha: number): string {
  const channel = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${channel}`;
}

export const lightColors = {
  page: '#FBF9F6',
  surface: '#FFFFFF',
  surfaceMuted: '#F4F1EC',
  surfaceRaised: '#FFFFFF',
  border: '#E7E2DA',
  borderStrong: '#CFC8BD',
  text: '#1E1B2E',
  textMuted: '#5A5568',
  danger: '#B42318',
  dangerSoft: '#FEE4E2',
  success: '#067647',
  successSoft: '#DCFAE6',
  warning: '#B54708',
  warningSoft: '#FEF0C7',
  overlay: 'rgba(20, 16, 35, 0.45)',
  emma: '#D9467A',
  emmaSoft: '#FCE7EF',
  louis: '#2563EB',
  louisSoft: '#E3ECFD',
  shadow: 'rgba(30, 27, 46, 0.08)',
};

export const darkColors: typeof lightColors = {
  page: '#0F0D17',
  surface: '#17141F',
  surfaceMuted: '#1E1A29',
  surfaceRaised: '#221E2F',
  border: '#2E2940',
  borderStrong: '#453E5C',
  text: '#F2F0F7',
  textMuted: '#ABA6BC',
  danger: '#F97066',
  dangerSoft: '#3A1614',
  success: '#47CD89',
  successSoft: '#0E2A1C',
  warning: '#FDB022',
  warningSoft: '#33230A',
  overlay: 'rgba(0, 0, 0, 0.6)',
  emma: '#F28DB2',
  emmaSoft: '#3A1828',
  louis: '#7EA8F8',
  louisSoft: '#15213D',
  shadow: 'rgba(0, 0, 0, 0.4)',
};

/** High contrast: pure ink on paper, strong borders, no muted greys below 7:1. */
export const lightHighContrast: typeof lightColors = {
  ...lightColors,
  page: '#FFFFFF',
  surfaceMuted: '#FFFFFF',
  border: '#1E1B2E',
  borderStrong: '#000000',
  text: '#000000',
  textMuted: '#1E1B2E',
};

export const darkHighContrast: typeof lightColors = {
  ...darkColors,
  page: '#000000',
  surface: '#000000',
  surfaceMuted: '#000000',
  surfaceRaised: '#000000',
  border: '#FFFFFF',
  borderStrong: '#FFFFFF',
  text: '#FFFFFF',
  textMuted: '#FFFFFF',
};

export const white = '#FFFFFF';
export const ink = '#0F0D17';
