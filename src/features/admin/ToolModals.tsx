/** The access page's tool modals: simple dashboard, database test, auth audit, pricing test. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useService } from '#app/serviceContext.tsx';
import * as diagnostics from '#data/diagnostics/index.ts';
import type { CheckResult } from '#data/diagnostics/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import {
  Modal,
  StatCard,
  errorText,
  useAdminApi,
  useFormat,
  useLoad,
  adminStyles as styles,
} from '#features/admin-access/index.ts';
import { userName } from './UsersSection.tsx';

/** The audit's own status words (PASS/FAIL/WARN/RUNNING), the same in every language. */
const runningLabel = 'RUNNING';

export type ToolResult = CheckResult & { name: string; ms: number | null; running?: boolean };

function statusBadge(status: ToolResult['status'] | 'RUNNING') {
  return status === 'PASS'
    ? styles.badge.success
    : status === 'FAIL'
      ? styles.badge.danger
      : status === 'WARN'
        ? styles.badge.warning
        : styles.badge.neutral;
}

function Duration({ ms }: { ms: number }) {
  return (
    <span className={styles.muted}>
      <Trans>{ms} ms</Trans>
    </span>
  );
}

export function ResultList({ results }: { results: ToolResult[] }) {
  return (
    <ul
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}
      aria-live="polite"
    >
      {results.map((r) => (
        <li key={r.name} className={styles.row}>
          <span className={statusBadge(r.running ? runningLabel : r.status)}>
            {r.running ? runningLabel : r.status}
          </span>
          <strong>{r.name}</strong>
          {r.ms !== null && <Duration ms={r.ms} />}
          <span className={styles.muted} style={{ wordBreak: 'break-word' }}>
            {r.details}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Runs `tests` one after another, 200 ms apart, showing each as it runs. */
export function useSequentialTests() {
  const [results, setResults] = useState<ToolResult[]>([]);
  const [running, setRunning] = useState(false);
  const run = async (tests: [string, () => Promise<CheckResult>][]) => {
    setRunning(true);
    setResults([]);
    for (const [index, [name, test]] of tests.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      setResults((rs) => [...rs, { name, status: 'WARN', details: '', ms: null, running: true }]);
      const started = performance.now();
      const result = await test().catch((error: unknown): CheckResult => ({
        status: 'FAIL',
        details: errorText(error),
      }));
      const ms = Math.round(performance.now() - started);
      setResults((rs) => rs.map((r) => (r.name === name ? { ...result, name, ms } : r)));
    }
    setRunning(false);
  };
  return { results, running, run };
}

export function SimpleDashboardModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const toasts = useToasts();
  const overview = useLoad(() => api.overview(), [api]);
  const users = useLoad(() => api.users('', 'all', 0, 10), [api]);
  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toasts.show({ title: done, tone: 'success' });
      users.reload();
      overview.reload();
    } catch (error) {
      toasts.show({ title: failed, description: errorText(error), tone: 'error' });
    }
  };
  const data = overview.data;
  return (
    <Modal title={t`Tableau de bord simple`} onClose={onClose} wide>
      {overview.error !== null && (
        <p role="alert">
          {t`Erreur de chargement:`} {overview.error}
        </p>
      )}
      <div className={styles.grid}>
        <StatCard label={t`Utilisateurs`} value={data?.total_users ?? '…'} />
        <StatCard label={t`Vérifiés`} value={data?.verified_users ?? '…'} />
        <StatCard label={t`Admins`} value={data?.admins ?? '…'} />
        <StatCard label={t`Actifs aujourd'hui`} value={data?.active_today ?? '…'} />
      </div>
      <Button
        tone="secondary"
        onClick={() => {
          overview.reload();
          users.reload();
        }}
      >
        <Trans>Actualiser</Trans>
      </Button>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        {(users.data?.users ?? []).map((user) => (
          <li key={user.id} className={styles.row}>
            <span style={{ flex: 1 }}>
              {userName(user)} <span className={styles.muted}>{user.email}</span>
            </span>
            {!user.account_verified && (
              <Button
                tone="secondary"
                onClick={() =>
                  void act(
                    () => api.setVerified(user.id, true),
                    t`Utilisateur vérifié avec succès`,
                    t`Erreur lors de la vérification`,
                  )
                }
              >
                <Trans>Vérifier</Trans>
              </Button>
            )}
            {user.role === 'user' && (
              <Button
                tone="secondary"
                onClick={() =>
                  void act(
                    () => api.setRole(user.id, 'admin'),
                    t`Utilisateur promu administrateur`,
                    t`Erreur lors de la promotion`,
                  )
                }
              >
                <Trans>Promouvoir admin</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function DatabaseTestModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const supabase = useService('supabase');
  const tests = useSequentialTests();
  const start = () =>
    void supabase.get().then((client) =>
      tests.run([
        [t`Connexion`, () => diagnostics.rpcCheck(client, 'is_admin')],
        ['profiles', () => diagnostics.checkTable(client, 'profiles')],
        ['user_credit_balances', () => diagnostics.checkTable(client, 'user_credit_balances')],
        ['admin_audit_log', () => diagnostics.checkTable(client, 'admin_audit_log')],
      ]),
    );
  return (
    <Modal title={t`Test de la base de données`} onClose={onClose}>
      <Button onClick={start} disabled={tests.running}>
        {tests.running ? <Trans>Test en cours...</Trans> : <Trans>Lancer le test</Trans>}
      </Button>
      <ResultList results={tests.results} />
    </Modal>
  );
}

type AuditGroup = 'all' | 'client' | 'supabase' | 'database' | 'integration';

export function AuthAuditModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const supabase = useService('supabase');
  const tests = useSequentialTests();
  const [group, setGroup] = useState<AuditGroup>('all');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const start = () =>
    void supabase.get().then((client) => {
      const all: [AuditGroup, string, () => Promise<CheckResult>][] = [
        [
          'client',
          t`Configuration`,
          () => {
            const config = diagnostics.supabaseConfig();
            return Promise.resolve<CheckResult>(
              config.url
                ? { status: 'PASS', details: config.url }
                : { status: 'FAIL', details: t`Configuration absente` },
            );
          },
        ],
        ['supabase', t`Session`, () => diagnostics.sessionInfo(client)],
        ['database', t`Rôle administrateur`, () => diagnostics.rpcCheck(client, 'is_admin')],
        ['database', t`Lecture des profils`, () => diagnostics.checkTable(client, 'profiles')],
        [
          'integration',
          t`Connexion de test`,
          () =>
            email.trim() === ''
              ? Promise.resolve<CheckResult>({ status: 'WARN', details: t`Aucun email de test` })
              : diagnostics.testLogin(email.trim(), password),
        ],
      ];
      return tests.run(
        all.filter(([g]) => group === 'all' || g === group).map(([, name, test]) => [name, test]),
      );
    });
  return (
    <Modal title={t`Audit d'authentification`} onClose={onClose}>
      <label className={styles.field}>
        <Trans>Groupe de tests</Trans>
        <select
          className={styles.input}
          value={group}
          onChange={(e) => setGroup(e.target.value as AuditGroup)}
        >
          <option value="all">{t`Tous`}</option>
          <option value="client">{t`Client`}</option>
          <option value="supabase">{t`Supabase`}</option>
          <option value="database">{t`Base de données`}</option>
          <option value="integration">{t`Intégration`}</option>
        </select>
      </label>
      <label className={styles.field}>
        <Trans>Email de test</Trans>
        <input
          className={styles.input}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <Trans>Mot de passe de test</Trans>
        <span className={styles.row}>
          <input
            className={styles.input}
            type={show ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            style={{ flex: 1 }}
          />
          <Button tone="ghost" onClick={() => setShow(!show)} aria-pressed={show}>
            {show ? <Trans>Masquer</Trans> : <Trans>Afficher</Trans>}
          </Button>
        </span>
      </label>
      <Button onClick={start} disabled={tests.running}>
        {tests.running ? <Trans>Test en cours...</Trans> : <Trans>Lancer l'audit</Trans>}
      </Button>
      <ResultList results={tests.results} />
    </Modal>
  );
}

/** The pricing page's 14 strings in French or English, to check the translations. */
export function PricingTestModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [lang, setLang] = useState<'fr' | 'en'>(i18n.locale === 'en' ? 'en' : 'fr');
  const fr: [string, string][] = [
    ['pricing.title', 'Choisissez votre plan'],
    ['pricing.subtitle', 'Commencez gratuitement, évoluez quand vous voulez'],
    ['pricing.monthly', 'Mensuel'],
    ['pricing.yearly', 'Annuel'],
    ['pricing.save', 'Économisez 20 %'],
    ['pricing.free', 'Gratuit'],
    ['pricing.decouverte', 'Découverte'],
    ['pricing.equilibre', 'Équilibre'],
    ['pricing.intensif', 'Intensif'],
    ['pricing.perMonth', '/mois'],
    ['pricing.popular', 'Le plus populaire'],
    ['pricing.unlimited', 'Illimité'],
    ['pricing.choose', 'Choisir ce plan'],
    ['pricing.current', 'Plan actuel'],
  ];
  const en = [
    'Choose your plan',
    'Start free, upgrade whenever you like',
    'Monthly',
    'Yearly',
    'Save 20%',
    'Free',
    'Discovery',
    'Balance',
    'Intensive',
    '/month',
    'Most popular',
    'Unlimited',
    'Choose this plan',
    'Current plan',
  ];
  return (
    <Modal title={t`Test des traductions de tarifs`} onClose={onClose}>
      <div className={styles.row} role="group" aria-label={t`Langue`}>
        <Button
          tone={lang === 'fr' ? 'primary' : 'secondary'}
          onClick={() => setLang('fr')}
          aria-pressed={lang === 'fr'}
        >
          {t`Français`}
        </Button>
        <Button
          tone={lang === 'en' ? 'primary' : 'secondary'}
          onClick={() => setLang('en')}
          aria-pressed={lang === 'en'}
        >
          {t`English`}
        </Button>
      </div>
      <ul style={{ margin: 0, paddingLeft: '1rem' }} lang={lang}>
        {fr.map(([key, french], index) => (
          <li key={key}>
            <code>{key}</code> — {lang === 'fr' ? french : en[index]}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{f.euros(4.9)}</p>
    </Modal>
  );
}
