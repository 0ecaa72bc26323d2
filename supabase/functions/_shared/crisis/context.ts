/**
 * Who is speaking, and is it negated? Small look-back helpers shared by the phrase rules
 * (rules.ts) and the cue model (cues.ts). They read normalised text (see normalize.ts) and only
 * ever look at a handful of words before a match, so they cost next to nothing.
 */

/** Words that negate what follows ("pas envie de mourir", "do not want to die", "never"). */
const NEGATIONS = new Set(['pas', 'plus', 'jamais', 'ne', 'aucune', 'aucun', 'not', 'never', 'no', 'nor']);
/** After a negation, these make it a comparison, not a negation ("jamais eu autant envie"). */
const INTENSIFIERS = new Set(['autant', 'aussi', 'tant', 'tellement', 'more', 'as', 'so']);
/** Where the look-back for a negation stops: the subject, or the start of another clause. */
const CLAUSE_STOPS = new Set([
  'je',
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'i',
  'you',
  'he',
  'she',
  'we',
  'they',
  'mais',
  'but',
  'et',
  'and',
  'car',
  'because',
  'parce',
  'que',
  'that',
  'donc',
  'alors',
  'then',
  'puis',
  '~',
  '|',
]);

/** Someone speaking about themselves (used by the phrase rules). */
const FIRST_PERSON = new Set(['je', 'i', 'me', 'moi', 'my', 'myself', 'mes', 'ma', 'mon', 'am']);

/** Someone else is the subject: pronouns, relatives, people, fiction and media. */
export const THIRD_PERSON = new Set([
  // pronouns and possessives
  'il',
  'elle',
  'ils',
  'elles',
  'he',
  'she',
  'they',
  'his',
  'her',
  'their',
  'them',
  'him',
  'ses',
  'son',
  'sa',
  'leur',
  'leurs',
  'lui',
  'eux',
  // people
  'ami',
  'amie',
  'amis',
  'pote',
  'potes',
  'frere',
  'soeur',
  'mere',
  'pere',
  'maman',
  'papa',
  'fils',
  'fille',
  'cousin',
  'cousine',
  'copain',
  'copine',
  'mec',
  'meuf',
  'collegue',
  'voisin',
  'voisine',
  'tante',
  'oncle',
  'enfant',
  'ado',
  'patient',
  'patiente',
  'eleve',
  'friend',
  'friends',
  'brother',
  'sister',
  'mom',
  'mum',
  'dad',
  'mother',
  'father',
  'daughter',
  'boyfriend',
  'girlfriend',
  'partner',
  'wife',
  'husband',
  'coworker',
  'colleague',
  'kid',
  'kids',
  'roommate',
  'neighbor',
  'neighbour',
  'aunt',
  'uncle',
  'someone',
  'somebody',
  'people',
  'student',
  'grandfather',
  'grandmother',
  'grandma',
  'grandpa',
  'grandad',
  'granny',
  'nan',
  'nana',
  'mamie',
  'papi',
  'papy',
  'bebe',
  'baby',
  'boss',
  'chef',
  'patron',
  'manager',
  'prof',
  'teacher',
  'doctor',
  'medecin',
  'psy',
  'therapist',
  'chat',
  'chien',
  'cat',
  'dog',
  // fiction and media
  'personnage',
  'heros',
  'heroine',
  'acteur',
  'actrice',
  'chanteur',
  'chanteuse',
  'character',
  'film',
  'movie',
  'show',
  'series',
  'serie',
  'book',
  'livre',
  'documentaire',
  'documentary',
  'episode',
  'article',
]);

/**
 * For the cue model: words that show the writer is the subject. French finite verbs in the first
 * person carry the subject themselves ("vais", "veux", "suis"), so "… je vais me tuer" and
 * "vais me tuer" both count.
 */
