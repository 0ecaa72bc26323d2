import { Trans } from '@lingui/react/macro';

import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as styles from '../chat.css.ts';

/** "Erreur d'initialisation: …" with Retry and Back (spec §2, chat screen). */
export function InitErrorPanel({
  reason,
  onRetry,
  onBack,
}: {
  reason: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <div className={styles.centered}>
      <div className={styles.card} role="alert">
        <span className={styles.cardIcon}>
          <Icon name="alert" size="1.5rem" />
        </span>
        <h2 className={styles.cardTitle}>
          <Trans>Erreur d'initialisation: {reason}</Trans>
        </h2>
        <p className={styles.cardText}>
          <Trans>
            Vérifiez votre connexion puis réessayez. Vos messages déjà enregistrés sur cet appareil sont
            conservés.
          </Trans>
        </p>
        <div className={styles.cardActions}>
          <Button tone="secondary" onClick={onBack}>
            <Icon name="arrowLeft" />
            <Trans>Retour</Trans>
          </Button>
          <Button onClick={onRetry}>
            <Icon name="refresh" />
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ChatSignedOut({ onBack, checking }: { onBack: () => void; checking: boolean }) {
  return (
    <section className={styles.screen}>
      <div className={styles.centered} role="status">
        <div className={styles.card}>
          {checking ? (
            <>
              <span className={styles.loadingDot} aria-hidden="true" />
              <p className={styles.loadingText}>
                <Trans>Vérification de votre session</Trans>
              </p>
            </>
          ) : (
            <>
              <h2 className={styles.cardTitle}>
                <Trans>Connectez-vous pour discuter</Trans>
              </h2>
              <p className={styles.cardText}>
                <Trans>
                  Vos conversations sont liées à votre compte : connectez-vous pour les retrouver.
                </Trans>
              </p>
              <Button tone="secondary" onClick={onBack}>
                <Icon name="arrowLeft" />
                <Trans>Retour</Trans>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
