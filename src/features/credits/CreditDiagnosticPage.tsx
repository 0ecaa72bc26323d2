/**
 * /credit-diagnostic (signed in): the remaining credits, limited or unlimited, the server's full
 * diagnostic (diagnose_user_credits), the latest credit operations, repair instructions and a
 * checklist, and — only where the server allows it (admins, or local development) — an
 * emergency +50.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { useService } from '#app/serviceContext.tsx';
import { isPlanId } from '#contracts/plans.ts';
import {
  addEmergencyCredits,
  loadCreditDiagnostic,
  useCreditsPort,
  type CreditDiagnostic,
  type CreditDiagnosticResult,
} from '#data/credits/index.ts';
import { useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { usePlanCopy } from '#features/billing/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { SignInCard } from '#ui/page/SignInCard.tsx';

import * as css from './diagnostic.css.ts';
import { useTransactionLabel } from './transactionLabel.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; result: CreditDiagnosticResult };

export function CreditDiagnosticPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const status = useAuthStatus();
  return (
    <div className={css.page}>
      <title>{t`Diagnostic des crédits — Emma & Louis`}</title>
      <div className={css.head}>
        <h1 className={css.title} tabIndex={-1} data-stage-heading>
          <Trans>Diagnostic des crédits</Trans>
        </h1>
        <p className={css.muted}>
          <Trans>Ce que le serveur sait de vos crédits, et comment réparer un solde qui semble faux.</Trans>
        </p>
      </div>
      {user !== null ? (
        <Diagnostic userId={user.id} />
      ) : status === 'checking' ? null : (
        <SignInCard>
          <Trans>Connectez-vous pour voir le diagnostic de vos crédits.</Trans>
        </SignInCard>
      )}
    </div>
  );
}

function Diagnostic({ userId }: { userId: string }) {
  const supabase = useService('supabase');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    let live = true;
    void supabase
      .get()
      .then((client) => loadCreditDiagnostic(client))
      .then(
        (result) => {
          if (live) setLoaded(result.ok ? { kind: 'ready', result: result.value } : { kind: 'failed' });
        },
        () => {
          if (live) setLoaded({ kind: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [supabase, userId, attempt]);

  if (loaded.kind === 'loading')
    return (
      <p className={css.muted} role="status">
        <Trans>Diagnostic en cours…</Trans>
      </p>
    );
  if (loaded.kind === 'failed')
    return (
      <div className={css.card}>
        <p className={css.notice} role="alert">
          <Trans>
            Le diagnostic n'a pas pu être chargé. Vérifiez votre connexion à Internet, puis réessayez.
          </Trans>
        </p>
        <div>
          <Button tone="primary" onClick={retry}>
            <Icon name="refresh" />
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      </div>
    );
  const { diagnostic, emergencyAllowed } = loaded.result;
  return (
    <>
      <BalanceCard diagnostic={diagnostic} onRerun={retry}>
        {emergencyAllowed && <EmergencyCredits userId={userId} onAdded={retry} />}
      </BalanceCard>
      <div className={css.columns}>
        <ChecksCard diagnostic={diagnostic} />
        <TransactionsCard diagnostic={diagnostic} />
      </div>
      <RepairCard />
    </>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function BalanceCard({
  diagnostic,
  onRerun,
  children,
}: {
  diagnostic: CreditDiagnostic;
  onRerun: () => void;
  children: ReactNode;
}) {
  const plans = usePlanCopy();
  const remaining = diagnostic.currentCredits ?? 0;
  return (
    <Section title={<Trans>Crédits restants</Trans>}>
      <div className={css.balance}>
        <span className={css.balanceValue} data-testid="diagnostic-remaining">
          {diagnostic.unlimited ? <Trans>Illimités</Trans> : remaining}
        </span>
        <span className={diagnostic.unlimited ? css.badge.ok : css.badge.warn}>
          {diagnostic.unlimited ? <Trans>Illimité</Trans> : <Trans>Limité</Trans>}
        </span>
        {isPlanId(diagnostic.tier) && <span className={css.muted}>{plans.title(diagnostic.tier)}</span>}
      </div>
      {!diagnostic.unlimited && (
        <p className={css.muted}>
          <Plural
            value={remaining}
            one="# message peut encore être envoyé."
            other="# messages peuvent encore être envoyés."
          />
        </p>
      )}
      <div className={css.actions}>
        <Button tone="secondary" onClick={onRerun}>
          <Icon name="refresh" />
          <Trans>Relancer le diagnostic</Trans>
        </Button>
        {children}
      </div>
    </Section>
  );
}

function EmergencyCredits({ userId, onAdded }: { userId: string; onAdded: () => void }) {
  const supabase = useService('supabase');
  const credits = useCreditsPort();
  const [state, setState] = useState<'idle' | 'busy' | 'refused' | 'failed'>('idle');
  const add = async () => {
    setState('busy');
    const result = await addEmergencyCredits(await supabase.get(), userId);
    if (!result.ok) {
      setState(result.error === 'refused' ? 'refused' : 'failed');
      return;
    }
    setState('idle');
    // Every balance on screen follows (the cached status), then the diagnostic reloads.
    await credits.refresh(userId).catch(() => undefined);
    onAdded();
  };
  return (
    <>
      <Button
        tone="primary"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void add()}
      >
        <Icon name="sparkles" />
        <Trans>Ajouter 50 crédits d'urgence</Trans>
      </Button>
      {state === 'refused' && (
        <p className={css.notice} role="alert">
          <Trans>Le serveur a refusé : réservé aux administrateurs et au développement local.</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p className={css.notice} role="alert">
          <Trans>Erreur système : les crédits n'ont pas été ajoutés. Réessayez.</Trans>
        </p>
      )}
    </>
  );
}

function ChecksCard({ diagnostic }: { diagnostic: CreditDiagnostic }) {
  const { t } = useLingui();
  const yes = t`Oui`;
  const no = t`Non`;
  const rows: { label: string; value: string; ok: boolean }[] = [
    {
      label: t`Profil`,
      value: diagnostic.profileExists ? t`Présent` : t`Absent`,
      ok: diagnostic.profileExists,
    },
    {
      label: t`Solde de crédits`,
      value: diagnostic.balanceExists ? t`Présent` : t`Absent`,
      ok: diagnostic.balanceExists,
    },
    { label: t`Abonnement actif`, value: diagnostic.subscriptionActive ? yes : no, ok: true },
    { label: t`Crédits illimités`, value: diagnostic.unlimited ? yes : no, ok: true },
    {
      label: t`Crédits actuels`,
      value: diagnostic.unlimited ? '∞' : String(diagnostic.currentCredits ?? 0),
      ok: diagnostic.unlimited || (diagnostic.currentCredits ?? 0) > 0,
    },
  ];
  return (
    <Section title={<Trans>Diagnostic complet</Trans>}>
      <ul className={css.checks}>
        {rows.map((row) => (
          <li key={row.label} className={css.check}>
            <Icon
              name={row.ok ? 'check' : 'alert'}
              className={row.ok ? css.checkIcon.ok : css.checkIcon.warn}
              size="1.125rem"
            />
            <span>{row.label}</span>
            <span className={css.checkValue}>{row.value}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TransactionsCard({ diagnostic }: { diagnostic: CreditDiagnostic }) {
  const { i18n } = useLingui();
  const label = useTransactionLabel();
  const rows = diagnostic.recentTransactions;
  return (
    <Section title={<Trans>Dernières opérations</Trans>}>
      {rows.length === 0 ? (
        <p className={css.muted}>
          <Trans>Aucune opération sur vos crédits pour l'instant.</Trans>
        </p>
      ) : (
        <ul className={css.transactions}>
          {rows.map((row, index) => (
            <li key={`${row.createdAt}-${index}`} className={css.transaction}>
              <span>
                <strong>{label(row.type, row.amount)}</strong>
                <br />
                <time className={css.muted} dateTime={row.createdAt}>
                  {i18n.date(new Date(row.createdAt), {
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </time>
              </span>
              <span className={row.amount > 0 ? css.amount.plus : css.amount.minus}>
                {row.amount > 0 ? `+${row.amount}` : String(row.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function RepairCard() {
  const [open, setOpen] = useState(false);
  const instructionsId = useId();
  return (
    <Section title={<Trans>Réparer un solde qui semble faux</Trans>}>
      <ol className={css.list}>
        <li>
          <Trans>Vérifiez que vous êtes connecté(e) à Internet.</Trans>
        </li>
        <li>
          <Trans>Relancez le diagnostic ci-dessus.</Trans>
        </li>
        <li>
          <Trans>Les messages en attente d'envoi comptent déjà : attendez qu'ils partent.</Trans>
        </li>
        <li>
          <Trans>Sur la formule gratuite, le solde revient à 20 chaque nuit à minuit.</Trans>
        </li>
        <li>
          <Trans>Déconnectez-vous puis reconnectez-vous.</Trans>
        </li>
      </ol>
      <div>
        <Button
          tone="secondary"
          aria-expanded={open}
          aria-controls={instructionsId}
          onClick={() => setOpen((value) => !value)}
        >
          <Trans>Instructions de réparation</Trans>
        </Button>
      </div>
      <div id={instructionsId} hidden={!open}>
        <p className={css.muted}>
          <Trans>
            Si le solde reste faux après ces étapes, écrivez-nous depuis la{' '}
            <Link to="/contact">page de contact</Link> (sujet « Support technique ») en indiquant l'heure du
            problème et les opérations ci-dessus. Chaque opération est enregistrée sur le serveur : nous
            pouvons corriger votre solde.
          </Trans>
        </p>
      </div>
    </Section>
  );
}
