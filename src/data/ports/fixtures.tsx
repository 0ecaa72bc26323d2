/**
 * Test fixtures: data ports over a test database (chat and credits with no backend and no sync
 * engine unless given) and a wrapper providing them, as the composition root does in the app.
 * Imported by tests only.
 */
import type { ReactNode } from 'react';

import { loadedLazy } from '#core/lazy.ts';

import { createChatService } from '#data/chat/chatService.ts';
import { createFreshMessages } from '#data/chat/freshMessages.ts';
import { createCreditsService } from '#data/credits/creditsService.ts';
import type { AppDatabase } from '#data/db/db.ts';
import { DataPortsContext, type DataPorts } from '#data/ports/index.ts';
import { createSharedLiveQueries } from '#data/sharedLiveQuery.ts';

const noBackend = () => Promise.reject(new Error('no backend in unit tests'));

export function testDataPorts(db: AppDatabase, given: Partial<Omit<DataPorts, 'db'>> = {}): DataPorts {
  const fresh = given.fresh ?? createFreshMessages();
  return {
    db,
    fresh,
    chat:
      given.chat ??
      createChatService({
        db,
        client: noBackend,
        isOnline: () => true,
        enqueue: () => false,
        emit: () => undefined,
        fresh,
      }),
    credits: given.credits ?? createCreditsService({ db, client: noBackend, enqueue: () => false }),
    liveQueries: given.liveQueries ?? createSharedLiveQueries(),
  };
}

/** A `wrapper` for render/renderHook that provides `ports`. */
export function dataPortsWrapper(ports: DataPorts) {
  const value = loadedLazy(ports);
  return function DataPortsWrapper({ children }: { children: ReactNode }) {
    return <DataPortsContext value={value}>{children}</DataPortsContext>;
  };
}
