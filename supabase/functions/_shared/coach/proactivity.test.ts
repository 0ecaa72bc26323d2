// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { coachReply, type Character, type CoachRequest, type Turn } from './index.ts';
import { mentionedTechniques } from './techniques.ts';
import { fold } from './text.ts';

// Someone telling, turn after turn, about a worry, without asking for advice.
const conversations: readonly (readonly string[])[] = [
  [
    "Je suis très stressée au travail en ce moment, j'ai trop de dossiers.",
    'Mon chef me met la pression tous les jours.',
    "Le soir je n'arrive pas à décrocher, j'y pense tout le temps.",
    'Et du coup je dors mal.',
  ],
  [
    "J'ai du mal à dormir depuis quelques semaines.",
    'Je me réveille vers trois heures du matin et je rumine.',
    'Je suis fatiguée toute la journée.',
    "Ça m'inquiète un peu.",
  ],
  [
    "I've been feeling anxious before meetings lately.",
    'My heart races and I lose my words.',
    'It happens almost every week now.',
    'I feel embarrassed afterwards.',
  ],
];

/** How many replies of the conversations propose or guide an exercise, for one setting. */
function proposals(character: Character, proactivity: CoachRequest['proactivity']): number {
  let count = 0;
  for (let seed = 0; seed < 6; seed += 1) {
    for (const messages of conversations) {
      const history: Turn[] = [];
      messages.forEach((message, i) => {
        const { reply } = coachReply({
          character,
          message,
          history,
          seed: `proactivity-${seed}-${i}`,
          ...(proactivity ? { proactivity } : {}),
        });
        if (mentionedTechniques(fold(reply)).length > 0) count += 1;
        history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
      });
    }
  }
  return count;
}

describe('proactivity (AI preferences: low 25 %, medium 50 %, high 75 %)', () => {
  for (const character of ['emma', 'louis'] as const) {
    it(`${character} proposes exercises more readily as proactivity rises; medium is the default`, () => {
      const low = proposals(character, 'low');
      const medium = proposals(character, 'medium');
      const high = proposals(character, 'high');
      expect(proposals(character, undefined)).toBe(medium);
      expect(low).toBeLessThan(medium);
      expect(medium).toBeLessThan(high);
    });
  }
});
