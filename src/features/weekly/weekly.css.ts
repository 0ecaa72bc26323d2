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

const chartHeight = '9rem';

/** The scale, the plot and, under the plot, the weeks' dates. */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: `${chartHeight} auto`,
  columnGap: space.sm,
  rowGap: space.xs,
});

export const chartScale = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'end',
  fontSize: '0.75rem',
  lineHeight: 1,
  color: vars.color.textMuted,
  // The figures sit on the lines they name (top, middle, bottom of the plot).
  marginBlock: '-0.375rem',
});

/** Twelve columns over three lines (10, 5 and 0). */
export const chartPlot = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  alignItems: 'end',
  columnGap: '0.5rem',
  borderBlock: `1px solid ${vars.color.border}`,
  backgroundImage: `linear-gradient(${vars.color.border}, ${vars.color.border})`,
  backgroundSize: '100% 1px',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  '@media': { [breakpoints.mobile]: { columnGap: '0.25rem' } },
});

export const chartColumn = style({
  height: '100%',
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'center',
});

// As wide as the column on a phone, no wider than a finger on a desktop.
const bar = { width: '100%', maxWidth: '2.5rem', borderRadius: '3px 3px 0 0', minHeight: '2px' } as const;

export const chartBar = style({ ...bar, background: vars.accent.base });

export const chartCurrent = style({ ...bar, background: vars.accent.solid });

export const chartLabels = style({
  gridColumn: 2,
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: '0.5rem',
  '@media': { [breakpoints.mobile]: { columnGap: '0.25rem' } },
});

export const chartLabel = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    // A phone has room for every other date: the current week's and each second one before it.
    [breakpoints.mobile]: { selectors: { '&:nth-child(odd)': { visibility: 'hidden' } } },
  },
});

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
