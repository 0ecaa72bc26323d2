/**
 * The diagnostic pages. Signed out they say 'Please login first'; signed in they are for admins
 * (checked by the server), or for anyone in local development (a Vite dev build).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

import { useService } from '#app/serviceContext.tsx';
import * as diagnostics from '#data/diagnostics/index.ts';
import type { CheckResult } from '#data/diagnostics/index.ts';
import { adminStyles as styles, Checking, useAdminAccess, useLoad } from '#features/admin-access/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';

type Line = CheckResult & { name: string };

function Results({ lines }: { lines: Line[] }) {
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}
      aria-live="polite"
    >
      {lines.map((line, index) => (
        <li key={`${line.name}-${index}`} className={styles.row}>
          <span
            className={
              line.status === 'PASS'
                ? styles.badge.success
                : line.status === 'WARN'
                  ? styles.badge.warning
                  : styles.badge.danger
            }
          >
            {line.status}
          </span>
          <strong>{line.name}</strong>
          <span className={styles.muted} style={{ wordBreak: 'break-word' }}>
            {line.details}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Who may see a debug page: admins, or anyone in local development. */
function DebugGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const access = useAdminAccess();
  let body: ReactNode;
  if (access.state === 'checking') return <Checking />;
  if (access.state === 'signedOut')
    body = (
      <p>
        <Trans>Please login first</Trans>
      </p>
    );
  else if (access.state !== 'authorised' && !import.meta.env.DEV)
    body = (
      <p role="alert">
        <Trans>Accès administrateur requis</Trans>
      </p>
    );
  else body = children;
  return (
    <div className={styles.page}>
      <title>{t`${title} — Emma & Louis`}</title>
      <h1 className={styles.title}>{title}</h1>
      {body}
      <div>
        <LinkButton to="/" tone="secondary">
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

function useClient() {
  const supabase = useService('supabase');
  return () => supabase.get();
}

const functionNames = [
  'check-credits',
  'consume-credit',
  'chat',
  'admin-test-account',
  'create-checkout-production',
];

function FunctionCheck() {
  const client = useClient();
  const [log, setLog] = useState<Line[]>([]);
  const run = async () => {
    const c = await client();
    const lines: Line[] = [];
    for (const name of functionNames) {
      lines.push({ name, ...(await diagnostics.pingFunction(c, name)) });
      setLog([...lines]);
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.subtitle}>
        <Trans>Fonctions serveur</Trans>
      </h2>
      <div className={styles.row}>
        <Button onClick={() => void run()}>
          <Trans>Vérifier les fonctions</Trans>
        </Button>
        <Button
          tone="secondary"
          onClick={() =>
            void client()
              .then((c) =>
                diagnostics.testCheckout(c, {
                  planType: 'decouverte',
                  billingPeriod: 'monthly',
                  planName: 'Découverte',
                }),
              )
              .then((result) =>
                setLog((lines) => [...lines, { name: 'create-checkout-production', ...result }]),
              )
          }
        >
          <Trans>Tester le checkout</Trans>
        </Button>
        <Button tone="ghost" onClick={() => setLog([])}>
          <Trans>Effacer les journaux</Trans>
        </Button>
      </div>
      <Results lines={log} />
    </section>
  );
}

export function SupabaseCheckPage() {
  const { t } = useLingui();
  return (
    <DebugGate title={t`Vérification du serveur`}>
      <SupabaseChecks />
      <FunctionCheck />
    </DebugGate>
  );
}

/** Mounted only for those the gate lets in: nothing is queried for anyone else. */
function SupabaseChecks() {
  const { t } = useLingui();
  const client = useClient();
  const checks = useLoad(async () => {
    const c = await client();
    const config = diagnostics.supabaseConfig();
    return [
      { name: t`Configuration`, status: config.url ? 'PASS' : 'FAIL', details: config.url ?? '' },
      { name: t`Session`, ...(await diagnostics.sessionInfo(c)) },
      { name: 'profiles', ...(await diagnostics.checkTable(c, 'profiles')) },
      { name: 'user_credit_balances', ...(await diagnostics.checkTable(c, 'user_credit_balances')) },
      { name: 'subscription_plans', ...(await diagnostics.checkTable(c, 'subscription_plans')) },
    ] satisfies Line[];
  }, []);
  return (
    <section className={styles.card}>
      <Results lines={checks.data ?? []} />
      <Button tone="secondary" onClick={checks.reload}>
        <Trans>Relancer</Trans>
      </Button>
    </section>
  );
}

const priceColumns = ['stripe_price_id_monthly', 'stripe_price_id_yearly'] as const;

export function StripeDebugPage() {
  const { t } = useLingui();
  return (
    <DebugGate title={t`Diagnostic des paiements`}>
      <StripeDebug />
    </DebugGate>
  );
}

function StripeDebug() {
  const { t } = useLingui();
  const client = useClient();
  const access = useAdminAccess();
  const key = diagnostics.stripePublishableKey();
  const keyValid = key.startsWith('pk_');
  const [result, setResult] = useState<Line | null>(null);
  const plans = useLoad(async () => diagnostics.planPriceIds(await client()), []);
  const signedIn = access.state !== 'signedOut' && access.state !== 'checking';
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>
          <Trans>Utilisateur</Trans>
        </h2>
        <p className={styles.muted}>
          {access.state === 'signedOut' || access.state === 'checking' ? '—' : access.user.email}
        </p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>
          <Trans>Configuration des paiements</Trans>
        </h2>
        <p>
          <code>{key === '' ? 'pk_…' : `${key.slice(0, 8)}…`}</code>{' '}
          {keyValid ? (
            <span className={styles.badge.success}>
              <Trans>Clé valide</Trans>
            </span>
          ) : (
            <span className={styles.badge.danger} role="alert">
              <Trans>Invalid Stripe publishable key format</Trans>
            </span>
          )}
        </p>
        <ul style={{ margin: 0, paddingLeft: '1rem' }}>
          {(plans.data ?? []).flatMap((plan) =>
            priceColumns.map((column) => (
              <li key={`${plan.id}-${column}`}>
                {plan.name} · {column === 'stripe_price_id_monthly' ? t`mensuel` : t`annuel`} :{' '}
                <code>{plan[column] ?? '—'}</code>
              </li>
            )),
          )}
        </ul>
        <Button
          disabled={!signedIn || !keyValid}
          onClick={() =>
            void client()
              .then((c) =>
                diagnostics.testCheckout(c, {
                  planType: 'decouverte',
                  billingPeriod: 'monthly',
                  planName: 'Découverte',
                  priceId: plans.data?.[0]?.stripe_price_id_monthly ?? null,
                }),
              )
              .then((r) => setResult({ name: t`Test de checkout`, ...r }))
          }
        >
          <Trans>Tester la création du checkout</Trans>
        </Button>
        {result !== null && <Results lines={[result]} />}
      </section>
    </>
  );
}

