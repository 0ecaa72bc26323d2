/**
 * The /auth and /login routes. Both send a signed-in visitor on: to the `redirect` parameter when
 * it is a path of this site, home otherwise.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import * as css from '../components/auth.css.ts';
import { AuthPanel } from '../components/AuthPanel.tsx';
import { CheckingSession } from './CheckingSession.tsx';
import type { AuthMode } from '../components/AuthTabs.tsx';
import { EmailConfirmationScreen, MagicLinkSentScreen } from './EmailScreens.tsx';
import { SuccessBox } from '../components/fields.tsx';
import { emptyLogin, LoginForm, type LoginValues } from '../components/LoginForm.tsx';
import { safeRedirectPath } from '../redirect.ts';
import { useAuthStatus } from '../session.tsx';
import { useAuthForm } from '../useAuthFlow.ts';

/** Once signed in, leave for `?redirect=` (same site only) or home. */
function useLeaveWhenSignedIn(): void {
  const status = useAuthStatus();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'));
  // Once: the target read at sign-in wins over whatever the address says afterwards.
  const left = useRef(false);
  useEffect(() => {
    if (status !== 'signedIn' || left.current) return;
    left.current = true;
    void navigate(target, { replace: true });
  }, [status, navigate, target]);
}

export function AuthPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'login';
  useLeaveWhenSignedIn();

  const setMode = (next: AuthMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signup') updated.set('mode', 'signup');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className={css.page}>
      <title>{mode === 'login' ? t`Connexion — Emma & Louis` : t`Inscription — Emma & Louis`}</title>
      <AuthPanel mode={mode} onModeChange={setMode} />
    </div>
  );
}

/** Set by the reset-password page when it sends people here with their new password. */
export type LoginPageState = { passwordChanged?: boolean };

function passwordChanged(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginPageState).passwordChanged === true;
}

export function LoginPage() {
  const { t } = useLingui();
  const auth = useAuthForm();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>(emptyLogin);
  const titleId = useId();
  useLeaveWhenSignedIn();

  let content;
  if (auth.screen === 'checking' || auth.screen === 'signedIn') {
    content = <CheckingSession titleId={titleId} />;
  } else if (auth.screen === 'magicLinkSent') {
    content = (
      <MagicLinkSentScreen auth={auth} email={auth.pendingEmail ?? ''} headingLevel={1} titleId={titleId} />
    );
  } else if (auth.screen === 'awaitingConfirmation') {
    content = (
      <EmailConfirmationScreen
        auth={auth}
        email={auth.pendingEmail ?? ''}
        headingLevel={1}
        titleId={titleId}
      />
    );
  } else {
    content = (
      <>
        <div className={css.header}>
          <h1 id={titleId} className={css.title}>
            <Trans>Connexion</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>Heureux de vous revoir. Connectez-vous pour continuer.</Trans>
          </p>
        </div>
        {passwordChanged(location.state) && (
          <SuccessBox>
            <Trans>Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.</Trans>
          </SuccessBox>
        )}
        <LoginForm auth={auth} values={values} onChange={setValues} />
        <p className={css.footnote}>
          <Trans>
            Pas encore de compte ? <Link to="/auth?mode=signup">Créer un compte</Link>
          </Trans>
        </p>
      </>
    );
  }

  return (
    <div className={css.page}>
      <title>{t`Connexion — Emma & Louis`}</title>
      <section className={css.card} aria-labelledby={titleId}>
        {content}
      </section>
    </div>
  );
}
