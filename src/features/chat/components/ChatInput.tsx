import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { chatMessageMaxLength } from '#contracts/chat.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';

import type { ChatRefusal } from '../chat.machine.ts';
import * as styles from './chatInput.css.ts';
import { ChatIcon } from './ChatIcon.tsx';

export type CreditNotice = { kind: 'low'; remaining: number } | { kind: 'exhausted' } | null;

export type ChatInputProps = {
  characterName: string;
  /** Why nothing can be sent right now (the field is disabled and says so), or null. */
  disabledReason: 'loading' | 'busy' | null;
  /** When the cooldown after the last send ends (ms since epoch), or null. */
  cooldownUntil: number | null;
  refusal: ChatRefusal | null;
  creditNotice: CreditNotice;
  /** Hands the text over; true when it was accepted (the field then empties). */
  onSend: (text: string) => boolean;
  /** The person edited the text: any refusal shown no longer applies. */
  onDraftChange: () => void;
  onUpgrade: (reason: 'no_credits' | 'low_credits') => void;
  /** Text to put back after the device failed to store it (a new object each time). */
  restoredDraft?: { text: string } | null;
  /** Settings, chat tab: Enter sends (default), or starts a new line and Ctrl+Enter sends. */
  enterToSend?: boolean;
  now?: () => number;
};

const nearLimit = chatMessageMaxLength - 50;

/** Ticks once per 200 ms while `until` is in the future; returns whole seconds left. */
function useSecondsLeft(until: number | null, now: () => number): number {
  const [, setTick] = useState(0);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now()) / 1000));
  useEffect(() => {
    if (until === null || left === 0) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 200);
    return () => clearInterval(timer);
  }, [until, left]);
  return left;
}

function Notice({
  tone,
  icon,
  children,
  action,
}: {
  tone: 'info' | 'warning' | 'danger';
  icon: 'alert' | 'clock' | 'wallet';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.noticeTone[tone]}>
      <span className={styles.noticeText}>
        <Icon name={icon} size="1rem" />
        <span>{children}</span>
      </span>
      {action}
    </div>
  );
}

/**
 * The message field: n/500 counter with a hard limit, Enter sends (or, as the settings say,
 * starts a new line and Ctrl+Enter sends), Shift+Enter starts a new line, the 3 s rest after a send shown as a countdown, credit warnings, and every disabled
 * state explained in words.
 */
