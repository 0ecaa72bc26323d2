import { style } from '@vanilla-extract/css';

import { vars } from '#ui/theme/contract.css.ts';

export const list = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0 });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem 1fr',
  alignItems: 'center',
  gap: '1rem',
  minHeight: '2rem',
});

export const description = style({ margin: 0 });

export const keys = style({ display: 'flex', gap: '0.25rem', margin: 0 });

export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: '0.125rem 0.375rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const search = style({
  width: '100%',
  minHeight: vars.size.target,
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const results = style({ display: 'grid', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });

export const result = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[aria-current="true"]': { background: vars.accent.soft },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
