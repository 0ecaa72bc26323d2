import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

import { emmaInk, louisInk } from './landing.css.ts';

/** A token colour at a given strength over another token (transparent by default). */
function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

const desktop = breakpoints.desktop;

const cardBase = style({
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

const iconTile = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.lg,
  background: vars.accent.soft,
  color: vars.accent.text,
});

/* ---------- Benefits ---------- */

export const benefitGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gap: space.xl } },
});

export const benefit = style([
  cardBase,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: space.md,
    padding: space.xl,
    transition: `box-shadow ${vars.motion.normal} ease, transform ${vars.motion.normal} ease`,
    ':hover': { boxShadow: vars.shadow.md, transform: 'translateY(-0.125rem)' },
  },
]);

export const benefitIcon = style([iconTile, { marginBottom: space.xs }]);

export const cardTitle = style({ fontSize: '1.1875rem' });

export const cardText = style({ color: vars.color.textMuted, fontSize: '0.9375rem', lineHeight: 1.65 });

/* ---------- How it works ---------- */

export const stepsWrap = style({ position: 'relative' });

export const steps = style({
  display: 'grid',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: space['2xl'],
    },
  },
});

/** The dotted thread that links the three step numbers on wide screens. */
export const stepsThread = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'block',
      position: 'absolute',
      top: '1.75rem',
      insetInline: '16%',
      height: 0,
      borderTop: `2px dashed ${tint(vars.accent.base, 35)}`,
      zIndex: 0,
    },
  },
});

export const step = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.md,
  '@media': { [desktop]: { alignItems: 'center', textAlign: 'center', paddingInline: space.lg } },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  border: `1px solid ${tint(vars.accent.base, 40)}`,
  background: `linear-gradient(160deg, ${vars.color.surface}, ${tint(vars.accent.base, 14, vars.color.surface)})`,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.display,
  fontSize: '1.5rem',
  fontWeight: 600,
  color: vars.accent.text,
});

/* ---------- Testimonials ---------- */

export const testimonialGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const testimonial = style([
  cardBase,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: space.lg,
    height: '100%',
    margin: 0,
    padding: space.xl,
    '@media': { [desktop]: { padding: space['2xl'] } },
  },
]);

export const quoteMark = style({ color: tint(vars.accent.base, 45), width: '2rem', height: '2rem' });

export const testimonialText = style({
  margin: 0,
  flex: 1,
  fontFamily: vars.font.display,
  fontSize: '1.125rem',
  lineHeight: 1.55,
  color: vars.color.text,
});

export const testimonialAuthor = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const initials = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const authorText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.35 });

export const authorName = style({ fontWeight: 600 });

export const authorCoach = styleVariants({
  emma: { fontSize: '0.875rem', color: emmaInk },
  louis: { fontSize: '0.875rem', color: louisInk },
  both: { fontSize: '0.875rem', color: vars.accent.text },
});

/* ---------- Security & privacy ---------- */

export const securityPanel = style({
  display: 'grid',
  gap: space['2xl'],
  padding: `${space['2xl']} ${space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: [
    `radial-gradient(30rem 20rem at 0% 0%, ${tint(vars.accent.base, 10)}, transparent 70%)`,
    vars.color.surface,
  ].join(', '),
  boxShadow: vars.shadow.sm,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 0.85fr) minmax(0, 1.15fr)',
      gap: space['3xl'],
      padding: space['3xl'],
      alignItems: 'center',
    },
  },
});

export const securityIntro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.lg,
});

export const securityEmblem = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.xl,
  background: `linear-gradient(150deg, ${tint(vars.color.success, 22, vars.color.surface)}, ${vars.color.successSoft})`,
  color: vars.color.success,
  boxShadow: vars.shadow.sm,
});

export const securityList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const securityItem = style({ display: 'flex', gap: space.md, alignItems: 'flex-start' });

export const securityIcon = style([
  iconTile,
  {
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.md,
    background: vars.color.successSoft,
    color: vars.color.success,
  },
]);

export const securityItemText = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const securityItemTitle = style({ fontSize: '1.0625rem' });
