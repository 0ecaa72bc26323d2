import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import type { ThemeMode } from '#core/appearance.ts';
import { nextThemeMode } from '#core/appearance.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { Menu } from '#ui/menu/Menu.tsx';

import { useAppearance, useAppSend } from '../appActor.tsx';

import * as styles from './topBar.css.ts';

/** What the home route reads to open the coach selection (HomeStages). */
export type ChooseCoachState = { chooseCoach: true };

/**
 * The spec's second header menu, for signed-in users: switch coach, theme, settings, help and
 * contact. A WAI-ARIA menu button (#ui/menu): arrows move, Escape closes, focus returns.
 */
export function QuickMenu() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { theme } = useAppearance();
  const send = useAppSend();
  const names: Record<ThemeMode, string> = { light: t`clair`, dark: t`sombre`, auto: t`automatique` };
  const next = names[nextThemeMode(theme)];
  return (
    <Menu
      label={t`Menu rapide`}
      triggerClassName={styles.quickMenuButton}
      trigger={<Icon name="grid" />}
      items={[
        {
          key: 'coach',
          label: t`Changer de coach`,
          onSelect: () => void navigate('/', { state: { chooseCoach: true } satisfies ChooseCoachState }),
        },
        {
          key: 'theme',
          label: t`Thème : passer au thème ${next}`,
          onSelect: () => send({ type: 'prefs.theme.cycle' }),
        },
        { key: 'settings', label: t`Paramètres`, onSelect: () => void navigate('/settings') },
        { key: 'help', label: t`Aide`, onSelect: () => void navigate('/faq') },
        { key: 'contact', label: t`Contact`, onSelect: () => void navigate('/contact') },
      ]}
    />
  );
}
