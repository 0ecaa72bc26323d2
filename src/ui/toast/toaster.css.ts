import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

/** The height of a screen's own header under the top bar, set while it shows (toastsBelow.ts). */
export const toastOffsetProperty = '--toast-offset';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  // Below a screen's own header too, when one is shown (toastsBelow.ts).
  top: `calc(${vars.size.topBar} + var(${toastOffsetProperty}, 0px) + 0.75rem)`,
  right: '1rem',
  left: 'auto',
  zIndex: 60,
  width: 'min(24rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

/**
 * Notices nobody has to act on: at the bottom, over no heading, and under anything opened over
 * the page (menus 40, the top bar's drawer 50, dialogs): on a phone the drawer's footer (its
 * login button) sits at the bottom too.
 */
export const bottomRegion = style([
  region,
  { top: 'auto', bottom: 'calc(1rem + env(safe-area-inset-bottom, 0px))', zIndex: 39 },
]);

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: '0.75rem',
  alignItems: 'start',
  padding: '0.875rem 0.875rem 0.875rem 1rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.normal} ease-out`,
});

export const tone = styleVariants({
  info: { color: vars.accent.text },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});

export const title = style({ fontWeight: 600, color: vars.color.text });
export const description = style({
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  marginTop: '0.125rem',
});

export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  minWidth: '2rem',
  minHeight: '2rem',
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});
