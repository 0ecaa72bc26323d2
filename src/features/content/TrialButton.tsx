import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';

import { useOptionalService } from '#app/serviceContext.tsx';
import { checkoutTarget, type CheckoutActor } from '#features/billing/billing.service.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import type { ButtonVariants } from '#ui/button/button.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';

/**
 * "Commencer l'essai gratuit": the visitors' free trial (3 days, 20 credits, then Découverte),
 * on Stripe's payment page. The click hands the trial to the app's checkout; the billing code it
 * needs (the device database, supabase-js, the calls) loads then, never with the landing.
 */
type TrialButtonProps = ButtonVariants & {
  source: 'landing' | 'login-modal';
  className?: string;
  children?: ReactNode;
  onStart?: () => void;
};

export function TrialButton(props: TrialButtonProps) {
  const checkout = useOptionalService('checkout');
  if (checkout === undefined) {
    // Rendered without the app's services (a screen tested alone): the plans page instead.
    const { tone = 'primary', size = 'lg', className, children, onStart } = props;
    return (
      <LinkButton
        to="/pricing"
        tone={tone}
        size={size}
        {...(className === undefined ? {} : { className })}
        onClick={onStart}
      >
        {children ?? <Trans>Commencer l'essai gratuit</Trans>}
        <Icon name="arrowRight" />
      </LinkButton>
    );
  }
  return <CheckoutTrialButton {...props} checkout={checkout} />;
}

function CheckoutTrialButton({
  source,
  tone = 'primary',
  size = 'lg',
  className,
  children,
  onStart,
  checkout,
}: TrialButtonProps & { checkout: CheckoutActor }) {
  const { t } = useLingui();
  const preparing = useSelector(checkout, (s) => checkoutTarget(s) === 'trial');
  const busy = useSelector(checkout, (s) => checkoutTarget(s) !== null);
  return (
    <Button
      tone={tone}
      size={size}
      {...(className === undefined ? {} : { className })}
      aria-disabled={busy || undefined}
      onClick={() => {
        // A second click while the payment page is being prepared does nothing (spec).
        if (busy) return;
        checkout.send({ type: 'checkout.start', request: { kind: 'trial', source } });
        onStart?.();
      }}
    >
      {preparing ? (
        t`Préparation de votre essai…`
      ) : (
        <>
          {children ?? <Trans>Commencer l'essai gratuit</Trans>}
          <Icon name="arrowRight" />
        </>
      )}
    </Button>
  );
}
