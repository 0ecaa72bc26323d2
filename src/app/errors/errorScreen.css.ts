import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '#ui/theme/contract.css.ts';

export const badge = style({
  width: '3rem',
  height: '3rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const title = style({ fontSize: '1.75rem' });
export const lead = style({ color: vars.color.textMuted });

export const errorId = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9375rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const details = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '1rem',
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  minHeight: vars.size.target,
  display: 'flex',
  alignItems: 'center',
});

export const pre = style({
  margin: '0.75rem 0 0',
  padding: '0.875rem',
  maxHeight: '16rem',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const recentTitle = style({ marginTop: '1rem', fontWeight: 600 });

export const logList = style({
  listStyle: 'none',
  margin: '0.75rem 0 0',
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
});

export const logItem = style({
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'baseline',
  fontSize: '0.875rem',
});

export const severity = styleVariants({
  low: { color: vars.color.textMuted },
  medium: { color: vars.color.warning },
  high: { color: vars.color.danger },
  critical: { color: vars.color.danger, fontWeight: 700 },
});
