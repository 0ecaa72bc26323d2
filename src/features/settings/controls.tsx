import { useId, type ReactNode } from 'react';

import * as styles from './settings.css.ts';

/** A setting that is on or off: a checkbox shown as a switch, named by its label. */
export function Toggle(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = `toggle-${props.label.replace(/\W+/g, '-')}`;
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.field}>
        <span className={styles.label}>{props.label}</span>
        {props.hint && <span className={styles.muted}>{props.hint}</span>}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </div>
  );
}

/** One value among a few, as a group of pressable chips (a radio group for assistive tech). */
export function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div
      className={styles.field}
      role="radiogroup"
      aria-label={props.label}
      aria-describedby={props.hint ? hintId : undefined}
    >
      <span className={styles.label} aria-hidden="true">
        {props.label}
      </span>
      {props.hint && (
        <span id={hintId} className={styles.muted}>
          {props.hint}
        </span>
      )}
      <div className={styles.choices}>
        {props.options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={option.value === props.value}
            className={styles.chip}
            onClick={() => props.onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
