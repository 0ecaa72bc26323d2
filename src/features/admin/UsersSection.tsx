/**
 * The users list (panel and back-office): searched, filtered and paged by the server, with the
 * row actions (view, grant credits, verify, admin role, reset credits) and the CSV export.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { AdminApi, AdminUser, UserFilter } from '#data/admin/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Menu } from '#ui/menu/Menu.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import {
  AccessError,
  Modal,
  download,
  errorText,
  today,
  useAdminApi,
  useFormat,
  useLoad,
  adminStyles as styles,
} from '#features/admin-access/index.ts';
import { DataTable, DialogActions, FilterBar, Pagination } from './DataTable.tsx';
import { rowMenuButton } from './table.css.ts';

const pageSize = 25;

export function userName(user: Pick<AdminUser, 'nom' | 'full_name' | 'email'>): string {
  return user.nom.trim() || user.full_name?.trim() || user.email || '—';
}

/** Admin, then Vérifié, then Email confirmé, else En attente (the spec's precedence). */
export function UserBadge({ user }: { user: AdminUser }) {
  if (user.role !== 'user')
    return (
      <span className={styles.badge.accent}>
        <Trans>Admin</Trans>
      </span>
    );
  if (user.account_verified)
    return (
      <span className={styles.badge.success}>
        <Trans>Vérifié</Trans>
      </span>
    );
  if (user.email_confirmed_at !== null)
    return (
      <span className={styles.badge.neutral}>
        <Trans>Email confirmé</Trans>
      </span>
    );
  return (
    <span className={styles.badge.warning}>
      <Trans>En attente</Trans>
    </span>
  );
}

/** No credits used: Aucune activité; 15 or more: Très actif; else Actif. */
function ActivityBadge({ used }: { used: number }) {
  if (used === 0) return <span className={styles.badge.neutral}>{<Trans>Aucune activité</Trans>}</span>;
  if (used >= 15) return <span className={styles.badge.success}>{<Trans>Très actif</Trans>}</span>;
  return <span className={styles.badge.accent}>{<Trans>Actif</Trans>}</span>;
}

/**
 * Streams the users CSV a page (1,000 users) at a time into the file's parts, yielding between
 * pages, so 10,000 users never freeze the page. The server neutralises formula cells.
 */
export async function exportUsersCsv(api: AdminApi): Promise<number> {
  const parts: string[] = ['\uFEFF'];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page: { csv: string; next_after_id: string | null } = await api.usersCsvPage(after);
    if (page.csv !== '') parts.push(pages === 0 ? page.csv : `\r\n${page.csv}`);
    pages++;
    if (page.next_after_id === null) break;
    after = page.next_after_id;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  download(parts, `users-export-${today()}.csv`, 'text/csv;charset=utf-8');
  return pages;
}

