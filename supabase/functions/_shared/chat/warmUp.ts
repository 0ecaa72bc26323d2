/**
 * A fresh function is slow on its first turns: V8 compiles the crisis detector's and the
 * coach's many regular expressions on first use, compiles them again to native code on the
 * next, and optimises the hot paths as they repeat (measured: the first crisis check ~270 ms,
 * the second ~50 ms, then under 1 ms; the coach ~25 ms, then ~6 ms, then ~1 ms). Running both
 * on a few sample messages when the function loads moves that cost off the first users'
 * turns. Pure code and no I/O: nothing is stored, sent or logged, and the samples are not
 * crises, so every rule runs.
 */
import { coachReply, detectLocale, type Character, type Turn } from '../coach/index.ts';
import { answersNo, assessMessage } from '../crisis/index.ts';

import { soundsUnsafe } from './crisisFollowUp.ts';

const samples: { character: Character; message: string }[] = [
  { character: 'emma', message: 'Bonjour, je suis un peu fatiguée en ce moment et je dors mal.' },
  { character: 'louis', message: 'Je suis stressé par mon travail, je n’arrive pas à tout organiser.' },
  { character: 'emma', message: 'I feel tired lately and my week has been really busy.' },
  { character: 'louis', message: 'Merci, ça m’aide. Comment je peux mieux gérer mes soirées ?' },
];

const history: Turn[] = [
  { sender: 'user', text: 'Bonjour' },
  { sender: 'bot', text: 'Bonjour ! Comment allez-vous aujourd’hui ?' },
];

export function warmUp(): void {
  for (const [index, { character, message }] of samples.entries()) {
    assessMessage(message);
    answersNo(message);
    soundsUnsafe(message);
    const locale = detectLocale(message, 'fr');
    coachReply({ character, message, history, locale, contextLength: 25, seed: `warm-up-${index}` });
  }
}
