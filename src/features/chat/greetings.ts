/**
 * The welcome bubbles, per character: 10 for a first conversation, 6 for a return (spec §9).
 * Emma is warm and Louis structured; both are worded without "tu" or "vous" so the greeting
 * fits whatever register the person then chooses. Which one shows is #core/greetings.ts's rule.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import type { GreetingKind } from '#core/greetings.ts';
import type { CharacterId } from '#contracts/characters.ts';

type GreetingSet = Readonly<Record<GreetingKind, readonly MessageDescriptor[]>>;

const emma: GreetingSet = {
  first: [
    msg`Bonjour, je suis Emma. Ici, on peut tout déposer, à son rythme et sans jugement. Qu'est-ce qui pèse le plus en ce moment ?`,
    msg`Bienvenue ! Je suis Emma, et je suis heureuse de faire connaissance. Comment se passe la journée jusqu'ici ?`,
    msg`Bonjour et bienvenue. Je suis Emma. Prenons d'abord une grande respiration… Qu'est-ce qui amène ici aujourd'hui ?`,
    msg`Bonjour ! Emma, ravie de cette rencontre. Il n'y a pas de bonne ou de mauvaise façon de commencer : que se passe-t-il en ce moment ?`,
    msg`Bienvenue dans cet espace calme. Je suis Emma, et j'ai tout le temps qu'il faut pour écouter. Par quoi commencer ?`,
    msg`Bonjour, ici Emma. Une émotion, une situation, une simple envie de parler : tout a sa place ici. Qu'est-ce qui vient en premier ?`,
    msg`Bonjour ! Je suis Emma. Pour commencer en douceur : comment va le moral aujourd'hui, sur une échelle de 1 à 10 ?`,
    msg`Bienvenue ! Je suis Emma, là pour les moments légers comme pour les plus lourds. Qu'est-ce qui mérite un peu d'attention aujourd'hui ?`,
    msg`Bonjour, je suis Emma. Être ici, c'est déjà un beau pas. Qu'est-ce qui a donné envie d'en parler aujourd'hui ?`,
    msg`Bonjour ! Emma à l'écoute. Stress, confiance en soi, relations ou simple besoin de souffler : par où commencer aujourd'hui ?`,
  ],
  returning: [
    msg`Quel plaisir de se retrouver ! Comment les choses ont-elles évolué depuis la dernière fois ?`,
    msg`Re-bonjour ! Emma est là. Qu'est-ce qui s'est passé de nouveau depuis notre dernier échange ?`,
    msg`Bon retour ! Contente de reprendre notre conversation. Comment va le cœur aujourd'hui ?`,
    msg`Bonjour à nouveau ! Prenons un moment pour faire le point : qu'est-ce qui a été doux, et qu'est-ce qui a été difficile ces derniers temps ?`,
    msg`Ravie de ce retour ! On peut reprendre là où on en était, ou partir sur autre chose : qu'est-ce qui compte le plus aujourd'hui ?`,
    msg`Re-bienvenue. Un petit souffle avant de commencer… Qu'est-ce qui a envie d'être partagé aujourd'hui ?`,
  ],
};

const louis: GreetingSet = {
  first: [
    msg`Bonjour, je suis Louis. Pour bien démarrer : quel est le sujet sur lequel avancer aujourd'hui ?`,
    msg`Bienvenue. Je suis Louis. Ma méthode est simple : clarifier la situation, examiner les options, puis choisir une première étape. Par quoi commencer ?`,
    msg`Bonjour ! Louis, ravi de faire connaissance. Une décision à prendre, un objectif à fixer, un problème à démêler ?`,
    msg`Bonjour, ici Louis. En une phrase, quelle est la situation qui mérite d'être analysée aujourd'hui ?`,
    msg`Bienvenue ! Je suis Louis. Posons les bases : quel serait le résultat idéal à la fin de cette conversation ?`,
    msg`Bonjour. Je suis Louis, et je suis là pour aider à mettre les idées en ordre. Quel est le point de départ ?`,
    msg`Bonjour ! Je suis Louis. Un objectif clair vaut mieux que dix intentions floues : lequel travailler aujourd'hui ?`,
    msg`Bienvenue. Je suis Louis. Commençons par les faits : que se passe-t-il, concrètement, en ce moment ?`,
    msg`Bonjour, je suis Louis. Projet, organisation, prise de décision : choisissons un sujet et avançons étape par étape.`,
    msg`Bonjour ! Louis ici. Trois questions pour démarrer : où en est-on, où veut-on aller, et qu'est-ce qui bloque ?`,
  ],
  returning: [
    msg`Bon retour ! Faisons le point : qu'est-ce qui a avancé depuis la dernière fois ?`,
    msg`Re-bonjour ! Avant d'aller plus loin : quelle a été la principale avancée depuis notre dernier échange ?`,
    msg`Bonjour à nouveau. Reprenons avec méthode : ce qui a marché, ce qui a coincé, et la prochaine étape.`,
    msg`Content de ce retour ! Un nouveau sujet à analyser, ou la suite du précédent ?`,
    msg`Bon retour. Pour cette séance, quel serait le résultat le plus utile à obtenir ?`,
    msg`Re-bienvenue ! Un rapide état des lieux pour commencer : qu'est-ce qui a changé depuis la dernière fois ?`,
  ],
};

export const greetings: Readonly<Record<CharacterId, GreetingSet>> = { emma, louis };

/** The descriptor at `index`, wrapping around so a stale index never breaks the chat. */
export function greetingMessage(
  characterId: CharacterId,
  kind: GreetingKind,
  index: number,
): MessageDescriptor {
  const set = greetings[characterId][kind];
  const safe = ((Math.trunc(index) % set.length) + set.length) % set.length;
  const message = set[safe];
  if (message === undefined) throw new Error(`No ${kind} greeting for ${characterId}`);
  return message;
}
