import { style } from '@vanilla-extract/css';

import { vars } from '#ui/theme/contract.css.ts';

export const wrap = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: '3rem 1rem',
});

export const card = style({
  width: 'min(36rem, 100%)',
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: '1rem',
});

export const title = style({ fontSize: 'clamp(1.75rem, 4vw, 2.25rem)' });
export const lead = style({ color: vars.color.textMuted, maxWidth: '30rem' });
export const big = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4.5rem, 14vw, 7rem)',
  lineHeight: 1,
  fontWeight: 600,
  color: vars.accent.base,
  letterSpacing: '-0.04em',
});
