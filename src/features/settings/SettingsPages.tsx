import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { useLogOut } from '#app/shell/useLogOut.ts';
import { settingsFileName } from '#core/settings.ts';
import { useAuthStatus, useSessionCheckTimedOut, useSessionUser } from '#features/auth/index.ts';
import { ConnectionProblem, SessionLoading, SignInRequired } from '#features/home/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { isSaveShortcut } from './everywhere/shortcuts.ts';
import * as styles from './settings.css.ts';
import { SettingsLayout, type TabEntry } from './SettingsLayout.tsx';
import {
  SettingsRuntime,
  useErrorText,
  useSettingsSend,
  useSettingsStatus,
  useSettingsValue,
} from './SettingsRuntime.tsx';
import { AppearanceTab } from './tabs/AppearanceTab.tsx';
import { AiPreferencesTab, ChatTab } from './tabs/ChatTab.tsx';
import {
  AccessibilityTab,
  AccountTab,
  NotificationsTab,
  PrivacyTab,
  ShortcutsGuide,
} from './tabs/OtherTabs.tsx';
import { SubscriptionTab } from './tabs/SubscriptionTab.tsx';
import { ProfileTab } from './tabs/ProfileTab.tsx';

/** Both routes need someone signed in; the router's session gate handles the rest. */
function SignedIn({ children }: { children: (logOut: () => void) => React.ReactNode }) {
  const status = useAuthStatus();
  const checkTimedOut = useSessionCheckTimedOut();
  const user = useSessionUser();
  const logOut = useLogOut();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'signedOut' && checkTimedOut) return <ConnectionProblem />;
  if (status === 'signedOut' || user === null) return <SignInRequired />;
  return <SettingsRuntime user={user}>{children(() => logOut(user.id))}</SettingsRuntime>;
}

type SimpleTab = 'profile' | 'subscription' | 'interface' | 'privacy' | 'account';

/** /settings: profile, subscription, interface, privacy, account. */
export function SettingsPage() {
  return <SignedIn>{(logOut) => <SimpleSettings onSignOut={logOut} />}</SignedIn>;
}

function SimpleSettings({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  useKeyboardSave();
  const tabs: TabEntry<SimpleTab>[] = [
    { id: 'profile', label: t`Profil personnel`, render: () => <ProfileTab variant="simple" /> },
    { id: 'subscription', label: t`Abonnement`, render: () => <SubscriptionTab /> },
    {
      id: 'interface',
      label: t`Interface`,
      render: () => (
        <div className={styles.stack}>
          <AppearanceTab />
          <NotificationsTab />
        </div>
      ),
    },
    { id: 'privacy', label: t`Confidentialité`, render: () => <PrivacyTab /> },
    { id: 'account', label: t`Compte et sécurité`, render: () => <AccountTab onSignOut={onSignOut} /> },
  ];
  return (
    <SettingsLayout
      tabs={tabs}
      header={
        <div className={styles.header}>
          <title>{t`Paramètres — Emma & Louis`}</title>
          <div className={styles.headerActions}>
            <BackButton />
            <h1 className={styles.title}>{t`Paramètres`}</h1>
          </div>
          <SaveState />
        </div>
      }
    />
  );
}

/** Back to the app (character selection or dashboard), after a confirmation if something is unsaved. */
function BackButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isDirty = useSettingsValue((context) => context.isDirty);
  return (
    <Button
      tone="ghost"
      onClick={() => {
        if (isDirty && !window.confirm(t`Des modifications ne sont pas sauvegardées. Quitter quand même ?`))
          return;
        void navigate('/');
      }}
    >
      <Icon name="arrowLeft" />
      {t`Retour`}
    </Button>
  );
}

function SaveState() {
  const { t, i18n } = useLingui();
  const { saving } = useSettingsStatus();
  const lastSaved = useSettingsValue((context) => context.lastSaved);
  if (saving) return <span className={styles.muted}>{t`Sauvegarde en cours...`}</span>;
  if (lastSaved === null) return null;
  const time = i18n.date(lastSaved, { hour: '2-digit', minute: '2-digit' });
  return <span className={styles.muted}>{t`Sauvegardé à ${time}`}</span>;
}

type UnifiedTab =
  | 'profile'
  | 'notifications'
  | 'appearance'
  | 'privacy'
  | 'chat'
  | 'account'
  | 'ai-preferences'
  | 'accessibility'
  | 'subscription'
  | 'shortcuts';

/** /modern-settings: every section, with save, auto-save, reset, export and import. */
export function UnifiedSettingsPage() {
  return <SignedIn>{(logOut) => <UnifiedSettings onSignOut={logOut} />}</SignedIn>;
}

