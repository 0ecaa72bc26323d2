/**
 * One joined channel of one socket (Realtime's RealtimeChannel process): its token and
 * claims, postgres_changes bindings, broadcast and presence settings, and what it pushes.
 */
import { randomUUID } from 'node:crypto';

import type { JwtClaims } from '../jwt.ts';
import { checkToken } from './auth.ts';
import type { ChangeData, ChangeSubscriber, PgBinding } from './changes.ts';
import type { BroadcastMessage, Hub, Member } from './hub.ts';
import type { PresenceDiff } from './presence.ts';
import { encodeUserBroadcast, type Inbound, type Outbound, type Vsn } from './protocol.ts';

/** What a channel needs from its socket. */
export type ChannelSocket = {
  readonly vsn: Vsn;
  readonly jwtSecret: string;
  send(message: Outbound): void;
  sendBinary(data: Buffer): void;
  /** Forgets the channel (after a shutdown the server decided on). */
  detach(channel: Channel): void;
};

/** Longest wait before re-checking a token's expiry (setTimeout's limit is ~24.8 days). */
const maxExpiryCheckMs = 60 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ChannelOptions = {
  topic: string;
  joinRef: string | null;
  token: string;
  claims: JwtClaims;
  role: string;
  exp: number;
  config: Record<string, unknown>;
  pgBindings: PgBinding[];
};

