/** The older back-office's connected sections: contact messages, promo codes, test accounts, settings, activity. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import {
  testAccountQuotas,
  type AppSettings,
  type AuditQuery,
  type ContactMessage,
  type PromoCode,
  type TestAccountAnswer,
  type TestAccountType,
} from '#data/admin/index.ts';
import { Button } from '#ui/button/Button.tsx';
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
import { DataTable, DialogActions, FilterBar } from './DataTable.tsx';

export function ContactStatus({ status }: { status: string }) {
  const { t } = useLingui();
  const labels: Record<string, [string, keyof typeof styles.badge]> = {
    new: [t`Nouveau`, 'warning'],
    read: [t`Lu`, 'accent'],
    replied: [t`Répondu`, 'success'],
    closed: [t`Fermé`, 'neutral'],
  };
  const [label, tone] = labels[status] ?? [status, 'neutral'];
  return <span className={styles.badge[tone]}>{label}</span>;
}

export function ContactMessages({ reloadKey }: { reloadKey: number }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const f = useFormat();
  const list = useLoad(() => api.contactMessages(), [api, reloadKey]);
  const setStatus = async (message: ContactMessage, status: 'read' | 'replied' | 'closed') => {
    try {
      await api.setContactStatus(message.id, status);
      toasts.show({ title: t`Statut mis à jour`, tone: 'success' });
      list.reload();
    } catch (error) {
      toasts.show({
        title: t`Impossible de mettre à jour le statut`,
        description: errorText(error),
        tone: 'error',
      });
    }
  };
  if (list.error !== null)
    return (
      <AccessError
        message={`${t`Impossible de charger les messages:`} ${list.error}`}
        onRetry={list.reload}
      />
    );
  const messages = list.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.subtitle}>
        <Trans>Messages de contact</Trans>
      </h2>
      {messages.length === 0 && !list.loading && (
        <p className={styles.muted}>
          <Trans>Aucun message.</Trans>
        </p>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {messages.map((message) => (
          <li key={message.id} className={styles.card} data-testid="contact-message">
            <div className={styles.header}>
              <strong style={{ flex: 1 }}>
                {message.name} · {message.email}
              </strong>
              <ContactStatus status={message.status} />
            </div>
            <p className={styles.muted}>
              {message.subject} · {f.dateTime(message.created_at)}
            </p>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.message}</p>
            <div className={styles.row}>
              {message.status === 'new' && (
                <Button tone="secondary" onClick={() => void setStatus(message, 'read')}>
                  <Trans>Marquer lu</Trans>
                </Button>
              )}
              {message.status === 'read' && (
                <Button tone="secondary" onClick={() => void setStatus(message, 'replied')}>
                  <Trans>Répondu</Trans>
                </Button>
              )}
              {message.status !== 'closed' && (
                <Button tone="ghost" onClick={() => void setStatus(message, 'closed')}>
                  <Trans>Fermer</Trans>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function generateCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

export function PromoCodeDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const [code, setCode] = useState('');
  const [bonus, setBonus] = useState('10');
  const [maxUses, setMaxUses] = useState('');
  const [days, setDays] = useState('');
  const optional = (text: string) => (text.trim() === '' ? null : Number(text));
  const submit = async () => {
    try {
      const created = await api.createPromoCode({
        code,
        extraRequests: Number(bonus),
        maxUses: optional(maxUses),
        expiresInDays: optional(days),
      });
      const name = created.code;
      toasts.show({ title: t`Code promo créé !`, description: name, tone: 'success' });
      onDone();
      onClose();
    } catch (error) {
      toasts.show({ title: `${t`Impossible de créer le code promo:`} ${errorText(error)}`, tone: 'error' });
    }
  };
  return (
    <Modal title={t`Nouveau code promo`} onClose={onClose}>
      <label className={styles.field}>
        <Trans>Code</Trans>
        <span className={styles.row}>
          <input
            className={styles.input}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button tone="secondary" onClick={() => setCode(generateCode())}>
            <Trans>Générer</Trans>
          </Button>
        </span>
      </label>
      <label className={styles.field}>
        <Trans>Conversations bonus</Trans>
        <input
          className={styles.input}
          type="number"
          min={1}
          max={500}
          value={bonus}
          onChange={(e) => setBonus(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <Trans>Utilisations max (vide = illimité)</Trans>
        <input
          className={styles.input}
          type="number"
          min={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <Trans>Expiration en jours (vide = jamais)</Trans>
        <input
          className={styles.input}
          type="number"
          min={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </label>
      <DialogActions
        confirm={<Trans>Créer</Trans>}
        onConfirm={() => void submit()}
        disabled={code.trim() === ''}
        onCancel={onClose}
      />
    </Modal>
  );
}

function PromoUses({ promo, onClose }: { promo: PromoCode; onClose: () => void }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const f = useFormat();
  const uses = useLoad(() => api.promoUses(promo.id), [api, promo.id]);
  const code = promo.code;
  return (
    <Modal title={t`Utilisations de ${code}`} onClose={onClose}>
      {uses.data?.length === 0 && (
        <p className={styles.muted}>
          <Trans>Pas encore utilisé.</Trans>
        </p>
      )}
      <ul style={{ margin: 0, paddingLeft: '1rem' }}>
        {(uses.data ?? []).map((use) => (
          <li key={use.user_id}>
            {use.nom || use.email} · +{use.credits} · {f.dateTime(use.redeemed_at)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function PromoCodes({ reloadKey }: { reloadKey: number }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const f = useFormat();
  const list = useLoad(() => api.promoCodes(), [api, reloadKey]);
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<PromoCode | null>(null);
  const toggle = (promo: PromoCode) =>
    void api
      .setPromoActive(promo.id, !promo.is_active)
      .then(list.reload, (error: unknown) =>
        toasts.show({ title: t`Erreur lors de l'action`, description: errorText(error), tone: 'error' }),
      );
  if (list.error !== null)
    return (
      <AccessError
        message={`${t`Impossible de charger les codes promo:`} ${list.error}`}
        onRetry={list.reload}
      />
    );
  return (
    <section className={styles.card} aria-labelledby="promo-title">
      <div className={styles.header}>
        <h2 id="promo-title" className={styles.subtitle} style={{ flex: 1 }}>
          <Trans>Codes promo</Trans>
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Trans>Nouveau code promo</Trans>
        </Button>
      </div>
      <DataTable
        label={t`Codes promo`}
        rows={list.data ?? []}
        empty={list.data && <Trans>Aucun code promo pour l'instant.</Trans>}
        rowKey={(promo) => promo.id}
        columns={[
          { key: 'code', header: t`Code`, cell: (promo) => <code>{promo.code}</code> },
          { key: 'bonus', header: t`Bonus`, cell: (promo) => `+${promo.extra_requests}` },
          {
            key: 'uses',
            header: t`Utilisations`,
            cell: (promo) => `${promo.current_uses} / ${promo.max_uses ?? '∞'}`,
          },
          {
            key: 'expires',
            header: t`Expiration`,
            cell: (promo) => (promo.expires_at === null ? t`Jamais` : f.date(promo.expires_at)),
          },
          {
            key: 'status',
            header: t`Statut`,
            cell: (promo) => (
              <span className={promo.usable ? styles.badge.success : styles.badge.neutral}>
                {promo.usable ? t`Actif` : t`Inactif`}
              </span>
            ),
          },
          {
            key: 'actions',
            header: t`Actions`,
            cell: (promo) => (
              <span className={styles.row}>
                <Button tone="secondary" onClick={() => toggle(promo)}>
                  {promo.is_active ? <Trans>Désactiver</Trans> : <Trans>Activer</Trans>}
                </Button>
                <Button tone="ghost" onClick={() => setShowing(promo)}>
                  <Trans>Utilisations</Trans>
                </Button>
              </span>
            ),
          },
        ]}
      />
      {creating && <PromoCodeDialog onClose={() => setCreating(false)} onDone={list.reload} />}
      {showing !== null && <PromoUses promo={showing} onClose={() => setShowing(null)} />}
    </section>
  );
}

export function TestAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [type, setType] = useState<TestAccountType>('free');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TestAccountAnswer | null>(null);
  const submit = async () => {
    if (name.trim() === '') return;
    setBusy(true);
    try {
      setCreated(await api.createTestAccount({ name: name.trim(), email: email.trim(), accountType: type }));
      toasts.show({ title: t`Compte créé !`, tone: 'success' });
    } catch (error) {
      toasts.show({
        title: `${t`Impossible de créer le compte de test:`} ${errorText(error)}`,
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t`Compte de test`} onClose={onClose}>
      {created !== null ? (
        <>
          <p>
            <Trans>Compte confirmé et vérifié. Notez le mot de passe : il ne sera plus affiché.</Trans>
          </p>
          <pre className={styles.pre}>
            {created.email}
            {'\n'}
            {created.password}
            {'\n'}
            {created.quota} <Trans>crédits</Trans>
          </pre>
          <Button onClick={onClose}>
            <Trans>Fermer</Trans>
          </Button>
        </>
      ) : (
        <>
          <label className={styles.field}>
            <Trans>Nom</Trans>
            <input
              className={styles.input}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              data-autofocus
            />
          </label>
          <label className={styles.field}>
            <Trans>Email (facultatif, généré si vide)</Trans>
            <input
              className={styles.input}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <Trans>Type de compte</Trans>
            <select
              className={styles.input}
              value={type}
              onChange={(e) => setType(e.target.value as TestAccountType)}
            >
              <option value="free">
                {t`Gratuit`} ({testAccountQuotas.free})
              </option>
              <option value="premium">
                {t`Premium`} ({testAccountQuotas.premium})
              </option>
              <option value="pro">
                {t`Pro`} ({testAccountQuotas.pro})
              </option>
            </select>
          </label>
          <DialogActions
            confirm={<Trans>Créer le compte</Trans>}
            onConfirm={() => void submit()}
            disabled={busy || name.trim() === ''}
            onCancel={onClose}
          />
        </>
      )}
    </Modal>
  );
}

type SettingsSection = 'general' | 'security' | 'email' | 'api' | 'notifications';

/** Bounds the server enforces too (check_app_settings). */
const bounds: Record<string, [number, number]> = {
  password_min_length: [6, 20],
  session_timeout_hours: [1, 168],
  max_login_attempts: [3, 10],
  default_quota: [0, 100000],
  smtp_port: [1, 65535],
  requests_per_minute: [1, 100000],
  requests_per_hour: [1, 1000000],
};

