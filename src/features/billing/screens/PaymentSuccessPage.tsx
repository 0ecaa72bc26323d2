import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { PaymentSessionAnswer } from '#contracts/billing.ts';
import { isPlanId } from '#contracts/plans.ts';
import { useCreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';
import { useBillingPort } from '#data/ports/index.ts';
import { useAuthActor, useAuthSelector, useAuthStatus, useSessionUser } from '#features/auth/index.ts';
import { useCreditRefresh } from '#features/credits/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { billingErrorText } from '../checkoutCopy.ts';
import * as forms from '../components/forms.css.ts';
import { usePlanCopy } from '../planCopy.ts';
import * as css from './pages.css.ts';

type Session = NonNullable<PaymentSessionAnswer['session']>;

type Fetched =
  | { name: 'loading' }
  | { name: 'error'; reason: string | null }
  | { name: 'answer'; answer: PaymentSessionAnswer };

type Step =
  | { name: 'loading' }
  | { name: 'linking' }
  | { name: 'error'; reason: string | null }
  | { name: 'createAccount'; session: Session | null }
  | { name: 'login'; session: Session }
  | { name: 'success' };

/** How often the screen asks for the balance while Stripe's webhook has not landed yet. */
const activationPollMs = 2000;

/**
 * Back from Stripe (spec: payment-success screen, on /payment-success, /payment/success,
 * /subscription/success and the home's `?session_id` / `?payment_success`): loading → an account
 * for the payment (create one, or log in), once → success with the credits the server granted.
 * The server says whether the session was paid and whose it is; it grants the plan by webhook.
 */
export function PaymentSuccessPage({ onContinue }: { onContinue?: () => void }) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const status = useAuthStatus();
  const user = useSessionUser();
  const billing = useBillingPort();
  const [fetched, setFetched] = useState<Fetched>({ name: 'loading' });
  const [linked, setLinked] = useState<'no' | 'yes' | { error: string }>('no');
  const [accountExists, setAccountExists] = useState(false);

  // 1. Ask the server about the session, once the session check has answered.
  const checking = status === 'checking';
  useEffect(() => {
    if (checking) return;
    if (sessionId === null || sessionId.trim() === '') return;
    let cancelled = false;
    void (async () => {
      const result = await (await billing.get()).paymentSession(sessionId);
      if (cancelled) return;
      if (!result.ok || !result.value.success || result.value.session === null) {
        if (!result.ok) logger.warn('payment session unavailable', { error: result.error });
        const code = result.ok ? 'session_unpaid' : result.error.code;
        setFetched({ name: 'error', reason: billingErrorText(code) });
        return;
      }
      setFetched({ name: 'answer', answer: result.value });
    })().catch((error: unknown) => {
      logger.warn('payment session check failed', { error });
      if (!cancelled) setFetched({ name: 'error', reason: null });
    });
    return () => {
      cancelled = true;
    };
  }, [billing, sessionId, checking]);

  const step = decide({
    sessionId,
    status,
    userId: user?.id ?? null,
    fetched,
    linked,
    accountExists,
  });

  // 2. A member back from paying: the session's subscription becomes theirs (once).
  const linking = useRef(false);
  useEffect(() => {
    if (step.name !== 'linking' || sessionId === null || linking.current) return;
    linking.current = true;
    void billing
      .get()
      .then((port) => port.claimAccount({ session_id: sessionId, mode: 'link' }))
      .then((answer) => {
        if (answer.ok || answer.error.code === 'already_claimed') setLinked('yes');
        else setLinked({ error: billingErrorText(answer.error.code) ?? answer.error.message });
      });
  }, [billing, sessionId, step.name]);

  // The plan kept aside before checkout is done with once the payment is confirmed.
  useEffect(() => {
    if (step.name !== 'success') return;
    billing
      .get()
      .then((port) => port.clearPendingSubscription())
      .catch((error: unknown) => logger.warn('pending subscription could not be cleared', { error }));
  }, [billing, step.name]);

  const answer = fetched.name === 'answer' ? fetched.answer : null;
  const { t } = useLingui();
  return (
    <div className={css.centered}>
      <title>{t`Paiement — Emma & Louis`}</title>
      {(step.name === 'loading' || step.name === 'linking') && <Loading />}
      {step.name === 'error' && <VerificationError reason={step.reason} onContinue={onContinue} />}
      {step.name === 'createAccount' && (
        <CreateAccount sessionId={sessionId} session={step.session} onExists={() => setAccountExists(true)} />
      )}
      {step.name === 'login' && <LogIn session={step.session} />}
      {step.name === 'success' && user !== null && (
        <Success
          userId={user.id}
          planId={answer?.session?.plan_id ?? null}
          trial={answer?.session?.trial ?? false}
          onContinue={onContinue}
        />
      )}
    </div>
  );
}

