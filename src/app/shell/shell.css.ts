import { keyframes, style } from '@vanilla-extract/css';

import { breakpoints, vars } from '#ui/theme/contract.css.ts';

export const layout = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 100,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.md,
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontWeight: 600,
  selectors: { '&:focus': { top: '0.75rem' } },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const updatePrompt = style({
  position: 'fixed',
  left: '50%',
  bottom: '1.25rem',
  transform: 'translateX(-50%)',
  zIndex: 70,
  width: 'min(34rem, calc(100vw - 2rem))',
  display: 'flex',
  alignItems: 'center',
  gap: '0.875rem',
  padding: '0.875rem 0.875rem 0.875rem 1.125rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  '@media': { [breakpoints.mobile]: { flexWrap: 'wrap' } },
});

export const updateText = style({ flex: 1, minWidth: '12rem' });
export const updateTitle = style({ fontWeight: 650 });
export const updateBody = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const updateActions = style({ display: 'flex', gap: '0.5rem' });

export const splash = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem 1rem',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875rem',
  padding: '0.875rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  margin: 0,
});

export const problemList = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.375rem' });

const pulse = keyframes({
  '0%, 100%': { opacity: 0.55, transform: 'scale(0.96)' },
  '50%': { opacity: 1, transform: 'scale(1)' },
});
export const splashMark = style({ animation: `${pulse} 1.6s ease-in-out infinite` });

export const pending = style({
  position: 'fixed',
  top: vars.size.topBar,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: 45,
  background: `linear-gradient(90deg, transparent, ${vars.accent.base}, transparent)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${keyframes({ from: { backgroundPosition: '-50% 0' }, to: { backgroundPosition: '150% 0' } })} 1s linear infinite`,
});
