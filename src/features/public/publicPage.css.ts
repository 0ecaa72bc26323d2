import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';
import { tint } from '#ui/theme/tint.ts';

const desktop = breakpoints.desktop;

export const emmaInk = tint(vars.color.emma, 72, vars.color.text);
export const louisInk = tint(vars.color.louis, 72, vars.color.text);

export const page = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${space.xl} ${space.lg} ${space['3xl']}`,
  color: vars.color.text,
  display: 'grid',
  gap: space['2xl'],
  '@media': { [desktop]: { padding: `${space['2xl']} ${space['2xl']} ${space['4xl']}` } },
});

export const narrow = style({
  maxWidth: '48rem',
  width: '100%',
  marginInline: 'auto',
  display: 'grid',
  gap: space.xl,
});

export const breadcrumb = style({
  display: 'flex',
  gap: space.sm,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const breadcrumbLink = style({ color: vars.accent.text, textDecoration: 'underline' });

export const header = style({ display: 'grid', gap: space.md });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  lineHeight: 1.15,
  margin: 0,
});

export const lead = style({
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '44rem',
});

export const h2 = style({ fontFamily: vars.font.display, fontSize: '1.5rem', lineHeight: 1.25, margin: 0 });

export const h3 = style({ fontSize: '1.0625rem', lineHeight: 1.35, margin: 0 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  padding: space.xl,
  display: 'grid',
  gap: space.lg,
  alignContent: 'start',
});

export const twoColumns = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const tiles = style({
  display: 'grid',
  gap: space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const tile = style([card, { gap: space.sm, textAlign: 'center', justifyItems: 'center' }]);

export const tileIcon = style({
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  background: vars.accent.soft,
  color: vars.accent.text,
});

export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.6 });

export const prose = style({
  display: 'grid',
  gap: space.md,
  lineHeight: 1.65,
});

globalStyle(`${prose} p`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tag = style({
  fontSize: '0.8125rem',
  padding: `2px ${space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

/* Accordion: one answer open at a time. */
export const accordion = style({ display: 'grid', gap: space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const accordionItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const accordionHeading = style({ margin: 0, fontSize: '1rem' });

export const accordionButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.target,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  cursor: 'pointer',
  fontWeight: 600,
  lineHeight: 1.4,
  ':focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '-3px' },
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const chevron = style({
  transform: 'rotate(90deg)',
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { 'details[open] > summary > &': { transform: 'rotate(-90deg)' } },
});

export const accordionPanel = style({
  padding: `0 ${space.lg} ${space.lg}`,
  display: 'grid',
  gap: space.md,
  lineHeight: 1.6,
});

/* Forms */
export const form = style({ display: 'grid', gap: space.lg });

export const fieldRow = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'grid', gap: space.xs });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${space.sm} ${space.md}`,
  minHeight: vars.size.target,
  boxSizing: 'border-box',
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.accent.ring}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([input, { minHeight: '9rem', resize: 'vertical' }]);

export const fieldError = style({ color: vars.color.danger, fontSize: '0.875rem', margin: 0 });

export const notice = styleVariants({
  success: {
    background: vars.color.successSoft,
    border: `1px solid ${vars.color.success}`,
    borderRadius: vars.radius.lg,
    padding: space.lg,
    display: 'grid',
    gap: space.sm,
  },
  error: {
    background: vars.color.dangerSoft,
    border: `1px solid ${vars.color.danger}`,
    borderRadius: vars.radius.lg,
    padding: space.lg,
    margin: 0,
  },
  warning: {
    background: vars.color.warningSoft,
    border: `1px solid ${vars.color.warning}`,
    borderRadius: vars.radius.lg,
    padding: space.md,
    margin: 0,
  },
});

export const infoList = style({ display: 'grid', gap: space.md, listStyle: 'none', padding: 0, margin: 0 });

export const infoItem = style({ display: 'flex', gap: space.md, alignItems: 'flex-start', lineHeight: 1.5 });

// Beside a line that wraps, the icon keeps its size (flex shrank it to a dot) and sits on the
// first line.
globalStyle(`${infoItem} > svg`, { flexShrink: 0, marginTop: '0.125rem' });

/* Quotes */
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const counter = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: space.md,
  display: 'grid',
  gap: '2px',
  textAlign: 'center',
});

export const counterValue = style({ fontFamily: vars.font.display, fontSize: '1.5rem', fontWeight: 700 });

export const counterLabel = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const filters = style({
  display: 'grid',
  gap: space.md,
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'end' } },
});

export const quoteGrid = style({
  display: 'grid',
  gap: space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const quoteHead = style({ display: 'flex', alignItems: 'center', gap: space.md });

export const quoteAuthor = styleVariants({
  emma: { fontWeight: 700, color: emmaInk },
  louis: { fontWeight: 700, color: louisInk },
});

export const quoteText = style({
  fontFamily: vars.font.display,
  fontSize: '1.1875rem',
  lineHeight: 1.5,
  margin: 0,
});

export const quoteFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
});

export const legalMissing = style({
  color: vars.color.text,
  background: vars.color.warningSoft,
  border: `1px dashed ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${space.xs}`,
  fontStyle: 'italic',
});

export const definition = style({ display: 'grid', gap: space.xs, margin: 0 });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });
