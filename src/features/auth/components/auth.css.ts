import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';
import { tint } from '#ui/theme/tint.ts';

const desktop = breakpoints.desktop;
const reducedMotion = '(prefers-reduced-motion: reduce)';

/* ---------- Page frame: one calm card on the landing's soft gradients ---------- */

export const page = style({
  flex: 1,
  minHeight: `calc(100dvh - ${vars.size.topBar})`,
  display: 'grid',
  placeItems: 'start center',
  padding: `${space.xl} ${space.lg} ${space['3xl']}`,
  background: [
    `radial-gradient(36rem 24rem at 90% 0%, ${tint(vars.color.emma, 12)}, transparent 70%)`,
    `radial-gradient(32rem 22rem at 0% 85%, ${tint(vars.color.louis, 10)}, transparent 70%)`,
    `radial-gradient(28rem 20rem at 50% 35%, ${tint(vars.accent.base, 6)}, transparent 75%)`,
  ].join(', '),
  '@media': { [desktop]: { paddingTop: space['3xl'], placeItems: 'center' } },
});

export const card = style({
  width: 'min(28rem, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  padding: `${space['2xl']} ${space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: tint(vars.color.surface, 96),
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { padding: '2.5rem' } },
});

export const cardWide = style([card, { width: 'min(32rem, 100%)' }]);

/* ---------- Headings ---------- */

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  textAlign: 'center',
});

export const headerStart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

const badgeShape = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  flexShrink: 0,
});

export const iconBadge = styleVariants({
  accent: [badgeShape, { color: vars.accent.text, background: vars.accent.soft }],
  success: [badgeShape, { color: vars.color.success, background: vars.color.successSoft }],
  danger: [badgeShape, { color: vars.color.danger, background: vars.color.dangerSoft }],
  warning: [badgeShape, { color: vars.color.warning, background: vars.color.warningSoft }],
});

export const title = style({
  fontSize: 'clamp(1.5rem, 1.3rem + 0.9vw, 1.875rem)',
  color: vars.color.text,
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: '0.9875rem',
  lineHeight: 1.6,
});

/** Two sentences of a failure, each its own paragraph. */
export const alertText = style({ display: 'grid', gap: space.sm });

export const strong = style({ color: vars.color.text, fontWeight: 600, overflowWrap: 'anywhere' });

/* ---------- Forms ---------- */

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.text });

export const input = style({
  width: '100%',
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
    '&:hover:not(:disabled)': { borderColor: vars.accent.base },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.accent.base,
      boxShadow: `0 0 0 3px ${vars.accent.ring}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const inputWithToggle = style([input, { paddingRight: '3.25rem' }]);

export const passwordWrap = style({ position: 'relative', display: 'flex' });

export const toggle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.target,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: '0.8125rem',
  color: tint(vars.color.danger, 80, vars.color.text),
});

export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const codeInput = style([
  input,
  {
    minHeight: '3.25rem',
    fontFamily: vars.font.mono,
    fontSize: '1.5rem',
    letterSpacing: '0.4em',
    textAlign: 'center',
    paddingLeft: '0.4em',
  },
]);

export const submit = style({ width: '100%' });

/* ---------- Messages ---------- */

const box = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.md,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
});

export const errorBox = style([
  box,
  {
    background: vars.color.dangerSoft,
    border: `1px solid ${tint(vars.color.danger, 35)}`,
    color: tint(vars.color.danger, 70, vars.color.text),
  },
]);

export const successBox = style([
  box,
  {
    background: vars.color.successSoft,
    border: `1px solid ${tint(vars.color.success, 35)}`,
    color: tint(vars.color.success, 60, vars.color.text),
  },
]);

export const infoBox = style([
  box,
  {
    background: vars.accent.soft,
    border: `1px solid ${tint(vars.accent.base, 25)}`,
    color: vars.color.text,
  },
]);

export const boxIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

/** Icons in tight buttons keep their size (a long label must not squeeze them away). */
export const noShrink = style({ flexShrink: 0 });

/* ---------- Divider, links, secondary actions ---------- */

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: vars.size.target,
  padding: `0 ${space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.accent.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** A text button on a label's line: full-size hit area without making the line taller. */
export const labelAction = style([textButton, { marginBlock: '-0.75rem' }]);

export const secondaryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  marginTop: `-${space.sm}`,
});

export const centeredActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.md,
});

export const footnote = style({
  textAlign: 'center',
  fontSize: '0.9375rem',
  color: vars.color.textMuted,
});

export const terms = style({ fontSize: '0.8125rem', color: vars.color.textMuted, lineHeight: 1.5 });

/* ---------- Login / sign-up switch (segmented tabs) ---------- */

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.xs,
  padding: space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});

/* ---------- Email screens ---------- */

export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});

export const stepItem = style({
  counterIncrement: 'step',
  display: 'grid',
  gridTemplateColumns: '1.75rem 1fr',
  gap: space.md,
  alignItems: 'start',
  fontSize: '0.9375rem',
  color: vars.color.text,
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'grid',
      placeItems: 'center',
      width: '1.75rem',
      height: '1.75rem',
      borderRadius: '50%',
      background: vars.accent.soft,
      color: vars.accent.text,
      fontWeight: 700,
      fontSize: '0.8125rem',
    },
  },
});

export const tips = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const tipsTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontFamily: vars.font.body,
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const tipsList = style({ margin: 0, paddingLeft: space.xl, display: 'grid', gap: space.xs });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${space.xs} ${space.lg}`,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const sectionTitle = style({
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const rule = style({ height: '1px', border: 0, margin: 0, background: vars.color.border });

/* ---------- Trial offer (sign-up tab) ---------- */

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${tint(vars.accent.base, 30)}`,
  background: `linear-gradient(160deg, ${tint(vars.accent.base, 9, vars.color.surface)}, ${vars.color.surface} 70%)`,
});

export const offerEyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  alignSelf: 'flex-start',
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.accent.soft,
  color: vars.accent.text,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const offerTitle = style({ fontSize: '1.375rem' });

export const offerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  fontSize: '0.9375rem',
});

export const offerItem = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });

export const offerCheck = style({ color: vars.color.success, flexShrink: 0, marginTop: '0.2rem' });

/* ---------- Status screens (callback, session gate) ---------- */

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `3px solid ${vars.accent.soft}`,
  borderTopColor: vars.accent.base,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});

export const smallSpinner = style([
  spinner,
  { width: '1.125rem', height: '1.125rem', borderWidth: '2px', borderTopColor: 'currentColor' },
]);

export const statusCard = style([card, { alignItems: 'center', textAlign: 'center' }]);
