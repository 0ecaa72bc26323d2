// Which language is the user writing in? A vote of frequent function words, accents and
// elisions; robust to missing accents and to short messages (ambiguous ones keep the fallback).

import { fold, words } from './text.ts';
import type { Locale } from './types.ts';

export const FRENCH_WORDS: ReadonlySet<string> = new Set(
  (
    'je j tu il elle nous vous ils elles le la les un une des du de d et est suis es sommes etes sont ' +
    'pas ne n mais avec pour que qu qui quoi mon ma mes ton ta tes son sa ses notre votre vos leur ' +
    'ce cet cette ces ca c cest oui non ouais merci bonjour bonsoir salut coucou trop tres beaucoup ' +
    'rien toujours encore moi toi fait faire sais veux peux dois aussi comment pourquoi quand bien mal ' +
    'ai as avez avoir au aux en dans sur sans plus vraiment l m s t y ou parce car donc alors depuis ' +
    'chez jamais personne peu peut etre sens sent dormir dors travail boulot envie besoin quelque ' +
    'chose choses jour journee nuit soir matin semaine deja apres avant tout tous toute toutes ' +
    'daccord jsp mdr stp bof aujourd hui demain hier arrive pense crois aime suis sentir voila'
  ).split(' '),
);

export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    'i im ive ill id you youre the an and is are am was were not no but with for that this it its ' +
    'my your what how why when yes yeah yep nope thanks thank hello hi hey so just really feel ' +
    'feeling felt dont cant wont didnt doesnt isnt do does did have has had been be to of in at about ' +
    'because sleep work still same okay sure good bad very much tired sad want know think get got ' +
    'they them their we our he she his her there here would could should can will from out up all ' +
    'anything something nothing everything today tomorrow night morning week job boss friend lately ' +
    'myself need help always never again day time like'
  ).split(' '),
);

const ACCENTS = /[àâäéèêëîïôöùûüçœ]/gi;
const FRENCH_HEADS = new Set(['j', 'l', 'd', 'qu', 'n', 'c', 'm', 't', 's', 'jusqu', 'lorsqu', 'puisqu']);
const ENGLISH_TAILS = new Set(['m', 's', 't', 're', 've', 'll', 'd']);

function wordScore(word: string): number {
  return (FRENCH_WORDS.has(word) ? 1 : 0) - (ENGLISH_WORDS.has(word) ? 1 : 0);
}

/** Positive: French; negative: English; 0: no idea. */
export function languageScore(text: string): number {
  let score = 2 * (text.match(ACCENTS)?.length ?? 0);
  for (const token of words(fold(text))) {
    const apostrophe = token.indexOf("'");
    if (apostrophe < 0) {
      score += wordScore(token);
      continue;
    }
    const head = token.slice(0, apostrophe);
    const tail = token.slice(apostrophe + 1);
    if (FRENCH_HEADS.has(head) && tail !== '') score += 2 + wordScore(tail);
    else if (ENGLISH_TAILS.has(tail)) score -= 2;
    else score += wordScore(head) + wordScore(tail);
  }
  return score;
}

/** The language of `text`, or `fallback` when the message does not say (e.g. "ok", "?"). */
export function detectLocale(text: string, fallback: Locale): Locale {
  const score = languageScore(text);
  if (score > 0) return 'fr';
  if (score < 0) return 'en';
  return fallback;
}
