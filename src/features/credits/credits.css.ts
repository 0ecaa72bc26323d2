import { style, styleVariants } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

/** Usage-bar tones (#core/credits.ts) mapped to theme colours. */
export const toneColour = {
  green: vars.color.success,
  blue: vars.color.louis,
  amber: vars.color.warning,
  red: vars.color.danger,
} as const;

/* ---------- Widget ---------- */

export const widget = style({
  display: 'grid',
  gap: space.lg,
  padding: space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const widgetHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  flexWrap: 'wrap',
});

export const widgetIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.accent.soft,
  color: vars.accent.text,
});

export const widgetTitleBlock = style({ display: 'grid', flex: 1, minWidth: '8rem', lineHeight: 1.3 });

export const widgetEyebrow = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const widgetTitle = style({ fontSize: '1.25rem' });

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space.sm,
  flexWrap: 'wrap',
  fontVariantNumeric: 'tabular-nums',
});

export const figureValue = style({
  fontFamily: vars.font.display,
  fontSize: '2.25rem',
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.text,
});

export const figureTotal = style({ color: vars.color.textMuted, fontWeight: 500 });

export const pendingNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const barTrack = style({
  position: 'relative',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const barFillBase = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.pill,
  transition: `width ${vars.motion.slow} ease`,
});

export const barFill = styleVariants(toneColour, (colour) => [barFillBase, { background: colour }]);

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

const noticeBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.md,
  alignItems: 'start',
  padding: space.lg,
  borderRadius: vars.radius.lg,
  fontSize: '0.9375rem',
});

export const notice = styleVariants({
  low: [
    noticeBase,
    { background: vars.color.warningSoft, border: `1px solid ${tint(vars.color.warning, 30)}` },
  ],
  exhausted: [
    noticeBase,
    { background: vars.color.dangerSoft, border: `1px solid ${tint(vars.color.danger, 30)}` },
  ],
});

export const noticeIcon = styleVariants({
  low: { color: vars.color.warning, marginTop: '0.125rem' },
  exhausted: { color: vars.color.danger, marginTop: '0.125rem' },
});

export const noticeBody = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });
export const noticeTitle = style({ fontWeight: 650, color: vars.color.text });
export const noticeText = style({ color: vars.color.text });

export const unlimitedFigure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontFamily: vars.font.display,
  fontSize: '1.5rem',
  fontWeight: 600,
});

/* ---------- Floating banner ---------- */

export const banner = styleVariants(
  {
    normal: vars.color.success,
    low: vars.color.warning,
    exhausted: vars.color.danger,
  },
  (colour) => ({
    display: 'grid',
    gap: space.md,
    width: '100%',
    padding: space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${tint(colour, 35, vars.color.border)}`,
    borderInlineStart: `4px solid ${colour}`,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.md,
  }),
);

export const bannerRow = style({ display: 'flex', alignItems: 'center', gap: space.md });

export const bannerIcon = styleVariants(
  { normal: vars.color.success, low: vars.color.warning, exhausted: vars.color.danger },
  (colour) => ({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: '50%',
    background: tint(colour, 14, vars.color.surface),
    color: colour,
  }),
);

export const bannerText = style({ display: 'grid', flex: 1, lineHeight: 1.35 });
export const bannerTitle = style({ fontWeight: 650, color: vars.color.text });
export const bannerSub = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const bannerFill = styleVariants(
  { normal: vars.color.success, low: vars.color.warning, exhausted: vars.color.danger },
  (colour) => [barFillBase, { background: colour }],
);

export const fullWidthButton = style({ width: '100%' });

/* ---------- Simple banner ---------- */

export const simple = styleVariants(
  { exhausted: vars.color.danger, low: vars.color.warning, ok: vars.color.success },
  (colour) => ({
    display: 'flex',
    alignItems: 'center',
    gap: space.md,
    flexWrap: 'wrap',
    padding: `${space.md} ${space.lg}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${tint(colour, 35, vars.color.border)}`,
    background: tint(colour, 10, vars.color.surface),
  }),
);

export const simpleText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  flex: '1 1 12rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const simpleIcon = styleVariants(
  { exhausted: vars.color.danger, low: vars.color.warning, ok: vars.color.success },
  (colour) => ({ color: colour, flexShrink: 0 }),
);
