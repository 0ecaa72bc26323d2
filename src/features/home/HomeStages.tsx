import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { shouldOpenPaywall } from '#core/credits.ts';
import { isCharacterId, type CharacterId } from '#contracts/characters.ts';
import { useSaveSelectedCharacter, useSelectedCharacter } from '#data/home/index.ts';
import { logger } from '#data/logger.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { usePaywall } from '#features/billing/index.ts';
import { useDeviceSettings } from '#data/settings/index.ts';
import { CharacterSelection } from '#features/characters/index.ts';
import { ConsentGate } from '#features/consent/index.ts';
import { CreditWidget, useDisplayedCredits } from '#features/credits/index.ts';
import { CharacterDashboard } from '#features/dashboard/index.ts';

import * as css from './home.css.ts';
import { initialStage, type HomeStage } from './homeStages.ts';

// The chat is its own chunk: the selection and dashboard never wait for it.
const ChatScreen = lazy(() =>
  import('#features/chat/index.ts').then((module) => ({ default: module.ChatScreen })),
);

/** Set when the dashboard opened the chat: "back" is then the browser's back. */
type ChatEntry = { fromDashboard?: boolean } | null;

/**
 * The signed-in home: character selection → dashboard → chat, and back. The chat has its own
 * address (/chat/<coach>), so a reload, back and forward or a shared link keep it open; the
 * other stages start from the `character` URL parameter or the coach remembered on this device.
 */
export function HomeStages() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const chatCharacter = isCharacterId(params['characterId']) ? params['characterId'] : null;
  const [urlCharacter] = useState(() => {
    const value = searchParams.get('character');
    return isCharacterId(value) ? value : null;
  });
  const stored = useSelectedCharacter();
  const save = useSaveSelectedCharacter();
  const remember = (characterId: CharacterId) => {
    save(characterId).catch((error: unknown) =>
      logger.warn('selected character could not be saved', { error }),
    );
  };
  const [stage, setStage] = useState<HomeStage | null>(null);
  const current: HomeStage | null =
    chatCharacter !== null
      ? { name: 'chat', characterId: chatCharacter }
      : (stage ?? (stored === undefined ? null : initialStage(urlCharacter, stored)));

  // The chat's coach (a shared link, a reload) is the one the dashboard shows on the way back.
  useEffect(() => {
    if (chatCharacter === null || stored === undefined || stored === chatCharacter) return;
    save(chatCharacter).catch((error: unknown) =>
      logger.warn('selected character could not be saved', { error }),
    );
  }, [chatCharacter, save, stored]);

  const openChat = (characterId: CharacterId) => {
    setStage({ name: 'dashboard', characterId });
    void navigate(`/chat/${characterId}`, { state: { fromDashboard: true } satisfies ChatEntry });
  };
  const leaveChat = (characterId: CharacterId) => {
    setStage({ name: 'dashboard', characterId });
    if ((location.state as ChatEntry)?.fromDashboard) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  // The top bar's quick menu ("Changer de coach"), Ctrl+N and the quick search open the
  // selection, wherever the person was; the request then leaves the history entry so a reload
  // does not repeat it.
  const chooseCoach = (location.state as { chooseCoach?: boolean } | null)?.chooseCoach === true;
  const [choiceHandled, setChoiceHandled] = useState<string | null>(null);
  if (chooseCoach && choiceHandled !== location.key) {
    setChoiceHandled(location.key);
    setStage({ name: 'selection' });
  }
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (chooseCoach) void navigate(here, { replace: true, state: null });
  }, [chooseCoach, here, navigate]);

  // The URL's coach becomes the remembered one; the parameter then leaves the address bar so a
  // later "change coach" is not undone by a reload.
  useEffect(() => {
    if (!searchParams.has('character')) return;
    if (urlCharacter !== null) {
      save(urlCharacter).catch((error: unknown) =>
        logger.warn('selected character could not be saved', { error }),
      );
    }
    setSearchParams(
      (params) => {
        params.delete('character');
        return params;
      },
      { replace: true },
    );
  }, [save, searchParams, setSearchParams, urlCharacter]);

  const user = useSessionUser();
  // The preferred coach of the settings' chat tab is the one picked in advance on the selection.
  const preferred = useDeviceSettings(user?.id ?? '').chat.defaultCharacter;
  // Never over a conversation, nor right after one: a goodbye that spends the last credit is not
  // answered by a sales pitch (issue 25). The chat opens the paywall itself when a message cannot
  // be paid for; by itself it opens only before the first conversation of the visit.
  const [chatted, setChatted] = useState(false);
  const inChat = current?.name === 'chat';
  if (inChat && !chatted) setChatted(true);
  useAutoPaywall(current !== null && !inChat && !chatted);
  useFocusOnStageChange(current);

  if (current === null) return <StageLoading />;

  switch (current.name) {
    case 'selection':
      return (
        <CharacterSelection
          initialSelected={stored ?? (preferred === 'both' ? null : preferred)}
          balance={<CreditWidget />}
          onChoose={(characterId) => {
            remember(characterId);
            setStage({ name: 'dashboard', characterId });
          }}
        />
      );
    case 'dashboard':
      return (
        <CharacterDashboard
          key={current.characterId}
          characterId={current.characterId}
          onStart={() => openChat(current.characterId)}
          onChangeCharacter={() => setStage({ name: 'selection' })}
        />
      );
    case 'chat': {
      const back = () => leaveChat(current.characterId);
      const chat = (
        <Suspense fallback={<StageLoading />}>
          <ChatScreen characterId={current.characterId} onBack={back} />
        </Suspense>
      );
      // No chat before consent to processing the conversations (the server enforces it too).
      return user === null ? (
        chat
      ) : (
        <ConsentGate userId={user.id} onBack={back}>
          {chat}
        </ConsentGate>
      );
    }
  }
}

