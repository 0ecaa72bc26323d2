/** /admin: who you are to the back-office, and the way in (login, first-run promotion, tools). */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';

import { Button, LinkButton } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import * as styles from './admin.css.ts';
import { Checking, StatCard, errorText, useAdminAccess, useAdminApi, useLoad } from './shared.tsx';

/** What the back-office chunk gives this page and the gates (features/admin/admin.routes.tsx). */
export type AdminModule = {
  AdminPanelPage: ComponentType;
  AdminDashboardPage: ComponentType;
  AdminSettingsPage: ComponentType;
  AdminTools: ComponentType<{ tool: string; onClose: () => void }>;
};

// Only a development build has the quick test-admin login (fixed credentials): a production build
// drops this import, so its chunk and credentials never ship.
const DevToolsCard = import.meta.env.DEV ? lazy(() => import('./DevToolsCard.tsx')) : null;

type Tool = 'subscriptions' | 'simple' | 'database' | 'audit' | 'pricing';

/** The back-office chunk's tool modals (a lazy component made once by adminAccess.routes.tsx). */
export type AdminToolsComponent = ComponentType<{ tool: string; onClose: () => void }>;

export function AdminAccessPage({ Tools }: { Tools: AdminToolsComponent }) {
  const { t } = useLingui();
  const access = useAdminAccess();
  const api = useAdminApi();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [tool, setTool] = useState<Tool | null>(null);
  const [promoting, setPromoting] = useState(false);
  const signedIn = access.state !== 'signedOut' && access.state !== 'checking';
  const bootstrap = useLoad(
    () => (access.state === 'denied' ? api.bootstrapOpen() : Promise.resolve(false)),
    [api, access.state],
  );

  const promote = async () => {
    if (access.state !== 'denied') return;
    setPromoting(true);
    try {
      const result = await api.promoteSelf(access.user.email);
      if (!result.success) throw new Error(result.message || 'Promotion failed');
      toasts.show({ title: t`Successfully promoted to admin!`, tone: 'success' });
      // The spec re-checks a second later.
      setTimeout(access.recheck, 1000);
    } catch (error) {
      toasts.show({
        title: t`Failed to promote user to admin`,
        description: errorText(error),
        tone: 'error',
      });
    } finally {
      setPromoting(false);
    }
  };

  if (access.state === 'checking') return <Checking />;
  const email = access.state === 'signedOut' ? null : access.user.email;
  return (
    <div className={styles.page}>
      <title>{t`Administration — Emma & Louis`}</title>
      <h1 className={styles.title}>
        <Trans>Accès administrateur</Trans>
      </h1>
      <div className={styles.grid}>
        <StatCard label={t`Authentifié`} value={signedIn ? t`Oui` : t`Non`} />
        <StatCard label={t`Rôle admin`} value={access.state === 'authorised' ? t`Activé` : t`Désactivé`} />
        <StatCard label={t`Email`} wide value={<span style={{ fontSize: '1rem' }}>{email ?? '—'}</span>} />
      </div>

      {access.state === 'signedOut' && (
        <section className={styles.card} aria-labelledby="login-required">
          <h2 id="login-required" className={styles.subtitle}>
            <Trans>Connexion requise</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Connectez-vous avec un compte administrateur pour accéder au back-office.</Trans>
          </p>
          <div className={styles.row}>
            <LinkButton to="/admin/login">
              <Trans>Connexion administrateur</Trans>
            </LinkButton>
          </div>
        </section>
      )}

      {access.state === 'error' && (
        <section className={styles.card} role="alert">
          <h2 className={styles.subtitle}>
            <Trans>Failed to check admin status</Trans>
          </h2>
          <p className={styles.muted}>{access.message}</p>
          <Button onClick={access.recheck}>
            <Trans>Réessayer</Trans>
          </Button>
        </section>
      )}

      {access.state === 'denied' && (
        <section className={styles.card} aria-labelledby="promotion">
          <h2 id="promotion" className={styles.subtitle}>
            <Trans>Promotion administrateur</Trans>
          </h2>
          {bootstrap.data === true ? (
            <>
              <p className={styles.muted}>
                <Trans>
                  Aucun administrateur n'existe encore. Comme premier utilisateur, vous pouvez promouvoir
                  votre propre compte.
                </Trans>
              </p>
              <div className={styles.row}>
                <Button onClick={() => void promote()} disabled={promoting}>
                  <Trans>Devenir administrateur</Trans>
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.muted}>
              <Trans>Accès administrateur requis. Votre compte n'a pas les permissions nécessaires.</Trans>{' '}
              <Trans>Contactez un administrateur.</Trans>
            </p>
          )}
        </section>
      )}

      {access.state === 'authorised' && (
        <section className={styles.card} aria-labelledby="granted">
          <h2 id="granted" className={styles.subtitle}>
            <Trans>Accès accordé</Trans>
          </h2>
          <div className={styles.row}>
            <Button onClick={() => void navigate('/admin/panel')}>
              <Trans>SaaS Dashboard</Trans>
            </Button>
            <Button tone="secondary" onClick={() => setTool('subscriptions')}>
              <Trans>Abonnements</Trans>
            </Button>
            <Button tone="secondary" onClick={() => setTool('simple')}>
              <Trans>Tableau de bord simple</Trans>
            </Button>
            <Button tone="secondary" onClick={() => setTool('database')}>
              <Trans>Tester la base de données</Trans>
            </Button>
            <Button tone="secondary" onClick={() => setTool('audit')}>
              <Trans>Audit d'authentification</Trans>
            </Button>
            <Button tone="secondary" onClick={() => setTool('pricing')}>
              <Trans>Tester les tarifs</Trans>
            </Button>
            <Button tone="secondary" onClick={() => void navigate('/admin/settings')}>
              <Trans>Paramètres</Trans>
            </Button>
          </div>
        </section>
      )}

      {DevToolsCard !== null && (
        <Suspense fallback={null}>
          <DevToolsCard onRecheck={access.recheck} />
        </Suspense>
      )}

      <div>
        <LinkButton to="/" tone="secondary">
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </div>

      {tool !== null && access.state === 'authorised' && (
        <Suspense fallback={null}>
          <Tools tool={tool} onClose={() => setTool(null)} />
        </Suspense>
      )}
    </div>
  );
}
