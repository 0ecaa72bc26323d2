// @vitest-environment node
// 30 scripted conversations of 12 turns (FR/EN, both coaches, every move, short answers mixed
// in): no sentence of a reply repeats one of the coach's last eight turns, and no reflection
// echoes a capital or swaps a person wrongly.
import { describe, expect, it } from 'vitest';

import { grammarEchoes } from './eval/scorer.ts';
import { type Character, coachReply, type Locale, type Turn } from './index.ts';
import { Rng } from './random.ts';
import { normaliseForCompare } from './text.ts';

const POOL: Record<Locale, readonly string[]> = {
  fr: [
    'Je suis épuisée, mon travail me prend tout',
    'Tu peux me donner une astuce pour mieux dormir ?',
    'oui',
    'je ne sais pas',
    "J'ai eu mon permis ce matin !",
    'Merci, ça aide',
    "J'hésite entre rester à Paris ou partir à Lyon",
    "J'en ai marre, mon chef m'a encore rajouté un dossier",
    'Surtout le soir, quand je rentre',
    'ok',
    'Tu es une IA ?',
    'Oui, essayons',
    'Je dirais 6',
    "Mon copain ne m'écoute pas quand je parle",
    'Qu’est-ce que je pourrais faire ce week-end pour souffler ?',
    'pas vraiment',
    "C'est toujours pareil, je rumine",
    'Ce midi on a tellement rigolé avec mes collègues',
    'Comment je peux arrêter de procrastiner ?',
    'Demain matin',
  ],
  en: [
    "I'm exhausted, work takes everything",
    'Can you give me a tip to sleep better?',
    'yes',
    "I don't know",
    'I passed my driving test this morning!',
    'Thanks, that helps',
    "I'm torn between staying in Paris or moving to Lyon",
    "I'm fed up, my boss dumped another file on me",
    'Mostly in the evening, when I get home',
    'ok',
    'Are you an AI?',
    "Yes, let's try",
    "I'd say 6",
    "My boyfriend doesn't listen when I talk",
    'What could I do this weekend to unwind?',
    'not really',
    "It's still the same, I keep overthinking",
    'We laughed so much at lunch with my colleagues',
    'How can I stop procrastinating?',
    'Tomorrow morning',
  ],
};

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => normaliseForCompare(s.replace(/^\s*\d+[.)]\s*/, '')))
    .filter((s) => s !== '');
}

function conversation(index: number): { character: Character; locale: Locale; turns: Turn[] } {
  const character: Character = index % 2 === 0 ? 'emma' : 'louis';
  const locale: Locale = index % 4 < 2 ? 'fr' : 'en';
  const rng = new Rng(`conversation ${index}`);
  const pool = POOL[locale];
  const turns: Turn[] = [];
  for (let t = 0; t < 12; t++) {
    const message = pool[rng.int(pool.length)] ?? 'ok';
    const { reply } = coachReply({ character, message, history: turns, locale, seed: `${index}-${t}` });
    turns.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
  }
  return { character, locale, turns };
}

describe('30 scripted conversations of 12 turns', () => {
  const conversations = Array.from({ length: 30 }, (_, i) => conversation(i));

  it('never repeats a sentence of the last eight coach turns', () => {
    const repeats: string[] = [];
    for (const { turns } of conversations) {
      const bot = turns.filter((t) => t.sender === 'bot').map((t) => t.text);
      bot.forEach((reply, i) => {
        const earlier = new Set(bot.slice(Math.max(0, i - 8), i).flatMap(sentencesOf));
        for (const s of sentencesOf(reply)) if (earlier.has(s)) repeats.push(s);
      });
    }
    expect(repeats).toEqual([]);
  });

  it('echoes no capital and swaps no person wrongly', () => {
    const issues: string[] = [];
    for (const { turns } of conversations)
      for (let i = 0; i + 1 < turns.length; i += 2)
        issues.push(...grammarEchoes(turns[i]?.text ?? '', turns[i + 1]?.text ?? ''));
    expect(issues).toEqual([]);
  });
});
