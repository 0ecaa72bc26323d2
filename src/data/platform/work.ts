/**
 * The one entry for sync work, as the data layer sees it. The composition root (src/app/services.ts)
 * hands the data ports the sync service's `enqueue`, so data never imports the engine: a write
 * says "there is work", and the engine (this tab's when it leads, else the leader's) does it.
 */
import type { ChatSendOptions, MessageRecord } from '#data/db/records.ts';

/** A message this tab has just written (`stored`: that write), for the leader's fast path. */
export type SendWork = { message: MessageRecord; options: ChatSendOptions; stored: Promise<unknown> };

/**
 * Without work: flush soon. With a message just written: send it right away when this tab leads
 * and nothing waits before it. True when this tab's engine has taken the message now; false when
 * the ordinary flush takes it (the caller then wakes it, and asks for background sync).
 */
export type Enqueue = (work?: SendWork) => boolean;
