import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import type { SessionUser } from '#features/auth/index.ts';
import { UserAvatar } from '#ui/avatar/UserAvatar.tsx';
import { Menu } from '#ui/menu/Menu.tsx';

import * as styles from './topBar.css.ts';
import { useLogOut } from './useLogOut.ts';

export { QuickMenu } from './QuickMenu.tsx';

/** The signed-in user's menu: who, then Dashboard, Settings and Logout (then home). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const email = user.email;
  return (
    <Menu
      label={t`Compte de ${email}`}
      triggerClassName={styles.avatar}
      trigger={<UserAvatar name={user.name ?? user.email} url={user.avatarUrl} />}
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
          onSelect: () => logOut(user.id),
        },
      ]}
    />
  );
}
