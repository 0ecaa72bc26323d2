import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

import { Icon } from '../icons/Icon.tsx';

import { useToasts } from './toastStore.ts';
import * as styles from './toaster.css.ts';

const toneIcon = { info: 'sparkles', success: 'check', error: 'alert' } as const;

/** The toast area, top-right. Errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const toast = useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current);
  return (
    <div
      className={toast?.placement === 'bottom' ? styles.bottomRegion : styles.region}
      aria-live={toast?.tone === 'error' ? 'assertive' : 'polite'}
      role="status"
    >
      {toast !== null && (
        <div key={toast.id} className={styles.toast} data-testid="toast" data-tone={toast.tone}>
          <Icon name={toneIcon[toast.tone]} className={styles.tone[toast.tone]} size="1.25rem" />
          <div>
            <p className={styles.title}>
              {toast.titleMessage === undefined ? toast.title : i18n._(toast.titleMessage)}
            </p>
            {toast.description !== undefined && <p className={styles.description}>{toast.description}</p>}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => toasts.dismiss(toast.id)}
            aria-label={t`Fermer la notification`}
          >
            <Icon name="close" size="1rem" />
          </button>
        </div>
      )}
    </div>
  );
}
