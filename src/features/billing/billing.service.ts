/**
 * What the composition root needs from billing to run the app's paywall, without the paywall's
 * screens: the machine, the service around its actor, and the controls the screens get.
 */
import type { PaywallActor, PaywallReason } from './paywall.machine.ts';

export { paywallMachine } from './paywall.machine.ts';

export type PaywallControls = {
  open: (reason: PaywallReason, options?: { checkoutUrl?: string }) => void;
  close: () => void;
  /**
   * Spec (paywall): opens by itself once the balance is known to be empty — once per user and
   * visit (the app's lifetime), however often the home page shows again.
   */
  openForEmptyBalance: (userId: string) => void;
};

/** The app's paywall: its actor and the users already shown it for an empty balance. */
export type PaywallService = { actor: PaywallActor; promptedForCredits: Set<string> };

export function createPaywallService(actor: PaywallActor): PaywallService {
  return { actor, promptedForCredits: new Set() };
}

/** Controls over an actor: opening with `no_credits` while open shakes it. */
export function paywallControls({ actor, promptedForCredits }: PaywallService): PaywallControls {
  const open: PaywallControls['open'] = (reason, options) =>
    actor.send({ type: 'paywall.open', reason, checkoutUrl: options?.checkoutUrl ?? null });
  return {
    open,
    close: () => actor.send({ type: 'paywall.close' }),
    openForEmptyBalance(userId) {
      if (promptedForCredits.has(userId)) return;
      promptedForCredits.add(userId);
      open('no_credits');
    },
  };
}
