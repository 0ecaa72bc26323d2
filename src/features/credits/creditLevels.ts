import { isFloatingBannerLow } from '#core/credits.ts';

import type { DisplayedCredits } from './useDisplayedCredits.ts';

export type FloatingBannerLevel = 'hidden' | 'normal' | 'low' | 'exhausted';

/** Hidden without a known balance and on unlimited plans; low in the last two messages. */
export function floatingBannerLevel(credits: DisplayedCredits): FloatingBannerLevel {
  if (!credits.hasStats || credits.unlimited) return 'hidden';
  if (credits.remaining <= 0) return 'exhausted';
  return isFloatingBannerLow(credits.remaining, credits.unlimited) ? 'low' : 'normal';
}

/** The banner's bar shows the share left, never thinner than 5 % so it stays visible. */
export function remainingShare(remaining: number, total: number): number {
  if (!(total > 0)) return 5;
  return Math.min(100, Math.max(5, (remaining / total) * 100));
}