export class Channel implements ChangeSubscriber, Member {
  readonly topic: string;
  readonly subTopic: string;
  readonly joinRef: string | null;
  readonly topicKey: string;
  readonly pgBindings: readonly PgBinding[];
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  role: string;
  claimsJson: string;
  private token: string;
  private expiryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly socket: ChannelSocket,
    private readonly hub: Hub<Channel>,
    options: ChannelOptions,
  ) {
    this.topic = options.topic;
    this.subTopic = options.topic.slice('realtime:'.length);
    this.joinRef = options.joinRef;
    const config = options.config;
    const broadcast = isObject(config['broadcast']) ? config['broadcast'] : {};
    const presence = isObject(config['presence']) ? config['presence'] : {};
    const isPrivate = config['private'] === true;
    this.topicKey = `${isPrivate ? 'private' : 'public'}:${this.subTopic}`;
    this.selfBroadcast = broadcast['self'] === true;
    this.ackBroadcast = broadcast['ack'] === true;
    // Realtime enables presence when the client has presence listeners (or asks for it).
    this.presenceEnabled = presence['enabled'] !== false;
    this.presenceKey =
      typeof presence['key'] === 'string' && presence['key'] !== '' ? presence['key'] : randomUUID();
    this.pgBindings = options.pgBindings;
    this.token = options.token;
    this.role = options.role;
    this.claimsJson = JSON.stringify(options.claims);
    this.scheduleExpiry(options.exp);
  }

  /** Called once the join reply is out: joins the topic and sends the initial state. */
  start(systemMessage: { status: 'ok' | 'error'; message: string } | null): void {
    this.hub.add(this);
    if (systemMessage) this.pushSystem('postgres_changes', systemMessage.status, systemMessage.message);
    if (this.presenceEnabled) this.push('presence_state', this.hub.presenceState(this));
  }

  /** Messages for this topic other than join, leave and heartbeats. */
  handle(frame: Inbound): void {
    switch (frame.event) {
      case 'broadcast':
        this.onBroadcast(frame);
        break;
      case 'presence':
        this.onPresence(frame);
        break;
      case 'access_token':
        this.onAccessToken(frame.payload);
        break;
      default:
        break; // Realtime ignores (and logs) anything else
    }
  }

  /** Leaves the topic (phx_leave, socket closed, duplicate join). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiryTimer);
    this.hub.remove(this);
  }

  // — pushes —

  reply(ref: string | null, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.socket.send({
      joinRef: this.joinRef,
      ref,
      topic: this.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private push(event: string, payload: unknown): void {
    if (!this.closed)
      this.socket.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  /** Pushes from the topic's fan-out have no join_ref (Realtime's fastlane). */
  private fastlane(event: string, payload: unknown): void {
    if (!this.closed) this.socket.send({ joinRef: null, ref: null, topic: this.topic, event, payload });
  }

  private pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  deliverChange(payload: { ids: number[]; data: ChangeData }): void {
    this.fastlane('postgres_changes', payload);
  }

  sendPresenceDiff(diff: PresenceDiff): void {
    this.fastlane('presence_diff', diff);
  }

  sendBroadcast(message: BroadcastMessage): void {
    if (this.closed) return;
    if (message.kind === 'json') {
      this.fastlane('broadcast', message.payload);
      return;
    }
    const { broadcast } = message;
    if (this.socket.vsn === '2.0.0') {
      const frame = encodeUserBroadcast(this.topic, broadcast);
      if (frame) this.socket.sendBinary(frame);
      return;
    }
    // V1 sockets cannot carry binary payloads: Realtime drops those for them.
    if (broadcast.encoding !== 'json') return;
    let payload: unknown;
    try {
      payload = JSON.parse(broadcast.data.toString('utf8'));
    } catch {
      return;
    }
    this.fastlane('broadcast', { type: 'broadcast', event: broadcast.event, payload });
  }

  // — incoming —

  private onBroadcast(frame: Inbound): void {
    if (frame.userBroadcast) {
      this.hub.broadcast(this, { kind: 'user', broadcast: frame.userBroadcast }, this.selfBroadcast);
    } else if (isObject(frame.payload)) {
      this.hub.broadcast(this, { kind: 'json', payload: frame.payload }, this.selfBroadcast);
    } else return;
    if (this.ackBroadcast) this.reply(frame.ref, 'ok', {});
  }

  private onPresence(frame: Inbound): void {
    const payload = isObject(frame.payload) ? frame.payload : {};
    const event = typeof payload['event'] === 'string' ? payload['event'].toLowerCase() : '';
    if (event === 'track') {
      const meta = payload['payload'] ?? {};
      if (!isObject(meta)) {
        this.reply(frame.ref, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      const enabling = !this.presenceEnabled;
      this.presenceEnabled = true;
      this.hub.track(this, this.presenceKey, meta);
      this.reply(frame.ref, 'ok', {});
      // Presence was off at join, so this client never got the state: send it now.
      if (enabling) this.push('presence_state', this.hub.presenceState(this));
    } else if (event === 'untrack') {
      this.hub.untrack(this);
      this.reply(frame.ref, 'ok', {});
    } else {
      this.reply(frame.ref, 'error', {});
    }
  }

  /** A refreshed token: no reply; a bad one shuts the channel down (realtime_channel.ex). */
  private onAccessToken(payload: unknown): void {
    const token = isObject(payload) ? payload['access_token'] : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return;
    const check = checkToken(token, this.socket.jwtSecret);
    if (!check.ok) {
      this.shutdown(check.message);
      return;
    }
    this.token = token;
    this.role = check.role;
    this.claimsJson = JSON.stringify(check.claims);
    this.scheduleExpiry(check.exp);
  }

  private scheduleExpiry(exp: number): void {
    clearTimeout(this.expiryTimer);
    const delay = Math.min(maxExpiryCheckMs, exp * 1000 - Date.now());
    this.expiryTimer = setTimeout(
      () => {
        const check = checkToken(this.token, this.socket.jwtSecret);
        if (check.ok) this.scheduleExpiry(check.exp);
        else this.shutdown(check.message);
      },
      Math.max(0, delay),
    );
    this.expiryTimer.unref();
  }

  /** Realtime's shutdown_response: a system error, then the channel closes. */
  private shutdown(message: string): void {
    if (this.closed) return;
    this.pushSystem('system', 'error', message);
    this.socket.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_close',
      payload: {},
    });
    this.close();
    this.socket.detach(this);
  }
}
