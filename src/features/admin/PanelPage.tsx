/** /admin/panel: overview, users, credits, subscriptions and analytics, all from the server. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { AdminOverview } from '#data/admin/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';

import {
  AccessError,
  StatCard,
  Tabs,
  useAdminApi,
  useFormat,
  useLoad,
  adminStyles as styles,
} from '#features/admin-access/index.ts';
import { useTransactionLabel } from '#features/credits/index.ts';
import { DataTable } from './DataTable.tsx';
import { SubscriptionManager } from './SubscriptionModal.tsx';
import { UserBadge, UsersSection, userName } from './UsersSection.tsx';

type PanelTab = 'overview' | 'users' | 'credits' | 'subscriptions' | 'analytics';

/** Reloads (bumps the key) when profiles, promo codes or contact messages change. */
export function useLiveReload(): number {
  const api = useAdminApi();
  const [key, setKey] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = api.watch(() => {
      // A burst of changes reloads once.
      clearTimeout(timer);
      timer = setTimeout(() => setKey((k) => k + 1), 300);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [api]);
  return key;
}

function TransactionsTable({ rows }: { rows: AdminOverview['latest_transactions'] }) {
  const { t } = useLingui();
  const f = useFormat();
  const typeLabel = useTransactionLabel();
  if (rows.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>Aucune transaction.</Trans>
      </p>
    );
  return (
    <DataTable
      label={t`Transactions`}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'user', header: t`Utilisateur`, cell: (row) => row.user_name || row.user_email },
        {
          key: 'type',
          header: t`Type`,
          cell: (row) => typeLabel(row.transaction_type, row.credits_amount),
        },
        {
          key: 'amount',
          header: t`Montant`,
          cell: (row) => (row.credits_amount > 0 ? `+${row.credits_amount}` : row.credits_amount),
        },
        { key: 'description', header: t`Description`, cell: (row) => row.description },
        { key: 'date', header: t`Date`, cell: (row) => f.dateTime(row.created_at) },
      ]}
    />
  );
}

