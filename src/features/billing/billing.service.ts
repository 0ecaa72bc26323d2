/**
 * What the composition root needs from billing to run the app's paywall, without the paywall's
 * screens: the machine, the service around its actor, and the controls the screens get.
 */
import { paywallPromptDue } from '#core/credits.ts';

import type { PaywallActor, PaywallReason } from './paywall.machine.ts';

export { paywallMachine } from './paywall.machine.ts';
export { checkoutMachine, checkoutTarget, isCheckoutBusy } from './checkout.machine.ts';
export type { CheckoutActor, CheckoutRequest, CheckoutSnapshot } from './checkout.machine.ts';

export type PaywallControls = {
  open: (reason: PaywallReason, options?: { checkoutUrl?: string }) => void;
  close: () => void;
  /**
   * Spec (paywall): opens by itself once the balance is known to be empty — and (issue 25) at
   * most once a day per user on this device, however often the app starts or the home shows.
   */
  openForEmptyBalance: (userId: string) => void;
};

/** When the paywall last opened by itself for a user, kept on the device. */
export type PaywallPrompts = {
  lastAt: (userId: string) => Promise<string | null>;
  note: (userId: string, at: string) => Promise<void>;
};

/** The app's paywall: its actor, the users already considered this visit, and the device's record. */
export type PaywallService = {
  actor: PaywallActor;
  promptedForCredits: Set<string>;
  prompts: PaywallPrompts;
  now: () => Date;
};

export function createPaywallService(
  actor: PaywallActor,
  prompts: PaywallPrompts,
  now: () => Date = () => new Date(),
): PaywallService {
  return { actor, promptedForCredits: new Set(), prompts, now };
}

/** Controls over an actor: opening with `no_credits` while open shakes it. */
export function paywallControls({
  actor,
  promptedForCredits,
  prompts,
  now,
}: PaywallService): PaywallControls {
  const open: PaywallControls['open'] = (reason, options) =>
    actor.send({ type: 'paywall.open', reason, checkoutUrl: options?.checkoutUrl ?? null });
  return {
    open,
    close: () => actor.send({ type: 'paywall.close' }),
    openForEmptyBalance(userId) {
      if (promptedForCredits.has(userId)) return;
      promptedForCredits.add(userId);
      prompts
        .lastAt(userId)
        // Unreadable storage: once this visit is still the rule.
        .catch(() => null)
        .then(async (last) => {
          if (!paywallPromptDue(last, now())) return;
          open('no_credits');
          await prompts.note(userId, now().toISOString());
        })
        .catch(() => undefined);
    },
  };
}
