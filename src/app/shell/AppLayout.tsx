import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';

import { useAuthStatus, useLoginModal, useSessionUser } from '#features/auth/index.ts';
import { withAppCatalog } from '#i18n/i18n.ts';

import { loadSignedInServices } from './useLogOut.ts';
import { Toaster } from '#ui/toast/Toaster.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import { useStorageProblem, useSwitchingLocale } from '../appActor.tsx';
import { useOptionalService, useService } from '../serviceContext.tsx';
import type { AppServices } from '../services.ts';

import * as styles from './shell.css.ts';
import { TopBar } from './TopBar.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/** Every page: skip link, top bar, the page, toasts and the update prompt. */
export function AppLayout() {
  const navigation = useNavigation();
  const switchingLocale = useSwitchingLocale();
  const busy = navigation.state !== 'idle' || switchingLocale;
  useStorageWarning();
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
      <SessionServices />
      <CheckoutReportsHost />
    </div>
  );
}

/** Says so once when the device storage could not be read (private mode, quota, blocked). */
function useStorageWarning() {
  const { t } = useLingui();
  const storageProblem = useStorageProblem();
  const { show: showToast } = useToasts();
  const warned = useRef(false);
  useEffect(() => {
    if (!storageProblem || warned.current) return;
    warned.current = true;
    showToast({
      tone: 'error',
      title: t`Stockage de l'appareil indisponible`,
      description: t`Vos préférences ne seront pas conservées après fermeture. Vérifiez que la navigation privée est désactivée.`,
      durationMs: 8000,
    });
  }, [showToast, storageProblem, t]);
}

const SignedInServices = lazy(() => withAppCatalog(loadSignedInServices));
// The login modal's forms load the first time it opens.
const LoginModalHost = lazy(() =>
  withAppCatalog(() => import('#features/auth/auth.routes.tsx')).then((module) => ({
    default: module.LoginModalHost,
  })),
);

// The checkout's reports (a toast when no payment page opened) load with its first use.
const CheckoutReports = lazy(() =>
  withAppCatalog(() => import('#features/billing/billing.routes.tsx')).then((module) => ({
    default: module.CheckoutReports,
  })),
);

/** Mounts the checkout's reports once a checkout has started (visitors' trials too). */
function CheckoutReportsHost() {
  const checkout = useOptionalService('checkout');
  return checkout === undefined ? null : <CheckoutReportsWhenUsed checkout={checkout} />;
}

function CheckoutReportsWhenUsed({ checkout }: { checkout: AppServices['checkout'] }) {
  const active = useSelector(checkout, (s) => !s.matches('idle'));
  // Once mounted it stays: a failure is reported after the checkout went back to idle too.
  const [used, setUsed] = useState(false);
  if (active && !used) setUsed(true);
  if (!used && !active) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutReports />
    </Suspense>
  );
}

/** The login modal for visitors; sync, credits and the paywall for signed-in users. */
function SessionServices() {
  const status = useAuthStatus();
  const user = useSessionUser();
  const loginModal = useLoginModal();
  const signedIn = useService('signedIn');
  const signedInNow = status === 'signedIn' && user !== null;
  useEffect(() => {
    // The signed-in half of the services loads alongside the chunks that need it, not after them.
    if (signedInNow) signedIn.get().catch(() => undefined);
  }, [signedIn, signedInNow]);
  return (
    <Suspense fallback={null}>
      {status === 'signedIn' && user !== null && <SignedInServices userId={user.id} />}
      {loginModal.tab !== null && <LoginModalHost />}
    </Suspense>
  );
}
