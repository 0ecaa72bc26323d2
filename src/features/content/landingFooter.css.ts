import { style } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

/** A token colour at a given strength over another token (transparent by default). */
function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

const desktop = breakpoints.desktop;

/* ---------- AI disclosure ---------- */

export const disclosure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: `${space.lg} ${space.xl}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  color: vars.color.text,
  '@media': { [desktop]: { alignItems: 'center' } },
});

export const disclosureIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.accent.text,
  '@media': { [desktop]: { marginTop: 0 } },
});

/* ---------- Crisis band ---------- */

export const crisis = style({
  display: 'grid',
  gap: space.xl,
  marginTop: space.xl,
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${tint(vars.color.danger, 28, vars.color.border)}`,
  background: tint(vars.color.danger, 6, vars.color.surface),
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)',
      alignItems: 'center',
      gap: space['2xl'],
      padding: space['2xl'],
    },
  },
});

export const crisisIntro = style({ display: 'flex', gap: space.lg, alignItems: 'flex-start' });

export const crisisIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const crisisTitle = style({ fontSize: '1.375rem', marginBottom: space.xs });

export const crisisText = style({ fontSize: '0.9375rem', color: vars.color.textMuted });

export const crisisLines = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const crisisLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  height: '100%',
  minHeight: vars.size.target,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ease, background-color ${vars.motion.fast} ease`,
  ':hover': { borderColor: vars.color.danger, background: tint(vars.color.danger, 4, vars.color.surface) },
});

export const crisisNumber = style({
  flexShrink: 0,
  minWidth: '3.25rem',
  fontFamily: vars.font.display,
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.danger,
  fontVariantNumeric: 'tabular-nums',
});

export const crisisNumberLong = style({ fontSize: '1rem', minWidth: 'auto' });

export const crisisLabel = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: '0.8125rem',
  lineHeight: 1.35,
});

export const crisisLabelMain = style({ fontWeight: 600, fontSize: '0.875rem' });

export const crisisLabelNote = style({ color: vars.color.textMuted });

/* ---------- Footer ---------- */

export const footer = style({
  paddingBlock: space['3xl'],
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: '0.9375rem',
});

export const footerGrid = style({
  display: 'grid',
  gap: space['2xl'],
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const footerBrand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  maxWidth: '22rem',
});

export const footerLogo = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontFamily: vars.font.display,
  fontSize: '1.25rem',
  fontWeight: 600,
});

export const footerMuted = style({ color: vars.color.textMuted });

export const footerHeading = style({
  marginBottom: space.md,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const footerLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2rem',
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.accent.text, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.md,
  marginTop: space['2xl'],
  paddingTop: space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});
