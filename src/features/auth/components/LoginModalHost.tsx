/**
 * The login and sign-up modal, mounted once in the app layout and opened through
 * `useLoginModal().open(tab)`. Its content loads the first time it opens, so the landing page
 * does not carry the forms. Login success closes it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';

import { useAuthStatus, useLoginModal } from '../session.tsx';

const LoginModal = lazy(() => import('./LoginModal.tsx').then((module) => ({ default: module.LoginModal })));

export function LoginModalHost() {
  const modal = useLoginModal();
  const { tab } = modal;
  const status = useAuthStatus();

  // Login success closes the modal.
  useEffect(() => {
    if (tab !== null && status === 'signedIn') modal.close();
  }, [tab, status, modal]);

  if (tab === null || status === 'signedIn') return null;
  return createPortal(
    <Suspense fallback={null}>
      <LoginModal tab={tab} onTab={(next) => modal.open(next)} onClose={() => modal.close()} />
    </Suspense>,
    document.body,
  );
}
