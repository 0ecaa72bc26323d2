import { globalStyle, style } from '@vanilla-extract/css';

import { breakpoints, vars } from '#ui/theme/contract.css.ts';

export const page = style({
  width: 'min(72rem, 100%)',
  margin: '0 auto',
  padding: '1.5rem 1rem 4rem',
  display: 'grid',
  gap: '1rem',
});

export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '16rem 1fr' } },
});

export const sidebar = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.75rem',
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.mobile]: { display: 'none' } },
});

export const drawerNav = style({ display: 'grid', gap: '0.25rem', padding: '1rem' });

export const tabLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: vars.size.target,
  padding: '0 0.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.accent.soft, color: vars.accent.text, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '1px' },
  },
});

export const badge = style({
  fontSize: '0.75rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  justifyContent: 'space-between',
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
});

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: '1.75rem' });

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875rem' });

export const card = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardTitle = style({ margin: 0, fontSize: '1.125rem', fontFamily: vars.font.display });

export const stack = style({ display: 'grid', gap: '1rem' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  minHeight: vars.size.target,
});

export const field = style({ display: 'grid', gap: '0.375rem' });

export const label = style({ fontWeight: 600 });

export const input = style({
  minHeight: vars.size.target,
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '1px' } },
});

export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  position: 'relative',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '0.1875rem',
      left: '0.1875rem',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: `transform ${vars.motion.fast}`,
    },
    '&:checked': { background: vars.accent.solid },
    '&:checked::after': { transform: 'translateX(1.25rem)' },
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '2px' },
  },
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const chip = style({
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  padding: '0 0.875rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[aria-checked="true"]': {
      background: vars.accent.soft,
      borderColor: vars.accent.base,
      color: vars.accent.text,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '2px' },
  },
});

export const avatarLarge = style({
  width: '5rem',
  height: '5rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontSize: '2rem',
  fontWeight: 700,
});

export const note = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '0.875rem',
});

export const warning = style([note, { background: vars.color.warningSoft }]);

export const alert = style([note, { background: vars.color.dangerSoft }]);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  color: vars.color.surface,
  fontWeight: 700,
  fontSize: '1.25rem',
  zIndex: 50,
});

export const floatingMenu = style({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 20,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const preview = style({
  padding: '1rem',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  display: 'grid',
  gap: '0.5rem',
});

export const kbd = style({
  fontFamily: vars.font.mono,
  padding: '0.125rem 0.375rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const score = style({ fontSize: '2rem', fontWeight: 800, margin: 0 });

// Compact mode (appearance): tighter spacing across the app's cards and lists.
globalStyle(':root[data-density="compact"] body', { lineHeight: 1.35 });
globalStyle(`:root[data-density="compact"] .${card}`, { padding: '0.75rem', gap: '0.5rem' });

/** Plain statements about what the product does (privacy), as a readable list. */
export const facts = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: '0.5rem',
  lineHeight: 1.5,
});
