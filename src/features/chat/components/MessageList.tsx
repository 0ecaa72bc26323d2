import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import type { CharacterId } from '#contracts/characters.ts';
import { isCheckInQuestion } from '#core/checkIn.ts';
import { type MessageRecord, useLiveReply } from '#data/chat/index.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';

import { ChatIcon } from './ChatIcon.tsx';
import { estimatedRowHeight, type ConversationRow } from '../conversationRows.ts';
import { MessageBubble, type BubbleActions } from './MessageBubble.tsx';
import * as styles from './messageList.css.ts';
import { thinkingPhrase } from '../thinkingPhrases.ts';

type MessageListProps = {
  rows: readonly ConversationRow[];
  characterId: CharacterId;
  characterName: string;
  liked: ReadonlySet<string> | undefined;
  /** User message ids flagged as crisis: their replies get tappable crisis lines. */
  crisisIds: ReadonlySet<string>;
  actions: BubbleActions;
  online: boolean;
  onHelp: () => void;
  /** The chat tab's display settings (defaults: everything shown, modern bubbles, normal spacing). */
  display?: ChatDisplay;
};

export type ChatDisplay = {
  showTimestamps: boolean;
  readReceipts: boolean;
  /** Follow new replies while at the bottom (the reader's own messages are always followed). */
  autoScroll: boolean;
  bubbleStyle: 'modern' | 'classic' | 'minimal';
  messageSpacing: 'compact' | 'normal' | 'relaxed';
};

export const defaultChatDisplay: ChatDisplay = {
  showTimestamps: true,
  readReceipts: true,
  autoScroll: true,
  bubbleStyle: 'modern',
  messageSpacing: 'normal',
};

/** The window laid out before the list is measured (and in jsdom): a phone's. */
const initialRect = { width: 390, height: 640 };

/** Within this distance of the end, the list counts as "at the bottom" and follows new rows. */
const stickToBottomPx = 96;

function dayLabel(date: Date, i18n: I18n): string {
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const same = (a: Date, b: Date) =>
    a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  if (same(date, today)) return i18n._(msg`Aujourd'hui`);
  if (same(date, yesterday)) return i18n._(msg`Hier`);
  return i18n.date(date, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
  });
}

function Disclosure({ name, onHelp }: { name: string; onHelp: () => void }) {
  return (
    <div className={styles.disclosure} role="note">
      <Icon name="sparkles" size="1.125rem" className={styles.disclosureIcon} />
      <p className={styles.disclosureText}>
        <strong className={styles.disclosureTitle}>
          <Trans>Vous échangez avec {name}, une intelligence artificielle.</Trans>
        </strong>
        <Trans>
          Ses réponses sont générées automatiquement pour vous accompagner dans votre bien-être : ce n'est ni
          une personne, ni un professionnel de santé.
        </Trans>{' '}
        <button type="button" className={styles.inlineLink} onClick={onHelp}>
          <Trans>En cas d'urgence, voici qui appeler.</Trans>
        </button>
      </p>
    </div>
  );
}

/** Under the check-in question: the help sheet one tap away, while the person answers or not. */
function CheckInHelp({ onHelp }: { onHelp: () => void }) {
  return (
    <div className={styles.message.bot}>
      <button type="button" className={styles.checkInHelp} onClick={onHelp} aria-haspopup="dialog">
        <ChatIcon name="lifebuoy" size="1.125rem" className={styles.checkInHelpIcon} />
        <Trans>Voir qui appeler maintenant</Trans>
      </button>
    </div>
  );
}

function TypingIndicator({ characterId, seed }: { characterId: CharacterId; seed: string }) {
  const { i18n } = useLingui();
  // A model streaming its reply: the words as they come, in the coach's bubble (the stored answer
  // replaces it). Busy, so screen readers wait for the whole reply (announced once stored).
  const live = useLiveReply(seed);
  if (live !== undefined && live.trim() !== '')
    return (
      <div className={styles.message.bot}>
        <div className={styles.bubble[characterId]} aria-busy="true" data-streaming="true">
          {live}
        </div>
      </div>
    );
  return (
    <div className={styles.message.bot}>
      <div className={styles.typing} role="status">
        <span className={styles.dots} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
        {i18n._(thinkingPhrase(characterId, seed))}
      </div>
    </div>
  );
}

/**
 * Records when a just-sent bubble is on screen and when a message is acknowledged, for the
 * send-latency benchmark (performance marks, read by the e2e suite).
 */
function useDeliveryMarks(rows: readonly ConversationRow[]) {
  const awaiting = useRef(new Set<string>());
  const known = useRef<Set<string> | null>(null);
  // Before paint: the marks say when the DOM first shows the bubble or its 'sent' state.
  useLayoutEffect(() => {
    // Only the tail can hold new or changing messages; a long history is not walked each time.
    const tail = rows.slice(-40);
    const firstRun = known.current === null;
    known.current ??= new Set();
    for (const row of tail) {
      if (row.kind !== 'message' || row.message.sender !== 'user') continue;
      const { id, status } = row.message;
      const isNew = !known.current.has(id);
      known.current.add(id);
      // The sync engine may already have picked it up ('sending') by the time it renders.
      if (isNew && !firstRun) {
        performance.mark('chat:bubble-shown');
        requestAnimationFrame(() => performance.mark('chat:bubble-painted'));
      }
      if (status !== 'sent') awaiting.current.add(id);
      else if (awaiting.current.delete(id)) performance.mark(`chat:sent:${id}`);
    }
  }, [rows]);
}

/**
 * New replies for screen readers. The visible list is virtualised (rows mount and unmount while
 * scrolling), so it cannot be the live region itself: this log only shows the latest reply that
 * arrived while the chat was open.
 */
