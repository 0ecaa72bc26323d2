/**
 * Presence as Phoenix.Presence shapes it: state `{key: {metas: [{phx_ref, ...meta}]}}` and
 * diffs `{joins, leaves}` in the same shape. Each channel tracks at most one meta (under its
 * presence key); tracking again replaces it (a leave of the old meta plus a join of the new one
 * with `phx_ref_prev`, as Presence.update does).
 */
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string };
export type PresenceState = Record<string, { metas: Meta[] }>;
export type PresenceDiff = { joins: PresenceState; leaves: PresenceState };

type Entry = { key: string; meta: Meta; payloadJson: string };

const newRef = () => randomBytes(9).toString('base64url');

export class PresenceTopic {
  private readonly entries = new Map<object, Entry>();

  get size(): number {
    return this.entries.size;
  }

  state(): PresenceState {
    const state: PresenceState = {};
    for (const { key, meta } of this.entries.values()) (state[key] ??= { metas: [] }).metas.push(meta);
    return state;
  }

  /** Returns the diff to broadcast, or null when nothing changed. */
  track(owner: object, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const previous = this.entries.get(owner);
    const payloadJson = JSON.stringify(payload);
    // Realtime ignores a track whose payload has not changed.
    if (previous && previous.key === key && previous.payloadJson === payloadJson) return null;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta['phx_ref_prev'] = previous.meta.phx_ref;
    this.entries.set(owner, { key, meta, payloadJson });
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    };
  }

  untrack(owner: object): PresenceDiff | null {
    const previous = this.entries.get(owner);
    if (!previous) return null;
    this.entries.delete(owner);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }
}
