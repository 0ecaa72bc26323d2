import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, space, vars } from '#ui/theme/contract.css.ts';

/** A token colour at a given strength over another token (transparent by default). */
function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

/** Coach-coloured text that keeps AA contrast: mixed towards the text colour of the theme. */
export const emmaInk = tint(vars.color.emma, 72, vars.color.text);
export const louisInk = tint(vars.color.louis, 72, vars.color.text);

const desktop = breakpoints.desktop;

/* ---------- Page frame ---------- */

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'clip',
  color: vars.color.text,
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: space.lg,
  '@media': { [desktop]: { paddingInline: space['2xl'] } },
});

export const section = style({
  paddingBlock: space['3xl'],
  '@media': { [desktop]: { paddingBlock: '6rem' } },
});

/** A section that follows another plain one: the previous padding already gives the air. */
export const sectionFollow = style([section, { paddingTop: 0, '@media': { [desktop]: { paddingTop: 0 } } }]);

export const sectionTinted = style([
  section,
  {
    background: `linear-gradient(180deg, ${tint(vars.accent.base, 5, vars.color.page)}, ${vars.color.page})`,
    borderBlock: `1px solid ${tint(vars.color.border, 60)}`,
  },
]);

/* ---------- Section headings ---------- */

export const sectionHeader = styleVariants({
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.md,
    textAlign: 'center',
    maxWidth: '44rem',
    marginInline: 'auto',
    marginBottom: space['2xl'],
    '@media': { [desktop]: { marginBottom: space['3xl'] } },
  },
  start: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: space.md,
    maxWidth: '40rem',
    marginBottom: space['2xl'],
  },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.accent.text,
});

export const sectionTitle = style({
  fontSize: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem)',
  color: vars.color.text,
});

export const lead = style({
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  color: vars.color.textMuted,
  '@media': { [desktop]: { fontSize: '1.125rem' } },
});

/* ---------- Hero ---------- */

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  paddingTop: space['3xl'],
  paddingBottom: space['3xl'],
  background: [
    `linear-gradient(180deg, transparent 55%, ${vars.color.page})`,
    `radial-gradient(42rem 28rem at 88% 8%, ${tint(vars.color.emma, 16)}, transparent 70%)`,
    `radial-gradient(38rem 26rem at 2% 78%, ${tint(vars.color.louis, 13)}, transparent 70%)`,
    `radial-gradient(30rem 22rem at 50% 40%, ${tint(vars.accent.base, 8)}, transparent 75%)`,
  ].join(', '),
  '@media': { [desktop]: { paddingTop: '5.5rem', paddingBottom: '5rem' } },
});

export const heroGrid = style({
  display: 'grid',
  gap: space['3xl'],
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.08fr) minmax(0, 0.92fr)', gap: space['4xl'] } },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xl,
});

