/**
 * The two coaches' static facts: who they are, what they help with, how they sound. Texts are
 * message descriptors (French source, resolved at render with the reader's language); the
 * wording matches the landing page's coach cards so both screens say the same thing.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import { characterNames, type CharacterId } from '#contracts/characters.ts';
import type { IconName } from '#ui/icons/Icon.tsx';

export type Character = Readonly<{
  id: CharacterId;
  /** A proper name: the same in every language. */
  name: string;
  personality: 'empathetic' | 'performance';
  /** Emma is the coach the product suggests to newcomers. */
  recommended: boolean;
  approachIcon: IconName;
  role: MessageDescriptor;
  approach: MessageDescriptor;
  description: MessageDescriptor;
  features: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  quote: MessageDescriptor;
}>;

export const characters: Readonly<Record<CharacterId, Character>> = {
  emma: {
    id: 'emma',
    name: characterNames.emma,
    personality: 'empathetic',
    recommended: true,
    approachIcon: 'heart',
    role: msg`Coach en bien-être émotionnel`,
    approach: msg`Approche douce et empathique`,
    description: msg`Emma vous écoute avec bienveillance et vous aide à apaiser vos émotions, à reprendre confiance en vous et à cultiver des relations plus sereines.`,
    features: [
      msg`Gestion du stress au quotidien`,
      msg`Confiance et estime de soi`,
      msg`Harmonie dans vos relations`,
    ],
    quote: msg`Vous n'avez pas à tout porter en silence. Prenons un moment, ensemble, pour déposer ce qui vous pèse.`,
  },
  louis: {
    id: 'louis',
    name: characterNames.louis,
    personality: 'performance',
    recommended: false,
    approachIcon: 'compass',
    role: msg`Coach en développement personnel`,
    approach: msg`Approche rationnelle et structurée`,
    description: msg`Louis vous aide à prendre du recul, à restructurer vos pensées et à transformer vos idées en objectifs et en décisions concrètes.`,
    features: [
      msg`Analyse rationnelle des situations`,
      msg`Objectifs clairs et atteignables`,
      msg`Résolution pratique des problèmes`,
    ],
    quote: msg`Posons les faits, listons les options, puis avançons une étape à la fois.`,
  },
};

export function getCharacter(id: CharacterId): Character {
  return characters[id];
}
