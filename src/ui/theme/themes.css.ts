import { assignVars, globalStyle } from '@vanilla-extract/css';

import { accentColors, fontSizePx, type AccentColor } from '#core/appearance.ts';

import { vars } from './contract.css.ts';
import {
  accentPalette,
  darkColors,
  darkHighContrast,
  ink,
  lightColors,
  lightHighContrast,
  white,
  withAlpha,
} from './palette.ts';

/**
 * Theme values keyed on <html> data attributes:
 *   data-theme="light|dark|auto", data-accent, data-font-size, data-contrast="high",
 *   data-motion="reduced", data-targets="large".
 * "auto" applies the dark values inside a prefers-color-scheme media query, so it keeps
 * following the system live.
 */
const darkAuto = '(prefers-color-scheme: dark)';

function accentVars(accent: AccentColor, scheme: 'light' | 'dark') {
  const shades = accentPalette[accent];
  return scheme === 'light'
    ? {
        base: shades.base,
        solid: shades.solid,
        solidHover: shades.solidHover,
        onSolid: white,
        text: shades.solid,
        soft: withAlpha(shades.base, 0.12),
        ring: withAlpha(shades.base, 0.55),
      }
    : {
        base: shades.base,
        solid: shades.light,
        solidHover: shades.base,
        onSolid: ink,
        text: shades.light,
        soft: withAlpha(shades.base, 0.2),
        ring: withAlpha(shades.light, 0.7),
      };
}

globalStyle(':root', {
  vars: {
    ...assignVars(vars.color, lightColors),
    ...assignVars(vars.accent, accentVars('purple', 'light')),
    ...assignVars(vars.font, {
      body: '"Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      display: '"Fraunces Variable", "Iowan Old Style", Georgia, "Times New Roman", serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace',
    }),
    ...assignVars(vars.radius, { sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', pill: '999px' }),
    ...assignVars(vars.motion, { fast: '120ms', normal: '200ms', slow: '400ms' }),
    ...assignVars(vars.size, { target: '2.75rem', content: '72rem', topBar: '4rem' }),
    ...assignVars(vars.shadow, {
      sm: `0 1px 2px ${lightColors.shadow}`,
      md: `0 4px 16px ${lightColors.shadow}`,
      lg: `0 18px 48px ${lightColors.shadow}`,
    }),
  },
  colorScheme: 'light',
  fontSize: `${fontSizePx.normal}px`,
});

const darkVars = {
  ...assignVars(vars.color, darkColors),
  ...assignVars(vars.shadow, {
    sm: `0 1px 2px ${darkColors.shadow}`,
    md: `0 4px 16px ${darkColors.shadow}`,
    lg: `0 18px 48px ${darkColors.shadow}`,
  }),
};
globalStyle(':root[data-theme="dark"]', { vars: darkVars, colorScheme: 'dark' });
globalStyle(':root[data-theme="auto"]', {
  colorScheme: 'light dark',
  '@media': { [darkAuto]: { vars: darkVars } },
});

for (const accent of accentColors) {
  globalStyle(`:root[data-accent="${accent}"]`, {
    vars: assignVars(vars.accent, accentVars(accent, 'light')),
  });
  const dark = assignVars(vars.accent, accentVars(accent, 'dark'));
  globalStyle(`:root[data-accent="${accent}"][data-theme="dark"]`, { vars: dark });
  globalStyle(`:root[data-accent="${accent}"][data-theme="auto"]`, {
    '@media': { [darkAuto]: { vars: dark } },
  });
}

globalStyle(':root[data-contrast="high"]', { vars: assignVars(vars.color, lightHighContrast) });
globalStyle(':root[data-contrast="high"][data-theme="dark"]', {
  vars: assignVars(vars.color, darkHighContrast),
});
globalStyle(':root[data-contrast="high"][data-theme="auto"]', {
  '@media': { [darkAuto]: { vars: assignVars(vars.color, darkHighContrast) } },
});

for (const [size, px] of Object.entries(fontSizePx)) {
  globalStyle(`:root[data-font-size="${size}"]`, { fontSize: `${px}px` });
}

const still = assignVars(vars.motion, { fast: '0ms', normal: '0ms', slow: '0ms' });
globalStyle(':root[data-motion="reduced"]', { vars: still });
globalStyle(':root', { '@media': { '(prefers-reduced-motion: reduce)': { vars: still } } });
globalStyle(
  ':root[data-motion="reduced"] *, :root[data-motion="reduced"] *::before, :root[data-motion="reduced"] *::after',
  {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    scrollBehavior: 'auto',
  },
);

globalStyle(':root[data-targets="large"]', {
  vars: assignVars(vars.size, { target: '3.5rem', content: '72rem', topBar: '4.5rem' }),
});
