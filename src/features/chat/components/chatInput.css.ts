import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

export const dock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: `${space.md} ${space.lg}`,
  paddingBottom: `max(${space.md}, env(safe-area-inset-bottom))`,
  paddingLeft: `max(${space.lg}, env(safe-area-inset-left))`,
  paddingRight: `max(${space.lg}, env(safe-area-inset-right))`,
  borderTop: `1px solid ${vars.color.border}`,
  // Solid: the list ends above the dock, so nothing scrolls under it. (A backdrop blur here drew
  // nothing visible and made every scroll of the list redraw it: ~12 % of the page's CPU per send.)
  background: `color-mix(in srgb, ${vars.color.surface} 92%, ${vars.color.page})`,
  '@media': {
    [breakpoints.mobile]: {
      padding: space.sm,
      paddingBottom: `max(${space.sm}, env(safe-area-inset-bottom))`,
    },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
});

const noticeBase = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.md,
  fontSize: '0.875rem',
  lineHeight: 1.45,
});

export const noticeTone = styleVariants({
  info: [noticeBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
  warning: [noticeBase, { background: vars.color.warningSoft, color: vars.color.text }],
  danger: [noticeBase, { background: vars.color.dangerSoft, color: vars.color.text }],
});

export const noticeText = style({ flex: '1 1 12rem', display: 'flex', alignItems: 'center', gap: space.sm });

export const noticeAction = style({
  minHeight: '2.25rem',
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.8125rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const field = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: space.sm,
  padding: space.xs,
  paddingInlineStart: space.lg,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.accent.base,
      boxShadow: `0 0 0 3px ${vars.accent.ring}`,
    },
  },
});

export const fieldDisabled = style({ background: vars.color.surfaceMuted, boxShadow: 'none' });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  maxHeight: '9.5rem',
  padding: `${space.sm} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // 16 px or more: iOS Safari zooms into smaller fields.
  fontSize: '1rem',
  lineHeight: 1.5,
  resize: 'none',
  overflowY: 'auto',
  selectors: {
    // The whole field shows focus (focus-within); the ring on the bare textarea would double it.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const send = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minWidth: vars.size.target,
  height: vars.size.target,
  padding: `0 ${space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontWeight: 600,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease, opacity ${vars.motion.fast} ease`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.accent.solidHover },
    '&[aria-disabled="true"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingInline: space.sm,
  fontSize: '0.75rem',
  color: vars.color.textMuted,
});

export const hint = style({ minWidth: 0 });

export const hintStrong = style({ fontWeight: 600, color: vars.color.text });

export const keyHints = style({ '@media': { [breakpoints.mobile]: { display: 'none' } } });

export const counter = styleVariants({
  calm: { fontVariantNumeric: 'tabular-nums' },
  near: { fontVariantNumeric: 'tabular-nums', color: vars.color.text, fontWeight: 600 },
  full: { fontVariantNumeric: 'tabular-nums', color: vars.color.danger, fontWeight: 700 },
});
