import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';

import { accessibilityScore, scoreTone } from '#core/settings.ts';
import type { NotificationPermissionState } from '#data/settings/index.ts';
import { Button } from '#ui/button/Button.tsx';

import { Card, Choice, Toggle } from '../controls.tsx';
import * as styles from '../settings.css.ts';
import { useAccount, useSettingsValue } from '../SettingsRuntime.tsx';
import { ShortcutList } from '../everywhere/ShortcutList.tsx';
import { useSection } from '../useSection.ts';
import { useNotificationPermission } from '../everywhere/appNotifications.ts';

import { ChangePassword, DeleteMyAccount, ExportMyData } from './AccountActions.tsx';

/**
 * Notifications the app shows itself while it runs (no push service: nothing arrives once it is
 * closed, and the screen says so): a coach's reply while the app is in the background, and the
 * daily prompts at the morning and evening times. Turning one on asks the browser's permission;
 * a refusal is shown with what to do. Not shown from the spec's list: mentions (nobody else is
 * in a conversation to mention anyone) and the weekly summary by email (no service sends it; the
 * summary is on the Progress page).
 */
export function NotificationsTab() {
  const { t } = useLingui();
  const [notifications, set] = useSection('notifications');
  const [permission, ask] = useNotificationPermission();
  const blocked = permission === 'denied' || permission === 'unsupported';
  // Turning on something that notifies asks first; the choice is kept whatever the answer.
  const turnOn = (patch: Partial<typeof notifications>, on: boolean) => {
    set(patch);
    if (on) void ask();
  };
  return (
    <div className={styles.stack}>
      <Card title={t`Notifications`}>
        <NotificationPermissionState permission={permission} onAsk={() => void ask()} />
        <p className={styles.note}>
          {t`Elles s'affichent tant que l'application est ouverte, même en arrière-plan ou installée sur votre appareil ; rien n'arrive quand elle est fermée. Elles ne montrent jamais le contenu de vos messages.`}
        </p>
        <Toggle
          label={t`Réponses d'Emma et Louis`}
          hint={t`Quand une réponse arrive et que l'application n'est pas à l'écran.`}
          checked={notifications.messages}
          disabled={blocked}
          onChange={(messages) => turnOn({ messages }, messages)}
        />
        <Toggle
          label={t`Invitations quotidiennes`}
          hint={t`Un petit rappel le matin et le soir, aux heures choisies.`}
          checked={notifications.dailyPrompts}
          disabled={blocked}
          onChange={(dailyPrompts) => turnOn({ dailyPrompts }, dailyPrompts)}
        />
        <label className={styles.field}>
          <span className={styles.label}>{t`Invitation du matin`}</span>
          <input
            className={styles.input}
            type="time"
            value={notifications.morningTime}
            disabled={blocked || !notifications.dailyPrompts}
            onChange={(e) => set({ morningTime: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Invitation du soir`}</span>
          <input
            className={styles.input}
            type="time"
            value={notifications.eveningTime}
            disabled={blocked || !notifications.dailyPrompts}
            onChange={(e) => set({ eveningTime: e.target.value })}
          />
        </label>
        <Toggle
          label={t`Son`}
          hint={t`Le son de notification de votre appareil.`}
          checked={notifications.sound}
          disabled={blocked}
          onChange={(sound) => set({ sound })}
        />
        <Toggle
          label={t`Vibration`}
          hint={t`Sur les téléphones qui le permettent.`}
          checked={notifications.vibration}
          disabled={blocked}
          onChange={(vibration) => set({ vibration })}
        />
        <p className={styles.muted}>
          <Trans>
            Le résumé de la semaine n'est pas envoyé par e-mail : il vous attend dans{' '}
            <Link to="/weekly-summary">Mes progrès</Link>.
          </Trans>
        </p>
      </Card>
    </div>
  );
}

/** Whether this browser will show the app's notifications, and how to change it. */
function NotificationPermissionState({
  permission,
  onAsk,
}: {
  permission: NotificationPermissionState;
  onAsk: () => void;
}) {
  const { t } = useLingui();
  switch (permission) {
    case 'granted':
      return (
        <p className={styles.muted} role="status">
          {t`Notifications autorisées sur cet appareil.`}
        </p>
      );
    case 'default':
      return (
        <div className={styles.field}>
          <p className={styles.muted}>{t`Votre navigateur demandera votre accord avant la première.`}</p>
          <div>
            <Button tone="secondary" onClick={onAsk}>
              {t`Autoriser les notifications`}
            </Button>
          </div>
        </div>
      );
    case 'denied':
      return (
        <p className={styles.warning} role="status">
          {t`Les notifications sont bloquées pour ce site. Pour les recevoir, autorisez-les dans les réglages du site de votre navigateur (l'icône à gauche de l'adresse), puis revenez ici.`}
        </p>
      );
    case 'unsupported':
      return (
        <p className={styles.warning} role="status">
          {t`Ce navigateur n'affiche pas de notifications. Sur iPhone et iPad, ajoutez d'abord l'application à l'écran d'accueil.`}
        </p>
      );
  }
}

/**
 * Privacy. The spec's profile visibility, online status and analytics switches are not shown:
 * this product has no other people to show a profile or a presence to, and collects no usage
 * statistics, so a switch could only pretend. The screen says so instead (the values stay in the
 * settings record and the server row, as the spec's entities define them).
 */
export function PrivacyTab() {
  const { t } = useLingui();
  const [privacy, set] = useSection('privacy');
  return (
    <div className={styles.stack}>
      <Card title={t`Confidentialité`}>
        <Choice
          label={t`Historique des conversations`}
          value={privacy.conversationHistory}
          options={[
            { value: 'keep', label: t`Conserver` },
            { value: 'delete30d', label: t`Supprimer après 30 jours` },
          ]}
          onChange={(conversationHistory) => set({ conversationHistory })}
        />
        <p className={styles.note}>
          {t`« Supprimer après 30 jours » efface vos messages plus anciens sur cet appareil et sur nos serveurs. Ce choix est gardé sur nos serveurs et vous suit sur vos autres appareils.`}
        </p>
      </Card>
      <Card title={t`Ce que personne ne voit`}>
        <ul className={styles.facts}>
          <li>{t`Votre profil n'est visible par personne : seuls Emma et Louis vous lisent, et aucun autre utilisateur ne peut vous trouver.`}</li>
          <li>{t`Aucun statut « en ligne » n'est montré à qui que ce soit.`}</li>
          <li>{t`Aucune statistique d'utilisation, aucun traceur publicitaire : nous ne gardons que ce qu'il faut pour le service (vos messages, vos crédits, votre abonnement).`}</li>
        </ul>
      </Card>
      <Card title={t`Vos données`}>
        <ExportMyData />
        <DeleteMyAccount />
      </Card>
    </div>
  );
}

export function AccountTab({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const { user } = useAccount();
  return (
    <div className={styles.stack}>
      <Card title={t`Compte et sécurité`}>
        <div className={styles.field}>
          <span className={styles.label}>{t`E-mail`}</span>
          <span>{user.email}</span>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t`Nom`}</span>
          <span>{user.name ?? '—'}</span>
        </div>
        <ChangePassword />
      </Card>
      <Card title={t`Session active`}>
        <p className={styles.muted}>{t`Cet appareil — connecté maintenant.`}</p>
        <div>
          <Button tone="secondary" onClick={onSignOut}>
            {t`Se déconnecter`}
          </Button>
        </div>
      </Card>
      <Card title={t`Supprimer le compte`}>
        <DeleteMyAccount />
      </Card>
    </div>
  );
}

/** The keyboard shortcuts: on or off, and the guide (Ctrl+/ shows it anywhere). */
export function ShortcutsGuide() {
  const { t } = useLingui();
  const [keyboard, set] = useSection('keyboard');
  return (
    <Card title={t`Raccourcis clavier`}>
      <Toggle
        label={t`Raccourcis clavier activés`}
        checked={keyboard.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      <ShortcutList />
    </Card>
  );
}

export function AccessibilityTab() {
  const { t } = useLingui();
  const [appearance, setAppearance] = useSection('appearance');
  const [keyboard, setKeyboard] = useSection('keyboard');
  const [chat, setChat] = useSection('chat');
  const score = useSettingsValue((context) => accessibilityScore(context.settings));
  const tone = scoreTone(score);
  const [speaking, setSpeaking] = useState(false);
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  function testScreenReader() {
    const utterance = new SpeechSynthesisUtterance(
      'Bonjour, ceci est un test du lecteur d’écran. Emma et Louis sont là pour vous accompagner.',
    );
    utterance.lang = 'fr-FR';
    utterance.onend = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  }
  return (
    <div className={styles.stack}>
      <Card title={t`Score d'accessibilité`}>
        <p className={styles.score} data-tone={tone}>
          {score} %
        </p>
        <p className={styles.muted}>
          {tone === 'good' ? t`Très bien configuré` : tone === 'fair' ? t`Correct` : t`À améliorer`}
        </p>
      </Card>
      <Card title={t`Vision`}>
        <Toggle
          label={t`Contraste élevé`}
          checked={appearance.highContrast}
          onChange={(highContrast) => setAppearance({ highContrast })}
        />
        <Toggle
          label={t`Grandes zones de clic`}
          checked={appearance.largeClickTargets}
          onChange={(largeClickTargets) => setAppearance({ largeClickTargets })}
        />
      </Card>
      <Card title={t`Mobilité`}>
        <Toggle
          label={t`Navigation au clavier`}
          checked={appearance.keyboardNavigation}
          onChange={(keyboardNavigation) => setAppearance({ keyboardNavigation })}
        />
        <Toggle
          label={t`Raccourcis clavier`}
          checked={keyboard.enabled}
          onChange={(enabled) => setKeyboard({ enabled })}
        />
        <Toggle
          label={t`Réduire les animations`}
          checked={appearance.reducedMotion}
          onChange={(reducedMotion) => setAppearance({ reducedMotion })}
        />
      </Card>
      <Card title={t`Audio`}>
        <Toggle
          label={t`Effets sonores`}
          checked={appearance.soundEffects}
          onChange={(soundEffects) => setAppearance({ soundEffects })}
        />
        <Toggle
          label={t`Son des messages`}
          checked={chat.messageSound}
          onChange={(messageSound) => setChat({ messageSound })}
        />
        {canSpeak ? (
          <div>
            <Button tone="secondary" disabled={speaking} onClick={testScreenReader}>
              {t`Tester le lecteur d'écran`}
            </Button>
          </div>
        ) : (
          <p className={styles.note}>{t`Ce navigateur ne sait pas lire un texte à voix haute.`}</p>
        )}
      </Card>
      <ShortcutsGuide />
    </div>
  );
}