export function SettingsEditor() {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const loaded = useLoad(() => api.settings(), [api]);
  const [section, setSection] = useState<SettingsSection>('general');
  const [draft, setDraft] = useState<AppSettings | null>(null);
  const [saved, setSaved] = useState(false);
  const settings = draft ?? loaded.data?.settings ?? null;
  if (loaded.error !== null) return <AccessError message={loaded.error} onRetry={loaded.reload} />;
  if (settings === null) return <p className={styles.muted}>…</p>;
  const labels: Record<SettingsSection, string> = {
    general: t`Général`,
    security: t`Sécurité`,
    email: t`Email`,
    api: t`API`,
    notifications: t`Notifications`,
  };
  // What each stored setting means, in the operator's words; a key added later shows as itself.
  const fieldLabels: Record<string, string> = {
    site_name: t`Nom du site`,
    maintenance_mode: t`Mode maintenance`,
    registration_open: t`Inscriptions ouvertes`,
    default_quota: t`Messages gratuits par jour`,
    password_min_length: t`Longueur minimale du mot de passe`,
    session_timeout_hours: t`Expiration de session (heures)`,
    max_login_attempts: t`Tentatives de connexion maximum`,
    require_2fa: t`Double authentification obligatoire`,
    rate_limiting: t`Limitation du nombre de requêtes`,
    requests_per_minute: t`Requêtes par minute`,
    requests_per_hour: t`Requêtes par heure`,
    api_key_required: t`Clé API obligatoire`,
    smtp_host: t`Serveur SMTP`,
    smtp_port: t`Port SMTP`,
    smtp_user: t`Utilisateur SMTP`,
    from_email: t`Adresse d'expédition`,
    from_name: t`Nom d'expéditeur`,
    chat_provider: t`Fournisseur du chat`,
    email_notifications: t`Notifications par email`,
    admin_alerts: t`Alertes administrateur`,
    welcome_email: t`Email de bienvenue`,
    weekly_reports: t`Rapports hebdomadaires`,
  };
  const set = (key: string, value: string | number | boolean) =>
    setDraft({ ...settings, [section]: { ...settings[section], [key]: value } });
  const save = async () => {
    try {
      await api.saveSettings(settings);
      setDraft(null);
      loaded.reload();
      setSaved(true);
      setTimeout(() => setSaved(false), 3000);
    } catch (error) {
      toasts.show({ title: t`Erreur lors de l'action`, description: errorText(error), tone: 'error' });
    }
  };
  return (
    <section className={styles.card} aria-labelledby="settings-title">
      <div className={styles.header}>
        <h2 id="settings-title" className={styles.subtitle} style={{ flex: 1 }}>
          <Trans>Paramètres</Trans>
        </h2>
        {saved && (
          <span className={styles.badge.success} role="status">
            <Trans>Sauvegardé</Trans>
          </span>
        )}
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t`Sections des paramètres`}>
        {(Object.keys(labels) as SettingsSection[]).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={section === id}
            className={styles.tab}
            onClick={() => setSection(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div style={{ display: 'grid', gap: '0.75rem' }} role="tabpanel" aria-label={labels[section]}>
        {Object.entries(settings[section] ?? {}).map(([key, value]) => (
          <label
            key={key}
            className={styles.field}
            style={
              typeof value === 'boolean'
                ? { display: 'flex', gap: '0.5rem', alignItems: 'center' }
                : undefined
            }
          >
            {typeof value === 'boolean' && (
              <input type="checkbox" checked={value} onChange={(e) => set(key, e.target.checked)} />
            )}
            {fieldLabels[key] ?? <code>{key}</code>}
            {typeof value === 'number' && (
              <input
                className={styles.input}
                type="number"
                min={bounds[key]?.[0]}
                max={bounds[key]?.[1]}
                value={value}
                onChange={(e) => set(key, Number(e.target.value))}
              />
            )}
            {typeof value === 'string' && (
              <input className={styles.input} value={value} onChange={(e) => set(key, e.target.value)} />
            )}
          </label>
        ))}
      </div>
      <div className={styles.row}>
        <Button onClick={() => void save()} disabled={draft === null}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </section>
  );
}

export function ActivityLog({ reloadKey }: { reloadKey: number }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const f = useFormat();
  const [query, setQuery] = useState<AuditQuery>({
    action: null,
    severity: null,
    targetType: null,
    search: '',
  });
  const list = useLoad(() => api.auditLog(query), [api, query, reloadKey]);
  const severityTone = { low: 'neutral', medium: 'accent', high: 'warning', critical: 'danger' } as const;
  const severityLabels = { low: t`Faible`, medium: t`Moyenne`, high: t`Élevée`, critical: t`Critique` };
  return (
    <section className={styles.card} aria-labelledby="activity-title">
      <div className={styles.header}>
        <h2 id="activity-title" className={styles.subtitle} style={{ flex: 1 }}>
          <Trans>Journal d'activité</Trans>
        </h2>
        <Button
          tone="secondary"
          onClick={() =>
            void api.auditCsv(query).then(
              (csv) => download(['\uFEFF', csv], `activity-log-${today()}.csv`, 'text/csv;charset=utf-8'),
              (error: unknown) =>
                toasts.show({
                  title: t`Erreur lors de l'action`,
                  description: errorText(error),
                  tone: 'error',
                }),
            )
          }
        >
          <Trans>Exporter CSV</Trans>
        </Button>
      </div>
      <FilterBar
        search={{
          label: t`Rechercher dans le journal`,
          placeholder: t`Administrateur, cible ou action`,
          value: query.search,
          onChange: (search) => setQuery({ ...query, search }),
        }}
        filters={[
          {
            label: t`Sévérité`,
            value: query.severity ?? '',
            options: [['', t`Toutes sévérités`], ...Object.entries(severityLabels)],
            onChange: (severity) => setQuery({ ...query, severity: severity || null }),
          },
          {
            label: t`Type de cible`,
            value: query.targetType ?? '',
            options: [
              ['', t`Toutes cibles`],
              ['user', t`Utilisateur`],
              ['subscription', t`Abonnement`],
              ['system', t`Système`],
              ['promo_code', t`Code promo`],
              ['email', t`Email`],
              ['plan', t`Plan`],
            ],
            onChange: (targetType) => setQuery({ ...query, targetType: targetType || null }),
          },
        ]}
      />
      {list.error !== null ? (
        <AccessError message={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          label={t`Journal d'activité`}
          rows={list.data ?? []}
          empty={list.data && <Trans>Aucune action enregistrée.</Trans>}
          rowKey={(entry) => entry.id}
          columns={[
            { key: 'when', header: t`Quand`, cell: (entry) => f.dateTime(entry.created_at) },
            { key: 'who', header: t`Qui`, cell: (entry) => entry.admin_email ?? '—' },
            { key: 'action', header: t`Action`, cell: (entry) => entry.action },
            {
              key: 'target',
              header: t`Cible`,
              cell: (entry) => `${entry.target_type} · ${entry.target_name ?? entry.target_id ?? '—'}`,
            },
            {
              key: 'details',
              header: t`Détails`,
              cell: (entry) =>
                entry.details === null || Object.keys(entry.details).length === 0 ? (
                  '—'
                ) : (
                  <code style={{ wordBreak: 'break-word' }}>{JSON.stringify(entry.details)}</code>
                ),
            },
            {
              key: 'severity',
              header: t`Sévérité`,
              cell: (entry) => (
                <span className={styles.badge[severityTone[entry.severity]]}>
                  {severityLabels[entry.severity]}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
