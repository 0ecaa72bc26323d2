import { style } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

export const row = style({ display: 'flex', gap: space.md, alignItems: 'flex-start' });

export const box = style({
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15rem',
  flexShrink: 0,
  accentColor: vars.accent.solid,
});

export const label = style({ fontSize: '0.9375rem', lineHeight: 1.5 });

export const gate = style({
  width: 'min(36rem, 100%)',
  margin: `${space['2xl']} auto`,
  padding: space.xl,
  display: 'grid',
  gap: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontFamily: vars.font.display, fontSize: '1.5rem', margin: 0 });

export const text = style({ margin: 0, lineHeight: 1.6, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });
