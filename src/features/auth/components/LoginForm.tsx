/**
 * Email and password login, with the ways around it: Google, a sign-in link by email, and the
 * forgotten-password email. Used by the login modal, /auth and /login.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { isValidEmail } from '#core/validation.ts';

import * as css from './auth.css.ts';
import { mapAuthError } from '../authErrors.ts';
import { AuthIcon } from './AuthIcon.tsx';
import { useAuthLinkCalls } from '../authLinkCalls.tsx';
import { authFailureMessage } from '../authMessages.ts';
import {
  EmailField,
  ErrorBox,
  GoogleButton,
  OrDivider,
  PasswordField,
  SubmitButton,
  SuccessBox,
} from './fields.tsx';
import type { AuthForm } from '../useAuthFlow.ts';

export type LoginValues = { email: string; password: string };
export const emptyLogin: LoginValues = { email: '', password: '' };

type Recovery =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'failed'; message: string };

/** The forgotten-password email: sent for the address typed in the form. */
function usePasswordRecovery() {
  const { i18n, t } = useLingui();
  const calls = useAuthLinkCalls();
  const [recovery, setRecovery] = useState<Recovery>({ status: 'idle' });

  const request = (email: string) => {
    if (!isValidEmail(email)) {
      setRecovery({
        status: 'failed',
        message: t`Saisissez l'adresse email de votre compte pour recevoir le lien de réinitialisation.`,
      });
      return;
    }
    setRecovery({ status: 'sending' });
    calls.resetPasswordForEmail(email.trim()).then(
      () => setRecovery({ status: 'sent', email: email.trim() }),
      (error: unknown) =>
        setRecovery({
          status: 'failed',
          message: authFailureMessage(i18n, mapAuthError(error), 'passwordReset'),
        }),
    );
  };
  const reset = () => setRecovery((current) => (current.status === 'idle' ? current : { status: 'idle' }));
  return { recovery, request, reset };
}

type LoginFormProps = {
  auth: AuthForm;
  values: LoginValues;
  onChange: (values: LoginValues) => void;
};

export function LoginForm({ auth, values, onChange }: LoginFormProps) {
  const { t } = useLingui();
  const { recovery, request, reset } = usePasswordRecovery();
  const { busy, act, operation } = auth;
  const emailFilled = values.email.trim() !== '';
  const canSubmit = emailFilled && values.password !== '';

  const edit = (next: Partial<LoginValues>) => {
    onChange({ ...values, ...next });
    auth.edited();
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    reset();
    act('login', { type: 'auth.login', email: values.email, password: values.password });
  };

  const recoveryError = recovery.status === 'failed' ? recovery.message : null;

  return (
    <div className={css.form}>
      <GoogleButton disabled={busy} onClick={() => act('google', { type: 'auth.google' })} />
      <OrDivider />
      <form className={css.form} onSubmit={submit} noValidate>
        <ErrorBox message={auth.errorText ?? recoveryError} />
        {recovery.status === 'sent' && <RecoverySent email={recovery.email} />}
        <EmailField
          value={values.email}
          onValueChange={(email) => edit({ email })}
          error={auth.fieldText('email')}
          invalid={auth.invalid('email')}
        />
        <PasswordField
          label={t`Mot de passe`}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={(password) => edit({ password })}
          error={auth.fieldText('password')}
          aria-invalid={auth.invalid('password') || undefined}
          aside={
            <button
              type="button"
              className={css.labelAction}
              disabled={recovery.status === 'sending'}
              onClick={() => {
                auth.edited();
                request(values.email);
              }}
            >
              {recovery.status === 'sending' && <span className={css.smallSpinner} aria-hidden="true" />}
              <Trans>Mot de passe oublié ?</Trans>
            </button>
          }
        />
        <SubmitButton busy={busy && operation === 'login'} disabled={!canSubmit || busy}>
          <Trans>Se connecter</Trans>
        </SubmitButton>
      </form>
      <div className={css.centeredActions}>
        <button
          type="button"
          className={css.textButton}
          disabled={!emailFilled || busy}
          onClick={() => {
            reset();
            act('magicLink', { type: 'auth.magicLink', email: values.email });
          }}
        >
          {busy && operation === 'magicLink' ? (
            <span className={css.smallSpinner} aria-hidden="true" />
          ) : (
            <AuthIcon name="link" size="1rem" />
          )}
          <Trans>Recevoir un lien de connexion</Trans>
        </button>
      </div>
    </div>
  );
}

function RecoverySent({ email }: { email: string }) {
  return (
    <SuccessBox>
      <Trans>
        Si un compte existe pour {email}, vous allez recevoir un email pour choisir un nouveau mot de passe.
      </Trans>
    </SuccessBox>
  );
}
