import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

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
  gap: space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: space['2xl'] } },
});

export const greetingBlock = style({ display: 'grid', gap: space.xs });

export const greeting = style({
  fontSize: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)',
  outline: 'none',
});

export const date = style({ color: vars.color.textMuted, fontSize: '1.0625rem' });

export const layout = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: space['2xl'] } },
});

export const mainColumn = style({ display: 'grid', gap: space.xl, alignContent: 'start' });
export const sideColumn = style({ display: 'grid', gap: space.lg, alignContent: 'start' });

/* ---------- Coach card ---------- */

export const coachCard = styleVariants(coachColour, (colour, coach) => ({
  position: 'relative',
  display: 'grid',
  gap: space.lg,
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${tint(colour, 25, vars.color.border)}`,
  background: `linear-gradient(160deg, ${coachSoft[coach]} 0%, ${vars.color.surface} 55%)`,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  '@media': { [desktop]: { padding: space['2xl'] } },
}));

export const coachTop = style({ display: 'flex', alignItems: 'center', gap: space.lg, flexWrap: 'wrap' });

export const coachIdentity = style({ display: 'grid', gap: '0.125rem', flex: '1 1 12rem' });

export const eyebrow = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const coachName = style({ fontSize: '1.75rem' });

export const coachRole = styleVariants(coachColour, (colour) => ({
  fontWeight: 600,
  color: tint(colour, 72, vars.color.text),
}));

export const coachDescription = style({ color: vars.color.textMuted, lineHeight: 1.7, maxWidth: '40rem' });

export const aiNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const startRow = style({ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' });

export const startButton = style({
  '@media': { [breakpoints.mobile]: { width: '100%' } },
});

export const startHint = style({ fontSize: '0.875rem', color: vars.color.textMuted });

/* ---------- Shortcuts ---------- */

export const shortcuts = style({
  display: 'grid',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: '100%',
  height: '100%',
  minHeight: '4.5rem',
  padding: space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease, transform ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': {
      borderColor: vars.color.borderStrong,
      boxShadow: vars.shadow.sm,
      transform: 'translateY(-1px)',
    },
  },
});

export const shortcutIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.accent.soft,
  color: vars.accent.text,
});

export const shortcutText = style({ display: 'grid', lineHeight: 1.35 });
export const shortcutTitle = style({ fontWeight: 650 });
export const shortcutSub = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

/* ---------- Side cards ---------- */

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const cardIcon = style({ color: vars.accent.text, flexShrink: 0 });

export const cardTitle = style({
  fontFamily: vars.font.body,
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const thought = style({
  margin: 0,
  textWrap: 'pretty',
  fontFamily: vars.font.display,
  fontSize: '1.1875rem',
  lineHeight: 1.5,
  color: vars.color.text,
});

export const thoughtAuthor = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const cardValue = style({ fontSize: '1.125rem', fontWeight: 650, color: vars.color.text });
export const cardSub = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const statusBadge = styleVariants({
  active: {
    justifySelf: 'start',
    padding: `0.125rem ${space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.successSoft,
    color: vars.color.success,
    fontSize: '0.8125rem',
    fontWeight: 650,
  },
  free: {
    justifySelf: 'start',
    padding: `0.125rem ${space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: '0.8125rem',
    fontWeight: 650,
  },
});

export const cardAction = style({ justifySelf: 'start', marginTop: space.sm });

export const skeleton = style({
  display: 'block',
  height: '1.25rem',
  width: '60%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const aiNoteIcon = style({ flexShrink: 0, marginTop: '0.2rem' });
