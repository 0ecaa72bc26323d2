import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { PaymentSessionAnswer } from '#contracts/billing.ts';
import { isPlanId } from '#contracts/plans.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { useCreditStatus } from '#data/credits/index.ts';
import { logger } from '#data/logger.ts';
import { useBillingPort } from '#data/ports/index.ts';
import {
  loadAccountParts,
  useAuthActor,
  useAuthSelector,
  useAuthStatus,
  useSessionUser,
} from '#features/auth/index.ts';
import { ConsentCheckbox } from '#features/consent/index.ts';
import { useCreditRefresh } from '#features/credits/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';

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
  /** The account exists, its email not confirmed yet: the confirmation email's link signs in. */
  | { name: 'confirmEmail'; session: Session; email: string }
  | { name: 'success' };

/** The account this screen created (it signs in once its email is confirmed). */
type Created = { userId: string; email: string } | null;

/**
 * The auth forms' fields and confirmation screen (one look and behaviour with /auth), loaded on
 * this screen's first render; the forms wait for them under the page's Suspense.
 */
let accountParts: ReturnType<typeof loadAccountParts> | null = null;
function useAccountParts() {
  accountParts ??= loadAccountParts();
  return use(accountParts);
}

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
  const [created, setCreated] = useState<Created>(null);

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
    created,
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
      <Suspense fallback={<Loading />}>
        {step.name === 'createAccount' && (
          <CreateAccount
            sessionId={sessionId}
            session={step.session}
            onExists={() => setAccountExists(true)}
            onCreated={setCreated}
          />
        )}
        {step.name === 'login' && <LogIn session={step.session} />}
        {step.name === 'confirmEmail' && <ConfirmEmail session={step.session} email={step.email} />}
      </Suspense>
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
  created: Created;
}): Step {
  const { status, userId, fetched, linked, created } = input;
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
    if (answer.claimed || answer.user_id === userId || created?.userId === userId || linked === 'yes')
      return { name: 'success' };
    if (typeof linked === 'object') return { name: 'error', reason: linked.error };
    return { name: 'linking' };
  }
  if (created !== null) return { name: 'confirmEmail', session, email: created.email };
  if (answer.awaiting_confirmation && session.customer_email !== null)
    return { name: 'confirmEmail', session, email: session.customer_email };
  return answer.user_exists || input.accountExists
    ? { name: 'login', session }
    : { name: 'createAccount', session };
}

function Loading() {
  return (
    <section className={css.panel} aria-busy="true" aria-labelledby="payment-title">
      <PanelHeader tone="calm" icon="clock" quiet title={<Trans>Vérification de votre paiement…</Trans>} />
    </section>
  );
}

/** The status icon, the page's heading (focusable, for the announcements) and what follows it. */
function PanelHeader({
  tone,
  icon,
  title,
  quiet = false,
  children,
}: {
  tone: 'good' | 'bad' | 'calm';
  icon: IconName;
  title: ReactNode;
  /** A smaller heading, for a passing state (loading). */
  quiet?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={css.panelHeader}>
      <span className={css.statusIcon[tone]}>
        <Icon name={icon} size="1.75rem" />
      </span>
      <h1 id="payment-title" className={quiet ? css.cardTitle : css.title} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
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
      <PanelHeader tone="bad" icon="alert" title={<Trans>Erreur de vérification</Trans>}>
        <p className={css.lead}>
          {reason ?? (
            <Trans>
              Nous n'avons pas pu vérifier votre paiement. Si vous avez été débité, contactez-nous.
            </Trans>
          )}
        </p>
      </PanelHeader>
      <HomeButton onContinue={onContinue} />
    </section>
  );
}

function useLogInError(): boolean {
  return useAuthSelector((snapshot) => snapshot.context.error !== null, false);
}