/** Where the screen stands, from what the server said and who is signed in (spec's states). */
function decide(input: {
  sessionId: string | null;
  status: 'checking' | 'signedIn' | 'signedOut';
  userId: string | null;
  fetched: Fetched;
  linked: 'no' | 'yes' | { error: string };
  accountExists: boolean;
}): Step {
  const { status, userId, fetched, linked } = input;
  if (status === 'checking') return { name: 'loading' };
  const signedIn = status === 'signedIn' && userId !== null;
  if (input.sessionId === null || input.sessionId.trim() === '') {
    // An old link without a session: members just see their plan; others make an account.
    return signedIn ? { name: 'success' } : { name: 'createAccount', session: null };
  }
  if (fetched.name !== 'answer') return fetched;
  const { answer } = fetched;
  const session = answer.session as Session;
  if (signedIn) {
    if (answer.claimed || answer.user_id === userId || linked === 'yes') return { name: 'success' };
    if (typeof linked === 'object') return { name: 'error', reason: linked.error };
    return { name: 'linking' };
  }
  return answer.user_exists || input.accountExists
    ? { name: 'login', session }
    : { name: 'createAccount', session };
}

function Loading() {
  return (
    <section className={css.panel} aria-busy="true" aria-labelledby="payment-title">
      <div className={css.panelHeader}>
        <span className={css.statusIcon.calm}>
          <Icon name="clock" size="1.75rem" />
        </span>
        <h1 id="payment-title" className={css.cardTitle}>
          <Trans>Vérification de votre paiement…</Trans>
        </h1>
      </div>
    </section>
  );
}

function HomeButton({ onContinue }: { onContinue: (() => void) | undefined }) {
  return onContinue ? (
    <Button tone="primary" size="lg" className={css.fullWidth} onClick={onContinue}>
      <Trans>Retour à l'accueil</Trans>
    </Button>
  ) : (
    <LinkButton to="/" tone="primary" size="lg" className={css.fullWidth}>
      <Trans>Retour à l'accueil</Trans>
    </LinkButton>
  );
}

function VerificationError({
  reason,
  onContinue,
}: {
  reason: string | null;
  onContinue: (() => void) | undefined;
}) {
  return (
    <section className={css.panel} aria-labelledby="payment-title">
      <div className={css.panelHeader}>
        <span className={css.statusIcon.bad}>
          <Icon name="alert" size="1.75rem" />
        </span>
        <h1 id="payment-title" className={css.title}>
          <Trans>Erreur de vérification</Trans>
        </h1>
        <p className={css.lead}>
          {reason ?? (
            <Trans>
              Nous n'avons pas pu vérifier votre paiement. Si vous avez été débité, contactez-nous.
            </Trans>
          )}
        </p>
      </div>
      <HomeButton onContinue={onContinue} />
    </section>
  );
}

function useLogInError(): boolean {
  return useAuthSelector((snapshot) => snapshot.context.error !== null, false);
}

/** Spec: name, email (the payer's, from Stripe), password and confirmation; then signed in. */
function CreateAccount({
  sessionId,
  session,
  onExists,
}: {
  sessionId: string | null;
  session: Session | null;
  onExists: (session: Session) => void;
}) {
  const { t } = useLingui();
  const billing = useBillingPort();
  const auth = useAuthActor();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(session?.customer_email ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (sessionId === null || session === null) {
    // No payment to attach: the ordinary sign-up does it.
    return (
      <section className={css.panel} aria-labelledby="payment-title">
        <div className={css.panelHeader}>
          <span className={css.statusIcon.good}>
            <Icon name="check" size="1.75rem" />
          </span>
          <h1 id="payment-title" className={css.title}>
            <Trans>Paiement confirmé</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>Connectez-vous ou créez votre compte pour retrouver votre formule.</Trans>
          </p>
        </div>
        <div className={css.actions}>
          <Button tone="primary" size="lg" onClick={() => void navigate('/auth?mode=signup')}>
            <Trans>Créer mon compte</Trans>
          </Button>
          <LinkButton to="/auth" tone="secondary" size="lg">
            <Trans>Se connecter</Trans>
          </LinkButton>
        </div>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const emailTrimmed = email.trim();
    if (name.trim() === '') return setProblem(t`Le nom est requis`);
    if (emailTrimmed === '') return setProblem(t`L'email est requis`);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailTrimmed)) return setProblem(t`Format d'email invalide`);
    if (password.length < 6) return setProblem(t`Le mot de passe doit contenir au moins 6 caractères`);
    if (password !== confirm) return setProblem(t`Les mots de passe ne correspondent pas`);
    setBusy(true);
    setProblem(null);
    const created = await (
      await billing.get()
    ).claimAccount({
      session_id: sessionId,
      mode: 'create',
      name: name.trim(),
      email: emailTrimmed,
      password,
    });
    if (!created.ok) {
      setBusy(false);
      if (created.error.code === 'account_exists') {
        onExists(session);
        return;
      }
      setProblem(billingErrorText(created.error.code) ?? created.error.message);
      return;
    }
    // The account holds the subscription: signing in shows it.
    auth.send({ type: 'auth.login', email: created.value.email, password });
  };

  return (
    <section className={css.panel} aria-labelledby="payment-title">
      <div className={css.panelHeader}>
        <span className={css.statusIcon.good}>
          <Icon name="check" size="1.75rem" />
        </span>
        <h1 id="payment-title" className={css.title}>
          {session.trial ? <Trans>Votre essai gratuit commence</Trans> : <Trans>Paiement confirmé</Trans>}
        </h1>
        <p className={css.lead}>
          <Trans>Créez votre compte pour retrouver votre formule sur tous vos appareils.</Trans>
        </p>
      </div>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field id={`${id}-name`} label={t`Nom`} value={name} onChange={setName} autoComplete="name" />
        <Field
          id={`${id}-email`}
          label={t`Email`}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <Field
          id={`${id}-password`}
          label={t`Mot de passe`}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <Field
          id={`${id}-confirm`}
          label={t`Confirmer le mot de passe`}
          type="password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        {problem !== null && (
          <p className={forms.errorBox} role="alert">
            <Icon name="alert" size="1.125rem" />
            <span>{problem}</span>
          </p>
        )}
        <Button type="submit" tone="primary" size="lg" disabled={busy}>
          {busy ? t`Création du compte…` : t`Créer mon compte`}
        </Button>
      </form>
    </section>
  );
}

