import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

import { emmaInk, louisInk } from './landing.css.ts';

/** A token colour at a given strength over another token (transparent by default). */
function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

const desktop = breakpoints.desktop;

const coachColour = { emma: vars.color.emma, louis: vars.color.louis } as const;
const coachSoft = { emma: vars.color.emmaSoft, louis: vars.color.louisSoft } as const;
const coachInk = { emma: emmaInk, louis: louisInk } as const;

/* ---------- Coach cards ---------- */

export const coachGrid = style({
  display: 'grid',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space['2xl'] } },
});

export const coachItem = style({ display: 'flex' });

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  width: '100%',
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ease, transform ${vars.motion.normal} ease, border-color ${vars.motion.normal} ease`,
  ':hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-0.125rem)' },
  '@media': { [desktop]: { padding: space['2xl'] } },
});

export const coachCard = styleVariants(coachColour, (colour, coach) => [
  cardBase,
  {
    background: `linear-gradient(170deg, ${coachSoft[coach]} 0%, ${vars.color.surface} 38%)`,
    ':hover': { borderColor: tint(colour, 40, vars.color.border) },
  },
]);

export const coachTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.lg,
  flexWrap: 'wrap',
});

export const coachIdentity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  flex: '1 1 10rem',
});

export const coachName = style({ fontSize: '1.75rem' });

export const coachRole = styleVariants(coachInk, (ink) => ({
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: ink,
}));

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  alignSelf: 'flex-start',
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.accent.solid,
  color: vars.accent.onSolid,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  boxShadow: vars.shadow.sm,
});

export const approach = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  alignSelf: 'flex-start',
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: '0.875rem',
  fontWeight: 500,
  color: vars.color.text,
});

export const approachIcon = styleVariants(coachInk, (ink) => ({ color: ink, flexShrink: 0 }));

export const description = style({ color: vars.color.textMuted, lineHeight: 1.7 });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({ display: 'flex', alignItems: 'center', gap: space.md, fontWeight: 500 });

export const featureIcon = styleVariants(coachColour, (colour, coach) => ({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  background: coachSoft[coach],
  color: tint(colour, 72, vars.color.text),
}));

export const coachQuote = styleVariants(coachColour, (colour) => ({
  margin: 0,
  padding: `${space.md} ${space.lg}`,
  borderInlineStart: `3px solid ${colour}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: tint(vars.color.surfaceMuted, 80),
  fontFamily: vars.font.display,
  fontSize: '1.0625rem',
  lineHeight: 1.55,
  color: vars.color.text,
  quotes: '"\u201C" "\u201D"',
  selectors: { '&:lang(fr)': { quotes: '"\u00AB\u202F" "\u202F\u00BB"' } },
  '::before': { content: 'open-quote' },
  '::after': { content: 'close-quote' },
}));

export const coachAction = style({ marginTop: 'auto', paddingTop: space.sm, display: 'flex' });

export const coachButton = style({ width: '100%' });

/* ---------- Example conversations ---------- */

export const conversationGrid = style({
  display: 'grid',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space['2xl'] } },
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  margin: 0,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

export const conversationHeader = styleVariants(coachSoft, (soft) => ({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.lg} ${space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: tint(soft, 70, vars.color.surface),
}));

export const conversationTitle = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  lineHeight: 1.3,
});

export const conversationName = style({ fontWeight: 600 });

export const conversationSubtitle = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const exampleTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `0.125rem ${space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px dashed ${vars.color.borderStrong}`,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  margin: 0,
  padding: space.xl,
  listStyle: 'none',
});

const messageBase = style({
  maxWidth: '88%',
  padding: `${space.md} ${space.lg}`,
  borderRadius: vars.radius.lg,
  fontSize: '0.9375rem',
  lineHeight: 1.55,
});

export const message = styleVariants({
  user: [
    messageBase,
    {
      alignSelf: 'flex-end',
      background: vars.accent.soft,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
  emma: [
    messageBase,
    { alignSelf: 'flex-start', background: vars.color.emmaSoft, borderEndStartRadius: vars.radius.sm },
  ],
  louis: [
    messageBase,
    { alignSelf: 'flex-start', background: vars.color.louisSoft, borderEndStartRadius: vars.radius.sm },
  ],
});

export const exampleNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  marginTop: space.xl,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  textAlign: 'center',
});
