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
      <div className={styles.row}>
        <Button disabled={plan === ''} onClick={() => void submit()}>
          <Trans>Confirmer</Trans>
        </Button>
        <Button tone="secondary" onClick={onClose}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
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
      <div className={styles.row}>
        <Button disabled={amount === 0} onClick={() => void submit()}>
          <Trans>Confirmer</Trans>
        </Button>
        <Button tone="secondary" onClick={onClose}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
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
      <div className={styles.row}>
        <input
          className={styles.input}
          type="search"
          aria-label={t`Rechercher un abonné`}
          placeholder={t`Rechercher par nom ou email`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: '1 1 12rem' }}
        />
        <select
          className={styles.input}
          aria-label={t`Statut`}
          value={query.status}
          onChange={(e) =>
            setQuery((q) => ({ ...q, status: e.target.value as SubscriptionQuery['status'], page: 0 }))
          }
        >
          <option value="all">{t`Tous`}</option>
          <option value="subscribed">{t`Abonnés`}</option>
          <option value="free">{t`Gratuits`}</option>
          <option value="expired">{t`Expirés`}</option>
        </select>
        <select
          className={styles.input}
          aria-label={t`Plan`}
          value={query.plan ?? ''}
          onChange={(e) =>
            setQuery((q) => ({ ...q, plan: e.target.value === '' ? null : e.target.value, page: 0 }))
          }
        >
          <option value="">{t`Tous les plans`}</option>
          {(plans.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <select
          className={styles.input}
          aria-label={t`Trier par`}
          value={query.sort}
          onChange={(e) => setQuery((q) => ({ ...q, sort: e.target.value as SubscriptionQuery['sort'] }))}
        >
          <option value="created">{t`Inscription`}</option>
          <option value="activity">{t`Activité`}</option>
          <option value="name">{t`Nom`}</option>
          <option value="email">{t`Email`}</option>
        </select>
      </div>
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
                {row.nom || row.email} · {row.plan_id}
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
      <div className={styles.row}>
        <Button
          tone="secondary"
          disabled={query.page === 0}
          onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
        >
          <Trans>Précédent</Trans>
        </Button>
        <Button
          tone="secondary"
          disabled={(query.page + 1) * 25 >= (list.data?.total ?? 0)}
          onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
        >
          <Trans>Suivant</Trans>
        </Button>
      </div>
      {dialog?.kind === 'plan' && (
        <ChangePlanDialog row={dialog.row} onClose={() => setDialog(null)} onDone={list.reload} />
      )}
      {dialog?.kind === 'credits' && (
        <AdjustCreditsDialog row={dialog.row} onClose={() => setDialog(null)} onDone={list.reload} />
      )}
    </div>
  );
}
