/**
 * /auth/callback: where confirmation and sign-in links land. An emailed link (token hash) waits
 * for the person's click; then the link becomes a session, the page says so and goes home 1.5 s
 * later (a recovery link goes on to the new-password form).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';

import { Icon } from '#ui/icons/Icon.tsx';

import * as css from '../components/auth.css.ts';
import { useAuthLink } from '../useAuthLink.ts';
import { ConfirmLinkStep, LinkFailure } from './LinkSteps.tsx';

/** The spec's 1 to 2 s on the success message before going home. */
export const callbackRedirectDelayMs = 1500;

export function AuthCallbackPage() {
  const { t } = useLingui();
  const link = useAuthLink();
  const outcome = link.status === 'done' ? link.outcome : null;
  const navigate = useNavigate();
  const titleId = useId();

  const target = outcome?.ok === true ? (outcome.recovery ? '/reset-password' : '/') : null;
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), callbackRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  let content;
  if (link.status === 'awaitingClick') {
    content = <ConfirmLinkStep type={link.type} titleId={titleId} onConfirm={link.confirm} />;
  } else if (outcome === null) {
    content = (
      <div className={css.header} role="status">
        <span className={css.spinner} aria-hidden="true" />
        <h1 id={titleId} className={css.title}>
          <Trans>Vérification en cours…</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Nous confirmons votre lien, cela ne prend qu'un instant.</Trans>
        </p>
      </div>
    );
  } else if (outcome.ok) {
    content = (
      <div className={css.header} role="status">
        <span className={css.iconBadge.success}>
          <Icon name="check" size="1.625rem" />
        </span>
        <h1 id={titleId} className={css.title}>
          <Trans>Vous êtes connecté(e) !</Trans>
        </h1>
        <p className={css.lead}>
          {outcome.recovery ? (
            <Trans>Redirection vers le choix de votre nouveau mot de passe…</Trans>
          ) : (
            <Trans>Bienvenue ! Redirection vers votre espace…</Trans>
          )}
        </p>
      </div>
    );
  } else {
    content = (
      <LinkFailure
        titleId={titleId}
        title={t`Erreur d'authentification`}
        reason={outcome.reason}
        detail={outcome.detail}
        action={t`Se connecter`}
      />
    );
  }

  return (
    <div className={css.page}>
      <title>{t`Confirmation de connexion — Emma & Louis`}</title>
      <section className={css.statusCard} aria-labelledby={titleId}>
        {content}
      </section>
    </div>
  );
}
