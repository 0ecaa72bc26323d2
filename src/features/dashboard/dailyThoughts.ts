/**
 * One thought a day per coach, in the coach's voice: Emma's are about gentleness and emotions,
 * Louis's about clarity and action. The day of the year picks it, so it changes at midnight
 * and is the same on every device that day.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { CharacterId } from '#contracts/characters.ts';

export const dailyThoughts: Readonly<Record<CharacterId, readonly MessageDescriptor[]>> = {
  emma: [
    msg`Respirer lentement, c'est déjà prendre soin de soi.`,
    msg`Vos émotions sont des messagères, pas des ennemies.`,
    msg`Vous avez le droit d'avancer à votre rythme.`,
    msg`Un petit pas aujourd'hui compte autant qu'un grand bond.`,
    msg`Soyez pour vous-même l'ami bienveillant que vous êtes pour les autres.`,
    msg`Dire non à ce qui vous épuise, c'est dire oui à ce qui vous fait du bien.`,
    msg`Ce que vous ressentez est légitime, même quand c'est inconfortable.`,
    msg`Accordez-vous une pause, sans avoir à la mériter.`,
    msg`La douceur envers soi n'est pas une faiblesse, c'est une force tranquille.`,
    msg`Ce soir, notez trois choses qui vous ont fait du bien aujourd'hui.`,
    msg`Nul besoin d'avoir toutes les réponses pour trouver un peu de paix.`,
    msg`Chaque journée difficile traversée nourrit votre confiance.`,
    msg`Offrez-vous la patience que vous offrez si volontiers aux autres.`,
    msg`Le calme se cultive, une respiration après l'autre.`,
  ],
  louis: [
    msg`Une décision claire vaut mieux que dix hésitations.`,
    msg`Découpez le grand objectif : la première étape doit tenir en une journée.`,
    msg`Ce qui se mesure s'améliore. Qu'allez-vous suivre cette semaine ?`,
    msg`Distinguez ce qui dépend de vous de ce qui n'en dépend pas.`,
    msg`Commencez par la tâche que vous repoussez depuis le plus longtemps.`,
    msg`Une bonne question vaut souvent mieux qu'une réponse rapide.`,
    msg`Visez le progrès, pas la perfection.`,
    msg`Écrire un problème, c'est déjà commencer à le résoudre.`,
    msg`Fixez-vous une limite de temps : elle aide à passer de la réflexion à l'action.`,
    msg`Chaque option a un coût : nommez-le, puis choisissez.`,
    msg`Progresser d'un pour cent chaque jour finit par tout changer.`,
    msg`Votre énergie est limitée : investissez-la là où elle compte.`,
    msg`Un échec est une information, pas un verdict.`,
    msg`Préparez demain dès ce soir : vous gagnerez en sérénité.`,
  ],
};

/** 1 on 1 January, in the device's calendar. */
export function dayOfYear(date: Date): number {
  const startOfYear = new Date(date.getFullYear(), 0, 1);
  const startOfDay = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  // Rounding absorbs the hour lost or gained when daylight saving time changes.
  return Math.round((startOfDay.getTime() - startOfYear.getTime()) / 86_400_000) + 1;
}

export function dailyThoughtFor(characterId: CharacterId, date: Date): MessageDescriptor {
  const thoughts = dailyThoughts[characterId];
  // Both lists are non-empty; the fallback only satisfies the type checker.
  return thoughts[(dayOfYear(date) - 1) % thoughts.length] ?? (thoughts[0] as MessageDescriptor);
}
