/**
 * Text normalisation for crisis detection: pure string functions (no Node, Deno or DOM APIs).
 *
 * The output is lower-case ASCII letters, digits, apostrophes and single spaces, so that the rules
 * in rules.ts can be written once for "Je veux MOURIR !!!", "je veux mourir", "jveux mourirrr"…
 *
 * Steps:
 *  1. Unicode: decompose (NFD) and drop combining marks (é → e), œ → oe, lower-case.
 *  2. Unify apostrophes (’ ‘ ` ´ ʼ → '), turn every other non-alphanumeric run into one space
 *     (punctuation, emoji, hyphens: "grand-père" → "grand pere").
 *  3. Collapse letters repeated 3+ times. Two variants are produced when that happens:
 *     to 2 letters ("killlll" → "kill", "tooooo" → "too") and to 1 letter ("mourirrr" → "mourir",
 *     "dieeee" → "die"); detection runs on both.
 *  4. Re-attach dropped apostrophes and expand SMS / informal forms, French and English:
 *     "j ai" → "j'ai", "jveux" → "je veux", "chui" → "je suis", "g envie" → "j'ai envie",
 *     "im" → "i am", "wanna" → "want to", "dont" → "do not"… and common misspellings of the
 *     key words ("sucider" → "suicider", "mourrir" → "mourir", "my self" → "myself").
 *  5. Collapse whitespace.
 *
 * normalizeClauseVariants keeps the sentence structure the cue model needs: the same output, but
 * clause breaks (. ! ? ; : … , line breaks, brackets, quotes, spaced dashes) become " | ".
 * normalizeVariants / normalize drop those marks (the phrase rules of rules.ts read one flat line).
 */

type Rewrite = readonly [RegExp, string];

