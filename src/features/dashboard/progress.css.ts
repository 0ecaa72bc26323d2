import { style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

import { card as dashboardCard } from './dashboard.css.ts';

const desktop = breakpoints.desktop;

export const section = style({ display: 'grid', gap: space.lg });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const sectionTitle = style({ fontSize: '1.375rem', margin: 0 });

export const sectionLink = style({ color: vars.accent.text, fontWeight: 600 });

export const tiles = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'grid',
  gap: space.xs,
  padding: space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const tileValue = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  fontWeight: 700,
  color: vars.color.text,
  lineHeight: 1.1,
});

export const tileLabel = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const goals = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const goal = style({ display: 'grid', gap: space.xs });

export const goalLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: '0.9375rem',
});

export const goalCount = style({ fontWeight: 650, whiteSpace: 'nowrap' });

export const track = style({
  display: 'block',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  background: vars.accent.solid,
  borderRadius: vars.radius.pill,
});

export const activity = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const activityItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'center',
  fontSize: '0.9375rem',
});

export const activityText = style({ display: 'grid', lineHeight: 1.35, minWidth: 0 });

export const recent = style({
  display: 'grid',
  gap: space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const recentLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space.md,
  alignItems: 'center',
  padding: space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  ':hover': { borderColor: vars.color.borderStrong },
});

export const recentText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const preview = style({
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.9375rem', margin: 0 });

/** Cards of one row share a height; their content stays at the top. */
export const card = style([dashboardCard, { alignContent: 'start' }]);