export function GrantCreditsDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const [amount, setAmount] = useState('100');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 1 && value <= 10_000;
  const submit = async () => {
    if (!valid) {
      toasts.show({ title: t`Veuillez sélectionner un utilisateur et un montant valide`, tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      await api.grantCredits(user.id, value, reason.trim() || 'Crédits accordés par admin');
      const who = userName(user);
      toasts.show({ title: t`${value} crédits accordés à ${who}`, tone: 'success' });
      onDone();
      onClose();
    } catch (error) {
      toasts.show({
        title: t`Erreur lors de l'octroi des crédits`,
        description: errorText(error),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t`Accorder des crédits`} onClose={onClose}>
      <p className={styles.muted}>{userName(user)}</p>
      <label className={styles.field}>
        <Trans>Montant</Trans>
        <input
          className={styles.input}
          type="number"
          min={1}
          max={10000}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-autofocus
        />
      </label>
      <label className={styles.field}>
        <Trans>Raison (facultative)</Trans>
        <input
          className={styles.input}
          value={reason}
          placeholder={t`Crédits accordés par admin`}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <DialogActions
        confirm={<Trans>Accorder</Trans>}
        onConfirm={() => void submit()}
        disabled={busy}
        onCancel={onClose}
      />
    </Modal>
  );
}

function ProfileDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const rows: [string, string][] = [
    [t`Nom`, userName(user)],
    [t`Email`, user.email ?? '—'],
    [t`Rôle`, user.role],
    [t`Abonnement`, user.plan_id],
    [t`Crédits restants`, String(user.credits_remaining)],
    [t`Crédits utilisés`, `${user.credits_used} / ${user.credits_total}`],
    [t`Valeur vie`, f.euros(user.lifetime_value)],
    [t`Inscription`, f.dateTime(user.created_at)],
    [t`Dernière connexion`, f.dateTime(user.last_sign_in_at)],
  ];
  return (
    <Modal title={t`Profil utilisateur`} onClose={onClose}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.5rem 1rem', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.muted}>{label}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-word' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

/** A row's action menu: view, grant credits, verify or not, admin or not, reset credits. */
function UserActions({
  user,
  act,
  open,
}: {
  user: AdminUser;
  act: (work: () => Promise<unknown>) => Promise<void>;
  open: (kind: 'grant' | 'view') => void;
}) {
  const { t } = useLingui();
  const api = useAdminApi();
  const actionsLabel = (name: string) => t`Actions pour ${name}`;
  return (
    <Menu
      trigger="⋯"
      triggerClassName={rowMenuButton}
      label={actionsLabel(userName(user))}
      items={[
        {
          key: 'view',
          label: t`Voir le profil`,
          onSelect: () => open('view'),
        },
        {
          key: 'grant',
          label: t`Accorder des crédits`,
          onSelect: () => open('grant'),
        },
        user.account_verified
          ? {
              key: 'verify',
              label: t`Retirer la vérification`,
              onSelect: () => void act(() => api.setVerified(user.id, false)),
            }
          : {
              key: 'verify',
              label: t`Vérifier`,
              onSelect: () => void act(() => api.setVerified(user.id, true)),
            },
        user.role === 'user'
          ? {
              key: 'role',
              label: t`Rendre admin`,
              onSelect: () => void act(() => api.setRole(user.id, 'admin')),
            }
          : {
              key: 'role',
              label: t`Retirer admin`,
              tone: 'danger',
              onSelect: () => void act(() => api.setRole(user.id, 'user')),
            },
        {
          key: 'reset',
          label: t`Réinitialiser les crédits`,
          onSelect: () => void act(() => api.resetCredits(user.id)),
        },
      ]}
    />
  );
}

export function UsersSection({ reloadKey }: { reloadKey: number }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<{ kind: 'grant' | 'view'; user: AdminUser } | null>(null);
  const [exporting, setExporting] = useState(false);
  // The server searches as the person types, 250 ms after the last key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search);
      setPage(0);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useLoad(() => api.users(query, filter, page, pageSize), [api, query, filter, page, reloadKey]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toasts.show({ title: t`Action effectuée avec succès`, tone: 'success' });
      list.reload();
    } catch (error) {
      toasts.show({ title: t`Erreur lors de l'action`, description: errorText(error), tone: 'error' });
    }
  };

  const filters: [UserFilter, string][] = [
    ['all', t`Tous`],
    ['verified', t`Vérifiés`],
    ['unverified', t`Non vérifiés`],
    ['admin', t`Admins`],
    ['premium', t`Premium`],
    ['active', t`Actifs`],
  ];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section className={styles.card} aria-labelledby="users-title">
      <div className={styles.header}>
        <h2 id="users-title" className={styles.subtitle} style={{ flex: 1 }}>
          <Trans>Utilisateurs</Trans>
        </h2>
        <Button
          tone="secondary"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            exportUsersCsv(api)
              .catch((error: unknown) =>
                toasts.show({
                  title: t`Erreur lors de l'action`,
                  description: errorText(error),
                  tone: 'error',
                }),
              )
              .finally(() => setExporting(false));
          }}
        >
          {exporting ? <Trans>Export en cours...</Trans> : <Trans>Exporter CSV</Trans>}
        </Button>
      </div>
      <FilterBar
        search={{
          label: t`Rechercher par nom ou email`,
          placeholder: t`Rechercher par nom ou email`,
          value: search,
          onChange: setSearch,
        }}
        filters={[
          {
            label: t`Filtre`,
            value: filter,
            options: filters,
            onChange: (value) => {
              setFilter(value as UserFilter);
              setPage(0);
            },
          },
        ]}
      />
      {list.error !== null ? (
        <AccessError
          message={`${t`Erreur lors du chargement des utilisateurs:`} ${list.error}`}
          onRetry={list.reload}
        />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            <Plural value={total} one="# utilisateur" other="# utilisateurs" />
          </p>
          <DataTable
            label={t`Utilisateurs`}
            rows={list.data?.users ?? []}
            rowKey={(user) => user.id}
            rowTestId="admin-user-row"
            columns={[
              {
                key: 'user',
                header: t`Utilisateur`,
                cell: (user) => (
                  <span>
                    <strong>{userName(user)}</strong>
                    <br />
                    <span className={styles.muted}>{user.email}</span>
                  </span>
                ),
              },
              { key: 'status', header: t`Statut`, cell: (user) => <UserBadge user={user} /> },
              {
                key: 'activity',
                header: t`Activité`,
                cell: (user) => <ActivityBadge used={user.credits_used} />,
              },
              { key: 'credits', header: t`Crédits`, cell: (user) => user.credits_remaining },
              { key: 'created', header: t`Inscription`, cell: (user) => f.date(user.created_at) },
              {
                key: 'actions',
                header: t`Actions`,
                cell: (user) => (
                  <UserActions user={user} act={act} open={(kind) => setDialog({ kind, user })} />
                ),
              },
            ]}
          />
          <Pagination page={page} pages={pages} hasNext={page + 1 < pages} onPage={setPage} />
        </>
      )}
      {dialog?.kind === 'grant' && (
        <GrantCreditsDialog user={dialog.user} onClose={() => setDialog(null)} onDone={list.reload} />
      )}
      {dialog?.kind === 'view' && <ProfileDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </section>
  );
}