export function ChatInput({
  characterName,
  disabledReason,
  cooldownUntil,
  refusal,
  creditNotice,
  onSend,
  onDraftChange,
  onUpgrade,
  restoredDraft,
  enterToSend = true,
  now = Date.now,
}: ChatInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const secondsLeft = useSecondsLeft(cooldownUntil, now);
  const coolingDown = secondsLeft > 0;
  const disabled = disabledReason !== null;
  const length = text.length;

  // A draft handed back (the device could not store it) replaces the field once.
  const [restoredFrom, setRestoredFrom] = useState(restoredDraft);
  if (restoredDraft !== restoredFrom) {
    setRestoredFrom(restoredDraft);
    if (restoredDraft !== null && restoredDraft !== undefined) setText(restoredDraft.text);
  }
  useEffect(() => {
    if (restoredDraft !== null && restoredDraft !== undefined) textareaRef.current?.focus();
  }, [restoredDraft]);

  // Grows with the text up to the CSS max-height, then scrolls.
  useLayoutEffect(() => {
    const area = textareaRef.current;
    if (area === null) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  }, [text]);

  const submit = () => {
    if (disabled) return;
    if (onSend(text)) setText('');
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Ctrl+Enter (⌘Enter) always sends (the keyboard shortcuts); Enter alone as the settings say.
    if (!enterToSend && !event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    // From the key press itself, so the figure includes any delay before this handler ran.
    performance.mark('chat:enter', { startTime: Math.min(event.timeStamp, performance.now()) });
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const placeholder =
    disabledReason === 'loading'
      ? t`Ouverture de la conversation…`
      : disabledReason === 'busy'
        ? t`Un instant…`
        : t`Écrivez à ${characterName}…`;

  const notices: ReactNode[] = [];
  if (refusal?.code === 'cooldown') {
    notices.push(
      <Notice key="cooldown" tone="info" icon="clock">
        <Trans>Pour éviter le spam, attendez quelques secondes entre les messages</Trans>
      </Notice>,
    );
  } else if (refusal?.code === 'tooLong') {
    notices.push(
      <Notice key="tooLong" tone="danger" icon="alert">
        <Trans>
          Votre message dépasse {chatMessageMaxLength} caractères. Raccourcissez-le pour l'envoyer.
        </Trans>
      </Notice>,
    );
  } else if (refusal?.code === 'notReady') {
    notices.push(
      <Notice key="notReady" tone="info" icon="clock">
        <Trans>Un instant : la conversation finit de se préparer.</Trans>
      </Notice>,
    );
  } else if (refusal?.code === 'empty') {
    notices.push(
      <Notice key="empty" tone="info" icon="alert">
        <Trans>Écrivez quelques mots avant d'envoyer.</Trans>
      </Notice>,
    );
  }
  if (creditNotice?.kind === 'exhausted' || refusal?.code === 'noCredits') {
    notices.push(
      <Notice
        key="credits"
        tone="danger"
        icon="wallet"
        action={
          <button type="button" className={styles.noticeAction} onClick={() => onUpgrade('no_credits')}>
            <Trans>Voir les offres</Trans>
          </button>
        }
      >
        <Trans>Crédits épuisés : choisissez une offre pour continuer la conversation.</Trans>
      </Notice>,
    );
  } else if (creditNotice?.kind === 'low') {
    const remaining = creditNotice.remaining;
    notices.push(
      <Notice
        key="credits"
        tone="warning"
        icon="wallet"
        action={
          <button type="button" className={styles.noticeAction} onClick={() => onUpgrade('low_credits')}>
            <Trans>Passer à une offre supérieure</Trans>
          </button>
        }
      >
        <Plural value={remaining} one="Plus que # message restant" other="Plus que # messages restants" />
      </Notice>,
    );
  }

  let hint: ReactNode;
  if (disabledReason === 'loading')
    hint = <Trans>La conversation se charge, vous pourrez écrire dans un instant.</Trans>;
  else if (disabledReason === 'busy') hint = <Trans>Un instant, la conversation se met à jour.</Trans>;
  else if (coolingDown)
    hint = (
      <span className={styles.hintStrong}>
        <Trans>Veuillez patienter {secondsLeft}s</Trans>
      </span>
    );
  else
    hint = (
      <span className={styles.keyHints}>
        {enterToSend ? (
          <Trans>Entrée pour envoyer, Maj + Entrée pour aller à la ligne</Trans>
        ) : (
          <Trans>Ctrl + Entrée pour envoyer, Entrée pour aller à la ligne</Trans>
        )}
      </span>
    );

  const counterTone = length >= chatMessageMaxLength ? 'full' : length >= nearLimit ? 'near' : 'calm';
  const sendBlocked = disabled || coolingDown || text.trim() === '';

  return (
    <form className={styles.dock} onSubmit={onSubmit} aria-label={t`Écrire un message`}>
      <div className={styles.inner}>
        <div role="status" aria-live="polite">
          {notices}
        </div>
        <div className={disabled ? `${styles.field} ${styles.fieldDisabled}` : styles.field}>
          <label htmlFor={fieldId} className={visuallyHidden}>
            <Trans>Votre message à {characterName}</Trans>
          </label>
          <textarea
            ref={textareaRef}
            id={fieldId}
            className={styles.textarea}
            value={text}
            rows={1}
            maxLength={chatMessageMaxLength}
            placeholder={placeholder}
            disabled={disabled}
            enterKeyHint={enterToSend ? 'send' : 'enter'}
            aria-describedby={`${hintId} ${counterId}`}
            onChange={(event) => {
              setText(event.target.value);
              if (refusal !== null) onDraftChange();
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className={styles.send}
            aria-disabled={sendBlocked}
            aria-label={coolingDown ? t`Envoyer (disponible dans ${secondsLeft}s)` : t`Envoyer le message`}
          >
            {coolingDown ? (
              <span aria-hidden="true">{secondsLeft}s</span>
            ) : (
              <ChatIcon name="send" size="1.25rem" />
            )}
          </button>
        </div>
        <div className={styles.meta}>
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
          <span id={counterId} className={styles.counter[counterTone]}>
            <span aria-hidden="true">
              {length}/{chatMessageMaxLength}
            </span>
            <span className={visuallyHidden}>
              <Trans>
                {length} caractères sur {chatMessageMaxLength}
              </Trans>
            </span>
          </span>
        </div>
      </div>
    </form>
  );
}
