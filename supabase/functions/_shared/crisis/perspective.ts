/**
 * Someone else's words in the writer's person: "mon fils dit qu'il sera plus là l'an prochain" →
 * "… je serai plus la l'an prochain"; "my mum took all her pills" → "i took all my pills".
 * tiers.ts reads the result with the writer's own rules and signals, so every family the detector
 * knows for the writer also counts for a relative in danger, instead of a second, thinner phrase
 * list for the third person.
 *
 * Works on a normalized form (lower case, no accents or punctuation). Only the subject pronouns
 * (il, elle, he, she), a relative opening a clause ("ma mère a…"), their reflexive and possessive
 * words, and the verb right after the subject change; the rest is left as written.
 */
const R = String.raw;

const FR_VERB: Record<string, string> = {
  est: 'suis',
  a: 'ai',
  va: 'vais',
  veut: 'veux',
  peut: 'peux',
  fait: 'fais',
  dit: 'dis',
  sait: 'sais',
  voit: 'vois',
  doit: 'dois',
};
const EN_VERB: Record<string, string> = {
  is: 'am',
  was: 'was',
  has: 'have',
  does: 'do',
  doesnt: 'dont',
  "doesn't": "don't",
};

/** French: the verb after "il/elle" (and a "ne", "se", "y" or "en" before it) in the first person. */
function frVerb(verb: string): string {
  if (FR_VERB[verb]) return FR_VERB[verb];
  if (/ait$/.test(verb)) return verb.replace(/ait$/, 'ais');
  if (/ra$/.test(verb)) return `${verb}i`;
  // "dort" → "dors", "finit" → "finis"; -er verbs ("pense") are the same in both persons.
  return verb.replace(/t$/, 's');
}

/** English: "wants" → "want", "wishes" → "wish", "tries" → "try". */
function enVerb(verb: string): string {
  if (EN_VERB[verb]) return EN_VERB[verb];
  if (/ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:sh|ch|ss|x|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^su]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

const FR_SUBJECT = new RegExp(
  R`\b(?:(qu|s)'(?:il|elle)|(?:il|elle)) (?!y a\b|faut\b|fait (?:beau|froid|chaud|nuit|jour)\b|pleut\b|parait\b|semble\b|reste\b|suffit\b|s'agit\b)(?:(ne |n'))?(?:(se |s'|y |en |lui ))?([a-z]+)\b`,
  'g',
);
const EN_SUBJECT = /\b(?:he|she)('s|'ll|'d)?(?: (not|never|really|just|keeps?|still))? ([a-z']+)\b/g;

/** The form rewritten in the writer's person (unchanged when nothing is in the third person). */
export function inWritersPerson(form: string, relative: RegExp): string {
  let text = form.replace(
    new RegExp(
      R`(?:^|\b(?:et|and|but|mais|que|that) )(?:${relative.source})(?= (?:a|est|va|veut|se|s'|has|is|took|was|wants|keeps|says|said)\b(?! (?:me|m'|te|t'|nous|moi|us)\b))`,
      'g',
    ),
    (opening) => opening.replace(new RegExp(relative.source), /\b(?:my|a|our)\b/.test(opening) ? 'he' : 'il'),
  );
  text = text.replace(
    FR_SUBJECT,
    (_all, elided: string | undefined, ne: string | undefined, clitic: string | undefined, verb: string) => {
      const pronoun = clitic?.trim();
      const reflexive = pronoun === 'se' || pronoun === "s'" ? 'me' : pronoun === 'lui' ? 'moi' : pronoun;
      const words = [
        elided ? `${elided === 'qu' ? 'que' : 'si'} je` : 'je',
        ne ? 'ne' : '',
        reflexive ?? '',
        frVerb(verb),
      ];
      return words
        .filter(Boolean)
        .join(' ')
        .replace(/\b(je|ne|me) (?=[aeiouh])/g, (w) => `${w.trim().slice(0, -1)}'`);
    },
  );
  text = text.replace(
    EN_SUBJECT,
    (_all, contraction: string | undefined, adverb: string | undefined, verb: string) => {
      const subject = contraction === "'s" ? "i'm" : contraction ? `i${contraction}` : 'i';
      const next = contraction || adverb === 'not' || adverb === 'never' ? verb : enVerb(verb);
      return [subject, adverb === 'keeps' ? 'keep' : (adverb ?? ''), next].filter(Boolean).join(' ');
    },
  );
  if (text === form) return form;
  // Once the subject is the writer, so is the reflexive of an infinitive ("ne plus se réveiller").
  return text
    .replace(/\bse (?=[a-z])/g, 'me ')
    .replace(/\bs'(?!il\b)/g, "m'")
    .replace(/\b(?:him|her|them)sel(?:f|ves)\b/g, 'myself')
    .replace(/\b(?:his|her)\b/g, 'my')
    .replace(/\b(?:son|sa|ses)\b/g, (w) => ({ son: 'mon', sa: 'ma', ses: 'mes' })[w] ?? w)
    .replace(/\bsans (?:lui|elle)\b/g, 'sans moi')
    .replace(/\bwithout (?:him|her)\b/g, 'without me');
}
