import { keyframes, style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  // Exactly the viewport under the top bar (not `flex: 1`, which would grow with the content):
  // the screen owns its scrolling, the header and the input stay put, the list scrolls.
  flex: 'none',
  height: `calc(100dvh - ${vars.size.topBar})`,
  minHeight: '20rem',
  width: '100%',
  background: vars.color.page,
  overflow: 'hidden',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.warningSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  textAlign: 'center',
  color: vars.color.text,
  '@media': { [breakpoints.mobile]: { padding: `${space.xs} ${space.md}` } },
});

export const centered = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: space.xl,
  overflowY: 'auto',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.lg,
  maxWidth: '28rem',
  padding: space['2xl'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const cardIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: '1.375rem',
  fontWeight: 600,
  lineHeight: 1.3,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.sm,
});

const pulse = keyframes({
  '0%, 100%': { opacity: 0.4, transform: 'scale(0.9)' },
  '50%': { opacity: 1, transform: 'scale(1)' },
});

export const loadingDot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  background: vars.accent.base,
  animation: `${pulse} 1.2s ease-in-out infinite`,
});

export const loadingText = style({ margin: 0, color: vars.color.textMuted });
