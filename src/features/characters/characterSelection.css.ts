import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

import { ink, tint } from '#ui/theme/tint.ts';

const desktop = breakpoints.desktop;
const coachColour = { emma: vars.color.emma, louis: vars.color.louis } as const;
const coachSoft = { emma: vars.color.emmaSoft, louis: vars.color.louisSoft } as const;

export const page = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${space.xl} ${space.lg} ${space['3xl']}`,
  display: 'grid',
  gap: space.xl,
  '@media': { [desktop]: { padding: `${space['2xl']} ${space['2xl']} ${space['4xl']}`, gap: space['2xl'] } },
});

export const header = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const intro = style({ display: 'grid', gap: space.md });

export const eyebrow = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.accent.text,
});

export const title = style({ fontSize: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)', outline: 'none' });

export const lead = style({
  color: vars.color.textMuted,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  maxWidth: '38rem',
});

export const grid = style({
  display: 'grid',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space['2xl'] } },
});

export const item = style({ display: 'flex' });

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  width: '100%',
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `2px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ease, transform ${vars.motion.normal} ease, border-color ${vars.motion.normal} ease`,
  '@media': { [desktop]: { padding: space['2xl'] } },
});

export const card = styleVariants(coachColour, (colour, coach) => [
  cardBase,
  {
    background: `linear-gradient(170deg, ${coachSoft[coach]} 0%, ${vars.color.surface} 40%)`,
    selectors: {
      '&:hover': {
        boxShadow: vars.shadow.lg,
        transform: 'translateY(-0.125rem)',
        borderColor: tint(colour, 45, vars.color.border),
      },
      '&[data-selected="true"]': {
        borderColor: colour,
        boxShadow: `0 0 0 4px ${tint(colour, 20)}, ${vars.shadow.lg}`,
      },
    },
  },
]);

export const top = style({ display: 'flex', alignItems: 'center', gap: space.lg, flexWrap: 'wrap' });

export const identity = style({ display: 'grid', gap: '0.125rem', flex: '1 1 10rem' });

export const name = style({ fontSize: '1.75rem' });

export const role = styleVariants(coachColour, (colour) => ({
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: ink(colour, vars.color.text),
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
});

export const approachIcon = styleVariants(coachColour, (colour) => ({
  color: ink(colour, vars.color.text),
  flexShrink: 0,
}));

export const description = style({ color: vars.color.textMuted, lineHeight: 1.7 });

export const features = style({
  display: 'grid',
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
  color: ink(colour, vars.color.text),
}));

export const quote = styleVariants(coachColour, (colour) => ({
  margin: 0,
  padding: `${space.md} ${space.lg}`,
  borderInlineStart: `3px solid ${colour}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: tint(vars.color.surfaceMuted, 80),
  fontFamily: vars.font.display,
  fontSize: '1.0625rem',
  lineHeight: 1.55,
  quotes: '"\u201C" "\u201D"',
  selectors: { '&:lang(fr)': { quotes: '"\u00AB\u202F" "\u202F\u00BB"' } },
  '::before': { content: 'open-quote' },
  '::after': { content: 'close-quote' },
}));

export const action = style({ marginTop: 'auto', paddingTop: space.sm, display: 'flex' });

/** The card's button: its ::after covers the whole card, so a click anywhere selects. */
export const chooseButton = style({
  width: '100%',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
});

export const aiNote = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const aiNoteIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  marginInlineEnd: space.sm,
});
