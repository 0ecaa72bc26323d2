import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { isCheckInQuestion } from '#core/checkIn.ts';
import { showChatInputWarning } from '#core/credits.ts';
import { sendCooldownMs } from '#core/chatTiming.ts';
import type { UnifiedSettings } from '#core/settings.ts';
import { localeOrDefault } from '#core/locale.ts';
import {
  useChatMessages,
  useChatPort,
  useLikedMessageIds,
  useOutboxSummary,
  type ChatScope,
  type MessageRecord,
} from '#data/chat/index.ts';
import type { CharacterId } from '#contracts/characters.ts';
import { logger } from '#data/logger.ts';
import { showAppNotification, useDeviceSettings } from '#data/settings/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { usePaywall } from '#features/billing/index.ts';
import { characters } from '#features/characters/index.ts';
import { useDisplayedCredits } from '#features/credits/index.ts';
import { useSyncStatus } from '#sync/index.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import * as styles from '../chat.css.ts';
import { ChatBridge } from '../chatBridge.ts';
import type { ChatSnapshot } from '../chat.machine.ts';
import { ChatSignedOut, InitErrorPanel } from '../components/ChatStatusPanels.tsx';
import { ChatHeader, type HeaderCredits } from '../components/ChatHeader.tsx';
import { ChatInput, type CreditNotice } from '../components/ChatInput.tsx';
import { ClearHistoryDialog } from '../components/ClearHistoryDialog.tsx';
import { conversationRows } from '../conversationRows.ts';
import { CrisisSheet, useCrisisSheet } from '../components/CrisisSheet.tsx';
import {
  conversationToJson,
  conversationToText,
  downloadFile,
  exportFileName,
} from '../exportConversation.ts';
import { crisisCheckReady, loadCrisisCheck, warmUpCrisisCheck } from '../crisisCheck.ts';
import { MessageList, type ChatDisplay } from '../components/MessageList.tsx';
import { chatSounds } from '../messageSound.ts';
import { useChatSyncReactions } from '../useChatSyncReactions.ts';

export type ChatScreenProps = { characterId: CharacterId; onBack: () => void };

/**
 * Loads the crisis check alongside the conversation (sending waits for it), then warms it up
 * while the person reads, so their first Enter does not pay for compiling its rules.
 */
/** The conversation's last reply (greetings and notices aside) is the check-in question, unanswered. */
function lastReplyIsCheckIn(messages: readonly MessageRecord[]): boolean {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message === undefined || message.localOnly !== undefined) continue;
    return message.sender === 'bot' && isCheckInQuestion(message.text);
  }
  return false;
}

function useCrisisCheck(): boolean {
  const [ready, setReady] = useState(crisisCheckReady);
  useEffect(() => {
    let cancelWarmUp: (() => void) | undefined;
    let live = true;
    void loadCrisisCheck().then(() => {
      if (!live) return;
      setReady(true);
      cancelWarmUp = warmUpCrisisCheck();
    });
    return () => {
      live = false;
      cancelWarmUp?.();
    };
  }, []);
  return ready;
}

/** The newest reply from the server (greetings and notices written here aside). */
function lastReplyId(messages: readonly MessageRecord[] | undefined): string | null | undefined {
  if (messages === undefined) return undefined;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.sender === 'bot' && message.localOnly === undefined) return message.id;
  }
  return null;
}

/**
 * A reply arrived: a soft sound while the chat is open (settings: message sound), and a
 * notification when the app is not on screen (settings > notifications: replies). The
 * notification says who answered, never what: it can show on a locked screen.
 */
