/** The plan cards, the monthly/yearly switch and the reassurance list (paywall, pricing, subscription). */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

const desktop = breakpoints.desktop;

/* ---------- Period toggle ---------- */

export const periodWrap = style({ display: 'flex', justifyContent: 'center' });

export const periodToggle = style({
  display: 'inline-flex',
  padding: space.xs,
  gap: space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const periodButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: vars.size.target,
  padding: `0 ${space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease`,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:hover:not([aria-pressed="true"])': { color: vars.color.text },
  },
});

export const discountBadge = style({
  padding: `0.125rem ${space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: '0.75rem',
  fontWeight: 700,
});

/* ---------- Plan cards ---------- */

export const planGrid = style({
  display: 'grid',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'stretch' } },
});

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  height: '100%',
  padding: space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const planCard = styleVariants({
  regular: [cardBase],
  popular: [
    cardBase,
    {
      border: `2px solid ${vars.accent.base}`,
      background: `linear-gradient(180deg, ${tint(vars.accent.base, 8, vars.color.surface)}, ${vars.color.surface} 45%)`,
      boxShadow: vars.shadow.md,
    },
  ],
});

export const popularBadge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontSize: '0.75rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const planName = style({ fontSize: '1.375rem' });
export const planTagline = style({
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  // Two lines on wide screens, so the prices of the three cards line up.
  '@media': { [desktop]: { minHeight: '3.2em' } },
});

export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: space.sm, flexWrap: 'wrap' });

export const price = style({
  fontFamily: vars.font.display,
  fontSize: '2.25rem',
  fontWeight: 600,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const pricePeriod = style({ color: vars.color.textMuted, fontWeight: 500 });

export const struck = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const saving = style({ fontSize: '0.875rem', color: vars.color.success, fontWeight: 600 });

export const credits = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  alignSelf: 'flex-start',
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.accent.soft,
  color: vars.accent.text,
  fontWeight: 600,
  fontSize: '0.875rem',
});

export const features = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9375rem',
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm });
export const featureIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '0.2rem' });

export const planAction = style({ marginTop: 'auto', width: '100%' });

export const spinner = style({
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: '2px solid color-mix(in srgb, currentColor 35%, transparent)',
  borderTopColor: 'currentColor',
  animation: `${keyframes({ to: { transform: 'rotate(360deg)' } })} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

/* ---------- Reassurance ---------- */

export const trust = style({
  display: 'grid',
  gap: space.md,
  margin: 0,
  padding: space.lg,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const trustItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '0.9375rem',
  fontWeight: 500,
});

export const trustIcon = style({ color: vars.color.success, flexShrink: 0 });
