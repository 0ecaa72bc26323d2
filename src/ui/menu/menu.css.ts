import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { space, vars } from '../theme/contract.css.ts';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** A round icon button as a menu's trigger (the top bar's quick menu, a table row's "⋯"). */
export const iconTrigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '2px' },
  },
});

export const list = recipe({
  base: {
    position: 'absolute',
    top: `calc(100% + ${space.sm})`,
    zIndex: 40,
    minWidth: '14rem',
    padding: space.xs,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    align: { start: { left: 0 }, end: { right: 0 } },
  },
});

export const header = style({
  padding: `${space.sm} ${space.md}`,
  marginBottom: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: vars.size.target,
    padding: `0 ${space.md}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:focus-visible': { background: vars.accent.soft, outline: 'none' },
    },
  },
  variants: {
    tone: { normal: {}, danger: { color: vars.color.danger } },
  },
});
