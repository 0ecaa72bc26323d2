import { keyframes, style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** Covers the page and centres the dialog; on phones it sits at the bottom like a sheet. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  display: 'grid',
  placeItems: 'end center',
  padding: `${space.md} ${space.sm} 0`,
  '@media': { [breakpoints.desktop]: { placeItems: 'center', padding: space.lg } },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const dialog = style({
  position: 'relative',
  width: 'min(28rem, 100%)',
  maxHeight: `calc(100dvh - ${space.md})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  padding: `${space['2xl']} ${space.xl} ${space.xl}`,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  '@media': {
    [breakpoints.desktop]: {
      maxHeight: `calc(100dvh - ${space['2xl']})`,
      padding: '2.5rem 2.25rem 2.25rem',
      borderRadius: vars.radius.xl,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const close = style({
  position: 'absolute',
  top: space.md,
  right: space.md,
});