function Overview({ data }: { data: AdminOverview }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div className={styles.grid}>
        <StatCard label={t`Utilisateurs`} value={f.number(data.total_users)} />
        <StatCard label={t`Abonnements actifs`} value={f.number(data.active_subscriptions)} />
        <StatCard label={t`Revenu total`} value={f.euros(data.total_revenue)} />
        <StatCard label={t`Crédits utilisés aujourd'hui`} value={f.number(data.credits_used_today)} />
        <StatCard label={t`Nouveaux aujourd'hui`} value={f.number(data.new_users_today)} />
        <StatCard label={t`Crédits accordés`} value={f.number(data.total_credits_granted)} />
      </div>
      <div className={styles.twoColumns}>
        <section className={styles.card} aria-labelledby="latest-tx">
          <h2 id="latest-tx" className={styles.subtitle}>
            <Trans>Dernières transactions</Trans>
          </h2>
          <TransactionsTable rows={data.latest_transactions} />
        </section>
        <section className={styles.card} aria-labelledby="latest-users">
          <h2 id="latest-users" className={styles.subtitle}>
            <Trans>Derniers utilisateurs</Trans>
          </h2>
          <ul style={{ margin: 0, paddingLeft: '1rem', display: 'grid', gap: '0.5rem' }}>
            {data.latest_users.map((user) => (
              <li key={user.id}>
                {userName(user)} <span className={styles.muted}>{user.email}</span> <UserBadge user={user} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function CreditsTab() {
  const { t } = useLingui();
  const api = useAdminApi();
  const list = useLoad(() => api.transactions(), [api]);
  if (list.error !== null) return <AccessError message={list.error} onRetry={list.reload} />;
  return (
    <section className={styles.card} aria-label={t`Transactions`}>
      <TransactionsTable rows={list.data ?? []} />
    </section>
  );
}

function Analytics({ data }: { data: AdminOverview }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <div className={styles.grid}>
      <StatCard label={t`Nouveaux utilisateurs aujourd'hui`} value={f.number(data.new_users_today)} />
      <StatCard label={t`Utilisateurs au total`} value={f.number(data.total_users)} />
      <StatCard label={t`Revenu actuel`} value={f.euros(data.total_revenue)} />
      <StatCard label={t`Abonnements actifs`} value={f.number(data.active_subscriptions)} />
      <StatCard label={t`Revenu mensuel récurrent`} value={f.euros(data.monthly_revenue)} />
      <StatCard label={t`Actifs aujourd'hui`} value={f.number(data.active_today)} />
    </div>
  );
}

function Panel() {
  const { t } = useLingui();
  const api = useAdminApi();
  const [tab, setTab] = useState<PanelTab>('overview');
  const reloadKey = useLiveReload();
  const overview = useLoad(() => api.overview(), [api, reloadKey]);
  return (
    <div className={styles.page}>
      <title>{t`Panneau d'administration — Emma & Louis`}</title>
      <div className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Panneau d'administration</Trans>
        </h1>
        <Button tone="secondary" onClick={overview.reload}>
          <Trans>Actualiser</Trans>
        </Button>
        <LinkButton to="/admin" tone="ghost">
          <Trans>Accès admin</Trans>
        </LinkButton>
      </div>
      <Tabs
        label={t`Sections du panneau`}
        value={tab}
        onChange={setTab}
        tabs={[
          ['overview', t`Vue d'ensemble`],
          ['users', t`Utilisateurs`],
          ['credits', t`Crédits`],
          ['subscriptions', t`Abonnements`],
          ['analytics', t`Analytique`],
        ]}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {overview.error !== null && (tab === 'overview' || tab === 'analytics') ? (
          <AccessError message={t`Erreur de chargement des données admin`} onRetry={overview.reload} />
        ) : tab === 'overview' ? (
          overview.data && <Overview data={overview.data} />
        ) : tab === 'users' ? (
          <UsersSection reloadKey={reloadKey} />
        ) : tab === 'credits' ? (
          <CreditsTab />
        ) : tab === 'subscriptions' ? (
          <SubscriptionsTab />
        ) : (
          overview.data && <Analytics data={overview.data} />
        )}
      </div>
    </div>
  );
}

function SubscriptionsTab() {
  const { t } = useLingui();
  const api = useAdminApi();
  const f = useFormat();
  const list = useLoad(
    () => api.subscriptions({ search: '', status: 'subscribed', plan: null, sort: 'created', page: 0 }),
    [api],
  );
  if (list.error !== null) return <AccessError message={list.error} onRetry={list.reload} />;
  const rows = list.data?.rows ?? [];
  return (
    <section className={styles.card} aria-label={t`Abonnements`}>
      {rows.length === 0 && !list.loading ? (
        <p className={styles.muted}>
          <Trans>Aucun abonnement actif trouvé.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Abonnements`}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'user', header: t`Utilisateur`, cell: (row) => row.nom || row.email },
            { key: 'plan', header: t`Plan`, cell: (row) => row.plan_id },
            { key: 'status', header: t`Statut`, cell: (row) => <SubscriptionStatus status={row.status} /> },
            {
              key: 'cycle',
              header: t`Cycle`,
              cell: (row) => (row.billing_cycle === 'yearly' ? t`Annuel` : t`Mensuel`),
            },
            { key: 'end', header: t`Fin de période`, cell: (row) => f.date(row.current_period_end) },
          ]}
        />
      )}
    </section>
  );
}

/** Actif, Annulé, En retard, Essai; anything else raw. */
export function SubscriptionStatus({ status }: { status: string | null }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    active: t`Actif`,
    canceled: t`Annulé`,
    cancelled: t`Annulé`,
    past_due: t`En retard`,
    trialing: t`Essai`,
  };
  return <span className={styles.badge.neutral}>{status === null ? '—' : (labels[status] ?? status)}</span>;
}

/** Shown once the gate (features/admin-access) has the server's word that the caller is an admin. */
export function AdminPanelPage() {
  return <Panel />;
}

export { SubscriptionManager };
