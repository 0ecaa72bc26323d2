import type { UnifiedSettings } from '#core/settings.ts';
import type { DeviceLook } from '#ui/theme/density.ts';

/** The display switches that act on the whole app (compact mode, avatars, keyboard navigation). */
export function deviceLookOf(settings: UnifiedSettings): DeviceLook {
  const { compactMode, showAvatars, keyboardNavigation } = settings.appearance;
  return { compact: compactMode, showAvatars, keyboardNavigation };
}
