import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

const mobile = breakpoints.mobile;

export const scroller = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  // The list scrolls by itself; keep iOS momentum.
  WebkitOverflowScrolling: 'touch',
  // A plain colour, not a gradient: Chromium then paints it with the scrolled content, which makes
  // that layer opaque, and a scroll redraws one layer instead of blending two (2 ms, not 14 ms, per
  // scroll where the compositor draws in software).
  backgroundColor: vars.color.page,
});

export const canvas = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
});

export const rowInner = style({
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${space.xs} ${space.lg}`,
  '@media': { [mobile]: { padding: `${space.xs} ${space.md}` } },
});

/* ---------- Disclosure and day markers ---------- */

export const disclosure = style({
  display: 'flex',
  gap: space.md,
  margin: `${space.sm} auto ${space.md}`,
  maxWidth: '36rem',
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: '0.875rem',
  lineHeight: 1.55,
  color: vars.color.textMuted,
});

export const disclosureText = style({ margin: 0 });

export const disclosureIcon = style({ flexShrink: 0, color: vars.accent.text, marginTop: '0.125rem' });

export const disclosureTitle = style({ display: 'block', color: vars.color.text, fontWeight: 600 });

export const inlineLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.accent.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} 0`,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});

/* ---------- Bubbles ---------- */

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.375rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const message = styleVariants({
  user: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
  bot: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
});

export const bubbleBase = style({
  maxWidth: 'min(85%, 36rem)',
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.lg,
  fontSize: '0.96875rem',
  lineHeight: 1.55,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
  '@media': { [mobile]: { maxWidth: '88%' } },
});

export const fresh = style({ animation: `${appear} ${vars.motion.normal} ease-out` });

export const bubble = styleVariants({
  user: [bubbleBase, { background: vars.accent.soft, borderEndEndRadius: vars.radius.sm }],
  userPending: [
    bubbleBase,
    {
      background: vars.accent.soft,
      borderEndEndRadius: vars.radius.sm,
      opacity: 0.8,
    },
  ],
  userProblem: [
    bubbleBase,
    {
      background: vars.accent.soft,
      borderEndEndRadius: vars.radius.sm,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  ],
  emma: [bubbleBase, { background: vars.color.emmaSoft, borderEndStartRadius: vars.radius.sm }],
  louis: [bubbleBase, { background: vars.color.louisSoft, borderEndStartRadius: vars.radius.sm }],
  error: [
    bubbleBase,
    {
      display: 'flex',
      gap: space.sm,
      background: vars.color.dangerSoft,
      borderEndStartRadius: vars.radius.sm,
    },
  ],
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1875rem', color: vars.color.danger });

export const crisisLink = style({
  display: 'inline-block',
  padding: `0 ${space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.accent.text,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `0 ${space.sm}`,
  minHeight: '1.75rem',
  padding: `0.125rem ${space.xs} 0`,
  fontSize: '0.75rem',
  color: vars.color.textMuted,
});

export const metaEnd = style({ justifyContent: 'flex-end' });

export const statusLine = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const statusProblem = style({ color: vars.color.danger, fontWeight: 600 });

export const actions = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.xs,
  marginTop: space.xs,
});

export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2.25rem',
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong } },
});

export const smallButtonPrimary = style({
  borderColor: 'transparent',
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  selectors: { '&:hover': { background: vars.accent.solidHover, borderColor: 'transparent' } },
});

export const like = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  // A larger invisible hit area than the icon, without pushing the layout.
  margin: '-0.25rem',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ease, transform ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { color: vars.color.danger, background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { color: vars.color.danger },
    '&:active': { transform: 'scale(0.9)' },
  },
});

/* ---------- Typing indicator ---------- */

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '40%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

export const typing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const dots = style({ display: 'inline-flex', gap: '0.25rem' });

export const dot = style({
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: '50%',
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});

/* ---------- Jump to latest ---------- */

export const jump = style({
  position: 'sticky',
  bottom: space.md,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  height: 0,
  overflow: 'visible',
});

export const jumpButton = style({
  transform: 'translateY(-100%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2.5rem',
  padding: `0 ${space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
});

/** Under the check-in question: the help sheet, one tap away (the header's help, as a pill). */
export const checkInHelp = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  marginTop: space.xs,
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  transition: `filter ${vars.motion.fast} ease`,
  selectors: { '&:hover': { filter: 'brightness(0.97)' } },
});

export const checkInHelpIcon = style({ color: vars.color.danger, flexShrink: 0 });

/*
 * The chat tab's display settings, on the scroller (data-bubbles, data-spacing): "modern" and
 * "normal" are the styles above.
 */
// Classic: square-ish bubbles with a border, like an email thread.
globalStyle(`.${scroller}[data-bubbles="classic"] .${bubbleBase}`, {
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
// Minimal: no bubble, a coloured rule at the start of each message.
globalStyle(`.${scroller}[data-bubbles="minimal"] .${bubbleBase}`, {
  background: 'transparent',
  borderRadius: 0,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  paddingBlock: space.xs,
});
globalStyle(`.${scroller}[data-spacing="compact"] .${rowInner}`, { paddingBlock: '1px' });
globalStyle(`.${scroller}[data-spacing="relaxed"] .${rowInner}`, { paddingBlock: space.md });
