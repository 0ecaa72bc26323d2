import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

const desktop = breakpoints.desktop;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
/* Two identical shakes: switching between them restarts the animation on every new request. */
const shakeFrames = {
  '0%, 100%': { transform: 'translateX(0)' },
  '15%': { transform: 'translateX(-10px)' },
  '30%': { transform: 'translateX(9px)' },
  '45%': { transform: 'translateX(-7px)' },
  '60%': { transform: 'translateX(5px)' },
  '75%': { transform: 'translateX(-3px)' },
};
const shakeOdd = keyframes(shakeFrames);
const shakeEven = keyframes(shakeFrames);

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  backdropFilter: 'blur(4px)',
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const viewport = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'grid',
  placeItems: 'start center',
  overflowY: 'auto',
  padding: `${space.lg} ${space.sm}`,
  pointerEvents: 'none',
  '@media': { [desktop]: { placeItems: 'center', padding: space['2xl'] } },
});

const panelBase = style({
  position: 'relative',
  pointerEvents: 'auto',
  width: 'min(64rem, 100%)',
  display: 'grid',
  gap: space.xl,
  padding: `${space.xl} ${space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.slow} cubic-bezier(0.2, 0.8, 0.2, 1)`,
  '@media': { [desktop]: { padding: space['2xl'] } },
});

const motionSafe = (name: string) => ({
  animation: `${name} 480ms cubic-bezier(0.36, 0.07, 0.19, 0.97)`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { ':root[data-motion="reduced"] &': { animation: 'none' } },
});

export const panel = styleVariants({
  still: [panelBase],
  shakeOdd: [panelBase, motionSafe(shakeOdd)],
  shakeEven: [panelBase, motionSafe(shakeEven)],
});

export const closeButton = style({
  position: 'absolute',
  top: space.md,
  right: space.md,
});

export const header = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.md,
  textAlign: 'center',
  paddingInline: space['2xl'],
});

export const headerIcon = styleVariants({
  calm: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: '50%',
    background: vars.accent.soft,
    color: vars.accent.text,
  },
  urgent: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: '50%',
    background: vars.color.warningSoft,
    color: vars.color.warning,
  },
});

export const title = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)' });

export const subtitle = style({ color: vars.color.textMuted, maxWidth: '36rem', lineHeight: 1.6 });

export const footer = style({ display: 'grid', justifyItems: 'center', gap: space.sm, textAlign: 'center' });

export const footnote = style({ fontSize: '0.8125rem', color: vars.color.textMuted, maxWidth: '36rem' });

export const activate = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.lg,
  textAlign: 'center',
});
