import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { LogoMark } from '#ui/icons/Logo.tsx';

import * as css from './home.css.ts';

/** Spec (session gate): after 8 s of checking, offer a way out instead of waiting forever. */
export const sessionGateTimeoutMs = 8000;

/**
 * 'Problème de connexion': the session could not be checked (no answer after 8 s, or the check
 * itself timed out). Retry reloads the app; the login form is the other way forward.
 */
export function ConnectionProblem() {
  return (
    <div className={css.centered}>
      <section className={css.card} role="alert">
        <span className={css.warningIcon}>
          <Icon name="offline" size="1.75rem" />
        </span>
        <h1 className={css.title}>
          <Trans>Problème de connexion</Trans>
        </h1>
        <p className={css.text}>
          <Trans>
            La vérification de votre session prend plus de temps que prévu. Vérifiez votre connexion, puis
            réessayez.
          </Trans>
        </p>
        <div className={css.actions}>
          <Button tone="primary" onClick={() => window.location.reload()}>
            <Icon name="refresh" />
            <Trans>Réessayer</Trans>
          </Button>
          <LinkButton to="/auth" tone="secondary">
            <Trans>Aller à la connexion</Trans>
          </LinkButton>
        </div>
      </section>
    </div>
  );
}

/** The calm screen shown while the session is checked, so the landing never flashes by. */
export function SessionLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setSlow(true), sessionGateTimeoutMs);
    return () => clearTimeout(id);
  }, []);

  if (slow) return <ConnectionProblem />;

  return (
    <div className={css.centered}>
      <div className={css.panel} role="status" aria-live="polite">
        <span className={css.pulse}>
          <LogoMark size={40} />
        </span>
        <p className={css.text}>
          <Trans>Vérification de votre session</Trans>
        </p>
      </div>
    </div>
  );
}
