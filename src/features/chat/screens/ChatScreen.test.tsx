/**
 * The chat screen end to end in jsdom, over an in-memory stand-in for the local-first data API,
 * the sync engine, credits, paywall and session (contracts B, C, D, F, A).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useSyncExternalStore } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import type { CharacterId } from '#contracts/characters.ts';
import { checkInQuestion } from '#core/checkIn.ts';
import type { ChatError } from '#core/chatErrors.ts';
import { defaultSettings, updateSection, type UnifiedSettings } from '#core/settings.ts';
import type { ChatService, MessageRecord } from '#data/chat/index.ts';
import type { SyncEvent } from '#sync/index.ts';
import { createToastStore, ToastContext, type ToastStore } from '#ui/toast/toastStore.ts';

import { makeHistory, makeMessage } from '../chat.fixtures.ts';
import { ChatScreen } from './ChatScreen.tsx';

const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const syncListeners = new Set<(event: SyncEvent) => void>();
  const state = {
    messages: [] as MessageRecord[],
    liked: new Set<string>() as ReadonlySet<string>,
    online: true,
    credits: { hasStats: true, remaining: 12, pending: 0, unlimited: false, subscribed: false },
    nextId: 1,
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    state,
    histories: new WeakMap<
      readonly MessageRecord[],
      { messages: readonly MessageRecord[]; complete: boolean }
    >(),
    listeners,
    syncListeners,
    setMessages(next: MessageRecord[]) {
      state.messages = next;
      emit();
    },
    setLiked(next: ReadonlySet<string>) {
      state.liked = next;
      emit();
    },
    emit,
    paywallOpen: vi.fn<(reason: string) => void>(),
    /** The device's unified settings (null: the defaults). */
    settings: null as UnifiedSettings | null,
    sounds: { reply: vi.fn(), sent: vi.fn() },
  };
});

vi.mock('#data/settings/index.ts', async () => {
  const { defaultSettings: defaults } = await import('#core/settings.ts');
  return { useDeviceSettings: () => fake.settings ?? defaults() };
});

vi.mock('../messageSound.ts', () => ({ chatSounds: fake.sounds }));

vi.mock('#data/chat/index.ts', async () => {
  const { vi: vitest } = await import('vitest');
  const chat = {
    loadConversation: vitest.fn<ChatService['loadConversation']>(),
    queueUserMessage: vitest.fn<ChatService['queueUserMessage']>(),
    addLocalBotMessage: vitest.fn<ChatService['addLocalBotMessage']>(),
    retryMessage: vitest.fn<ChatService['retryMessage']>(),
    discardMessage: vitest.fn<ChatService['discardMessage']>(),
    clearConversation: vitest.fn<ChatService['clearConversation']>(),
    toggleLike: vitest.fn<ChatService['toggleLike']>(),
    lastSessionAt: vitest.fn<ChatService['lastSessionAt']>(),
  };
  class ChatDataError extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  }
  const subscribe = (listener: () => void) => {
    fake.listeners.add(listener);
    return () => fake.listeners.delete(listener);
  };
  return {
    ChatDataError,
    conversationKey: (scope: { userId: string; characterId: string }) =>
      `${scope.userId}:${scope.characterId}`,
    // The whole history at once, one history object per state (a stable snapshot).
    useChatMessages: (scope: unknown) =>
      useSyncExternalStore(subscribe, () => {
        const messages = fake.state.messages;
        if (scope === null) return undefined;
        let history = fake.histories.get(messages);
        if (history === undefined) fake.histories.set(messages, (history = { messages, complete: true }));
        return history;
      }),
    useLikedMessageIds: () => useSyncExternalStore(subscribe, () => fake.state.liked),
    useOutboxSummary: () => ({ waiting: 0, blocked: 0, failed: 0 }),
    // No model streams here (the streaming e2e journey covers the live reply).
    useLiveReply: () => undefined,
    // The chat port as the composition root provides it, its commands stubbed.
    useChatPort: () => chat,
    chat,
  };
});

