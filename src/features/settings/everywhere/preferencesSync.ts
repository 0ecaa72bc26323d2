/**
 * The server-kept preferences (theme, notifications, privacy: the `settings` row, decision 4)
 * follow the person from device to device. Each device remembers the last state it agreed on with
 * the server (the row's updated_at and its values: the "mark"):
 * - at sign-in, when it comes back online or into view, it reads the row: if the row changed since
 *   the mark (another device wrote it), its values are taken here; a device that never synced
 *   takes them too, unless the row was never written (a new account keeps what the person chose
 *   before signing up);
 * - otherwise, and whenever a value changes here, the device writes its values if they differ
 *   from the mark.
 * The latest change wins: a change made on another device replaces one made here while offline.
 */
import {
  defaultSettings,
  sameServerPreferences,
  serverPreferencesOf,
  untouchedServerPreferences,
  withServerPreferences,
  type UnifiedSettings,
} from '#core/settings.ts';
import type { PreferencesCalls, PreferencesMark } from '#data/settings/index.ts';

export type PreferencesSyncDeps = {
  calls: Pick<PreferencesCalls, 'load' | 'save'>;
  readMark(): Promise<PreferencesMark | null>;
  writeMark(mark: PreferencesMark): Promise<void>;
  /** The device's current values (its appearance over its unified settings). */
  local(): Promise<UnifiedSettings>;
  /** Takes the server's values on this device (appearance at once, the rest in its settings). */
  adopt(settings: UnifiedSettings): Promise<void>;
};

export type SyncOutcome = 'adopted' | 'pushed' | 'same';

export async function pullPreferences(userId: string, deps: PreferencesSyncDeps): Promise<SyncOutcome> {
  const [stored, mark, local] = await Promise.all([deps.calls.load(userId), deps.readMark(), deps.local()]);
  if (stored !== null) {
    const theirs = serverPreferencesOf(withServerPreferences(defaultSettings(), stored.row));
    const changedThere =
      mark === null
        ? !sameServerPreferences(theirs, untouchedServerPreferences)
        : stored.updatedAt !== mark.updatedAt;
    if (changedThere) {
      if (!sameServerPreferences(theirs, serverPreferencesOf(local)))
        await deps.adopt(withServerPreferences(local, stored.row));
      await deps.writeMark({ updatedAt: stored.updatedAt, preferences: theirs });
      return 'adopted';
    }
  }
  return pushPreferences(userId, deps, local);
}

/** Writes this device's values when they differ from what it last agreed on with the server. */
export async function pushPreferences(
  userId: string,
  deps: PreferencesSyncDeps,
  current?: UnifiedSettings,
): Promise<SyncOutcome> {
  const [mark, local] = await Promise.all([deps.readMark(), current ?? deps.local()]);
  const mine = serverPreferencesOf(local);
  if (mark !== null && sameServerPreferences(mark.preferences, mine)) return 'same';
  const updatedAt = await deps.calls.save(userId, mine);
  await deps.writeMark({ updatedAt, preferences: mine });
  return 'pushed';
}