/** Dropped or spaced apostrophes and informal forms. Order matters: English contractions first. */
const REWRITES: readonly Rewrite[] = [
  // --- Spaced apostrophes ("don t", "i m", "it s") before the French elision fix below -------
  [/\b(don|can|won|isn|didn|doesn|wouldn|shouldn|couldn|wasn|weren|aren|haven|hasn|ain) t\b/g, "$1't"],
  [/\bi (m|ve|d|ll)\b/g, "i'$1"],
  [/\b(it|that|what|there|he|she|who) s\b/g, "$1's"],

  // --- English: contractions and informal spellings -----------------------------------------
  [/\b(?:imma|ima|i'ma)\b/g, 'i am going to'],
  [/\b(?:i'm|im)\b/g, 'i am'],
  [/\b(?:i've|ive)\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [
    /\bid\b(?= (?:rather|be|like|love|never|just|prefer|want|better|kill|die|end|hate|probably|honestly))/g,
    'i would',
  ],
  [/\bi'll\b/g, 'i will'],
  [
    /\bill\b(?= (?:just|kill|end|do|be|never|take|jump|go|die|hang|overdose|od|finally|probably|cut|hurt|try))/g,
    'i will',
  ],
  [/\b(?:gonna|gona|gunna|finna)\b/g, 'going to'],
  [/\b(?:wanna|wana|wannna|wanto)\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\b(?:don't|dnt)\b/g, 'do not'],
  // "dont" is also French ("la fille dont je parle"): only when English follows.
  [
    /\bdont\b(?= (?:want|know|care|think|feel|see|have|need|like|even|really|deserve|wish|get|belong|matter|mind|wake|exist|plan|let|go|do|understand|trust|love|hate|remember|worry|give|be|ever|just|sleep|eat|talk|say|tell))/g,
    'do not',
  ],
  [/\b(?:doesn't|doesnt)\b/g, 'does not'],
  [/\b(?:didn't|didnt)\b/g, 'did not'],
  [/\b(?:can't|cant|cannot|can not)\b/g, 'cannot'],
  [/\b(?:won't|wont)\b/g, 'will not'],
  [/\b(?:isn't|isnt|ain't|aint)\b/g, 'is not'],
  [/\b(?:wasn't|wasnt)\b/g, 'was not'],
  [/\b(?:weren't|werent)\b/g, 'were not'],
  [/\b(?:wouldn't|wouldnt)\b/g, 'would not'],
  [/\b(?:shouldn't|shouldnt)\b/g, 'should not'],
  [/\b(?:couldn't|couldnt)\b/g, 'could not'],
  [/\b(?:haven't|havent)\b/g, 'have not'],
  [/\b(?:hasn't|hasnt)\b/g, 'has not'],
  [/\b(?:aren't|arent)\b/g, 'are not'],
  [/\bit'd\b/g, 'it would'],
  [/\b(?:there's|theres)\b/g, 'there is'],
  [/\b(?:what's|whats)\b/g, 'what is'],
  [/\b(?:that's|thats)\b/g, 'that is'],
  [/\bit's\b/g, 'it is'],
  [/\b(?:you're|youre)\b/g, 'you are'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\brn\b/g, 'right now'],
  [/\b(?:tonite|2nite|2night)\b/g, 'tonight'],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow|tomoz)\b/g, 'tomorrow'],
  [/\bevery1\b/g, 'everyone'],
  [/\b(?:no1|noone)\b/g, 'no one'],
  [/\bb4\b/g, 'before'],
  [/\b(?:my self|myslef|myslf|mysefl|meself|myselff)\b/g, 'myself'],
  [/\bkillmyself\b/g, 'kill myself'],
  [/\bany more\b/g, 'anymore'],
  [/\bidk\b/g, 'i do not know'],

  // --- French: spaced or dropped elisions ("j ai", "jai", "jveux", "chui") ------------------
  [/\b(j|m|t|l|n|s|d|c|qu) (?=[aeiouyh])/g, "$1'"],
  [
    /\bj(ai|aimerais|aimerai|aimerait|en|y|etais|etai|avais|aurais|aurai|essaie|essaye|ecris|ecrit|attends|ose|avoue|existe|arrive|irai|allais)\b/g,
    "j'$1",
  ],
  [
    /\bj(veux|veut|veu|ve|vx|vais|vai|pense|pensais|peux|peu|sais|sai|me|te|ne|suis|sui|sus|crois|compte|voudrais|voudrai|prefere|prefererais|pourrais|dois|devrais|sens|fais|supporte|deteste|hais|tiens|vis|reve|serai|serais)\b/g,
    'je $1',
  ],
  [/\bje (?:veu|ve|veut|vx)\b/g, 'je veux'],
  // Québec and spoken French: "j'vas" → "je vais", "chu pu capable" → "je suis plus capable",
  // "à soir" → "ce soir"
  [/\bj'?vas?\b/g, 'je vais'],
  [/\b(suis|sens|vois) pu\b/g, '$1 plus'],
  // spoken "l'" before a consonant is "le" ("pu l'goût de rien"), then "pu" is "plus"
  [/\bl'(?=(?:gout|courage|temps|droit|cran)\b)/g, 'le '],
  [/\bpu (?=envie|capable|la force|le gout|le courage|d'espoir|de raison|jamais|personne|rien)/g, 'plus '],
  [/(^|[^'])\ba soir\b/g, '$1ce soir'],
  [/\bje (?:sui|sus)\b/g, 'je suis'],
  [/\bje vai\b/g, 'je vais'],
  [/\bje peu\b/g, 'je peux'],
  [/\bje sai\b/g, 'je sais'],
  [/\b(?:chui|chuis|chu|shui|shuis)\b/g, 'je suis'],
  [
    /\bg\b(?= (?:envie|plus|pas|besoin|pense|fait|ete|eu|achete|prepare|ecrit|donne|decide|trop|vraiment|juste|mal|peur|honte|jamais|tellement|rien|la|l'|pris|pri|avale|fini))/g,
    "j'ai",
  ],
  [/\bcest\b/g, "c'est"],
  [/\bd(en|adieu|etre|etais|exister|avoir)\b/g, "d'$1"],
  [/\bn(ai|en|etais|existe|existais|avais|aurai|aurais)\b/g, "n'$1"],
  [/\bl(air|interet|envie|impression|idee|existence)\b/g, "l'$1"],
  [/\bs(arrete|arreter|arretent|endormir)\b/g, "s'$1"],
  [/\bm(endormir|ouvrir|enfuir|empoisonner)\b/g, "m'$1"],
  [/\b(?:pk|pq|pourkoi|pourqoi)\b/g, 'pourquoi'],
  [/\bj'ai pri\b/g, "j'ai pris"],
  [/\btt\b/g, 'tout'],
  [/\btte\b/g, 'toute'],
  [/\btts\b/g, 'tous'],
  [/\btlm\b/g, 'tout le monde'],
  [/\bpr\b/g, 'pour'],
  [/\bds\b/g, 'dans'],
  [/\bbcp\b/g, 'beaucoup'],
  [/\b(?:tjr|tjrs|tjs|toujour)\b/g, 'toujours'],
  [/\b(?:jms|jamai)\b/g, 'jamais'],
  [/\bpa\b/g, 'pas'],
  [/\bplu\b/g, 'plus'],
  [/\b(?:mwa|moua)\b/g, 'moi'],
  [/\bkoi\b/g, 'quoi'],
  [/\bke\b/g, 'que'],
  [/\bki\b/g, 'qui'],
  [/\bqd\b/g, 'quand'],
  [/\b(?:ptet|ptetre)\b/g, 'peut etre'],
  [/\bmm\b/g, 'meme'],
  [/\b(?:envi|anvie|envis)\b/g, 'envie'],
  [/\b(?:persone|presonne)\b/g, 'personne'],

  // --- Misspellings of the key words ------------------------------------------------------
  // "mourrir", "mourire", "mouri" → "mourir"
  [/\bmou?rr?i(?:re?)?\b/g, 'mourir'],
  // "sucider", "suisider", "suiscide", "suicde", "siucidal" → "suicid…"
  // leetspeak and euphemisms: "su1c1de", "sewerslide"
  [/\b(?:su1c1d|su1cid|suic1d|sewerslid)(?=e)/g, 'suicid'],
  [/\bs(?:ui|iu|u)(?:c|s|sc|ss)i?d(?=(?:e|er|es|ez|ee|ees|aire|aires|al|ai|ais|ait)\b)/g, 'suicid'],
];

/** Where a clause ends: sentence marks, commas (not "3,5"), brackets, quotes, spaced dashes. */
const CLAUSE_BREAK =
  /[.!?;:\u2026\n\r()[\]{}"\u00ab\u00bb\u201c\u201d\u201e]+|,(?!\d)|\s[-\u2013\u2014]+\s|[\u2013\u2014]/g;

/**
 * Lower-case, accent-free, apostrophes unified, clause breaks turned into " | ", every other
 * punctuation mark and emoji into a space.
 */
function foldCharacters(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/[\u2019\u2018\u201b\u0060\u00b4\u02bc\u02b9\u2032\uff07]/g, "'")
      .replace(CLAUSE_BREAK, ' | ')
      .replace(/[^a-z0-9'|]+/g, ' ')
      // An apostrophe that is not inside a word is a quote mark: drop it.
      .replace(/(^|[^a-z])'+|'+(?![a-z])/g, '$1 ')
  );
}

/**
 * The same ASCII text, rebuilt from character codes. Strings derived from accented input keep a
 * two-byte representation in V8 even once only ASCII is left, and running every pattern on both
 * one-byte and two-byte strings makes the regular expressions two to four times slower.
 */
function asciiCopy(text: string): string {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i += 1) codes.push(text.charCodeAt(i));
  let out = '';
  for (let i = 0; i < codes.length; i += 4096) out += String.fromCharCode(...codes.slice(i, i + 4096));
  return out;
}

function rewrite(text: string): string {
  let s = ` ${text} `;
  for (const [pattern, replacement] of REWRITES) s = s.replace(pattern, replacement);
  // One " | " between clauses, none at the ends.
  return s
    .replace(/\s*\|[\s|]*/g, ' | ')
    .replace(/\s+/g, ' ')
    .replace(/^[ |]+|[ |]+$/g, '');
}

const TRIPLE = /([a-z])\1{2,}/g;
const HAS_TRIPLE = /([a-z])\1{2}/;

/**
 * The normalised forms of a message, clause breaks kept as " | ": one form, or two when a letter
 * is repeated 3+ times ("killlll myself" needs "kill", "mourirrr" needs "mourir").
 */
export function normalizeClauseVariants(text: string): string[] {
  const folded = asciiCopy(foldCharacters(text));
  const toTwo = rewrite(folded.replace(TRIPLE, '$1$1'));
  if (!HAS_TRIPLE.test(folded)) return [toTwo];
  const toOne = rewrite(folded.replace(TRIPLE, '$1'));
  return toOne === toTwo ? [toTwo] : [toTwo, toOne];
}

/** A clause-marked form as one flat line (what the phrase rules read). */
export const flattenClauses = (text: string): string => text.replace(/ ?\| ?/g, ' ');

/** The normalised forms of a message as flat lines (see normalizeClauseVariants). */
export function normalizeVariants(text: string): string[] {
  return normalizeClauseVariants(text).map(flattenClauses);
}

/** The main normalised form (repeated letters collapsed to two). */
export function normalize(text: string): string {
  return normalizeVariants(text)[0] ?? '';
}
