import { globalStyle, style } from '@vanilla-extract/css';

import { iconTrigger } from '#ui/menu/menu.css.ts';
import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  height: vars.size.topBar,
  background: `color-mix(in srgb, ${vars.color.page} 82%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  height: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: '0 0.75rem',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  '@media': { [breakpoints.desktop]: { padding: '0 1.5rem', gap: '1rem' } },
});

export const brand = style({
  display: 'inline-flex',
  // The wordmark gives way before the buttons do: the bar never scrolls sideways.
  minWidth: 0,
  alignItems: 'center',
  gap: '0.625rem',
  minHeight: vars.size.target,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: '1.0625rem',
  fontWeight: 650,
  '@media': { [breakpoints.desktop]: { fontSize: '1.1875rem' } },
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
});

globalStyle(`${brand} svg`, { flexShrink: 0 });

/**
 * The wordmark gives way to the logo alone on phones narrower than 440 px: next to the language
 * switch, the theme, the login-button variant and the menu it had 65 px of its 105 at 390 px and
 * showed as "Emma …" (the gallery's top-bar-visitor shots). It still cuts short rather than push
 * the buttons out (large text).
 */
export const wordmark = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { 'screen and (max-width: 439.98px)': { display: 'none' } },
});

/**
 * Signed in, phones also carry the quick menu and the login-button variant: the logo alone then
 * names the link (its aria-label) rather than a wordmark cut to "E…".
 */
export const wordmarkSignedIn = style([
  wordmark,
  { '@media': { 'screen and (max-width: 479.98px)': { display: 'none' } } },
]);

export const nav = style({
  display: 'none',
  '@media': {
    [breakpoints.desktop]: { display: 'flex', alignItems: 'center', gap: '0.25rem', marginLeft: '1rem' },
  },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: '0 0.875rem',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 500,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ease, background-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.accent.text, background: vars.accent.soft },
  },
});

export const drawerLink = style([
  navLink,
  { width: '100%', fontSize: '1.0625rem', padding: '0 1rem', color: vars.color.text },
]);

export const actions = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '0.375rem',
  '@media': { [breakpoints.desktop]: { gap: '0.5rem' } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline-flex' } },
});
/**
 * Seen where the bar has room; on phones hidden with the clip pattern of
 * `#ui/a11y/visuallyHidden.css.ts` (a class cannot be applied per media query), so screen readers
 * still read it.
 */
export const labelOnDesktop = style({
  '@media': {
    [breakpoints.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const mobileOnly = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });

export const languageGroup = style({
  display: 'inline-flex',
  padding: '0.1875rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const languageButton = style({
  minWidth: `calc(${vars.size.target} - 0.375rem)`,
  minHeight: `calc(${vars.size.target} - 0.375rem)`,
  padding: '0 0.625rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.8125rem',
  letterSpacing: '0.04em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.accent.solid, color: vars.accent.onSolid },
  },
});

export const offline = style({
  display: 'inline-flex',
  // The phone's bar is full: without this the pill gave up its icon's room and showed empty.
  flexShrink: 0,
  alignItems: 'center',
  gap: '0.375rem',
  padding: '0.25rem 0.625rem',
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const drawerFooter = style({
  marginTop: 'auto',
  display: 'grid',
  gap: '0.75rem',
  paddingTop: '1rem',
  borderTop: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontWeight: 700,
  fontSize: '1rem',
  cursor: 'pointer',
  // A profile picture fills the circle.
  overflow: 'hidden',
  padding: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '2px' } },
});

export const userPlaceholder = style({
  display: 'inline-block',
  width: vars.size.target,
  height: vars.size.target,
});

export const menuName = style({ display: 'block', color: vars.color.text });

export const drawerAccount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

export const drawerAccountName = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});

export const installSteps = style({
  margin: `${space.md} 0 0`,
  paddingInlineStart: space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  lineHeight: 1.5,
});

// Offline on a phone, the bar has no room for both the wordmark and the offline pill: the pill
// matters more, and the logo still says whose app this is.
globalStyle(`${inner}:has(${offline}) ${wordmark}`, {
  '@media': { [breakpoints.mobile]: { display: 'none' } },
});

/** The quick menu's trigger: an icon button like the theme button beside it. */
export const quickMenuButton = iconTrigger;
