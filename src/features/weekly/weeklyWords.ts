import { useLingui } from '@lingui/react/macro';

import type { WeeklyInsight, WeeklyStep, WeeklySummary } from '#data/weekly/index.ts';

/** The summary's codes in the reader's language (the server sends codes, never wording). */
export function useWeeklyWords() {
  const { t } = useLingui();
  const insight = (code: WeeklyInsight, summary: WeeklySummary): string => {
    const word = summary.most_used_words[0]?.word ?? '';
    switch (code) {
      case 'mood_up':
        return t`Votre humeur s'améliore par rapport à la semaine précédente.`;
      case 'mood_down':
        return t`Votre humeur est un peu plus basse que la semaine précédente.`;
      case 'mood_positive':
        return t`Vos messages de la semaine sont plutôt positifs.`;
      case 'mood_low':
        return t`Cette semaine semble avoir été difficile.`;
      case 'regular':
        return t`Vous avez pris du temps pour vous plusieurs jours cette semaine.`;
      case 'sessions':
        return t`Vous avez pris le temps d'échanger cette semaine.`;
      case 'top_word':
        return t`Le mot qui revient le plus : « ${word} ».`;
    }
  };
  const step = (code: WeeklyStep): string => {
    switch (code) {
      case 'self_care':
        return t`Réservez un moment rien qu'à vous, même court, chaque jour.`;
      case 'talk_someone':
        return t`Parlez de ce que vous vivez à une personne de confiance.`;
      case 'more_regular':
        return t`Essayez un court échange à heure fixe, trois jours cette semaine.`;
      case 'small_goal':
        return t`Choisissez un petit objectif atteignable pour la semaine.`;
      case 'gratitude':
        return t`Notez chaque soir une chose qui vous a fait du bien.`;
    }
  };
  return { insight, step };
}
