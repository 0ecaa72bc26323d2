import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, vars } from '#ui/theme/contract.css.ts';

export const page = style({
  width: 'min(76rem, 100%)',
  margin: '0 auto',
  padding: '1.5rem 1rem 3rem',
  display: 'grid',
  gap: '1.25rem',
  alignContent: 'start',
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
export const title = style({
  fontFamily: vars.font.display,
  fontSize: '1.75rem',
  margin: 0,
  flex: '1 1 auto',
});
export const subtitle = style({ fontSize: '1.125rem', margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const card = style({
  padding: '1.25rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '0.75rem',
  alignContent: 'start',
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: '1rem',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const stat = style([card, { gap: '0.25rem' }]);
/** A tile holding an email: two columns on a desktop, the whole row on a phone, so it breaks rarely. */
export const wideStat = style({
  gridColumn: '1 / -1',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.desktop]: { gridColumn: 'span 2' } },
});
export const statValue = style({ fontSize: '1.5rem', fontWeight: 700, margin: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' });

export const tabs = style({
  display: 'flex',
  gap: '0.25rem',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: '0.25rem',
});
export const tab = style({
  padding: '0.5rem 0.875rem',
  minHeight: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-selected="true"]': { background: vars.accent.soft, color: vars.accent.text } },
});

export const field = style({ display: 'grid', gap: '0.25rem', fontSize: '0.9rem', fontWeight: 600 });
export const input = style({
  minHeight: vars.size.target,
  padding: '0 0.75rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
});

const badgeBase = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.pill,
  fontSize: '0.8rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
  accent: [badgeBase, { background: vars.accent.soft, color: vars.accent.text }],
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.text }],
  warning: [badgeBase, { background: vars.color.warningSoft, color: vars.color.text }],
  danger: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.text }],
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: '1rem',
});
export const dialog = style([
  card,
  {
    width: 'min(34rem, 100%)',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    boxShadow: vars.shadow.lg,
  },
]);
export const wideDialog = style([dialog, { width: 'min(64rem, 100%)' }]);

export const centered = style({
  minHeight: `calc(100dvh - ${vars.size.topBar})`,
  display: 'grid',
  placeItems: 'center',
  padding: '2rem 1rem',
});
export const narrowCard = style([card, { width: 'min(32rem, 100%)', padding: '1.75rem' }]);
export const pre = style({
  fontFamily: vars.font.mono,
  fontSize: '0.8rem',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  margin: 0,
  padding: '0.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const layout = style({
  display: 'grid',
  gap: '1rem',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '13rem 1fr' } },
});
// A column beside the content on a desktop; on a phone one scrolling row, like tabs.
export const sideNav = style([
  tabs,
  {
    '@media': {
      [breakpoints.desktop]: {
        display: 'grid',
        alignContent: 'start',
        overflowX: 'visible',
        borderBottom: 'none',
        paddingBottom: 0,
      },
    },
  },
]);
export const navButton = style([
  tab,
  {
    textAlign: 'left',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '0.5rem',
    flexShrink: 0,
    selectors: { '&[aria-current="page"]': { background: vars.accent.soft, color: vars.accent.text } },
  },
]);
