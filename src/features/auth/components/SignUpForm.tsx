/**
 * The standalone sign-up (free plan): full name, email, password and its confirmation, with the
 * terms note. The button waits until every field is filled and both passwords match. The consent
 * box comes first and opens every way in: Google, the form, and an email link without password.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { passwordMinLength } from '#core/validation.ts';
import { ConsentCheckbox } from '#features/consent/index.ts';

import * as css from './auth.css.ts';
import { AuthIcon } from './AuthIcon.tsx';
import {
  EmailField,
  ErrorBox,
  GoogleButton,
  OrDivider,
  PasswordField,
  SubmitButton,
  TextField,
} from './fields.tsx';
import type { AuthForm } from '../useAuthFlow.ts';

export type SignUpValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Explicit consent to processing wellbeing conversations (GDPR art. 9), required. */
  consent: boolean;
};
export const emptySignUp: SignUpValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  consent: false,
};

/** Every field filled, the two passwords equal (the spec's rule) and the consent given. */
export function canSubmitSignUp(values: SignUpValues): boolean {
  return (
    values.name.trim() !== '' &&
    values.email.trim() !== '' &&
    values.password !== '' &&
    values.confirmPassword !== '' &&
    values.password === values.confirmPassword &&
    values.consent
  );
}

type SignUpFormProps = {
  auth: AuthForm;
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  /** Called when the terms link is followed (a modal closes then). */
  onLeave?: () => void;
};

export function SignUpForm({ auth, values, onChange, onLeave }: SignUpFormProps) {
  const { t } = useLingui();
  const { busy, act, operation } = auth;
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  const canSubmit = canSubmitSignUp(values);

  const edit = (next: Partial<SignUpValues>) => {
    onChange({ ...values, ...next });
    auth.edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    const { consent: _given, ...account } = values;
    act('register', { type: 'auth.register', ...account });
  };

  const emailFilled = values.email.trim() !== '';
  return (
    <div className={css.form}>
      {/* One consent for every way of signing up here: Google, the form and the email link. */}
      <ConsentCheckbox checked={values.consent} onChange={(consent) => edit({ consent })} onLeave={onLeave} />
      <GoogleButton
        disabled={busy || !values.consent}
        onClick={() => act('google', { type: 'auth.google', consent: true })}
      />
      {!values.consent && (
        <p className={css.terms}>
          <Trans>Cochez la case ci-dessus pour créer votre compte, avec Google ou par email.</Trans>
        </p>
      )}
      <OrDivider />
      <form className={css.form} onSubmit={submit} noValidate>
        <ErrorBox message={auth.errorText} />
        <TextField
          label={t`Nom complet`}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={(name) => edit({ name })}
          error={auth.fieldText('name')}
          aria-invalid={auth.invalid('name') || undefined}
        />
        <EmailField
          value={values.email}
          onValueChange={(email) => edit({ email })}
          error={auth.fieldText('email')}
          invalid={auth.invalid('email')}
        />
        <PasswordField
          label={t`Mot de passe`}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={passwordMinLength}
          value={values.password}
          onValueChange={(password) => edit({ password })}
          error={auth.fieldText('password')}
          aria-invalid={auth.invalid('password') || undefined}
          hint={t`Au moins ${passwordMinLength} caractères`}
        />
        <PasswordField
          label={t`Confirmer le mot de passe`}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onValueChange={(confirmPassword) => edit({ confirmPassword })}
          error={mismatch ? t`Les mots de passe ne correspondent pas` : auth.fieldText('confirmPassword')}
          aria-invalid={mismatch || auth.invalid('confirmPassword') || undefined}
        />
        <p className={css.terms}>
          <Trans>
            En créant un compte, vous acceptez les conditions d'utilisation décrites dans nos{' '}
            <Link to="/mentions-legales" onClick={onLeave}>
              mentions légales
            </Link>{' '}
            et notre{' '}
            <Link to="/confidentialite" onClick={onLeave}>
              politique de confidentialité
            </Link>
            .
          </Trans>
        </p>
        <SubmitButton busy={busy && operation === 'register'} disabled={!canSubmit || busy}>
          <Trans>Créer mon compte</Trans>
        </SubmitButton>
      </form>
      <div className={css.centeredActions}>
        <button
          type="button"
          className={css.textButton}
          disabled={!emailFilled || !values.consent || busy}
          onClick={() => act('magicLink', { type: 'auth.magicLink', email: values.email, consent: true })}
        >
          {busy && operation === 'magicLink' ? (
            <span className={css.smallSpinner} aria-hidden="true" />
          ) : (
            <AuthIcon name="link" size="1rem" />
          )}
          <Trans>Sans mot de passe : recevoir un lien d'inscription</Trans>
        </button>
      </div>
    </div>
  );
}
