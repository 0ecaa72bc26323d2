import { useLingui } from '@lingui/react/macro';

import * as styles from './everywhere.css.ts';
import { shortcutGuide, type GuideEntry, type GuideKey } from './shortcuts.ts';

/** The shortcut guide (spec: accessibility tab, and Ctrl+/ anywhere): the keys and what they do. */
export function ShortcutList() {
  const { t } = useLingui();
  const meaning: Record<GuideEntry, string> = {
    showShortcuts: t`Afficher les raccourcis`,
    search: t`Recherche rapide (aller à une page)`,
    send: t`Envoyer le message`,
    newChat: t`Nouvelle conversation : choisir un coach (ou Alt+N)`,
    save: t`Sauvegarder les paramètres`,
    close: t`Fermer la fenêtre ouverte`,
    next: t`Élément suivant`,
    previous: t`Élément précédent`,
    activate: t`Activer le bouton ou le lien`,
    toggle: t`Cocher ou décocher`,
  };
  const keyName: Partial<Record<GuideKey, string>> = {
    Enter: t`Entrée`,
    Escape: t`Échap`,
    Shift: t`Maj`,
    Space: t`Espace`,
  };
  return (
    <dl className={styles.list}>
      {shortcutGuide.map(([what, keys]) => (
        <div key={what} className={styles.entry}>
          <dt className={styles.keys}>
            {keys.map((key) => (
              <kbd key={key} className={styles.kbd}>
                {keyName[key] ?? key}
              </kbd>
            ))}
          </dt>
          <dd className={styles.description}>{meaning[what]}</dd>
        </div>
      ))}
    </dl>
  );
}
