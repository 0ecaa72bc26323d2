import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { useServices } from '#app/serviceContext.tsx';
import { forgetUserHere } from '#data/account/index.ts';
import { logger } from '#data/logger.ts';
import { deviceDataOf } from '#data/settings/index.ts';
import { useAuthActor } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import * as styles from '../settings.css.ts';
import { useAccount } from '../SettingsRuntime.tsx';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One JSON file: everything the server holds about the user, plus this device's copy. */
export function ExportMyData() {
  const { t } = useLingui();
  const { user, calls } = useAccount();
  const services = useServices();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  async function exportData() {
    setBusy(true);
    try {
      const [server, db] = await Promise.all([calls.exportServerData(), services.database.get()]);
      const device = await deviceDataOf(db, user.id);
      const file = JSON.stringify({ server, device }, null, 2);
      download(`mes-donnees-emma-louis-${new Date().toISOString().slice(0, 10)}.json`, file);
      toasts.show({ tone: 'success', title: t`Vos données ont été exportées` });
    } catch (error) {
      logger.warn('Export failed', { error });
      toasts.show({ tone: 'error', title: t`Export impossible pour le moment. Vérifiez votre connexion.` });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.field}>
      <span className={styles.muted}>
        {t`Un fichier JSON avec votre profil, vos paramètres, vos conversations, vos likes, vos crédits, votre abonnement et vos messages de contact.`}
      </span>
      <div>
        <Button tone="secondary" disabled={busy} onClick={() => void exportData()}>
          {t`Exporter mes données`}
        </Button>
      </div>
    </div>
  );
}

/**
 * Deleting the account: what happens, then the password (or the word SUPPRIMER for accounts
 * without one). The server cancels the subscription, removes everything and signs out every
 * device; this device then wipes its copy and goes home.
 */
export function DeleteMyAccount() {
  const { t } = useLingui();
  const { user, calls } = useAccount();
  const services = useServices();
  const auth = useAuthActor();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'password' | 'word'>('password');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const outcome = await calls.deleteAccount(
        mode === 'password' ? { password: secret } : { confirmation: secret },
      );
      if (outcome === 'wrongPassword') {
        setError(t`Mot de passe incorrect`);
        return;
      }
      const { data, sync } = await services.signedIn.get();
      sync.stop();
      await forgetUserHere(data.db, data.fresh, user.id).catch(() => undefined);
      auth.send({ type: 'auth.logout' });
      toasts.show({ tone: 'success', title: t`Votre compte a été supprimé` });
      void navigate('/');
    } catch {
      setError(
        mode === 'word'
          ? t`Saisissez le mot SUPPRIMER pour confirmer, ou réessayez plus tard.`
          : t`La suppression a échoué. Réessayez plus tard.`,
      );
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button tone="danger" onClick={() => setOpen(true)}>
          {t`Supprimer mon compte`}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => void confirm(event)}
      aria-label={t`Supprimer mon compte`}
    >
      <div className={styles.alert}>
        <p>{t`La suppression est définitive. Nous allons :`}</p>
        <ul>
          <li>{t`annuler votre abonnement en cours, sans autre prélèvement ;`}</li>
          <li>{t`effacer votre profil, vos conversations, vos likes, vos crédits, votre photo et vos paramètres ;`}</li>
          <li>{t`garder, anonymisées, les seules pièces comptables que la loi française impose de conserver (10 ans) ;`}</li>
          <li>{t`vous déconnecter de tous vos appareils et effacer les données de celui-ci.`}</li>
        </ul>
      </div>
      <div className={styles.choices} role="radiogroup" aria-label={t`Confirmer avec`}>
        <button
          type="button"
          role="radio"
          aria-checked={mode === 'password'}
          className={styles.chip}
          onClick={() => setMode('password')}
        >
          {t`Mon mot de passe`}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={mode === 'word'}
          className={styles.chip}
          onClick={() => setMode('word')}
        >
          {t`Le mot SUPPRIMER (compte Google ou lien magique)`}
        </button>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{mode === 'password' ? t`Mot de passe` : t`Tapez SUPPRIMER`}</span>
        <input
          className={styles.input}
          type={mode === 'password' ? 'password' : 'text'}
          autoComplete={mode === 'password' ? 'current-password' : 'off'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          required
        />
      </label>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.headerActions}>
        <Button type="submit" tone="danger" disabled={busy || secret === ''}>
          {t`Supprimer définitivement`}
        </Button>
        <Button tone="secondary" onClick={() => setOpen(false)}>
          {t`Annuler`}
        </Button>
      </div>
    </form>
  );
}

/** Change password: a form shown on demand, the current password first. */
export function ChangePassword() {
  const { t } = useLingui();
  const { user, calls } = useAccount();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (next.length < 6) return setError(t`Le mot de passe doit contenir au moins 6 caractères`);
    if (next !== again) return setError(t`Les mots de passe ne correspondent pas`);
    setBusy(true);
    setError(null);
    try {
      const outcome = await calls.changePassword(user.email, current, next);
      if (outcome === 'wrongPassword') {
        setError(t`Mot de passe actuel incorrect`);
        return;
      }
      toasts.show({ tone: 'success', title: t`Mot de passe modifié avec succès` });
      setOpen(false);
      setCurrent('');
      setNext('');
      setAgain('');
    } catch {
      setError(t`Erreur lors du changement de mot de passe`);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button tone="secondary" onClick={() => setOpen(true)}>
          {t`Changer le mot de passe`}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => void submit(event)}
      aria-label={t`Changer le mot de passe`}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t`Mot de passe actuel`}</span>
        <input
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t`Nouveau mot de passe`}</span>
        <input
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t`Confirmer le nouveau mot de passe`}</span>
        <input
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          required
        />
      </label>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.headerActions}>
        <Button type="submit" disabled={busy}>
          {t`Confirmer`}
        </Button>
        <Button tone="secondary" onClick={() => setOpen(false)}>
          {t`Annuler`}
        </Button>
      </div>
    </form>
  );
}
