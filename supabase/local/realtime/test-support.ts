/**
 * Shared helpers for the realtime contract tests: a stack with only this service, the real
 * supabase-js client (over `ws`: Node 20 has no global WebSocket), a raw Phoenix socket for
 * protocol-level checks, and event collectors. Not used by the service itself.
 */
import { randomUUID } from 'node:crypto';

import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import type { LocalStack } from '../server.ts';
import { createTestClient, signUserToken, startTestStack, writeTestProject } from '../testing.ts';
import { createRealtimeService } from './index.ts';

export async function startRealtimeStack(migrationSql: string): Promise<LocalStack> {
  const projectDir = await writeTestProject({ migrations: { '20250101000000_schema.sql': migrationSql } });
  return startTestStack({
    projectDir,
    services: (stack) => {
      const realtime = createRealtimeService(stack);
      return {
        routes: { '/realtime/v1': realtime.handler },
        upgrade: realtime.upgrade,
        close: realtime.close,
      };
    },
  });
}

export const userToken = signUserToken;

/**
 * Sessions of fresh users, signed up front (signing is asynchronous) so that a synchronous
 * connect() helper can take one each.
 */
export async function freshUserTokens(stack: LocalStack, count = 40): Promise<() => string> {
  const tokens = await Promise.all(Array.from({ length: count }, () => signUserToken(stack, randomUUID())));
  return () => {
    const token = tokens.pop();
    if (token === undefined) throw new Error('no fresh token left: ask freshUserTokens for more');
    return token;
  };
}

/** A supabase-js client signed in as `token` (or anonymous), like an app would build it. */
export function client(stack: LocalStack, token?: string, realtime: { vsn?: string } = {}): SupabaseClient {
  const supabase = createTestClient(stack.url, stack.keys.anonKey, {
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    realtime,
  });
  if (token) void supabase.realtime.setAuth(token);
  return supabase;
}

/** Resolves when the channel is SUBSCRIBED, rejects on an error status. */
export function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
    });
  });
}

/** Collects values and waits for one that matches. */
export class Collector<T> {
  readonly items: T[] = [];
  private waiters: { test: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test(item)) return true;
      waiter.resolve(item);
      return false;
    });
  };

  waitFor(test: (item: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const found = this.items.find(test);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; got ${JSON.stringify(this.items)}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (item) => {
          clearTimeout(timer);
          resolve(item);
        },
      });
    });
  }
}

export type RawFrame =
  { joinRef: unknown; ref: unknown; topic: string; event: string; payload: unknown } | Buffer;

/** A bare Phoenix socket, to look at frames exactly. */
export class RawSocket {
  readonly frames = new Collector<RawFrame>();
  private ref = 0;

  private constructor(
    readonly ws: WebSocket,
    readonly vsn: '1.0.0' | '2.0.0',
  ) {
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        this.frames.push(data);
        return;
      }
      const parsed = JSON.parse(data.toString('utf8')) as unknown;
      if (Array.isArray(parsed)) {
        const [joinRef, ref, topic, event, payload] = parsed as [unknown, unknown, string, string, unknown];
        this.frames.push({ joinRef, ref, topic, event, payload });
      } else {
        const m = parsed as {
          join_ref?: unknown;
          ref: unknown;
          topic: string;
          event: string;
          payload: unknown;
        };
        this.frames.push({
          joinRef: m.join_ref,
          ref: m.ref,
          topic: m.topic,
          event: m.event,
          payload: m.payload,
        });
      }
    });
  }

  static open(url: string, apiKey: string, vsn: '1.0.0' | '2.0.0' = '2.0.0'): Promise<RawSocket> {
    const wsUrl = `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apiKey)}&vsn=${vsn}`;
    const ws = new WebSocket(wsUrl);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws, vsn)));
      ws.once('error', reject);
    });
  }

  /** Sends a frame and returns its ref. */
  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    this.ws.send(
      this.vsn === '2.0.0'
        ? JSON.stringify([joinRef, ref, topic, event, payload])
        : JSON.stringify({ topic, event, payload, ref, join_ref: joinRef }),
    );
    return ref;
  }

  reply(ref: string): Promise<{ status: string; response: Record<string, unknown> }> {
    return this.frames
      .waitFor((f) => !Buffer.isBuffer(f) && f.event === 'phx_reply' && f.ref === ref)
      .then(
        (f) =>
          (f as Exclude<RawFrame, Buffer>).payload as { status: string; response: Record<string, unknown> },
      );
  }

  event(topic: string, event: string, test: (payload: unknown) => boolean = () => true) {
    return this.frames
      .waitFor((f) => !Buffer.isBuffer(f) && f.topic === topic && f.event === event && test(f.payload))
      .then((f) => f as Exclude<RawFrame, Buffer>);
  }

  close(): void {
    this.ws.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
