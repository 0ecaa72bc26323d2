import { Trans, useLingui } from '@lingui/react/macro';

import { LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as styles from './notFoundPage.css.ts';

/** Any unknown path: '404', 'Oops! Page not found' and the way home. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className={styles.wrap}>
      <title>{t`Page introuvable — Emma & Louis`}</title>
      <section className={styles.card} aria-labelledby="not-found-title">
        <p className={styles.big}>404</p>
        <h1 id="not-found-title" className={styles.title}>
          <Trans>Oups ! Page introuvable</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>L'adresse demandée n'existe pas ou a été déplacée.</Trans>
        </p>
        <LinkButton to="/">
          <Icon name="home" />
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </section>
    </div>
  );
}
