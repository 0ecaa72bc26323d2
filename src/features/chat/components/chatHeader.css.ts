import { globalStyle, keyframes, style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

const mobile = breakpoints.mobile;

export const header = style({
  position: 'relative',
  zIndex: 3,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"back identity subbar menu"',
  alignItems: 'center',
  columnGap: space.md,
  padding: `${space.sm} ${space.lg}`,
  paddingLeft: `max(${space.lg}, env(safe-area-inset-left))`,
  paddingRight: `max(${space.lg}, env(safe-area-inset-right))`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [mobile]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"back identity menu" "subbar subbar subbar"',
      columnGap: space.sm,
      rowGap: space.xs,
      padding: `${space.xs} ${space.sm}`,
      paddingLeft: `max(${space.sm}, env(safe-area-inset-left))`,
      paddingRight: `max(${space.sm}, env(safe-area-inset-right))`,
    },
  },
});

export const back = style({ gridArea: 'back' });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted },
  },
});

export const identity = style({
  gridArea: 'identity',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minWidth: 0,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: 1.25,
});

export const nameRow = style({ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: '1.1875rem',
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const aiBadge = style({
  flexShrink: 0,
  padding: `0.0625rem ${space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.accent.base}`,
  background: vars.accent.soft,
  color: vars.accent.text,
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  cursor: 'help',
});

// A copy of the dot that swells and fades: transform and opacity only, which the compositor
// animates without repainting the page.
const breathe = keyframes({
  from: { transform: 'scale(1)', opacity: 0.45 },
  to: { transform: 'scale(2.2)', opacity: 0 },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const statusDot = style({
  position: 'relative',
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.success,
});

// The dot breathes three times when the chat opens (and again when it is back online), then
// rests. An animation that never ends keeps the page drawing frames all session: CPU, and on a
// phone, battery, taken from everything else (npm run bench:ui: 227 ms of CPU a second with the
// chat idle, 16–19 since).
globalStyle(`${statusDot}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  background: 'inherit',
  opacity: 0,
  animation: `${breathe} 2.4s ease-out 3`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const statusDotOffline = style({ background: vars.color.textMuted });

globalStyle(`${statusDotOffline}::after`, { animation: 'none' });

/** The balance and the help button: beside the name on large screens, a row of their own on phones. */
export const subbar = style({
  gridArea: 'subbar',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space.md,
  minWidth: 0,
  '@media': { [mobile]: { justifyContent: 'space-between', gap: space.sm, paddingBottom: space.xs } },
});

export const credits = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': {
    [mobile]: {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      padding: `0.125rem ${space.sm}`,
      fontSize: '0.75rem',
    },
  },
});

export const creditsLow = style({ background: vars.color.warningSoft });
export const creditsEmpty = style({ background: vars.color.dangerSoft });

// On a phone the pending count is in each waiting bubble already; the chip keeps the balance.
export const pending = style({
  fontWeight: 500,
  color: vars.color.textMuted,
  '@media': { [mobile]: { display: 'none' } },
});

export const help = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `filter ${vars.motion.fast} ease`,
  selectors: { '&:hover': { filter: 'brightness(0.97)' } },
  '@media': { [mobile]: { minHeight: '2.25rem', padding: `0 ${space.sm}`, fontSize: '0.8125rem' } },
});

export const helpIcon = style({ color: vars.color.danger, flexShrink: 0 });

export const menuWrap = style({ gridArea: 'menu', position: 'relative' });

export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${space.xs})`,
  right: 0,
  zIndex: 20,
  minWidth: '15rem',
  margin: 0,
  padding: space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: '100%',
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.9375rem',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const menuItemDanger = style({ color: vars.color.danger });

export const menuSeparator = style({ height: '1px', margin: `${space.xs} 0`, background: vars.color.border });
