/**
 * Concepts the classifier reads besides the words: the cue model's word lists (lexicon.ts) and a
 * few more for the families the issue names (a life or death word, a coming season or event, being
 * alive or there, a relative, asking what to do, counting or tying). Each is one feature when
 * present, and each pair of present concepts is another, so the model can learn combinations
 * ("a ligature" + "a place" + "a duration") from few examples instead of memorising phrases.
 */
import * as lexicon from './lexicon.ts';

const R = String.raw;

/** New lists (normalised text: lower-case ASCII, apostrophes kept). */
const EXTRA: Record<string, readonly string[]> = {
  DEATH: [
    R`mour\w*`,
    R`meur\w*`,
    R`mort\w*`,
    R`suicid\w*`,
    R`tu(?:er|e|es|erai|erais)`,
    R`en finir`,
    R`mettre fin`,
    R`fin a (?:mes|ses|tes|leurs) jours`,
    R`die|dying|dead|death`,
    R`kill\w*`,
    R`end (?:it|my life|his life|her life|their life|things)`,
    R`overdos\w*`,
    R`(?:se|me|te) pendre|hang (?:myself|himself|herself)`,
    R`sauter|jump`,
    R`disparaitre|disappear`,
    R`(?:ne plus|never) (?:me )?(?:reveiller|wake up)`,
  ],
  LIVING: [R`vivre|vie|vivant\w*|exister|existence`, R`live|living|alive|life|exist\w*`],
  TIRED: [
    R`tanne\w*|las|lasse|fatigue\w*|marre|ecoeure\w*|bout`,
    R`tired|sick of|done with|fed up|exhausted`,
  ],
  EVENT: [
    R`noel|nouvel an|reveillon|paques|anniversaire|rentree|vacances|mariage|bac|examens?|diplome`,
    R`ete|hiver|printemps|automne|saison|l'annee prochaine|annee prochaine|dans (?:un|six|deux|trois) (?:an|ans|mois)`,
    R`janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre`,
    R`christmas|new year|easter|birthday|thanksgiving|graduation|wedding|holidays?|summer|winter|spring|autumn|fall|next year|season`,
    R`january|february|march|april|june|july|august|september|october|november|december`,
  ],
  PRESENCE: [
    R`(?:serai|serais|sera) (?:plus |pas |encore )?la`,
    R`(?:voir|verrai|vois) (?:pas )?(?:l'|le |la |les )?\w+`,
    R`sans moi|without me`,
    R`(?:be|being) (?:here|around|there|alive)|(?:see|make it to|live to see)`,
    R`me vois (?:pas|plus)|see myself`,
    R`dernier|derniere|last`,
  ],
  RELATIVE: [
    R`(?:mon|ma|mes|une?|notre|nos) (?:(?:meilleure?|petite?) )?(?:ami|amie|pote|copain|copine|soeur|frere|fils|fille|mere|pere|maman|papa|enfant|ado|collegue|coloc\w*|mari|femme|compagnon|compagne|cousine?|grand mere|grand pere|oncle|tante|ex|voisine?|eleve|conjointe?)`,
    R`(?:my|a|our) (?:best |little |older |big |younger )?(?:friend|sister|brother|son|daughter|mom|mum|mother|dad|father|kid|child|teen\w*|coworker|colleague|roommate|flatmate|boyfriend|girlfriend|husband|wife|partner|cousin|grandma|grandad|grandpa|grandmother|grandfather|uncle|aunt|ex|neighbou?r|student|bff|bestie)`,
  ],
  THIRD: [R`il|elle|se|s'\w+|lui|sa|son|ses`, R`he|she|they|him|her|his|himself|herself|themselves|their`],
  ASK_HELP: [
    R`(?:je )?(?:fais|dois faire|peux faire) quoi|que (?:dois je|faire|puis je)|qu'est ce que je (?:dois|peux) faire|comment (?:l'|les |la |le )?aider|aidez moi|comment reagir|quoi (?:lui )?(?:dire|repondre)`,
    R`what (?:do|should|can) i (?:do|say)|how (?:do|can) i help|help me|what to do|how to help`,
    R`peur pour|inquiet\w*|worried|scared for|afraid for`,
  ],
  COUNTED: [
    R`compte\w*|counted|lined up|mis de cote|stock\w*|stockpil\w*|saving up|garde\w*|rempli\w*|repere\w*|set the date|date`,
  ],
  TIED: [R`attache\w*|accroche\w*|noue\w*|tied|hanging|hung|knot|poutre|poignee|door handle|beam`],
  NUMBER: [
    R`\d+|vingtaine|trentaine|quarantaine|cinquantaine|dozens?|whole (?:bottle|box|pack)|toute la boite|toutes les boites|every pill`,
  ],
  DECIDED: [R`decide\w*|decision|choisi\w*|sure|sur|certain\w*|prepare\w*|pret\w*|ready|planned|plan`],
  NEGATION: [R`pas|plus|jamais|rien|personne|not|never|no|nothing|nobody|n't`],
  QUESTION: [R`combien|quelle dose|comment on|how many|how much|what dose|which|lequel|laquelle`],
  FICTION_EXTRA: [
    R`roman|livre|film|serie|personnage|heroine|heros|nouvelle|piece|chapitre|episode|jeu|polar|histoire`,
    R`novel|book|movie|film|show|character|story|play|chapter|episode|game|thriller|scene`,
  ],
};

function compile(parts: readonly string[]): RegExp {
  return new RegExp(`(?:^|[^a-z0-9'])(?:${parts.join('|')})(?![a-z0-9])`);
}

const LEXICON_LISTS = Object.entries(lexicon).filter((entry): entry is [string, string[]] =>
  Array.isArray(entry[1]),
);

// Sorted by name: a module namespace lists its exports in an order that depends on the loader
// (Node sorts them, Vite keeps the source order), and the pair features must not.
const CONCEPTS: readonly [string, RegExp][] = [
  ...LEXICON_LISTS.map(([name, list]): [string, RegExp] => [name, compile(list)]),
  ...Object.entries(EXTRA).map(([name, list]): [string, RegExp] => [name, compile(list)]),
].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The concepts present in a normalised message, in a fixed order. */
export function conceptsIn(normalised: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of CONCEPTS) if (pattern.test(normalised)) found.push(name);
  return found;
}
