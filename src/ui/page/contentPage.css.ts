import { style } from '@vanilla-extract/css';

import { space, vars } from '../theme/contract.css.ts';

/** The frame of a signed-in reading page (weekly summary, credit diagnostic): width, rhythm, heading. */
export const page = style({
  width: '100%',
  maxWidth: '60rem',
  marginInline: 'auto',
  padding: `${space.xl} ${space.lg} ${space['3xl']}`,
  display: 'grid',
  gap: space.xl,
  color: vars.color.text,
});

export const head = style({ display: 'grid', gap: space.sm });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)',
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.6 });
