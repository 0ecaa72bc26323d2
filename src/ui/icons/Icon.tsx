import type { SVGProps } from 'react';

/**
 * Stroke icons drawn on a 24-unit grid, decorative by default (aria-hidden): the control that
 * holds one carries the accessible name.
 */
const paths = {
  sun: 'M12 4V2M12 22v-2M4.93 4.93 3.51 3.51M20.49 20.49l-1.42-1.42M4 12H2M22 12h-2M4.93 19.07l-1.42 1.42M20.49 3.51l-1.42 1.42M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  moon: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z',
  auto: 'M12 3a9 9 0 1 0 0 18V3ZM12 3a9 9 0 0 1 0 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  grid: 'M4 4h6v6H4V4ZM14 4h6v6h-6V4ZM4 14h6v6H4v-6ZM14 14h6v6h-6v-6Z',
  user: 'M19 20v-1a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v1M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  close: 'M6 6l12 12M18 6 6 18',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 18l-6-6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  heart:
    'M12 20s-7.5-4.35-7.5-10.05A4.45 4.45 0 0 1 9 5.5c1.3 0 2.3.6 3 1.6.7-1 1.7-1.6 3-1.6a4.45 4.45 0 0 1 4.5 4.45C19.5 15.65 12 20 12 20Z',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6L12 3ZM8.8 12.2l2.2 2.2 4.2-4.4',
  wallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14v-4M4 7.5h16v3.5M20 15h-4a2 2 0 0 1 0-4h4v4Z',
  sparkles:
    'M12 3l1.7 4.8L18.5 9.5l-4.8 1.7L12 16l-1.7-4.8L5.5 9.5l4.8-1.7L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  message: 'M20 12a8 8 0 0 1-11.6 7.1L4 20l.9-4.4A8 8 0 1 1 20 12Z',
  compass: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM15.5 8.5l-2 5-5 2 2-5 5-2Z',
  target:
    'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM17 12a5 5 0 1 1-10 0 5 5 0 0 1 10 0ZM13 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z',
  lock: 'M6 11h12v9H6v-9ZM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  userCheck: 'M15 19.5v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM16 11l2 2 4-4',
  phone:
    'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  offline:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.2-2.4M19 12.5a10 10 0 0 0-2.6-1.8M2 8.8a15 15 0 0 1 4.5-2.7M22 8.8A15 15 0 0 0 11 5.1M12 20h.01',
  alert: 'M12 9v4M12 17h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  refresh: 'M20 11a8 8 0 0 0-14.8-4M4 5v4h4M4 13a8 8 0 0 0 14.8 4M20 19v-4h-4',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  mail: 'M3 6h18v12H3V6ZM3 7l9 6 9-6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

export type IconName = keyof typeof paths;

type StrokeIconProps = SVGProps<SVGSVGElement> & { d: string; size?: number | string };

/**
 * One stroke path on the 24-unit grid, in currentColor. Features with icons of their own keep
 * their paths next to them (so they load with the feature) and draw them with this.
 */
export function StrokeIcon({ d, size = '1.25em', strokeWidth = 1.8, ...rest }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

type IconProps = Omit<StrokeIconProps, 'd'> & { name: IconName };

export function Icon({ name, ...rest }: IconProps) {
  return <StrokeIcon d={paths[name]} {...rest} />;
}