/** The browser's time zone, for the free day's midnight (the server checks it). */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Spec: name, email (the payer's, from Stripe), password and confirmation, plus the consent to
 * processing conversations that /auth asks; then the confirmation email (Stripe does not verify
 * the email it collects, so the account signs in once its owner opens the link).
 */
function CreateAccount({
  sessionId,
  session,
  onExists,
  onCreated,
}: {
  sessionId: string | null;
  session: Session | null;
  onExists: (session: Session) => void;
  onCreated: (created: NonNullable<Created>) => void;
}) {
  const { t, i18n } = useLingui();
  const billing = useBillingPort();
  const { ErrorBox, PasswordField, SubmitButton, TextField } = useAccountParts();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(session?.customer_email ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (sessionId === null || session === null) {
    // No payment to attach: the ordinary sign-up does it.
    return (
      <section className={css.panel} aria-labelledby="payment-title">
        <PanelHeader tone="good" icon="check" title={<Trans>Paiement confirmé</Trans>}>
          <p className={css.lead}>
            <Trans>Connectez-vous ou créez votre compte pour retrouver votre formule.</Trans>
          </p>
        </PanelHeader>
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
    if (!consent) return setProblem(t`Acceptez le traitement de vos conversations pour créer votre compte`);
    setBusy(true);
    setProblem(null);
    const timezone = browserTimezone();
    const answer = await (
      await billing.get()
    ).claimAccount({
      session_id: sessionId,
      mode: 'create',
      name: name.trim(),
      email: emailTrimmed,
      password,
      consent: { policy_version: siteFacts.privacyPolicyVersion },
      locale: i18n.locale === 'en' ? 'en' : 'fr',
      ...(timezone ? { timezone } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      if (answer.error.code === 'account_exists') {
        onExists(session);
        return;
      }
      setProblem(billingErrorText(answer.error.code) ?? answer.error.message);
      return;
    }
    // The account holds the subscription; it signs in once the email is confirmed.
    onCreated({ userId: answer.value.user_id, email: answer.value.email });
  };

  return (
    <section className={css.panel} aria-labelledby="payment-title">
      <PanelHeader
        tone="good"
        icon="check"
        title={session.trial ? <Trans>Votre essai gratuit commence</Trans> : <Trans>Paiement confirmé</Trans>}
      >
        <p className={css.lead}>
          <Trans>Créez votre compte pour retrouver votre formule sur tous vos appareils.</Trans>
        </p>
      </PanelHeader>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t`Nom complet`} value={name} onValueChange={setName} autoComplete="name" required />
        <TextField
          label={t`Email`}
          type="email"
          value={email}
          onValueChange={setEmail}
          autoComplete="email"
          required
        />
        <PasswordField
          label={t`Mot de passe`}
          value={password}
          onValueChange={setPassword}
          autoComplete="new-password"
          required
        />
        <PasswordField
          label={t`Confirmer le mot de passe`}
          value={confirm}
          onValueChange={setConfirm}
          autoComplete="new-password"
          required
        />
        <ConsentCheckbox checked={consent} onChange={setConsent} />
        <ErrorBox message={problem} />
        <SubmitButton busy={busy} disabled={!consent}>
          {busy ? t`Création du compte…` : t`Créer mon compte`}
        </SubmitButton>
      </form>
    </section>
  );
}

/**
 * The account is made and holds the plan; its owner proves the email is theirs (link or code),
 * and is then signed in here or wherever the link is opened.
 */
function ConfirmEmail({ session, email }: { session: Session; email: string }) {
  const { PendingConfirmation } = useAccountParts();
  return (
    <section className={css.panel}>
      <PendingConfirmation
        email={email}
        title={<Trans>Vérifiez votre email pour activer votre compte</Trans>}
        lead={
          <>
            {session.trial ? (
              <Trans>Votre essai gratuit vous attend.</Trans>
            ) : (
              <Trans>Votre paiement est confirmé et votre formule vous attend.</Trans>
            )}{' '}
            <Trans>
              Nous avons envoyé un email de confirmation à <strong>{email}</strong> : ouvrez son lien pour
              activer votre compte.
            </Trans>
          </>
        }
      />
    </section>
  );
}

/** Spec: an account already exists for the payer — their password, then the payment is linked. */
function LogIn({ session }: { session: Session }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const failed = useLogInError();
  const { ErrorBox, PasswordField, SubmitButton } = useAccountParts();
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
      <PanelHeader tone="good" icon="check" title={<Trans>Paiement confirmé</Trans>}>
        <p className={css.lead}>
          <Trans>Un compte existe déjà pour {email}. Connectez-vous pour y ajouter votre formule.</Trans>
        </p>
      </PanelHeader>
      <form className={forms.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t`Mot de passe`}
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          required
        />
        <ErrorBox
          message={problem ?? (failed ? t`Connexion impossible : vérifiez votre mot de passe.` : null)}
        />
        <SubmitButton busy={false} disabled={password === ''}>
          <Trans>Se connecter</Trans>
        </SubmitButton>
      </form>
    </section>
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
      <PanelHeader tone="good" icon="check" title={<Trans>Paiement confirmé</Trans>}>
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
      </PanelHeader>
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
