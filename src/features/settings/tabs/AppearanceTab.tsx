import { useLingui } from '@lingui/react/macro';

import { accentColors, fontSizePx, fontSizes, type AccentColor } from '#core/appearance.ts';
import { Button } from '#ui/button/Button.tsx';

import { Card, Choice, Toggle } from '../controls.tsx';
import * as styles from '../settings.css.ts';
import { useSettingsSend } from '../SettingsRuntime.tsx';
import { useSection } from '../useSection.ts';

/** Theme, font size, accent and display switches: each one changes the app at once. */
export function AppearanceTab() {
  const { t } = useLingui();
  const [appearance, set] = useSection('appearance');
  const send = useSettingsSend();
  const accentNames: Record<AccentColor, string> = {
    purple: t`Violet`,
    indigo: t`Indigo`,
    blue: t`Bleu`,
    teal: t`Sarcelle`,
    green: t`Vert`,
    orange: t`Orange`,
    red: t`Rouge`,
    pink: t`Rose`,
  };
  const sizeNames = { small: t`Petite`, normal: t`Normale`, large: t`Grande`, 'extra-large': t`Très grande` };
  return (
    <div className={styles.stack}>
      <Card title={t`Apparence`}>
        <Choice
          label={t`Thème`}
          value={appearance.theme}
          options={[
            { value: 'light', label: t`Clair` },
            { value: 'dark', label: t`Sombre` },
            { value: 'auto', label: t`Système` },
          ]}
          onChange={(theme) => set({ theme })}
        />
        <Choice
          label={t`Taille du texte`}
          value={appearance.fontSize}
          options={fontSizes.map((size) => ({
            value: size,
            label: `${sizeNames[size]} (${fontSizePx[size]} px)`,
          }))}
          onChange={(fontSize) => set({ fontSize })}
        />
        <Choice
          label={t`Couleur d'accent`}
          value={appearance.accentColor}
          options={accentColors.map((accent) => ({ value: accent, label: accentNames[accent] }))}
          onChange={(accentColor) => set({ accentColor })}
        />
        <Toggle
          label={t`Mode compact`}
          checked={appearance.compactMode}
          onChange={(compactMode) => set({ compactMode })}
        />
        <Toggle
          label={t`Afficher les avatars`}
          checked={appearance.showAvatars}
          onChange={(showAvatars) => set({ showAvatars })}
        />
        <div className={styles.preview} aria-label={t`Aperçu`}>
          <strong>{t`Aperçu`}</strong>
          <p
            className={styles.muted}
          >{t`Bonjour ! Voici à quoi ressemblent vos messages avec ces réglages.`}</p>
          <div>
            <Button>{t`Bouton d'exemple`}</Button>
          </div>
        </div>
        <div>
          <Button
            tone="secondary"
            onClick={() => {
              if (window.confirm(t`Réinitialiser l'apparence ?`))
                send({ type: 'settings.resetSection', section: 'appearance' });
            }}
          >
            {t`Réinitialiser l'apparence`}
          </Button>
        </div>
      </Card>
    </div>
  );
}
