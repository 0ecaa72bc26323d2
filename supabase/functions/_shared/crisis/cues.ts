/**
 * The compositional cue model: the part of the detector meant to generalise to wording nobody
 * anticipated. It runs on normalised text where clause breaks are kept as " | " (see
 * normalize.ts), after the idioms of rules.ts have been blanked.
 *
 * Instead of listing whole sentences, it recognises small cues built from word lists
 * (lexicon.ts) and decides from what they add up to:
 *
 * 1. ACT cues (→ `explicit`): a self-harm or suicide act or method said of oneself.
 *    - strong acts are enough on their own when the writer is the subject and it is not negated:
 *      "m'étrangler", "me laisser mourir", "kill myself", "walk into traffic";
 *    - ambiguous acts need a qualifier: "me couper" + a body part, a blade, a habit ("tous les
 *      soirs") or self-hatred; "sauter" + a height, or intransitive + finality ("ce soir je
 *      saute, c'est fini"); "tout prendre" + medication in the message; "cut" + "deep"/"again"
 *      or a knife at hand; "walk into the sea" + intent and a time or finality marker.
 *    - acts in progress or done, by method: an overdose already taken (a number of pills +
 *      took/avalé), standing at a ledge right now (LEDGES + NOW), a crash on purpose (OBSTACLES +
 *      intent, PURPOSE or despair), a weapon turned on oneself, medication hoarded "to finish
 *      it", a hanging set up (rope/knot + closet/beam), gas, drink with medication, stepping off
 *      a platform as the train comes, a past attempt ("essayé d'en finir avec des médocs").
 * 2. STRONG indirect cues (→ `indirect`): wishes of non-existence ("si je n'étais jamais née",
 *    "m'endormir pour toujours", "m'éteindre", "que tout le monde m'oublie", "stop being alive",
 *    "là où on revient pas"), loss of the will to live ("plus envie de rien, même plus de
 *    vivre", "à quoi ça sert que je sois encore là"), burden and absence ("personne ne
 *    s'apercevra de mon absence", "bientôt je vous embêterai plus"), farewells (relayed love, a
 *    goodbye to the coach, letters for everyone), joining a late spouse, praying to be taken,
 *    research of a method or a ledge, the one way out, nothing left.
 * 3. WEAK cues fall into categories (method at hand, arrangements, belongings, farewell,
 *    hopelessness, ending, departure, exit words, burden, absence, absolution, and the markers
 *    time / finality / decision). One is ordinary; two that make sense together are `indirect`,
 *    named `indirect.combo.<a>+<b>`: "I've updated my will and left instructions for my cat"
 *    (arrangements + belongings), "je veux partir et ne jamais revenir" (departure + finality),
 *    "si demain je suis plus là, c'est pas sa faute" (absence + absolution; those two pair only
 *    with a few partners, see ONLY_WITH).
 *
 * Every cue checks, around each match: the subject (subjectBefore in context.ts: the writer,
 * or nobody named, which in chat is the writer too, never someone else; inside fiction or news a
 * cue needs an explicit "je/I"), a negation right before it when `negatable`, and
 * `unlessAfter` / `unlessBefore` / `unlessInMessage` guards for everyday meanings ("me couper les
 * cheveux", "jump into the pool", "giving my stuff away before I move").
 *
 * All patterns are built from bounded pieces (word lists, `{0,n}` gaps that cannot cross a
 * clause break), so matching stays linear in the length of the message.
 */
import { isNegated, subjectBefore } from './context.ts';
import {
  ADV_EN,
  ADV_FR,
  ATTEMPT_PAST,
  MEANS_ANY,
  REDO,
  RESOLVE,
  BELONGINGS,
  BLADES,
  BODY,
  DECEASED,
  DECISION,
  FICTION,
  FINALITY,
  GUNS,
  HEIGHTS,
  INTENT_FR,
  LEDGES,
  LIGATURES,
  MEDS,
  NOW,
  OBJECT_AFTER_EN,
  OBJECT_AFTER_FR,
  OBSTACLES,
  PURPOSE,
  R,
  RAILS,
  TIME,
  WATERS,
  WISH_FR,
  alt,
  gap,
  rx,
} from './lexicon.ts';
import type { CrisisLevel } from './types.ts';

/** Weak-cue categories. `act` and the strong ones are reported by name, never combined. */
export type CueCategory =
  | 'act'
  | 'nonexistence'
  | 'will_to_live'
  | 'burden'
  | 'farewell'
  | 'research'
  | 'hopeless'
  | 'method'
  | 'arrangements'
  | 'belongings'
  | 'ending'
  | 'departure'
  | 'exit'
  | 'self_hatred'
  | 'absence'
  | 'absolution'
  | 'time'
  | 'finality'
  | 'decision';

/** Means mentioned anywhere in the message (whoever has them): qualifiers for ambiguous acts. */
type Means = 'meds' | 'blade' | 'ligature' | 'gun' | 'height' | 'water';

export type Cue = {
  /** Reported as `<level>.cue.<name>`, e.g. `explicit.cue.act.strangle`. */
  name: string;
  category: CueCategory;
  /** strong: enough alone; qualified: needs one of `qualifiers`; weak: counts towards a combination. */
  strength: 'strong' | 'qualified' | 'weak';
  /** Must have the `g` flag. */
  pattern: RegExp;
  /**
   * Who must be the subject. `writer` (default): the look-back must not find someone else;
   * `self`: the look-back must find the writer (je/I/my…), for acts that read as ordinary when
   * nobody is named ("the cold cut into my skin"); `pinned`: the pattern itself says
   * je/I/myself/moi; `any`: no check ("mieux sans moi").
   */
  subject?: 'writer' | 'self' | 'pinned' | 'any';
  negatable?: boolean;
  /** Tested on the rest of the clause after the match (starts with a space, or is empty). */
  unlessAfter?: RegExp;
  /** Tested on the clause before the match (ends with a space, or is empty). */
  unlessBefore?: RegExp;
  /** Tested on the whole message: an everyday context ("je déménage", "on holiday"). */
  unlessInMessage?: RegExp;
  /** Must all hold (qualified cues): a frame before the match. */
  requiresBefore?: RegExp;
  /** Qualified cues: at least one must hold. */
  qualifiers?: {
    after?: RegExp;
    before?: RegExp;
    means?: readonly Means[];
    categories?: readonly CueCategory[];
    /** Anywhere in the message ("exprès", a loved one who died, "right now"). */
    inMessage?: RegExp;
  };
};

// ---------------------------------------------------------------------------------------------
// Shared fragments
// ---------------------------------------------------------------------------------------------

/** Like `gap`, but may cross one clause break ("plus envie de rien, même plus de vivre"). */
const gapAcross = (n: number): string => `(?: (?:\\||[a-z0-9']+)){0,${n}}?`;

/** "me " or "m'" before a French reflexive verb. */
const ME = R`m(?:e |')`;
const BODY_RX = alt(BODY);
const BELONGINGS_RX = alt(BELONGINGS);
const BLADE_RX = alt(BLADES);

/** A French intent or habit frame right before the act ("je vais ", "envie de ", "recommencé à "). */
const INTENT_BEFORE_FR = rx(
  R`\b(?:${INTENT_FR}|pourrais|peux|vais|recommence a|recommencer a|commence a|commencer a|continue a|remis a|mise a|arrive pas a arreter de|envie de|besoin de|en train de) ${ADV_FR}$|\b(?:envie|besoin|l'intention|decide|decidee|l'idee|essaye|tente) d'$`,
);
/** An English intent or habit frame right before the act ("i am going to ", "urge to "). */
const INTENT_BEFORE_EN = rx(
  R`\b(?:want to|wanna|need to|going to|about to|will|would|might|could|should|ready to|plan to|planning to|decided to|tempted to|urge to|urges to|try to|trying to|tried to|started|start|keep|kept|been|relapsed and|started to|like to|feel like|thinking about|thinking of|think about|thought about|picturing|imagining|dreaming of|dream of) ${ADV_EN}$`,
);

/** Habit, intensity, purpose: what makes "me couper" / "cut myself" self-harm. */
const HARM_AFTER_FR = rx(
  R`^ (?:${ADV_FR})?(?:(?:sur |a |aux |au )?(?:les |le |la |mes |l'|ma |mon )?${BODY_RX}\b|(?:avec|a) (?:une |un |des |mes |ma |mon |la |le |ce |cette )?(?:${BLADE_RX}|cigarettes?|clopes?|briquet|allumettes?|aiguilles?)\b)|^${gap(6)} (?:tous les (?:soirs|jours|matins)|chaque (?:soir|nuit|jour|fois|matin)|toutes les nuits|encore|souvent|expres|volontairement|profond\w*|jusqu'(?:au sang|a saigner|a en saigner|a ce que (?:ca|je|elle|il) saigne)|toute la (?:soiree|nuit|journee)|pour (?:me punir|ressentir|oublier|avoir mal|sentir quelque chose|me calmer|me soulager|ne plus rien)|quand (?:je suis|ca va) (?:mal|pas)|depuis (?:des|quelques|plusieurs|\d+|deux|trois|quatre|six) (?:mois|semaines|ans|annees))\b`,
);
const HARM_AFTER_EN = rx(
  R`^ (?:${ADV_EN})?(?:(?:my |into my )${BODY_RX}\b|(?:with|using) (?:a |my |the |some )?(?:${BLADE_RX}|lighter|cigarettes?|matches|match|needles?)\b)|^${gap(6)} (?:again|on purpose|deliberately|intentionally|every (?:night|day|time|morning|week)|until (?:i|it|they) (?:bleed|bleeds|bruise|hurts?)|deep|deeper|to (?:feel|punish|cope|calm)|because (?:i|it)|when i (?:feel|am) (?:bad|sad|low|empty|numb)|tonight|this time|badly|so (?:i|that i) (?:can )?feel)\b`,
);
/** Everyday objects and accidents after "me couper / me brûler / cut / burn". */
const HARM_EVERYDAY_FR = rx(
  R`^ (?:(?:les |la |le |l'|une |un |des |du |de la |mes |ma |mon |ton |ta )(?!${BODY_RX}\b)|en (?!profondeur)|au (?!${BLADE_RX}\b)|aux |par (?:accident|megarde|inadvertance)|sans (?:faire expres|le vouloir)|accidentellement|avec (?!(?:une |un |des |mes |ma |mon |la |le |ce |cette )?(?:${BLADE_RX}|cigarettes?|clopes?|briquet|allumettes?|aiguilles?)\b)|a (?!nouveau|mort|en mourir|saigner|vif)|pour (?:rien|lui|elle|eux|les autres))`,
);
const HARM_EVERYDAY_EN = rx(
  R`^ (?:at (?:the|work|gym|school|home)|on (?:a|the|some|my (?!${BODY_RX}\b))|while|when i (?:fell|tripped|slipped)|by accident|accidentally|shaving|cooking|chopping|slicing|running|playing|lifting|falling|doing|opening|trying to|in the (?:kitchen|garden|gym)|pulling|off|out|short|some slack|a (?:slice|piece)|with (?:the|a) (?:oven|iron|pan|kettle|stove|curling|straightener|paper|can|tin|bread))\b`,
);

/** An accident told anywhere in the clause ("avec le couteau à pain en faisant les sandwichs"). */
const ACCIDENT = rx(
  R`\b(?:en (?:faisant|cuisinant|epluchant|coupant|preparant|bricolant|ouvrant|jardinant|rasant|tombant)|a pain|de cuisine|par (?:accident|megarde|inadvertance)|sans (?:faire expres|le vouloir)|accidentellement|while (?:cooking|chopping|slicing|shaving|opening|making|cutting)|by accident|accidentally)\b`,
);

/** Acts in the present tense that need "je" right before "me" ("je me coupe", not "ça me tue"). */
const JE_ME = R`\bje ${ME}(?:suis ${ADV_FR})?${ADV_FR}`;

const LEISURE = rx(
  R`\b(?:baignade|baigner|nager|nage|surf|surfer|paddle|kayak|plongee|plonger|vacances|plage avec|swim|swimming|surfing|paddling|diving|snorkel\w*|holiday|beach day|dip)\b`,
);

// ---------------------------------------------------------------------------------------------
// 1. Acts (explicit)
// ---------------------------------------------------------------------------------------------