function useReplyAnnouncement(rows: readonly ConversationRow[]): MessageRecord | null {
  const [initialKeys] = useState(() => new Set(rows.slice(-20).map((row) => row.key)));
  for (let index = rows.length - 1; index >= Math.max(0, rows.length - 20); index--) {
    const row = rows[index];
    if (row?.kind !== 'message' || row.message.sender !== 'bot') continue;
    return initialKeys.has(row.key) ? null : row.message;
  }
  return null;
}

/**
 * The conversation, virtualised: only the rows near the viewport are in the DOM, so a history
 * of thousands of messages opens and scrolls as fast as a short one. It follows new messages
 * while the reader is at the bottom and offers a way back down otherwise.
 */
export const MessageList = memo(function MessageList({
  rows,
  online,
  characterId,
  characterName,
  liked,
  crisisIds,
  actions,
  onHelp,
  display = defaultChatDisplay,
}: MessageListProps) {
  const { t, i18n } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [openedAt] = useState(() => Date.now());
  const [showJump, setShowJump] = useState(false);
  const lastKey = rows[rows.length - 1]?.key;
  const lastRow = rows[rows.length - 1];

  // Stable per rows: the virtualiser recomputes every row's position when these change.
  const estimateSize = useCallback((index: number) => estimatedRowHeight(rows[index]), [rows]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);

  // The React Compiler skips this component (TanStack Virtual returns fresh functions): intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    paddingStart: 8,
    paddingEnd: 16,
    // Lets the first paint (and jsdom) lay out a phone-sized window before measuring.
    initialRect,
    // The first render already holds the newest rows: a conversation opens at its end.
    initialOffset: () => rows.reduce((sum, row) => sum + estimatedRowHeight(row), 0) - initialRect.height,
  });

  const scrollToEnd = useCallback(() => {
    if (rows.length === 0) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, virtualizer]);

  // Follow the conversation: on open, on the reader's own messages, and on replies while at the bottom.
  const lastIsOwn = lastRow?.kind === 'message' && lastRow.message.sender === 'user';
  // With auto-scroll off (settings), a reply waits below the "new messages" button instead.
  const opened = useRef(false);
  const autoScroll = display.autoScroll;
  useLayoutEffect(() => {
    if (!opened.current || lastIsOwn || (atBottom.current && autoScroll)) {
      opened.current = true;
      scrollToEnd();
      setShowJump(false);
    } else {
      setShowJump(true);
    }
  }, [lastKey, lastIsOwn, scrollToEnd]); // eslint-disable-line react-hooks/exhaustive-deps

  // The viewport shrinks when a notice appears under the field or the phone keyboard opens:
  // a reader who was at the bottom stays there.
  useEffect(() => {
    const element = scrollRef.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    let lastHeight = element.clientHeight;
    const observer = new ResizeObserver(() => {
      const height = element.clientHeight;
      if (height < lastHeight && atBottom.current) element.scrollTop = element.scrollHeight;
      lastHeight = height;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (element === null) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    atBottom.current = distance < stickToBottomPx;
    if (atBottom.current) setShowJump(false);
  };

  useDeliveryMarks(rows);
  const announcement = useReplyAnnouncement(rows);

  const render = (row: ConversationRow): ReactNode => {
    switch (row.kind) {
      case 'disclosure':
        return <Disclosure name={characterName} onHelp={onHelp} />;
      case 'day':
        return (
          <div className={styles.day}>
            <span>{dayLabel(row.date, i18n)}</span>
          </div>
        );
      case 'typing':
        return <TypingIndicator characterId={characterId} seed={row.awaitedId} />;
      case 'message': {
        const message: MessageRecord = row.message;
        const checkIn = message.sender === 'bot' && isCheckInQuestion(message.text);
        const crisisReply =
          message.sender === 'bot' &&
          (checkIn ||
            message.crisis === true ||
            (message.replyTo !== undefined && crisisIds.has(message.replyTo)));
        const bubble = (
          <MessageBubble
            message={message}
            characterId={characterId}
            characterName={characterName}
            liked={liked?.has(message.id) ?? false}
            linkCrisisLines={crisisReply}
            fresh={Date.parse(message.createdAt) >= openedAt}
            online={online}
            actions={actions}
            showTime={display.showTimestamps}
            showReceipt={display.readReceipts}
          />
        );
        if (!checkIn) return bubble;
        return (
          <>
            {bubble}
            <CheckInHelp onHelp={onHelp} />
          </>
        );
      }
    }
  };

  const items = virtualizer.getVirtualItems();

  return (
    <>
      <div
        ref={scrollRef}
        className={styles.scroller}
        data-bubbles={display.bubbleStyle}
        data-spacing={display.messageSpacing}
        onScroll={onScroll}
        role="region"
        aria-label={t`Messages`}
        // A scrollable region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
          <div role="list">
            {items.map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  role="listitem"
                  aria-setsize={rows.length}
                  aria-posinset={item.index + 1}
                  className={styles.row}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <div className={styles.rowInner}>{render(row)}</div>
                </div>
              );
            })}
          </div>
        </div>
        {showJump && (
          <div className={styles.jump}>
            <button
              type="button"
              className={styles.jumpButton}
              onClick={() => {
                atBottom.current = true;
                scrollToEnd();
                setShowJump(false);
              }}
            >
              <ChatIcon name="arrowDown" size="1rem" />
              <Trans>Nouveaux messages</Trans>
            </button>
          </div>
        )}
      </div>
      <div role="log" aria-live="polite" aria-relevant="additions text" className={visuallyHidden}>
        {announcement !== null && (
          <p key={announcement.id}>
            {t`${characterName} :`} {announcement.text}
          </p>
        )}
      </div>
    </>
  );
});
