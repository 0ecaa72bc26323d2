import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '#ui/theme/contract.css.ts';
import { tint } from '#ui/theme/tint.ts';

const avatarBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.surface,
  userSelect: 'none',
});

export const avatarColour = styleVariants({
  emma: [
    avatarBase,
    {
      background: `linear-gradient(140deg, ${tint(vars.color.emma, 70, vars.accent.base)}, ${vars.color.emma} 60%)`,
      boxShadow: `0 0.375rem 1rem ${tint(vars.color.emma, 30)}`,
    },
  ],
  louis: [
    avatarBase,
    {
      background: `linear-gradient(140deg, ${tint(vars.color.louis, 70, vars.accent.base)}, ${vars.color.louis} 60%)`,
      boxShadow: `0 0.375rem 1rem ${tint(vars.color.louis, 30)}`,
    },
  ],
});

export const avatarSize = styleVariants({
  sm: { width: '2.25rem', height: '2.25rem', fontSize: '1rem' },
  md: { width: '2.75rem', height: '2.75rem', fontSize: '1.25rem' },
  lg: { width: '3.75rem', height: '3.75rem', fontSize: '1.75rem' },
  xl: { width: '4.5rem', height: '4.5rem', fontSize: '2.125rem' },
});
