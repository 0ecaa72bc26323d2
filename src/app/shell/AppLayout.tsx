import { Trans } from '@lingui/react/macro';
import { Outlet, useNavigation } from 'react-router';

import { Toaster } from '#ui/toast/Toaster.tsx';

import { useSwitchingLocale } from '../appActor.tsx';

import * as styles from './shell.css.ts';
import { TopBar } from './TopBar.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/** Every page: skip link, top bar, the page, toasts and the update prompt. */
export function AppLayout() {
  const navigation = useNavigation();
  const switchingLocale = useSwitchingLocale();
  const busy = navigation.state !== 'idle' || switchingLocale;
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Aller au contenu</Trans>
      </a>
      <TopBar />
      {busy && <div className={styles.pending} aria-hidden="true" />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
      <UpdatePrompt />
    </div>
  );
}
