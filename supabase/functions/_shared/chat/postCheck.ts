/**
 * The check a model's reply passes before it is stored and charged: written in the person's
 * language, of a chat reply's length, and free of medical claims (the coaches speak of
 * wellbeing and coaching, never therapy, treatment or diagnosis). A reply that fails is replaced
 * by the built-in coach's.
 */
import { detectLocale, type Locale } from '../coach/index.ts';
import { FORBIDDEN_OUTPUT } from '../coach/lexicon.ts';
import { fold } from '../coach/text.ts';

/** Longer than this is an essay, not a chat reply (the prompts ask for 2 to 6 short sentences). */
export const modelReplyMaxLength = 1200;

// Naming a disorder or telling someone what they have, or what to take.
const MEDICAL_CLAIM =
  /\b(?:vous souffrez d|tu souffres d|you (?:suffer from|have|might have|may have) (?:a |an )?(?:depression|anxiety disorder|ptsd|adhd|bipolar|ocd)|(?:depression|trouble anxieux|trouble bipolaire|tspt|tdah|toc) (?:clinique|severe|majeur)|(?:clinical|major) depression|burn-?out (?:clinique|severe)|(?:prenez|prends|take) (?:un |des |an? )?(?:antidepresseurs?|anxiolytiques?|somniferes?|xanax|lexomil|antidepressants?|sleeping pills?|benzodiazepines?)|mg\b)/;

export type PostCheck = { ok: true } | { ok: false; reason: 'empty' | 'language' | 'length' | 'medical' };

export function checkModelReply(reply: string, locale: Locale): PostCheck {
  const text = reply.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > modelReplyMaxLength) return { ok: false, reason: 'length' };
  const folded = fold(text);
  if (FORBIDDEN_OUTPUT.test(folded) || MEDICAL_CLAIM.test(folded)) return { ok: false, reason: 'medical' };
  // Short replies ("Merci !") say little about their language: only a clear other language fails.
  if (detectLocale(text, locale) !== locale) return { ok: false, reason: 'language' };
  return { ok: true };
}
