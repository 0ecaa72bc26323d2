/**
 * /reset-password: the recovery email's link lands here (with `?code=` under PKCE, or the tokens
 * themselves). Once the link gives a session, a new password and its confirmation are asked;
 * after the change the person is signed out and sent to /login (2 s later) to use it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { isValid, passwordMinLength, validatePasswordChange } from '#core/validation.ts';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from '../components/auth.css.ts';
import type { LoginPageState } from './AuthPages.tsx';
import { authErrorMessage } from '../authErrors.ts';
import { useAuthLinkCalls } from '../authLinkCalls.tsx';
import { authFailureMessage } from '../authMessages.ts';
import { ErrorBox, PasswordField, SubmitButton, SuccessBox } from '../components/fields.tsx';
import { useAuthActor } from '../session.tsx';
import { useAuthLink } from '../useAuthLink.ts';
import { ConfirmLinkStep, LinkFailure } from './LinkSteps.tsx';

/** The spec's pause on the confirmation before going to /login. */
export const resetRedirectDelayMs = 2000;

type Values = { password: string; confirmPassword: string };
type Save =
  { status: 'editing' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; detail?: string };

export function ResetPasswordPage() {
  const { t } = useLingui();
  const link = useAuthLink();
  const outcome = link.status === 'done' ? link.outcome : null;
  const titleId = useId();

  let content;
  if (link.status === 'awaitingClick') {
    content = <ConfirmLinkStep type={link.type} titleId={titleId} onConfirm={link.confirm} />;
  } else if (outcome === null) {
    content = (
      <div className={css.header} role="status">
        <span className={css.spinner} aria-hidden="true" />
        <h1 id={titleId} className={css.title}>
          <Trans>Vérification du lien…</Trans>
        </h1>
      </div>
    );
  } else if (!outcome.ok) {
    content = (
      <LinkFailure
        titleId={titleId}
        title={t`Erreur lors de la réinitialisation.`}
        reason={outcome.reason}
        detail={outcome.detail}
        retry={t`Demandez un nouvel email depuis la page de connexion (« Mot de passe oublié ? »).`}
        action={t`Demander un nouveau lien`}
      />
    );
  } else {
    content = <NewPasswordForm titleId={titleId} email={outcome.session.email} />;
  }

  return (
    <div className={css.page}>
      <title>{t`Nouveau mot de passe — Emma & Louis`}</title>
      <section className={css.card} aria-labelledby={titleId}>
        {content}
      </section>
    </div>
  );
}

function NewPasswordForm({ titleId, email }: { titleId: string; email: string }) {
  const { t, i18n } = useLingui();
  const calls = useAuthLinkCalls();
  const actor = useAuthActor();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [save, setSave] = useState<Save>({ status: 'editing' });

  const problems = validatePasswordChange(values);
  const shown = submitted ? problems : {};
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  const text = (code: (typeof problems)[keyof typeof problems]) =>
    code === undefined ? undefined : authFailureMessage(i18n, { code }, 'session');

  const saved = save.status === 'saved';
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      // The recovery session ends here: the new password is what opens the next one.
      actor.send({ type: 'auth.logout' });
      void navigate('/login', { replace: true, state: { passwordChanged: true } satisfies LoginPageState });
    }, resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [saved, actor, navigate]);

  const edit = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    if (save.status === 'failed') setSave({ status: 'editing' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(problems) || save.status === 'saving' || saved) return;
    setSave({ status: 'saving' });
    calls.updateUser({ password: values.password }).then(
      () => setSave({ status: 'saved' }),
      (error: unknown) => {
        const detail = authErrorMessage(error);
        setSave(detail === undefined ? { status: 'failed' } : { status: 'failed', detail });
      },
    );
  };

  return (
    <>
      <div className={css.header}>
        <span className={css.iconBadge.accent}>
          <Icon name="lock" size="1.625rem" />
        </span>
        <h1 id={titleId} className={css.title}>
          <Trans>Choisissez un nouveau mot de passe</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>
            Pour le compte <span className={css.strong}>{email}</span>.
          </Trans>
        </p>
      </div>
      {saved ? (
        <SuccessBox>
          <Trans>Mot de passe modifié avec succès. Redirection vers la connexion…</Trans>
        </SuccessBox>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          <ErrorBox
            message={
              save.status === 'failed'
                ? [t`Impossible de modifier le mot de passe.`, save.detail].filter(Boolean).join(' ')
                : null
            }
          />
          <PasswordField
            label={t`Nouveau mot de passe`}
            name="new-password"
            autoComplete="new-password"
            required
            minLength={passwordMinLength}
            value={values.password}
            onValueChange={(password) => edit({ password })}
            error={text(shown.password)}
            hint={t`Au moins ${passwordMinLength} caractères`}
          />
          <PasswordField
            label={t`Confirmer le mot de passe`}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onValueChange={(confirmPassword) => edit({ confirmPassword })}
            error={mismatch ? t`Les mots de passe ne correspondent pas` : text(shown.confirmPassword)}
          />
          <SubmitButton
            busy={save.status === 'saving'}
            disabled={values.password === '' || values.confirmPassword === ''}
          >
            <Trans>Enregistrer le mot de passe</Trans>
          </SubmitButton>
        </form>
      )}
    </>
  );
}