export const heroBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${tint(vars.accent.base, 30)}`,
  background: tint(vars.color.surface, 70),
  color: vars.accent.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  boxShadow: vars.shadow.sm,
});

export const heroTitle = style({
  fontSize: 'clamp(2.25rem, 1.5rem + 3.2vw, 3.75rem)',
  lineHeight: 1.08,
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const heroTitleAccent = style({
  display: 'inline',
  whiteSpace: 'nowrap',
  fontStyle: 'normal',
  color: vars.accent.text,
});

export const heroLead = style([lead, { maxWidth: '36rem' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
});

export const actionsCentered = style([actions, { justifyContent: 'center' }]);

export const reassurance = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9375rem',
  color: vars.color.textMuted,
});

export const reassuranceItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
});

export const reassuranceIcon = style({ color: vars.color.success, flexShrink: 0 });

/* Hero illustration: a calm chat preview with two floating chips. */

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-0.375rem)' },
});

export const heroVisual = style({
  position: 'relative',
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: space.xl,
});

export const heroGlow = style({
  position: 'absolute',
  inset: '8% 4%',
  zIndex: -1,
  borderRadius: '50%',
  background: `conic-gradient(from 200deg, ${tint(vars.color.emma, 30)}, ${tint(vars.accent.base, 26)}, ${tint(vars.color.louis, 30)}, ${tint(vars.color.emma, 30)})`,
  filter: 'blur(3rem)',
  opacity: 0.7,
});

export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: tint(vars.color.surface, 92),
  boxShadow: vars.shadow.lg,
  backdropFilter: 'blur(8px)',
});

export const previewHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatarPair = style({ display: 'flex' });

export const avatarOverlap = style({
  display: 'inline-flex',
  marginInlineStart: '-0.625rem',
  boxShadow: `0 0 0 3px ${vars.color.surface}`,
  borderRadius: '50%',
});

export const previewName = style({ fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.3 });

export const previewStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: '50%',
    background: vars.color.success,
  },
});

export const previewMessages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});

const bubbleBase = style({
  maxWidth: '86%',
  padding: `${space.md} ${space.lg}`,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  borderRadius: vars.radius.lg,
});

export const previewBubble = styleVariants({
  emma: [
    bubbleBase,
    { alignSelf: 'flex-start', background: vars.color.emmaSoft, borderEndStartRadius: vars.radius.sm },
  ],
  louis: [
    bubbleBase,
    { alignSelf: 'flex-start', background: vars.color.louisSoft, borderEndStartRadius: vars.radius.sm },
  ],
  user: [
    bubbleBase,
    {
      alignSelf: 'flex-end',
      background: vars.accent.soft,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
});

export const bubbleAuthor = styleVariants({
  emma: { display: 'block', fontSize: '0.75rem', fontWeight: 700, color: emmaInk, marginBottom: '0.125rem' },
  louis: {
    display: 'block',
    fontSize: '0.75rem',
    fontWeight: 700,
    color: louisInk,
    marginBottom: '0.125rem',
  },
});

const chipBase = style({
  position: 'absolute',
  display: 'none',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  animation: `${float} calc(${vars.motion.slow} * 15) ease-in-out infinite`,
  '@media': {
    [desktop]: { display: 'inline-flex' },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const floatingChip = styleVariants({
  top: [chipBase, { top: 0, insetInlineEnd: '-0.75rem', color: emmaInk }],
  bottom: [
    chipBase,
    {
      bottom: 0,
      insetInlineStart: '-2rem',
      color: louisInk,
      animationDelay: `calc(${vars.motion.slow} * -7)`,
    },
  ],
});

/* ---------- Statistics ---------- */

export const statsWrap = style({
  position: 'relative',
  marginTop: `calc(${space['2xl']} * -1)`,
  '@media': { [desktop]: { marginTop: `calc(${space['3xl']} * -1)` } },
});

export const statsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
  padding: space.sm,
  listStyle: 'none',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const statItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xl} ${space.lg}`,
  textAlign: 'center',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [desktop]: {
      selectors: { '& + &': { borderTop: 'none', borderInlineStart: `1px solid ${vars.color.border}` } },
    },
  },
});

export const statValue = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
  fontWeight: 600,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  color: vars.accent.text,
  fontVariantNumeric: 'lining-nums',
});

export const statScale = style({ fontSize: '0.55em', color: vars.color.textMuted, fontWeight: 500 });

export const statLabel = style({ fontSize: '0.9375rem', color: vars.color.textMuted, maxWidth: '14rem' });

/* ---------- Final call to action ---------- */

export const finalCta = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xl,
  padding: `${space['3xl']} ${space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  background: `linear-gradient(135deg, ${tint(vars.color.emma, 14, vars.color.surface)}, ${tint(vars.accent.base, 12, vars.color.surface)} 50%, ${tint(vars.color.louis, 14, vars.color.surface)})`,
  boxShadow: vars.shadow.md,
  '@media': { [desktop]: { padding: `4.5rem ${space['4xl']}` } },
});

export const finalCtaTitle = style({
  fontSize: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)',
  maxWidth: '36rem',
});

export const finalCtaText = style([lead, { maxWidth: '36rem' }]);
