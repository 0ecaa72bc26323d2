import { style } from '@vanilla-extract/css';

export const picture = style({
  display: 'block',
  objectFit: 'cover',
  borderRadius: '50%',
});

export const initial = style({ lineHeight: 1 });
