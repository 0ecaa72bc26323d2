import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

import { useAuthStatus, useLoginModal, useSessionUser } from '#features/auth/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as styles from './topBar.css.ts';

// Visitors never need the menus' code: it loads with the first signed-in page.
const AccountMenu = lazy(() =>
  import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })),
);
// The same chunk as the account menu (AccountMenu.tsx re-exports it): one download for both.
const QuickMenu = lazy(() => import('./AccountMenu.tsx').then((module) => ({ default: module.QuickMenu })));

/** The second header menu (switch coach, theme, settings, help, contact), for signed-in users. */
export function SignedInQuickMenu() {
  const status = useAuthStatus();
  const user = useSessionUser();
  if (status !== 'signedIn' || user === null) return null;
  return (
    <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
      <QuickMenu />
    </Suspense>
  );
}

/**
 * The spec's login-button variant: signed-in users go to their dashboard, visitors get the login
 * modal. On phones, where the account menu lives in the drawer, it is the bar's one-tap way in.
 */
export function LoginOrDashboardButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const status = useAuthStatus();
  const user = useSessionUser();
  const loginModal = useLoginModal();
  if (status === 'checking') return null;
  if (status === 'signedIn' && user !== null)
    return (
      <LinkButton
        to="/dashboard"
        tone="secondary"
        size="icon"
        className={className}
        aria-label={t`Mon espace`}
      >
        <Icon name="user" />
      </LinkButton>
    );
  return (
    <Button
      tone="secondary"
      size="icon"
      className={className}
      // Not "Se connecter": that is the desktop button's name (one of the two is hidden).
      aria-label={t`Connexion`}
      onClick={() => loginModal.open('login')}
    >
      <Icon name="user" />
    </Button>
  );
}

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
