import { style, styleVariants } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

export { card, columns, h2, head, muted, page, title } from '#ui/page/contentPage.css.ts';

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.md,
});

export const balanceValue = style({
  fontFamily: vars.font.display,
  fontSize: '2.5rem',
  fontWeight: 700,
  lineHeight: 1,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  borderRadius: vars.radius.pill,
  padding: `0.125rem ${space.sm}`,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const badge = styleVariants({
  ok: [badgeBase, { background: vars.color.successSoft, color: vars.color.text }],
  warn: [badgeBase, { background: vars.color.warningSoft, color: vars.color.text }],
});

export const checks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: space.sm,
  alignItems: 'center',
  paddingBlock: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const checkIcon = styleVariants({
  ok: { color: vars.color.success },
  warn: { color: vars.color.warning },
});

export const checkValue = style({ fontWeight: 600, textAlign: 'end' });

export const list = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: space.sm,
  lineHeight: 1.5,
});

export const transactions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});

export const transaction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `0 ${space.sm}`,
  paddingBlock: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amount = styleVariants({
  plus: { fontWeight: 700, color: vars.color.success },
  minus: { fontWeight: 700 },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const notice = style({
  margin: 0,
  padding: space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.warningSoft,
  lineHeight: 1.5,
});

export const success = style({
  margin: 0,
  padding: space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  lineHeight: 1.5,
});
