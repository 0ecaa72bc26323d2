import type { SettingsSection, UnifiedSettings } from '#core/settings.ts';

import { useSettingsSend, useSettingsValue } from './SettingsRuntime.tsx';

/** One section's values and its setter (a change applies at once; auto-save follows). */
export function useSection<S extends SettingsSection>(
  section: S,
): [UnifiedSettings[S], (patch: Partial<UnifiedSettings[S]>) => void] {
  const values = useSettingsValue((context) => context.settings[section]);
  const send = useSettingsSend();
  return [values, (patch) => send({ type: 'settings.update', section, patch })];
}