function useReplyArrival(
  messages: readonly MessageRecord[] | undefined,
  characterId: CharacterId,
  settings: Pick<UnifiedSettings, 'chat' | 'notifications'>,
) {
  const { t } = useLingui();
  const latest = lastReplyId(messages);
  const heard = useRef<string | null | undefined>(undefined);
  const { messageSound } = settings.chat;
  const { messages: notify, sound, vibration } = settings.notifications;
  const name = characters[characterId].name;
  useEffect(() => {
    if (latest === undefined) return;
    // The history that opens the chat is not news.
    const first = heard.current === undefined;
    const news = latest !== heard.current && !first && latest !== null;
    heard.current = latest;
    if (!news) return;
    if (messageSound) chatSounds.reply();
    if (notify && document.visibilityState === 'hidden') {
      void showAppNotification({
        title: t`${name} vous a répondu`,
        body: t`Sa réponse vous attend dans votre conversation.`,
        url: `/chat/${characterId}`,
        tag: `reply-${characterId}`,
        sound,
        vibration,
      });
    }
  }, [latest, messageSound, notify, sound, vibration, name, characterId, t]);
}

const selectStatus = (s: ChatSnapshot) => {
  if (s.matches('initError')) return 'error' as const;
  if (s.hasTag('loading')) return 'loading' as const;
  return s.hasTag('busy') ? ('busy' as const) : ('ready' as const);
};
const selectCooldownUntil = (s: ChatSnapshot) =>
  s.hasTag('cooldown') && s.context.lastSentAt !== null ? s.context.lastSentAt + sendCooldownMs : null;

/**
 * One conversation with Emma or Louis: the local history at once, then whatever the server has;
 * messages go to the outbox and the sync engine, so writing works offline too.
 */