vi.mock('#sync/index.ts', () => ({
  useSyncStatus: () => ({ leader: true, online: fake.state.online, flushing: false, storagePersisted: true }),
  useSyncEvents: (listener: (event: SyncEvent) => void) => {
    useEffect(() => {
      fake.syncListeners.add(listener);
      return () => {
        fake.syncListeners.delete(listener);
      };
    }, [listener]);
  },
  wakeSync: () => undefined,
}));

vi.mock('#features/credits/index.ts', () => ({
  useDisplayedCredits: () => ({
    loading: false,
    total: 20,
    tier: 'gratuit',
    kind: 'daily',
    status: null,
    nextRefillAt: null,
    ...fake.state.credits,
  }),
}));

vi.mock('#features/billing/index.ts', () => ({
  usePaywall: () => ({ open: fake.paywallOpen, close: () => undefined }),
}));

vi.mock('#features/auth/index.ts', () => ({
  useSessionUser: () => ({ id: 'user-1', email: 'lea@example.com', name: 'Léa', timezone: 'Europe/Paris' }),
  useAuthStatus: () => 'signedIn',
}));

const data = await import('#data/chat/index.ts');
/** The mocked module's chat port (see the mock above). */
const chat = (data as unknown as { chat: { [K in keyof ChatService]: Mock<ChatService[K]> } }).chat;

function installDataDefaults() {
  vi.mocked(chat.loadConversation).mockImplementation(() =>
    Promise.resolve({ hasHistory: fake.state.messages.length > 0 }),
  );
  vi.mocked(chat.addLocalBotMessage).mockImplementation((scope, text, kind) => {
    const message = makeMessage({
      id: `local-${fake.state.nextId++}`,
      sender: 'bot',
      text,
      localOnly: kind,
      characterId: scope.characterId,
      createdAt: new Date().toISOString(),
    });
    fake.setMessages([...fake.state.messages, message]);
    return Promise.resolve(message);
  });
  vi.mocked(chat.queueUserMessage).mockImplementation((scope, text, options) => {
    const message = makeMessage({
      id: `m-${fake.state.nextId++}`,
      text,
      status: 'queued',
      crisis: options.crisis,
      characterId: scope.characterId,
      createdAt: new Date().toISOString(),
    });
    fake.setMessages([...fake.state.messages, message]);
    return Promise.resolve(message);
  });
  vi.mocked(chat.clearConversation).mockImplementation(() => {
    fake.setMessages([]);
    return Promise.resolve();
  });
  vi.mocked(chat.toggleLike).mockResolvedValue(true);
  vi.mocked(chat.retryMessage).mockResolvedValue(undefined);
  vi.mocked(chat.discardMessage).mockResolvedValue(undefined);
}

function renderChat(characterId: CharacterId = 'emma') {
  const onBack = vi.fn();
  render(
    <ToastContext value={toasts}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <ChatScreen characterId={characterId} onBack={onBack} />
        </MemoryRouter>
      </I18nProvider>
    </ToastContext>,
  );
  return { onBack };
}

function emitSync(event: SyncEvent) {
  act(() => {
    for (const listener of fake.syncListeners) listener(event);
  });
}

async function openedChat(characterId: CharacterId = 'emma') {
  const view = renderChat(characterId);
  const field = await screen.findByRole('textbox', {
    name: `Votre message à ${characterId === 'emma' ? 'Emma' : 'Louis'}`,
  });
  // The field waits for the crisis check, loaded alongside the chat: the first test pays for it.
  await waitFor(() => expect(field).toBeEnabled(), { timeout: 5_000 });
  return { ...view, field };
}

// jsdom has no layout: give the list a phone-sized viewport and its rows a typical height.
const layoutProperties = ['clientHeight', 'clientWidth', 'offsetHeight'] as const;
const originalLayout = layoutProperties.map(
  (property) => [property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)] as const,
);
beforeAll(() => {
  const size = (element: HTMLElement, property: (typeof layoutProperties)[number]): number => {
    if (element.getAttribute('role') === 'region') return property === 'clientWidth' ? 390 : 640;
    return property === 'offsetHeight' && element.dataset['index'] !== undefined ? 80 : 0;
  };
  for (const property of layoutProperties) {
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this, property);
      },
    });
  }
});
afterAll(() => {
  for (const [property, descriptor] of originalLayout) {
    if (descriptor !== undefined) Object.defineProperty(HTMLElement.prototype, property, descriptor);
  }
});

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

