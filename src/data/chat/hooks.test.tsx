import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppDatabase } from '#data/db/db.ts';
import { dataPortsWrapper, testDataPorts } from '#data/ports/fixtures.tsx';

import { closeTestDatabases, emma, louis, openTestDatabase } from './fixtures.ts';
import {
  useChatMessages,
  useLastSessionAt,
  useLikedMessageIds,
  useOutboxSummary,
  type ChatHistory,
} from './hooks.ts';
import { setLocalLike } from './messageRepository.ts';
import { writeQueuedMessage } from './outboxRepository.ts';
import type { ChatScope } from './scope.ts';

let db: AppDatabase;
let wrapper: ReturnType<typeof dataPortsWrapper>;
beforeEach(() => {
  db = openTestDatabase();
  wrapper = dataPortsWrapper(testDataPorts(db));
});
afterEach(closeTestDatabases);

const queue = (scope: ChatScope, id: string, text: string) =>
  writeQueuedMessage(db, scope, text, { crisis: false, locale: 'fr' }, { id, nowMs: Date.now() });

describe('chat hooks', () => {
  it('follow the database live, and never show one conversation while another loads', async () => {
    await queue(emma, 'e1', 'pour Emma');
    await queue(louis, 'l1', 'pour Louis');
    const initialProps: { scope: ChatScope | null } = { scope: null };
    // Every history rendered for Louis, from the first render after the switch.
    const forLouis: (ChatHistory | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ scope }) => {
        const history = useChatMessages(scope);
        if (scope === louis) forLouis.push(history);
        return history;
      },
      { initialProps, wrapper },
    );
    expect(result.current).toEqual({ messages: [], complete: true });
    // In an awaited act(): React finishes a render that read a promise with use() (the data
    // ports) only then; a synchronous act() leaves the rest of that work undone.
    const switchTo = (scope: ChatScope) =>
      act(() => {
        rerender({ scope });
        return Promise.resolve();
      });
    await switchTo(emma);
    await waitFor(() => expect(result.current?.messages.map((m) => m.text)).toEqual(['pour Emma']));

    await act(() => queue(emma, 'e2', 'encore'));
    await waitFor(() => expect(result.current?.messages.map((m) => m.id)).toEqual(['e1', 'e2']));

    await switchTo(louis);
    await waitFor(() => expect(result.current?.messages.map((m) => m.id)).toEqual(['l1']));
    expect(forLouis.length).toBeGreaterThan(0);
    for (const history of forLouis)
      expect(history === undefined || history.messages.every((m) => m.characterId === 'louis')).toBe(true);
  });

  it('show a long history newest part first, and never a part that is not its end', async () => {
    const ids = Array.from({ length: 150 }, (_, index) => `m${String(index).padStart(3, '0')}`);
    for (const id of ids) await queue(emma, id, id);
    const seen: (ChatHistory | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const history = useChatMessages(emma);
        seen.push(history);
        return history;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current?.complete).toBe(true));
    expect(result.current?.messages.map((m) => m.id)).toEqual(ids);
    for (const history of seen) {
      if (history === undefined || history.complete) continue;
      expect(history.messages.map((m) => m.id)).toEqual(ids.slice(-history.messages.length));
    }
  });

  it('summarise the outbox, the likes and the last session per user', async () => {
    await queue(emma, 'e1', 'un');
    await setLocalLike(db, 'user-1', 'r1', true, true, '2026-03-01T10:00:00.000Z');
    const { result } = renderHook(
      () => ({
        summary: useOutboxSummary('user-1'),
        liked: useLikedMessageIds('user-1'),
        last: useLastSessionAt('user-1'),
        nobody: useOutboxSummary(null),
      }),
      { wrapper },
    );
    expect(result.current.nobody).toEqual({ waiting: 0, blocked: 0, failed: 0 });
    await waitFor(() => expect(result.current.summary).toEqual({ waiting: 1, blocked: 0, failed: 0 }));
    await waitFor(() => expect(result.current.liked).toEqual(new Set(['r1'])));
    await waitFor(() => expect(result.current.last).toBeNull());
  });
});
