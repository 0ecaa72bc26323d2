// Word lists the engine reads the user's messages with: feelings (to name them back), people and
// events (to refer back to them later), topics per theme, and the guards (self-judgement, words
// that must never be echoed, messages that sound like distress).

import { fold } from './text.ts';
import type { Bi, Theme } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Feelings

export type Feeling = {
  id: string;
  /** Matches the folded message. */
  pattern: RegExp;
  /** Matches one folded word the user wrote, which may then be quoted back as is. */
  word?: RegExp;
  /** `def`: with its article ("la fatigue"); `bare`: after "beaucoup de" ("fatigue"). */
  fr: { def: string; bare: string };
  en: { def: string; bare: string };
};

export const FEELINGS: readonly Feeling[] = [
  {
    id: 'exhaustion',
    pattern:
      /\b(?:epuise\w*|videe?s?|lessivee?s?|a bout|a plat|exhausted|drained|worn out|burn(?:ed|t)? ?out)\b/,
    word: /^(?:epuisee?s?|videe?s?|lessivee?s?|exhausted|drained)$/,
    fr: { def: "l'épuisement", bare: 'épuisement' },
    en: { def: 'the exhaustion', bare: 'exhaustion' },
  },
  {
    id: 'overwhelm',
    pattern:
      /\b(?:debordee?s?|submergee?s?|sous l'eau|stressee?s?|sous pression|overwhelmed|stressed|swamped|under pressure)\b/,
    word: /^(?:debordee?s?|submergee?s?|overwhelmed|swamped)$/,
    fr: { def: 'la pression', bare: 'pression' },
    en: { def: 'the pressure', bare: 'pressure' },
  },
  {
    id: 'tiredness',
    pattern: /\b(?:fatigu\w*|crevee?s?|tired|knackered)\b/,
    word: /^(?:fatiguee?s?|crevee?s?|tired|knackered)$/,
    fr: { def: 'la fatigue', bare: 'fatigue' },
    en: { def: 'the tiredness', bare: 'tiredness' },
  },
  {
    id: 'worry',
    pattern: /\b(?:inquiet\w*|inquiete\w*|anxieu\w*|angoiss\w*|worried|worrying|anxious|nervous|on edge)\b/,
    word: /^(?:inquiete?s?|anxieu(?:x|se|ses)|angoissee?s?|worried|anxious|nervous)$/,
    fr: { def: "l'inquiétude", bare: 'inquiétude' },
    en: { def: 'the worry', bare: 'worry' },
  },
  {
    id: 'fear',
    pattern: /\b(?:peur|effrayee?s?|terrifiee?s?|terrorisee?s?|scared|afraid|frightened|terrified)\b/,
    word: /^(?:effrayee?s?|terrifiee?s?|terrorisee?s?|scared|afraid|frightened|terrified)$/,
    fr: { def: 'la peur', bare: 'peur' },
    en: { def: 'the fear', bare: 'fear' },
  },
  {
    id: 'sadness',
    pattern:
      /\b(?:triste\w*|deprimee?s?|malheureu\w*|cafard|pas le moral|sad|unhappy|miserable|(?:feel|feeling|so|really) (?:down|low|blue))\b/,
    word: /^(?:tristes?|deprimee?s?|malheureu(?:x|se|ses)|sad|unhappy|miserable)$/,
    fr: { def: 'la tristesse', bare: 'tristesse' },
    en: { def: 'the sadness', bare: 'sadness' },
  },
  {
    id: 'loneliness',
    pattern: /\b(?:seule?s?|isolee?s?|solitude|lonely|alone|isolated)\b/,
    word: /^(?:isolee?s?|lonely|isolated)$/,
    fr: { def: 'la solitude', bare: 'solitude' },
    en: { def: 'the loneliness', bare: 'loneliness' },
  },
  {
    id: 'anger',
    pattern: /\b(?:en colere|furieu\w*|enervee?s?|hors de moi|angry|furious|livid|mad at)\b/,
    word: /^(?:furieu(?:x|se|ses)|enervee?s?|angry|furious|livid)$/,
    fr: { def: 'la colère', bare: 'colère' },
    en: { def: 'the anger', bare: 'anger' },
  },
  {
    id: 'frustration',
    pattern:
      /\b(?:agacee?s?|frustree?s?|irritee?s?|marre|exasperee?s?|frustrated|annoyed|irritated|fed up)\b/,
    word: /^(?:agacee?s?|frustree?s?|irritee?s?|exasperee?s?|frustrated|annoyed|irritated)$/,
    fr: { def: 'la frustration', bare: 'frustration' },
    en: { def: 'the frustration', bare: 'frustration' },
  },
  {
    id: 'self-doubt',
    pattern:
      /\b(?:pas a la hauteur|(?:suis|sens|trouve) (?:tellement |trop |vraiment |si )?nulle?|incapable|pas assez bien|doute de moi|not good enough|useless|worthless|a failure|doubt myself)\b/,
    fr: { def: 'le doute', bare: 'doute' },
    en: { def: 'the self-doubt', bare: 'self-doubt' },
  },
  {
    id: 'lost',
    pattern: /\b(?:perdue?s?|paumee?s?|dans le flou|confuse?s?|bloquee?s?|coincee?s?|lost|confused|stuck)\b/,
    word: /^(?:perdue?s?|paumee?s?|bloquee?s?|coincee?s?|lost|confused|stuck)$/,
    fr: { def: 'le flou', bare: 'flou' },
    en: { def: 'the confusion', bare: 'confusion' },
  },
  {
    id: 'guilt',
    pattern: /\b(?:culpabil\w*|coupable|guilty|guilt)\b/,
    word: /^(?:coupables?|guilty)$/,
    fr: { def: 'la culpabilité', bare: 'culpabilité' },
    en: { def: 'the guilt', bare: 'guilt' },
  },
  {
    id: 'hurt',
    pattern:
      /\b(?:blessee?s?|decue?s?|decu|deception|trahie?s?|humiliee?s?|j'ai (?:rate|echoue|loupe)|hurt|disappointed|let down|betrayed|humiliated|i failed)\b/,
    word: /^(?:blessee?s?|decue?s?|trahie?s?|humiliee?s?|hurt|disappointed|betrayed|humiliated)$/,
    fr: { def: 'la déception', bare: 'déception' },
    en: { def: 'the hurt', bare: 'hurt' },
  },
  {
    id: 'shame',
    pattern: /\b(?:honte|ashamed|embarrassed)\b/,
    word: /^(?:ashamed|embarrassed)$/,
    fr: { def: 'la honte', bare: 'honte' },
    en: { def: 'the shame', bare: 'shame' },
  },
  {
    id: 'joy',
    pattern:
      /(?<!\b(?:pas|plus|not|never) (?:tres |vraiment |really |very |so )?)\b(?:heureu\w*|contente?s?|ravie?s?|fiere?s?|soulagee?s?|happy|proud|glad|relieved|grateful|thrilled|delighted)\b/,
    word: /^(?:heureu(?:x|se|ses)|ravie?s?|fiere?s?|soulagee?s?|happy|proud|relieved|grateful|thrilled|delighted)$/,
    fr: { def: 'la joie', bare: 'joie' },
    en: { def: 'the joy', bare: 'joy' },
  },
];

// ---------------------------------------------------------------------------------------------
// People and events the user mentions (to refer back to them later in the conversation)

export type Entity = {
  /** Same person or event, whatever the language: "p:sister", "e:exam". */
  key: string;
  /** French noun phrase with `[votre|ta]` register markers; absent if we cannot say it. */
  fr?: string;
  en?: string;
  /** Folded word(s) that show the coach already named it ("soeur", "sister"). */
  stems: readonly string[];
};

type Person = { id: string; fr: string; frPossessive: 'm' | 'f' | 'p'; en: string };

// Folded French noun → how to say it, and its English counterpart.
const FR_PEOPLE: Record<string, Person> = {};
// Folded English noun → the same.
const EN_PEOPLE: Record<string, Person> = {};

function person(id: string, fr: string, frPossessive: 'm' | 'f' | 'p', en: string): Person {
  return { id, fr, frPossessive, en };
}
const PEOPLE: readonly [readonly string[], readonly string[], Person][] = [
  [['soeur'], ['sister'], person('sister', 'sœur', 'f', 'sister')],
  [['frere'], ['brother'], person('brother', 'frère', 'm', 'brother')],
  [['mere'], ['mother'], person('mother', 'mère', 'f', 'mother')],
  [['maman'], ['mom', 'mum'], person('mother', 'maman', 'f', 'mum')],
  [['pere'], ['father'], person('father', 'père', 'm', 'father')],
  [['papa'], ['dad'], person('father', 'papa', 'm', 'dad')],
  [['parents'], ['parents'], person('parents', 'parents', 'p', 'parents')],
  [['copain', 'mec'], ['boyfriend'], person('boyfriend', 'copain', 'm', 'boyfriend')],
  [['copine', 'meuf'], ['girlfriend'], person('girlfriend', 'copine', 'f', 'girlfriend')],
  [['compagnon', 'conjoint', 'partenaire'], ['partner'], person('partner', 'compagnon', 'm', 'partner')],
  [['compagne', 'conjointe'], [], person('partner', 'compagne', 'f', 'partner')],
  [['mari'], ['husband'], person('husband', 'mari', 'm', 'husband')],
  [['femme'], ['wife'], person('wife', 'femme', 'f', 'wife')],
  [['ami', 'pote'], ['friend'], person('friend', 'ami', 'm', 'friend')],
  [['amie'], [], person('friend', 'amie', 'f', 'friend')],
  [['amis', 'potes', 'amies'], ['friends'], person('friends', 'amis', 'p', 'friends')],
  [['chef', 'patron', 'boss'], ['boss'], person('boss', 'chef', 'm', 'boss')],
  [['cheffe', 'patronne'], [], person('boss', 'cheffe', 'f', 'boss')],
  [['manager', 'manageuse', 'responsable'], ['manager'], person('manager', 'manager', 'm', 'manager')],
  [['collegue'], ['colleague', 'coworker', 'co-worker'], person('colleague', 'collègue', 'm', 'colleague')],
  [
    ['collegues'],
    ['colleagues', 'coworkers', 'co-workers'],
    person('colleagues', 'collègues', 'p', 'colleagues'),
  ],
  [['fils'], ['son'], person('son', 'fils', 'm', 'son')],
  [['fille'], ['daughter'], person('daughter', 'fille', 'f', 'daughter')],
  [['enfants', 'enfant'], ['kids', 'children'], person('children', 'enfants', 'p', 'children')],
  [['colocataire', 'coloc'], ['roommate', 'flatmate'], person('roommate', 'colocataire', 'm', 'roommate')],
];
for (const [frWords, enWords, who] of PEOPLE) {
  for (const w of frWords) FR_PEOPLE[w] = who;
  for (const w of enWords) EN_PEOPLE[w] = who;
}

const FR_PERSON =
  /\b(mon|ma|mes) (?:(petit|petite|grand|grande|meilleur|meilleure|ex|ex-) ?)?(soeur|frere|mere|maman|pere|papa|parents|copain|mec|copine|meuf|compagnon|conjoint|partenaire|compagne|conjointe|mari|femme|ami|pote|amie|amis|potes|amies|chef|patron|boss|cheffe|patronne|manager|manageuse|responsable|collegue|collegues|fils|fille|enfants|enfant|colocataire|coloc)\b/g;
const EN_PERSON =
  /\bmy (?:(little|big|older|younger|best|ex|ex-) ?)?(sister|brother|mother|mom|mum|father|dad|parents|boyfriend|girlfriend|partner|husband|wife|friend|friends|boss|manager|colleague|coworker|co-worker|colleagues|coworkers|co-workers|son|daughter|kids|children|roommate|flatmate)\b/g;

const FR_MODIFIERS: Record<string, string> = {
  petit: 'petit',
  petite: 'petite',
  grand: 'grand',
  grande: 'grande',
  meilleur: 'meilleur',
  meilleure: 'meilleure',
};

function frPossessive(kind: 'm' | 'f' | 'p', noun: string): string {
  if (kind === 'p') return '[vos|tes]';
  if (kind === 'm' || /^[aeiouhéè]/.test(noun)) return '[votre|ton]';
  return '[votre|ta]';
}

type Event = { key: string; fr: RegExp; en: RegExp; frText: string; enText: string; stems: string[] };
const EVENTS: readonly Event[] = [
  {
    key: 'e:exams',
    fr: /\b(?:examens|partiels|concours|oraux|revisions)\b/,
    en: /\b(?:exams|finals|tests)\b/,
    frText: '[vos|tes] examens',
    enText: 'your exams',
    stems: ['examen', 'exam'],
  },
  {
    key: 'e:exam',
    fr: /\b(?:examen|partiel|bac|oral)\b/,
    en: /\b(?:exam|test)\b|\bto pass\b|\bpass(?:ing)? (?:it|the exam|the test)\b/,
    frText: '[votre|ton] examen',
    enText: 'your exam',
    stems: ['examen', 'exam'],
  },
  {
    key: 'e:interview',
    fr: /\bentretiens? (?:d'embauche|annuel|de recrutement)|\bentretien\b/,
    en: /\b(?:job )?interview\b/,
    frText: '[votre|ton] entretien',
    enText: 'your interview',
    stems: ['entretien', 'interview'],
  },
  {
    key: 'e:presentation',
    fr: /\bpresentation\b|\bsoutenance\b/,
    en: /\bpresentation\b|\bpitch\b/,
    frText: '[votre|ta] présentation',
    enText: 'your presentation',
    stems: ['presentation'],
  },
  {
    key: 'e:move',
    fr: /\bdemenag\w*/,
    en: /\bmov(?:e|ing) (?:house|out|flat|home|abroad)\b|\brelocat\w*/,
    frText: '[votre|ton] déménagement',
    enText: 'your move',
    stems: ['demenagement', 'move'],
  },
  {
    key: 'e:breakup',
    fr: /\brupture\b|\bm'a quitte\w*|\bs'est separe\w*|\bon s'est quitte\w*/,
    en: /\bbreak ?up\b|\bbroke up\b|\bleft me\b|\bdumped me\b/,
    frText: 'cette rupture',
    enText: 'the breakup',
    stems: ['rupture', 'breakup'],
  },
  {
    key: 'e:wedding',
    fr: /\bmariage\b/,
    en: /\bwedding\b/,
    frText: 'ce mariage',
    enText: 'the wedding',
    stems: ['mariage', 'wedding'],
  },
  {
    key: 'e:deadline',
    fr: /\bdeadline\b|\becheance\b|\bdate limite\b|\bbouclage\b/,
    en: /\bdeadline\b|\bdue date\b/,
    frText: 'cette échéance',
    enText: 'that deadline',
    stems: ['echeance', 'deadline'],
  },
  {
    key: 'e:job-change',
    fr: /\bchanger de (?:travail|job|boulot|poste|metier|carriere)\b|\breconversion\b|\bnouveau (?:poste|job|travail|boulot)\b|\bdemission\w*/,
    en: /\bchang(?:e|ing) (?:jobs|careers?|my job)\b|\bcareer change\b|\bnew job\b|\bquit(?:ting)? my job\b/,
    frText: 'ce changement de poste',
    enText: 'this job change',
    stems: ['changement de poste', 'job change'],
  },
  {
    key: 'e:meeting',
    fr: /\breunion\b/,
    en: /\bmeeting\b/,
    frText: 'cette réunion',
    enText: 'that meeting',
    stems: ['reunion', 'meeting'],
  },
  {
    key: 'e:loss',
    fr: /\bdeces\b|\bdecede\w*|\bdeuil\b|\bobseques\b|\benterrement\b/,
    en: /\bpassed away\b|\bfuneral\b|\bbereave\w*/,
    frText: 'ce deuil',
    enText: 'your loss',
    stems: ['deuil', 'loss'],
  },
];

const ANY_EVENT = new RegExp(EVENTS.flatMap((e) => [e.fr.source, e.en.source]).join('|'));
const ANY_PERSON = /\b(?:mon|ma|mes|my) /;

/** People and events in a folded message, in order of appearance. */
export function findEntities(folded: string): Entity[] {
  const people = ANY_PERSON.test(folded);
  const events = ANY_EVENT.test(folded);
  if (!people && !events) return [];
  const found: { at: number; entity: Entity }[] = [];
  FR_PERSON.lastIndex = 0;
  for (const m of folded.matchAll(FR_PERSON)) {
    const who = FR_PEOPLE[m[3] ?? ''];
    if (who === undefined) continue;
    const modifier = FR_MODIFIERS[m[2] ?? ''];
    const noun = modifier === undefined ? who.fr : `${modifier} ${who.fr}`;
    const kind = m[1] === 'mes' ? 'p' : m[1] === 'ma' ? 'f' : who.frPossessive === 'p' ? 'p' : 'm';
    found.push({
      at: m.index,
      entity: {
        key: `p:${who.id}`,
        fr: `${frPossessive(kind, noun)} ${noun}`,
        en: `your ${who.en}`,
        stems: [fold(who.fr), who.en],
      },
    });
  }
  EN_PERSON.lastIndex = 0;
  for (const m of folded.matchAll(EN_PERSON)) {
    const who = EN_PEOPLE[m[2] ?? ''];
    if (who === undefined) continue;
    const modifier = m[1] === undefined || m[1].startsWith('ex') ? '' : `${m[1]} `;
    found.push({
      at: m.index,
      entity: {
        key: `p:${who.id}`,
        fr: `${frPossessive(who.frPossessive, who.fr)} ${who.fr}`,
        en: `your ${modifier}${m[2] ?? who.en}`,
        stems: [fold(who.fr), m[2] ?? who.en],
      },
    });
  }
  const keys = new Set<string>();
  for (const event of events ? EVENTS : []) {
    const m = event.fr.exec(folded) ?? event.en.exec(folded);
    // "examens" and "examen" are one event: keep the first (plural) match.
    const family = event.key.replace(/s$/, '');
    if (m === null || keys.has(family)) continue;
    keys.add(family);
    found.push({
      at: m.index,
      entity: { key: event.key, fr: event.frText, en: event.enText, stems: event.stems },
    });
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: Entity[] = [];
  for (const { entity } of found) {
    if (seen.has(entity.key)) continue;
    seen.add(entity.key);
    out.push(entity);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Themes as topics ("vous parliez de …")

export const THEME_TOPICS: Record<Theme, Bi<string>> = {
  stress: { fr: 'ce stress', en: 'the stress' },
  anxiety: { fr: '[vos|tes] inquiétudes', en: 'your worries' },
  sleep: { fr: '[vos|tes] nuits', en: 'your sleep' },
  'self-confidence': { fr: '[votre|ta] confiance en [vous|toi]', en: 'your confidence' },
  relationships: { fr: 'cette relation', en: 'this relationship' },
  work: { fr: '[votre|ton] travail', en: 'your work' },
  motivation: { fr: '[votre|ta] motivation', en: 'your motivation' },
  decisions: { fr: 'ce choix à faire', en: 'this decision' },
  goals: { fr: '[votre|ton] objectif', en: 'your goal' },
  sadness: { fr: 'cette tristesse', en: 'this sadness' },
  loneliness: { fr: 'ce sentiment de solitude', en: 'feeling lonely' },
  anger: { fr: 'cette colère', en: 'this anger' },
  gratitude: { fr: 'ces bons moments', en: 'these good moments' },
};

/** Folded words showing a bot turn already talked about the theme's topic. */
export const THEME_STEMS: Record<Theme, RegExp> = {
  stress: /\bstress/,
  anxiety: /\binquietude|\bworr/,
  sleep: /\bnuits?\b|\bsommeil|\bsleep/,
  'self-confidence': /\bconfiance|\bconfidence/,
  relationships: /\brelation/,
  work: /\btravail|\bwork\b/,
  motivation: /\bmotivation/,
  decisions: /\bchoix|\bdecision/,
  goals: /\bobjectif|\bgoal/,
  sadness: /\btristesse|\bsadness/,
  loneliness: /\bsolitude|\blonel/,
  anger: /\bcolere|\banger/,
  gratitude: /\bbons moments|\bgood moments/,
};

// ---------------------------------------------------------------------------------------------
// Guards

/** Harsh self-judgements: never mirrored back as if they were facts. */
export const SELF_JUDGEMENT =
  /\b(?:nul|nulle|nuls|incapable|paresseu\w*|flemmard\w*|faible|lazy|weak|idiote?|bete|ratee?|moche|bon(?:ne)? a rien|stupide|pathetique|minable|naze|loser|je me deteste|pas a la hauteur|stupid|useless|worthless|failure|ugly|pathetic|hate myself|idiot|dumb)\b/;

/** Distress the crisis module should have caught: answer with care, never mirror. */
export const DISTRESS =
  /\b(?:suicid\w*|me tuer|me suicider|envie de mourir|veux mourir|plus envie de vivre|envie d'en finir|veux en finir|en finir avec (?:la|ma) vie|me faire du mal|me scarifier|automutil\w*|disparaitre pour toujours|kill myself|end it all|want to die|wanna die|self[- ]?harm\w*|hurt myself|cut myself|no reason to live|better off dead|end my life)\b/;

/** A death or a loss: condolences first, no exercise. */
export const LOSS =
  /\b(?:(?:est|sont) morte?s?|decede\w*|deces|deuil|j'ai perdu (?:mon|ma|mes) (?:pere|mere|papa|maman|frere|soeur|mari|femme|ami|amie|grand-\w+|chat|chien|bebe|fils|fille|enfant)|died|passed away|funeral|obseques|enterrement|i lost my (?:dad|mom|mum|father|mother|brother|sister|husband|wife|friend|grand\w+|cat|dog|baby|son|daughter|child))\b/;

/** Words the coach must never write (it offers wellbeing support, not care). */
export const FORBIDDEN_OUTPUT =
  /\b(?:therap\w*|traitements?|diagnos\w*|gueri\w*|treatments?|cure[sd]?|medicaments?|medications?|prescri\w*|pathologi\w*|patients?)\b/;

/** Words that are not for quoting back (too generic once alone). */
export const UNQUOTABLE = /^(?:down|low|blue|seule?s?|alone|lost|stuck|hurt)$/;