export function AuthDebugPage() {
  const { t } = useLingui();
  return (
    <DebugGate title={t`Diagnostic de l'authentification`}>
      <AuthDebug />
    </DebugGate>
  );
}

function AuthDebug() {
  const { t } = useLingui();
  const client = useClient();
  const session = useLoad(async () => diagnostics.sessionInfo(await client()), []);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const config = diagnostics.supabaseConfig();
  return (
    <>
      <section className={styles.card}>
        <Results
          lines={[
            { name: t`Configuration`, status: config.url ? 'PASS' : 'FAIL', details: config.url ?? '' },
            ...(session.data ? [{ name: t`Session`, ...session.data }] : []),
          ]}
        />
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>
          <Trans>Inscription de test</Trans>
        </h2>
        <label className={styles.field}>
          <Trans>Nom</Trans>
          <input className={styles.input} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className={styles.field}>
          <Trans>Email</Trans>
          <input
            className={styles.input}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <Trans>Mot de passe</Trans>
          <input
            className={styles.input}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <div className={styles.row}>
          <Button
            disabled={email === '' || password === ''}
            onClick={() =>
              void diagnostics
                .testSignUp(name, email, password)
                .then((r) => setLines((l) => [...l, { name: t`Inscription`, ...r }]))
            }
          >
            <Trans>Tester l'inscription</Trans>
          </Button>
          <Button
            tone="secondary"
            disabled={email === ''}
            onClick={() =>
              void client()
                .then((c) => diagnostics.resendConfirmation(c, email))
                .then((r) => setLines((l) => [...l, { name: t`Renvoi de confirmation`, ...r }]))
            }
          >
            <Trans>Renvoyer la confirmation</Trans>
          </Button>
        </div>
        <Results lines={lines} />
      </section>
    </>
  );
}

export function DebugSubscriptionPage() {
  const { t } = useLingui();
  const client = useClient();
  const access = useAdminAccess();
  const userId = access.state === 'signedOut' || access.state === 'checking' ? null : access.user.id;
  const dump = useLoad(async () => {
    if (userId === null) return null;
    const c = await client();
    const [subscription, credits, diagnostic] = await Promise.all([
      diagnostics.rpcCheck(c, 'get_user_subscription_with_stripe', { user_uuid: userId }),
      diagnostics.rpcCheck(c, 'get_user_credit_status'),
      diagnostics.rpcCheck(c, 'diagnose_user_credits'),
    ]);
    return { subscription: subscription.data, credits: credits.data, diagnostic: diagnostic.data };
  }, [userId]);
  return (
    <DebugGate title={t`Données d'abonnement`}>
      <section className={styles.card}>
        {dump.error !== null && <p role="alert">{dump.error}</p>}
        <pre className={styles.pre}>{JSON.stringify(dump.data, null, 2)}</pre>
        <Button tone="secondary" onClick={dump.reload}>
          <Trans>Actualiser</Trans>
        </Button>
      </section>
    </DebugGate>
  );
}
