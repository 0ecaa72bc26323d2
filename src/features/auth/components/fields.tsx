/**
 * The building blocks every auth form shares: labelled fields with their error, the password
 * field with its show/hide toggle, the red error box, the "ou" divider and the Google button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './auth.css.ts';
import { AuthIcon } from './AuthIcon.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id'>;

type FieldProps = InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
  /** A quiet line under the field (format, rule). */
  hint?: ReactNode;
  /** Something on the label's line, right-aligned (a "forgot password" link). */
  aside?: ReactNode;
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length === 0 ? undefined : present.join(' ');
}

export function TextField({ label, value, onValueChange, error, hint, aside, ...input }: FieldProps) {
  const id = useId();
  const hasError = error !== undefined && error !== '';
  return (
    <div className={css.field}>
      <div className={css.labelRow}>
        <label htmlFor={id} className={css.label}>
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        className={css.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(hasError && `${id}-error`, hint !== undefined && `${id}-hint`)}
        {...input}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      )}
      {hasError && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** The auth forms' email field: the keyboard, autofill and spelling an address wants. */
export function EmailField({
  value,
  onValueChange,
  error,
  invalid,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  invalid: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onValueChange={onValueChange}
      error={error}
      aria-invalid={invalid || undefined}
      placeholder={t`vous@exemple.fr`}
    />
  );
}

export function PasswordField({ label, value, onValueChange, error, hint, aside, ...input }: FieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hasError = error !== undefined && error !== '';
  return (
    <div className={css.field}>
      <div className={css.labelRow}>
        <label htmlFor={id} className={css.label}>
          {label}
        </label>
        {aside}
      </div>
      <div className={css.passwordWrap}>
        <input
          id={id}
          className={css.inputWithToggle}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && `${id}-error`, hint !== undefined && `${id}-hint`)}
          // Shown passwords must not be corrected or capitalised by the keyboard.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={css.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t`Masquer le mot de passe` : t`Afficher le mot de passe`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <AuthIcon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      )}
      {hasError && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={css.fieldError}>
      <Icon name="alert" size="0.875rem" />
      {children}
    </p>
  );
}

/** The red box above a form: announced when it appears. */
export function ErrorBox({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <div role="alert" className={css.errorBox}>
      <Icon name="alert" size="1.125rem" className={css.boxIcon} />
      <span>{message}</span>
    </div>
  );
}

/** A calm confirmation (email sent, password changed): read out politely. */
export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={css.successBox}>
      <Icon name="check" size="1.125rem" className={css.boxIcon} />
      <span>{children}</span>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className={css.divider} role="separator">
      <Trans>ou</Trans>
    </div>
  );
}

export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button tone="secondary" size="lg" className={css.submit} onClick={onClick} disabled={disabled}>
      <AuthIcon name="google" size="1.125rem" />
      <Trans>Continuer avec Google</Trans>
    </Button>
  );
}

/** The form's main button: shows progress while its call runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className={css.submit}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className={css.smallSpinner} aria-hidden="true" />}
      {children}
    </Button>
  );
}
