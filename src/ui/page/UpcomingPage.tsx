import { Trans, useLingui } from '@lingui/react/macro';

import { LinkButton } from '../button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';

import * as styles from './upcomingPage.css.ts';

/**
 * An honest page for a route whose screen is not built yet: it names the page, says it is
 * not available, and offers the way home. It never pretends to work.
 */
export function UpcomingPage({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.wrap}>
      <title>{t`${title} — Emma & Louis`}</title>
      <section className={styles.card} aria-labelledby="upcoming-title">
        <span className={styles.badge}>
          <Icon name="clock" size="1rem" />
          <Trans>Bientôt disponible</Trans>
        </span>
        <h1 id="upcoming-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>
          <Trans>
            Cette page n'est pas encore disponible. Elle arrive dans une prochaine version de l'application.
          </Trans>
        </p>
        <LinkButton to="/" tone="secondary">
          <Icon name="arrowLeft" />
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </section>
    </div>
  );
}
