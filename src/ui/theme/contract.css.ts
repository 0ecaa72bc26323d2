import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component styles itself with. Values are assigned per theme in
 * themes.css.ts from data attributes on <html> (see applyAppearance.ts); components never
 * use raw colours (lint enforces it).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      page: null,
      surface: null,
      surfaceMuted: null,
      surfaceRaised: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      danger: null,
      dangerSoft: null,
      success: null,
      successSoft: null,
      warning: null,
      warningSoft: null,
      overlay: null,
      emma: null,
      emmaSoft: null,
      louis: null,
      louisSoft: null,
      shadow: null,
    },
    accent: {
      /** The accent as chosen (brand colour of gradients, icons, borders). */
      base: null,
      /** Backgrounds that carry text (buttons): dark enough for AA contrast with `onSolid`. */
      solid: null,
      solidHover: null,
      onSolid: null,
      /** Accent-coloured text on the page. */
      text: null,
      /** Tinted backgrounds (chips, selected rows). */
      soft: null,
      ring: null,
    },
    font: { body: null, display: null, mono: null },
    radius: { sm: null, md: null, lg: null, xl: null, pill: null },
    motion: { fast: null, normal: null, slow: null },
    size: { target: null, content: null, topBar: null },
    shadow: { sm: null, md: null, lg: null },
  },
  (_value, path) => `el-${path.join('-')}`,
);

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': '3rem',
  '4xl': '4rem',
} as const;

/** Small screens below 768 px fold the navigation into a drawer (spec: mobile breakpoint). */
export const breakpoints = {
  mobile: 'screen and (max-width: 767.98px)',
  desktop: 'screen and (min-width: 768px)',
} as const;