const ACTS: readonly Cue[] = [
  {
    // "j'ai essayé de m'étrangler", "je vais me laisser mourir", "envie de me pendre", "me noyer
    // ce soir" — not "ma mère va me tuer", "me noyer dans le travail", "m'étrangler avec mon café"
    name: 'act.fr.reflexive_method',
    category: 'act',
    strength: 'strong',
    pattern: rx(
      R`\b${ME}(?:suicider|tuer|pendre|etrangler|defenestrer|immoler|empoisonner|poignarder|electrocuter|asphyxier|flinguer|buter|noyer|scarifier|mutiler|automutiler|taillader|entailler|lacerer|(?:foutre|ficher) en l'?air|supprimer\b(?! (?:de|du|des|mon|ma|mes|le|la|les)\b| d')|(?:enlever|oter|retirer|prendre) la vie|tirer une balle|(?:ouvrir|couper|trancher|taillader) les veines|laisser (?:mourir|crever|deperir|partir pour de bon))\b`,
    ),
    negatable: true,
    unlessAfter: rx(
      R`^ (?:au (?:telephone|cou|travail|boulot|taf|sport)|a (?:son|ton|votre|leur) cou|(?:de |d')(?:rire|colere|travail|boulot)|dans (?:le|mon|les|mes|un|une|la|l'|ce|cette) ?(?:travail|boulot|taf|verre|alcool|series|larmes|dossiers|paperasse|emails|mails|chocolat|taches|devoirs|revisions|projet|sport)|sous (?:le|les) (?:travail|boulot|dossiers|mails)|avec (?:mon|ma|mes|du|de la|un|une|le|la) (?:cafe|the|eau|salive|bouchee|biscuit|pain|repas|boisson|soupe|verre)|en (?:buvant|mangeant|riant|avalant)|a la tache|a (?:le|te|vous|leur|lui) (?:dire|repeter|expliquer)|a petit feu)\b`,
    ),
  },
  {
    // "je me scarifie", "je me suis tailladée", "je me pends ce soir"
    name: 'act.fr.reflexive_method_present',
    category: 'act',
    strength: 'strong',
    subject: 'pinned',
    pattern: rx(
      R`${JE_ME}(?:(?:suicid|pend|etrangl|defenestr|immol|empoisonn|poignard|scarifi|mutil|automutil|taillad|entaill|lacer)\w*|supprim\w*\b(?! (?:de|du|des|mon|ma|mes|le|la|les)\b| d')|(?:enleve|ote|retire) la vie|laisse ${ADV_FR}(?:mourir|crever|deperir))`,
    ),
    unlessAfter: rx(
      R`^ (?:au (?:telephone|cou)|a (?:son|ton|votre|leur) cou|aux levres|(?:de |d')(?:rire|colere)|avec (?:mon|ma|mes|du|de la|un|une|le|la) (?:cafe|the|eau|salive|bouchee|biscuit|pain|repas|boisson|soupe|verre)|en (?:buvant|mangeant|riant|avalant))\b`,
    ),
  },
  {
    // "kill myself", "strangle myself", "starve myself to death", "off myself"
    name: 'act.en.reflexive_method',
    category: 'act',
    strength: 'strong',
    subject: 'pinned',
    negatable: true,
    pattern: rx(
      R`\b(?:kill|killing|killin|hang|hanging|hanged|shoot|shooting|stab|stabbing|drown|drowning|poison|poisoning|suffocate|suffocating|strangle|strangling|strangled|choke|choking|electrocute|electrocuting|gas|gassing|off|offing|unalive|unaliving|smother|smothering|asphyxiate|immolate) myself\b(?! (?:laughing|with laughter|trying|to (?:finish|get|make|keep|meet|please|pass)|over|at (?:work|the gym)|working|for (?:this|that|a|the)|in (?:work|chocolate|books|series|tv)|with (?:work|food|chocolate|coffee|laughter))\b)|\blet myself (?:die|bleed out|starve|waste away|drown)\b`,
    ),
  },
  {
    // "je me coupe tous les soirs", "me brûler avec un briquet", "I cut myself again",
    // "burning my arms" — not "me couper les cheveux", "cut myself shaving"
    name: 'act.self_harm',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b${ME}(?:couper|bruler|griffer|gratter|frapper|cogner|blesser|mordre|faire (?:du )?mal|faire saigner)\b|${JE_ME}(?:coupe|coupee|coupes|brule|brulee|brules|griffe|griffee|gratte|frappe|frappee|cogne|blesse|blessee|mords|fais ${ADV_FR}(?:du )?mal|faite? ${ADV_FR}(?:du )?mal|faite? saigner|fais saigner)\b|\b(?:cut|cutting|cuts|slice|slicing|slash|slashing|carve|carving|burn|burning|burned|burnt|scratch|scratching|scratched|hit|hitting|punch|punching|punched|bruise|bruising|hurt|hurting|harm|harming|harmed|bang|banging) myself\b|\b(?:cut|cutting|slice|slicing|slash|slashing|slit|slitting|carve|carving|burn|burning|burned|burnt|scratch|scratching|scratched) ${ADV_EN}(?:into )?my ${BODY_RX}\b`,
    ),
    unlessAfter: rx(
      `${HARM_EVERYDAY_FR.source}|${HARM_EVERYDAY_EN.source}|^ (?:les cheveux|la frange|les ongles|la barbe|la parole|l'appetit|l'herbe|du monde|des autres|de tout|le doigt|les doigts|la main|les mains|la langue|le pied)\\b|${ACCIDENT.source}`,
    ),
    qualifiers: {
      after: rx(`${HARM_AFTER_FR.source}|${HARM_AFTER_EN.source}`),
      before: rx(`${INTENT_BEFORE_FR.source}|${INTENT_BEFORE_EN.source}`),
      means: ['blade'],
      categories: ['self_hatred'],
    },
  },
  {
    // "I'm going to cut deep this time", "I want to cut again" (no object: the writer's own skin)
    name: 'act.en.cut',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\bcut(?:ting)?\b(?= ?$| \|| (?:deep|deeper|again|tonight|this time|harder|more|until|so deep|myself)\b)`,
    ),
    requiresBefore: INTENT_BEFORE_EN,
    qualifiers: { after: HARM_AFTER_EN, means: ['blade'], categories: ['self_hatred', 'finality'] },
  },
  {
    // "je vais sauter du pont", "me jeter sous le métro", "jump off the bridge", "step in front of
    // a train" — not "sauter dans la piscine", "me jeter sur le canapé"
    name: 'act.jump_from',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:sauter|saute|sauterai|sauterais|${ME}(?:jeter|jette|jetterai|balancer|balance|lancer|laisser tomber|foutre|fous|mettre|mets|coucher|couche|allonger|precipiter|precipite)) ${ADV_FR}(?:(?:du haut (?:du|de la|d'un|d'une|de mon|de ce) |du |d'un |d'une |de la |de mon |de ma |de ce |de cette |par la |par une |depuis (?:le|la|un|une|mon|ce) )(?:${alt(HEIGHTS)}|\d+ ?e(?:me)?(?: etage)?\b(?! arrondissement)|dernier etage)|(?:sous|devant) (?:le|la|un|une|les) ${alt(RAILS)}|dans (?:le|la|les|l') ?${alt(WATERS)})\b|\b(?:jump|jumping|leap|leaping|throw myself|throwing myself|step|stepping|walk|walking|lie down|lying down|fall|falling) ${ADV_EN}(?:off|from|out of|in front of|under) (?:the |a |an |my |this |that |our )?(?:[a-z]+ ){0,2}?${alt(HEIGHTS, RAILS)}\b|\b(?:sauter|me jeter|jump|jumping) dans le vide\b`,
    ),
    unlessAfter: rx(
      R`^ (?:en (?:parachute|marche)|a l'elastique|station|stop|driver|into (?:the )?(?:water|pool)|for fun)\b`,
    ),
  },
  {
    // "ce soir je saute, c'est fini", "I'm going to jump" on a roof — intransitive, with a
    // finality or decision marker or a height in the message
    name: 'act.jump',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:sauter|saute|sauterai|sauterais|jump|jumping|leap)\b(?= ?$| \|| (?:ce soir|cette nuit|maintenant|tonight|now|today|for real|for good|this time|pour de bon|enfin|et (?:c'est|en finir|tout)|and (?:end|it is|that is))\b)`,
    ),
    qualifiers: { means: ['height'], categories: ['finality', 'decision', 'farewell', 'hopeless'] },
  },
  {
    // "je vais tout prendre" (+ cachets in the message), "take them all", "swallow every one"
    name: 'act.take_all',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\btout (?:prendre|avaler|gober|ingurgiter)\b|\b(?:prendre|prends|avaler|avale|gober|gobe|ingurgiter|vider|vide) ${ADV_FR}(?:tout\b(?! (?:le monde|mon temps|le temps|ce qu'il (?:dit|faut)|de suite))|toute? (?:la|une|ma|cette|les|mes) (?:boite|plaquette|flacon|tube|pharmacie|armoire)|tous (?:mes|les|ces)|toutes (?:mes|les|ces)|(?:la|une|ma|cette) (?:boite|plaquette|flacon) (?:entiere|complete|de)|l'armoire a pharmacie)|\b(?:take|taking|swallow|swallowing|down|downing) ${ADV_EN}(?:them all|it all|all of them|everything|all (?:my|the|of my|of the|these|those)|the whole (?:bottle|box|pack|packet|strip|lot)|every (?:single )?(?:one|pill|tablet))\b`,
    ),
    unlessAfter: rx(
      R`^ (?:en (?:charge|compte|main|photo|note)|au (?:serieux|pied)|mal|sur moi|pour moi|perso|de haut|a la legere|a coeur|trop a coeur|avec (?:moi|toi)|comme (?:d'hab|d'habitude|prevu|prescrit)|in$|out|off|with (?:me|you|us|food|water)|personally|seriously|to heart|for granted|back|apart|home|away)\b|^.{0,40}?\b(?:comme (?:prescrit|d'hab|d'habitude|prevu)|prescrits?|ordonnance|(?:le|chaque|tous les) (?:soirs?|matins?|midi|jours)|as prescribed|prescribed|(?:my|the) (?:doctor|gp|pharmacist)|every (?:morning|night|day|evening)|with (?:food|breakfast|dinner|lunch))\b`,
    ),
    qualifiers: { means: ['meds'] },
  },
  {
    // "je vais marcher dans la mer", "I'm going to walk into the sea tonight" (intent + when or
    // how final); "walk into traffic" is strong on its own (next cue)
    name: 'act.into_water',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:marcher|entrer|avancer|aller|partir|nager|disparaitre) ${ADV_FR}(?:dans|vers|sous) (?:la mer|l'ocean|la riviere|le fleuve|le lac|l'eau|la seine|les vagues|le canal)\b|\b(?:walk|walking|swim|swimming|wade|wading|go|going|step|stepping|run|running|drive|driving|head|heading) ${ADV_EN}(?:out )?into (?:the )?(?:sea|ocean|river|lake|waves|water)\b|\bswim out\b(?= (?:too far|until|and not|and never|as far))`,
    ),
    requiresBefore: rx(`${INTENT_BEFORE_FR.source}|${INTENT_BEFORE_EN.source}`),
    unlessInMessage: LEISURE,
    qualifiers: {
      after: rx(
        R`^${gap(3)} (?:jusqu'a|sans (?:revenir|me retourner|m'arreter)|et (?:ne (?:plus|jamais|pas) (?:revenir|remonter|ressortir)|disparaitre|me laisser)|pour (?:ne plus|toujours|de bon|en finir)|and (?:never|not) (?:come|coming) back|until|and keep (?:going|walking)|and let)\b`,
      ),
      categories: ['time', 'finality', 'decision', 'hopeless', 'farewell'],
    },
  },
  {
    // "walk into traffic", "me jeter sous un train" (trains also in act.jump_from)
    name: 'act.traffic',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:walk|walking|step|stepping|run|running|jump|jumping|throw myself|lie down|lying down) ${ADV_EN}(?:out )?into (?:the |oncoming )?traffic\b|\b${ME}(?:jeter|coucher|allonger) (?:sur|sous|devant) (?:les|la|le|un|une) (?:rails|voie|voies|train|camion|voiture)\b`,
    ),
  },
  {
    // "j'ai envie de me laisser mourir", "je suis prête à mourir", "I hope I die tonight"
    name: 'act.let_die',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:prete?s? a|decidee? a|hate de|il est temps que je) ${ADV_FR}(?:mourir|crever|partir pour de bon)\b|\blaisse[zr]? (?:moi|me) ${ADV_FR}(?:mourir|crever)\b|\b(?:ready to|hope i|hoping i|pray i|praying i|wish i would|wish i could just|let me|deserve to|waiting to|going to let myself|want to let myself|just let myself) ${ADV_EN}die\b(?! (?:of|from|laughing|for|trying|happy|old|young|before i (?:get|grow) old|in (?:a|my) (?:dream|game))\b)|\b(?:want to|going to|need to|about to|let myself|ready to) ${ADV_EN}bleed (?:out|to death)\b|\b(?:veux|vais|envie de|laisser|me laisser) ${ADV_FR}(?:me )?vider de mon sang\b`,
    ),
  },
  {
    // "je mange plus depuis des jours exprès", "I stopped eating on purpose"
    name: 'act.starve',
    category: 'act',
    strength: 'qualified',
    negatable: false,
    pattern: rx(
      R`\b(?:mange|mangerai|manger|bois|boire|nourris|nourrir|m'alimente|m'alimenter) ${ADV_FR}(?:plus rien|plus du tout|presque plus|plus|rien)\b(?! (?:de|d'|du|des|que|qu')\b)|\barrete(?:r)? de (?:manger|boire|me nourrir|m'alimenter)\b|\b(?:stopped|stop|stopping|quit|quitting|not|barely|refuse to|refusing to) ${ADV_EN}(?:eating|eat|drinking)\b|\bstarv(?:e|ing) myself\b|\blet myself starve\b`,
    ),
    qualifiers: {
      after: rx(
        R`^${gap(6)} (?:expres|volontairement|pour (?:mourir|disparaitre|en finir|me punir|me laisser mourir|ne plus (?:etre la|exister))|jusqu'a (?:mourir|en mourir|ce que je meure|la mort)|on purpose|deliberately|intentionally|to die|until i (?:die|disappear|pass out)|to death|so (?:i|that i) (?:can )?(?:die|disappear)|to punish myself|to waste away)\b`,
      ),
    },
  },
  {
    // "je vais boire de la javel", "I'm going to drink the bleach"
    name: 'act.poison',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:boire|bois|avaler|avale|ingurgiter|drink|drinking|swallow|swallowing|down) ${ADV_FR}(?:the |some |a bottle of |a glass of |de la |du |de l'|un verre de |la bouteille de )?(?:bleach|antifreeze|poison|rat poison|weed killer|drain cleaner|javel|eau de javel|poison|antigel|destop|mort aux rats|desherbant)\b`,
    ),
  },
  {
    // "i cut so deep last night", "I cut again yesterday" (past disclosure, no intent frame)
    name: 'act.en.i_cut',
    category: 'act',
    strength: 'qualified',
    subject: 'pinned',
    negatable: true,
    pattern: rx(R`\bi ${ADV_EN}cut\b(?= (?:so deep|too deep|deep|deeper|again|myself)\b)`),
    qualifiers: { after: HARM_AFTER_EN, categories: ['self_hatred'] },
  },
  {
    // "la corde est accrochée à la poutre", "tied the rope to the ceiling", "noose around my neck"
    name: 'act.hanging_setup',
    category: 'act',
    strength: 'strong',
    pattern: rx(
      R`\b(?:corde|noeud coulant|ceinture|rope|noose|belt)${gap(4)} (?:au plafond|a la poutre|a une poutre|autour (?:de mon|du) cou|to the (?:ceiling|beam|rafters?|banister)|from the (?:ceiling|beam|rafters?|banister)|around my neck)\b`,
    ),
    negatable: true,
  },
  {
    // "me tirer une balle", "put a gun to my head", "blow my brains out"
    name: 'act.gun',
    category: 'act',
    strength: 'strong',
    pattern: rx(
      R`\b(?:me tirer|me mettre|me foutre|me coller) (?:une balle|un coup de (?:fusil|feu)|le canon)\b|\bballe dans (?:la|ma) tete\b|\bcanon (?:sur|contre|dans) (?:ma|la) (?:tempe|bouche|tete)\b|\b(?:put|putting|stick|sticking) (?:a|the) (?:bullet|gun|barrel) (?:in|to|through|into|against) my (?:head|mouth|temple|brain)\b|\bblow my (?:brains|head) (?:out|off)\b|\b(?:gun|barrel) (?:to|in|against) my (?:head|mouth|temple)\b`,
    ),
    negatable: true,
  },
  {
    // "je me tape la tête contre le mur jusqu'à ce que ça saigne" — not the everyday figure of
    // speech ("je me tape la tête contre les murs avec ce dossier"): needs blood, habit or purpose
    name: 'act.fr.head_banging',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b${ME}(?:suis )?(?:taper|tape|tapee|cogner|cogne|cognee|frapper|frappe|frappee) ${ADV_FR}la tete (?:contre|sur) (?:les?|un|une|la) (?:murs?|sol|porte|table)\b|\b(?:bang|banging|banged|hit|hitting|slam|slamming) my head (?:against|on|into) (?:the |a )?(?:walls?|floor|door|table)\b`,
    ),
    qualifiers: {
      after: rx(
        R`^${gap(6)} (?:jusqu'(?:au sang|a saigner|a en saigner|a ce que (?:ca|je) saigne)|expres|pour (?:me punir|avoir mal|ressentir)|tous les (?:soirs|jours)|chaque (?:soir|fois)|until (?:it|i) (?:bleeds?|bled|pass out)|on purpose|to punish myself)\b`,
      ),
    },
  },
  {
    // "je me suis fait des marques au compas", "des entailles sur les bras" — not "des bleus au
    // foot", "des coupures en cuisinant"
    name: 'act.fr.self_harm_marks',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b${ME}(?:suis ${ADV_FR})?(?:fait|faite|fais|faire) ${ADV_FR}(?:des|une|un|plein de|de nouvelles?|d'autres) (?:marques|entailles|coupures|griffures|brulures|traits|lignes|cicatrices|plaies)\b`,
    ),
    unlessAfter: rx(`${HARM_EVERYDAY_FR.source}|${ACCIDENT.source}`),
    qualifiers: { after: HARM_AFTER_FR, before: INTENT_BEFORE_FR, means: ['blade'] },
  },
  {
    // "I carved his name into my arm", "scratched words into my thigh"
    name: 'act.en.carve_into_skin',
    category: 'act',
    strength: 'strong',
    subject: 'self',
    negatable: true,
    pattern: rx(R`\b(?:carv|cut|scratch|etch|engrav|slic|burn)\w*${gap(4)} into my ${BODY_RX}\b`),
  },
  {
    // "I took like 30 of my sleeping pills an hour ago", "j'ai avalé une vingtaine de cachets":
    // an overdose already taken — not "took 2 advil", "5 pills a day as prescribed", "10 mg"
    name: 'act.overdose_taken',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:took|taken|swallowed|downed|popped|necked|ate)\b${gap(2)} (?:like |about |around |maybe |over |at least |almost |nearly |more than )?(?:[5-9]|[1-9]\d|\d{3}|a dozen|dozens|a handful|handfuls|a bunch|a lot|loads|tons|ten|fifteen|twenty|thirty|forty|fifty|a hundred|too many|way too many|a whole (?:bottle|box|pack|strip|packet)|the whole (?:bottle|box|pack|strip|packet))(?: of(?: (?:my|the|those|these|her|his|[a-z]+'s))?)?${gap(2)} ${alt(MEDS)}\b|\b(?:pris|avale|gobe|ingurgite|prendre|avaler|gober)\b ${ADV_FR}(?:genre |environ |au moins |presque |plus de |pres de )?(?:[5-9]|[1-9]\d|\d{3}|une dizaine|une quinzaine|une vingtaine|une trentaine|une quarantaine|une cinquantaine|une poignee|des dizaines|dix|quinze|vingt|trente|quarante|cinquante|cent|toute (?:la|une) (?:boite|plaquette))(?: de(?: (?:mes|les|ces|ses))?| d')?${gap(2)} ?\b${alt(MEDS)}\b`,
    ),
    unlessAfter: rx(
      R`^${gap(6)} (?:a day|per day|every day|each day|today|this week|over the (?:day|week)|in total|as prescribed|prescribed|with me|on holiday|in my bag|par jour|chaque jour|tous les jours|cette semaine|dans la journee|sur la journee|en tout|comme prescrit|prescrits?|avec moi|dans mon sac|pour (?:le|les|mon|ma) (?:voyage|vacances|dos|mal|migraine|tete|regles|dents|genou|rhume|fievre)|aujourd'hui|depuis|for (?:my|the|a) (?:back|headache|migraine|pain|period|cramps|tooth|toothache|knee|cold|flu|fever))\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:\d+ ?(?:mg|mcg|ml|g)|milligram\w*|vitamin\w*|probioti\w*|homeopath\w*|granules|gummies|chewing gum|mints|bonbons|candy|m&m)\b`,
    ),
  },
  {
    // "I'm standing on the bridge right now", "je suis sur le toit là", "je suis au bord des rails"
    // — not "on the roof fixing the antenna", "sur le pont, la vue est magnifique"
    name: 'act.at_location_now',
    category: 'act',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:i am|i have been|je suis|me voila|me voici|here|ici) ${ADV_EN}${ADV_FR}(?:standing |sitting |waiting |debout |assise? |perchee? )?(?:on|at|near|by|over|sur|au bord (?:de|du|de la|des)|au dessus (?:de|du|des)|pres (?:du|des|de la)|devant|on top of|at the edge of|au bout (?:du|de la)) (?:the |a |le |la |les |l'|un |une |du |des |mon |ce |cette |that |this )?(?:top of the |edge of the )?${alt(LEDGES)}\b|(?:^|\| )(?:standing |sitting |debout |assise? )?(?:on|at|sur|au bord (?:de|du|de la|des)|au dessus (?:de|du|des)) (?:the |le |la |les |l'|un |une |du |des )?(?:top of the |edge of the )?${alt(LEDGES)}\b`,
    ),
    qualifiers: {
      after: rx(R`^${gap(4)} (?:${alt(NOW)}|la)(?= ?$| \|| (?:et|and|je|i|il|it)\b)`),
      before: rx(R`\b(?:${alt(NOW)}|la) ${gap(2)}$`),
      categories: [
        'finality',
        'decision',
        'farewell',
        'hopeless',
        'ending',
        'exit',
        'will_to_live',
        'burden',
      ],
    },
    unlessInMessage: rx(
      R`\b(?:view|vue|photos?|pictures?|pics|selfie|sunset|sunrise|coucher de soleil|lever de soleil|picnic|pique nique|party|fete|soiree|bbq|barbecue|apero|drinks|bar|fixing|repar\w*|travaux|antenn?e|gutters?|gouttieres?|chantier|roofer|couvreur|hike|hiking|rando\w*|balade|promenade|walk(?:ing)? the dog|touris\w*|visit\w*|concert|festival|wifi|signal|reseau|smoking|clope|cigarette|traffic jam|bouchons?|embouteillages?|stuck|bloquee?|train (?:is )?(?:late|delayed)|en retard|fishing|peche|jogging|running|footing|velo|bike|cycling|friends|amis|potes|date|waiting|attend\w*|arriv\w*|en route|on my way|minutes?|min|heading|home|rentre\w*|etoiles|stars|observ\w*)\b`,
    ),
  },
  {
    // "foncer dans un platane… personne saura que c'était exprès", "je compte rouler à fond
    // contre un arbre", "swerving into oncoming traffic on purpose", "gonna drive off the
    // overpass" — an intent frame, "exprès/on purpose" or a despair cue; not an accident told
    name: 'act.vehicle_crash',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:(?:foncer|fonce|foncerai|foncerais|me (?:crasher|planter|encastrer|jeter|precipiter|envoyer)|(?:precipiter|lancer|envoyer|jeter) (?:la|ma) voiture)\b${gap(3)} (?:dans|contre)|\b(?:rouler|roule|roulerai)\b${gap(3)} contre) (?:un |une |le |la |les |l'|des )?${alt(OBSTACLES)}\b|\b(?:drive|driving|drove|driven|crash|crashing|crashed|swerve|swerving|swerved|steer|steering|steered|veer|veering|veered|ram|ramming|rammed|plough|plow|floor it|flooring it|speed|speeding)\b${gap(3)} (?:into|off|in front of) (?:the |a |an |my |some )?${alt(OBSTACLES)}\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:a deer|un cerf|un chevreuil|un sanglier|verglas|black ice|icy|route glissante|skid\w*|derap\w*|other driver|l'autre (?:conducteur|voiture)|insurance|assurance|constat|driving (?:lesson|test|instructor)|lecon de conduite|auto ecole|moniteur|gta|mario kart|video game|jeu video|simulat\w*|film|movie|series?|episode)\b`,
    ),
    qualifiers: {
      before: rx(
        `${INTENT_BEFORE_FR.source}|${INTENT_BEFORE_EN.source}|\\b(?:plan|projet) c'est de${gap(6)} $`,
      ),
      inMessage: rx(R`\b${alt(PURPOSE)}\b`),
      categories: [
        'finality',
        'decision',
        'hopeless',
        'ending',
        'exit',
        'will_to_live',
        'burden',
        'farewell',
      ],
    },
  },
  {
    // "je pense m'en servir sur moi" (+ a gun, a blade, pills in the message), "turn it on
    // myself", "picturing myself pulling the trigger" (+ a gun) — not "pull the trigger on a deal"
    name: 'act.use_weapon_on_self',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:m'en servir|m'en servirai|l'utiliser|les utiliser|le retourner|la retourner|le pointer|la pointer|le braquer|la braquer|le mettre|la mettre) (?:sur|contre) (?:moi|ma tempe|ma tete)\b|\b(?:use|using|turn|turning|point|pointing) (?:it|them|that|this|the gun|the knife|the blade) (?:on|against|at) (?:myself|me|my head)\b|\bpull(?:ing|ed)? the trigger\b(?! on\b)|\b(?:appuyer|appuie|appuierai|presser|presse) sur la (?:gachette|detente)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:hunting|hunt|chasse|chasseur|stand de tir|shooting range|range|club de tir|tir sportif|airsoft|paintball|nerf|video game|jeu video|call of duty|fortnite|gta|film|movie|series?|episode)\b`,
    ),
    qualifiers: { means: ['gun', 'blade', 'meds', 'ligature'] },
  },
  {
    // "I've been saving up my heart tablets to finish it", "je garde mes cachets de côté pour le
    // jour où" — hoarding medication with a purpose or a despair cue
    name: 'act.hoard_meds',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:saving up|saved up|been saving|saving|stockpil\w*|hoard\w*|collecting|stocked up on|stocking up on|hiding|hid|hidden|stocke|stocker|stockee?s?|mis de cote|mets de cote|garde de cote|gardee?s? de cote|accumul\w*|amass\w*|cache|caches|cachee?s?|planque\w*)${gap(4)} ${alt(MEDS)}\b|\b(?:garde|gardee?s?|mets|mis|mise?s?) (?:mes|les|des|ses|ces)${gap(2)} ${alt(MEDS)} de cote\b`,
    ),
    qualifiers: {
      after: rx(
        R`^${gap(6)} (?:to (?:finish (?:it|things|myself off)|end (?:it|things|my life)|die|do it|take them all)|for (?:when|the day|the right (?:moment|time)|the end)|pour (?:en finir|le jour ou|quand le moment|mourir|tout prendre|le faire|partir)|until i have enough)\b`,
      ),
      categories: ['ending', 'finality', 'decision', 'hopeless', 'exit', 'will_to_live', 'burden', 'time'],
    },
  },
  {
    // "j'ai fait le nœud, il est accroché dans le placard", "a rope in my closet and I've been
    // practicing the knot", "la corde est attachée à la poutre" — not a guitar string, a
    // clothesline, climbing or sailing
    name: 'act.hanging_prep',
    category: 'act',
    strength: 'strong',
    subject: 'any',
    negatable: true,
    pattern: rx(
      R`\b(?:corde|cordes|noeud|noeud coulant|rope|noose|knot)${gapAcross(6)} (?:placard|penderie|armoire|plafond|poutres?|crochet|rampe|closet|wardrobe|ceiling|beams?|rafters?|banister|hook|accrochee?s?|suspendue?s?|attachee? (?:a|au)|hanging (?:from|in)|hung (?:from|in|up)|tied to the)\b|\b(?:cache|caches|cachee|planque|planquee|hid|hidden|hiding)${gap(3)} (?:une |la |a |the |my )?(?:corde|noeud coulant|rope|noose)\b|\b(?:practic\w*|rehears\w*|m'entrain\w* a faire|appris a faire|learn\w* (?:to|how to) tie|looked up how to tie|tied|tying) (?:the |a |le |un )?(?:knot|noose|noeud coulant|noeud)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:linge|guitares?|violons?|instrument|sauter|escalade|grimpe\w*|bateau|voile|voilier|marin|scouts?|hamac|balancoire|jouet|laisse|cravate|lacets?|macrame|bijou|bracelet|plantes?|lampe|lustre|clothesline|laundry|guitar|violin|cello|climbing|boat|sailing|sailor|knots? class|hammock|swing|leash|tie|ties|necktie|shoelaces?|jump rope|skipping|corde a sauter|costume|halloween|deco\w*|christmas|noel|lights|guirlandes?|tent|tente|camping|gym|crossfit|tug of war|string|strings|fishing|peche|stomach|ventre|estomac|gorge|throat|toy|toys|jouets?)\b`,
    ),
  },
  {
    // "j'ai essayé d'en finir avec des médocs", "I tried to end it with pills" (a past attempt)
    name: 'act.attempt',
    category: 'act',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:essaye|essayee|essayer|essaie|tente|tentee|tenter) (?:de |d')(?:en finir|mettre fin a mes jours|me tuer|me suicider)\b(?! avec (?!(?:des|mes|les|un|une|la|le|ma|mon|toute|tous|toutes) (?:${alt(MEDS, BLADES, LIGATURES, GUNS)}|la vie|ma vie|boite|plaquette)\b))|\b(?:tried|attempted) to (?:end it|end my life|take my (?:own )?life|overdose|od)\b(?! with (?:him|her|them|my (?:boyfriend|girlfriend|partner|husband|wife|ex))\b)`,
    ),
  },
  {
    // "envie d'ouvrir le gaz et de m'endormir", "turn on the gas and lie down", "the engine running
    // in the closed garage" — not "j'ai oublié d'ouvrir le gaz" (cooking)
    name: 'act.gas',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:ouvrir|ouvre|ouvert|ouvrirai|laisser|laisse) (?:le|les) (?:gaz|robinets? (?:du|de) gaz|feux du gaz)\b|\b(?:turn|turning|turned|leave|leaving|left) on the gas\b|\b(?:engine|car|motor) running in the (?:closed |shut )?garage\b|\b(?:moteur|voiture) (?:qui tourne|allume|en marche) dans (?:le|un) garage (?:ferme|clos)\b|\b(?:barbecue|charcoal|brasero) (?:in|dans) (?:my|the|ma|la|une) (?:room|bedroom|chambre|closed room|piece fermee)\b`,
    ),
    qualifiers: {
      after: rx(
        R`^${gapAcross(5)} (?:et |and |pour |to )?(?:de )?(?:m'endormir|dormir|attendre|ne plus|en finir|mourir|me laisser|m'allonger|lie down|go to sleep|fall asleep|wait|sleep|die|not wake up|close the (?:windows|door))\b`,
      ),
      before: rx(`${INTENT_BEFORE_FR.source}|${INTENT_BEFORE_EN.source}`),
      categories: ['ending', 'exit', 'hopeless', 'finality', 'decision', 'will_to_live', 'burden'],
    },
  },
  {
    // "une demi-bouteille de vodka avec mes antidépresseurs, je veux que ça s'arrête", "washed
    // down my pills with whisky" — mixing drink and medication, with a despair cue or a quantity
    name: 'act.alcohol_with_meds',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:bu|bois|avale|pris|melange|drank|drunk|drink|drinking|downed|mixed|mixing|washed down|took|taken|swallowed)${gap(6)} (?:vodka|whisky|whiskey|alcool|alcohol|rhum|rum|gin|tequila|vin|wine|bieres?|beers?|booze|bouteille|bottle)${gap(5)} (?:avec|with|and|et|on top of|en plus de) (?:mes |my |les |the |des |some |all (?:my )?|tous mes |toutes mes )?${gap(2)}${alt(MEDS)}\b|\b${alt(MEDS)}${gap(3)} (?:avec|with|and|et) (?:de la |du |de l'|a |half a |une demi |la |the |a whole |une )?(?:bouteille (?:de |d')?)?(?:bottle of )?(?:vodka|whisky|whiskey|alcool|alcohol|rhum|rum|gin|tequila|vin|wine|booze)\b`,
    ),
    qualifiers: {
      categories: [
        'ending',
        'exit',
        'hopeless',
        'finality',
        'decision',
        'will_to_live',
        'burden',
        'farewell',
      ],
      inMessage: rx(
        R`\b(?:${alt(PURPOSE)}|toute la|tous mes|toutes mes|all (?:of )?my|the whole|a whole|half a bottle|une demi bouteille|une bouteille entiere|a bottle of|une bouteille d|a bunch|a handful|une poignee|plein de)\b`,
      ),
    },
  },
  {
    // "I'm going to step off the platform when the express comes through", "sauter sur les voies
    // quand le train arrive" — not stepping off a platform onto a train
    name: 'act.step_off_platform',
    category: 'act',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:step|stepping|jump|jumping|fall|falling|throw myself|throwing myself|walk|walking) ${ADV_EN}(?:off|from) the (?:edge of the )?(?:platform|edge)\b|\b(?:sauter|me jeter|me laisser tomber|tomber) ${ADV_FR}(?:du quai|sur les voies|sur la voie)\b`,
    ),
    qualifiers: {
      after: rx(
        R`^${gap(3)} (?:when|as|once|just as|right as|quand|au moment ou|lorsque|des que)(?: [a-z']+){0,3} (?:train|express|metro|tube|tgv|rer|subway|it|he|le train|le metro) (?:comes|passes|arrives|pulls in|approaches|comes through|arrive|passe|entre)\b`,
      ),
      categories: [
        'ending',
        'exit',
        'hopeless',
        'finality',
        'decision',
        'will_to_live',
        'burden',
        'farewell',
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// 1b. Means × resolve (explicit): the broad combinations. Any means of suicide or self-harm named
// in the message (lexicon.ts MEANS_ANY: pills, blades, rope, guns, ledges, trains, water, engine,
// a car driven off, stopping food or insulin…) together with one first-person sign of resolve
// (RESOLVE: not failing this time, waiting for the house to sleep, making it look like an
// accident, working up the nerve, not coming back down, "until it's over", enough to not wake
// up, the note written). Neither half is a crisis alone; both together are a plan. Meant to
// catch wording nobody has written yet, so each half is a category, not a sentence.
// ---------------------------------------------------------------------------------------------

const RESOLVE_RX = rx(R`\b${alt(RESOLVE)}`);
/** Hobbies and chores where means and "resolve" words meet innocently. */
const MEANS_EVERYDAY = rx(
  R`\b(?:escalade|grimpe|climbing|climb|bouldering|recette|recipe|cuisine|cooking|chopping|shav\w*|rase\w*|rasage|epil\w*|barbe|beard|paintball|airsoft|chasse|hunting|stand de tir|shooting range|nerf|fortnite|minecraft|jeu video|video game|garagiste|mechanic|mecano|vidange|oil change)\b`,
);
/** Blades kept for self-harm (no kitchen knives): what "used it again" is said of. */
const SELF_HARM_BLADE = R`(?:lames?|lame de rasoir|rasoirs?|cutters?|scalpels?|bout de verre|tessons?|blades?|razors?|razor blades?|box cutter|broken glass|shards?)`;
/** Re-use, concealment, purpose: what makes a blade or a burn self-harm. */
const RECURRENCE = rx(
  R`\b(?:used (?:it|them|one)|use (?:it|them) (?:again|every)|(?:je )?m'en (?:suis (?:encore )?servie?|sers)|(?:je )?l'ai (?:encore )?utilisee?|(?:keep|keeps|hide|hid|hidden|carry|carrying|garde|cache|cachee?|planque\w*)(?: [a-z']+){0,2} ${SELF_HARM_BLADE}|${SELF_HARM_BLADE} (?:hidden|cachee?s?|planquee?s?)|on purpose|expres|volontairement|deliberately|intentionally)\b`,
);
/** Drowsiness after a whole box, someone else's medication, all at once. */
const OVERDOSE_SIGNS = rx(
  R`\b(?:commence a m'endormir|je m'endors|j'ai (?:la tete qui tourne|sommeil)|starting to (?:feel )?(?:sleepy|drowsy|dizzy|fall asleep)|getting (?:sleepy|drowsy|dizzy)|(?:de|a) (?:ma|mon) (?:mere|pere|grand mere|grand pere|soeur|frere|mamie|papi)|my (?:mom|mum|dad|mother|father|gran|nan|sister|brother)'s|d'un coup|en une fois|at once|all together)\b`,
);

const MEANS_WITH_RESOLVE: readonly Cue[] = [
  {
    // "j'ai la corde dans le coffre… j'attends juste que tout le monde dorme", "My dad's gun is
    // loaded… I just need to work up the nerve", "on the roof of the car park… not taking the
    // stairs back down", "j'arrête mon insuline. Ça aura l'air naturel", "enough now to not wake up"
    name: 'act.means_with_resolve',
    category: 'act',
    strength: 'qualified',
    // the resolve carries the first person; "on the roof…" would otherwise read as French "on"
    subject: 'any',
    pattern: rx(R`\b${alt(MEANS_ANY)}\b`),
    unlessInMessage: MEANS_EVERYDAY,
    qualifiers: { inMessage: RESOLVE_RX },
  },
  {
    // "Sortie de l'hôpital après ma tentative. L'envie de recommencer", "une TS le mois dernier…
    // cette fois je me raterai pas", "after the overdose. I'd do it again"
    name: 'act.attempt_redo',
    category: 'act',
    strength: 'qualified',
    pattern: rx(R`\b${alt(ATTEMPT_PAST)}`),
    qualifiers: { inMessage: rx(R`\b(?:${alt(REDO)}\b|${alt(RESOLVE)})`) },
  },
  {
    // "i keep a blade in my phone case. used it twice today", "Burned my thighs with the curling
    // iron on purpose again" — a self-harm blade or a burn with re-use, concealment or purpose
    name: 'act.self_harm_recurrence',
    category: 'act',
    strength: 'qualified',
    pattern: rx(
      R`\b${SELF_HARM_BLADE}\b|\b(?:burn\w*|brule\w*|cut|cuts|cutting|coupe\w*|entaille\w*) (?:${ME})?(?:my|mes|ma|mon|les|la|le) ${BODY_RX}\b`,
    ),
    unlessInMessage: rx(`${MEANS_EVERYDAY.source}|${ACCIDENT.source}`),
    qualifiers: { inMessage: RECURRENCE },
  },
  {
    // "In the bath with a blade", "rempli la baignoire, le cutter est posé sur le rebord"
    name: 'act.blade_in_water',
    category: 'act',
    strength: 'qualified',
    pattern: rx(R`\b(?:bath|bathtub|tub|bain|baignoire)\b`),
    unlessInMessage: MEANS_EVERYDAY,
    qualifiers: { inMessage: rx(R`\b${SELF_HARM_BLADE}\b`) },
  },
  {
    // "le moteur tourne, la porte du garage est fermée" — not "le moteur tourne mal, je l'emmène au garage"
    name: 'act.engine_closed_garage',
    category: 'act',
    strength: 'qualified',
    pattern: rx(R`\b(?:moteur|engine) (?:qui )?(?:tourne|allume|en marche|running|is running|is on|on)\b`),
    unlessInMessage: rx(
      `${MEANS_EVERYDAY.source}|\\b(?:tourne mal|running rough|au garage|to the garage|panne|breakdown)\\b`,
    ),
    qualifiers: {
      inMessage: rx(
        R`\b(?:(?:porte du garage|garage door|garage) (?:est |is )?(?:fermee?|closed|shut|locked)|(?:closed|shut) garage|garage ferme|tuyau|hose|pot d'echappement|exhaust pipe)\b`,
      ),
    },
  },
  {
    // "g pri tt les somnifères de ma mère, je commence a m'endormir" — all of them, and drowsy,
    // someone else's, or all at once (not "j'ai pris tous mes médicaments ce matin")
    name: 'act.overdose_all',
    category: 'act',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:pris|avale|avalee|took|taken|swallowed|downed) (?:tout|tous|toutes|all|the whole|toute la|toute ma|all of)${gap(4)} ${alt(MEDS)}\b`,
    ),
    qualifiers: { inMessage: rx(`${OVERDOSE_SIGNS.source}|${RESOLVE_RX.source}`) },
  },
];

// ---------------------------------------------------------------------------------------------
// 2. Strong indirect cues
// ---------------------------------------------------------------------------------------------

/** Ordinary reasons to write letters to one's people (cards, thank-you notes, homework…). */
const LETTER_OCCASIONS = rx(
  R`\b(?:noel|christmas|xmas|anniversaires?|birthdays?|mariage|wedding|fete des (?:meres|peres)|mother's day|father's day|valentin\w*|thank you|remerciements?|cadeaux|gifts?|invitations?|faire part|cartes?|cards?|voeux|new year|nouvel an|pen ?pals?|correspondants?|motivation|candidature|cover letter|job|bureau|office|travail|boulot|conge|exercise|exercice|therap\w*|psy|future self|moi du futur|time capsule|capsule|deceased|decedee?|late (?:wife|husband|mother|father|mom|dad)|deuil|grief|camp|colo|erasmus|voyage|trip|holiday|vacances|postcards?|classe|class|school|ecole|teacher|maitresse|projet|project|pere noel|santa|graduation|diplome|whatsapp|groupe|group chat|email|mails?|newsletter|slack|hobby|passe temps|habitude|chaque (?:semaine|mois|annee)|every (?:week|month|year)|tous les|toutes les|explain\w*|expliqu\w*|how i feel|ce que je ressens|divorce)\b`,
);

const STRONG: readonly Cue[] = [
  {
    // "si je n'étais jamais née", "j'aurais préféré ne pas naître", "I wish I'd never been born"
    // — not "je suis pas née d'hier", "I wasn't born in France"
    name: 'wish.never_born',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:jamais|pas) ${ADV_FR}(?:ete |etre |avoir ete )?(?:nee?s?|venue? au monde)\b|\b(?:jamais|pas) naitre\b|\bregrette ${ADV_FR}(?:d'etre|d'avoir ete) (?:nee?|venue? au monde|en vie|vivante?)\b|\bmaudis le jour de ma naissance\b|\b(?:never|not) ${ADV_EN}(?:been |be |have been |was |were |had been )?born\b|\bcurse the day i was born\b|\bwish (?:i|that i) (?:was|were) not (?:alive|here anymore|around anymore)\b|\bwish i did not exist\b`,
    ),
    unlessAfter: rx(
      R`^ (?:d'hier|hier|de la derniere|pour (?:etre|faire|ca|ce)|a |au |aux |en |dans |chez |avec |yesterday|in |at |on |into |to |with |a |an |the |for |that |this |like |as )`,
    ),
  },
  {
    // "je voudrais m'endormir pour toujours", "fermer les yeux et ne plus les rouvrir",
    // "fall asleep and never have to deal with anything again" — not "I could sleep forever"
    name: 'wish.sleep_forever',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:m'endormir|endormir|dormir|fermer les yeux) ${ADV_FR}(?:pour (?:toujours|de bon|l'eternite|ne plus ${ADV_FR}(?:me reveiller|souffrir|ouvrir les yeux|les rouvrir))|a jamais|definitivement|eternellement|et ne (?:plus|jamais|pas) ${ADV_FR}(?:me |les )?(?:reveiller|rouvrir|ouvrir les yeux|souffrir))\b|\b(?:sleep|fall asleep|go to sleep|drift off|close my eyes|rest) ${ADV_EN}(?:forever|for good|for eternity|permanently|and (?:never|not) ${ADV_EN}(?:wake|open them|have to|come back|get up|deal))`,
    ),
    unlessBefore: rx(R`\b(?:could|pourrais|pourrait|tellement) ${ADV_EN}$`),
  },
  {
    // "avant de pouvoir enfin me reposer pour de vrai", "I just want to rest forever" — with a
    // wish or a wait before it; not "je vais me reposer pour de bon ce week-end"
    name: 'wish.rest_for_good',
    category: 'nonexistence',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:me reposer|reposer en paix|trouver (?:enfin )?le repos) ${ADV_FR}(?:pour (?:toujours|de bon|de vrai|l'eternite)|a jamais|definitivement|eternellement)\b|\brest (?:forever|for good|for real|permanently|for eternity|in peace)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:ce week end|cette semaine|pendant|apres|this weekend|this week|after|during|until|on (?:my|the)|in (?:the|my))\b`,
    ),
    qualifiers: {
      before: rx(
        `${INTENT_BEFORE_FR.source}|${INTENT_BEFORE_EN.source}|\\b(?:pouvoir|enfin|hate de|avant de|can finally|finally|cannot wait to|just want to|wish i could)${gap(2)} $`,
      ),
    },
  },
  {
    // "là où on revient pas", "a sleep I don't come back from" — a one-way trip; not "on n'en
    // revient pas indemne", "a place you don't come back from the same"
    name: 'wish.no_return',
    category: 'nonexistence',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:la ou|d'ou|la d'ou) on (?:n'en )?(?:ne )?(?:revient|reviens|rentre) (?:pas|jamais|plus)\b|\b(?:place|trip|journey|sleep|somewhere|dream) (?:that )?(?:you|i|one|people) (?:do not|never|cannot|will not|would not|does not) (?:come back|return|wake up|get back) from\b`,
    ),
    unlessAfter: rx(
      R`^ (?:indemne|pareil|pareille|comme avant|intact|the same|unchanged|sober|without|de (?:la|ce|cette|vacances)|empty handed)\b`,
    ),
  },
  {
    // "I just want to not wake up tomorrow", "j'aimerais ne pas me réveiller" — not "not wake up early"
    name: 'wish.not_wake_up',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:want|wish|like|hope|hoping|prefer|rather|pray|praying) ${ADV_EN}(?:to |that i |i )?(?:just )?(?:not|never|no longer|do not|would not|will not|did not) ${ADV_EN}(?:wake up|wake|exist|be alive|be here anymore)\b|\b(?:${INTENT_FR}|souhaite|espere) ${ADV_FR}(?:ne )?(?:pas|plus|jamais) ${ADV_FR}me reveill?er\b`,
    ),
    unlessAfter: rx(
      R`^ (?:early|at|before|for|on time|in time|so early|la nuit|a \d\w*|tot|avant|pour|en pleine nuit)\b`,
    ),
  },
  {
    // "rejoindre mamie au ciel", "be with my dad in heaven"
    name: 'departure.join_the_dead',
    category: 'departure',
    strength: 'strong',
    pattern: rx(
      R`\b(?:rejoindre|retrouver|rejoins|retrouve|rejoindrai)${gap(3)} (?:la haut|au ciel|au paradis|de l'autre cote|dans l'au dela)\b|\b(?:join|be with|see|be reunited with)${gap(3)} (?:in heaven|up there|on the other side|in the afterlife)\b`,
    ),
    negatable: true,
  },
  {
    // "disparaître à jamais", "quitter ce monde", "disappear for good", "leave this world"
    name: 'wish.disappear_forever',
    category: 'nonexistence',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:disparaitre|m'effacer|m'evaporer|m'eteindre) ${ADV_FR}(?:pour (?:toujours|de bon|l'eternite)|a jamais|definitivement|une bonne fois pour toutes|et ne (?:jamais|plus) ${ADV_FR}(?:revenir|reapparaitre|etre la))\b|\bquitter (?:ce monde|cette terre|la vie|ce bas monde)\b|\b(?:disappear|vanish|fade away|go away|cease to exist|drift away) ${ADV_EN}(?:forever|for good|permanently|for ever|and never (?:come|coming) back|and not come back|from (?:this|the) (?:world|earth|planet)|off the face of the earth)\b|\bleave this (?:world|earth|life)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:de |d'|du |des |loin|a |au |aux |en |dans |vivre|avec|pour (?:le|la|un|une|vivre|travailler)|chez|to |and (?:move|live|start)|from (?:here|this (?:town|city|job|place|company))|abroad|somewhere)`,
    ),
  },
  {
    // "je n'ai plus envie de rien, même plus de vivre", "plus la force de vivre", "no will to
    // live", "lost every reason to keep living" — not "plus la force de me disputer"
    name: 'will.no_will_to_live',
    category: 'will_to_live',
    strength: 'strong',
    pattern: rx(
      R`\b(?:sert a rien|servirait a rien|a quoi bon|pas la peine|no point|no use)\b${gap(4)} (?:de |d'|que je |que j'|to |in |of )?${ADV_FR}(?:continue a vivre|continuer a vivre|vivre|exister|rester en vie|keep living|living|being alive|staying alive|go on living)\b|\b(?:plus|pas|aucune?|perdu|perdue|sans|moins en moins) ${ADV_FR}(?:d'|l'|la |le |de |les )?(?:envie|force|courage|gout|raison|raisons|energie|volonte|motivation|but)\b${gapAcross(6)} (?:de |d'|a )${ADV_FR}(?:vivre|exister|rester en vie|etre en vie|etre vivante?|continuer a vivre|la vie)\b|\b(?:no|zero|lost (?:the|my|all|any)|losing (?:the|my)|not (?:a|any|one)|nothing|without (?:a|any)) ${ADV_EN}(?:single )?(?:reason|reasons|will|desire|purpose)\b${gap(4)} (?:to|for|in|of) ${ADV_EN}(?:live|living|be alive|being alive|stay alive|staying alive|exist|existing|keep living|go on living)\b|\bnothing (?:left )?to live for\b`,
    ),
    unlessAfter: rx(
      `${OBJECT_AFTER_FR}|${OBJECT_AFTER_EN}|^ (?:comme (?:mes|mon|ma|les|eux|lui|elle|tout le monde|un|une)|ici)\\b`,
    ),
  },
  {
    // "marre de me réveiller chaque matin", "fatiguée de vivre", "tired of waking up" — not
    // "marre de me réveiller à 5h pour le boulot", "sick of living with roommates"
    name: 'will.tired_of_living',
    category: 'will_to_live',
    strength: 'strong',
    pattern: rx(
      R`\b(?:marre|ras le bol|fatiguee?s?|epuisee?s?|lasse?s?|usee?s?|en ai assez|n'en peux plus|en peux plus|peux plus) ${ADV_FR}(?:de |d')${ADV_FR}(?:vivre|la vie|exister|etre en vie|etre vivante?|me reveiller|me lever le matin|respirer|etre moi|survivre)\b|\b(?:tired|sick|exhausted|weary|fed up) ${ADV_EN}(?:of|with) ${ADV_EN}(?:being alive|living|life|existing|waking up|breathing|being me|surviving)\b|\bdone ${ADV_EN}(?:with )?(?:living|being alive|existing)\b|\b(?:plus|pas|jamais) ${ADV_FR}(?:continuer a vivre|rester en vie|tenir a la vie)\b`,
    ),
    unlessAfter: rx(
      `${OBJECT_AFTER_FR}|${OBJECT_AFTER_EN}|^ (?:a \\d|tot|si tot|la nuit|en pleine nuit|pour (?:le|la|aller|bosser|travailler)|parisienne|de |d'|professionnelle|active|etudiante|citadine|nocturne|moderne|at |early|so early|for |every (?:day|morning) (?:at|for|to)|paycheck)`,
    ),
  },
  {
    // "Personne ne s'apercevra de mon absence", "nobody would even notice I was gone"
    // — not "… de mon absence à la réunion", "if I leave the party early"
    name: 'burden.nobody_would_notice',
    category: 'burden',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\bpersonne ${ADV_FR}ne ${ADV_FR}(?:se |s'en |s')?${ADV_FR}(?:remarquer\w*|apercev\w*|rendr\w* compte|verr\w*|soucier\w*|souciera\w*)${gap(2)} (?:de |d')?(?:mon absence|ma disparition|ma mort|mon depart|que je (?:ne suis|suis|serai|serais) plus la|que j'ai disparu|si (?:je|j')${ADV_FR}(?:disparais|disparaissais|meurs|mourais|mourrais|n'etais plus|etais plus|partais pour|n'existais plus|existais plus))\b|\b(?:nobody|no one|no body|noone|not a single person|not one person) ${ADV_EN}(?:would|will|is going to|is ever going to|ever|could)? ?${ADV_EN}(?:notices?|noticed|cares?|cared|realise|realize|realises|realizes|knows?|mind|see)\b${gap(2)} (?:(?:if|that|when|once) )?(?:i (?:was|were|am|had) ${ADV_EN}(?:gone|dead|not here|not around|no longer here|disappeared|vanished|died)|i (?:died|disappeared|vanished|killed myself|stopped existing)|my absence)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a |au |aux |en |pendant|lors|ce soir|demain|cette|de la reunion|at |from |for |during|in (?:class|the meeting)|early|tomorrow|tonight|today|this (?:week|weekend))`,
    ),
  },
  {
    // "ils seraient tous mieux sans moi", "they'd all be happier without me", "mes enfants seront
    // mieux sans leur mère" — not "mieux sans moi à la soirée", "fine without me for a week"
    name: 'burden.better_without_me',
    category: 'burden',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:mieux|plus heureu(?:x|se|ses)|soulagee?s?|tranquilles?|plus simple|plus facile|plus leger|better off|better|happier|fine|easier|lighter|relieved)${gap(3)} (?:sans moi|without me)\b|\b(?:mieux|plus heureu(?:x|se|ses)|soulagee?s?|tranquilles?|plus simple|plus facile|better off|happier|easier|relieved)${gap(4)} (?:si|if) (?:je |j'|i )${ADV_FR}${ADV_EN}(?:n'etais plus|etais plus|n'existais (?:plus|pas)|existais (?:plus|pas)|n'etais pas la|disparaissais|mourais|partais|(?:was|were) (?:gone|dead|not here|not around|not in (?:it|their lives|his life|her life|your lives|your life))|died|disappeared|vanished|did not exist)\b|\b(?:mes|my) (?:enfants?|fils|filles?|gosses|petits|kids|children|son|daughters?|babies)\b${gap(4)} (?:mieux|better|happier|plus heureux)${gap(2)} (?:sans|without) (?:leur|their) (?:mere|pere|maman|papa|mom|mum|mother|dad|father)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a |au |aux |dans |pendant|ce soir|cette|ce week|la semaine|demain|en (?:vacances|reunion|cours)|le temps|quelques|pour (?:le|la|ce|cette)|sur (?:le|la|ce|cette)|on |at |in (?:the|this|a|my|class)|for (?:a|the|one|two|this)|while|during|there|tonight|today|this (?:week|weekend|time)|next|until|till|to )`,
    ),
  },
  {
    // "je suis un fardeau", "I'm nothing but a burden" — not "un poids pour mon équipe"
    name: 'burden.am_a_burden',
    category: 'burden',
    strength: 'strong',
    pattern: rx(
      R`\b(?:suis|sens|etre|serai|serais|reste) ${ADV_FR}(?:comme )?(?:un|une|qu'un|qu'une|le|la) ${ADV_FR}(?:fardeau|poids mort|boulet)\b|\bde trop (?:sur (?:cette )?terre|dans ce monde|ici bas|partout|dans (?:cette|leur) vie)\b|\b(?:am|feel like|being|be) ${ADV_EN}(?:a|such a|nothing but a|just a|only a) ${ADV_EN}(?:burden|dead weight|waste of space)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:(?:pour|dans|a|au|to|for|on) (?:mon|ma|l'|la|le|my|the) ?(?:equipe|travail|boulot|bureau|classe|taf|projet|groupe|entreprise|boite|team|boss|coworkers|colleagues|class|group|project|company|job)|when|at|since|depuis|quand)\b`,
    ),
  },
  {
    // "dites-leur que je les aime", "please tell my mom I love her" (a message to relay)
    name: 'farewell.relay_love',
    category: 'farewell',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`(?:^|\| |\b(?:stp|svp|s'il (?:te|vous) plait|please|pls|plz|could you|can you|will you|would you|peux tu|pouvez vous|pourras tu|pourrez vous) )(?:dis|dites) ${ADV_FR}(?:a (?:ma|mon|mes|tout le monde|tous) ?[a-z]*|aux? [a-z]+|leur|lui) (?:que je (?:les |la |le |vous |t'|l')?(?:aime|aimais)|que je (?:suis desolee?|regrette)|adieu)\b|(?:^|\| |\b(?:please|pls|plz|could you|can you|will you|would you) )tell (?:my(?: [a-z]+){1,2}|them|everyone|everybody) (?:that )?i (?:love|loved|am sorry|was sorry)\b`,
    ),
    // "tell my boss I'm sorry I'm late"
    unlessAfter: rx(
      R`^ (?:for (?!everything|all\b)|about|i am late|i will be late|i cannot (?:come|make it)|i am sick|de (?:mon|ma) retard|pour (?:le|mon|ma) retard)`,
    ),
  },
  {
    // "I looked up how high a building needs to be", "combien de cachets il faut pour ne pas se
    // réveiller" — not "how tall the Eiffel tower is", "how much ibuprofen for a headache"
    name: 'research.method',
    category: 'research',
    strength: 'strong',
    pattern: rx(
      R`\bhow (?:high|tall|far|many|much|long|deep|strong)\b${gap(4)} (?:${alt(MEDS, HEIGHTS, LIGATURES)}|floors?|storeys?|stories|fall|drop|jump)\b${gap(4)} (?:needs? to be|would (?:it )?(?:take|kill|be (?:fatal|lethal|enough))|does it take|it takes|is (?:fatal|lethal|enough|too much to survive)|to (?:die|kill|be fatal)|are (?:fatal|lethal|enough)|would be enough|to survive)\b|\bhow (?:high|tall|far|many|much|long|deep)\b${gap(6)} (?:to die|to drown|to kill (?:yourself|myself|someone|a person|you)|to be (?:fatal|lethal)|for it to be (?:fatal|lethal)|until (?:you|i) die|before (?:you|i) die|to overdose|to not wake up|to never wake up)\b|\b(?:combien|quelle? (?:hauteur|dose|quantite)|a partir de combien)\b${gap(4)} (?:${alt(MEDS, HEIGHTS, LIGATURES)}|etages?)\b${gap(5)} (?:faut|faudrait|suffit|suffirait|mortel\w*|letal\w*|pour (?:mourir|ne pas survivre|en finir|que ce soit (?:fatal|mortel)|ne (?:pas|plus) (?:se|me) reveiller))\b|\b(?:combien|comment|quelle? (?:hauteur|dose))\b${gap(6)} (?:pour (?:mourir|en finir|se tuer|me tuer|ne plus se reveiller|ne plus me reveiller|ne pas se rater|ne pas me rater)|sans (?:souffrir|douleur|se rater|me rater)|on meurt|mourir vite|mourir sans)\b`,
    ),
  },
  {
    // "there's nothing left for me here", "plus rien ne me retient" — not "nothing left for me
    // in this town", "rien pour moi dans cette boîte"
    name: 'hopeless.nothing_left',
    category: 'hopeless',
    strength: 'strong',
    pattern: rx(
      R`\bplus rien (?:pour moi|qui me retient|qui me rattache|ne me retient|ne me rattache)\b|\bnothing (?:left )?(?:for me|holding me|keeping me)\b(?= ?$| \|| (?:here|anymore|in this world|on this earth|back|alive)\b)`,
    ),
    unlessAfter: rx(
      R`^ (?:ici (?:a|au|dans)|dans (?:cette|ce|la|le) (?!monde)|a (?!part la mort)|au |en |in (?:this|that|the) (?!world)|at |to (?:do|eat|say|buy)|but )`,
    ),
  },
  {
    // "this is goodbye", "c'est un adieu", said to the coach — not "goodbye to my old flat"
    name: 'farewell.final_goodbye',
    category: 'farewell',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`(?:^|\| )(?:so )?(?:this is goodbye|c'est un adieu|adieu (?:emma|louis)|goodbye forever|je vous dis adieu|je te dis adieu)\b(?= ?$| \|| (?:emma|louis|everyone|tout le monde|a tous|my friend|then|alors|pour de bon|for real)\b)`,
    ),
    unlessInMessage: rx(
      R`\b(?:collegues?|coworkers?|colleagues?|team|equipe|job|boulot|office|bureau|flat|appart|apartment|house|maison|school|ecole|demenag\w*|move|moving|voyage|trip|holiday|vacances)\b`,
    ),
  },
  {
    // "je pense que c'est ma dernière nuit", "my last night on earth" — not "ma dernière nuit à
    // l'hôtel", nor when moving or travelling
    name: 'farewell.last_night',
    category: 'farewell',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:ma|my) (?:derniere|last|final) (?:nuit|night)\b(?= ?$| \|| (?:sur terre|en vie|ici bas|on (?:this )?earth|alive|ever)\b)|\b(?:mon|my) (?:dernier|last|final) (?:jour|day|soir|evening) (?:sur terre|en vie|de ma vie|on (?:this )?earth|alive|of my life)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:hotel|demenag\w*|vacances|voyage|appart|camping|colo|hopital|maternite|stage|move|moving|flat|apartment|trip|holiday|vacation|camp|hostel|hospital|dorm|home town)\b`,
    ),
  },
  {
    // "Merci pour tout Emma. Je voulais te dire au revoir." — a goodbye to the coach or to
    // everyone, with a second farewell or despair cue; not "au revoir, je pars en vacances", not
    // someone leaving the app because they are doing better
    name: 'farewell.goodbye_to_you',
    category: 'farewell',
    strength: 'qualified',
    subject: 'any',
    pattern: rx(
      R`\b(?:te|vous|t') ?(?:dire|dis|dit) ${ADV_FR}(?:au revoir|adieu)\b|\bdire (?:au revoir|adieu) (?:a (?:emma|louis|tous|tout le monde|vous|toi))\b|\b(?:say|saying|said) (?:goodbye|bye|farewell) (?:to you|to everyone|to everybody|to all of you|emma|louis)\b|\b(?:wanted|want|needed|need|had|came|just) to say (?:goodbye|bye|farewell)\b|\bthis is (?:my )?goodbye\b|\b(?:goodbye|au revoir) (?:emma|louis)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:vacances|a demain|a bientot|a plus|a tout a l'heure|a lundi|a la semaine prochaine|la prochaine fois|bonne nuit|bonne soiree|bonne journee|on se reparle|see you|talk (?:to you )?(?:soon|later|tomorrow)|next (?:week|time)|good night|have a (?:good|nice)|demenag\w*|move|moving|voyage|trip|holiday|vacation|app|appli|application|abonnement|subscription|desinstall\w*|uninstall\w*|therapeute|therapist|psy|nouveau coach|new coach|derniere seance|last session|programme|program|stage|internship|erasmus|semestre|semester)\b|\b(?:ca va|je vais|je me sens|doing|feeling|feel|i am)${gap(2)} (?:mieux|better)\b`,
    ),
    qualifiers: {
      categories: [
        'farewell',
        'finality',
        'hopeless',
        'burden',
        'exit',
        'ending',
        'arrangements',
        'belongings',
        'absence',
        'absolution',
      ],
    },
  },
  {
    // "c'est la dernière fois que je t'écris Emma", "this is the last time you'll hear from me"
    // — not "… avant les vacances", "… about this"
    name: 'farewell.last_time_writing',
    category: 'farewell',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\bc'est la derniere fois que (?:je (?:vous |te |t')?|tu (?:m'|me )|vous (?:m'|me ))(?:ecris|ecrit|parle|entends|lis|entendez|lisez|entendras|liras)\b|\b(?:this is|this will be|it is) the last time (?:i (?:write|talk|speak|message|text) (?:to )?you|you (?:will )?hear from me|you will (?:ever )?hear from me)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:avant|before|aujourd'hui|today|cette semaine|this week|ce soir|tonight|pour aujourd'hui|for today|a ce sujet|about (?:this|that|it)|de ca|sur ce sujet|pendant|during|until|jusqu)`,
    ),
    unlessInMessage: rx(R`\b(?:vacances|holiday|vacation|trip|voyage|promis|promise|lol|mdr)\b`),
  },
  {
    // "I wrote letters for everyone", "des lettres pour mes parents", "un mot pour chacun de mes
    // enfants" — one letter for each of one's people; not birthday or Christmas cards, a cover
    // letter, a letter to one's future self, homework from a therapist
    name: 'farewell.letters_for_everyone',
    category: 'farewell',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:lettres|petits mots|mots) (?:pour|a|aux) (?:mes (?:parents|enfants|proches|soeurs|freres|filles|fils|gosses|petits)|ma famille)\b|\b(?:letters|notes) (?:for|to) my (?:family|parents|kids|children|loved ones|sisters|brothers)\b|\b(?:lettres|petits mots|mots|messages|notes) (?:pour|a|aux) (?:chacun|chacune|tout le monde|tous ceux|toutes celles|ceux que j'aime|tous mes proches)\b|\b(?:un|une) (?:mot|lettre|message) (?:pour|a) (?:chacun|chacune|chaque)\b|\b(?:letters|notes|goodbye messages) (?:for|to) (?:everyone|everybody|each of|all of my|the people i love|those i love|everyone i love|all the people i love)\b|\b(?:a|one) (?:letter|note) (?:for|to) (?:each|every one|everyone) of (?:my|them|you)\b`,
    ),
    unlessInMessage: LETTER_OCCASIONS,
  },
  {
    // "J'attends juste de le rejoindre" (after "mon Henri est parti"), "I just want to be with
    // her again" (after "since my wife died") — not "je vais le rejoindre à Lyon"
    name: 'departure.join_deceased',
    category: 'departure',
    strength: 'qualified',
    negatable: true,
    pattern: rx(
      R`\b(?:le|la|les) (?:rejoindre|retrouver|rejoins|retrouve|rejoindrai|retrouverai)\b|\b(?:rejoindre|retrouver|rejoindrai|retrouverai) (?:mon|ma|mes) [a-z]+\b|\b(?:join|be with|be reunited with|be together with) (?:him|her|them|my (?:late )?[a-z]+)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a |au |aux |en |chez |dans |pour |sur |ce soir|demain|apres|des que|plus souvent|davantage|at |in |for |tonight|tomorrow|after|on |this |next |more|every|when (?:he|she|they) (?:get|gets|come|comes))`,
    ),
    qualifiers: { inMessage: rx(R`\b${alt(DECEASED)}`) },
  },
  {
    // "I pray every night that the Lord takes me too", "je prie pour que Dieu me rappelle à lui"
    name: 'wish.taken_by_god',
    category: 'nonexistence',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:the lord|lord|god|jesus|heaven)\b${gap(2)} (?:to )?(?:takes? me|(?:calls?|brings?) me home)\b|\b(?:dieu|le seigneur|le bon dieu|jesus|le ciel)\b${gap(2)} (?:(?:me |de me )(?:rappelle|rappeler|prenne|prendre|emporte|emporter)|(?:vienne|venir|viennent) (?:me )?(?:chercher|prendre))\b`,
    ),
    // "God takes me through hard times", "this meeting, lord take me now lol"
    unlessAfter: rx(
      R`^ (?:to|through|out|back|places|where|on|into|by|under|in (?:his|her)|a travers|par la main)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:lol|mdr|ptdr|haha\w*|lmao|xd|meeting|reunion|exam|examen|lecture|cours|class|traffic|bouchons)\b`,
    ),
    qualifiers: {
      before: rx(
        R`\b(?:pray|praying|prayed|prie|priais|ask|asking|asked|beg|begging|demande|supplie|espere|hope|wish|que|pour que|that)\b${gap(4)} $`,
      ),
      after: rx(
        R`^ (?:too|as well|home|away|now|with (?:him|her|them)|aussi|a lui|a elle|aupres de (?:lui|elle|toi)|avec (?:lui|elle))\b`,
      ),
      categories: ['hopeless', 'exit', 'will_to_live', 'burden'],
      inMessage: rx(R`\b${alt(DECEASED)}`),
    },
  },
  {
    // "I can't see any way out of this except one", "aucune issue sauf une"
    name: 'hopeless.except_one_way',
    category: 'hopeless',
    strength: 'strong',
    pattern: rx(
      R`\b(?:way out|way to (?:end|stop) (?:this|it|the pain)|solution|option|exit|escape|issue|sortie|porte de sortie)\b${gap(4)} (?:except|but|other than|besides|apart from|sauf|a part|autre que) (?:one|the one|that one|death|dying|ending it|une|celle la|la mort|mourir)\b`,
    ),
  },
  {
    // "il n'y a qu'une seule issue", "there's only one way out" — with despair around it, since
    // "la seule solution : en parler à ton manager" is ordinary
    name: 'hopeless.only_one_way',
    category: 'hopeless',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:(?:qu'une|une) seule|la seule|plus qu'une|qu'une|ma seule) (?:issue|solution|sortie|option|porte de sortie)\b|\b(?:only|just) (?:one|1) (?:way out|option|solution|exit|escape|way (?:this|it) ends)\b|\bonly way out\b`,
    ),
    unlessAfter: rx(
      R`^ (?:c'est de|est de|serait de|is to|would be to|de |d'|pour (?:le|la|les|ce|cette|mon|ma)|to (?:the|this|my)|for (?:the|this|my))`,
    ),
    qualifiers: {
      after: rx(
        R`^ (?:pour moi|qui me reste|possible|left|left for me|i can see|que je vois|now|maintenant)\b`,
      ),
      categories: ['hopeless', 'exit', 'ending', 'burden', 'finality', 'decision', 'farewell'],
    },
  },
  {
    // "plus personne n'aura à me supporter bientôt", "personne aura plus à s'occuper de moi",
    // "you won't have to worry about me much longer" — not "quand je serai à la fac…"
    name: 'burden.no_one_will_have_to',
    category: 'burden',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:plus )?personne (?:n')?aura (?:plus|plus jamais|jamais plus)? ?a (?:s'occuper de moi|me supporter|se soucier de moi|s'inquieter pour moi|me gerer|me ramasser|me porter|m'aider|me subir)\b|\b(?:vous|tu) n'(?:aurez|auras) plus (?:jamais )?a (?:vous occuper de moi|t'occuper de moi|me supporter|vous inquieter pour moi|t'inquieter pour moi|me gerer|me subir)\b|\b(?:you|they|no one|nobody|everyone|anyone) (?:will not|would not|will never|will no longer|is going to|will) (?:have to|need to|has to) (?:deal with|worry about|put up with|take care of|look after|bother with|carry) me (?:anymore|any more|much longer|soon|any longer|ever again|again)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:quand je (?:serai|vivrai|partirai|demenagerai|aurai)|when i (?:move|go|start|get)|fac|universite|college|appart|apartment|independan\w*|autonome|permis|licence|driving|majeure?|coloc|roommate|job|travail|salaire|paycheck)\b`,
    ),
  },
  {
    // "bientôt je vous embêterai plus", "soon I won't bother anyone anymore" — "bientôt / soon",
    // or despair around it; not "je vous embêterai plus avec ça, promis"
    name: 'burden.wont_bother_anymore',
    category: 'burden',
    strength: 'qualified',
    subject: 'any',
    pattern: rx(
      R`\b(?:vous|te|t'|les|leur|lui) ?(?:embeterai|embeterais|generai|generais|derangerai|ennuierai|saoulerai|soulerai|emmerderai|pourrirai la vie|casserai les pieds|ferai plus chier)\b ?(?:plus|jamais plus|plus jamais|pas longtemps)\b|\b(?:i will not|i am not going to|i will never|i will no longer|i will stop) (?:bother|bothering|annoy|annoying|trouble|troubling|burden|burdening|bug|bugging|pester|pestering) (?:you|anyone|anybody|them|everyone|you all) (?:anymore|any more|much longer|again|ever again|for long)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:avec|a propos|au sujet|sur|with|about|tonight|today|aujourd'hui|ce soir|de la (?:soiree|journee)|this (?:week|evening))\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:promis|promise|questions?|sujet|topic|subject|lol|mdr|demenag\w*|move|moving|vacances|holiday|vacation|voyage|trip)\b`,
    ),
    qualifiers: {
      before: rx(R`\b(?:bientot|soon|plus longtemps|apres ce soir|after tonight)\b${gap(3)} $`),
      after: rx(
        R`^${gap(3)} (?:bientot|soon|much longer|plus longtemps|after tonight|apres ce soir|ever again|jamais)\b`,
      ),
      categories: ['burden', 'hopeless', 'farewell', 'exit', 'finality', 'ending', 'absence'],
    },
  },
  {
    // "je rêve de ne plus jamais ouvrir les yeux", "I wish I'd never open my eyes again"
    name: 'wish.never_open_eyes',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:${INTENT_FR}|reve de|espere|souhaite) ${ADV_FR}(?:ne )?(?:plus|jamais|pas) ${ADV_FR}(?:jamais )?(?:ouvrir|rouvrir) les yeux\b|\b(?:want|wish|hope|pray|like|rather) ${ADV_EN}(?:to |i could |i would |i did |i do |that i )?(?:never|not) ${ADV_EN}(?:open my eyes|wake up) (?:again|ever again)\b`,
    ),
    unlessAfter: rx(R`^ (?:sur|devant|a |au |en |on |at |to )`),
  },
  {
    // "si je pouvais m'éteindre doucement", "I want to just slip away quietly"
    name: 'wish.fade_out',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:${INTENT_FR}|pouvais|pourrais|reve de|souhaite|laisser|me laisser) ${ADV_FR}(?:m'eteindre|s'eteindre|m'en aller doucement|partir doucement|glisser vers la fin)\b|\b(?:want to|wish i could|would like to|would love to|could just|let myself|need to) ${ADV_EN}(?:slip away|fade out|fade away|switch off for good|switch myself off|drift away)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:de |d'|du |from |to |into |devant|en (?:regardant|lisant)|early|before|for (?:a|the|an)|un peu|quelques|pendant|le temps)`,
    ),
  },
  {
    // "je veux que tout le monde m'oublie", "I want everyone to forget I existed", "erase myself"
    name: 'wish.be_forgotten',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:${WISH_FR}|souhaite|reve) ${ADV_FR}que (?:tout le monde|tous|tout le monde autour de moi|les gens|le monde entier|ils|vous|on) (?:m'oublie\w*|oublie\w* (?:que j'ai existe|mon existence))\b|\b(?:want|wish|would like) (?:everyone|everybody|people|the world|them) to (?:forget (?:about )?me|forget (?:that )?i (?:ever )?existed)\b|\b(?:want to|wish i could|would like to) ${ADV_EN}(?:erase|delete) (?:myself|my existence|every trace of me)\b`,
    ),
    negatable: true,
    unlessAfter: rx(R`^ (?:apres|pendant|a la|au|for|after|during|at|about (?:this|that|the))\b`),
    unlessInMessage: rx(R`\b(?:lol|mdr|ptdr|haha\w*|lmao|honte|embarrass\w*|cringe|genant|gaffe)\b`),
  },
  {
    // "comme si j'avais jamais existé", "as if I never existed" — with a wish in the message
    // ("je veux…", "I wish…"); "mon ex fait comme si j'avais jamais existé" is not a crisis
    name: 'wish.as_if_never_existed',
    category: 'nonexistence',
    strength: 'qualified',
    pattern: rx(
      R`\bcomme si (?:je n'avais|j'avais|je n'ai|j'ai|je n'etais|j'etais) ${ADV_FR}(?:jamais|pas) (?:existe|nee?|ete la)\b|\b(?:as if|like) i (?:had )?(?:never|did not ever) (?:existed|been born|been here)\b`,
    ),
    qualifiers: {
      inMessage: rx(
        R`\b(?:je veux|je voudrais|j'aimerais|je souhaite|je reve|envie|i want|i wish|i would like|i would rather|i just want)\b`,
      ),
    },
  },
  {
    // "Is it selfish to want to stop being alive?", "I want to stop existing" — not "stop living
    // in the past", "stop living like this paycheck to paycheck"
    name: 'wish.stop_living',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:want|wanting|wish|wished|would like|need|needing|longing) ${ADV_EN}to ${ADV_EN}(?:stop|quit|cease) ${ADV_EN}(?:being alive|living|existing)\b`,
    ),
    unlessAfter: rx(`${OBJECT_AFTER_EN}|^ (?:like|as|paycheck|for|off|in fear|a lie)\\b`),
  },
  {
    // "how peaceful it would be to just not exist", "ce serait plus simple de ne plus exister"
    name: 'wish.relief_of_not_existing',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:peaceful|nice|easier|better|a relief|restful|calm|quiet|simpler|paisible|reposant|plus simple|plus facile|plus doux|apaisant|un soulagement|tellement mieux)\b${gap(4)} (?:to |de |d')${ADV_EN}${ADV_FR}(?:not exist|not be alive|stop existing|cease to exist|be dead|never wake up|not wake up|ne plus exister|ne plus etre la|ne plus etre en vie|ne plus me reveiller|ne jamais me reveiller|ne pas exister|mourir|etre morte?|disparaitre pour (?:toujours|de bon))\b`,
    ),
    unlessAfter: rx(
      R`^ (?:early|at|in|before|for|tomorrow|on|online|a |au |en |sur |demain|de (?:faim|rire|fatigue))`,
    ),
  },
  {
    // "à quoi ça sert que je sois encore là", "pourquoi rester en vie", "what's the point of me
    // still being here" — not "… là à la réunion"
    name: 'will.why_still_here',
    category: 'will_to_live',
    strength: 'strong',
    pattern: rx(
      R`\b(?:a quoi (?:ca )?sert|ca sert a quoi|a quoi bon|pourquoi)\b ${ADV_FR}(?:que je (?:sois|reste)|d'etre|de rester|rester) ${ADV_FR}(?:encore la|en vie|vivante?|sur terre|ici bas|encore en vie|au monde)\b|\bwhat is the point (?:of|in) (?:me )?(?:still )?(?:being (?:here|alive|around)|staying alive)\b|\bwhy (?:am i|should i|do i) (?:still )?(?:be |stay )?(?:alive|here)\b(?= ?$| \|| (?:anymore|even|at all)\b)`,
    ),
    unlessAfter: rx(
      R`^ (?:si|a |au |en |pour |dans |ce soir|demain|quand|at |in |for |if |when |tonight|tomorrow)`,
    ),
  },
  {
    // "je n'ai plus aucune envie de continuer cette vie" — not "… cette vie de fou au bureau"
    name: 'will.no_will_to_continue',
    category: 'will_to_live',
    strength: 'strong',
    pattern: rx(
      R`\b(?:plus|pas|aucune?|perdu|perdue) ${ADV_FR}(?:d'|l'|la |le |de )?(?:envie|force|courage|gout|raison|raisons|energie|volonte) (?:de |d')${ADV_FR}continuer (?:cette|ma|la) vie\b|\b(?:no|lost (?:the|my|all)) (?:will|strength|desire|reason) to (?:go on with|continue|carry on with) (?:this|my) life\b`,
    ),
    unlessAfter: rx(R`^ (?:de |d'|a |au |en |dans |ici|la bas|comme|in |at |like |here)`),
  },
  {
    // "I don't see myself making it to my birthday", "je ne me vois pas tenir jusqu'à Noël"
    // — not "being here in five years" (a career talk)
    name: 'hopeless.not_making_it',
    category: 'hopeless',
    strength: 'strong',
    pattern: rx(
      R`\b(?:do not|cannot|can not|could not|no longer) (?:see|picture|imagine) myself (?:making it|surviving|lasting|still (?:being )?(?:here|alive|around)|being (?:here|alive|around)) (?:to|until|till|through|past|by|for|much longer|another)\b|\bne me vois (?:pas|plus) (?:tenir|survivre|etre encore (?:la|en vie)|vivre) (?:jusqu'a|jusqu'au|jusqu'en|encore|plus longtemps|longtemps)\b`,
    ),
    unlessAfter: rx(
      R`^${gap(3)} (?:company|job|team|office|school|class|city|town|house|flat|apartment|career|position|role|relationship|entreprise|boulot|poste|equipe|ville|appart|(?:\d+|five|ten|two|three|cinq|dix|deux|trois) (?:years|ans))\b`,
    ),
  },
  {
    // "vous seriez tous soulagés de plus m'avoir sur le dos", "they'd be relieved not to have to
    // deal with me" — not "… de plus m'avoir à la maison quand je serai à la fac"
    name: 'burden.relieved_to_be_rid_of_me',
    category: 'burden',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:soulagee?s?|tranquilles?|debarrassee?s?|libres?|mieux|plus heureu(?:x|se|ses)|contente?s?)${gap(3)} (?:de |d')(?:ne )?(?:plus|pas|jamais plus) (?:m'avoir|me voir|me supporter|m'entendre|avoir a (?:me supporter|s'occuper de moi))\b|\b(?:relieved|free|happier|glad|better off) (?:not to|to not|to never|to no longer) (?:have to )?(?:deal with|see|hear from|put up with|worry about|have) me\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a la maison|chez|a la fac|pendant|ce soir|ce week end|en vacances|quand|dans (?:les|leurs) pattes|at|in|for|tonight|this|on|around the house|when)\b`,
    ),
  },
  {
    // "I keep looking up the tallest buildings in my city", "I've been looking at the bridge near
    // my house a lot lately" — returning again and again to a place to fall from; not a trip,
    // architecture, a repair or the view
    name: 'research.method_location',
    category: 'research',
    strength: 'qualified',
    pattern: rx(
      R`\b(?:looking (?:up|at)|looked (?:up|at)|look (?:up|at)|staring at|stare at|stared at|thinking about|think about|googl\w*|search\w* (?:for)?|recherche\w*|regarde\w*|fixe\w*|pense\w* (?:a|au))${gap(4)} (?:the |le |la |ce |cet |cette |that |this |les |des )?(?:tallest |highest |plus hauts? |plus hautes? )?(?:${alt(LEDGES)}|buildings?|towers?|immeubles?|tours?)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:trip|travel\w*|voyage|visit\w*|vacances|holiday|vacation|photos?|architect\w*|design|projet|project|expose|homework|devoirs?|fix\w*|repar\w*|gutters?|antenn?as?|leaks?|fuites?|view|vue|sunset|coucher de soleil|running|jogging|commute|traffic|embouteillages?|bouchons?|painting|peinture|dessin|drawing|movie|film|apartment|flat|appart\w*|rent|louer|acheter|buy|real estate|immobilier|job|work|travail|engineer|ingenieur|lego|minecraft|eiffel|landmarks?|monuments?|skyline|beautiful|beaux?|belles?|magnifiques?|gorgeous|stunning|amazing|jolie?s?)\b`,
    ),
    qualifiers: {
      before: rx(R`\b(?:keep|kept|been|n'arrete pas de|passe mon temps a|obsede\w* par)${gap(1)} $`),
      after: rx(
        R`^${gap(6)} (?:a lot|lately|all the time|again and again|every (?:day|night)|sans arret|souvent|beaucoup|tous les (?:jours|soirs)|en boucle|obsessively|for hours|pendant des heures)\b`,
      ),
      inMessage: rx(
        R`\b(?:how to (?:get|go|climb) (?:onto|on|up to|to) the (?:roof|rooftop|top)|comment (?:acceder|monter|aller) (?:au|sur le) toit)\b`,
      ),
      categories: ['hopeless', 'exit', 'ending', 'finality', 'decision', 'burden', 'will_to_live'],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// 2b. Loss of the will to live, in any wording (strong indirect): not even life is wanted,
// nothing holds one here, done fighting, a death by accident that would be welcome.
// ---------------------------------------------------------------------------------------------

/** Moving, a job, a relationship: what "nothing keeps me here" or "done fighting" is often about. */
const PLACE_OR_QUARREL = rx(
  R`\b(?:ville|city|town|pays|country|job|boulot|travail|demenag\w*|move|moving|abroad|etranger|relationship|couple|dispute\w*|argu\w*|divorce)\b`,
);

const WILL_TO_LIVE: readonly Cue[] = [
  {
    // "j'ai pu l'goût de rien, même pas de vivre", "no desire for anything, not even to live"
    name: 'will.not_even_to_live',
    category: 'will_to_live',
    strength: 'strong',
    pattern: rx(
      R`\b(?:meme|not even|pas meme) (?:pas |plus )?(?:de |d'|envie de |le gout de |l'envie de |to |for )?(?:vivre|exister|living|live|being alive|existing)\b`,
    ),
    unlessAfter: rx(R`^ (?:here|there|in|at|with|near|together|ici|la bas|avec|a|en|dans)\b`),
  },
  {
    // "Nothing keeps me here now", "plus rien ne me retient", "nothing left to hold me here"
    name: 'will.nothing_keeps_me',
    category: 'will_to_live',
    strength: 'strong',
    subject: 'any',
    pattern: rx(
      R`\b(?:plus )?rien ne me (?:retient|rattache|garde) (?:plus |encore )?(?:ici|a la vie|sur terre|en vie)?|\b(?:nothing|no one|nobody) (?:left )?(?:keeps|is keeping|keeping|holds|is holding|holding|to keep|to hold) me (?:here|alive|going|on this earth)\b`,
    ),
    unlessAfter: rx(R`^ (?:de|d'|a|dans|in|at|from|to)\b`),
    unlessInMessage: PLACE_OR_QUARREL,
  },
  {
    // "I'm done fighting", "j'en ai fini de me battre", "plus la force de lutter" — not "done
    // fighting with my sister", "marre de me battre avec la CAF"
    name: 'hopeless.done_fighting',
    category: 'hopeless',
    strength: 'strong',
    negatable: true,
    pattern: rx(
      R`\b(?:done|tired of|sick of|finished|through with|stop|stopping|stopped|give up|giving up|gave up|no (?:more )?strength (?:left )?for) fighting\b|\b(?:fini|finie|marre|fatiguee?|arrete|arreter|plus la force|plus envie) (?:de )?(?:me battre|lutter|me bagarrer)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:with|for|over|about|against|him|her|them|my|the|each|avec|contre|pour|pour (?:mon|ma|mes|le|la|les)|a (?:la|l')|au|aux)\b`,
    ),
    unlessInMessage: PLACE_OR_QUARREL,
  },
  {
    // "if a bus hit me tomorrow i wouldn't even mind", "si une voiture me renversait, ce serait un
    // soulagement": a death by accident that would be welcome
    name: 'wish.welcome_accident',
    category: 'nonexistence',
    strength: 'qualified',
    subject: 'any',
    pattern: rx(
      R`\b(?:if|si) (?:a |un |une |the |le |la )?(?:bus|car|truck|train|plane|voiture|camion|avion|meteor\w*|lightning|foudre)\b${gap(3)} (?:hit|hits|ran over|runs over|killed|crashed|renversait|percutait|ecrasait|tuait|tombait|s'ecrasait)\b|\bsi (?:un |une )?(?:bus|voiture|camion|train) (?:me )?(?:renversait|percutait|ecrasait|fauchait)\b`,
    ),
    qualifiers: {
      inMessage: rx(
        R`\b(?:(?:would not|do not) (?:even )?(?:mind|care)|relief|relieved|welcome it|soulag\w*|(?:derangerait|generait) pas|m'en ficherai\w*|tant mieux|pas si grave|ce serait (?:bien|pas plus mal)|fine by me)\b`,
      ),
    },
  },
  {
    // "I wouldn't mind dying", "ça me dérangerait pas de ne plus me réveiller"
    name: 'wish.would_not_mind_dying',
    category: 'nonexistence',
    strength: 'strong',
    pattern: rx(
      R`\b(?:would not|do not|wouldn't) (?:even |really )?mind (?:dying|being dead|not waking up|never waking up|if i (?:died|did not wake up|never woke up))\b|\b(?:ca )?(?:ne )?me (?:derangerait|generait) pas de (?:mourir|crever|ne (?:pas|plus) me reveiller)\b`,
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// 3. Weak cues, by category
// ---------------------------------------------------------------------------------------------

/** Everyday reasons for giving things away or getting organised. */
const EVERYDAY_TIDYING = rx(
  R`\b(?:demenag\w*|vacances|voyage|emmaus|vinted|leboncoin|association|brocante|vide grenier|trier|tri|desencombr\w*|minimalis\w*|bebe|naissance|mariage|move|moving|moved|holiday|vacation|trip|charity|declutter\w*|donation|donate|thrift|ebay|baby|wedding|new (?:place|flat|apartment|house|job)|a l'etranger|etranger|expatri\w*|erasmus|pvt|abroad|semester|semestre|sabbatical|sabbatique|outgrown|trop (?:petite?s?|grande?s?)|too (?:small|big))\b`,
);

const WEAK: readonly Cue[] = [
  {
    name: 'time',
    category: 'time',
    strength: 'weak',
    subject: 'any',
    pattern: rx(R`\b${alt(TIME)}\b`),
  },
  {
    name: 'finality',
    category: 'finality',
    strength: 'weak',
    subject: 'any',
    pattern: rx(R`\b${alt(FINALITY)}\b`),
  },
  {
    name: 'decision',
    category: 'decision',
    strength: 'weak',
    subject: 'any',
    pattern: rx(R`\b${alt(DECISION)}`),
  },
  {
    // "j'ai la boîte de cachets devant moi", "I have the knife", "la corde est prête"
    name: 'method.at_hand',
    category: 'method',
    strength: 'weak',
    pattern: rx(
      R`\b(?:stocked up on|stocking up on|stockpiled|stockpiling|hoarded|hoarding|saved up|saving up|been saving|been collecting|stocke|stocker|accumule|accumuler|mis de cote|mets de cote|garde de cote|amasse)${gap(3)} (?:${alt(MEDS)})\b|\b(?:j'ai|je tiens|je garde|i have|i have got|i got|i bought|i am holding|i found|i kept|i am keeping)${gap(3)} (?:${alt(MEDS, BLADES, LIGATURES, GUNS)})\b|\b(?:${alt(MEDS, BLADES, LIGATURES, GUNS)})${gap(3)} (?:devant moi|a cote de moi|dans (?:ma|la) main|sur (?:moi|la table|mon lit|mon bureau)|in my (?:hand|hands|pocket|bag|room)|in front of me|next to me|on (?:my|the) (?:bed|desk|table)|(?:est|sont) (?:pretes?|prets?)|(?:is|are) ready)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:pour (?:la|le|mon|ma|mes|les) (?:tension|rhume|grippe|migraine|tete|dos|allergies?|douleurs?|voyage|escalade|sport|cuisine|gateau|legumes)|for (?:my|the|a) (?:headache|cold|flu|allergies|trip|climbing|class|gym|cooking|kitchen|back|blood pressure)|corde a sauter|jump rope|ordonnance|prescription|comme prescrit|as prescribed|escalade|climbing|cuisine|cooking|recette|recipe)\b`,
    ),
  },
  {
    // testament/will, instructions, "j'ai tout préparé", "I have a plan", "mes papiers en ordre"
    // (subject: any, "elle saura quoi faire de mes affaires" is still about the writer's things)
    name: 'arrangements',
    category: 'arrangements',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\b(?:testament|dernieres volontes|mes papiers (?:en ordre|ranges|sont ranges)|mis (?:mes affaires|tout|de l'ordre dans mes affaires) en ordre|range (?:mes|toutes mes) (?:affaires|papiers)|mes (?:codes|mots de passe)|(?:laisse|ecrit|note) (?:des|les) instructions|quoi faire (?:de|avec) mes (?:affaires|choses|animaux|trucs)|(?:mon|mes) (?:enterrement|obseques|funerailles)|tout (?:prepare|prevu|organise|planifie|regle)\b(?! (?:pour|a|au|aux|en|de|du|des|avec|dans)\b)|tout range\b(?! (?:pour|a|au|aux|en|de|du|des|avec)\b)|tout est (?:pret|prevu|regle|en ordre)\b(?! (?:pour|a|au|aux|en|de|du|des|avec|dans)\b)|j'ai un plan\b(?! (?:pour|de|d'|a|avec|b)\b)|(?:updated|wrote|written|writing|made|make|write|update|redid|finished|signed|changed|sorted|did|done) (?:out )?(?:my|a) (?:will|testament)|rendu (?:mon|l') ?appart\w*|rendu les cles|last will|(?:my|mon) (?:will|testament) (?:is|est) ${ADV_EN}(?:written|done|ready|signed|sorted|ecrit|fait|pret|signe)|put my affairs in order|(?:my|all my) affairs (?:are )?in order|sorted (?:out )?my (?:affairs|finances|papers|accounts)|(?:left|leave|leaving|wrote|written|writing) (?:some |the |clear |detailed )?instructions|what to do with my (?:stuff|things|belongings|cat|dog|pets)|(?:i have|i have got|i got|i made) (?:a|my) plan\b(?! (?:for|to|with|b)\b)|planned (?:it all|everything)|everything is (?:planned|prepared|arranged|sorted|ready)\b(?! (?:for|to|at|in)\b)|my funeral|cancelled (?:everything|my subscriptions|my appointments)|(?:ne )?pourrai plus (?:m'en|m'y|m'occuper)|n'en aurai plus besoin|en aurai plus besoin|(?:j'en|je n'en) ai plus besoin(?= ?$| \|)|(?:will not|do not|would not|will never) need (?:it|them|anything|any of it|any of this|these|those|my \w+)(?: (?:anymore|after|where i am going)|(?= ?$| \|))|resilie (?:mon|mes|tous mes) (?:bail|abonnements?|contrats?|forfaits?)|annule (?:mon|mes|tous mes) (?:abonnements?|rendez vous|rdv|contrats?)|(?:efface|supprime) (?:toutes mes|tous mes|mes) (?:photos|comptes|messages|traces|donnees|reseaux)|(?:deleting|deleted|delete|wiped|wiping) (?:all )?(?:of )?my (?:accounts|social media|socials|photos|messages|profiles|history|instagram|facebook|tiktok)|(?:regle|rembourse|paye) (?:toutes )?mes (?:dettes|factures)|paid (?:off )?(?:all )?my (?:debts|bills)|(?:the |my |all the |all my )?bills (?:are|have been) paid)\b`,
    ),
    unlessInMessage: EVERYDAY_TIDYING,
  },
  {
    // "je laisse tout à ma sœur", "donné mon chat à ma voisine", "left instructions for my cat"
    name: 'belongings',
    category: 'belongings',
    strength: 'weak',
    pattern: rx(
      R`\b(?:donne|donner|donnee?s?|legue|leguer|laisse|laisser|laissee?s?|distribue|distribuer|offert|offre|confie|confier|confiee?s?|envoye|envoyer) ${ADV_FR}(?:tout|(?:toutes |tous )?(?:mon|ma|mes) ${BELONGINGS_RX})(?: et (?:toutes |tous )?(?:mon|ma|mes) ${BELONGINGS_RX})?${gap(3)} (?:a|aux) (?:ma|mon|mes|la|le|une?|des) ?[a-z]+|\b(?:donne|donnee?s?|confie|confiee?s?|place|placee?s?) (?:mon|ma|mes) (?:chat|chatte|chien|chienne|animaux|lapin|chats|chiens)\b|\b(?:qui|quelqu'un pour) (?:s'occupera|s'occupe|prendra soin) de mon (?:chat|chien|lapin)\b|\b(?:give|giving|gave|given|leave|leaving|left|hand|handing|handed|send|sending|sent) ${ADV_EN}(?:away )?(?:everything|(?:all (?:of )?)?my ${BELONGINGS_RX})(?: and (?:all )?(?:of )?my ${BELONGINGS_RX})?\b(?: away)?${gap(2)} (?:to|for) (?:my |a |the )?[a-z]+|\b(?:rehom\w*|found a (?:new )?home for) (?:the|my) (?:cat|dog|pets?|cats|dogs|rabbit)\b|\bmis (?:le|mon|ma|mes) (?:chat|chien|chienne|chats|chiens|lapin|animaux) chez\b|\b(?:instructions|plans|arrangements) for my (?:cat|dog|pets?|plants|fish|rabbit)\b|\b(?:my|the) (?:cat|dog|pets?|cats|dogs) (?:is|are|will be) (?:going to|with|staying with|living with) (?:my|a|the) [a-z]+|\b(?:mon chat|mon chien|mes animaux) (?:ira|iront|va aller|vont aller) (?:chez|a) [a-z]+|\b(?:look|looking|take|taking) care of my (?:cat|dog|pets?|plants) (?:for me )?(?:after|when i am gone|once i am gone|if anything)\b`,
    ),
    unlessInMessage: rx(
      `${EVERYDAY_TIDYING.source}|\\b(?:pendant|while|for (?:a|the|one|two) (?:week|weekend|month|day)s?|tomber)\\b`,
    ),
  },
  {
    // goodbyes, "merci pour tout", "take care of yourselves", "tell them I…"
    name: 'farewell',
    category: 'farewell',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\b(?:adieu|dire adieu|mes adieux|faire mes adieux|c'est un adieu|merci pour tout|(?:vous |te )?remercie pour tout|merci de m'avoir (?:ecoutee?|aidee?|supportee?)|prenez soin (?:de vous|d'eux|de ma|de mon|de mes|des autres|de tout le monde)|prends soin (?:de toi|d'eux|de ma|de mon|de mes|des autres|de tout le monde)|souviens toi de moi|souvenez vous de moi|remember me\b(?! (?:to|when|at|for)\b)|pardon (?:pour tout|a tous)|desolee? pour tout|je vous aime (?:tous|toutes)|dites leur que|(?:ne )?vous inquietez pas pour moi|(?:ne )?t'inquiete pas pour moi|c'est la derniere fois que je (?:vous |te |t')(?:parle|ecris)|goodbye (?:everyone|all|world|forever)|this is goodbye|saying goodbye|said (?:my )?goodbyes?|say goodbye|farewell|thank you for everything|thanks for everything|(?:thank you|thanks) for (?:listening|being there|trying)|take care of (?:yourself|yourselves|each other|them|my)|sorry for everything|i love you all|tell (?:them|everyone) i|do not worry about me|forgive me|this is my last message)\b`,
    ),
    unlessInMessage: rx(
      R`\b(?:collegues?|coworkers?|colleagues?|team|equipe|new job|nouveau (?:job|poste|travail)|last day|dernier jour (?:de|au|a)|pot de depart|leaving do|demenag\w*|voyage|trip|holiday|vacances|airport|aeroport|a demain|see you|bonne nuit|good night)\b`,
    ),
  },
  {
    name: 'hopeless',
    category: 'hopeless',
    strength: 'weak',
    pattern: rx(
      R`\b(?:a quoi bon|plus d'espoir|aucun espoir|sans espoir|plus aucun espoir|aucun sens|plus de sens|plus rien n'a de sens|rien n'a plus de sens|au bout du rouleau|je n'en peux plus|j'en peux plus|je peux plus|peux plus continuer|plus la force|n'y arrive plus|plus d'issue|aucune issue|pas d'issue|aucune (?:porte de )?sortie|plus d'avenir|pas d'avenir|aucun avenir|plus rien pour moi|tout est noir|la vie (?:c'est|est) (?:trop dure?|insupportable)|c'est trop dur de vivre|life is (?:too hard|unbearable)|fatiguee? de me battre|no point|no hope|hopeless|nothing left|no way out|no future|pointless|cannot (?:go on|do this|keep doing this|take (?:it|this)) anymore|cannot keep (?:doing|going)|cannot go on|at the end of my (?:rope|tether)|tired of fighting|done fighting|give up on (?:life|everything)|nothing matters|(?:i have|i) had enough\b(?! (?:of|to|for|with|sleep|food|coffee|time|money)\b)|(?:il )?(?:ne )?reste (?:plus )?(?:grand chose|rien|pas grand chose) de moi|there is (?:nothing|not much) left of me|j'en ai assez(?= ?$| \|))\b`,
    ),
    // "je n'en peux plus de ces travaux": something ordinary is what is unbearable
    unlessAfter: rx(
      R`^ (?:de|d'|du|des|of|with|avec) ?(?!vivre|la vie|cette vie|ma vie|exister|tout|living|life|everything|being alive)`,
    ),
  },
  {
    // "en finir", "que tout s'arrête", "make it stop", "it will all be over soon"
    name: 'ending',
    category: 'ending',
    strength: 'weak',
    pattern: rx(
      R`\b(?:en finir\b(?! avec (?!(?:la vie|ma vie|tout|moi|ce monde|mes jours)\b))|mettre fin|tout arreter|que (?:ca|tout) (?:s'arrete|se termine|finisse|cesse)|que tout soit fini|tout(?: ca)? sera (?:bientot )?(?:fini|termine)|sera bientot (?:fini|termine)|make it (?:all )?stop|want it (?:all )?to (?:end|stop|be over)|end(?:ing)? it\b(?! (?:with|between|at|off)\b)|end(?:ing)? everything|end(?:ing)? things\b(?! (?:with|between|at|off)\b)|it (?:will|is going to|is all going to) (?:all )?be over|(?:be|is) (?:all )?over soon|it ends (?:tonight|soon|here|now)|make the pain stop)\b`,
    ),
    // "vivement que ça se termine", "j'ai hâte que tout soit fini": impatience, not an ending
    unlessBefore: rx(R`\b(?:vivement|hate|impatiente?|cannot wait|can not wait)\b${gap(2)} $`),
  },
  {
    // "partir et ne jamais revenir", "time for me to go", "ready to go" (intransitive only)
    name: 'departure',
    category: 'departure',
    strength: 'weak',
    pattern: rx(
      R`\b(?:partir|m'en aller|je pars|m'en vais|rejoindre (?:mon|ma|mes) [a-z]+ (?:la haut|au ciel)|il est temps (?:que je parte|pour moi de partir)|time for me to go|my time to go|ready to go|i am (?:going to )?(?:go|leave)|i have to go|i will be gone|leave (?:this|the) world)\b(?= ?$| \|| (?:et|loin de (?:tout|vous|ce monde)|en paix|tranquille|sans (?:bruit|rien dire|dire au revoir)|and (?:never|not)|in peace|quietly|without (?:a word|saying))\b| (?:pour de bon|pour toujours|a jamais|definitivement|for good|for real|for ever|forever)(?: ?$| \|))`,
    ),
  },
  {
    // death words said of oneself ("la mort", "die", "ma mort") — not "la mort de mon père"
    name: 'exit',
    category: 'exit',
    strength: 'weak',
    negatable: true,
    pattern: rx(
      R`\b(?:mourir|crever|ma mort|mon suicide|la mort|me tuer|y passer|ne plus etre la|plus de ce monde|die|dying|my death|kill myself|(?:i am|i feel|be|being|i was|i were) ${ADV_EN}dead|be gone|not be here|not be around|heaven)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:de |d'|du |des |of |from |for |in (?:a|the|my) (?:car|crash|accident|plane|sleep at))`,
    ),
  },
  {
    // "je me déteste", "I hate myself": only used to qualify an ambiguous act
    name: 'self_hatred',
    category: 'self_hatred',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\b(?:je me deteste|je me hais|je me degoute|je me fais horreur|je merite (?:de souffrir|de mourir|d'avoir mal|pas de vivre)|i hate myself|i disgust myself|i deserve (?:to (?:suffer|die|hurt|feel pain)|it|the pain))\b`,
    ),
  },
  {
    name: 'burden',
    category: 'burden',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\b(?:sans moi|de trop|sers a rien|bon a rien|bonne a rien|un poids|fardeau|boulet|worthless|a burden|burden|without me|waste of space|in the way|je gache (?:tout|la vie)|ruin everything|ruin everyone)\b`,
    ),
  },
  {
    // "si demain je suis plus là", "if I'm not online tomorrow", "if you don't hear from me":
    // a possible absence, said in advance — ordinary alone ("si je suis pas là à 9h, commencez")
    name: 'absence',
    category: 'absence',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\bsi (?:demain |un jour |bientot |ce soir |jamais |un matin )?(?:je |j')(?:ne )?(?:suis|serai|etais) (?:plus|pas) (?:la|en vie|vivante?|ici)\b|\bsi (?:jamais |demain |un jour )?(?:je|j') (?:ne )?(?:reponds|repondais|donne|donnais|reviens|revenais|me reveille|me reveillais) (?:plus|pas|jamais)\b|\bsi (?:vous|tu) (?:n'avez|n'as|avez|as) (?:plus|pas) de (?:mes )?nouvelles\b|\bsi (?:il|quelque chose) m'arrive\b|\bquand je (?:ne )?serai plus (?:la|de ce monde|en vie)\b|\bau cas ou (?:je|j') (?:ne )?(?:serais|serai|suis) plus la\b|\bif i am (?:not|no longer|never) (?:online|here|around|alive|back|awake)\b|\bif i (?:do not|never|cannot|will not) (?:come back|reply|answer|respond|log (?:on|in)|wake up|make it|message you|text you|write)\b|\bif (?:you|anyone) (?:do not|does not|never|no longer|stop|stops) hear(?:s)? from me\b|\bif (?:anything|something) happens to me\b|\bwhen i am (?:gone|not here|no longer here|dead)\b|\bin case i (?:am not|do not|will not) (?:here|around|make it|come back|wake up)\b|\bonce i am gone\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a |au |aux |en |pour |de |a temps|avant|vers|at |in |on time|by |before |for (?:the|a|my|this)|to (?:the|work|school|class))`,
    ),
    unlessInMessage: rx(
      R`\b(?:(?:commence\w*|mange\w*|partez|pars|start|eat|go ahead|leave)${gap(2)} (?:sans moi|without me)|reunion|meeting|rdv|rendez vous|cours|class|lecture|train|bus|retard|late|reseau|signal|batterie|battery|wifi|connexion|vacances|holiday|trip|voyage|camping|hike|rando\w*|travail|work|boulot|shift|garde|anesthes\w*|operation|surgery|hopital|hospital)\b`,
    ),
  },
  {
    // "dites à ma mère que c'est pas sa faute", "none of this was your fault": absolving people
    // in advance — ordinary alone ("c'est pas ta faute si la soirée est annulée")
    name: 'absolution',
    category: 'absolution',
    strength: 'weak',
    subject: 'any',
    pattern: rx(
      R`\b(?:c'est|ce n'est|ce sera|ce ne sera|c'etait|ce n'etait|n'est|ne sera|ca n'est) (?:pas |jamais |en rien )?(?:de )?(?:ta|sa|votre|leur) faute\b|\bce n'est la faute de personne\b|\b(?:tu n'y es|vous n'y etes|il n'y est|elle n'y est|ils n'y sont|personne n'y est) pour rien\b|\bne (?:t'en|vous en|s'en) (?:veux|voulez|veuille|veuillent) pas\b|\b(?:not|none of (?:this|it) (?:is|was|will be)|never) (?:your|his|her|their|anyone's|anybody's)? ?fault\b|\b(?:do not|never) blame (?:yourself|yourselves|themselves|himself|herself|anyone)\b|\bno one is to blame\b|\b(?:nobody|no one)'?s? fault\b`,
    ),
  },
];

export const CUES: readonly Cue[] = [...ACTS, ...MEANS_WITH_RESOLVE, ...STRONG, ...WILL_TO_LIVE, ...WEAK];

// ---------------------------------------------------------------------------------------------
// Combinations of weak cues
// ---------------------------------------------------------------------------------------------

/** Markers qualify a risk category; they never combine with each other. */
const MARKERS: readonly CueCategory[] = ['finality', 'decision', 'time'];
/** Risk categories that can combine (with each other or a marker), in reporting order. */
const RISKS: readonly CueCategory[] = [
  'method',
  'arrangements',
  'belongings',
  'farewell',
  'ending',
  'departure',
  'burden',
  'hopeless',
  'exit',
  'absence',
  'absolution',
];
/** "Tonight" only counts next to something that can happen tonight ("j'ai tout préparé, ce sera ce week-end"). */
const TIMED: readonly CueCategory[] = ['method', 'arrangements', 'ending'];
/**
 * Categories too common to pair with just anything: only with these partners, never with a
 * marker. "si demain je suis plus là" + "c'est pas sa faute" is a farewell; "je pars, c'est pas
 * ta faute" (a break-up) or "j'en peux plus, c'est pas ta faute" is not enough.
 */
const ONLY_WITH: Partial<Record<CueCategory, readonly CueCategory[]>> = {
  absence: ['absolution', 'farewell', 'method', 'arrangements', 'belongings', 'ending', 'exit', 'hopeless'],
  absolution: ['absence', 'farewell', 'method', 'arrangements', 'belongings', 'ending', 'exit'],
};
const pairs = (a: CueCategory, b: CueCategory): boolean =>
  (ONLY_WITH[a]?.includes(b) ?? true) && (ONLY_WITH[b]?.includes(a) ?? true);

/** Name of the first combination of weak categories that amounts to a crisis, or null. */
function combination(categories: ReadonlySet<CueCategory>): string | null {
  const risks = RISKS.filter((c) => categories.has(c));
  for (const [i, first] of risks.entries()) {
    for (const second of risks.slice(i + 1)) if (pairs(first, second)) return `${first}+${second}`;
  }
  for (const first of risks) {
    if (ONLY_WITH[first]) continue;
    for (const marker of MARKERS) {
      if (!categories.has(marker)) continue;
      if (marker === 'time' && !TIMED.includes(first)) continue;
      return `${first}+${marker}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------------------------

const MEANS: Record<Means, RegExp> = {
  meds: rx(R`\b${alt(MEDS)}\b`),
  blade: rx(R`\b${alt(BLADES)}\b`),
  ligature: rx(R`\b${alt(LIGATURES)}\b`),
  gun: rx(R`\b${alt(GUNS)}\b`),
  height: rx(R`\b${alt(HEIGHTS)}\b`),
  water: rx(R`\b${alt(WATERS)}\b`),
};
const FICTION_RX = rx(R`\b${alt(FICTION)}\b`);
const FIRST_PERSON_RX = rx(R`(?:^|\s)(?:je|j'|m'|i|me|my|myself|moi|mon|ma|mes)(?:\s|$)|\b(?:j'|m')`);

const test = (pattern: RegExp, text: string): boolean => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** What the whole message offers to qualify a cue. */
type Context = {
  text: string;
  fiction: boolean;
  categories: Set<CueCategory>;
  means: Set<Means>;
};

/** The clause around a match: the text before it (from the last " | ") and after it (to the next). */
function around(text: string, start: number, end: number): { before: string; after: string } {
  const clauseStart = text.lastIndexOf('|', start - 1) + 1;
  const next = text.indexOf('|', end);
  const clauseEnd = next < 0 ? text.length : next;
  return { before: text.slice(clauseStart, start).trimStart(), after: text.slice(end, clauseEnd).trimEnd() };
}

function accepts(cue: Cue, ctx: Context, start: number, end: number): boolean {
  const { text } = ctx;
  // A match that starts with "je"/"i" names its own subject ("je me coupe").
  const pinnedHere = text.startsWith('je ', start) || text.startsWith('i ', start);
  const { before, after } = around(text, start, end);
  if (cue.unlessAfter && test(cue.unlessAfter, after)) return false;
  if (cue.unlessBefore && test(cue.unlessBefore, before)) return false;
  if (cue.unlessInMessage && test(cue.unlessInMessage, text)) return false;
  if (cue.negatable && isNegated(text, start)) return false;
  const subject = cue.subject ?? 'writer';
  if ((subject === 'writer' || subject === 'self') && !pinnedHere) {
    const who = subjectBefore(text, start);
    if (who === 'other' || (who === 'none' && (ctx.fiction || subject === 'self'))) return false;
  }
  // `any` cues ("letters for everyone", "the rope is in the closet") inside a film or a book
  // count only when the writer speaks of themselves in the same clause
  if (subject === 'any' && ctx.fiction && !test(FIRST_PERSON_RX, `${before} ${after}`)) return false;
  if (cue.requiresBefore && !test(cue.requiresBefore, before)) return false;
  if (cue.strength !== 'qualified') return true;
  const q = cue.qualifiers;
  if (!q) return false;
  return (
    (q.after !== undefined && test(q.after, after)) ||
    (q.before !== undefined && test(q.before, before)) ||
    (q.means ?? []).some((m) => ctx.means.has(m)) ||
    (q.categories ?? []).some((c) => ctx.categories.has(c)) ||
    (q.inMessage !== undefined && test(q.inMessage, text))
  );
}

/** Does this cue match somewhere in the message, with its guards and qualifiers satisfied? */
function fires(cue: Cue, ctx: Context): boolean {
  const { pattern } = cue;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(ctx.text); m !== null; m = pattern.exec(ctx.text)) {
    if (m[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    if (accepts(cue, ctx, m.index, m.index + m[0].length)) {
      pattern.lastIndex = 0;
      return true;
    }
  }
  return false;
}

export type CueVerdict = { level: CrisisLevel; rule: string };

/** The context of one normalised, idiom-masked, clause-marked message. */
export function cueContext(text: string): Context {
  const ctx: Context = {
    text,
    fiction: test(FICTION_RX, text),
    categories: new Set(),
    means: new Set(),
  };
  for (const [name, pattern] of Object.entries(MEANS) as [Means, RegExp][]) {
    if (test(pattern, text)) ctx.means.add(name);
  }
  for (const cue of WEAK) if (fires(cue, ctx)) ctx.categories.add(cue.category);
  return ctx;
}

/** An act of self-harm or suicide said of oneself (`explicit.cue.<name>`), or null. */
export function explicitCue(ctx: Context): CueVerdict | null {
  for (const cue of ACTS) if (fires(cue, ctx)) return { level: 'explicit', rule: `explicit.cue.${cue.name}` };
  for (const cue of MEANS_WITH_RESOLVE) {
    if (fires(cue, ctx)) return { level: 'explicit', rule: `explicit.cue.${cue.name}` };
  }
  return null;
}

const INDIRECT_STRONG: readonly Cue[] = [...STRONG, ...WILL_TO_LIVE];

/** A strong indirect cue, or a combination of weak ones (`indirect.cue.<name>` / `indirect.combo.<a>+<b>`). */
export function indirectCue(ctx: Context): CueVerdict | null {
  for (const cue of INDIRECT_STRONG)
    if (fires(cue, ctx)) return { level: 'indirect', rule: `indirect.cue.${cue.name}` };
  const combo = combination(ctx.categories);
  return combo === null ? null : { level: 'indirect', rule: `indirect.combo.${combo}` };
}

/** Every rule name the cue model can report (for tests and logs). */
export const CUE_RULE_NAMES: ReadonlySet<string> = new Set([
  ...[...ACTS, ...MEANS_WITH_RESOLVE].map((c) => `explicit.cue.${c.name}`),
  ...[...STRONG, ...WILL_TO_LIVE].map((c) => `indirect.cue.${c.name}`),
]);
/** `indirect.combo.<risk>+<risk or marker>`. */
export const COMBO_RULE = /^indirect\.combo\.[a-z_]+\+[a-z_]+$/;
