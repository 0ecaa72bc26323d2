/**
 * The signed-in half of the composition root, loaded with the signed-in code (services.ts asks
 * for it on first use): the sync service, and the chat and credits ports it feeds, all on the
 * app's database. The data ports get the sync service's `enqueue`, so data never imports sync.
 */
import { createChatService, createFreshMessages } from '#data/chat/index.ts';
import { createCreditsService } from '#data/credits/index.ts';
import { requestBackgroundSync } from '#data/platform/backgroundSync.ts';
import { isOnline } from '#data/platform/online.ts';
import type { DataPorts } from '#data/ports/index.ts';
import { createSharedLiveQueries } from '#data/sharedLiveQuery.ts';
import { createSyncService, type SyncService } from '#sync/index.ts';

import type { SignedInRoot } from './services.ts';

export type SignedInServices = { data: DataPorts; sync: SyncService };

export function createSignedInServices(root: SignedInRoot): SignedInServices {
  const { db, client, events } = root;
  const fresh = createFreshMessages();
  // The sync service refreshes credits, and returning credits wake the sync service.
  const credits = createCreditsService({ db, client, enqueue: (work) => sync.enqueue(work) });
  const sync = createSyncService({
    db,
    client,
    channel: root.channel,
    events,
    status: root.status,
    refreshCredits: (userId) => credits.refresh(userId),
    fresh,
  });
  const chat = createChatService({
    db,
    client,
    isOnline,
    enqueue: sync.enqueue,
    requestBackgroundSync,
    emit: (event) => events.emit(event),
    fresh,
  });
  return { data: { db, chat, fresh, credits, liveQueries: createSharedLiveQueries() }, sync };
}
