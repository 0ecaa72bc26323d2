import { useLingui } from '@lingui/react/macro';

import type { ThemeMode } from '#core/appearance.ts';
import { nextThemeMode } from '#core/appearance.ts';
import { localeNames, locales } from '#core/locale.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { useAppearance, useAppSend, useLocale } from '../appActor.tsx';

import * as styles from './topBar.css.ts';

/** FR / EN switch: a pair of toggle buttons, the active one pressed. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const send = useAppSend();
  return (
    <div className={styles.languageGroup} role="group" aria-label={t`Langue`}>
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.languageButton}
          aria-pressed={option === locale}
          // The name starts with the visible "FR"/"EN" so voice control matches what is shown.
          aria-label={`${option.toUpperCase()}, ${localeNames[option]}`}
          onClick={() => send({ type: 'prefs.locale.set', locale: option })}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

const themeIcon = { light: 'sun', dark: 'moon', auto: 'auto' } as const;

/** Cycles light → dark → auto → light; the label says the current mode and the next one. */
export function ThemeCycleButton() {
  const { t } = useLingui();
  const { theme } = useAppearance();
  const send = useAppSend();
  const names: Record<ThemeMode, string> = { light: t`clair`, dark: t`sombre`, auto: t`automatique` };
  const current = names[theme];
  const next = names[nextThemeMode(theme)];
  const label = t`Thème ${current}, passer au thème ${next}`;
  return (
    <Button
      tone="secondary"
      size="icon"
      aria-label={label}
      title={label}
      data-theme-mode={theme}
      onClick={() => send({ type: 'prefs.theme.cycle' })}
    >
      <Icon name={themeIcon[theme]} />
    </Button>
  );
}
