/**
 * The subscription management modal: four summary cards, search, status and plan filters, sorts,
 * expandable rows, and the change-plan and adjust-credits dialogs (both audited SQL functions).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { SubscriptionQuery, SubscriptionRow } from '#data/admin/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import {
  AccessError,
  Modal,
  StatCard,
  errorText,
  useAdminApi,
  useFormat,
  useLoad,
  adminStyles as styles,
} from '#features/admin-access/index.ts';
import { DialogActions, FilterBar, Pagination } from './DataTable.tsx';

function ChangePlanDialog({
  row,
  onClose,
  onDone,
}: {
  row: SubscriptionRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const plans = useLoad(() => api.plans(), [api]);
  const [plan, setPlan] = useState('');
  const submit = async () => {
    const chosen = plans.data?.find((p) => p.id === plan);
    try {
      if (chosen === undefined) throw new Error(t`Plan introuvable`);
      await api.changePlan(row.id, chosen.id);
      const name = chosen.name;
      toasts.show({ title: t`Plan changé vers ${name}`, tone: 'success' });
      onDone();
      onClose();
    } catch (error) {
      toasts.show({
        title: t`Erreur lors du changement de plan`,
        description: errorText(error),
        tone: 'error',
      });
    }
  };
  return (
    <Modal title={t`Changer le plan`} onClose={onClose}>
      <p className={styles.muted}>{row.email}</p>
      <label className={styles.field}>
        <Trans>Nouveau plan</Trans>
        <select
          className={styles.input}
          value={plan}
          onChange={(e) => setPlan(e.target.value)}
          data-autofocus
        >
          <option value="">{t`Choisir un plan`}</option>
          {(plans.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <DialogActions
        confirm={<Trans>Confirmer</Trans>}
        onConfirm={() => void submit()}
        disabled={plan === ''}
        onCancel={onClose}
      />
    </Modal>
  );
}

function AdjustCreditsDialog({
  row,
  onClose,
  onDone,
}: {
  row: SubscriptionRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  // A non-integer is 0, and 0 cannot be confirmed (the spec).
  const amount = Number.isInteger(Number(text)) ? Number(text) : 0;
  const submit = async () => {
    try {
      await api.adjustCredits(row.id, amount, reason.trim() || 'Ajustement administrateur');
      const signed = amount > 0 ? `+${amount}` : String(amount);
      toasts.show({ title: t`Crédits ajustés: ${signed}`, tone: 'success' });
      onDone();
      onClose();
    } catch (error) {
      toasts.show({
        title: t`Erreur lors de l'ajustement des crédits`,
        description: errorText(error),
        tone: 'error',
      });
    }
  };
  return (
    <Modal title={t`Ajuster les crédits`} onClose={onClose}>
      <p className={styles.muted}>{row.email}</p>
      <label className={styles.field}>
        <Trans>Ajustement (positif ou négatif)</Trans>
        <input
          className={styles.input}
          type="number"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-autofocus
        />
      </label>
      <label className={styles.field}>
        <Trans>Raison</Trans>
        <input
          className={styles.input}
          value={reason}
          placeholder={t`Ajustement administrateur`}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <DialogActions
        confirm={<Trans>Confirmer</Trans>}
        onConfirm={() => void submit()}
        disabled={amount === 0}
        onCancel={onClose}
      />
    </Modal>
  );
}

export function SubscriptionModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Gestion des abonnements`} onClose={onClose} wide>
      <SubscriptionManager />
    </Modal>
  );
}

export function SubscriptionManager() {
  const { t } = useLingui();
  const api = useAdminApi();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<SubscriptionQuery>({
    search: '',
    status: 'all',
    plan: null,
    sort: 'created',
    page: 0,
  });
  const [open, setOpen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'plan' | 'credits'; row: SubscriptionRow } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => ({ ...q, search, page: 0 })), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useLoad(() => api.subscriptions(query), [api, query]);
  const plans = useLoad(() => api.plans(), [api]);
  if (list.error !== null)
    return <AccessError message={t`Erreur lors du chargement des données`} onRetry={list.reload} />;
  const summary = list.data?.summary;
  const statusLabel = (row: SubscriptionRow) =>
    row.premium ? t`Abonné` : row.plan_id !== 'gratuit' ? t`Expiré` : t`Gratuit`;
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div className={styles.grid}>
        <StatCard label={t`Utilisateurs`} value={summary ? f.number(summary.total_users) : '…'} />
        <StatCard label={t`Abonnés`} value={summary ? f.number(summary.subscribers) : '…'} />
        <StatCard label={t`Revenu mensuel`} value={summary ? f.euros(summary.monthly_revenue) : '…'} />
        <StatCard label={t`Crédits utilisés`} value={summary ? f.number(summary.credits_used) : '…'} />
      </div>
      <FilterBar
        search={{
          label: t`Rechercher un abonné`,
          placeholder: t`Rechercher par nom ou email`,
          value: search,
          onChange: setSearch,
        }}
        filters={[
          {
            label: t`Statut`,
            value: query.status,
            options: [
              ['all', t`Tous`],
              ['subscribed', t`Abonnés`],
              ['free', t`Gratuits`],
              ['expired', t`Expirés`],
            ],
            onChange: (status) =>
              setQuery((q) => ({ ...q, status: status as SubscriptionQuery['status'], page: 0 })),
          },
          {
            label: t`Plan`,
            value: query.plan ?? '',
            options: [['', t`Tous les plans`], ...(plans.data ?? []).map((p) => [p.id, p.name] as const)],
            onChange: (plan) => setQuery((q) => ({ ...q, plan: plan === '' ? null : plan, page: 0 })),
          },
          {
            label: t`Trier par`,
            value: query.sort,
            options: [
              ['created', t`Inscription`],
              ['activity', t`Activité`],
              ['name', t`Nom`],
              ['email', t`Email`],
            ],
            onChange: (sort) => setQuery((q) => ({ ...q, sort: sort as SubscriptionQuery['sort'] })),
          },
        ]}
      />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        {(list.data?.rows ?? []).map((row) => (
          <li key={row.id} className={styles.card}>
            <div className={styles.header}>
              <button
                type="button"
                className={styles.tab}
                aria-expanded={open === row.id}
                onClick={() => setOpen(open === row.id ? null : row.id)}
                style={{ flex: 1, textAlign: 'left' }}
              >
                {row.nom || row.email} · {plans.data?.find((p) => p.id === row.plan_id)?.name ?? row.plan_id}
              </button>
              <span className={row.premium ? styles.badge.success : styles.badge.neutral}>
                {statusLabel(row)}
              </span>
            </div>
            {open === row.id && (
              <div style={{ display: 'grid', gap: '0.5rem' }}>
                <p className={styles.muted}>
                  {row.email} · <Trans>Inscription</Trans> {f.date(row.created_at)} ·{' '}
                  <Trans>Jours depuis la dernière activité</Trans> {row.days_since_activity ?? '—'} ·{' '}
                  <Trans>Messages</Trans> {row.message_count} · <Trans>Crédits</Trans>{' '}
                  {row.credits_remaining ?? 0}
                  {row.current_period_end !== null && (
                    <>
                      {' '}
                      · <Trans>Fin de période</Trans> {f.date(row.current_period_end)}
                    </>
                  )}
                </p>
                <div className={styles.row}>
                  <Button tone="secondary" onClick={() => setDialog({ kind: 'plan', row })}>
                    <Trans>Changer le plan</Trans>
                  </Button>
                  <Button tone="secondary" onClick={() => setDialog({ kind: 'credits', row })}>
                    <Trans>Ajuster les crédits</Trans>
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        page={query.page}
        hasNext={(query.page + 1) * 25 < (list.data?.total ?? 0)}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      />
      {dialog?.kind === 'plan' && (
        <ChangePlanDialog row={dialog.row} onClose={() => setDialog(null)} onDone={list.reload} />
      )}
      {dialog?.kind === 'credits' && (
        <AdjustCreditsDialog row={dialog.row} onClose={() => setDialog(null)} onDone={list.reload} />
      )}
    </div>
  );
}
