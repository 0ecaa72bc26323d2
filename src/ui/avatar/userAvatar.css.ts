import { globalStyle, style } from '@vanilla-extract/css';

export const picture = style({
  display: 'block',
  objectFit: 'cover',
  borderRadius: '50%',
});

export const initial = style({ lineHeight: 1 });

/** The initial kept beside a picture, shown instead of it when avatars are off (data-avatars). */
export const initialInstead = style({ lineHeight: 1, display: 'none' });
globalStyle(`:root[data-avatars="hidden"] ${picture}`, { display: 'none' });
globalStyle(`:root[data-avatars="hidden"] ${initialInstead}`, { display: 'inline' });
