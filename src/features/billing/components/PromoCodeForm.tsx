import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import { useBillingPort } from '#data/ports/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { billingErrorText } from '../checkoutCopy.ts';
import * as css from './forms.css.ts';

type State =
  | { name: 'idle' }
  | { name: 'redeeming' }
  | { name: 'redeemed'; credits: number }
  | { name: 'refused'; message: string };

/**
 * Promo-code entry (decisions: codes created by admins are redeemable from the paywall and the
 * subscription page). The server checks the code (active, not expired, uses left, once per
 * person, attempts limited) and adds the credits; `onRedeemed` refreshes the balance.
 */
export function PromoCodeForm({
  onRedeemed,
  collapsed = false,
}: {
  onRedeemed: () => void;
  collapsed?: boolean;
}) {
  const { t } = useLingui();
  const billing = useBillingPort();
  const [open, setOpen] = useState(!collapsed);
  const [code, setCode] = useState('');
  const [state, setState] = useState<State>({ name: 'idle' });
  const id = useId();
  const messageId = `${id}-message`;

  if (!open) {
    return (
      <button type="button" className={css.promoToggle} onClick={() => setOpen(true)}>
        <Trans>Vous avez un code promo ?</Trans>
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.name === 'redeeming' || code.trim() === '') return;
    if (!navigator.onLine) {
      setState({ name: 'refused', message: t`Connectez-vous à internet pour utiliser un code promo.` });
      return;
    }
    setState({ name: 'redeeming' });
    try {
      const answer = await (await billing.get()).redeemPromoCode(code);
      if (answer.ok) {
        setState({ name: 'redeemed', credits: answer.value.creditsAdded });
        setCode('');
        onRedeemed();
      } else {
        setState({
          name: 'refused',
          message: billingErrorText(answer.error.code) ?? answer.error.message,
        });
      }
    } catch {
      setState({ name: 'refused', message: t`Erreur de connexion. Réessayez dans un instant.` });
    }
  };

  return (
    <form className={css.promo} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className={css.label}>
        <Trans>Code promo</Trans>
      </label>
      <div className={css.inline}>
        <input
          id={id}
          className={`${css.input} ${css.grow}`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (state.name === 'refused') setState({ name: 'idle' });
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={state.name === 'refused' || undefined}
          aria-describedby={state.name === 'idle' ? undefined : messageId}
        />
        <Button type="submit" tone="secondary" disabled={state.name === 'redeeming' || code.trim() === ''}>
          {state.name === 'redeeming' ? t`Vérification…` : t`Utiliser le code`}
        </Button>
      </div>
      {state.name === 'redeemed' && (
        <p id={messageId} className={css.successBox} role="status">
          <Icon name="check" size="1.125rem" />
          <span>
            <Plural
              value={state.credits}
              one="Code accepté : # crédit ajouté"
              other="Code accepté : # crédits ajoutés"
            />
          </span>
        </p>
      )}
      {state.name === 'refused' && (
        <p id={messageId} className={css.errorBox} role="alert">
          <Icon name="alert" size="1.125rem" />
          <span>{state.message}</span>
        </p>
      )}
    </form>
  );
}
