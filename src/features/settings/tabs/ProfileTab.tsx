import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

import { bioMaxProfile, bioMaxUnified, moods } from '#core/settings.ts';
import { useAuthActor } from '#features/auth/index.ts';
import { UserAvatar } from '#ui/avatar/UserAvatar.tsx';
import { Button } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import { checkAvatar, resizeAvatar } from '../avatarImage.ts';
import { Card } from '../controls.tsx';
import * as styles from '../settings.css.ts';
import { useAccount } from '../SettingsRuntime.tsx';
import { useSection } from '../useSection.ts';

/**
 * Picture, names, bio and mood. The server keeps the picture and the name (profiles); first
 * name, bio and mood stay on this device — the screen says which.
 */
export function ProfileTab({ variant }: { variant: 'simple' | 'unified' }) {
  const { t } = useLingui();
  const { user, calls } = useAccount();
  const auth = useAuthActor();
  const toasts = useToasts();
  const [account, set] = useSection('account');
  // The server's name fills empty name fields: it may arrive after these settings loaded.
  const profile = withServerName(account.profile, user.name);
  const setProfile = (patch: Partial<typeof profile>) => set({ profile: { ...profile, ...patch } });
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bioMax = variant === 'simple' ? bioMaxProfile : bioMaxUnified;

  async function choosePicture(file: File | undefined) {
    if (!file) return;
    const problem = checkAvatar(file);
    if (problem) {
      toasts.show({
        tone: 'error',
        title:
          problem === 'size'
            ? t`Image trop lourde : 5 Mo au maximum.`
            : t`Format non pris en charge : JPG, PNG ou WebP.`,
      });
      return;
    }
    setBusy(true);
    try {
      const url = await calls.uploadAvatar(user.id, await resizeAvatar(file));
      setAvatarUrl(url);
      auth.send({ type: 'auth.profileChanged', patch: { avatar_url: url } });
      toasts.show({ tone: 'success', title: t`Photo de profil mise à jour` });
    } catch {
      toasts.show({ tone: 'error', title: t`Impossible d'envoyer la photo. Réessayez.` });
    } finally {
      setBusy(false);
    }
  }

  async function saveName() {
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    setBusy(true);
    try {
      await calls.saveName(user.id, name);
      auth.send({ type: 'auth.profileChanged', patch: { nom: name } });
      toasts.show({ tone: 'success', title: t`Profil enregistré` });
    } catch {
      toasts.show({ tone: 'error', title: t`Impossible d'enregistrer le profil.` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      <Card title={t`Profil personnel`}>
        <div className={styles.row}>
          <span className={styles.avatarLarge}>
            <UserAvatar name={user.name ?? user.email} url={avatarUrl} />
          </span>
          <div className={styles.field}>
            <Button tone="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
              {t`Changer la photo`}
            </Button>
            <span
              className={styles.muted}
            >{t`JPG, PNG ou WebP, 5 Mo au maximum. Redimensionnée sur votre appareil.`}</span>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label={t`Photo de profil`}
              data-testid="avatar-input"
              onChange={(event) => void choosePicture(event.target.files?.[0])}
            />
          </div>
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{t`Prénom`}</span>
          <input
            className={styles.input}
            value={profile.firstName}
            onChange={(e) => setProfile({ firstName: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Nom de famille`}</span>
          <input
            className={styles.input}
            value={profile.lastName}
            onChange={(e) => setProfile({ lastName: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`E-mail`}</span>
          <input className={styles.input} value={user.email} readOnly aria-readonly="true" />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Bio (facultative)`}</span>
          <textarea
            className={styles.input}
            rows={3}
            maxLength={bioMax}
            value={profile.bio}
            onChange={(e) => setProfile({ bio: e.target.value.slice(0, bioMax) })}
          />
          <span className={styles.muted} aria-live="polite">
            {profile.bio.length}/{bioMax}
          </span>
        </label>
        <div className={styles.field} role="radiogroup" aria-label={t`Humeur du jour`}>
          <span className={styles.label} aria-hidden="true">
            {t`Humeur du jour`}
          </span>
          <div className={styles.choices}>
            {moods.map((mood) => (
              <button
                key={mood}
                type="button"
                role="radio"
                aria-checked={profile.moodStatus === mood}
                className={styles.chip}
                onClick={() => setProfile({ moodStatus: mood })}
              >
                {mood}
              </button>
            ))}
          </div>
        </div>
        <p className={styles.note}>
          {t`Votre photo et votre nom sont enregistrés sur notre serveur. Le prénom seul, la bio et l'humeur restent sur cet appareil.`}
        </p>
        <div>
          <Button disabled={busy} onClick={() => void saveName()}>
            {t`Enregistrer`}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** The profile, its names taken from the server's when this device has none yet. */
function withServerName<T extends { firstName: string; lastName: string }>(
  profile: T,
  name: string | null,
): T {
  if (profile.firstName !== '' || profile.lastName !== '' || name === null) return profile;
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { ...profile, firstName, lastName: rest.join(' ') };
}
