/**
 * The one paywall of the app, reachable from any feature: `usePaywall().open(reason)` sends to
 * the running paywall actor that `<PaywallHost />` renders. The root machine runs that actor for
 * the app's lifetime (systemId 'paywall'); the composition root provides it here.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';

import { useService } from '#app/serviceContext.tsx';

import { paywallControls, type PaywallControls, type PaywallService } from './billing.service.ts';
import type { PaywallSnapshot } from './paywall.machine.ts';

export type { PaywallControls, PaywallService } from './billing.service.ts';

export function usePaywallService(): PaywallService {
  return useService('paywall');
}

/** Opens the upgrade modal from anywhere; opening it with `no_credits` while open shakes it. */
export function usePaywall(): PaywallControls {
  const service = usePaywallService();
  return useMemo(() => paywallControls(service), [service]);
}

export function usePaywallSelector<T>(selector: (snapshot: PaywallSnapshot) => T): T {
  return useSelector(usePaywallService().actor, selector);
}

export const usePaywallOpen = () => usePaywallSelector((s) => s.matches('open'));
