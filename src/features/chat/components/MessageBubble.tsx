import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';

import type { CharacterId } from '#contracts/characters.ts';
import type { MessageRecord } from '#data/chat/index.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';

import { chatErrorText } from '../chatErrorText.ts';
import { ChatIcon } from './ChatIcon.tsx';
import { crisisLineSegments } from '../crisisLinks.ts';
import * as styles from './messageList.css.ts';

export type BubbleActions = {
  onToggleLike: (messageId: string) => void;
  onRetry: (messageId: string) => void;
  onDiscard: (messageId: string) => void;
  onUpgrade: () => void;
};

type MessageBubbleProps = {
  message: MessageRecord;
  characterId: CharacterId;
  characterName: string;
  liked: boolean;
  /** Bot text that answers a crisis: its crisis lines become tel:/sms: links. */
  linkCrisisLines: boolean;
  /** Appeared while the chat was open (animates in). */
  fresh: boolean;
  online: boolean;
  actions: BubbleActions;
  /** Settings, chat tab: the time under each message, and the "sent" tick of the reader's own. */
  showTime?: boolean;
  showReceipt?: boolean;
};

/** Plain text only: bot replies are never parsed as HTML (decisions: "rendered as text"). */
function MessageText({ text, linkCrisisLines }: { text: string; linkCrisisLines: boolean }) {
  if (!linkCrisisLines) return <>{text}</>;
  return (
    <>
      {crisisLineSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <a key={index} href={segment.href} className={styles.crisisLink}>
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}

function UserStatus({
  message,
  online,
  actions,
  showReceipt,
}: {
  message: MessageRecord;
  online: boolean;
  actions: BubbleActions;
  showReceipt: boolean;
}) {
  const { t, i18n } = useLingui();
  switch (message.status) {
    case 'queued':
      // Online, a queued message leaves within moments; offline it really waits.
      if (online) {
        return (
          <span className={styles.statusLine}>
            <Trans>Envoi…</Trans>
          </span>
        );
      }
      return (
        <span className={styles.statusLine}>
          <Icon name="clock" size="0.875rem" />
          <Trans>En attente d'envoi</Trans>
        </span>
      );
    case 'sending':
      return (
        <span className={styles.statusLine}>
          <Trans>Envoi…</Trans>
        </span>
      );
    case 'sent':
      if (!showReceipt) return null;
      return (
        <span className={styles.statusLine}>
          <Icon name="check" size="0.875rem" />
          <span className={visuallyHidden}>
            <Trans>Envoyé</Trans>
          </span>
        </span>
      );
    case 'failed': {
      const reason = message.error === undefined ? null : chatErrorText(i18n, message.error);
      const canRetry = message.error?.retryable !== false;
      return (
        <>
          <span className={`${styles.statusLine} ${styles.statusProblem}`}>
            <Icon name="alert" size="0.875rem" />
            {reason === null ? <Trans>Échec de l'envoi</Trans> : <Trans>Échec de l'envoi : {reason}</Trans>}
          </span>
          <span className={styles.actions}>
            {canRetry && (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => actions.onRetry(message.id)}
              >
                <Icon name="refresh" size="0.875rem" />
                <Trans>Réessayer</Trans>
              </button>
            )}
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => actions.onDiscard(message.id)}
              aria-label={t`Supprimer ce message non envoyé`}
            >
              <ChatIcon name="trash" size="0.875rem" />
              <Trans>Supprimer</Trans>
            </button>
          </span>
        </>
      );
    }
    case 'blocked':
      return (
        <>
          <span className={`${styles.statusLine} ${styles.statusProblem}`}>
            <Icon name="wallet" size="0.875rem" />
            <Trans>Crédits épuisés</Trans>
          </span>
          <span className={styles.actions}>
            <button
              type="button"
              className={`${styles.smallButton} ${styles.smallButtonPrimary}`}
              onClick={actions.onUpgrade}
            >
              <Trans>Voir les offres</Trans>
            </button>
            <button type="button" className={styles.smallButton} onClick={() => actions.onRetry(message.id)}>
              <Icon name="refresh" size="0.875rem" />
              <Trans>Réessayer</Trans>
            </button>
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => actions.onDiscard(message.id)}
              aria-label={t`Supprimer ce message non envoyé`}
            >
              <ChatIcon name="trash" size="0.875rem" />
              <Trans>Supprimer</Trans>
            </button>
          </span>
        </>
      );
  }
}

function bubbleClass(message: MessageRecord, characterId: CharacterId): string {
  if (message.sender === 'bot')
    return message.localOnly === 'error' ? styles.bubble.error : styles.bubble[characterId];
  if (message.status === 'failed' || message.status === 'blocked') return styles.bubble.userProblem;
  return message.status === 'sent' ? styles.bubble.user : styles.bubble.userPending;
}

/** One message: the text, who said it (for screen readers), its time, and what can be done with it. */
export const MessageBubble = memo(function MessageBubble({
  message,
  characterId,
  characterName,
  liked,
  linkCrisisLines,
  fresh,
  online,
  actions,
  showTime = true,
  showReceipt = true,
}: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const mine = message.sender === 'user';
  const date = new Date(message.createdAt);
  const time = Number.isNaN(date.getTime()) ? '' : i18n.date(date, { hour: '2-digit', minute: '2-digit' });
  const likeable = !mine && message.localOnly === undefined && message.status === 'sent';
  const bubble = bubbleClass(message, characterId);

  return (
    <div
      className={styles.message[mine ? 'user' : 'bot']}
      // For end-to-end tests and the benchmark: who wrote it, and where it stands.
      data-sender={message.sender}
      data-status={message.status}
      data-local-only={message.localOnly}
      data-message-id={message.id}
    >
      <div className={fresh ? `${bubble} ${styles.fresh}` : bubble}>
        {message.localOnly === 'error' && <Icon name="alert" size="1rem" className={styles.errorIcon} />}
        <span>
          <span className={visuallyHidden}>{mine ? t`Vous :` : t`${characterName} :`} </span>
          <MessageText text={message.text} linkCrisisLines={linkCrisisLines && !mine} />
        </span>
      </div>
      <div className={mine ? `${styles.meta} ${styles.metaEnd}` : styles.meta}>
        {showTime && time !== '' && <time dateTime={message.createdAt}>{time}</time>}
        {mine && <UserStatus message={message} online={online} actions={actions} showReceipt={showReceipt} />}
        {likeable && (
          <button
            type="button"
            className={styles.like}
            aria-pressed={liked}
            aria-label={t`J'aime ce message`}
            onClick={() => actions.onToggleLike(message.id)}
          >
            <Icon name="heart" size="1rem" fill={liked ? 'currentColor' : 'none'} />
          </button>
        )}
      </div>
    </div>
  );
});
