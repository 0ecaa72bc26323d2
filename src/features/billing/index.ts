/** The billing feature as other areas see it: the paywall and the plans' wording. */
export { PaywallHost } from './PaywallHost.tsx';
export type { PaywallDialogProps } from './PaywallDialog.tsx';
export { paywallMachine, checkoutLoadingResetMs } from './paywall.machine.ts';
export type { BillingPeriod, PaywallActor, PaywallReason, PlanChoice } from './paywall.machine.ts';
export { usePaywall, usePaywallOpen, type PaywallControls, type PaywallService } from './paywallStore.ts';
export { planNameSource, usePlanCopy, type PlanCopy } from './planCopy.ts';
export { savePendingPlan } from './pendingPlan.ts';
