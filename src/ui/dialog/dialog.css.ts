import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(1.5rem)' },
  to: { opacity: 1, transform: 'none' },
});
const pop = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': { [breakpoints.mobile]: { padding: 0 } },
});

const panelBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'min(46rem, calc(100dvh - 2rem))',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  overflow: 'hidden',
  outline: 'none',
});

export const panel = styleVariants({
  /** A bottom sheet on phones, a centred card on larger screens. */
  sheet: [
    panelBase,
    {
      maxWidth: '34rem',
      borderRadius: vars.radius.xl,
      animation: `${pop} ${vars.motion.normal} ease-out`,
      '@media': {
        [breakpoints.mobile]: {
          alignSelf: 'flex-end',
          maxHeight: 'calc(100dvh - 1.5rem)',
          borderEndStartRadius: 0,
          borderEndEndRadius: 0,
          borderBottom: 'none',
          paddingBottom: 'env(safe-area-inset-bottom)',
          animation: `${rise} ${vars.motion.normal} ease-out`,
        },
      },
    },
  ],
  dialog: [
    panelBase,
    {
      maxWidth: '26rem',
      borderRadius: vars.radius.xl,
      animation: `${pop} ${vars.motion.normal} ease-out`,
      '@media': { [breakpoints.mobile]: { margin: space.lg, width: `calc(100% - ${space['2xl']})` } },
    },
  ],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: '1.375rem',
  fontWeight: 600,
  lineHeight: 1.25,
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: space.sm,
});
