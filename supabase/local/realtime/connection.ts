/**
 * One WebSocket (Phoenix.Socket): decodes frames, answers heartbeats, joins and leaves
 * channels, and routes everything else to the channel of its topic. Frames are handled one
 * at a time, in order, since a join may wait on the database.
 */
import WebSocket from 'ws';

import type { Db } from '../db/database.ts';
import type { JwtKeys } from '../jwt.ts';
import { checkToken } from './auth.ts';
import type { Authorizer, Extension, Permissions } from './authorization.ts';
import { bindingId, resolveBindings } from './bindings.ts';
import type { PublicationWatcher } from './capture.ts';
import { Channel, presenceEnabledIn, type ChannelSocket } from './channel.ts';
import type { PgBinding } from './changes.ts';
import type { Hub } from './hub.ts';
import { decodeFrame, encodeFrame, type Inbound, type Outbound, type Vsn } from './protocol.ts';

export type ConnectionContext = {
  db: Db;
  hub: Hub<Channel>;
  watcher: PublicationWatcher;
  jwt: JwtKeys;
  /** Resolves once change capture is installed (postgres_changes joins wait for it). */
  ready: Promise<void>;
  /** RLS checks of private channels. */
  authorizer: Authorizer;
  /** The upgrade request's headers (`request.headers` in policies). */
  headers: Record<string, string>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class Connection implements ChannelSocket {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The socket's apikey: the token of joins that bring none. */
    private readonly apiKey: string,
    private readonly context: ConnectionContext,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const buffer = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      const frame = decodeFrame(buffer, isBinary, vsn);
      if (!frame) return;
      this.queue = this.queue
        .then(() => this.handle(frame))
        .catch((error: unknown) => {
          console.error('realtime: handling a message failed', error);
        });
    });
    ws.on('close', () => this.closeAll());
    ws.on('error', () => ws.terminate());
  }

  get jwt(): JwtKeys {
    return this.context.jwt;
  }

  send(message: Outbound): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeFrame(this.vsn, message));
  }

  sendBinary(data: Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data, { binary: true });
  }

  detach(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  terminate(): void {
    this.closeAll();
    this.ws.terminate();
  }

  private closeAll(): void {
    this.closed = true;
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
  }

  private reply(frame: Inbound, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async handle(frame: Inbound): Promise<void> {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      this.reply(frame, 'ok', {});
      return;
    }
    if (frame.event === 'phx_join') {
      await this.join(frame);
      return;
    }
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (frame.event === 'phx_leave') {
      channel.close();
      this.channels.delete(frame.topic);
      this.reply(frame, 'ok', {});
      return;
    }
    await channel.handle(frame);
  }

  private async join(frame: Inbound): Promise<void> {
    // A second join of a topic replaces the first (Phoenix closes the existing channel).
    this.channels.get(frame.topic)?.close();
    this.channels.delete(frame.topic);

    if (!frame.topic.startsWith('realtime:')) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    const fail = (reason: string) => this.reply(frame, 'error', { reason });
    if (frame.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name');

    const payload = isObject(frame.payload) ? frame.payload : {};
    const config = isObject(payload['config']) ? payload['config'] : {};
    const given = payload['access_token'] ?? payload['user_token'];
    const token = typeof given === 'string' && given !== '' && !given.startsWith('sb_') ? given : this.apiKey;
    const check = await checkToken(token, this.context.jwt);
    if (!check.ok) return fail(`${check.code}: ${check.message}`);
    // Private channels: RLS on realtime.messages must let the joiner read the topic.
    let read: Permissions | null = null;
    if (config['private'] === true) {
      const subTopic = frame.topic.slice('realtime:'.length);
      const extensions: Extension[] = presenceEnabledIn(config) ? ['broadcast', 'presence'] : ['broadcast'];
      read = await this.context.authorizer.read(
        { topic: subTopic, role: check.role, claims: check.claims, headers: this.context.headers },
        extensions,
      );
      if (read.broadcast !== true && read.presence !== true) {
        return fail(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
      }
    }

    const raw = Array.isArray(config['postgres_changes'])
      ? config['postgres_changes'].filter((params): params is Record<string, unknown> => isObject(params))
      : [];
    let pgBindings: PgBinding[] = [];
    let system: { status: 'ok' | 'error'; message: string } | null = null;
    if (raw.length > 0) {
      // Subscribed before the reply, so a client told SUBSCRIBED misses no change.
      const resolved = await this.context.ready
        .then(() => resolveBindings(raw, check.role, this.context.db, this.context.watcher))
        .catch((error: unknown) => ({
          ok: false as const,
          error: error instanceof Error ? error.message : String(error),
        }));
      if (resolved.ok) {
        pgBindings = resolved.bindings;
        system = { status: 'ok', message: 'Subscribed to PostgreSQL' };
      } else system = { status: 'error', message: resolved.error };
    }

    if (this.closed) return; // the socket went away while the database answered

    const channel = new Channel(this, this.context.hub, {
      topic: frame.topic,
      joinRef: frame.joinRef,
      token,
      claims: check.claims,
      role: check.role,
      exp: check.exp,
      config,
      pgBindings,
      access: read && {
        read,
        authorizer: this.context.authorizer,
        headers: this.context.headers,
      },
    });
    this.channels.set(frame.topic, channel);
    channel.reply(frame.ref, 'ok', {
      postgres_changes: raw.map((params) => ({ ...params, id: bindingId(params) })),
    });
    channel.start(system);
  }
}
