import { useLingui } from '@lingui/react/macro';

import { autoDeleteChoices } from '#core/settings.ts';
import { Button } from '#ui/button/Button.tsx';

import { Card, Choice, Toggle } from '../controls.tsx';
import * as styles from '../settings.css.ts';
import { useSettingsSend } from '../SettingsRuntime.tsx';
import { useSection } from '../useSection.ts';

/** How the chat looks and behaves on this device. */
export function ChatTab() {
  const { t } = useLingui();
  const [chat, set] = useSection('chat');
  const days = (n: number) => (n === 0 ? t`Jamais` : n === 365 ? t`1 an` : t`${n} jours`);
  return (
    <div className={styles.stack}>
      <Card title={t`Conversation`}>
        <p className={styles.note}>
          {t`Ces réglages sont gardés sur cet appareil et s'appliquent tout de suite à l'écran de chat.`}
        </p>
        <Choice
          label={t`Coach préféré`}
          hint={t`Choisi d'avance quand vous changez de coach.`}
          value={chat.defaultCharacter}
          options={[
            { value: 'emma', label: 'Emma' },
            { value: 'louis', label: 'Louis' },
            { value: 'both', label: t`Les deux` },
          ]}
          onChange={(defaultCharacter) => set({ defaultCharacter })}
        />
        <Toggle
          label={t`Sons des messages`}
          checked={chat.messageSound}
          onChange={(messageSound) => set({ messageSound })}
        />
        <Toggle
          label={t`Indicateur de saisie`}
          checked={chat.typingIndicators}
          onChange={(typingIndicators) => set({ typingIndicators })}
        />
        <Toggle
          label={t`Accusés d'envoi`}
          hint={t`La coche sous vos messages quand Emma ou Louis les a reçus.`}
          checked={chat.readReceipts}
          onChange={(readReceipts) => set({ readReceipts })}
        />
        <Toggle
          label={t`Afficher l'heure des messages`}
          checked={chat.showTimestamps}
          onChange={(showTimestamps) => set({ showTimestamps })}
        />
        <Toggle
          label={t`Défilement automatique`}
          hint={t`Suivre les nouvelles réponses ; sinon, un bouton « Nouveaux messages » les signale.`}
          checked={chat.autoScroll}
          onChange={(autoScroll) => set({ autoScroll })}
        />
        <Toggle
          label={t`Entrée pour envoyer`}
          hint={t`Sinon, Ctrl+Entrée envoie et Entrée va à la ligne.`}
          checked={chat.enterToSend}
          onChange={(enterToSend) => set({ enterToSend })}
        />
        <Choice
          label={t`Style des bulles`}
          value={chat.bubbleStyle}
          options={[
            { value: 'modern', label: t`Moderne` },
            { value: 'classic', label: t`Classique` },
            { value: 'minimal', label: t`Minimal` },
          ]}
          onChange={(bubbleStyle) => set({ bubbleStyle })}
        />
        <Choice
          label={t`Espacement des messages`}
          value={chat.messageSpacing}
          options={[
            { value: 'compact', label: t`Serré` },
            { value: 'normal', label: t`Normal` },
            { value: 'relaxed', label: t`Aéré` },
          ]}
          onChange={(messageSpacing) => set({ messageSpacing })}
        />
      </Card>
      <Card title={t`Suppression automatique`}>
        <Choice
          label={t`Supprimer les messages après`}
          value={chat.autoDeleteDays}
          options={autoDeleteChoices.map((n) => ({ value: n, label: days(n) }))}
          onChange={(autoDeleteDays) => set({ autoDeleteDays })}
        />
        {chat.autoDeleteDays > 0 && <AutoDeleteWarning period={days(chat.autoDeleteDays)} />}
      </Card>
    </div>
  );
}

function AutoDeleteWarning({ period }: { period: string }) {
  const { t } = useLingui();
  return (
    <p className={styles.warning} role="note">
      {t`Attention : vos messages plus anciens que ${period} seront supprimés définitivement, sur cet appareil et sur nos serveurs, dès maintenant puis à chaque connexion.`}
    </p>
  );
}

/** What the coaches do with each message: style, memory and proactivity travel with every send. */
export function AiPreferencesTab() {
  const { t } = useLingui();
  const [chat, set] = useSection('chat');
  const send = useSettingsSend();
  const example = {
    formal: t`« Je vous remercie de votre message. Pourriez-vous me préciser ce qui vous préoccupe ? »`,
    casual: t`« Merci pour ton message ! Qu'est-ce qui te tracasse en ce moment ? »`,
    adaptive: t`« Le ton s'adapte à votre façon d'écrire. »`,
  };
  return (
    <div className={styles.stack}>
      <Card title={t`Préférences IA`}>
        <p className={styles.note}>
          {t`Le style de réponse, la mémoire de contexte et la proactivité sont envoyés avec chaque message : Emma et Louis en tiennent compte dès le prochain.`}
        </p>
        <Choice
          label={t`Style de réponse`}
          value={chat.responseStyle}
          options={[
            { value: 'formal', label: t`Formel (vouvoiement)` },
            { value: 'casual', label: t`Décontracté (tutoiement)` },
            { value: 'adaptive', label: t`Adaptatif` },
          ]}
          onChange={(responseStyle) => set({ responseStyle })}
        />
        <Choice
          label={t`Mémoire de contexte`}
          value={chat.contextLength}
          options={[
            { value: 'short', label: t`Courte (10 messages)` },
            { value: 'medium', label: t`Moyenne (25 messages)` },
            { value: 'long', label: t`Longue (50 messages)` },
          ]}
          onChange={(contextLength) => set({ contextLength })}
        />
        <Choice
          label={t`Proactivité`}
          hint={t`À quel point Emma et Louis proposent d'eux-mêmes un exercice ou une prochaine étape, plutôt que d'écouter d'abord.`}
          value={chat.proactivity}
          options={[
            { value: 'low', label: t`Faible (25 %)` },
            { value: 'medium', label: t`Moyenne (50 %)` },
            { value: 'high', label: t`Élevée (75 %)` },
          ]}
          onChange={(proactivity) => set({ proactivity })}
        />
        <div className={styles.preview} aria-label={t`Aperçu`}>
          <strong>{t`Aperçu`}</strong>
          <p className={styles.muted}>{example[chat.responseStyle]}</p>
        </div>
        <div>
          <Button tone="secondary" onClick={() => send({ type: 'settings.resetSection', section: 'chat' })}>
            {t`Paramètres recommandés`}
          </Button>
        </div>
      </Card>
    </div>
  );
}
