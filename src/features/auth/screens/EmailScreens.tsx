/**
 * The screens shown once an email has gone out: the sign-up confirmation (link or 6-digit
 * code, resend at most 3 times a minute apart, change the address) and the magic-link screen
 * (code, back). Both offer a shortcut to the webmail of the big providers.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '#ui/button/Button.tsx';
import { button } from '#ui/button/button.css.ts';
import { Icon } from '#ui/icons/Icon.tsx';

import { otpCodeLength, resendMaxCount } from '../auth.machine.ts';
import * as css from '../components/auth.css.ts';
import { AuthIcon } from '../components/AuthIcon.tsx';
import { ErrorBox, SubmitButton, SuccessBox } from '../components/fields.tsx';
import { mailProviderFor } from '../mailProviders.ts';
import { useAuthForm, type AuthForm } from '../useAuthFlow.ts';

type HeadingLevel = 1 | 2;

function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    // Focusable by script: a dialog moves focus here when this screen replaces the form.
    <Tag id={id} className={css.title} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** "Ouvrir Gmail": only for providers we recognise, in a new tab so this screen stays. */
export function OpenMailButton({ email }: { email: string }) {
  const { t } = useLingui();
  const provider = mailProviderFor(email);
  if (provider === null) return null;
  const name = provider.name;
  return (
    <a
      className={`${button({ tone: 'primary', size: 'lg' })} ${css.submit}`}
      href={provider.inboxUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Ouvrir ${name} (nouvel onglet)`}
    >
      <Icon name="mail" />
      <Trans>Ouvrir {name}</Trans>
      <AuthIcon name="external" size="1rem" />
    </a>
  );
}

/** The 6-digit code: digits only (a pasted "123 456" works), sent once all six are there. */
function OtpCodeForm({
  auth,
  email,
  purpose,
}: {
  auth: AuthForm;
  email: string;
  purpose: 'signup' | 'email';
}) {
  const { t } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const verifying = auth.busy && auth.operation === 'verifyOtp';
  const complete = code.length === otpCodeLength;
  const fieldError = auth.fieldText('token');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || auth.busy) return;
    auth.act('verifyOtp', { type: 'auth.verifyOtp', email, token: code });
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <div className={css.field}>
        <label htmlFor={id} className={css.label}>
          {purpose === 'signup' ? t`Code de confirmation à 6 chiffres` : t`Code de connexion à 6 chiffres`}
        </label>
        <input
          id={id}
          className={css.codeInput}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, otpCodeLength));
            auth.edited();
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={otpCodeLength + 1}
          placeholder="••••••"
          aria-invalid={auth.invalid('token') || undefined}
          aria-describedby={fieldError === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={css.hint}>
          <Trans>Le code figure dans le même email que le lien.</Trans>
        </p>
        {fieldError !== undefined && (
          <p id={`${id}-error`} className={css.fieldError}>
            {fieldError}
          </p>
        )}
      </div>
      <SubmitButton busy={verifying} disabled={!complete || auth.busy}>
        <Trans>Vérifier le code</Trans>
      </SubmitButton>
    </form>
  );
}

function SpamTips({ email }: { email: string }) {
  const id = useId();
  return (
    <section className={css.tips} aria-labelledby={id}>
      <h3 id={id} className={css.tipsTitle}>
        <Icon name="alert" size="1rem" />
        <Trans>Vous ne trouvez pas l'email ?</Trans>
      </h3>
      <ul className={css.tipsList}>
        <li>
          <Trans>Regardez dans les dossiers Spam, Courrier indésirable ou Promotions.</Trans>
        </li>
        <li>
          <Trans>
            Vérifiez que l'adresse <span className={css.strong}>{email}</span> est bien la vôtre.
          </Trans>
        </li>
        <li>
          <Trans>Patientez quelques minutes : certains emails arrivent avec un peu de retard.</Trans>
        </li>
        <li>
          <Trans>Ajoutez notre adresse à vos contacts, puis renvoyez l'email.</Trans>
        </li>
      </ul>
    </section>
  );
}

type ScreenProps = { auth: AuthForm; email: string; headingLevel: HeadingLevel; titleId?: string };

type ConfirmationProps = ScreenProps & {
  /** Replaces the title and the lead (the account made after payment says what it is for). */
  intro?: { title: ReactNode; lead: ReactNode };
  /** False where the address is not the person's choice (the one the payment gave). */
  canChangeEmail?: boolean;
};

/**
 * As a page (heading level 1), the screen replaces a taller form the person had scrolled down:
 * it starts at the top, its title in view rather than under the top bar. In the login dialog
 * (level 2) the page behind stays where it was.
 */
function useStartAtTop(headingLevel: HeadingLevel) {
  useEffect(() => {
    if (headingLevel === 1) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [headingLevel]);
}

export function EmailConfirmationScreen({
  auth,
  email,
  headingLevel,
  titleId,
  intro,
  canChangeEmail = true,
}: ConfirmationProps) {
  useStartAtTop(headingLevel);
  const count = auth.resend.count;
  const resentOk = auth.operation === 'resend' && count > 0 && auth.error === null && !auth.resending;
  const stepsId = useId();

  return (
    <div className={css.form}>
      <div className={css.header}>
        <span className={css.iconBadge.accent}>
          <Icon name="mail" size="1.625rem" />
        </span>
        <Heading level={headingLevel} {...(titleId === undefined ? {} : { id: titleId })}>
          {intro?.title ?? <Trans>Confirmez votre adresse email</Trans>}
        </Heading>
        <p className={css.lead}>
          {intro?.lead ?? (
            <Trans>
              Nous avons envoyé un email de confirmation à <span className={css.strong}>{email}</span>.
            </Trans>
          )}
        </p>
      </div>

      <ErrorBox message={auth.errorText} />
      {resentOk && (
        <SuccessBox>
          <Trans>Email de confirmation renvoyé avec succès !</Trans>
        </SuccessBox>
      )}

      <OpenMailButton email={email} />

      <section className={css.section} aria-labelledby={stepsId}>
        <h3 id={stepsId} className={css.sectionTitle}>
          <Trans>Prochaines étapes</Trans>
        </h3>
        <ol className={css.steps}>
          <li className={css.stepItem}>
            <Trans>Ouvrez l'email « Confirmez votre inscription » envoyé par Emma & Louis.</Trans>
          </li>
          <li className={css.stepItem}>
            <Trans>Cliquez sur le lien de confirmation, ou saisissez ci-dessous le code à 6 chiffres.</Trans>
          </li>
          <li className={css.stepItem}>
            <Trans>Vous êtes connecté(e) et pouvez choisir votre coach.</Trans>
          </li>
        </ol>
      </section>

      <OtpCodeForm auth={auth} email={email} purpose="signup" />

      <div className={css.centeredActions}>
        <Button
          tone="secondary"
          disabled={auth.busy}
          aria-busy={auth.resending || undefined}
          onClick={() => auth.act('resend', { type: 'auth.resend' })}
        >
          {auth.resending ? (
            <span className={css.smallSpinner} aria-hidden="true" />
          ) : (
            <Icon name="refresh" />
          )}
          <Trans>Renvoyer l'email</Trans>
        </Button>
        {canChangeEmail && (
          <button
            type="button"
            className={css.textButton}
            disabled={auth.busy}
            onClick={() => auth.act('register', { type: 'auth.changeEmail' })}
          >
            <Trans>Changer d'adresse email</Trans>
          </button>
        )}
      </div>
      {count > 0 && (
        <p className={css.meta} aria-live="polite">
          <Trans>
            Renvoyé {count}/{resendMaxCount} fois
          </Trans>
        </p>
      )}

      <SpamTips email={email} />

      <p className={css.meta}>
        <span className={css.metaItem}>
          <Icon name="clock" size="1rem" />
          <Trans>Le lien reste valable 24 heures</Trans>
        </span>
      </p>
    </div>
  );
}

export function MagicLinkSentScreen({ auth, email, headingLevel, titleId }: ScreenProps) {
  useStartAtTop(headingLevel);
  return (
    <div className={css.form}>
      <div className={css.header}>
        <span className={css.iconBadge.accent}>
          <AuthIcon name="link" size="1.625rem" />
        </span>
        <Heading level={headingLevel} {...(titleId === undefined ? {} : { id: titleId })}>
          <Trans>Vérifiez votre boîte mail</Trans>
        </Heading>
        <p className={css.lead}>
          <Trans>
            Nous avons envoyé un lien de connexion à <span className={css.strong}>{email}</span>. Cliquez
            dessus pour vous connecter, sans mot de passe.
          </Trans>
        </p>
      </div>

      <ErrorBox message={auth.errorText} />
      <OpenMailButton email={email} />
      <OtpCodeForm auth={auth} email={email} purpose="email" />

      <div className={css.centeredActions}>
        <Button tone="ghost" disabled={auth.busy} onClick={() => auth.act('login', { type: 'auth.back' })}>
          <Icon name="arrowLeft" />
          <Trans>Retour</Trans>
        </Button>
      </div>
      <SpamTips email={email} />
    </div>
  );
}

/**
 * The confirmation screen for an account made elsewhere (after payment, where the server sent
 * the email): puts the auth actor in its confirmation state for `email`, so the code, the resend
 * and a link opened in another tab all sign the person in as after /auth's sign-up.
 */
export function PendingConfirmation({
  email,
  title,
  lead,
}: {
  email: string;
  title: ReactNode;
  lead: ReactNode;
}) {
  const auth = useAuthForm();
  const { send } = auth;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    send({ type: 'auth.awaitConfirmation', email });
  }, [email, send]);
  return (
    <EmailConfirmationScreen
      auth={auth}
      email={email}
      headingLevel={1}
      titleId="payment-title"
      intro={{ title, lead }}
      canChangeEmail={false}
    />
  );
}
