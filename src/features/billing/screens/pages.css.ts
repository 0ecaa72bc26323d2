/** Page frames of the billing screens: /pricing, /subscription and the payment-success screen. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

export const page = style({
  width: 'min(72rem, 100%)',
  marginInline: 'auto',
  padding: `${space['2xl']} ${space.lg} ${space['3xl']}`,
  display: 'grid',
  // Children may shrink below their content's width (a long button wraps instead of widening
  // the page past a 390 px screen).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
});

export const header = style({ display: 'grid', gap: space.sm, justifyItems: 'center', textAlign: 'center' });
export const headerStart = style({ display: 'grid', gap: space.sm });
export const title = style({ fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)' });
export const lead = style({ color: vars.color.textMuted, maxWidth: '40rem', lineHeight: 1.6 });

export const notice = styleVariants({
  info: {
    display: 'flex',
    gap: space.sm,
    alignItems: 'flex-start',
    padding: `${space.md} ${space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.accent.soft,
    border: `1px solid ${tint(vars.accent.base, 25)}`,
  },
  warning: {
    display: 'flex',
    gap: space.sm,
    alignItems: 'flex-start',
    padding: `${space.md} ${space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.color.dangerSoft,
    border: `1px solid ${tint(vars.color.danger, 35)}`,
  },
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '0.15rem' });

export const freeNote = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: '0.9375rem' });

/* ---------- Subscription page ---------- */

export const back = style({ justifySelf: 'start' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
  padding: space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: '1.125rem' });
export const planLine = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' });
export const planName = style({ fontFamily: vars.font.display, fontSize: '1.75rem', fontWeight: 600 });

export const badge = styleVariants({
  good: {
    padding: `0.125rem ${space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.successSoft,
    color: vars.color.success,
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
  bad: {
    padding: `0.125rem ${space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
  neutral: {
    padding: `0.125rem ${space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
});

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
/** A button whose words may not fit a phone's width on one line ("Gérer sur Stripe (…)"). */
export const wrappingButton = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  paddingBlock: space.sm,
  maxWidth: '100%',
});
// Its icon keeps its size when the words wrap.
globalStyle(`${wrappingButton} > svg`, { flexShrink: 0 });

export const stats = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  margin: 0,
});

export const stat = style({ display: 'grid', gap: space.xs });
export const statLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const statValue = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: '1.5rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

/** A value in words (a date): smaller, so "26 décembre 2026" keeps to a line on a phone. */
export const statValueText = style([
  statValue,
  { fontSize: '1.125rem', lineHeight: 1.35, paddingTop: '0.3rem' },
]);

export const bar = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const barFill = styleVariants({
  green: { height: '100%', background: vars.color.success },
  orange: { height: '100%', background: vars.color.warning },
  red: { height: '100%', background: vars.color.danger },
});

export const tabs = style({
  display: 'flex',
  gap: space.xs,
  padding: space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  justifySelf: 'start',
  maxWidth: '100%',
  overflowX: 'auto',
});

export const tab = style({
  minHeight: vars.size.target,
  padding: `0 ${space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const planGrid = style({
  display: 'grid',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });
export const cell = style({
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const amount = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

/* ---------- Payment success ---------- */

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.size.topBar} - 4rem)`,
  padding: `${space['2xl']} ${space.lg}`,
});

export const panel = style({
  width: 'min(30rem, 100%)',
  display: 'grid',
  gap: space.lg,
  padding: `${space['2xl']} ${space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const panelHeader = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'center',
  textAlign: 'center',
});

export const statusIcon = styleVariants({
  good: {
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: '50%',
    background: vars.color.successSoft,
    color: vars.color.success,
  },
  bad: {
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: '50%',
    background: vars.color.dangerSoft,
    color: vars.color.danger,
  },
  calm: {
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: '50%',
    background: vars.accent.soft,
    color: vars.accent.text,
  },
});

export const fullWidth = style({ width: '100%' });