const SELF_SUBJECT = new Set([
  'je',
  'moi',
  'mon',
  'ma',
  'mes',
  'vais',
  'veux',
  'voudrais',
  'voulais',
  'suis',
  'ai',
  'avais',
  'aurais',
  'compte',
  'comptais',
  'peux',
  'pourrais',
  'dois',
  'devrais',
  'sais',
  'crois',
  'prefere',
  'prefererais',
  'aimerais',
  'souhaite',
  'i',
  'am',
  'my',
  'myself',
]);

/**
 * For the cue model: words that show someone else is the subject. Third-person auxiliaries
 * ("mon chef va me tuer", "ces escaliers vont me tuer"), the addressee ("tu", "you"), "we/on",
 * relative pronouns ("le héros qui…", "the guy who…") and THIRD_PERSON.
 */
const OTHER_SUBJECT = new Set([
  ...THIRD_PERSON,
  'tu',
  'toi',
  'te',
  'ton',
  'ta',
  'tes',
  'vous',
  'on',
  'nous',
  'you',
  'your',
  'yourself',
  'we',
  'us',
  'our',
  'qui',
  'who',
  'va',
  'vont',
  'allait',
  'allaient',
  'ira',
  'iront',
  'irait',
  'veut',
  'veulent',
  'voulait',
  'voudrait',
  'voudraient',
  'peut',
  'peuvent',
  'pourrait',
  'doit',
  'doivent',
  'devrait',
  'wants',
]);

/** After "il", these make it impersonal ("il y a", "il faut", "il est temps"). */
const IMPERSONAL_AFTER_IL = new Set([
  "n'y",
  'y',
  'faut',
  'faudrait',
  'fait',
  'semble',
  'parait',
  'reste',
  'est',
  "n'est",
  'vaut',
  'vaudrait',
]);

/** The (up to `max`) words right before `index`, nearest first. */
export function wordsBefore(text: string, index: number, max: number): string[] {
  const words = text
    .slice(Math.max(0, index - 120), index)
    .trim()
    .split(' ');
  return words.slice(-max).reverse();
}

/** "je n'ai pas envie de mourir", "I would never kill myself": a negation right before the match. */
export function isNegated(text: string, index: number): boolean {
  let intensified = false;
  const words = wordsBefore(text, index, 5);
  for (const [i, word] of words.entries()) {
    if (CLAUSE_STOPS.has(word) || word.startsWith("j'")) return false;
    if (INTENSIFIERS.has(word)) intensified = true;
    const isNegation = NEGATIONS.has(word) || word.startsWith("n'");
    if (!isNegation) continue;
    // "de plus en plus envie", "en plus": not a negation
    const previous = words[i + 1];
    if (word === 'plus' && (previous === 'en' || previous === 'de')) continue;
    return !intensified;
  }
  return false;
}

/** Phrase rules: the nearest person word before the match tells who the subject is. */
export function isAboutSomeoneElse(text: string, index: number): boolean {
  for (const word of wordsBefore(text, index, 6)) {
    if (FIRST_PERSON.has(word) || word.startsWith("j'") || word.startsWith("m'")) return false;
    if (THIRD_PERSON.has(word)) return true;
  }
  return false;
}

export type Subject = 'self' | 'other' | 'none';

/**
 * Cue model: who does what comes at `index` in this clause? The nearest person word decides
 * ("ma mère va me tuer" → other, "ce soir je saute" → self). No person word at all is the
 * implicit first person of chat French and English ("envie de crever", "plus envie de vivre").
 */
export function subjectBefore(clause: string, index: number): Subject {
  let closer = '';
  for (const word of wordsBefore(clause, index, 8)) {
    if (word === '|') break;
    // impersonal "il": "il n'y a plus rien pour moi", "il faut que je…"
    const impersonal = word === 'il' && IMPERSONAL_AFTER_IL.has(closer);
    if (SELF_SUBJECT.has(word) || word.startsWith("j'")) return 'self';
    if (!impersonal && (OTHER_SUBJECT.has(word) || word.startsWith("t'") || word.startsWith("qu'"))) {
      return 'other';
    }
    closer = word;
  }
  return 'none';
}
