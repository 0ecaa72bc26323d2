import { style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '../theme/contract.css.ts';

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

/** Two columns side by side on a desktop, stacked on a phone. */
export const columns = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const h2 = style({ fontSize: '1.125rem', margin: 0 });

/** A card of the page: a section, or the signed-out visitor's invitation to sign in. */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  minWidth: 0,
});
