// Small text helpers shared by the coach engine: folding (lowercase, no accents) for matching,
// normalisation for "same reply?" comparisons, tokenising and French typography.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Everything but plain ASCII (the backtick included): accents, curly apostrophes, ligatures…
const SPECIAL = /[^ -_a-~\t\n\r]/g;
const FOLDED_CHARS = new Map<string, string>([
  ['\u2019', "'"],
  ['\u2018', "'"],
  ['\u02bc', "'"],
  ['`', "'"],
  ['\u00b4', "'"],
  ['œ', 'oe'],
  ['æ', 'ae'],
  ['\u00a0', ' '],
  ['\u202f', ' '],
]);

function foldChar(ch: string): string {
  let folded = FOLDED_CHARS.get(ch);
  if (folded === undefined) {
    folded = ch.normalize('NFD').replace(COMBINING_MARKS, '');
    if (FOLDED_CHARS.size < 4096) FOLDED_CHARS.set(ch, folded);
  }
  return folded;
}

/** Lowercase, without accents, with straight apostrophes: the form every matcher works on. */
export function fold(text: string): string {
  return text.toLowerCase().replace(SPECIAL, foldChar);
}

/** The form two replies are compared in: folded, letters and digits only, single spaces. */
export function normaliseForCompare(text: string): string {
  return normaliseFolded(fold(text));
}

/** normaliseForCompare for an already folded text. */
export function normaliseFolded(folded: string): string {
  return folded.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Words of a folded text (apostrophes and hyphens stay inside words). */
export function words(folded: string): string[] {
  return folded.match(/[a-z0-9]+(?:['-][a-z0-9]+)*'?/g) ?? [];
}

export function capitalise(text: string): string {
  const first = text.charAt(0);
  return first === '' ? text : first.toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  const first = text.charAt(0);
  // Keep "I" and acronyms ("SMART") as they are.
  if (first === '' || /^(I\b|I'|[A-Z]{2,})/.test(text)) return text;
  return first.toLowerCase() + text.slice(1);
}

/** Removes what could break the template syntax or the layout from user-provided text. */
export function sanitiseUserText(text: string): string {
  return text
    .replace(/[[\]{}<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** French elisions the templates cannot know in advance ("que il" → "qu'il", "de une" → "d'une"). */
export function frenchElisions(text: string): string {
  // Word starts are checked with Unicode letters: "tête en" is not "te en" ("ê" is no ASCII letter).
  return (
    text
      .replace(/(?<![\p{L}\p{N}])([Qq]u)e (?=[aeiouyàâäéèêëîïôöùûüœ])/gu, "$1'")
      .replace(/(?<![\p{L}\p{N}])([Dd])e (?=[aeiouyàâäéèêëîïôöùûüœ])/gu, "$1'")
      .replace(/(?<![\p{L}\p{N}])([Ss])i (?=ils?(?![\p{L}]))/gu, "$1'")
      // "tu te es disputée" → "tu t'es disputée" (a mirrored reflexive before a vowel).
      .replace(
        /(?<![\p{L}\p{N}'’])([JjTtMmSsNn])e (?=(?:es|est|etes|êtes|ai|as|avez|a|étais|étiez|était|aime\w*|en|y|inquièt\w*|énerv\w*|endor\w*|ennui\w*|occup\w*|effondr\w*|excus\w*|habitu\w*|isol\w*|arrive\w*|attend\w*|oubli\w*|impose\w*|exprim\w*|écout\w*)(?![\p{L}]))/gu,
        "$1'",
      )
  );
}

/** French typography: no-break spaces before ? ! : ; and inside « ». */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u00a0]+([?!:;»])/g, '\u00a0$1').replace(/«[ \u00a0]*/g, '«\u00a0');
}

/** Collapses spaces (but keeps line breaks) and trims every line. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
