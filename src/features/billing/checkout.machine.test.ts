import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import {
  CheckoutError,
  checkoutMachine,
  checkoutRedirectLockMs,
  checkoutTarget,
  type CheckoutEmitted,
  type CheckoutRequest,
} from './checkout.machine.ts';

const equilibre: CheckoutRequest = {
  kind: 'plan',
  planId: 'equilibre',
  billingPeriod: 'yearly',
  source: 'pricing-page',
  trigger: 'direct-click',
};

type Stubs = {
  create?: (request: CheckoutRequest) => Promise<string>;
  pending?: () => Promise<CheckoutRequest | null>;
};

function start({ create = () => Promise.resolve('https://checkout.example/s/1'), pending }: Stubs = {}) {
  const created: CheckoutRequest[] = [];
  const redirected: string[] = [];
  let cleared = 0;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createSession: fromPromise<string, CheckoutRequest>(({ input }) => {
          created.push(input);
          return create(input);
        }),
        readPending: fromPromise<CheckoutRequest | null>(() => (pending ?? (() => Promise.resolve(null)))()),
        clearPending: fromPromise<void>(() => {
          cleared += 1;
          return Promise.resolve();
        }),
        redirect: fromPromise<void, { url: string }>(({ input }) => {
          redirected.push(input.url);
          return Promise.resolve();
        }),
      },
    }),
  ).start();
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, created, redirected, emitted, cleared: () => cleared };
}

describe('checkout machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates a session, clears the pending plan, then redirects to its URL', async () => {
    const { actor, created, redirected, cleared } = start();
    actor.send({ type: 'checkout.start', request: equilibre });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(checkoutTarget(actor.getSnapshot())).toBe('equilibre');
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(created).toEqual([equilibre]);
    expect(redirected).toEqual(['https://checkout.example/s/1']);
    await vi.waitFor(() => expect(cleared()).toBe(1));
    actor.stop();
  });

  it('ignores a second click while creating and for 2 s of redirecting, then accepts clicks again', async () => {
    vi.useFakeTimers();
    let finish: (url: string) => void = () => undefined;
    const { actor, created } = start({ create: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'checkout.start', request: equilibre });
    actor.send({ type: 'checkout.start', request: { kind: 'trial', source: 'landing' } });
    expect(created).toHaveLength(1);
    finish('https://checkout.example/s/1');
    // Lets the promise settle without moving the clock.
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    actor.send({ type: 'checkout.start', request: equilibre });
    expect(created).toHaveLength(1);
    vi.advanceTimersByTime(checkoutRedirectLockMs - 1);
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(checkoutTarget(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'checkout.start', request: equilibre });
    expect(created).toHaveLength(2);
    actor.stop();
  });

  it('fails with the reason and keeps the pending plan, then lets the person try again', async () => {
    const { actor, emitted, cleared, redirected } = start({
      create: () =>
        Promise.reject(
          new CheckoutError({
            kind: 'server',
            code: 'invalid_price',
            message: 'Identifiant de prix invalide',
          }),
        ),
    });
    actor.send({ type: 'checkout.start', request: equilibre });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'server',
      code: 'invalid_price',
      message: 'Identifiant de prix invalide',
    });
    expect(emitted).toContainEqual(
      expect.objectContaining({ type: 'checkout.failed', resumed: false, request: equilibre }),
    );
    expect(cleared()).toBe(0);
    expect(redirected).toEqual([]);
    actor.send({ type: 'checkout.start', request: equilibre });
    expect(actor.getSnapshot().value).toBe('creating');
    actor.stop();
  });

  it('says offline when the network is missing, and a missing or unsafe URL is a failure', async () => {
    const offline = start({ create: () => Promise.reject(new CheckoutError({ kind: 'offline' })) });
    offline.actor.send({ type: 'checkout.start', request: equilibre });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(offline.actor.getSnapshot().context.failure).toEqual({ kind: 'offline' });

    const unsafe = start({ create: () => Promise.resolve('javascript:alert(1)') });
    unsafe.actor.send({ type: 'checkout.start', request: equilibre });
    await waitFor(unsafe.actor, (s) => s.matches('failed'));
    expect(unsafe.actor.getSnapshot().context.failure).toEqual({ kind: 'noUrl' });
    expect(unsafe.redirected).toEqual([]);
  });

  it('resumes a pending plan after sign-in, and does nothing without one', async () => {
    const none = start();
    none.actor.send({ type: 'checkout.resume' });
    await waitFor(none.actor, (s) => s.matches('idle'));
    expect(none.created).toEqual([]);

    const { actor, created, emitted } = start({
      pending: () => Promise.resolve(equilibre),
      create: () => Promise.reject(new Error('network down')),
    });
    actor.send({ type: 'checkout.resume' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(created).toEqual([equilibre]);
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'checkout.failed', resumed: true }));
    actor.send({ type: 'checkout.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
