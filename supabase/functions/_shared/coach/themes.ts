// Theme recognition: weighted FR/EN keyword stems matched on folded text (no accents).

import { fold } from './text.ts';
import type { Theme } from './types.ts';

export const THEMES: readonly Theme[] = [
  'stress',
  'anxiety',
  'sleep',
  'self-confidence',
  'relationships',
  'work',
  'motivation',
  'decisions',
  'goals',
  'sadness',
  'loneliness',
  'anger',
  'gratitude',
];

type Pattern = readonly [RegExp, number];

// Negations that turn "heureux", "happy"… into their opposite. The lookahead comes first so the
// (costly) lookbehind only runs where a positive word starts.
const NOT = String.raw`(?<!\b(?:pas|plus|jamais|not|never|n't|no longer) (?:tres |vraiment |si |trop |du tout |really |very |so |that |too )?)`;
const POSITIVE_START = String.raw`(?=heureu|content|fier|ravi|soulag|happy|glad|proud|relieved|joyful|lucky|blessed)`;

const PATTERNS: Record<Theme, readonly Pattern[]> = {
  stress: [
    [/\bstress\w*|\bsous (?:la |une )?pression\b|\bdebord\w*|\bsubmerg\w*|\bsurmen\w*|\bsurcharg\w*/g, 2],
    [/\bburn[- ]?out\b|\bcharge mentale\b|\ba bout\b|\bepuis\w*|\bcourir partout\b|\bsous l'eau\b/g, 2],
    [/\boverwhelm\w*|\bexhaust\w*|\bunder pressure\b|\bswamped\b|\bburn(?:ed|t)? out\b|\bfrazzled\b/g, 2],
    [/\btoo much (?:on my plate|to do|going on)\b|\bstretched thin\b|\bat my limit\b/g, 2],
    [
      /\bpressions?\b|\bpressure\b|\btendue?s?\b|\btension\w*|\bcrispe\w*|\btense\b|\bno time\b|\bpas le temps\b/g,
      1,
    ],
  ],
  anxiety: [
    [
      /\banxi\w*|\bangoiss\w*|\binquie\w*|\bpani(?:c|qu)\w*|\bapprehen\w*|\bworr\w*|\bnervous\w*|\bnerveu\w*/g,
      3,
    ],
    [/\bpeurs?\b|\bj'ai peur\b|\bfait peur\b|\bscared\b|\bafraid\b|\bfears?\b|\bdread\w*|\bterrifi\w*/g, 2],
    [/\brumin\w*|\btourne(?:nt)? en boucle\b|\boverthink\w*|\bon edge\b|\buneasy\b|\bwhat if\b/g, 2],
    [/\bboule au ventre\b|\bcoeur qui bat\b|\bknot in my stomach\b|\bracing (?:heart|thoughts)\b/g, 2],
  ],
  sleep: [
    [
      /\bdor(?:s|t|mir|mi|ment|mais)\b|\bsommeil\w*|\binsomni\w*|\bendor\w*|\breveill\w*|\bnuit blanche\b/g,
      2,
    ],
    [/\bsleep\w*|\bslept\b|\binsomnia\w*|\bawake\b|\bwak(?:e|ing) up\b|\bbedtime\b|\bfall asleep\b/g, 2],
    [
      /(?<!bonne )\bnuits?\b|(?<!good ?)\bnights?\b|\bau lit\b|\bin bed\b|\bme coucher\b|\bje me couche\b|\bsiestes?\b|\bnaps?\b/g,
      1,
    ],
    [/\bfatigu\w*|\bcreve\w*|\btired\b|\bknackered\b|\bshattered\b/g, 1],
  ],
  'self-confidence': [
    [/\bconfiance en (?:moi|soi)\b|\bmanque de confiance\b|\bestime de (?:moi|soi)\b|\bdoute de moi\b/g, 3],
    [/\bpas a la hauteur\b|\bpas assez bien\b|\bincapable\w*|\bimposteur\w*|\blegitim\w*|\bcomplex\w*/g, 2],
    [
      /\b(?:suis|sens|trouve|etre|reste) (?:tellement |trop |vraiment |si |completement |toujours )?nul(?:le)?s?\b|\bhonte\b|\btimide\w*|\bje me trouve (?:moche|bete)\b|\bje doute\b/g,
      2,
    ],
    [/\bself[- ]?(?:confidence|esteem|doubt|worth)\b|\bnot good enough\b|\bimpost[eo]r\w*|\binsecur\w*/g, 3],
    [/\bconfiden\w*|\bworthless\b|\buseless\b|\ba failure\b|\bloser\b|\bshy\b|\bdoubt myself\b/g, 2],
    [
      /\bdoubt (?:i'?m|that i|i can|i could|i will|i'?ll)\b|\bgood enough\b|\bje doute (?:d'y arriver|de pouvoir|de reussir|d'etre)\b/g,
      2,
    ],
    [/\bashamed\b|\bshame\b|\bconfiance\b/g, 1],
  ],
  relationships: [
    [
      /\b(?:mon|ma|mes) (?:petit |petite |grand |grande |meilleur |meilleure |ex[- ]?)?(?:soeur|frere|mere|pere|parents|copain|copine|mec|meuf|compagnon|compagne|conjointe?|partenaire|mari|femme|fiancee?|amie?s?|potes?|enfants?|fils|fille|belle-mere|beau-pere|famille)\b/g,
      2,
    ],
    [
      /\bmy (?:little |big |older |younger |best |ex[- ]?)?(?:sister|brother|mom|mum|mother|dad|father|parents|boyfriend|girlfriend|partner|husband|wife|fiancee?|friends?|son|daughter|kids|children|family)\b/g,
      2,
    ],
    [
      /\bcouple\b|\bdisput\w*|\bengueul\w*|\bconflit\w*|\brupture\b|\bsepar\w*|\bdivorc\w*|\bm'a quitte\w*/g,
      2,
    ],
    [/\brelationship\w*|\bargu(?:e|ed|ing|ment)\w*|\bfight\w*|\bbreak ?up\b|\bbroke up\b|\bdumped\b/g, 2],
    [
      /\brelation\w*|\bfamille\b|\bfamily\b|\bamiti\w*|\bfriendship\w*|\bmaman\b|\bpapa\b|\bparents\b|\bex\b/g,
      1,
    ],
    [/\b(?:mon|ma|mes|my) (?:coloc\w*|voisine?s?|roommates?|flatmates?|neighbou?rs?)\b/g, 2],
  ],
  work: [
    [
      /\bboulot\b|\btaf\b|\bchef\b|\bcheffe\b|\bpatron\w*|\bmanager\w*|\bcollegu\w*|\bdemission\w*|\blicenci\w*/g,
      2,
    ],
    [/\btravail\w*|\btravaill\w*|\bjobs?\b|\bentreprise\b|\bcarriere\b|\bteletravail\b/g, 2],
    // "Je mange seule à mon bureau": the desk says where, not that work is the matter.
    [/\bbureau\b/g, 1],
    [/\bboss\b|\bcareer\b|\bworkload\b|\bworkplace\b|\bat work\b|\bmy work\b/g, 2],
    [/\bco-?workers?\b|\bcolleagues?\b/g, 1],
    [/\breunion\w*|\bclients?\b|\bdossiers?\b|\bdeadlines?\b|\bpromotion\b|\bsalaire\b|\bposte\b/g, 1],
    [
      /\boffice\b|\bmeetings?\b|\bemployer\b|\bfired\b|\blaid off\b|\bovertime\b|\bwork(?:ing|s)?\b|\bshifts?\b/g,
      1,
    ],
  ],
  motivation: [
    [
      /\bmotiv\w*|\bdemotiv\w*|\bflemme\b|\bprocrastin\w*|\bpas le courage\b|\bm'y mettre\b|\bme bouger\b/g,
      2,
    ],
    [
      /\bremet\w* (?:tout |les choses )?a (?:plus tard|demain)\b|\brepouss\w*|\bpas d'energie\b|\bplus d'energie\b/g,
      2,
    ],
    [/\bprocrastinat\w*|\bunmotivated\b|\blazy\b|\bput(?:ting)? (?:it |things |everything )?off\b/g, 2],
    [/\bcan'?t get (?:started|going|myself to)\b|\bno energy\b|\bcan'?t be bothered\b|\bno drive\b/g, 2],
    [/\bdiscipline\w*|\bpas envie\b|\bhabitudes?\b|\bhabits?\b/g, 1],
    [
      /\bstick (?:to it|with it)\b|\bm'y tenir\b|\bs'y tenir\b|\btenir (?:le coup|sur la duree|dans la duree)\b|\blache\w*|\babandonn\w* (?:au bout|apres)|\bgive up\b|\bgiving up\b|\bquit after\b|\bfall off\b/g,
      2,
    ],
  ],
  decisions: [
    [/\bdecid\w*|\bdecision\w*|\bhesit\w*|\bdilemm\w*|\btrancher\b|\breconversion\b|\bdecide\w*/g, 2],
    [
      /\bchanger de (?:travail|job|boulot|poste|metier|voie|vie|ville|carriere)\b|\b(?:partir|rester) ou (?:partir|rester)\b/g,
      3,
    ],
    [/\bchoices?\b|\bchoos\w*|\bhesitat\w*|\btorn\b|\bpros and cons\b|\bquit my job\b/g, 2],
    [/\bshould i (?:stay|leave|go|quit|take|accept|move)\b|\bwhether (?:to|i should)\b/g, 2],
    [/\bchange (?:jobs|careers?|my job|paths?)\b|\bcareer change\b/g, 3],
    [/\bchoisir\b|\bchoix\b/g, 1],
    [
      /\btorn between\b|\bhesite (?:entre|a)\b|\bor (?:stay|keep|staying|keeping)\b|\bou (?:rester|garder|continuer)\b/g,
      2,
    ],
  ],
  goals: [
    [
      /\b(?:je voudrais|j'aimerais|je veux|je compte|i'?d like to|i want to|i wish i could|i'?m planning to) (?:me (?:remettre|mettre|lancer)|reprendre|commencer|apprendre|arreter|changer|ecrire|courir|get back|start|learn|stop|quit|write|run)\b/g,
      3,
    ],
    // Any stated wish to do something ("je veux finir mon mémoire", "I want to finish my thesis").
    [
      /\b(?:je voudrais|j'aimerais|je veux|je compte|mon objectif (?:est|c'est) de|i'?d like to|i want to|i'?m planning to|my goal is to) (?:finir|terminer|boucler|reussir|obtenir|passer|trouver|economiser|perdre|lancer|ameliorer|progresser|creer|monter|publier|finish|complete|pass|get|save|lose|launch|improve|build|write|create|find|become|devenir|organiser|ranger|organise|organize|tidy)\b/g,
      2,
    ],
    [
      /\bme remettre (?:au|a la)\b|\bget back into\b|\bsport\b|\brunning\b(?! (?:tests?|late|out|around|away|a\b|the\b))|\bcourir\b(?! partout)/g,
      1,
    ],
    [/\bobjectifs?\b|\b(?:mon|un|le|ce|mes|des) buts?\b|\bambition\w*|\bgoals?\b|\baims?\b|\bachiev\w*/g, 2],
    [/\bprojets?\b|\bprojects?\b|\bresolutions?\b|\bme lancer\b|\bprogresser\b|\batteindre\b|\bplans?\b/g, 1],
    [
      /\brealiser\b|\breussir\b|\breves?\b|\bdreams?\b|\btargets?\b|\bprogress\b|\blearn(?:ing)?\b|\bapprendre\b/g,
      1,
    ],
  ],
  sadness: [
    [
      /\btriste\w*|\bdeprim\w*|\bcafard\b|\bpleur\w*|\blarmes?\b|\bmelancol\w*|\bchagrin\w*|\bmalheureu\w*/g,
      3,
    ],
    [
      /\bsad\b|\bsadness\b|\bunhappy\b|\bdepress\w*|\bcry\w*|\bcried\b|\btears?\b|\bgrie\w*|\bheartbroken\b/g,
      3,
    ],
    [/\bpas (?:tres |vraiment |du tout )?(?:heureu\w*|content\w*)|\bnot (?:very |really )?happy\b/g, 2],
    [
      /\bvais pas (?:tres |trop |vraiment )?bien\b|\bca va pas (?:fort|du tout)\b|\bpas (?:la|en) forme\b/g,
      2,
    ],
    [
      /\bpas le moral\b|\bmoral (?:est )?(?:bas|a zero)\b|\benvie de rien\b|\bplus (?:de )?gout\b|\bdeuil\b/g,
      2,
    ],
    [
      /\b(?:est|sont) morte?s?\b|\bdecede\w*|\bdeces\b|\bj'ai perdu (?:mon|ma|mes)\b|\b(?:died|passed away)\b|\bi lost my\b|\bfuneral\b|\bobseques\b/g,
      3,
    ],
    [
      /\bj'ai (?:rate|echoue|loupe|foire)\b|\bi failed\b|\bfailed my\b|\bje n'ai pas ete (?:pris|prise|retenue?)\b|\bdidn'?t get the job\b/g,
      2,
    ],
    [/\b(?:feel|feeling|felt|so|really|pretty|quite|bit) (?:down|low|blue)\b|\bmiserable\b|\bhopeless\b/g, 2],
    [/\bmoral\b|\bvide\b|\bempty\b|\bme manque\b|\bmiss (?:him|her|them)\b|\bdecede\w*|\bpassed away\b/g, 1],
  ],
  loneliness: [
    [/\bsolitude\b|\bisole\w*|\bisolement\b|\bpersonne a qui parler\b|\bpas d'amis\b|\bplus d'amis\b/g, 3],
    [/\b(?:suis|sens|sentir|me sens|reste|vis|tout|toute|trop|si) seule?s?\b|\bseule?s? au monde\b/g, 3],
    [
      /\blonel\w*|\bisolat\w*|\bno one to talk to\b|\bno friends\b|\bleft out\b|\b(?:all|so|feel|feeling) alone\b/g,
      3,
    ],
    [/\bpersonne ne (?:me comprend|m'appelle|m'ecrit|m'ecoute)\b|\bnobody (?:cares|understands|calls)\b/g, 2],
    [/\babandonn\w*|\bexclu\w*|\balone\b|\bby myself\b/g, 1],
    [
      /\b(?:mange|dejeune|dine|mangeais|eat|ate|lunch|have lunch|sit|sat) (?:tout |toute |all )?(?:seule?s?|alone|by myself)\b|\bonly talk about work\b|\bdon'?t (?:really )?know anyone\b|\bne connais (?:presque )?personne\b/g,
      2,
    ],
  ],
  anger: [
    [
      /\bcolere\w*|\benerv\w*|\bagac\w*|\bfurieu\w*|\brage\w*|\bexasper\w*|\ben ai marre\b|\bj'en peux plus de\b/g,
      3,
    ],
    [
      /\bangry\b|\banger\b|\bfurious\b|\bannoy\w*|\bpissed\b|\bfed up\b|\bmad at\b|\bresent\w*|\boutraged?\b/g,
      3,
    ],
    [/\bhumili\w*|\bmanque de respect\b|\bdisrespect\w*|\binjuste\b|\bunfair\b/g, 2],
    [
      /\birrit\w*|\bfrustr\w*|\bmarre\b|\bcrie\w*|\bhurl\w*|\brevolt\w*|\bsupporte plus\b|\byell\w*|\bshout\w*/g,
      1,
    ],
  ],
  gratitude: [
    [/\breconnaissan\w*|\bgratitude\b|\bgrateful\b|\bthankful\b|\bbonne nouvelle\b|\bgood news\b/g, 3],
    [
      /\bj'ai (?:eu|reussi|obtenu|decroche|gagne)\b|\bje l'ai eu\b|\bi (?:passed|got the|got my|made it|did it|won)\b|\bje suis pris(?:e)?\b|\bi got in\b/g,
      2,
    ],
    [
      new RegExp(
        `\\b${POSITIVE_START}${NOT}(?:heureu\\w*|contente?s?\\b|fiere?s?\\b|ravie?s?\\b|soulage\\w*)`,
        'g',
      ),
      2,
    ],
    [new RegExp(`\\b${POSITIVE_START}${NOT}(?:happy|glad|proud|relieved|joyful|lucky|blessed)\\b`, 'g'), 2],
    [
      /\bchanceu\w*|\bde la chance\b|\bjoie\b|\b(?:ca|je) va(?:is)? mieux\b|\bme sens mieux\b|\bfeel(?:ing)? better\b/g,
      2,
    ],
    [/\bbonne journee\b|\bgood day\b|\bgreat day\b|\bsuper journee\b|\bjoy\b/g, 1],
  ],
};

// One combined test per theme: most themes are absent from most messages, and one scan is
// cheaper than five.
const ANY: Record<Theme, RegExp> = Object.fromEntries(
  THEMES.map((theme) => [theme, new RegExp(PATTERNS[theme].map(([re]) => `(?:${re.source})`).join('|'))]),
) as Record<Theme, RegExp>;

/** Each recognised theme with its score (on already-folded text), in THEMES order. */
// "Demain matin avant le travail" says when, not that work is the topic.
const WHEN_WORK =
  /\b(?:avant|apres|en sortant du|en rentrant du|pendant le trajet du|(?:je |on )?(?:rentre|reviens|sors|pars) du|before|after|on the way to|on my way to|(?:i )?(?:get|come|got|came) (?:home|back) from|(?:i )?leave) (?:le |the |mon |my )?(?:travail|boulot|taf|bureau|work|office|job)\b/g;

export function themeScores(text: string): Map<Theme, number> {
  const folded =
    text.includes('avant') ||
    text.includes('apres') ||
    /\b(?:before|after|way to|du (?:travail|boulot|taf|bureau))\b/.test(text)
      ? text.replace(WHEN_WORK, ' ')
      : text;
  const scores = new Map<Theme, number>();
  for (const theme of THEMES) {
    if (!ANY[theme].test(folded)) continue;
    let score = 0;
    for (const [pattern, weight] of PATTERNS[theme]) {
      pattern.lastIndex = 0;
      const found = folded.match(pattern);
      if (found !== null) score += weight * found.length;
    }
    if (score > 0) scores.set(theme, score);
  }
  return scores;
}

/** Themes by decreasing score (ties keep THEMES order). */
export function rankThemes(scores: ReadonlyMap<Theme, number>): Theme[] {
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([theme]) => theme);
}

/** The themes of a message, most salient first. */
export function detectThemes(text: string): Theme[] {
  return rankThemes(themeScores(fold(text)));
}
