/**
 * What every back-office screen shares: the admin calls, the role check (made by the server:
 * is_admin() in SQL), the guard screens, a modal, and small helpers.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useService } from '#app/serviceContext.tsx';
import { createAdminApi, type AdminApi } from '#data/admin/index.ts';
import { useAuthPreload, useAuthStatus, useSessionUser, type SessionUser } from '#features/auth/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { useModalFocus } from '#ui/dialog/useModalFocus.ts';
import { Icon } from '#ui/icons/Icon.tsx';

import * as styles from './admin.css.ts';

export function useAdminApi(): AdminApi {
  const supabase = useService('supabase');
  return useMemo(() => createAdminApi(() => supabase.get()), [supabase]);
}

/**
 * Runs `load` now, whenever `deps` change and on `reload()`; keeps the last data while reloading.
 * `loading` is true until the first answer.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: string | null; answered: boolean }>({
    data: null,
    error: null,
    answered: false,
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ data, error: null, answered: true });
      },
      (error: unknown) => {
        if (current) setState((s) => ({ ...s, error: errorText(error), answered: true }));
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: !state.answered, reload };
}

export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signedOut' }
  | { state: 'denied'; user: SessionUser }
  | { state: 'authorised'; user: SessionUser }
  | { state: 'error'; user: SessionUser; message: string };

/** The signed-in user's admin right, as the server sees it (profiles.role, checked in SQL). */
export function useAdminAccess(): AdminAccess & { recheck: () => void } {
  useAuthPreload();
  const api = useAdminApi();
  const status = useAuthStatus();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const check = useLoad(() => (userId === null ? Promise.resolve(false) : api.isAdmin()), [api, userId]);
  const recheck = check.reload;
  if (status === 'checking') return { state: 'checking', recheck };
  if (status === 'signedOut' || user === null) return { state: 'signedOut', recheck };
  if (check.error !== null) return { state: 'error', user, message: check.error, recheck };
  if (check.loading || check.data === null) return { state: 'checking', recheck };
  return { state: check.data ? 'authorised' : 'denied', user, recheck };
}

export function Checking() {
  return (
    <div className={styles.centered} role="status">
      <p>
        <Trans>Vérification des permissions...</Trans>
      </p>
    </div>
  );
}

function GuardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.centered}>
      <section className={styles.narrowCard} aria-labelledby="guard-title">
        <h1 id="guard-title" className={styles.subtitle}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/**
 * Renders `children(user)` for an admin. The panel sends anyone else to /admin (the spec);
 * the back-office says 'Accès restreint', the settings 'Accès refusé'.
 */
export function AdminGuard({
  variant,
  children,
}: {
  variant: 'redirect' | 'restricted' | 'refused';
  children: (user: SessionUser) => ReactNode;
}) {
  const { t } = useLingui();
  const access = useAdminAccess();
  if (access.state === 'checking') return <Checking />;
  if (access.state === 'authorised') return children(access.user);
  if (variant === 'redirect' && access.state !== 'error') return <Navigate to="/admin" replace />;
  if (access.state === 'error')
    return (
      <GuardCard title={t`Erreur de permissions`}>
        <p className={styles.muted}>{access.message}</p>
        <div className={styles.row}>
          <Button onClick={access.recheck}>
            <Trans>Réessayer</Trans>
          </Button>
          <LinkButton to="/" tone="secondary">
            <Trans>Retour à l'accueil</Trans>
          </LinkButton>
        </div>
      </GuardCard>
    );
  if (variant === 'refused')
    return (
      <GuardCard title={t`Accès refusé`}>
        <p className={styles.muted}>
          <Trans>
            Vous n'avez pas les permissions nécessaires pour accéder au tableau de bord administrateur.
          </Trans>
        </p>
        <LinkButton to="/" tone="secondary">
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </GuardCard>
    );
  return (
    <GuardCard title={t`Accès restreint`}>
      <p className={styles.muted}>
        {access.state === 'signedOut' ? (
          <Trans>Vous devez être connecté pour accéder à cette page.</Trans>
        ) : (
          <Trans>Cette page nécessite des droits d'administrateur.</Trans>
        )}
      </p>
      <div className={styles.row}>
        <LinkButton to={access.state === 'signedOut' ? '/admin/login' : '/admin'}>
          {access.state === 'signedOut' ? (
            <Trans>Connexion administrateur</Trans>
          ) : (
            <Trans>Configuration admin</Trans>
          )}
        </LinkButton>
        <LinkButton to="/" tone="secondary">
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </div>
    </GuardCard>
  );
}

/** Shown when admin data fails to load: the reason, Retry, and what the server says about us. */
export function AccessError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const api = useAdminApi();
  const [diagnostic, setDiagnostic] = useState<string | null>(null);
  return (
    <section className={styles.card} role="alert" aria-labelledby="access-error">
      <h2 id="access-error" className={styles.subtitle}>
        <Trans>Erreur d'accès</Trans>
      </h2>
      <p className={styles.muted}>{message}</p>
      <div className={styles.row}>
        <Button onClick={onRetry}>
          <Trans>Réessayer</Trans>
        </Button>
        <Button
          tone="secondary"
          onClick={() =>
            void api.permissions().then(
              (row) => setDiagnostic(JSON.stringify(row, null, 2)),
              (error: unknown) => setDiagnostic(String(error)),
            )
          }
        >
          <Trans>Diagnostic</Trans>
        </Button>
      </div>
      {diagnostic !== null && <pre className={styles.pre}>{diagnostic}</pre>}
    </section>
  );
}

export function Modal({
  title,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, true, onClose);
  return (
    <div className={styles.overlay}>
      <div
        ref={ref}
        className={wide ? styles.wideDialog : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="admin-modal-title"
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id="admin-modal-title" className={styles.subtitle} style={{ flex: 1 }}>
            {title}
          </h2>
          <Button tone="ghost" size="icon" onClick={onClose} aria-label={t`Fermer`}>
            <Icon name="close" />
          </Button>
        </div>
        {children}
      </div>
    </div>
  );
}

export function StatCard({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.stat} ${styles.wideStat}` : styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
    </div>
  );
}

export function useFormat() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      date: (value: string | null) => (value === null ? '—' : i18n.date(value, { dateStyle: 'short' })),
      dateTime: (value: string | null) =>
        value === null ? '—' : i18n.date(value, { dateStyle: 'short', timeStyle: 'short' }),
      euros: (value: number) => i18n.number(Number(value), { style: 'currency', currency: 'EUR' }),
      number: (value: number) => i18n.number(Number(value)),
    }),
    [i18n],
  );
}

/** Saves `parts` as a file (the browser's download). */
export function download(parts: BlobPart[], name: string, type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const today = () => new Date().toISOString().slice(0, 10);

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: [T, string][];
  value: T;
  onChange: (tab: T) => void;
  label: string;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map(([id, name]) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={value === id}
          aria-controls={`panel-${id}`}
          className={styles.tab}
          onClick={() => onChange(id)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
