import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import { useAuthActor, useAuthStatus, useLoginModal, useSessionUser } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Menu } from '#ui/menu/Menu.tsx';

import * as styles from './topBar.css.ts';

/**
 * Signed in: the avatar initial opening Dashboard, Settings and Logout (then home).
 * Signed out: the login button opening the login modal. Nothing while the session is checked,
 * so the bar does not flicker between the two.
 */
export function UserMenu() {
  const { t } = useLingui();
  const status = useAuthStatus();
  const user = useSessionUser();
  const loginModal = useLoginModal();
  const auth = useAuthActor();
  const navigate = useNavigate();

  if (status === 'checking') return <span className={styles.userPlaceholder} aria-hidden="true" />;
  if (status === 'signedOut' || user === null) {
    return (
      <Button onClick={() => loginModal.open('login')}>
        <Trans>Se connecter</Trans>
      </Button>
    );
  }
  const initial = (user.name ?? user.email).trim().charAt(0).toUpperCase() || '?';
  return (
    <Menu
      label={t`Compte de ${user.email}`}
      triggerClassName={styles.avatar}
      trigger={<span aria-hidden="true">{initial}</span>}
      header={
        <>
          {user.name && <strong className={styles.menuName}>{user.name}</strong>}
          <span>{user.email}</span>
        </>
      }
      items={[
        { key: 'dashboard', label: t`Tableau de bord`, onSelect: () => void navigate('/dashboard') },
        { key: 'settings', label: t`Paramètres`, onSelect: () => void navigate('/settings') },
        {
          key: 'logout',
          label: t`Se déconnecter`,
          tone: 'danger',
          onSelect: () => {
            auth.send({ type: 'auth.logout' });
            void navigate('/');
          },
        },
      ]}
    />
  );
}
