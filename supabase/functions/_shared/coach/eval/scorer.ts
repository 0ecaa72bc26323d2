// The scorer of the evaluation set: does a reply address what the person did (the move)? Content
// checks on the reply text (a suggestion request gets a concrete suggestion, good news gets shared
// joy and no strain, thanks get a warm close and no new question…), the language, and — when the
// engine says which move it read — that it read the labelled one. Deliberately simple and
// explicit: a reply passes only when a reader would see the move answered.
import { detectLocale } from '../language.ts';
import { fold, words } from '../text.ts';
import type { CoachTopic, EvalCase, Move } from './cases.ts';

export type Verdict = { ok: boolean; reasons: string[] };

const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

// Verbs and phrasings of a concrete proposal, in FR (tu/vous/infinitive) and EN.
const ACTION =
  /\b(?:essaie|essayez|essayer|respire\w*|inspire\w*|expire\w*|souffle\w*|note\w*|ecri[st]\w*|ecrire|pose[sz]?|prend[s]?|prenez|prendre|choisi[st]\w*|choisir|fixe[sz]?|fixer|lance[sz]?|lancer|met[st]?|mettez|mettre|commence[sz]?|commencer|bloque[sz]?|bloquer|liste[sz]?|lister|appelle[sz]?|appeler|envoie[sz]?|envoyer|ferme[sz]?|fermer|decri[st]\w*|nomme[sz]?|nommer|place[sz]?|range[sz]?|ranger|fai[st]|faites|faire|compte[sz]?|compter|repere[sz]?|reperer|pose|observe[sz]?|observer|marche[sz]?|sortez|sors|eteins|eteignez|coupe[sz]?|couper|trace[sz]?|divise[sz]?|decoupe[sz]?|appliqu\w*|je (?:te|vous) propose|voici|try|apply|do|breathe|inhale|exhale|write|jot|note|take|pick|choose|set|start|block|list|call|text|send|put|close|name|notice|count|spend|plan|walk|step|turn off|switch off|split|break it|here'?s|one thing|place|look at|draw)\b/;
const DURATION =
  /\b\d+\s*(?:minutes?|min|secondes?|seconds?|s|fois|times|h|heures?|hours?)\b|\b(?:cinq|quatre|trois|deux|dix|vingt|five|four|three|two|ten|twenty)\b/;
const JOY =
  /\b(?:bravo|felicitations|genial|formidable|super|quelle (?:bonne )?nouvelle|bonne nouvelle|quel plaisir|quelle joie|ca (?:me |nous )?fait (?:tellement |vraiment |tres )?plaisir|ravie?s?|heureux|heureuse|content(?:e)? pour|magnifique|chouette|beau moment|belle (?:victoire|reussite|nouvelle|etape)|merveilleu\w*|savoure\w*|congratulations|congrats|well done|great news|wonderful|fantastic|amazing|brilliant|so glad|so happy|happy for|lovely|what a (?:joy|moment|win)|savour\w*|celebrat\w*|celebre\w*|fete\w*)\b/;
const STRAIN =
  /\b(?:usant|epuisant|lourd|pesant|difficile|dur(?:e)?|pese\w*|pes\w* le plus|weighs?|weighing|draining|exhausting|heavy|hard|tough|difficult|strain\w*|stress\w*|worr\w*|inquiet\w*|angoiss\w*)\b/;
const WARM_CLOSE =
  /\b(?:avec plaisir|de rien|je t'en prie|je vous en prie|merci a (?:toi|vous)|prends soin|prenez soin|a bientot|a demain|bonne (?:nuit|soiree|journee|continuation)|je suis la|je reste la|you'?re welcome|my pleasure|glad (?:it|this|that|i)|take care|see you|good night|sleep well|enjoy|anytime|i'?m here|whenever you)\b/;
const EMPATHY =
  /\b(?:je comprends|je t'entends|je vous entends|ca a l'air|ca semble|on dirait|c'est (?:vraiment |tellement |tres )?(?:lourd|dur|difficile|frustrant|epuisant|rageant|injuste|usant|beaucoup|decourageant|penible|blessant|humiliant)|(?:il y a de quoi|tu as le droit|vous avez le droit|c'est normal|comprehensible|legitime)|frustra\w*|colere|agace\w*|en avoir marre|ras-le-bol|i hear you|i understand|that sounds|sounds (?:really |so )?(?:hard|exhausting|frustrating|draining|infuriating|tough|awful|like a lot|maddening|unfair)|that'?s (?:a lot|really hard|so frustrating|unfair|infuriating|exhausting|rough|awful|tough)|understandable|no wonder|of course you|makes sense|fed up|angry|anger|exhaust\w*|unfair|injuste)\b/;
const CRITERIA =
  /\b(?:criteres?|criteria|criterion|options?|pour et (?:le )?contre|pros? and cons?|avantages?|inconvenients?|compar\w*|pese[rz]?|peser|weigh\w*|ce qui compte|ce qui (?:vous|t')importe|what matters|matters most|important (?:pour|to|for) (?:toi|vous|you)|valeurs?|values?|d'un cote|de l'autre|on one (?:side|hand)|on the other|choix|choice|decision|decid\w*|trancher|deux (?:chemins|voies|pistes)|both)\b/;
const STEPS = /^\s*[1-4][.)]\s|\b(?:etape|d'abord|ensuite|puis|premierement|first|then|next|step|now,? )\b/m;
const GREET =
  /\b(?:bonjour|bonsoir|salut|coucou|hello|hi|hey|good (?:morning|evening|afternoon)|ravie? de|heureu(?:x|se) de|glad|nice to|good to see|welcome|bienvenue|content(?:e)? de)\b/;
const TOPICS: Record<CoachTopic, RegExp> = {
  ai: /\b(?:ia|intelligence artificielle|ai|artificial intelligence|programme|program|not a (?:human|person)|pas (?:un|une) (?:humain|humaine|personne)|assistant virtuel|virtual)\b/,
  privacy:
    /\b(?:donnees|data|prive\w*|private|privacy|confidenti\w*|chiffr\w*|encrypt\w*|supprim\w*|delete|effac\w*|export\w*|personne d'autre|no one else|nobody else|vendu\w*|sell|sold|rgpd|gdpr)\b/,
  creator:
    /\b(?:equipe|team|emma & louis|emma et louis|emma and louis|cree\w*|conçu\w*|concu\w*|developp\w*|made|built|created|designed)\b/,
  cost: /\b(?:credits?|abonnements?|subscriptions?|gratuit\w*|free|payant|pay|prix|price|euros?|€|messages? (?:par|a day|per)|offre|plan)\b/,
};
const STOP = new Set(
  (
    'avec pour dans plus tout tous toute quand alors comme mais aussi cette elle elles nous vous leur ' +
    'sont etait avoir etre fait faire suis dirais mostly with that this when what have about would there ' +
    'their from they them your just really think feel like dont into over some much more very been were ' +
    'surtout plutot guess used ages'
  ).split(' '),
);

/** Content words of the user's answer (first five letters), to see the reply build on them. */
function keys(text: string): string[] {
  return words(fold(text))
    .map((w) => w.replace(/^[a-z]+'/, ''))
    .filter((w) => (w.length >= 4 && !STOP.has(w)) || /^\d+$/.test(w))
    .map((w) => w.slice(0, 5));
}

function concreteSuggestion(reply: string): boolean {
  const folded = fold(reply);
  if (/^\s*[1-4][.)]\s/m.test(reply)) return true;
  return sentences(folded).some(
    (s) => !s.endsWith('?') && ACTION.test(s) && (DURATION.test(s) || s.length > 40),
  );
}

const MOVE_CHECKS: Record<Move, (reply: string, c: EvalCase) => string[]> = {
  suggest: (reply) => (concreteSuggestion(reply) ? [] : ['no concrete suggestion']),
  goodNews: (reply) => {
    const f = fold(reply);
    return [
      ...(JOY.test(f) ? [] : ['no shared joy']),
      ...(STRAIN.test(f) ? ['reads strain into good news'] : []),
    ];
  },
  thanks: (reply) => {
    const f = fold(reply);
    return [
      ...(WARM_CLOSE.test(f) ? [] : ['no warm close']),
      ...(reply.trim().endsWith('?') ? ['asks a new question after thanks'] : []),
    ];
  },
  aboutCoach: (reply, c) =>
    TOPICS[c.topic ?? 'ai'].test(fold(reply)) ? [] : [`does not answer (${c.topic})`],
  decision: (reply, c) => {
    const f = fold(reply);
    return [
      ...(CRITERIA.test(f) ? [] : ['no options or criteria']),
      ...(/\brelation/.test(f) && !/\b(?:relation|ex|ami|friend|partner|copain|copine)/.test(fold(c.message))
        ? ['reads a dilemma as a relationship problem']
        : []),
    ];
  },
  venting: (reply) => {
    const f = fold(reply);
    return [
      ...(EMPATHY.test(f) ? [] : ['no acknowledgement of the frustration']),
      ...(/\b(?:bonne nouvelle|great news|congratulations|bravo)\b/.test(f)
        ? ['reads joy into venting']
        : []),
    ];
  },
  answer: (reply, c) => {
    const mine = new Set(keys(c.message));
    const theirs = keys(reply);
    const builds = theirs.some((k) => mine.has(k));
    const last = c.history?.[c.history.length - 1]?.text;
    const reasks = last !== undefined && fold(reply).includes(fold(last).slice(0, 40));
    return [
      ...(builds ? [] : ['does not build on the answer']),
      ...(reasks ? ['asks the same question again'] : []),
    ];
  },
  acceptSuggestion: (reply) =>
    STEPS.test(fold(reply)) && concreteSuggestion(reply) ? [] : ['no step-by-step guidance'],
  greeting: (reply, c) => {
    const f = fold(reply);
    const asksHow = /\b(?:ca va|comment (?:tu vas|vas-tu|allez-vous)|how are you|how'?s it going)\b/.test(
      fold(c.message),
    );
    return [
      ...(GREET.test(f) ? [] : ['no greeting back']),
      ...(reply.length > 400 ? ['greeting reply too long'] : []),
      ...(asksHow && !/\b(?:bien|merci|well|good|fine|thanks|thank you|ia|ai|kind of you)\b/.test(f)
        ? ['ignores "how are you"']
        : []),
    ];
  },
};

/**
 * Whether `reply` addresses the case's move. `readMove`: the move the engine says it read (the
 * structural check), when it says one.
 */
export function judge(c: EvalCase, reply: string, readMove?: string): Verdict {
  const reasons = MOVE_CHECKS[c.move](reply, c);
  if (detectLocale(reply, c.locale) !== c.locale) reasons.push('wrong language');
  if (readMove !== undefined && readMove !== c.move) reasons.push(`read as ${readMove}`);
  reasons.push(...grammarEchoes(c.message, reply));
  return { ok: reasons.length === 0, reasons };
}

// Wrong person changes a mirrored sentence can produce.
const BAD_SWAPS =
  /\b(?:you am|i are|you was|me am|give you a|help you to me|i'?m you|your are|you feel me|tell you (?:a|one|me)|donne-(?:vous|toi) une|tu suis|vous suis (?:fatigu|epuis|stress|triste|perdu|debord)|je es|tu ai\b|vous ai\b|tu me sens|vous me sentez|je (?:vous|te) sens (?:fatigu|epuis|stress|triste|perdu)|m'aider (?:vous|toi))\b/;

const PROPER =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December)s?$/;

/**
 * Grammar echoes: a word the user capitalised because it opened their sentence, quoted
 * mid-sentence with its capital ("Si je vous entends bien, Surtout…"), or a wrong person swap.
 */
export function grammarEchoes(message: string, reply: string): string[] {
  const issues: string[] = [];
  const openers = new Set(
    sentences(message)
      .map((s) => /^[\p{Lu}][\p{Ll}'’-]+/u.exec(s)?.[0])
      .filter((w): w is string => w !== undefined),
  );
  const midSentence = new Set(
    [...message.matchAll(/(?<=[\p{Ll},;:] )[\p{Lu}][\p{Ll}'’-]+/gu)].map((m) => m[0]),
  );
  for (const m of reply.matchAll(/(?<=[\p{Ll},;:] )([\p{Lu}][\p{Ll}'’-]+)/gu)) {
    const word = m[1] ?? '';
    // English day and month names keep their capital anywhere.
    if (openers.has(word) && !midSentence.has(word) && !PROPER.test(word))
      issues.push(`echoed capital: ${word}`);
  }
  if (BAD_SWAPS.test(fold(reply))) issues.push(`wrong person swap: ${BAD_SWAPS.exec(fold(reply))?.[0]}`);
  // A formal pronoun glued to the next word ("je peux vousaider"): a template's missing space.
  const glued = /\bvous(?:[a-zà-ÿ]{2,})/i.exec(reply.replace(/\bvous-m[êe]mes?\b/gi, ''));
  if (glued !== null) issues.push(`glued pronoun: ${glued[0]}`);
  return issues;
}
