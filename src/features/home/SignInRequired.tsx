import { Trans } from '@lingui/react/macro';

import { LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './home.css.ts';

/** A signed-in area visited while signed out: one clear way to sign in. */
export function SignInRequired() {
  return (
    <div className={css.centered}>
      <section className={css.card} aria-labelledby="sign-in-required-title">
        <span className={css.accentIcon}>
          <Icon name="lock" size="1.75rem" />
        </span>
        <h1 id="sign-in-required-title" className={css.title}>
          <Trans>Connectez-vous pour retrouver votre espace</Trans>
        </h1>
        <p className={css.text}>
          <Trans>Vos coachs, vos conversations et vos crédits vous attendent après la connexion.</Trans>
        </p>
        <div className={css.actions}>
          <LinkButton to="/auth" tone="primary" size="lg">
            <Trans>Se connecter</Trans>
            <Icon name="arrowRight" />
          </LinkButton>
          <LinkButton to="/" tone="secondary" size="lg">
            <Trans>Retour à l'accueil</Trans>
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