/**
 * Spec (paywall): opens by itself once the balance is known to be empty, never while loading;
 * at most once a day (billing.service.ts), and only where `allowed`.
 */
function useAutoPaywall(allowed: boolean) {
  const user = useSessionUser();
  const credits = useDisplayedCredits(user?.id ?? null);
  const paywall = usePaywall();
  const userId = user?.id ?? null;
  const empty = shouldOpenPaywall({
    signedIn: userId !== null,
    hasStats: credits.hasStats,
    unlimited: credits.unlimited,
    remaining: credits.remaining,
  });
  useEffect(() => {
    if (allowed && empty && userId !== null) paywall.openForEmptyBalance(userId);
  }, [allowed, empty, userId, paywall]);
}

/**
 * Moving between stages is a page change: the new stage starts at its top (the coach picked
 * further down the selection would otherwise open its dashboard scrolled past its greeting),
 * and for screen readers focus goes to the new heading.
 */
function useFocusOnStageChange(stage: HomeStage | null) {
  const key = stage === null ? null : `${stage.name}:${'characterId' in stage ? stage.characterId : ''}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (before === null || key === null || before === key) return;
    const focusHeading = () => document.querySelector<HTMLElement>('[data-stage-heading]')?.focus();
    window.scrollTo({ top: 0, behavior: 'instant' });
    focusHeading();
    // The new stage may still be loading, or re-create its heading as its data arrives: for a
    // moment, wherever focus falls back to the page, it goes to the heading again.
    const observer = new MutationObserver(() => {
      if (document.activeElement === null || document.activeElement === document.body) focusHeading();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const settle = setTimeout(() => observer.disconnect(), 2000);
    return () => {
      observer.disconnect();
      clearTimeout(settle);
    };
  }, [key]);
}

function StageLoading() {
  return (
    <div className={css.centered}>
      <div className={css.panel} role="status" aria-live="polite">
        <span className={css.pulse} />
        <p className={css.text}>
          <Trans>Chargement de votre espace…</Trans>
        </p>
      </div>
    </div>
  );
}
