/**
 * Realtime (`/realtime/v1/websocket`): the Phoenix channel protocol realtime-js speaks, with
 * postgres_changes (trigger-based capture, RLS-checked per subscriber), broadcast and presence.
 *
 * Wiring: `const realtime = createRealtimeService(stack)` then, in Services,
 * `upgrade: realtime.upgrade, close: realtime.close` and the route `'/realtime/v1': realtime.handler`
 * (the HTTP broadcast API, api.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocketServer } from 'ws';

import type { Handler } from '../http.ts';
import type { StackContext } from '../server.ts';
import { createBroadcastApi } from './api.ts';
import { createAuthorizer } from './authorization.ts';
import { changesChannel, createPublicationWatcher, installCapture } from './capture.ts';
import { createChangeDispatcher } from './changes.ts';
import type { Channel } from './channel.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import type { Vsn } from './protocol.ts';

export const websocketPath = '/realtime/v1/websocket';

/** How often the publication is re-read for tables added or changed, when DDL is not announced. */
const syncIntervalMs = 2000;
/** While DDL is announced, how many intervals between checks that it still is. */
const announcedRecheckTicks = 15;

/**
 * Whether DDL announces itself with NOTIFY pgrst: the event triggers of Supabase projects
 * (hosted, and installed by the REST service when it can). Then the publication needs no
 * polling: re-reading it on the notification is enough.
 */
const ddlAnnouncedSql = `select count(*) = 2 as announced from pg_event_trigger
  where evtname in ('pgrst_ddl_watch', 'pgrst_drop_watch') and evtenabled <> 'D'`;
/** Longest a change waits for the stack's requests to be answered (see activity.ts). */
const deliveryLullMs = 100;
/** Phoenix closes sockets silent for this long (clients heartbeat every 25 s). */
const idleTimeoutMs = 60_000;

/** All are plain closures: `upgrade: realtime.upgrade` may be passed around unbound. */
export type RealtimeService = {
  upgrade(this: void, request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(this: void): Promise<void>;
  /** `/realtime/v1` HTTP routes (`request.path` like '/api/broadcast'). */
  handler: Handler;
};

/** Lower-case header names to string values (repeated headers joined with ", "). */
function headerRecord(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

function reject(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

export function createRealtimeService(stack: StackContext): RealtimeService {
  const { db, keys } = stack;
  const hub = new Hub<Channel>();
  const watcher = createPublicationWatcher(db);
  // Deliveries run their RLS checks on a connection of their own: a change committed by a
  // request is checked while that request goes on, and must not take the connection it reuses.
  const deliveryConnection = db.dedicated();
  const dispatcher = createChangeDispatcher({
    db: deliveryConnection,
    watcher,
    subscribers: () => hub.members(),
    // A change is delivered once the request that made it has been answered (at most
    // deliveryLullMs later): its RLS checks and pushes then do not slow that request down.
    lull: () => stack.activity.quiet(deliveryLullMs),
  });
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const unlisten: (() => Promise<void>)[] = [];
  let closed = false;

  // Private channels: RLS on realtime.messages (created by db/bootstrap.sql).
  const authorizer = createAuthorizer(db);

  const ready = (async () => {
    await installCapture(db);
    unlisten.push(await db.listen(changesChannel, (payload) => dispatcher.notify(payload)));
    // PostgREST's schema-reload signal: migrations and tools send it after DDL.
    unlisten.push(await db.listen('pgrst', () => void watcher.sync().catch(() => undefined)));
    await watcher.sync();
  })();
  ready.catch((error: unknown) => console.error('realtime: could not install change capture', error));

  // Polling the publication is a catalog query of tens of milliseconds on PGlite, where it
  // blocks the event loop and every request queued behind it: avoided while DDL is announced.
  let announced = false;
  let announcedAt = 0;
  const publicationMayHaveChanged = async (tick: number): Promise<void> => {
    const wasAnnounced = announced;
    if (!announced || tick - announcedAt >= announcedRecheckTicks) {
      const { rows } = await db.query<{ announced: boolean }>(ddlAnnouncedSql);
      announced = rows[0]?.announced === true;
      announcedAt = tick;
    }
    // Once more when announcements start: DDL from before them was not announced.
    if (!announced || !wasAnnounced) await watcher.sync();
  };

  let ticks = 0;
  const timer = setInterval(() => {
    if (closed) return;
    const tick = ++ticks;
    // Only worth re-reading the publication while someone listens to postgres_changes.
    let listening = false;
    for (const member of hub.members()) if (member.pgBindings.length > 0) listening = true;
    void ready
      .then(() => (listening ? publicationMayHaveChanged(tick) : undefined))
      .then(() => (tick % 30 === 0 ? dispatcher.sweep() : undefined))
      .catch(() => undefined);
    const now = Date.now();
    for (const connection of connections)
      if (now - connection.lastSeen > idleTimeoutMs) connection.terminate();
  }, syncIntervalMs);
  timer.unref();

  /** The socket's apikey must be one of the stack's keys or a JWT signed with its keys. */
  const acceptsApiKey = async (apiKey: string | null): Promise<boolean> =>
    apiKey !== null &&
    (apiKey === keys.anonKey || apiKey === keys.serviceRoleKey || (await keys.jwt.verify(apiKey)).ok);

  const handler = createBroadcastApi({
    publish: (topicKey, message) => hub.publish(topicKey, message),
    jwt: keys.jwt,
    canBroadcast: async (caller, topic, headers) =>
      (await authorizer.write({ topic, role: caller.role, claims: caller.claims, headers }, ['broadcast']))
        .broadcast === true,
  });

  return {
    handler,
    upgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (closed || !(url.pathname === websocketPath || url.pathname.startsWith(`${websocketPath}/`))) {
        socket.destroy();
        return;
      }
      const header = request.headers['x-api-key'];
      const apiKey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
      void acceptsApiKey(apiKey).then((accepted) => {
        if (!accepted || apiKey === null || closed) {
          reject(socket, '403 Forbidden');
          return;
        }
        // Phoenix defaults to the V1 JSON serializer when the client names no version.
        const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
        wss.handleUpgrade(request, socket, head, (ws) => {
          const connection = new Connection(ws, vsn, apiKey, {
            db,
            hub,
            watcher,
            jwt: keys.jwt,
            ready,
            authorizer,
            headers: headerRecord(request),
          });
          connections.add(connection);
          ws.on('close', () => connections.delete(connection));
        });
      });
    },
    async close() {
      closed = true;
      clearInterval(timer);
      for (const connection of connections) connection.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await ready.catch(() => undefined);
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
      await dispatcher.idle();
      await deliveryConnection.release();
    },
  };
}
