import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

/** A page holding one centred panel: error screens, configuration problems. */
export const centered = style({
  minHeight: `calc(100dvh - ${vars.size.topBar})`,
  display: 'grid',
  placeItems: 'center',
  padding: '2rem 1rem',
});

export const card = style({
  width: 'min(40rem, 100%)',
  padding: '2rem',
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  display: 'grid',
  gap: '1.25rem',
});