function ChatConversation({ userId, characterId, onBack }: ChatScreenProps & { userId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const character = characters[characterId];
  const name = character.name;
  const locale = localeOrDefault(i18n.locale);
  const { online } = useSyncStatus();
  const scope = useMemo<ChatScope>(() => ({ userId, characterId }), [userId, characterId]);
  const history = useChatMessages(scope);
  const messages = history?.messages;
  const liked = useLikedMessageIds(userId);
  const waiting = useOutboxSummary(userId)?.waiting ?? 0;
  const credits = useDisplayedCredits(userId);
  const paywall = usePaywall();
  const crisisSheet = useCrisisSheet();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [restoredDraft, setRestoredDraft] = useState<{ text: string } | null>(null);
  const crisisCheckLoaded = useCrisisCheck();

  const chat = useChatPort();
  const { show: showToast } = useToasts();
  const [bridge] = useState(() => new ChatBridge());
  const [logic] = useState(() => bridge.machine(i18n, chat));
  useEffect(() => {
    bridge.update(messages, history?.complete ?? false, {
      openPaywall: () => paywall.open('no_credits'),
      openCrisisSheet: crisisSheet.open,
      queueFailed: ({ code, text }) => {
        setRestoredDraft({ text });
        if (code === 'storageFull') {
          showToast({
            tone: 'error',
            title: t`Espace de stockage plein`,
            description: t`Votre message n'a pas pu être enregistré sur cet appareil. Libérez de l'espace puis réessayez.`,
            durationMs: 8000,
          });
        } else {
          showToast({
            tone: 'error',
            title: t`Erreur lors de la sauvegarde du message`,
            description: t`Impossible d'envoyer le message. Veuillez réessayer.`,
          });
        }
      },
      cleared: () => showToast({ tone: 'success', title: t`Historique effacé` }),
      clearFailed: (reason) =>
        showToast({
          tone: 'error',
          title: t`Impossible d'effacer l'historique`,
          description:
            reason === 'offline'
              ? t`Vous êtes hors ligne : reconnectez-vous pour effacer l'historique.`
              : t`Veuillez réessayer dans un instant.`,
        }),
    });
  });
  const actor = useActorRef(logic, { input: { scope, locale, online } });
  const status = useSelector(actor, selectStatus);
  const initError = useSelector(actor, (s) => s.context.initError);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const cooldownUntil = useSelector(actor, selectCooldownUntil);

  useEffect(() => {
    actor.send({
      type: 'chat.credits',
      credits: credits.hasStats ? { remaining: credits.remaining, unlimited: credits.unlimited } : null,
    });
  }, [actor, credits.hasStats, credits.remaining, credits.unlimited]);
  useEffect(() => actor.send({ type: 'chat.connectivity', online }), [actor, online]);
  useEffect(() => actor.send({ type: 'chat.locale', locale }), [actor, locale]);
  // The answer to the check-in question is free (the server gives the crisis answer unless it is a
  // clear no): with no credits left it must still go, not open the paywall.
  const checkInAsked = useMemo(() => lastReplyIsCheckIn(messages ?? []), [messages]);
  useEffect(() => actor.send({ type: 'chat.checkInAsked', asked: checkInAsked }), [actor, checkInAsked]);

  useChatSyncReactions({
    scope,
    bridge,
    onBlocked: () => paywall.open('no_credits'),
    onCrisis: crisisSheet.open,
  });

  // The chat tab's settings act at once (a save in the settings reaches this screen live).
  const settings = useDeviceSettings(userId);
  const { chat: chatSettings } = settings;
  const display: ChatDisplay = useMemo(
    () => ({
      showTimestamps: chatSettings.showTimestamps,
      readReceipts: chatSettings.readReceipts,
      autoScroll: chatSettings.autoScroll,
      bubbleStyle: chatSettings.bubbleStyle,
      messageSpacing: chatSettings.messageSpacing,
    }),
    [
      chatSettings.showTimestamps,
      chatSettings.readReceipts,
      chatSettings.autoScroll,
      chatSettings.bubbleStyle,
      chatSettings.messageSpacing,
    ],
  );
  const typingIndicators = chatSettings.typingIndicators;
  const rows = useMemo(() => {
    const all = conversationRows(messages ?? [], online);
    return typingIndicators ? all : all.filter((row) => row.kind !== 'typing');
  }, [messages, online, typingIndicators]);
  useReplyArrival(messages, characterId, settings);
  const crisisIds = useMemo(() => {
    const ids = new Set<string>();
    for (const message of messages ?? [])
      if (message.sender === 'user' && message.crisis === true) ids.add(message.id);
    return ids;
  }, [messages]);

  const bubbleActions = useMemo(
    () => ({
      onToggleLike: (messageId: string) => {
        chat.toggleLike(userId, messageId).catch(() =>
          showToast({
            tone: 'error',
            title: t`Erreur`,
            description: t`Impossible de modifier le like. Veuillez réessayer.`,
          }),
        );
      },
      onRetry: (messageId: string) => {
        chat.retryMessage(userId, messageId).catch((error: unknown) => {
          logger.warn('chat retry failed', { error });
          showToast({ tone: 'error', title: t`Impossible d'envoyer le message. Veuillez réessayer.` });
        });
      },
      onDiscard: (messageId: string) => {
        chat.discardMessage(userId, messageId).catch((error: unknown) => {
          logger.warn('chat discard failed', { error });
          showToast({ tone: 'error', title: t`Impossible de supprimer le message. Veuillez réessayer.` });
        });
      },
      onUpgrade: () => paywall.open('no_credits'),
    }),
    [userId, t, paywall, chat, showToast],
  );

  const exportAs = async (format: 'text' | 'json') => {
    const list = await bridge.wholeConversation();
    const now = new Date();
    const fileName = exportFileName(characterId, format, now);
    if (format === 'json') {
      downloadFile(fileName, 'application/json', conversationToJson(characterId, list, now));
    } else {
      const exportedAt = i18n.date(now, { dateStyle: 'long', timeStyle: 'short' });
      downloadFile(
        fileName,
        'text/plain;charset=utf-8',
        conversationToText(list, {
          title: t`Conversation avec ${name}`,
          exportedOn: t`Exportée le ${exportedAt}`,
          you: t`Vous`,
          character: name,
          notSent: t`(non envoyé)`,
          formatTime: (date) => i18n.date(date, { dateStyle: 'short', timeStyle: 'short' }),
        }),
      );
    }
    showToast({ tone: 'success', title: t`Conversation exportée`, description: fileName });
  };

  const headerCredits: HeaderCredits = credits.hasStats
    ? { remaining: credits.remaining, pending: credits.pending, unlimited: credits.unlimited }
    : null;
  let creditNotice: CreditNotice = null;
  if (credits.hasStats && !credits.unlimited) {
    if (credits.remaining <= 0) creditNotice = { kind: 'exhausted' };
    else if (showChatInputWarning({ subscribed: credits.subscribed, remaining: credits.remaining }))
      creditNotice = { kind: 'low', remaining: credits.remaining };
  }

  const onSend = (text: string): boolean => {
    actor.send({ type: 'chat.send', text });
    const snapshot = actor.getSnapshot();
    const accepted = snapshot.context.refusal === null && snapshot.matches({ ready: 'queueing' });
    if (accepted && settings.appearance.soundEffects) chatSounds.sent();
    return accepted;
  };

  return (
    <section className={styles.screen} aria-label={t`Conversation avec ${name}`}>
      <ChatHeader
        characterId={characterId}
        name={name}
        role={i18n._(character.role)}
        online={online}
        credits={headerCredits}
        onBack={onBack}
        onHelp={crisisSheet.open}
        onExport={(format) => void exportAs(format)}
        onClear={() => setConfirmingClear(true)}
        onSettings={() => void navigate('/settings')}
      />
      {!online && (
        <p className={styles.banner} role="status">
          <Icon name="offline" size="1rem" />
          <span>
            <Trans>Vous êtes hors ligne. Vos messages partiront dès le retour de la connexion.</Trans>
            {waiting > 0 && (
              <>
                {' '}
                <Trans>({waiting} en attente)</Trans>
              </>
            )}
          </span>
        </p>
      )}
      {status === 'error' ? (
        <InitErrorPanel
          reason={
            initError === 'loadFailed'
              ? t`Erreur lors du chargement de la conversation`
              : t`Une erreur inattendue s'est produite.`
          }
          onRetry={() => actor.send({ type: 'chat.retryInit' })}
          onBack={onBack}
        />
      ) : messages === undefined ? (
        <div className={styles.centered} role="status">
          <div className={styles.card}>
            <span className={styles.loadingDot} aria-hidden="true" />
            <p className={styles.loadingText}>
              <Trans>Ouverture de la conversation…</Trans>
            </p>
          </div>
        </div>
      ) : (
        <MessageList
          // A new list once the whole history is in: it opens at its end, as the first one did.
          key={history?.complete === true ? 'whole' : 'newest'}
          rows={rows}
          characterId={characterId}
          characterName={name}
          liked={liked}
          crisisIds={crisisIds}
          actions={bubbleActions}
          online={online}
          onHelp={crisisSheet.open}
          display={display}
        />
      )}
      {status !== 'error' && (
        <ChatInput
          characterName={name}
          disabledReason={
            status === 'loading' || !crisisCheckLoaded ? 'loading' : status === 'busy' ? 'busy' : null
          }
          cooldownUntil={cooldownUntil}
          refusal={refusal}
          creditNotice={creditNotice}
          onSend={onSend}
          onDraftChange={() => actor.send({ type: 'chat.dismissRefusal' })}
          onUpgrade={(reason) => paywall.open(reason)}
          restoredDraft={restoredDraft}
          enterToSend={chatSettings.enterToSend}
        />
      )}
      <CrisisSheet open={crisisSheet.isOpen} onClose={crisisSheet.close} />
      <ClearHistoryDialog
        open={confirmingClear}
        characterName={name}
        online={online}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          actor.send({ type: 'chat.clear' });
        }}
      />
    </section>
  );
}

/** The chat screen for the signed-in user (contract E), lazily loaded by the home stages. */
export function ChatScreen({ characterId, onBack }: ChatScreenProps) {
  const user = useSessionUser();
  const authStatus = useAuthStatus();
  if (user === null) return <ChatSignedOut onBack={onBack} checking={authStatus === 'checking'} />;
  return (
    <ChatConversation
      key={`${user.id}:${characterId}`}
      userId={user.id}
      characterId={characterId}
      onBack={onBack}
    />
  );
}