function UnifiedSettings({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const notifications = useSettingsValue((context) => context.settings.notifications.messages);
  const theme = useSettingsValue((context) => context.settings.appearance.theme);
  const coach = useSettingsValue((context) => context.settings.chat.defaultCharacter);
  const tabs: TabEntry<UnifiedTab>[] = [
    { id: 'profile', label: t`Profil`, render: () => <ProfileTab variant="unified" /> },
    {
      id: 'notifications',
      label: t`Notifications`,
      badge: notifications ? 'ON' : 'OFF',
      render: () => <NotificationsTab />,
    },
    {
      id: 'appearance',
      label: t`Apparence`,
      // Icons, not emoji: a device without an emoji font would show an empty box.
      badge: <Icon name={theme === 'dark' ? 'moon' : 'sun'} size="0.875rem" />,
      render: () => <AppearanceTab />,
    },
    { id: 'privacy', label: t`Confidentialité`, render: () => <PrivacyTab /> },
    {
      id: 'chat',
      label: t`Chat`,
      badge: coach === 'both' ? t`Les deux` : coach === 'emma' ? 'Emma' : 'Louis',
      render: () => <ChatTab />,
    },
    { id: 'account', label: t`Compte`, render: () => <AccountTab onSignOut={onSignOut} /> },
    { id: 'ai-preferences', label: t`Préférences IA`, render: () => <AiPreferencesTab /> },
    { id: 'accessibility', label: t`Accessibilité`, render: () => <AccessibilityTab /> },
    { id: 'subscription', label: t`Abonnement`, render: () => <SubscriptionTab /> },
    { id: 'shortcuts', label: t`Raccourcis clavier`, render: () => <ShortcutsGuide /> },
  ];
  return <SettingsLayout tabs={tabs} header={<UnifiedHeader />} sidebarFooter={<QuickActions />} />;
}

function UnifiedHeader() {
  const { t } = useLingui();
  const send = useSettingsSend();
  const errorText = useErrorText();
  const { loading, saving } = useSettingsStatus();
  const isDirty = useSettingsValue((context) => context.isDirty);
  const autoSave = useSettingsValue((context) => context.autoSaveEnabled);
  const error = useSettingsValue((context) => context.error);
  useKeyboardSave();
  return (
    <>
      <div className={styles.header}>
        <title>{t`Paramètres — Emma & Louis`}</title>
        <div className={styles.headerActions}>
          <BackButton />
          <h1 className={styles.title}>{t`Paramètres`}</h1>
        </div>
        <div className={styles.headerActions}>
          <SaveState />
          <Button
            disabled={loading || (!isDirty && autoSave)}
            onClick={() => send({ type: 'settings.save' })}
          >
            {t`Sauvegarder`}
          </Button>
        </div>
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {errorText(error)}
        </p>
      )}
      {isDirty && !autoSave && (
        <p className={styles.warning} role="status">
          {t`Vous avez des modifications non sauvegardées.`}
        </p>
      )}
      {saving && !autoSave && (
        <div className={styles.overlay} role="status">
          {t`Sauvegarde en cours...`}
        </div>
      )}
    </>
  );
}

/** Ctrl+S saves, on both settings screens (the shortcut guide lists it). */
function useKeyboardSave() {
  const send = useSettingsSend();
  const enabled = useSettingsValue((context) => context.settings.keyboard.enabled);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isSaveShortcut(event)) {
        event.preventDefault();
        send({ type: 'settings.save' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, send]);
}

function QuickActions() {
  const { t } = useLingui();
  const send = useSettingsSend();
  const isDirty = useSettingsValue((context) => context.isDirty);
  const autoSave = useSettingsValue((context) => context.autoSaveEnabled);
  const settings = useSettingsValue((context) => context.settings);
  const fileInput = useRef<HTMLInputElement>(null);
  function exportSettings() {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(settings, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = settingsFileName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div className={styles.stack}>
      <Button disabled={!isDirty} onClick={() => send({ type: 'settings.save' })}>
        {isDirty ? t`Sauvegarder` : t`Sauvegardé`}
      </Button>
      <Button
        tone="secondary"
        aria-pressed={autoSave}
        onClick={() => send({ type: 'settings.toggleAutoSave' })}
      >
        {autoSave ? t`Auto-sauvegarde : activée` : t`Auto-sauvegarde : désactivée`}
      </Button>
      <Button
        tone="secondary"
        onClick={() => {
          if (window.confirm(t`Réinitialiser tous les paramètres ?`)) send({ type: 'settings.resetAll' });
        }}
      >
        {t`Tout réinitialiser`}
      </Button>
      <Button tone="secondary" onClick={exportSettings}>
        {t`Exporter les paramètres`}
      </Button>
      <Button tone="secondary" onClick={() => fileInput.current?.click()}>
        {t`Importer des paramètres`}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t`Fichier de paramètres`}
        data-testid="settings-import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // A file far too big is refused without reading it (the rule also checks the text).
          if (file.size > 1024 * 1024) {
            send({ type: 'settings.import', text: 'x'.repeat(1024 * 1024) });
            return;
          }
          void file.text().then((text) => send({ type: 'settings.import', text }));
        }}
      />
    </div>
  );
}
