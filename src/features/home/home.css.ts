import { keyframes, style } from '@vanilla-extract/css';

import { space, vars } from '#ui/theme/contract.css.ts';

function tint(color: string, percent: number, over: string = 'transparent'): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${over})`;
}

const breathe = keyframes({
  '0%, 100%': { transform: 'scale(0.94)', opacity: 0.75 },
  '50%': { transform: 'scale(1.04)', opacity: 1 },
});

export const centered = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.size.topBar} - 4rem)`,
  padding: `${space['3xl']} ${space.lg}`,
});

export const panel = style({
  width: 'min(32rem, 100%)',
  display: 'grid',
  justifyItems: 'center',
  gap: space.lg,
  textAlign: 'center',
});

export const card = style([
  panel,
  {
    padding: `${space['2xl']} ${space.xl}`,
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
  },
]);

export const pulse = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  background: `radial-gradient(circle at 35% 30%, ${tint(vars.color.emma, 35, vars.color.surface)}, ${tint(vars.color.louis, 30, vars.color.surface)})`,
  animation: `${breathe} 2.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const statusIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: '50%',
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const warningIcon = style([
  statusIcon,
  { background: vars.color.warningSoft, color: vars.color.warning },
]);

export const accentIcon = style([statusIcon, { background: vars.accent.soft, color: vars.accent.text }]);

export const title = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', outline: 'none' });

export const text = style({ color: vars.color.textMuted, lineHeight: 1.7 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.md });
