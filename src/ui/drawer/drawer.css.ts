import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 51,
  width: 'min(20rem, 86vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '1rem',
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.normal} ease-out`,
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: '0.5rem',
});

export const title = style({ fontFamily: vars.font.display, fontSize: '1.25rem', fontWeight: 600 });
