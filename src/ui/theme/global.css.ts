import { globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.6,
  transition: `background-color ${vars.motion.normal} ease, color ${vars.motion.normal} ease`,
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  margin: 0,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });

globalStyle('a', { color: vars.accent.text });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.accent.ring}`,
  outlineOffset: '2px',
});

// Keyboard navigation (unified settings, accessibility): a bolder ring with a soft halo.
globalStyle(':root[data-keyboard="on"] :focus-visible', {
  outlineWidth: '4px',
  boxShadow: `0 0 0 7px ${vars.accent.soft}`,
});

globalStyle('::selection', { background: vars.accent.soft });
