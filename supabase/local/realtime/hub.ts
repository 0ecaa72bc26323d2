/**
 * Who is joined to which topic, across all sockets: broadcast fan-out and presence. Public and
 * private channels of the same name are different topics, as in Realtime.
 */
import type { UserBroadcast } from './protocol.ts';
import { PresenceTopic, type PresenceDiff, type PresenceState } from './presence.ts';

/** A broadcast as received: a JSON push (kept whole) or a binary user broadcast (kept as bytes). */
export type BroadcastMessage =
  { kind: 'json'; payload: unknown } | { kind: 'user'; broadcast: UserBroadcast };

export type Member = {
  readonly topicKey: string;
  readonly presenceEnabled: boolean;
  sendBroadcast(message: BroadcastMessage): void;
  sendPresenceDiff(diff: PresenceDiff): void;
};

type Topic = { members: Set<Member>; presence: PresenceTopic };

export class Hub<M extends Member = Member> {
  private readonly topics = new Map<string, Topic>();
  private readonly all = new Set<M>();

  members(): Iterable<M> {
    return this.all;
  }

  add(member: M): void {
    let topic = this.topics.get(member.topicKey);
    if (!topic) {
      topic = { members: new Set(), presence: new PresenceTopic() };
      this.topics.set(member.topicKey, topic);
    }
    topic.members.add(member);
    this.all.add(member);
  }

  /** Leaves the topic, untracking the member's presence. */
  remove(member: M): void {
    if (!this.all.delete(member)) return;
    this.untrack(member);
    const topic = this.topics.get(member.topicKey);
    topic?.members.delete(member);
    if (topic && topic.members.size === 0 && topic.presence.size === 0) this.topics.delete(member.topicKey);
  }

  broadcast(from: M, message: BroadcastMessage, includeSelf: boolean): void {
    for (const member of this.topics.get(from.topicKey)?.members ?? []) {
      if (member !== from || includeSelf) member.sendBroadcast(message);
    }
  }

  /** A message from outside the topic (the HTTP broadcast API) to every member of `topicKey`. */
  publish(topicKey: string, message: BroadcastMessage): void {
    for (const member of this.topics.get(topicKey)?.members ?? []) member.sendBroadcast(message);
  }

  presenceState(member: M): PresenceState {
    return this.topics.get(member.topicKey)?.presence.state() ?? {};
  }

  track(member: M, key: string, payload: Record<string, unknown>): void {
    const topic = this.topics.get(member.topicKey);
    if (topic) this.fanOut(topic, topic.presence.track(member, key, payload));
  }

  untrack(member: M): void {
    const topic = this.topics.get(member.topicKey);
    if (topic) this.fanOut(topic, topic.presence.untrack(member));
  }

  private fanOut(topic: Topic, diff: PresenceDiff | null): void {
    if (!diff) return;
    for (const member of topic.members) if (member.presenceEnabled) member.sendPresenceDiff(diff);
  }
}
