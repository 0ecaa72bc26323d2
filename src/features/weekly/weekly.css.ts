import { style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

export { columns, h2, head, muted, page, title } from '#ui/page/contentPage.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const period = style({ fontWeight: 700, fontSize: '1.125rem', margin: 0 });

export const tiles = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: space.lg,
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
});

export const tileValue = style({ fontFamily: vars.font.display, fontSize: '1.75rem', fontWeight: 700 });

export const tileLabel = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const list = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: space.sm,
  lineHeight: 1.5,
});

export const progressTrack = style({
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  background: vars.accent.solid,
  borderRadius: vars.radius.pill,
});

export const chart = style({ width: '100%', height: 'auto', display: 'block', color: vars.color.text });

export const chartBar = style({ fill: vars.accent.base });

export const chartCurrent = style({ fill: vars.accent.solid });

export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const chartLabel = style({ fill: vars.color.textMuted, fontSize: '11px' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });

export const cell = style({
  textAlign: 'start',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const notice = style({
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
  padding: space.md,
  margin: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });
