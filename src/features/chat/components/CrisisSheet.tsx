import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState } from 'react';

import { crisisLines, type CrisisLine } from '#core/crisisLines.ts';
import { localeOrDefault } from '#core/locale.ts';
import { Button } from '#ui/button/Button.tsx';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';

import { Dialog } from '#ui/dialog/Dialog.tsx';
import * as dialog from '#ui/dialog/dialog.css.ts';
import * as styles from './crisisSheet.css.ts';

/** Open/close state for the help sheet, shared by the header button and the crisis check. */
export function useCrisisSheet(): { isOpen: boolean; open: () => void; close: () => void } {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
}

function useLineAction(): (line: CrisisLine) => string {
  const { t } = useLingui();
  return (line) => {
    const number = line.number;
    if (line.href.startsWith('sms:')) return t`Envoyer un SMS au ${number}`;
    if (line.id === 'sos-amitie') return t`Appeler SOS Amitié`;
    return t`Appeler le ${number}`;
  };
}

/**
 * "Besoin d'aide maintenant": the French crisis lines as tappable tel:/sms: links, 3114 first.
 * Everything here is static (no network), so it works offline; the labels come from the shared
 * crisis module in both languages.
 */
export function CrisisSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const leadId = useId();
  const locale = localeOrDefault(i18n.locale);
  const actionLabel = useLineAction();

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={leadId} variant="sheet">
      <div className={dialog.body}>
        <div className={dialog.header}>
          <span className={styles.headerIcon}>
            <Icon name="phone" size="1.25rem" />
          </span>
          <h2 id={titleId} className={dialog.title}>
            <Trans>Besoin d'aide maintenant</Trans>
          </h2>
          <Button tone="ghost" size="icon" onClick={onClose} aria-label={t`Fermer`}>
            <Icon name="close" />
          </Button>
        </div>
        <p id={leadId} className={styles.lead}>
          <Trans>
            Si vous pensez à vous faire du mal ou si vous êtes en danger, vous n'avez pas à traverser cela
            sans soutien. Ces lignes sont gratuites, confidentielles et joignables à toute heure.
          </Trans>
        </p>
        <ul className={styles.lines}>
          {crisisLines.map((line, index) => (
            <li key={line.id}>
              <a
                href={line.href}
                className={index === 0 ? `${styles.line} ${styles.linePrimary}` : styles.line}
                aria-describedby={`${leadId}-${line.id}`}
              >
                <span className={styles.lineIcon}>
                  <Icon name={line.href.startsWith('sms:') ? 'message' : 'phone'} size="1.125rem" />
                </span>
                <span className={styles.lineTitle}>
                  <span className={styles.lineNumber}>{line.number}</span>
                  <span className={styles.lineLabel}>{line.label[locale]}</span>
                </span>
                {/* The name starts with what is shown (WCAG 2.5.3); the action is said after it. */}
                <span className={visuallyHidden}>{` (${actionLabel(line)})`}</span>
                <span id={`${leadId}-${line.id}`} className={styles.lineDescription} aria-hidden="true">
                  {line.description[locale]}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          <strong className={styles.noteTitle}>
            <Trans>En attendant, respirons ensemble</Trans>
          </strong>
          <Trans>
            Inspirez doucement sur 4 temps, retenez 2 temps, puis expirez lentement sur 6 temps. Recommencez
            trois fois, les pieds bien posés au sol. Si vous le pouvez, prévenez aussi une personne de
            confiance.
          </Trans>
        </p>
        <p className={dialog.text}>
          <Trans>
            Emma et Louis sont des intelligences artificielles : ils peuvent vous écouter, mais ne remplacent
            pas une aide humaine ni les services d'urgence.
          </Trans>
        </p>
        <div className={dialog.actions}>
          <Button tone="secondary" onClick={onClose}>
            <Trans>Revenir à la conversation</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
