/**
 * The app's checkout as the screens use it: start one, see which card is being prepared, and the
 * last failure. The actor is the root's (systemId 'checkout', src/app/services.ts).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';

import { useService } from '#app/serviceContext.tsx';
import type { PlanId } from '#contracts/plans.ts';

import {
  checkoutTarget,
  type CheckoutActor,
  type CheckoutFailure,
  type CheckoutRequest,
} from './checkout.machine.ts';

export function useCheckoutActor(): CheckoutActor {
  return useService('checkout');
}

export type CheckoutControls = {
  start: (request: CheckoutRequest) => void;
  /** The plan (or the trial) whose checkout is being prepared; null when none is. */
  target: PlanId | 'trial' | null;
  failure: CheckoutFailure | null;
};

export function useCheckout(): CheckoutControls {
  const actor = useCheckoutActor();
  const target = useSelector(actor, checkoutTarget);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  return useMemo(
    () => ({ start: (request) => actor.send({ type: 'checkout.start', request }), target, failure }),
    [actor, target, failure],
  );
}
