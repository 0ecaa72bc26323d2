import { style } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

export const headerIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const lead = style({ margin: 0, lineHeight: 1.6 });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: space.md,
  rowGap: '0.125rem',
  minHeight: vars.size.target,
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ease, background-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '2px' },
  },
});

export const linePrimary = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
  selectors: { '&:hover': { borderColor: vars.color.danger, background: vars.color.dangerSoft } },
});

export const lineIcon = style({
  gridRow: 'span 2',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const lineTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm });

export const lineNumber = style({
  fontFamily: vars.font.display,
  fontSize: '1.25rem',
  fontWeight: 650,
  fontVariantNumeric: 'tabular-nums',
});

export const lineLabel = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const lineDescription = style({ fontSize: '0.875rem', color: vars.color.textMuted, lineHeight: 1.45 });

export const note = style({
  margin: 0,
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: '0.9375rem',
  lineHeight: 1.55,
});

export const noteTitle = style({ display: 'block', fontWeight: 600, marginBottom: space.xs });
