import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

import type { ErrorSeverity, LoggedError } from '#core/errorLog.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { getRecentErrors, subscribeToErrors } from '#data/logger.ts';
import { Button } from '#ui/button/Button.tsx';
import { button } from '#ui/button/button.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import * as panel from '#ui/page/panel.css.ts';

import * as styles from './errorScreen.css.ts';

type ErrorScreenProps = {
  error: LoggedError;
  onRetry: () => void;
  /** Set while the appearance settings are being reset before an automatic reload. */
  repairing?: boolean;
};

function reportHref(error: LoggedError): string {
  const subject = `Erreur ${error.id}`;
  const body = [
    `Erreur ${error.id} (${error.severity})`,
    error.at,
    error.route ?? '',
    error.message,
    '',
    error.stack ?? '',
  ].join('\n');
  return `mailto:${siteFacts.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.slice(0, 1800))}`;
}

/**
 * 'Erreur de l'application': what the user sees when a screen crashed. It gives an error id
 * to quote, Retry, Home, Report (a prefilled email), and collapsible technical details with
 * the recent errors of this session. It avoids router links: it may render outside the router.
 */
export function ErrorScreen({ error, onRetry, repairing = false }: ErrorScreenProps) {
  const { t } = useLingui();
  const recent = useSyncExternalStore(subscribeToErrors, getRecentErrors, getRecentErrors);
  // Named values, so translators see {errorId} and {count} rather than {0}.
  const errorId = error.id;
  const count = recent.length;
  const severityLabel: Record<ErrorSeverity, string> = {
    low: t`faible`,
    medium: t`moyenne`,
    high: t`élevée`,
    critical: t`critique`,
  };

  return (
    <div className={panel.centered}>
      <title>{t`Erreur de l'application — Emma & Louis`}</title>
      <section className={panel.card} role="alert" aria-labelledby="app-error-title">
        <div className={styles.badge}>
          <Icon name="alert" size="1.5rem" />
        </div>
        <h1 id="app-error-title" className={styles.title}>
          <Trans>Erreur de l'application</Trans>
        </h1>
        <p className={styles.lead}>
          {repairing ? (
            <Trans>
              Vos réglages d'apparence semblaient endommagés : ils ont été réinitialisés. Rechargement…
            </Trans>
          ) : (
            <Trans>
              Un problème inattendu a interrompu cet écran. Vos conversations enregistrées ne sont pas
              perdues.
            </Trans>
          )}
        </p>
        <p>
          <Trans>
            Identifiant de l'erreur : <code className={styles.errorId}>{errorId}</code>
          </Trans>
        </p>
        <div className={styles.buttons}>
          <Button onClick={onRetry}>
            <Icon name="refresh" />
            <Trans>Réessayer</Trans>
          </Button>
          <a className={button({ tone: 'secondary' })} href="/">
            <Icon name="home" />
            <Trans>Accueil</Trans>
          </a>
          <a className={button({ tone: 'ghost' })} href={reportHref(error)}>
            <Icon name="mail" />
            <Trans>Signaler</Trans>
          </a>
        </div>
        <details className={styles.details}>
          <summary className={styles.summary}>
            <Trans>Détails techniques</Trans>
          </summary>
          <pre className={styles.pre}>
            {[error.message, error.stack, error.componentStack]
              .filter((part) => part !== undefined && part !== '')
              .join('\n\n')}
          </pre>
          <p className={styles.recentTitle}>
            <Trans>Erreurs récentes ({count})</Trans>
          </p>
          <ul className={styles.logList}>
            {[...recent].reverse().map((entry) => (
              <li key={entry.id} className={styles.logItem}>
                <span className={styles.severity[entry.severity]}>{severityLabel[entry.severity]}</span>
                <code>{entry.id}</code>
                <span>{entry.message}</span>
              </li>
            ))}
          </ul>
        </details>
      </section>
    </div>
  );
}
