/**
 * The older back-office (/admin/dashboard, /admin/dashboard-page; /admin/users, /admin/subscriptions
 * and /admin/messages open their tab — decision 8): side navigation with the unread badge, eight
 * tiles, and every tab connected to the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useAuthActor } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';

import {
  ActivityLog,
  ContactMessages,
  ContactStatus,
  PromoCodeDialog,
  PromoCodes,
  SettingsEditor,
  TestAccountDialog,
} from './BackOfficeSections.tsx';
import {
  AccessError,
  StatCard,
  useAdminApi,
  useFormat,
  useLoad,
  adminStyles as styles,
} from '#features/admin-access/index.ts';
import { SubscriptionManager, useLiveReload } from './PanelPage.tsx';
import { UserBadge, UsersSection, userName } from './UsersSection.tsx';

type Section =
  'dashboard' | 'users' | 'subscriptions' | 'analytics' | 'settings' | 'activity' | 'messages' | 'promo';

function initialSection(path: string): Section {
  if (path.endsWith('/users')) return 'users';
  if (path.endsWith('/subscriptions')) return 'subscriptions';
  if (path.endsWith('/messages')) return 'messages';
  return 'dashboard';
}

function BackOffice() {
  const { t } = useLingui();
  const api = useAdminApi();
  const f = useFormat();
  const navigate = useNavigate();
  const auth = useAuthActor();
  const { pathname } = useLocation();
  const [section, setSection] = useState<Section>(() => initialSection(pathname));
  const [dialog, setDialog] = useState<'test' | 'promo' | null>(null);
  const reloadKey = useLiveReload();
  const overview = useLoad(() => api.overview(), [api, reloadKey]);
  const data = overview.data;
  const unread = data?.unread_messages ?? 0;
  const sections: [Section, string][] = [
    ['dashboard', t`Tableau de bord`],
    ['users', t`Utilisateurs`],
    ['subscriptions', t`Abonnements`],
    ['analytics', t`Analytique`],
    ['messages', t`Messages`],
    ['promo', t`Codes promo`],
    ['settings', t`Paramètres`],
    ['activity', t`Activité`],
  ];
  const current = sections.find(([id]) => id === section)?.[1] ?? '';
  return (
    <div className={styles.page}>
      <title>{t`Tableau de bord administrateur — Emma & Louis`}</title>
      <h1 className={styles.title}>
        <Trans>Back-office</Trans>
      </h1>
      <div className={styles.layout}>
        <nav className={styles.sideNav} aria-label={t`Back-office`}>
          {sections.map(([id, label]) => (
            <button
              key={id}
              type="button"
              className={styles.navButton}
              aria-current={section === id ? 'page' : undefined}
              onClick={() => setSection(id)}
            >
              <span>{label}</span>
              {id === 'messages' && unread > 0 && (
                <span className={styles.badge.danger} aria-label={t`${unread} non lus`}>
                  {unread}
                </span>
              )}
            </button>
          ))}
          <button type="button" className={styles.navButton} onClick={() => void navigate('/')}>
            <Trans>Voir le site</Trans>
          </button>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => {
              auth.send({ type: 'auth.logout' });
              void navigate('/');
            }}
          >
            <Trans>Se déconnecter</Trans>
          </button>
        </nav>
        <main
          style={{ display: 'grid', gap: '1rem', minWidth: 0, alignContent: 'start' }}
          aria-label={current}
        >
          {overview.error !== null && (
            <AccessError message={t`Erreur de chargement des données admin`} onRetry={overview.reload} />
          )}
          {(section === 'dashboard' || section === 'analytics') && data && (
            <div className={styles.grid}>
              <StatCard label={t`Utilisateurs`} value={f.number(data.total_users)} />
              <StatCard label={t`Vérifiés`} value={f.number(data.verified_users)} />
              <StatCard label={t`Actifs`} value={f.number(data.active_users)} />
              <StatCard label={t`Inscrits aujourd'hui`} value={f.number(data.new_users_today)} />
              <StatCard label={t`Codes promo`} value={f.number(data.promo_codes)} />
              <StatCard label={t`Codes promo actifs`} value={f.number(data.active_promo_codes)} />
              <StatCard label={t`Messages`} value={f.number(data.messages)} />
              <StatCard label={t`Non lus`} value={f.number(data.unread_messages)} />
            </div>
          )}
          {section === 'dashboard' && data && (
            <>
              <div className={styles.row}>
                <Button onClick={() => setDialog('test')}>
                  <Trans>Compte de test</Trans>
                </Button>
                <Button tone="secondary" onClick={() => setDialog('promo')}>
                  <Trans>Code promo</Trans>
                </Button>
                <Button tone="secondary" onClick={overview.reload}>
                  <Trans>Actualiser</Trans>
                </Button>
              </div>
              <div className={styles.twoColumns}>
                <section className={styles.card} aria-labelledby="bo-users">
                  <h2 id="bo-users" className={styles.subtitle}>
                    <Trans>Derniers utilisateurs</Trans>
                  </h2>
                  <ul style={{ margin: 0, paddingLeft: '1rem', display: 'grid', gap: '0.5rem' }}>
                    {data.latest_users.map((user) => (
                      <li key={user.id}>
                        {userName(user)} <UserBadge user={user} />
                      </li>
                    ))}
                  </ul>
                </section>
                <section className={styles.card} aria-labelledby="bo-messages">
                  <h2 id="bo-messages" className={styles.subtitle}>
                    <Trans>Derniers messages</Trans>
                  </h2>
                  <ul style={{ margin: 0, paddingLeft: '1rem', display: 'grid', gap: '0.5rem' }}>
                    {data.latest_messages.map((message) => (
                      <li key={message.id}>
                        {message.name} · {message.subject} <ContactStatus status={message.status} />
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            </>
          )}
          {section === 'analytics' && data && (
            <div className={styles.grid}>
              <StatCard label={t`Revenu total`} value={f.euros(data.total_revenue)} />
              <StatCard label={t`Revenu mensuel récurrent`} value={f.euros(data.monthly_revenue)} />
              <StatCard label={t`Abonnements actifs`} value={f.number(data.active_subscriptions)} />
              <StatCard label={t`Crédits utilisés aujourd'hui`} value={f.number(data.credits_used_today)} />
              <StatCard label={t`Crédits accordés`} value={f.number(data.total_credits_granted)} />
              <StatCard label={t`Actifs aujourd'hui`} value={f.number(data.active_today)} />
            </div>
          )}
          {section === 'users' && <UsersSection reloadKey={reloadKey} />}
          {section === 'subscriptions' && (
            <section className={styles.card} aria-label={t`Abonnements`}>
              <SubscriptionManager />
            </section>
          )}
          {section === 'messages' && <ContactMessages reloadKey={reloadKey} />}
          {section === 'promo' && <PromoCodes reloadKey={reloadKey} />}
          {section === 'settings' && <SettingsEditor />}
          {section === 'activity' && <ActivityLog reloadKey={reloadKey} />}
        </main>
      </div>
      {dialog === 'test' && <TestAccountDialog onClose={() => setDialog(null)} />}
      {dialog === 'promo' && <PromoCodeDialog onClose={() => setDialog(null)} onDone={overview.reload} />}
    </div>
  );
}

/** Shown once the gate (features/admin-access) has the server's word that the caller is an admin. */
export function AdminDashboardPage() {
  return <BackOffice />;
}

export function AdminSettingsPage() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <title>{t`Paramètres d'administration — Emma & Louis`}</title>
      <h1 className={styles.title}>
        <Trans>Paramètres d'administration</Trans>
      </h1>
      <SettingsEditor />
    </div>
  );
}
