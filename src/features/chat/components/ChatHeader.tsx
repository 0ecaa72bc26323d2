import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';

import type { CharacterId } from '#contracts/characters.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { useToastsBelow } from '#ui/toast/toastsBelow.ts';

import * as styles from './chatHeader.css.ts';
import { ChatIcon } from './ChatIcon.tsx';
import { ChatMenu } from './ChatMenu.tsx';

export type HeaderCredits = { remaining: number; pending: number; unlimited: boolean } | null;

type ChatHeaderProps = {
  characterId: CharacterId;
  name: string;
  role: string;
  online: boolean;
  credits: HeaderCredits;
  onBack: () => void;
  onHelp: () => void;
  onExport: (format: 'text' | 'json') => void;
  onClear: () => void;
  onSettings: () => void;
};

function CreditCounter({ credits }: { credits: HeaderCredits }) {
  if (credits === null) return null;
  if (credits.unlimited) {
    return (
      <span className={styles.credits}>
        <Trans>Messages illimités</Trans>
      </span>
    );
  }
  const { remaining, pending } = credits;
  const tone = remaining <= 0 ? styles.creditsEmpty : remaining <= 2 ? styles.creditsLow : '';
  return (
    <span className={`${styles.credits} ${tone}`}>
      <Plural value={remaining} one="# message restant" other="# messages restants" />
      {pending > 0 && (
        <span className={styles.pending}>
          {' · '}
          <Trans>{pending} en attente</Trans>
        </span>
      )}
    </span>
  );
}

/**
 * Who you are talking to (and that it is an AI), the balance, the way back, help that is
 * always one tap away, and the conversation menu.
 */
export function ChatHeader({
  characterId,
  name,
  role,
  online,
  credits,
  onBack,
  onHelp,
  onExport,
  onClear,
  onSettings,
}: ChatHeaderProps) {
  const { t } = useLingui();
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header ref={header} className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.back}`}
        onClick={onBack}
        aria-label={t`Retour au tableau de bord`}
      >
        <Icon name="arrowLeft" />
      </button>
      <div className={styles.identity}>
        <CharacterAvatar characterId={characterId} size="sm" />
        <div className={styles.identityText}>
          <div className={styles.nameRow}>
            <h1 className={styles.name} data-stage-heading tabIndex={-1}>
              {name}
            </h1>
            <abbr className={styles.aiBadge} title={t`${name} est une intelligence artificielle`}>
              <Trans>IA</Trans>
            </abbr>
          </div>
          <span className={styles.status} title={role}>
            <span
              className={online ? styles.statusDot : `${styles.statusDot} ${styles.statusDotOffline}`}
              aria-hidden="true"
            />
            {online ? <Trans>IA active 24h/24</Trans> : <Trans>Hors ligne : envoi à la reconnexion</Trans>}
          </span>
        </div>
      </div>
      <div className={styles.subbar}>
        <CreditCounter credits={credits} />
        <button type="button" className={styles.help} onClick={onHelp} aria-haspopup="dialog">
          <ChatIcon name="lifebuoy" size="1.125rem" className={styles.helpIcon} />
          <Trans>Besoin d'aide maintenant</Trans>
        </button>
      </div>
      <ChatMenu
        items={[
          {
            id: 'export-text',
            label: t`Exporter en texte`,
            icon: <ChatIcon name="fileText" />,
            onSelect: () => onExport('text'),
          },
          {
            id: 'export-json',
            label: t`Exporter en JSON`,
            icon: <ChatIcon name="fileCode" />,
            onSelect: () => onExport('json'),
          },
          { id: 'settings', label: t`Paramètres`, icon: <ChatIcon name="settings" />, onSelect: onSettings },
          {
            id: 'clear',
            label: t`Effacer l'historique`,
            icon: <ChatIcon name="trash" />,
            onSelect: onClear,
            tone: 'danger',
          },
        ]}
      />
    </header>
  );
}
