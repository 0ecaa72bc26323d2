import type { ComponentProps } from 'react';

import { StrokeIcon } from '#ui/icons/Icon.tsx';

/**
 * The few strokes the auth screens need beyond the shared icon set, drawn the same way (24-unit
 * grid, currentColor, decorative: the control that holds one carries the name).
 */
const paths = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  /** The Google "G", in one colour: brand colours would bypass the theme. */
  google: 'M21 12h-9M21 12a9 9 0 1 1-2.64-6.36',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

export type AuthIconName = keyof typeof paths;

type AuthIconProps = Omit<ComponentProps<typeof StrokeIcon>, 'd'> & { name: AuthIconName };

export function AuthIcon({ name, ...rest }: AuthIconProps) {
  return <StrokeIcon d={paths[name]} strokeWidth={name === 'google' ? 2.6 : 1.8} {...rest} />;
}
