import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

import { useAuthStatus, useLoginModal, useSessionUser } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';

import * as styles from './topBar.css.ts';

// Visitors never need the menu's code: it loads with the first signed-in page.
const AccountMenu = lazy(() =>
  import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/**
 * Signed in: the avatar initial opening the account menu. Signed out: the login button opening
 * the login modal. A placeholder while the session is checked, so the bar does not flicker.
 */
export function UserMenu() {
  const status = useAuthStatus();
  const user = useSessionUser();
  const loginModal = useLoginModal();

  const placeholder = <span className={styles.userPlaceholder} aria-hidden="true" />;
  if (status === 'checking') return placeholder;
  if (status === 'signedOut' || user === null) {
    return (
      <Button onClick={() => loginModal.open('login')}>
        <Trans>Se connecter</Trans>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