let toasts: ToastStore;
const currentToast = () => toasts.current();

beforeEach(() => {
  toasts = createToastStore();
  vi.clearAllMocks();
  fake.state.messages = [];
  fake.state.liked = new Set();
  fake.state.online = true;
  fake.state.credits = { hasStats: true, remaining: 12, pending: 0, unlimited: false, subscribed: false };
  fake.state.nextId = 1;
  fake.settings = null;
  fake.paywallOpen.mockReset();
  installDataDefaults();
});

afterEach(() => {
  toasts.dismiss();
});

describe('chat screen: opening', () => {
  it('shows who it is (an AI), the balance, the disclosure and a first greeting', async () => {
    await openedChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Emma' })).toBeInTheDocument();
    expect(screen.getByTitle('Emma est une intelligence artificielle')).toHaveTextContent('IA');
    expect(screen.getByText('IA active 24h/24')).toBeInTheDocument();
    expect(screen.getByText('12 messages restants')).toBeInTheDocument();
    expect(screen.getByText('Vous échangez avec Emma, une intelligence artificielle.')).toBeInTheDocument();

    expect(chat.loadConversation).toHaveBeenCalledWith(
      { userId: 'user-1', characterId: 'emma' },
      { online: true },
    );
    await waitFor(() => expect(fake.state.messages).toHaveLength(1));
    const greeting = fake.state.messages[0];
    expect(greeting).toMatchObject({ sender: 'bot', localOnly: 'greeting' });
    expect(await screen.findByText(greeting?.text ?? '')).toBeInTheDocument();
  });

  it('welcomes back without stacking a second greeting on an unanswered one', async () => {
    fake.state.messages = [
      makeMessage({ id: 'old', text: 'Bonjour' }),
      makeMessage(
        { id: 'g', sender: 'bot', localOnly: 'greeting', text: 'Bon retour !' },
        { minutesAfterBase: 1 },
      ),
    ];
    await openedChat();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chat.addLocalBotMessage).not.toHaveBeenCalled();
  });

  it('says "unlimited messages" on an unlimited plan', async () => {
    fake.state.credits = { hasStats: true, remaining: -1, pending: 0, unlimited: true, subscribed: true };
    await openedChat();
    expect(screen.getByText('Messages illimités')).toBeInTheDocument();
  });

  it('shows the initialisation error with Retry and Back', async () => {
    const user = userEvent.setup();
    vi.mocked(chat.loadConversation).mockRejectedValueOnce(new data.ChatDataError('loadFailed'));
    const { onBack } = renderChat();
    expect(
      await screen.findByText("Erreur d'initialisation: Erreur lors du chargement de la conversation"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onBack).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('textbox', { name: 'Votre message à Emma' })).toBeInTheDocument();
    expect(chat.loadConversation).toHaveBeenCalledTimes(2);
  });

  it('opens a 5,000-message history with only a window of it in the page', async () => {
    fake.state.messages = makeHistory(5000);
    const started = performance.now();
    renderChat();
    const region = await screen.findByRole('region', { name: 'Messages' });
    const elapsed = performance.now() - started;
    const rendered = within(region).getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(60);
    expect(Number(rendered[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(5000);
    // Generous for a shared CI machine; the browser budget (300 ms) is checked end to end.
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('chat screen: sending', () => {
  it('shows the message at once, the typing indicator, then the reply (announced)', async () => {
    const user = userEvent.setup();
    const { field } = await openedChat();
    await user.type(field, 'Bonjour Emma{Enter}');

    expect(chat.queueUserMessage).toHaveBeenCalledWith(
      { userId: 'user-1', characterId: 'emma' },
      'Bonjour Emma',
      { crisis: false, locale: 'fr' },
    );
    expect(await screen.findByText('Bonjour Emma')).toBeInTheDocument();
    expect(screen.getByText(/^Emma (réfléchit|prend le temps|cherche|rassemble)/)).toBeInTheDocument();
    expect(screen.getByText('Veuillez patienter 3s')).toBeInTheDocument();

    const sent = fake.state.messages.find((message) => message.text === 'Bonjour Emma');
    expect(sent).toBeDefined();
    act(() => {
      fake.setMessages([
        ...fake.state.messages.map((message) =>
          message === sent ? { ...message, status: 'sent' as const } : message,
        ),
        makeMessage({
          id: 'reply-1',
          sender: 'bot',
          text: 'Bonjour ! Comment vous sentez-vous ?',
          replyTo: sent?.id ?? '',
          createdAt: new Date().toISOString(),
        }),
      ]);
    });
    expect(await screen.findAllByText(/Comment vous sentez-vous/)).not.toHaveLength(0);
    expect(screen.queryByText(/^Emma (réfléchit|prend le temps|cherche|rassemble)/)).not.toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('Emma : Bonjour ! Comment vous sentez-vous ?');
  });

  it('refuses locally with no credits left and opens the paywall', async () => {
    const user = userEvent.setup();
    fake.state.credits = { hasStats: true, remaining: 0, pending: 0, unlimited: false, subscribed: false };
    const { field } = await openedChat();
    await user.type(field, 'Encore un message{Enter}');
    expect(fake.paywallOpen).toHaveBeenCalledWith('no_credits');
    expect(chat.queueUserMessage).not.toHaveBeenCalled();
    expect(field).toHaveValue('Encore un message');
  });

  it('opens the help sheet at once for a crisis message, and still sends it', async () => {
    const user = userEvent.setup();
    const { field } = await openedChat();
    await user.type(field, "J'ai envie d'en finir avec la vie{Enter}");
    const dialog = await screen.findByRole('dialog', { name: "Besoin d'aide maintenant" });
    expect(within(dialog).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:3114');
    expect(chat.queueUserMessage).toHaveBeenCalledWith(
      expect.anything(),
      "J'ai envie d'en finir avec la vie",
      {
        crisis: true,
        locale: 'fr',
      },
    );
  });

  it('makes the crisis lines of a crisis reply tappable', async () => {
    fake.state.messages = [
      makeMessage({ id: 'c', text: 'Je veux mourir', crisis: true }),
      makeMessage(
        { id: 'r', sender: 'bot', replyTo: 'c', text: '• 3114 : prévention du suicide.\n• 114 par SMS' },
        { minutesAfterBase: 1 },
      ),
    ];
    await openedChat();
    expect(screen.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    expect(screen.getByRole('link', { name: '114' })).toHaveAttribute('href', 'sms:114');
  });

  it('puts the help sheet one tap under the check-in question, without opening it', async () => {
    const user = userEvent.setup();
    fake.state.messages = [
      makeMessage({ id: 'q', text: 'Je suis tanné de vivre.', crisis: true }),
      makeMessage(
        { id: 'r', sender: 'bot', replyTo: 'q', text: checkInQuestion('fr', 'emma') },
        { minutesAfterBase: 1 },
      ),
    ];
    await openedChat();
    expect(screen.queryByRole('dialog', { name: "Besoin d'aide maintenant" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    await user.click(screen.getByRole('button', { name: 'Voir qui appeler maintenant' }));
    expect(screen.getByRole('dialog', { name: "Besoin d'aide maintenant" })).toBeInTheDocument();
  });

  it('sends an uncertain message with no credits left (the check-in is free), without the paywall or the sheet', async () => {
    const user = userEvent.setup();
    fake.state.credits = { hasStats: true, remaining: 0, pending: 0, unlimited: false, subscribed: false };
    const { field } = await openedChat();
    await user.type(field, 'Je suis tanné de vivre.{Enter}');
    await waitFor(() =>
      expect(chat.queueUserMessage).toHaveBeenCalledWith(expect.anything(), 'Je suis tanné de vivre.', {
        crisis: false,
        checkIn: true,
        locale: 'fr',
      }),
    );
    expect(fake.paywallOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: "Besoin d'aide maintenant" })).not.toBeInTheDocument();
  });

  it('sends "oui" to the check-in question with no credits left: the server answers it for free', async () => {
    const user = userEvent.setup();
    fake.state.credits = { hasStats: true, remaining: 0, pending: 0, unlimited: false, subscribed: false };
    fake.state.messages = [
      makeMessage({ id: 'q', text: 'Je suis tanné de vivre.', crisis: true }),
      makeMessage(
        { id: 'r', sender: 'bot', replyTo: 'q', text: checkInQuestion('fr', 'emma') },
        { minutesAfterBase: 1 },
      ),
    ];
    const { field } = await openedChat();
    await user.type(field, 'oui{Enter}');
    await waitFor(() =>
      expect(chat.queueUserMessage).toHaveBeenCalledWith(expect.anything(), 'oui', {
        crisis: false,
        checkIn: true,
        locale: 'fr',
      }),
    );
    expect(fake.paywallOpen).not.toHaveBeenCalled();
  });

  it('opens the help sheet from the header, even offline', async () => {
    const user = userEvent.setup();
    fake.state.online = false;
    await openedChat();
    expect(
      screen.getByText('Vous êtes hors ligne. Vos messages partiront dès le retour de la connexion.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Besoin d'aide maintenant" }));
    expect(screen.getByRole('dialog', { name: "Besoin d'aide maintenant" })).toBeInTheDocument();
  });

  it('marks a message queued offline as waiting to be sent, without a typing indicator', async () => {
    const user = userEvent.setup();
    fake.state.online = false;
    const { field } = await openedChat();
    expect(chat.loadConversation).toHaveBeenCalledWith(expect.anything(), { online: false });
    await user.type(field, 'Hors ligne{Enter}');
    expect(await screen.findByText("En attente d'envoi")).toBeInTheDocument();
    expect(screen.queryByText(/^Emma réfléchit/)).not.toBeInTheDocument();
  });
});

describe('chat screen: what the sync engine reports', () => {
  const error: ChatError = {
    kind: 'server',
    code: 'serverError',
    params: { status: 503 },
    status: 503,
    afterRetries: true,
  };

  it('answers a final failure with an apology bubble and an error toast', async () => {
    fake.state.messages = [makeMessage({ id: 'm', status: 'sending', text: 'Allô ?' })];
    await openedChat();
    emitSync({ type: 'message.failed', userId: 'user-1', messageId: 'm', error, final: true });
    expect(chat.addLocalBotMessage).toHaveBeenCalledWith(
      { userId: 'user-1', characterId: 'emma' },
      'Désolé, je rencontre un problème technique : Erreur serveur (503) (après 3 tentatives). Pouvez-vous reformuler votre message ?',
      'error',
    );
    expect(currentToast()).toMatchObject({ tone: 'error', title: 'Erreur de réponse' });
  });

  it('stays quiet while the engine still retries, and for other conversations', async () => {
    fake.state.messages = [makeMessage({ id: 'm', status: 'sending' })];
    await openedChat();
    vi.mocked(chat.addLocalBotMessage).mockClear();
    emitSync({ type: 'message.failed', userId: 'user-1', messageId: 'm', error, final: false });
    emitSync({ type: 'message.failed', userId: 'user-1', messageId: 'elsewhere', error, final: true });
    expect(chat.addLocalBotMessage).not.toHaveBeenCalled();
  });

  it('opens the help sheet when the server answers with the crisis answer the device did not expect ("oui" to the check-in)', async () => {
    // The message already shows the server's crisis flag (the answer is shown at once).
    fake.state.messages = [makeMessage({ id: 'm', status: 'sent', text: 'oui', crisis: true })];
    await openedChat();
    const sent = { type: 'message.sent', userId: 'user-1', messageId: 'm', replyId: 'r' } as const;
    emitSync({ ...sent, crisis: true, flaggedOnDevice: true, remaining: 20, unlimited: false });
    expect(screen.queryByRole('dialog', { name: "Besoin d'aide maintenant" })).not.toBeInTheDocument();
    emitSync({ ...sent, crisis: true, flaggedOnDevice: false, remaining: 20, unlimited: false });
    expect(await screen.findByRole('dialog', { name: "Besoin d'aide maintenant" })).toBeInTheDocument();
  });

  it('opens the paywall when the server blocks a message for credits', async () => {
    fake.state.messages = [makeMessage({ id: 'm', status: 'blocked' })];
    await openedChat();
    emitSync({ type: 'message.blocked', userId: 'user-1', messageId: 'm', reason: 'no_credits' });
    expect(fake.paywallOpen).toHaveBeenCalledWith('no_credits');
    expect(screen.getByText('Crédits épuisés')).toBeInTheDocument();
  });

  it('offers Retry and Delete on a failed message', async () => {
    const user = userEvent.setup();
    fake.state.messages = [
      makeMessage({ id: 'm', status: 'failed', error: { ...error, retryable: true, afterRetries: false } }),
    ];
    await openedChat();
    expect(screen.getByText("Échec de l'envoi : Erreur serveur (503)")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(chat.retryMessage).toHaveBeenCalledWith('user-1', 'm');
    await user.click(screen.getByRole('button', { name: 'Supprimer ce message non envoyé' }));
    expect(chat.discardMessage).toHaveBeenCalledWith('user-1', 'm');
  });
});

describe('chat screen: likes, menu and clearing', () => {
  it('likes a reply, and says so when it fails', async () => {
    const user = userEvent.setup();
    fake.state.messages = [makeMessage({ id: 'r', sender: 'bot', text: 'Une réponse' })];
    await openedChat();
    const like = screen.getByRole('button', { name: "J'aime ce message" });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(chat.toggleLike).toHaveBeenCalledWith('user-1', 'r');

    act(() => fake.setLiked(new Set(['r'])));
    expect(screen.getByRole('button', { name: "J'aime ce message" })).toHaveAttribute('aria-pressed', 'true');

    vi.mocked(chat.toggleLike).mockRejectedValueOnce(new data.ChatDataError('likeFailed'));
    await user.click(screen.getByRole('button', { name: "J'aime ce message" }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        tone: 'error',
        title: 'Erreur',
        description: 'Impossible de modifier le like. Veuillez réessayer.',
      }),
    );
  });

  it('runs the menu from the keyboard and exports the conversation as text and JSON', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_: Blob) => 'blob:chat');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fake.state.messages = [makeMessage({ id: 'a', text: 'Bonjour' })];
    await openedChat();

    const menuButton = screen.getByRole('button', { name: "Plus d'options" });
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobText(createObjectURL.mock.calls[0]![0]);
    expect(text).toContain('Conversation avec Emma');
    expect(text).toContain('Vous');
    expect(text).toContain('Bonjour');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const json = JSON.parse(await blobText(createObjectURL.mock.calls[1]![0])) as { characterId: string };
    expect(json.characterId).toBe('emma');
    expect(currentToast()?.title).toBe('Conversation exportée');

    await user.keyboard('{ArrowUp}');
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: "Effacer l'historique" }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('clears the history after confirmation, then greets again', async () => {
    const user = userEvent.setup();
    fake.state.messages = [makeMessage({ id: 'a', text: 'Bonjour' })];
    await openedChat();
    await waitFor(() => expect(chat.addLocalBotMessage).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: "Plus d'options" }));
    await user.click(screen.getByRole('menuitem', { name: "Effacer l'historique" }));
    const dialog = screen.getByRole('alertdialog', { name: "Effacer l'historique ?" });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: "Effacer l'historique" }));

    expect(chat.clearConversation).toHaveBeenCalledWith({ userId: 'user-1', characterId: 'emma' });
    await waitFor(() => expect(chat.addLocalBotMessage).toHaveBeenCalledTimes(2));
    expect(currentToast()?.title).toBe('Historique effacé');
  });

  it('keeps the history and explains when clearing fails offline', async () => {
    const user = userEvent.setup();
    fake.state.online = false;
    vi.mocked(chat.clearConversation).mockRejectedValueOnce(new data.ChatDataError('clearFailed'));
    await openedChat();
    await user.click(screen.getByRole('button', { name: "Plus d'options" }));
    await user.click(screen.getByRole('menuitem', { name: "Effacer l'historique" }));
    await user.click(screen.getByRole('button', { name: "Effacer l'historique" }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        tone: 'error',
        title: "Impossible d'effacer l'historique",
        description: "Vous êtes hors ligne : reconnectez-vous pour effacer l'historique.",
      }),
    );
  });

  it('goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { onBack } = await openedChat();
    await user.click(screen.getByRole('button', { name: 'Retour au tableau de bord' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('chat screen: the chat settings act at once', () => {
  const withChat = (patch: Partial<UnifiedSettings['chat']>) => {
    fake.settings = updateSection(defaultSettings(), 'chat', patch);
  };
  const reply = (id: string, text: string) =>
    act(() => {
      fake.setMessages([
        ...fake.state.messages.map((message) => ({ ...message, status: 'sent' as const })),
        makeMessage({ id, sender: 'bot', text, createdAt: new Date().toISOString() }),
      ]);
    });

  it('by default: times, the sent tick, the typing indicator, Enter sends, and the sounds', async () => {
    const user = userEvent.setup();
    const { field } = await openedChat();
    await user.type(field, 'Bonjour{Enter}');
    expect(screen.getByText(/^Emma (réfléchit|prend le temps|cherche|rassemble)/)).toBeInTheDocument();
    expect(fake.sounds.sent).toHaveBeenCalledOnce();
    reply('reply-a', 'Bonjour à vous.');
    await screen.findAllByText('Bonjour à vous.');
    expect(fake.sounds.reply).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('time').length).toBeGreaterThan(0);
    expect(screen.getByText('Envoyé')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveAttribute('data-bubbles', 'modern');
  });

  it('hides times, the sent tick and the typing indicator, and keeps quiet, when turned off', async () => {
    const user = userEvent.setup();
    withChat({ showTimestamps: false, readReceipts: false, typingIndicators: false, messageSound: false });
    fake.settings = updateSection(fake.settings!, 'appearance', { soundEffects: false });
    const { field } = await openedChat();
    await user.type(field, 'Bonjour{Enter}');
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(screen.queryByText(/^Emma (réfléchit|prend le temps|cherche|rassemble)/)).not.toBeInTheDocument();
    reply('reply-b', 'Bonjour à vous.');
    await screen.findAllByText('Bonjour à vous.');
    expect(document.querySelectorAll('time')).toHaveLength(0);
    expect(screen.queryByText('Envoyé')).not.toBeInTheDocument();
    expect(fake.sounds.reply).not.toHaveBeenCalled();
    expect(fake.sounds.sent).not.toHaveBeenCalled();
  });

  it('with Enter-to-send off, Enter starts a new line and Ctrl+Enter sends', async () => {
    const user = userEvent.setup();
    withChat({ enterToSend: false, bubbleStyle: 'minimal', messageSpacing: 'relaxed' });
    const { field } = await openedChat();
    expect(screen.getByText('Ctrl + Entrée pour envoyer, Entrée pour aller à la ligne')).toBeInTheDocument();
    await user.type(field, 'Première ligne{Enter}seconde');
    expect(field).toHaveValue('Première ligne\nseconde');
    expect(chat.queueUserMessage).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(chat.queueUserMessage).toHaveBeenCalledWith(
      { userId: 'user-1', characterId: 'emma' },
      'Première ligne\nseconde',
      expect.anything(),
    );
    const list = screen.getByRole('region', { name: 'Messages' });
    expect(list).toHaveAttribute('data-bubbles', 'minimal');
    expect(list).toHaveAttribute('data-spacing', 'relaxed');
  });
});
