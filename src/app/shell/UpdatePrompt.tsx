import { Trans } from '@lingui/react/macro';

import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { useAppSend, useUpdateAvailable, useUpdating } from '../appActor.tsx';

import * as styles from './shell.css.ts';

/** Shown when a new version's service worker is waiting; accepting reloads into it. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const updating = useUpdating();
  const send = useAppSend();
  if (!available) return null;
  return (
    <div className={styles.updatePrompt} role="alert" aria-labelledby="update-title">
      <Icon name="sparkles" size="1.5rem" />
      <div className={styles.updateText}>
        <p id="update-title" className={styles.updateTitle}>
          <Trans>Une nouvelle version est disponible</Trans>
        </p>
        <p className={styles.updateBody}>
          <Trans>Mettez à jour pour profiter des dernières améliorations.</Trans>
        </p>
      </div>
      <div className={styles.updateActions}>
        <Button tone="ghost" onClick={() => send({ type: 'sw.update.dismiss' })}>
          <Trans>Plus tard</Trans>
        </Button>
        <Button aria-busy={updating} onClick={() => send({ type: 'sw.update.accept' })}>
          {updating ? <Trans>Mise à jour…</Trans> : <Trans>Mettre à jour</Trans>}
        </Button>
      </div>
    </div>
  );
}
