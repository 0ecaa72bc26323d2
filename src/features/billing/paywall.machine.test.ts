import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import {
  checkoutLoadingResetMs,
  paywallMachine,
  type PaywallEmitted,
  type PlanChoice,
} from './paywall.machine.ts';

function start(save: (choice: PlanChoice) => Promise<void> = () => Promise.resolve()) {
  const saved: PlanChoice[] = [];
  const actor = createActor(
    paywallMachine.provide({
      actors: {
        savePendingPlan: fromPromise<void, PlanChoice>(async ({ input }) => {
          saved.push(input);
          await save(input);
        }),
      },
    }),
  ).start();
  const emitted: PaywallEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, saved, emitted };
}

describe('paywall machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with a reason and closes back to a clean state', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'paywall.open', reason: 'low_credits' });
      expect(actor.getSnapshot().matches({ open: 'browsing' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ reason: 'low_credits', shakeCount: 0 });
      actor.send({ type: 'paywall.setPeriod', billingPeriod: 'yearly' });
      actor.send({ type: 'paywall.close' });
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ reason: 'default', billingPeriod: 'monthly' });
    } finally {
      actor.stop();
    }
  });

  it('shakes when an empty balance asks again while it is open, and only then', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'paywall.open', reason: 'no_credits' });
      expect(actor.getSnapshot().context.shakeCount).toBe(0);
      actor.send({ type: 'paywall.open', reason: 'no_credits' });
      actor.send({ type: 'paywall.open', reason: 'no_credits' });
      expect(actor.getSnapshot().context.shakeCount).toBe(2);
      actor.send({ type: 'paywall.open', reason: 'upgrade_needed' });
      expect(actor.getSnapshot().context).toMatchObject({ shakeCount: 2, reason: 'upgrade_needed' });
    } finally {
      actor.stop();
    }
  });

  it('keeps a web checkout link and ignores anything else', () => {
    const { actor } = start();
    try {
      actor.send({ type: 'paywall.open', reason: 'trial_expired', checkoutUrl: 'javascript:alert(1)' });
      expect(actor.getSnapshot().context.checkoutUrl).toBeNull();
      actor.send({ type: 'paywall.close' });
      actor.send({
        type: 'paywall.open',
        reason: 'trial_expired',
        checkoutUrl: 'https://checkout.example/c/1',
      });
      expect(actor.getSnapshot().context.checkoutUrl).toBe('https://checkout.example/c/1');
    } finally {
      actor.stop();
    }
  });

  describe('choosing a plan', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('saves the choice with the period and reason, then clears the loading after 2 s', async () => {
      const { actor, saved, emitted } = start();
      try {
        actor.send({ type: 'paywall.open', reason: 'no_credits' });
        actor.send({ type: 'paywall.setPeriod', billingPeriod: 'yearly' });
        actor.send({ type: 'paywall.choosePlan', planId: 'equilibre', signedIn: true });
        await waitFor(actor, (s) => s.matches({ open: 'chosen' }));
        expect(saved).toEqual([
          { planId: 'equilibre', billingPeriod: 'yearly', reason: 'no_credits', signedIn: true },
        ]);
        expect(emitted).toEqual([{ type: 'paywall.planSaved', choice: saved[0] }]);
        expect(actor.getSnapshot().context.choosing?.planId).toBe('equilibre');
        vi.advanceTimersByTime(checkoutLoadingResetMs - 1);
        expect(actor.getSnapshot().matches({ open: 'chosen' })).toBe(true);
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().matches({ open: 'browsing' })).toBe(true);
        expect(actor.getSnapshot().context.choosing).toBeNull();
      } finally {
        actor.stop();
      }
    });

    it('ignores a second choice while the first one is in progress', async () => {
      const { actor, saved } = start();
      try {
        actor.send({ type: 'paywall.open', reason: 'default' });
        actor.send({ type: 'paywall.choosePlan', planId: 'decouverte', signedIn: true });
        actor.send({ type: 'paywall.choosePlan', planId: 'intensif', signedIn: true });
        await waitFor(actor, (s) => s.matches({ open: 'chosen' }));
        actor.send({ type: 'paywall.choosePlan', planId: 'intensif', signedIn: true });
        expect(saved.map((choice) => choice.planId)).toEqual(['decouverte']);
      } finally {
        actor.stop();
      }
    });

    it('steps aside for a visitor once the plan is kept for after sign-up', async () => {
      const { actor, emitted } = start();
      try {
        actor.send({ type: 'paywall.open', reason: 'default' });
        actor.send({ type: 'paywall.choosePlan', planId: 'decouverte', signedIn: false });
        await waitFor(actor, (s) => s.matches('closed'));
        expect(emitted).toEqual([
          {
            type: 'paywall.planSaved',
            choice: { planId: 'decouverte', billingPeriod: 'monthly', reason: 'default', signedIn: false },
          },
        ]);
        expect(actor.getSnapshot().context.choosing).toBeNull();
      } finally {
        actor.stop();
      }
    });

    it('reports a failed save and lets the user choose again', async () => {
      const failure = new Error('QuotaExceededError');
      const { actor, emitted } = start(() => Promise.reject(failure));
      try {
        actor.send({ type: 'paywall.open', reason: 'default' });
        actor.send({ type: 'paywall.choosePlan', planId: 'equilibre', signedIn: true });
        await waitFor(actor, (s) => s.matches({ open: 'browsing' }) && emitted.length > 0);
        expect(emitted).toEqual([expect.objectContaining({ type: 'paywall.saveFailed', error: failure })]);
        expect(actor.getSnapshot().context.choosing).toBeNull();
      } finally {
        actor.stop();
      }
    });
  });
});
