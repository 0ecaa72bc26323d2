// The shape of the coach's evaluation set (written before the engine was tuned, see dev.ts and
// heldout.ts) and small builders that keep the cases one line each.
import type { Character, Locale, Turn } from '../types.ts';

/** What the person is doing with their message: the reply must answer that first. */
export type Move =
  | 'suggest'
  | 'goodNews'
  | 'thanks'
  | 'aboutCoach'
  | 'decision'
  | 'venting'
  | 'answer'
  | 'acceptSuggestion'
  | 'greeting';

/** For `aboutCoach`: what is asked. */
export type CoachTopic = 'ai' | 'privacy' | 'creator' | 'cost';

export type EvalCase = {
  id: string;
  character: Character;
  locale: Locale;
  move: Move;
  topic?: CoachTopic;
  message: string;
  /** Fixed earlier turns (written by hand, independent of the engine). */
  history?: readonly Turn[];
  /** Earlier user messages, answered by the engine itself before `message` (a multi-turn thread). */
  thread?: readonly string[];
};

type Extra = Partial<Pick<EvalCase, 'topic' | 'history' | 'thread'>>;

/** A group of cases for one coach and language; ids are `prefix-n`. */
export function group(
  prefix: string,
  character: Character,
  locale: Locale,
  rows: readonly (readonly [Move, string, Extra?])[],
): EvalCase[] {
  return rows.map(([move, message, extra], i) => ({
    id: `${prefix}-${i + 1}`,
    character,
    locale,
    move,
    message,
    ...extra,
  }));
}

/** A fixed history ending with the coach's `bot` line. */
export const after = (bot: string, ...earlier: string[]): Extra => ({
  history: [
    ...earlier.map((text, i): Turn => ({ sender: i % 2 === 0 ? 'user' : 'bot', text })),
    { sender: 'bot', text: bot },
  ],
});

export const thread = (...messages: string[]): Extra => ({ thread: messages });
export const about = (topic: CoachTopic): Extra => ({ topic });
