import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';

import { useService } from '#app/serviceContext.tsx';
import { siteFacts } from '#core/siteFacts.ts';
import { giveConsent, loadConsent, rememberedConsent, takeSignupConsent } from '#data/consent/index.ts';
import { Button } from '#ui/button/Button.tsx';

import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import * as css from './consent.css.ts';

type GateState = 'checking' | 'needed' | 'given';

/**
 * Shows `children` (the chat) only once the person has consented to the processing of their
 * conversations; otherwise asks for it. The server refuses chat turns without it anyway
 * (PT403 consent_required): this is where the person can give it.
 */
export function ConsentGate({
  userId,
  onBack,
  children,
}: {
  userId: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const supabase = useService('supabase');
  const [state, setState] = useState<GateState>(() =>
    rememberedConsent(userId) !== null ? 'given' : 'checking',
  );
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    void supabase
      .get()
      .then(async (client) => {
        const found = await loadConsent(client, userId);
        if (!found.ok || found.value) return found.ok;
        // Consent ticked on the sign-up form before Google or an email link: recorded now.
        const signup = takeSignupConsent();
        if (signup === null) return false;
        return (await giveConsent(client, userId, signup)).ok;
      })
      .then((given) => {
        if (live) setState(given ? 'given' : 'needed');
      })
      .catch(() => {
        if (live) setState('needed');
      });
    return () => {
      live = false;
    };
  }, [state, supabase, userId]);

  if (state === 'given') return <>{children}</>;
  if (state === 'checking') return null;

  async function accept() {
    setBusy(true);
    setFailed(false);
    const client = await supabase.get();
    const given = await giveConsent(client, userId, siteFacts.privacyPolicyVersion);
    setBusy(false);
    if (given.ok) setState('given');
    else setFailed(true);
  }

  return (
    <section className={css.gate} aria-labelledby="consent-title">
      <h1 id="consent-title" className={css.title} tabIndex={-1} data-stage-heading>
        <Trans>Avant votre première conversation</Trans>
      </h1>
      <p className={css.text}>
        <Trans>
          Vos échanges avec Emma et Louis peuvent parler de votre santé et de votre bien-être. Pour vous
          répondre, nous devons les traiter : nous avons besoin de votre accord explicite. Personne dans
          l'équipe ne lit vos conversations.
        </Trans>
      </p>
      <ConsentCheckbox checked={checked} onChange={setChecked} />
      {failed && (
        <p className={css.error} role="alert">
          <Trans>Votre accord n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.</Trans>
        </p>
      )}
      <div className={css.actions}>
        <Button tone="primary" disabled={!checked || busy} onClick={() => void accept()}>
          <Trans>Continuer vers la conversation</Trans>
        </Button>
        <Button tone="secondary" onClick={onBack}>
          <Trans>Retour</Trans>
        </Button>
      </div>
    </section>
  );
}
