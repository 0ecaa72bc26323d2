import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';

import { characterNames } from '#contracts/characters.ts';
import { useChatPort, type ChatScope, type MessageRecord } from '#data/chat/index.ts';
import { logger } from '#data/logger.ts';
import { useSyncEvents, type SyncEvent } from '#sync/index.ts';
import { useToasts } from '#ui/toast/toastStore.ts';

import type { ChatBridge } from './chatBridge.ts';
import { chatErrorText, replyFailedBubbleText } from './chatErrorText.ts';

/**
 * What the sync engine reports about this conversation's messages. Events reach every tab:
 * only the visible one writes the error bubble or opens a dialog, so two open tabs do not
 * duplicate them.
 */
export function useChatSyncReactions({
  scope,
  bridge,
  onBlocked,
  onCrisis,
}: {
  scope: ChatScope;
  bridge: ChatBridge;
  onBlocked: () => void;
  onCrisis: () => void;
}) {
  const { i18n } = useLingui();
  const chat = useChatPort();
  const { show: showToast } = useToasts();
  const latest = useRef({ scope, onBlocked, onCrisis, i18n });
  useEffect(() => {
    latest.current = { scope, onBlocked, onCrisis, i18n };
  });

  const listener = useCallback(
    (event: SyncEvent) => {
      const current = latest.current;
      if (event.type === 'history.cleared') {
        if (!sameScope(event, current.scope) || document.visibilityState === 'hidden') return;
        // The messages just left the screen: say why.
        const name = characterNames[event.characterId];
        showToast({
          tone: 'info',
          title: current.i18n._(msg`Historique effacé sur un autre appareil`),
          description: current.i18n._(
            msg`Votre conversation avec ${name} a été effacée depuis un autre appareil.`,
          ),
        });
        return;
      }
      if (!('messageId' in event)) return;
      if (event.userId !== current.scope.userId) return;
      const message = findMessage(bridge.currentMessages(), event.messageId);
      // Not this conversation (the other coach, or a message cleared meanwhile).
      if (message === undefined) return;
      if (document.visibilityState === 'hidden') return;
      switch (event.type) {
        case 'message.failed': {
          if (!event.final) return;
          chat
            .addLocalBotMessage(current.scope, replyFailedBubbleText(current.i18n, event.error), 'error')
            .catch((error: unknown) => logger.warn('chat error bubble not saved', { error }));
          showToast({
            tone: 'error',
            title: current.i18n._(msg`Erreur de réponse`),
            description: chatErrorText(current.i18n, event.error),
          });
          return;
        }
        case 'message.blocked':
          current.onBlocked();
          return;
        case 'message.sent':
          // The server's check caught what the device's did not (an answer to the check-in
          // question, a follow-up): show the help sheet now. The message itself already says
          // crisis by then (the answer is shown at once), so the event says what the device saw.
          if (event.crisis && !event.flaggedOnDevice) current.onCrisis();
          return;
      }
    },
    [bridge, chat, showToast],
  );
  useSyncEvents(listener);
}

function sameScope(event: { userId: string; characterId: string }, scope: ChatScope): boolean {
  return event.userId === scope.userId && event.characterId === scope.characterId;
}

function findMessage(messages: readonly MessageRecord[] | undefined, id: string): MessageRecord | undefined {
  if (messages === undefined) return undefined;
  for (let index = messages.length - 1; index >= 0; index--) {
    if (messages[index]?.id === id) return messages[index];
  }
  return undefined;
}
