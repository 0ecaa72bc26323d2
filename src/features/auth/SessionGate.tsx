/**
 * Protected content: shown once signed in, the authentication page instead when signed out.
 * While the session is checked it says so; after 8 s (or when the check itself timed out) it
 * offers to retry or to go to the login form.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';

import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './auth.css.ts';
import type { AuthMode } from './AuthTabs.tsx';
import { CheckingSession } from './CheckingSession.tsx';
import { useAuthActor, useAuthSelector, useAuthStatus } from './session.tsx';

// The forms load only when someone signed out reaches protected content.
const AuthPanel = lazy(() => import('./AuthPanel.tsx').then((module) => ({ default: module.AuthPanel })));

/** The spec's session-gate wait (the machine's own check gives up after 5 s). */
export const sessionGateTimeoutMs = 8000;

export function SessionGate({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const actor = useAuthActor();
  const checkTimedOut = useAuthSelector(
    (snapshot) => snapshot.context.error?.code === 'sessionTimeout',
    false,
  );
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<AuthMode>('login');
  /** "Aller à la connexion" pressed: the form shows even if the check is still running. */
  const [showLogin, setShowLogin] = useState(false);

  const checking = status === 'checking';
  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(() => setWaitedTooLong(true), sessionGateTimeoutMs);
    return () => clearTimeout(timer);
  }, [checking, attempt]);

  const retry = () => {
    setWaitedTooLong(false);
    setShowLogin(false);
    setAttempt((count) => count + 1);
    actor.send({ type: 'auth.retry' });
  };
  const goToLogin = () => {
    setWaitedTooLong(false);
    setShowLogin(true);
    setMode('login');
    actor.send({ type: 'auth.clearError' });
  };

  if (status === 'signedIn') return <>{children}</>;
  const panel = (
    <div className={css.page}>
      <Suspense fallback={<CheckingCard />}>
        <AuthPanel mode={mode} onModeChange={setMode} />
      </Suspense>
    </div>
  );
  if (showLogin) return panel;
  if ((checking && waitedTooLong) || (!checking && checkTimedOut)) {
    return <ConnectionProblem onRetry={retry} onLogin={goToLogin} />;
  }
  if (!checking) return panel;
  return (
    <div className={css.page}>
      <CheckingCard />
    </div>
  );
}

function CheckingCard() {
  return (
    <section className={css.statusCard}>
      <CheckingSession />
    </section>
  );
}

function ConnectionProblem({ onRetry, onLogin }: { onRetry: () => void; onLogin: () => void }) {
  const titleId = useId();
  return (
    <div className={css.page}>
      <section className={css.statusCard} aria-labelledby={titleId}>
        <span className={css.iconBadge.warning}>
          <Icon name="offline" size="1.625rem" />
        </span>
        <h1 id={titleId} className={css.title}>
          <Trans>Problème de connexion</Trans>
        </h1>
        <p className={css.lead} role="alert">
          <Trans>Connexion impossible au serveur. Vérifiez votre connexion internet, puis réessayez.</Trans>
        </p>
        <div className={css.centeredActions}>
          <Button onClick={onRetry}>
            <Icon name="refresh" />
            <Trans>Réessayer</Trans>
          </Button>
          <Button tone="secondary" onClick={onLogin}>
            <Trans>Aller à la connexion</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
