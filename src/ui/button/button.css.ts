import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    padding: '0 1.25rem',
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    fontSize: '0.9375rem',
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease, transform ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.accent.solid,
        color: vars.accent.onSolid,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { background: vars.accent.solidHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled)': {
            borderColor: vars.color.borderStrong,
            background: vars.color.surfaceMuted,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.surface,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      md: {},
      lg: { padding: '0 1.75rem', fontSize: '1rem', minHeight: `max(3.25rem, ${vars.size.target})` },
      icon: { padding: 0, borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
