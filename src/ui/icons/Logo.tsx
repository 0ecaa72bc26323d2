import { vars } from '../theme/contract.css.ts';

/**
 * The mark: two overlapping speech bubbles, Emma's warm rose and Louis's calm blue, meeting
 * in the accent colour. The same drawing is rendered to PNG for the app icons.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M20 6c8.3 0 15 5.9 15 13.2S28.3 32.4 20 32.4c-1.7 0-3.3-.2-4.8-.7L8 35.5l1.6-6.7C6.8 26.4 5 23 5 19.2 5 11.9 11.7 6 20 6Z"
        fill={vars.color.emma}
      />
      <path
        d="M29 15.6c7.7 0 14 5.4 14 12.2 0 3.5-1.6 6.6-4.3 8.8L40 42.5l-6.6-3.4c-1.4.4-2.9.6-4.4.6-7.7 0-14-5.4-14-12 0-6.7 6.3-12.1 14-12.1Z"
        fill={vars.color.louis}
        opacity={0.92}
      />
      <path
        d="M15.2 22.5c1.3-4.2 6.8-6.9 13.8-6.9 2.1 0 4.1.3 5.9.9-.6 5.2-5.9 9.9-13.6 10.2-2.4-.9-4.6-2.3-6.1-4.2Z"
        fill={vars.accent.base}
      />
    </svg>
  );
}