/** Spec: an account already exists for the payer — their password, then the payment is linked. */
function LogIn({ session }: { session: Session }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const failed = useLogInError();
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const email = session.customer_email ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setProblem(t`Mot de passe requis`);
    setProblem(null);
    auth.send({ type: 'auth.login', email, password });
  };
  return (
    <section className={css.panel} aria-labelledby="payment-title">
      <div className={css.panelHeader}>
        <span className={css.statusIcon.good}>
          <Icon name="check" size="1.75rem" />
        </span>
        <h1 id="payment-title" className={css.title}>
          <Trans>Paiement confirmé</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Un compte existe déjà pour {email}. Connectez-vous pour y ajouter votre formule.</Trans>
        </p>
      </div>
      <form className={forms.form} onSubmit={submit} noValidate>
        <Field
          id={`${id}-password`}
          label={t`Mot de passe`}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {(problem !== null || failed) && (
          <p className={forms.errorBox} role="alert">
            <Icon name="alert" size="1.125rem" />
            <span>{problem ?? t`Connexion impossible : vérifiez votre mot de passe.`}</span>
          </p>
        )}
        <Button type="submit" tone="primary" size="lg" disabled={password === ''}>
          <Trans>Se connecter</Trans>
        </Button>
      </form>
    </section>
  );
}

function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
}) {
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <input
        id={id}
        className={forms.input}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
      />
    </div>
  );
}

/**
 * The plan as the server now holds it. Stripe's webhook may land a few seconds after the
 * redirect: until the balance shows the paid plan, the screen asks again every 2 s.
 */
function Success({
  userId,
  planId,
  trial,
  onContinue,
}: {
  userId: string;
  planId: string | null;
  trial: boolean;
  onContinue: (() => void) | undefined;
}) {
  const status = useCreditStatus(userId);
  const refresh = useCreditRefresh();
  const plans = usePlanCopy();
  const navigate = useNavigate();
  const expected = isPlanId(planId) ? planId : null;
  const active =
    status !== null &&
    status !== undefined &&
    status.subscribed &&
    (expected === null || status.tier === expected);
  useEffect(() => {
    refresh.request(userId, { force: true });
    if (active) return;
    const timer = setInterval(() => refresh.request(userId, { force: true }), activationPollMs);
    return () => clearInterval(timer);
  }, [active, refresh, userId]);
  const name = plans.name(active && status ? status.tier : (expected ?? 'decouverte'));
  return (
    <section className={css.panel} aria-labelledby="payment-title">
      <div className={css.panelHeader}>
        <span className={css.statusIcon.good}>
          <Icon name="check" size="1.75rem" />
        </span>
        <h1 id="payment-title" className={css.title} tabIndex={-1}>
          <Trans>Paiement confirmé</Trans>
        </h1>
        {active && status ? (
          <p className={css.lead} data-testid="payment-credits">
            {trial || status.status === 'trialing' ? (
              <Trans>Votre essai gratuit est actif.</Trans>
            ) : (
              <Trans>Votre formule {name} est active.</Trans>
            )}{' '}
            {status.unlimited ? (
              <Trans>Messages illimités.</Trans>
            ) : (
              <Plural value={status.remaining} one="# crédit disponible." other="# crédits disponibles." />
            )}
          </p>
        ) : (
          <p className={css.lead} role="status">
            <Trans>
              Merci pour votre confiance. Votre formule s'active dans quelques instants et vos crédits
              apparaîtront ici.
            </Trans>
          </p>
        )}
      </div>
      <Button
        tone="primary"
        size="lg"
        className={css.fullWidth}
        onClick={() => (onContinue ? onContinue() : void navigate('/'))}
      >
        <Trans>Continuer</Trans>
        <Icon name="arrowRight" />
      </Button>
    </section>
  );
}
