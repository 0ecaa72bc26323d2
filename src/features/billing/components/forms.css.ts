/** Fields and message boxes of the billing screens (promo code, the account after payment). */
import { style } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

export const form = style({ display: 'grid', gap: space.md });

export const field = style({ display: 'grid', gap: space.xs });

export const label = style({ fontSize: '0.875rem', fontWeight: 600 });

export const input = style({
  width: '100%',
  minHeight: vars.size.target,
  padding: `0 ${space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.accent.base,
      boxShadow: `0 0 0 3px ${vars.accent.ring}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[readonly]': { opacity: 0.75 },
  },
});

export const inline = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'stretch' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

const box = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.md,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
});

export const errorBox = style([
  box,
  {
    background: vars.color.dangerSoft,
    border: `1px solid ${tint(vars.color.danger, 35)}`,
    color: tint(vars.color.danger, 70, vars.color.text),
  },
]);

export const successBox = style([
  box,
  {
    background: vars.color.successSoft,
    border: `1px solid ${tint(vars.color.success, 35)}`,
    color: tint(vars.color.success, 60, vars.color.text),
  },
]);

export const fieldError = style({ fontSize: '0.8125rem', color: vars.color.danger, fontWeight: 500 });

export const promo = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const promoToggle = style({
  justifySelf: 'center',
  border: 0,
  background: 'transparent',
  color: vars.accent.text,
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: vars.size.target,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
