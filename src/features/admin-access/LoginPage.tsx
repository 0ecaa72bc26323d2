/** /admin/login: password or magic link; signs out first, then checks the role on the server. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Button, LinkButton } from '#ui/button/Button.tsx';

import * as styles from './admin.css.ts';
import { Checking, Tabs, errorText, useAdminAccess, useAdminApi } from './shared.tsx';

export function AdminLoginPage() {
  const { t } = useLingui();
  const access = useAdminAccess();
  const api = useAdminApi();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'password' | 'magic'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (access.state === 'checking' && !busy) return <Checking />;
  if ((access.state === 'authorised' || access.state === 'denied') && !busy)
    return <Navigate to="/admin" replace />;

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.signOut();
      await api.signIn(email.trim(), password);
      if (!(await api.isAdmin())) {
        await api.signOut();
        throw new Error(t`Accès administrateur requis. Votre compte n'a pas les permissions nécessaires.`);
      }
      // Stays busy: the redirect below must not race this navigation.
      void navigate('/admin/panel');
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  const sendLink = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.signOut();
      await api.magicLink(email.trim(), `${location.origin}/admin`);
      setSent(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.centered}>
      <title>{t`Connexion administrateur — Emma & Louis`}</title>
      <section className={styles.narrowCard} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.subtitle}>
          <Trans>Connexion administrateur</Trans>
        </h1>
        {sent ? (
          <>
            <p>
              <Trans>Lien envoyé ! Consultez votre boîte mail pour vous connecter.</Trans>
            </p>
            <Button tone="secondary" onClick={() => setSent(false)}>
              <Trans>Retour</Trans>
            </Button>
          </>
        ) : (
          <>
            <Tabs
              label={t`Méthode de connexion`}
              value={tab}
              onChange={setTab}
              tabs={[
                ['password', t`Mot de passe`],
                ['magic', t`Lien magique`],
              ]}
            />
            <form
              id={`panel-${tab}`}
              role="tabpanel"
              aria-labelledby={`tab-${tab}`}
              style={{ display: 'grid', gap: '0.75rem' }}
              onSubmit={(e) => {
                e.preventDefault();
                void (tab === 'password' ? signIn() : sendLink());
              }}
            >
              <label className={styles.field}>
                <Trans>Email</Trans>
                <input
                  className={styles.input}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
              {tab === 'password' && (
                <label className={styles.field}>
                  <Trans>Mot de passe</Trans>
                  <input
                    className={styles.input}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </label>
              )}
              {error !== null && (
                <p role="alert" style={{ margin: 0 }}>
                  {error}
                </p>
              )}
              <Button
                type="submit"
                disabled={busy || email.trim() === '' || (tab === 'password' && password === '')}
              >
                {tab === 'password' ? <Trans>Se connecter</Trans> : <Trans>Envoyer le lien</Trans>}
              </Button>
            </form>
            <LinkButton to="/" tone="ghost">
              <Trans>Retour à l'accueil</Trans>
            </LinkButton>
          </>
        )}
      </section>
    </div>
  );
}
