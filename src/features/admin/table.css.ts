import { globalStyle, style } from '@vanilla-extract/css';

import { iconTrigger } from '#ui/menu/menu.css.ts';
import { breakpoints, vars } from '#ui/theme/contract.css.ts';

/** Wide tables scroll inside their card on a desktop; on a phone each row is a stacked card. */
export const wrap = style({ overflowX: 'auto', minWidth: 0, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' });
export const cell = style({
  textAlign: 'left',
  padding: '0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  // A desktop table scrolls sideways rather than cut words ("Typ/e"); a phone's stacked card
  // has no room to scroll, so a long email breaks anywhere there.
  overflowWrap: 'break-word',
  '@media': { [breakpoints.mobile]: { overflowWrap: 'anywhere' } },
});
export const head = style({});
export const row = style({});

// On a phone: the header row is read by screen readers only, each row a card of label/value
// lines (each cell names its column); explicit ARIA roles keep the table's semantics.
globalStyle(`${head}`, {
  '@media': {
    [breakpoints.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table}, ${table} > tbody`, {
  '@media': { [breakpoints.mobile]: { display: 'grid', gap: '0.75rem' } },
});
globalStyle(`${row}`, {
  '@media': {
    [breakpoints.mobile]: {
      display: 'grid',
      gap: '0.25rem',
      padding: '0.75rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${row} > ${cell}`, {
  '@media': {
    [breakpoints.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 35%) 1fr',
      justifyItems: 'start',
      gap: '0.5rem',
      padding: 0,
      border: 'none',
    },
  },
});
globalStyle(`${row} > ${cell}::before`, {
  '@media': {
    [breakpoints.mobile]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: 600,
    },
  },
});

export const filterBar = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' });
export const search = style({ flex: '1 1 14rem', minWidth: 0 });
export const select = style({
  flex: '1 1 12rem',
  minWidth: 0,
  '@media': { [breakpoints.desktop]: { flex: '0 1 auto' } },
});

/** A row's actions menu button ("⋯"): the menus' round icon button, a little smaller, not the browser's grey box. */
export const rowMenuButton = style([
  iconTrigger,
  { width: '2.25rem', height: '2.25rem', fontSize: '1.125rem', lineHeight: 1 },
]);
