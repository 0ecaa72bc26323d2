import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { useAuthStatus, useLoginModal, useSessionUser } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Drawer } from '#ui/drawer/Drawer.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { LogoMark } from '#ui/icons/Logo.tsx';

import { useOnline } from '../appActor.tsx';

import { LanguageSwitch, ThemeCycleButton } from './PreferenceControls.tsx';
import * as styles from './topBar.css.ts';
import { useLogOut } from './useLogOut.ts';
import { LoginOrDashboardButton, SignedInQuickMenu, UserMenu } from './UserMenu.tsx';

// Only shown in the drawer (and only where the app can be installed): loaded when it opens.
const InstallAppButton = lazy(() =>
  import('./InstallApp.tsx').then((module) => ({ default: module.InstallAppButton })),
);

/** The product name is a brand: the same in every language. */
const brandName = 'Emma & Louis';

function useNavItems() {
  const { t } = useLingui();
  return [
    { to: '/', label: t`Accueil`, end: true },
    { to: '/pricing', label: t`Tarifs`, end: false },
    { to: '/contact', label: t`Contact`, end: false },
  ];
}

/**
 * The shared top bar: logo home, Home / Pricing / Contact (a drawer under 768 px), language
 * switch, theme cycle, the quick menu (signed in), and the user menu (or the login button for
 * visitors); under 768 px the login-button variant (dashboard or login) instead of the user menu.
 */
export function TopBar() {
  const { t } = useLingui();
  const online = useOnline();
  const items = useNavItems();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const signedIn = useAuthStatus() === 'signedIn';

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t`Emma & Louis, accueil`}>
          <LogoMark size={30} />
          <span className={signedIn ? styles.wordmarkSignedIn : styles.wordmark} aria-hidden="true">
            {brandName}
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t`Navigation principale`}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={styles.navLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className={styles.actions}>
          {!online && (
            <span className={styles.offline} role="status">
              <Icon name="offline" size="1rem" />
              <span className={styles.labelOnDesktop}>
                <Trans>Hors ligne</Trans>
              </span>
            </span>
          )}
          <LanguageSwitch />
          <ThemeCycleButton />
          <SignedInQuickMenu />
          {/* Under 768 px the account lives in the drawer: the bar has no room for it. */}
          <div className={styles.desktopOnly}>
            <UserMenu />
          </div>
          <LoginOrDashboardButton className={styles.mobileOnly} />
          <Button
            tone="secondary"
            size="icon"
            className={styles.mobileOnly}
            aria-label={t`Ouvrir le menu`}
            aria-expanded={drawerOpen}
            aria-controls="main-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </Button>
        </div>
      </div>

      <Drawer id="main-drawer" title={t`Menu`} open={drawerOpen} onClose={closeDrawer}>
        <nav aria-label={t`Navigation principale`}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={styles.drawerLink}
              onClick={closeDrawer}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.drawerFooter}>
          <Suspense fallback={null}>
            <InstallAppButton />
          </Suspense>
          <DrawerAccount onDone={closeDrawer} />
        </div>
      </Drawer>
    </header>
  );
}

/** In the small-screen drawer: the login button for visitors, the account for signed-in users. */
function DrawerAccount({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const status = useAuthStatus();
  const user = useSessionUser();
  const loginModal = useLoginModal();
  const logOut = useLogOut();
  if (status === 'checking') return null;
  if (status === 'signedOut' || user === null) {
    return (
      <Button
        onClick={() => {
          onDone();
          loginModal.open('login');
        }}
      >
        <Trans>Se connecter</Trans>
      </Button>
    );
  }
  const email = user.email;
  return (
    <nav aria-label={t`Compte de ${email}`} className={styles.drawerAccount}>
      <p className={styles.drawerAccountName}>
        {user.name && <strong>{user.name}</strong>}
        <span>{user.email}</span>
      </p>
      <NavLink to="/dashboard" className={styles.drawerLink} onClick={onDone}>
        <Trans>Tableau de bord</Trans>
      </NavLink>
      <NavLink to="/settings" className={styles.drawerLink} onClick={onDone}>
        <Trans>Paramètres</Trans>
      </NavLink>
      <Button
        tone="secondary"
        onClick={() => {
          onDone();
          logOut(user.id);
        }}
      >
        <Trans>Se déconnecter</Trans>
      </Button>
    </nav>
  );
}
