/**
 * One joined channel of one socket (Realtime's RealtimeChannel process): its token and
 * claims, postgres_changes bindings, broadcast and presence settings, and what it pushes.
 */
import { randomUUID } from 'node:crypto';

import type { JwtClaims, JwtKeys } from '../jwt.ts';
import { checkToken } from './auth.ts';
import type { AuthContext, Authorizer, Extension, Permissions } from './authorization.ts';
import type { ChangeData, ChangeSubscriber, PgBinding } from './changes.ts';
import type { BroadcastMessage, Hub, Member } from './hub.ts';
import type { PresenceDiff } from './presence.ts';
import { encodeUserBroadcast, type Inbound, type Outbound, type Vsn } from './protocol.ts';

/** What a channel needs from its socket. */
export type ChannelSocket = {
  readonly vsn: Vsn;
  readonly jwt: JwtKeys;
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
  /** Private channels: the read permissions checked at join, and how to check more. */
  access: { read: Permissions; authorizer: Authorizer; headers: Record<string, string> } | null;
};

/** Whether a join config enables presence (Realtime: unless `presence.enabled` is false). */
export function presenceEnabledIn(config: Record<string, unknown>): boolean {
  const presence = isObject(config['presence']) ? config['presence'] : {};
  return presence['enabled'] !== false;
}

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
  private claims: JwtClaims;
  /** Private channels only: what RLS on realtime.messages allows (null = not checked yet). */
  private readonly access: ChannelOptions['access'];
  private read: Permissions;
  private write: Permissions = { broadcast: null, presence: null };
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
    this.presenceEnabled = presenceEnabledIn(config);
    this.presenceKey =
      typeof presence['key'] === 'string' && presence['key'] !== '' ? presence['key'] : randomUUID();
    this.pgBindings = options.pgBindings;
    this.token = options.token;
    this.role = options.role;
    this.claims = options.claims;
    this.claimsJson = JSON.stringify(options.claims);
    this.access = options.access;
    this.read = options.access?.read ?? { broadcast: true, presence: true };
    this.scheduleExpiry(options.exp);
  }

  private authContext(): AuthContext {
    return {
      topic: this.subTopic,
      role: this.role,
      claims: this.claims,
      headers: this.access?.headers ?? {},
    };
  }

  /** May this client write `extension` (checked once per token, as Realtime caches policies)? */
  private async mayWrite(extension: Extension): Promise<boolean> {
    if (!this.access) return true;
    if (this.write[extension] === null) {
      const checked = await this.access.authorizer.write(this.authContext(), [extension]);
      this.write[extension] = checked[extension] === true;
    }
    return this.write[extension] === true;
  }

  /** Called once the join reply is out: joins the topic and sends the initial state. */
  start(systemMessage: { status: 'ok' | 'error'; message: string } | null): void {
    this.hub.add(this);
    if (systemMessage) this.pushSystem('postgres_changes', systemMessage.status, systemMessage.message);
    if (this.presenceEnabled && this.read.presence === true)
      this.push('presence_state', this.hub.presenceState(this));
  }

  /** Messages for this topic other than join, leave and heartbeats. */
  async handle(frame: Inbound): Promise<void> {
    switch (frame.event) {
      case 'broadcast':
        await this.onBroadcast(frame);
        break;
      case 'presence':
        await this.onPresence(frame);
        break;
      case 'access_token':
        await this.onAccessToken(frame.payload);
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
    if (this.read.presence === true) this.fastlane('presence_diff', diff);
  }

  sendBroadcast(message: BroadcastMessage): void {
    if (this.closed || this.read.broadcast !== true) return;
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

  private async onBroadcast(frame: Inbound): Promise<void> {
    if (!frame.userBroadcast && !isObject(frame.payload)) return;
    // Refused private broadcasts are dropped without a reply, even with ack (BroadcastHandler).
    if (!(await this.mayWrite('broadcast')) || this.closed) return;
    if (frame.userBroadcast) {
      this.hub.broadcast(this, { kind: 'user', broadcast: frame.userBroadcast }, this.selfBroadcast);
    } else if (isObject(frame.payload)) {
      this.hub.broadcast(this, { kind: 'json', payload: frame.payload }, this.selfBroadcast);
    } else return;
    if (this.ackBroadcast) this.reply(frame.ref, 'ok', {});
  }

  private async onPresence(frame: Inbound): Promise<void> {
    const payload = isObject(frame.payload) ? frame.payload : {};
    const event = typeof payload['event'] === 'string' ? payload['event'].toLowerCase() : '';
    if (event === 'track') {
      const meta = payload['payload'] ?? {};
      if (!isObject(meta)) {
        this.reply(frame.ref, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      if (this.access) {
        // Presence enabled by this track: its read permission was not checked at join.
        if (this.read.presence === null) {
          const checked = await this.access.authorizer.read(this.authContext(), ['presence']);
          this.read = { ...this.read, presence: checked.presence === true };
        }
        if (!(await this.mayWrite('presence'))) {
          this.reply(frame.ref, 'error', {});
          return;
        }
        if (this.closed) return;
      }
      const enabling = !this.presenceEnabled;
      this.presenceEnabled = true;
      this.hub.track(this, this.presenceKey, meta);
      this.reply(frame.ref, 'ok', {});
      // Presence was off at join, so this client never got the state: send it now.
      if (enabling && this.read.presence === true) this.push('presence_state', this.hub.presenceState(this));
    } else if (event === 'untrack') {
      this.hub.untrack(this);
      this.reply(frame.ref, 'ok', {});
    } else {
      this.reply(frame.ref, 'error', {});
    }
  }

  /**
   * A refreshed token: no reply; a bad one shuts the channel down (realtime_channel.ex). On a
   * private channel the policies are checked again, and a lost read permission closes it.
   */
  private async onAccessToken(payload: unknown): Promise<void> {
    const token = isObject(payload) ? payload['access_token'] : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return;
    const check = await checkToken(token, this.socket.jwt);
    if (!check.ok) {
      this.shutdown(check.message);
      return;
    }
    this.token = token;
    this.role = check.role;
    this.claims = check.claims;
    this.claimsJson = JSON.stringify(check.claims);
    this.scheduleExpiry(check.exp);
    if (!this.access) return;
    const previous = this.read;
    this.write = { broadcast: null, presence: null };
    const extensions: Extension[] = this.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    const current = await this.access.authorizer.read(this.authContext(), extensions);
    if (this.closed) return;
    this.read = current;
    if (current.broadcast !== true && current.presence !== true) {
      this.shutdown(`You do not have permissions to read from this Channel topic: ${this.subTopic}`);
    } else if (
      (previous.broadcast === true && current.broadcast !== true) ||
      (previous.presence === true && current.presence === false)
    ) {
      this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
    }
  }

  private scheduleExpiry(exp: number): void {
    clearTimeout(this.expiryTimer);
    const delay = Math.min(maxExpiryCheckMs, exp * 1000 - Date.now());
    this.expiryTimer = setTimeout(
      () =>
        void checkToken(this.token, this.socket.jwt).then((check) => {
          if (check.ok) this.scheduleExpiry(check.exp);
          else this.shutdown(check.message);
        }),
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
