/**
 * The phrase rules: the first, precise layer of the detector (the second, which generalises to
 * new wording, is the cue model of cues.ts; detect.ts runs both). They run on normalised text
 * (see normalize.ts: lower-case ASCII, no punctuation, "i am", "do not", "je veux", "j'ai"…).
 *
 * Reading guide
 * - `IDIOM_MASKS` are removed from the text first, for both layers ("mort de rire", "dying to
 *   see", "cut myself shaving"). A mask only blanks its own span, so an idiom in one clause never
 *   hides a crisis phrase elsewhere in the message ("je suis mort de fatigue et je veux mourir").
 * - `RULES`: every explicit rule, then every indirect rule. Names are `<level>.<fr|en|any>.<what>`.
 * - A rule may carry guards, checked around each match:
 *   - `negatable`: skip the match when a negation sits right before it in the same clause
 *     ("je n'ai pas envie de mourir", "I would never kill myself"). The look-back stops at the
 *     subject, so "not okay, I want to die" is still flagged.
 *   - `firstPerson`: skip when the subject is someone else ("mon frère a des idées suicidaires",
 *     "the character's suicide"); used only where the phrase itself does not say "me/myself".
 *   - `unlessAfter` / `unlessBefore`: skip when the text right after / before the match shows an
 *     ordinary meaning ("fatiguée de vivre avec des colocs", "10 kms").
 *
 * Every quantifier is bounded or runs over a closed list of words, so matching is linear in the
 * length of the message (no catastrophic backtracking).
 *
 * These phrases were tuned message by message and, alone, overfit: on fresh messages they caught
 * 65–85 % of explicit and 20–40 % of indirect crisis messages. Generalise in cues.ts (a word in a
 * lexicon, a category, a guard) rather than adding whole sentences here.
 */
import {
  ACT_EN,
  ADV_EN,
  ADV_FR,
  INTENT_FR,
  OBJECT_AFTER_EN,
  OBJECT_AFTER_FR,
  R,
  WISH_EN,
  WISH_FR,
  rx,
} from './lexicon.ts';
import type { CrisisLevel } from './types.ts';

export type Rule = {
  /** Stable identifier, reported in CrisisAssessment.rule: `<level>.<fr|en|any>.<what>`. */
  name: string;
  level: CrisisLevel;
  /** Must have the `g` flag (every match is checked against the guards). */
  pattern: RegExp;
  negatable?: boolean;
  firstPerson?: boolean;
  /** Tested on the text right after the match (it starts with a space, or is empty at the end). */
  unlessAfter?: RegExp;
  /** Tested on the text right before the match (ends with a space, or is empty at the start). */
  unlessBefore?: RegExp;
};

// ---------------------------------------------------------------------------------------------
// Idioms: blanked before the rules run
// ---------------------------------------------------------------------------------------------

export const IDIOM_MASKS: readonly RegExp[] = [
  // FR: "mort de rire/fatigue/faim", "je meurs de faim", "je meurs d'envie", "crever de chaud"
  rx(
    R`\bmort(?:e|s|es)? (?:de |d')(?:rire|fatigue|faim|froid|chaud|peur|trouille|honte|soif|ennui|envie|jalousie|stress|inquietude|sommeil)\b`,
  ),
  rx(
    R`\b(?:mourir|meurs|meurt|mourais|mourait|mourrais|mourrai|mourant|meurent|crever|creve|creves|crevais|crevait|creverai|creverais|crevant) ${ADV_FR}(?:de |d')(?:faim|soif|rire|envie|honte|peur|froid|chaud|ennui|fatigue|impatience|curiosite|jalousie|trouille|stress|sommeil|chaleur|bonheur|plaisir|amour|desir)\b`,
  ),
  // FR: "crever l'abcès", "crever un pneu", "crever l'écran"
  rx(R`\bcrever (?:l'abces|les yeux|un pneu|le pneu|l'ecran|la bulle|le ballon|le plafond)\b`),
  // FR: "je stresse à mort", "une chaleur à crever", "ennuyeux à mourir"
  rx(R`\ba (?:mort|crever)\b`),
  rx(R`\b(?:ennuyer|ennuie|ennuyeux|ennuyeuse|beau|belle|triste|bete|con) a mourir\b`),
  // FR: "plutôt mourir que de retourner chez Ikea" (but not "… que de continuer à vivre")
  rx(
    R`\b(?:plutot|prefere|prefererais|preferer|preferais) ${ADV_FR}mourir (?:que|plutot)\b(?! (?:de |d')?(?:continuer|vivre|souffrir|rester en vie|subir|endurer|ressentir|me sentir|sentir|supporter|affronter|me reveiller|exister|etre comme))`,
  ),
  // FR: "tuer le temps", "je me tue au travail / à te le dire / à finir ce rapport" (se tuer à
  // faire quelque chose: s'épuiser à le faire), "me tue à petit feu"
  rx(R`\btue(?:r|s)? le temps\b`),
  rx(
    R`\bme tu(?:e|er|es|ais|ait|erai|erais) ${ADV_FR}(?:a la tache|au (?:travail|boulot|taf|job|sport)|a (?:le|te|vous|leur|lui) (?:dire|repeter|expliquer)|a petit feu|a (?!mourir\b)[a-z]+(?:er|ir|re)\b)`,
  ),
  // FR: "disparaître sous terre / sous ma couette / quelques jours / de la circulation"
  rx(
    R`\bdisparaitre (?:sous (?:terre|ma|la|les|mon|un|une)|dans un trou|de la circulation|des reseaux|de (?:instagram|insta|facebook|tiktok|snap|snapchat|twitter|linkedin|whatsapp)|quelques|deux|trois|une (?:semaine|journee|heure|minute|nuit|soiree|petite)|un (?:moment|peu|week end|weekend|mois|jour|instant|temps)|pendant|le temps d)`,
  ),
  // FR: "me pendre à son cou", "me pendre au téléphone" (talk for hours)
  rx(R`\bme pendre (?:a son cou|au cou|a ton cou|a votre cou|au telephone|au tel|au bras de)\b`),
  // FR: "foncer droit dans le mur" (heading for disaster)
  rx(R`\bdroit dans (?:le|un) mur\b`),

  // EN: "dying of laughter", "died of embarrassment", "dying to see", "to die for"
  rx(
    R`\b(?:dying|die|died|dead) ${ADV_EN}(?:of|from|with) (?:laughter|laughing|embarrassment|boredom|shame|cuteness|hunger|thirst|heat|cringe|jealousy|curiosity|envy)\b`,
  ),
  rx(R`\bdying (?:to|for|over|laughing)\b`),
  rx(R`\b(?:die|dying|died|dye) (?:my|her|his|your|the|our|their) hair\b`),
  rx(R`\b(?:die trying|to die for|would die for|could die for)\b`),
  // EN: "I'd rather die than sing karaoke" (but not "… than go on living")
  rx(
    R`\b(?:rather|sooner) ${ADV_EN}(?:die|be dead) than\b(?! (?:live|living|go on|going on|keep|suffer|be alive|wake up|face|feel|feeling|deal|continue|carry on|be (?:like|here|me)|spend|exist|this))`,
  ),
  rx(R`\bdead (?:tired|serious|set|end|inside after)\b`),
  // EN: accidents and "cut myself off / some slack"
  rx(
    R`\bcut(?:ting)? myself (?:off|some slack|short|a (?:slice|piece)|shaving|while|on (?:a|the|some|paper|glass|broken)|cooking|chopping|slicing|by accident|accidentally|opening)\b`,
  ),
  rx(R`\bdrown(?:ing)? myself in\b`),
  rx(R`\b(?:almost|nearly) killed myself\b`),
  rx(R`\bkill(?:ing)? myself (?:laughing|with laughter)\b`),
  // EN: "I'm killing myself trying to finish this project" (overworking)
  rx(
    R`\bkilling myself (?:trying|to (?:finish|get|make|keep|meet|please|pass)|over (?:this|that|a|the|my)|at (?:work|the gym)|working|for (?:this|that|a|the) (?:job|project|exam|company|boss))\b`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Explicit: wish or plan to die / kill oneself, suicide, self-harm
// ---------------------------------------------------------------------------------------------

/** A job or a career ending before "saying my goodbyes" (tested on the 40 characters before). */
const RETIRING = rx(R`\b(?:retir\w*|retirement|leaving (?:the|my) (?:job|company|team)|last day)\b`);

const EXPLICIT: readonly Rule[] = [
  // --- French ---------------------------------------------------------------------------
  {
    // "mon suicide", "my suicide (note)", "planning my death"
    name: 'explicit.any.my_suicide',
    level: 'explicit',
    pattern: rx(
      R`\b(?:mon|my) (?:own )?suicide\b|\b(?:planning|plan|planned|planifie|planifier|prepare|preparer) (?:my|ma|mon) (?:own )?(?:death|mort|suicide)\b`,
    ),
    negatable: true,
  },
  {
    // "je vais me suicider", "je me suicide", "m'suicider"
    name: 'explicit.fr.me_suicider',
    level: 'explicit',
    pattern: rx(R`\bm(?:e |')suicid\w*`),
    negatable: true,
  },
  {
    // "j'ai envie de se suicider" (common for "me suicider"); not "mon frère a tenté de se suicider"
    name: 'explicit.fr.se_suicider',
    level: 'explicit',
    pattern: rx(R`\b${INTENT_FR} ${ADV_FR}(?:se |s')suicid\w*`),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je pense au suicide", "j'ai fait une tentative de suicide"; not "un film sur le suicide"
    name: 'explicit.fr.pense_au_suicide',
    level: 'explicit',
    pattern: rx(
      R`\b(?:pense|pensais|pensee|pensees|songe|idee|idees|envie|envies|tentation|tente|tentative|tentatives|reve|obsede|obsedee|obsession) ${ADV_FR}(?:au|a|du|de|le|des|d'un|par le) suicide\b`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je suis suicidaire", "des idées suicidaires"; not "mon frère est suicidaire"
    name: 'explicit.fr.suicidaire',
    level: 'explicit',
    pattern: rx(R`\bsuicidaires?\b`),
    negatable: true,
    firstPerson: true,
    // "les ponts suicidaires au Japon", "une mission suicidaire": places and risky plans
    unlessBefore: rx(
      R`\b(?:ponts?|forets?|lieux|endroits?|falaises?|spots?|sites?|musiques?|chansons?|mission|missions|attaques?|attentats?|plans?|projets?|idee de projet)\s*$`,
    ),
  },
  {
    // "je veux mourir", "j'ai envie de crever", "je voudrais être morte"
    name: 'explicit.fr.vouloir_mourir',
    level: 'explicit',
    pattern: rx(
      R`\b${WISH_FR} ${ADV_FR}(?:mourir|crever|creve|etre ${ADV_FR}morte?s?|arreter de vivre|cesser de vivre|cesser d'exister|arreter d'exister)\b|\benvie d'${ADV_FR}etre ${ADV_FR}morte?s?\b`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je pense à mourir", "des pensées de mort", "je pense à la mort tout le temps"
    name: 'explicit.fr.pense_a_mourir',
    level: 'explicit',
    pattern: rx(
      R`\b(?:pense|pensais|penser|songe|songeais|obsede|obsedee) ${ADV_FR}a (?:mourir|la mort|ma mort|ma propre mort)\b|\b(?:pensees|idees|envies) (?:de mort|morbides|noires de mort)\b`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(R`^ (?:de|d'|du|des)\b`),
  },
  {
    // "je serais mieux mort(e)"
    name: 'explicit.fr.mieux_mort',
    level: 'explicit',
    pattern: rx(R`\bmieux ${ADV_FR}morte?s?\b`),
    negatable: true,
  },
  {
    // "je vais me tuer", "j'ai envie de me tuer", "je pense à me tuer"
    name: 'explicit.fr.me_tuer',
    level: 'explicit',
    pattern: rx(
      R`\b(?:${INTENT_FR}|pourrais) ${ADV_FR}m(?:e |')tu(?:er|e|es|ee)\b(?! (?:pour|a cause|d'avoir|de (?:rire|honte)))|\bme tuer (?:ce soir|cette nuit|demain|maintenant|aujourd'hui|ce week end)\b|\b(?:ce soir|cette nuit|a soir|demain|maintenant|aujourd'hui) ${ADV_FR}je me tue\b(?! (?:a|au|pour)\b)|\bje me tue (?:ce soir|cette nuit|a soir|demain|maintenant|aujourd'hui)\b`,
    ),
    negatable: true,
  },
  {
    // Methods said in the first person: "me foutre en l'air", "me pendre", "me jeter sous un train"
    name: 'explicit.fr.methode',
    level: 'explicit',
    pattern: rx(
      R`\bm(?:e |')(?:foutre en l'?air|flinguer|buter|pendre|defenestrer|jeter (?:sous|du haut|d'un|d'une|par la|de la|du|dans le vide|devant)|balancer (?:du|d'un|d'une|par la|de la|depuis|sous|dans le vide)|tirer une balle|ouvrir les veines|couper les veines|trancher les veines|empoisonner|immoler)\b`,
    ),
    negatable: true,
  },
  {
    // "je vais me noyer ce soir" — not "me noyer dans le travail"
    name: 'explicit.fr.me_noyer',
    level: 'explicit',
    pattern: rx(R`\b(?:${INTENT_FR}|pourrais) ${ADV_FR}me noyer\b`),
    negatable: true,
    unlessAfter: rx(
      R`^ (?:dans (?:le|mon|les|mes|un|une|la|l') ?(?:travail|boulot|taf|verre|alcool|series|larmes|dossiers|paperasse|emails|mails|chocolat)|sous (?:le|les) (?:travail|boulot|dossiers|mails))`,
    ),
  },
  {
    // "j'ai pris mes lames et je me suis coupée", "je me coupe avec un cutter"
    name: 'explicit.fr.lames',
    level: 'explicit',
    pattern: rx(
      R`\b(?:lames?|rasoir|cutter|scalpel)\b.{0,60}?\bme (?:suis )?${ADV_FR}(?:coupee?|couper|coupe|tailladee?|taillader|scarifiee?|entaillee?)\b(?! (?:les cheveux|la barbe|les ongles|la frange))|\bme (?:suis )?${ADV_FR}(?:coupee?|couper|coupe|tailladee?|taillader|entaillee?) ${ADV_FR}(?:avec|a) (?:une |un |mes |ma |la |le )?(?:lames?|rasoir|cutter|scalpel|compas|bout de verre|couteau)\b|\bme suis ${ADV_FR}coupee? (?:encore|de nouveau|a nouveau|expres|volontairement)\b`,
    ),
    negatable: true,
    // an accident in the kitchen: "avec le couteau à pain en faisant les sandwichs"
    unlessAfter: rx(
      R`^.{0,60}?\b(?:en (?:faisant|cuisinant|epluchant|coupant|preparant|bricolant|ouvrant|jardinant)|a pain|de cuisine|par (?:accident|megarde|inadvertance)|sans faire expres|accidentellement)\b`,
    ),
  },
  {
    // "je vais foncer dans un mur avec la voiture"
    name: 'explicit.fr.foncer',
    level: 'explicit',
    pattern: rx(
      R`\b${INTENT_FR} ${ADV_FR}(?:foncer|me jeter|me precipiter|me crasher) (?:avec (?:la|ma) voiture )?(?:dans|contre|sous) (?:un|une|le|la|les) (?:mur|arbre|platane|pile de pont|camion|roues|rails)\b`,
    ),
    negatable: true,
  },
  {
    // "je vais sauter du pont", "j'ai envie de sauter par la fenêtre"
    name: 'explicit.fr.sauter',
    level: 'explicit',
    pattern: rx(
      R`\b${INTENT_FR} ${ADV_FR}(?:sauter|me jeter|me balancer) (?:du|d'un|d'une|de la|de mon|par la|sous|depuis|devant) (?:haut (?:du|d'un|de la) )?(?:pont|immeuble|fenetre|toit|balcon|falaise|train|metro|rer|tgv|voiture|camion|viaduc|tour|batiment|\d+ ?e(?:me)? etage|dernier etage)\b`,
    ),
    negatable: true,
  },
  {
    // "en finir avec la vie / avec tout / une bonne fois pour toutes"
    name: 'explicit.fr.en_finir_vie',
    level: 'explicit',
    pattern: rx(
      R`\ben finir ${ADV_FR}(?:avec (?:la vie|ma vie|cette vie|l'existence|mon existence|mes jours|ce monde|moi|tout)\b|une bonne fois pour toutes\b(?! avec)|pour de bon\b)`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je veux en finir", "envie d'en finir", "pour en finir" — not "en finir avec ce mémoire"
    name: 'explicit.fr.en_finir',
    level: 'explicit',
    pattern: rx(
      R`(?:\b${INTENT_FR} ${ADV_FR}|\bpour ${ADV_FR}|\b(?:envie|besoin|decide|decidee|l'intention|l'idee|idee|tentation|moyen|facon) d')en finir\b(?! ${ADV_FR}avec\b)`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "mettre fin à mes jours / à ma vie", "me donner la mort", "m'ôter la vie"
    name: 'explicit.fr.mettre_fin',
    level: 'explicit',
    pattern: rx(
      R`\b(?:mettre|mets|mettrai|mettrais|mis) (?:fin|un terme) a (?:mes jours|ma vie|mon existence|tout|tout ca|mes souffrances)\b|\bme (?:donner|donne|donnerai|donnerais) la mort\b|\bm'oter la vie\b`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je me scarifie", "je me mutile", "l'automutilation"
    name: 'explicit.fr.scarification',
    level: 'explicit',
    pattern: rx(R`\bm(?:e |')(?:scarifi|mutil|automutil)\w*|\b(?:scarifications?|automutilations?)\b`),
    negatable: true,
    firstPerson: true,
  },
  {
    // "je me suis encore coupée les bras", "je me brûle les poignets"
    name: 'explicit.fr.coupures',
    level: 'explicit',
    pattern: rx(
      R`\bme (?:suis )?${ADV_FR}(?:coupe|coupee|couper|coupes|brule|brulee|bruler|brules|griffe|griffee|griffer|taillade|tailladee|taillader|entaille|entaillee|lacere|laceree|ouvert|ouverte|ouvrir) (?:les |le |la |mes |l')(?:bras|poignets?|cuisses?|jambes?|veines|ventre|peau|avant bras|hanches?)\b`,
    ),
    negatable: true,
  },
  {
    // "je me brûle avec des cigarettes", "je me frappe la tête contre les murs jusqu'à saigner"
    name: 'explicit.fr.automutilation',
    level: 'explicit',
    pattern: rx(
      R`\bme (?:brule|bruler|brulee|suis brulee?) ${ADV_FR}(?:avec|a) (?:des |une |un |mes |ma )?(?:cigarettes?|clopes?|briquet|allumettes?|fer)\b|\bme (?:frappe|frapper|cogne|cogner|griffe|griffer|gratte|gratter|mords|mordre|coupe|couper)\b.{0,40}?\bjusqu'(?:au sang|a saigner|a en saigner|a me faire saigner)\b`,
    ),
    negatable: true,
  },
  {
    // "j'ai envie de me faire du mal", "je me fais du mal exprès", "je me suis encore fait du mal"
    // — not "je me fais du mal à rester avec lui"
    name: 'explicit.fr.me_faire_du_mal',
    level: 'explicit',
    pattern: rx(
      R`\b${INTENT_FR} ${ADV_FR}(?:me faire (?:du )?mal|me couper|me bruler|me scarifier|me blesser|me taillader)\b(?! (?:les cheveux|la frange|une|un|des|du|de|les ongles|aux|au|a|en|avec))|\bje me fais ${ADV_FR}(?:du )?mal ${ADV_FR}(?:expres|volontairement|physiquement|pour (?:ne plus|me punir|ressentir|oublier|me soulager|sentir|me calmer))|\bme suis ${ADV_FR}faite? ${ADV_FR}du mal\b(?! (?:a |en |avec |pour (?:rien|lui|elle|eux)))|\bje me fais ${ADV_FR}du mal\b(?! (?:a |en |avec |pour (?:rien|lui|elle|eux)|tout seule? a))`,
    ),
    negatable: true,
  },
  {
    // "je vais prendre toutes mes pilules", "avaler la boîte de médocs", "faire une overdose"
    name: 'explicit.fr.medicaments',
    level: 'explicit',
    pattern: rx(
      R`\b(?:prendre|prends|avaler|avale|vider|vide) ${ADV_FR}(?:tout|toute) (?:ce qu'il y a dans |le contenu de )?(?:l'armoire a pharmacie|la pharmacie|ma pharmacie|mon armoire a pharmacie)\b|\b(?:${INTENT_FR} ${ADV_FR}|je ${ADV_FR})(?:(?:prendre|avaler|gober|prends|avale|gobe) (?:(?:tous|toutes|tout|toute) (?:la |le |les |mes |ma |mon |une |un |ces )?|une |la |des |plein |trop |une poignee )(?:(?:boites?|plaquettes?|flacons?|tubes?) )?(?:de |d')?(?:mes |les |ces |des )?(?:pilules|cachets|medicaments|medocs|comprimes|somniferes|anxiolytiques|boites?|plaquettes?|flacons?)|faire (?:une )?(?:overdose|od|surdose))\b`,
    ),
    negatable: true,
    // the daily treatment: "je prends tous mes médicaments le soir comme prescrit"
    unlessAfter: rx(
      R`^.{0,40}?\b(?:comme (?:prescrit|d'hab|d'habitude|prevu|tous les jours)|prescrits?|ordonnance|(?:le|chaque|tous les) (?:soirs?|matins?|midi|jours)|(?:avec|pendant) (?:le|un|mon|les) (?:repas|verre d'eau)|pour (?:la|le|ma|mon|mes) (?:tension|coeur|thyroide|traitement|diabete|asthme|allergies?|rhume|grippe))\b`,
    ),
  },
  {
    // "je veux plus vivre", "je ne veux plus être en vie" — not "je veux plus vivre avec mes parents"
    name: 'explicit.fr.plus_vivre',
    level: 'explicit',
    pattern: rx(
      R`\b(?:veux|voudrais|veut|aimerais|souhaite) ${ADV_FR}(?:ne )?plus ${ADV_FR}(?:vivre|etre en vie|etre vivante?)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },
  {
    // "j'ai plus envie de vivre", "aucune envie de vivre"
    name: 'explicit.fr.plus_envie_de_vivre',
    level: 'explicit',
    pattern: rx(
      R`\b(?:plus|pas|aucune|plus aucune|jamais) ${ADV_FR}(?:envie|l'envie|d'envie) (?:de |d')(?:vivre|etre en vie|rester en vie)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },

  // --- English --------------------------------------------------------------------------
  {
    // "I want to kill myself", "killing myself"
    name: 'explicit.en.kill_myself',
    level: 'explicit',
    pattern: rx(R`\b(?:kill|killing|killin|kil|kills) myself\b`),
    negatable: true,
  },
  {
    // "kms" — but not "10 kms" (kilometres)
    name: 'explicit.en.kms',
    level: 'explicit',
    pattern: rx(R`\bkms\b`),
    unlessBefore: rx(
      R`(?:\d|\b(?:more|few|extra|many|several|some|of|the|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|quelques|des|les|de|plusieurs|deux|trois|cinq|dix))\s*$`,
    ),
  },
  {
    // "I should just kys" — "kys" alone is usually aimed at someone else and is not flagged
    name: 'explicit.en.kys_self',
    level: 'explicit',
    pattern: rx(
      R`\b(?:i|should|going to|want to|will|might|could|about to|need to|have to|got to) ${ADV_EN}kys\b`,
    ),
    negatable: true,
  },
  {
    // "unalive myself", "I want to unalive"
    name: 'explicit.en.unalive',
    level: 'explicit',
    pattern: rx(R`\bunaliv\w* (?:myself|me)\b|\b${ACT_EN} ${ADV_EN}unalive\b`),
    negatable: true,
  },
  {
    // "commit suicide", "I keep thinking about suicide / about ending it all / about dying"
    name: 'explicit.en.thinking_about_suicide',
    level: 'explicit',
    pattern: rx(
      R`\bcommit(?:ting|ted)? ${ADV_EN}suicide\b|\b(?:think|thinking|thought|thoughts|considering|contemplating|dream|dreaming|obsessing) ${ADV_EN}(?:about|of) ${ADV_EN}(?:suicide|killing myself|ending (?:it all|my life|my own life|it)|taking my (?:own )?life|dying|not being alive|not existing)\b`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(
      R`^ (?:with|between|at|prevention|awareness|rates|statistics|hotlines?|in (?:the|a) (?:book|film|movie|show))\b`,
    ),
  },
  {
    // "I'm suicidal", "suicidal thoughts"; not "my friend is suicidal"
    name: 'explicit.en.suicidal',
    level: 'explicit',
    pattern: rx(R`\bsuicidal\b|\bsuicide attempts?\b|\battempted suicide\b`),
    negatable: true,
    firstPerson: true,
  },
  {
    // "I want to die", "I wanna die", "I feel like dying", "ready to die"
    name: 'explicit.en.want_to_die',
    level: 'explicit',
    pattern: rx(R`\b${WISH_EN} ${ADV_EN}(?:die|dying|be dead|being dead)\b`),
    negatable: true,
    firstPerson: true,
  },
  {
    // "I wish I was dead", "I'd be better off dead"
    name: 'explicit.en.wish_dead',
    level: 'explicit',
    pattern: rx(
      R`\bwish (?:i was|i were|i could be|to be|i would be|i had) ${ADV_EN}(?:dead|died)\b|\bbetter off dead\b|\b(?:rather|prefer to) be dead\b`,
    ),
    negatable: true,
  },
  {
    // "end my life", "end it all", "take my own life", "I'm gonna end it tonight"
    name: 'explicit.en.end_my_life',
    level: 'explicit',
    pattern: rx(
      R`\b(?:end|ending|take|taking) (?:my (?:own )?life|it all)\b|\bend it (?:tonight|today|now|for good|forever|once and for all)\b|\b(?:end|ending) (?:everything|things) (?:tonight|today|for good|forever|now)\b|\b(?:end|ending) everything\b|\b(?:off|end|top) (?:myself|meself|maself|masel|mysel)\b`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(R`^ (?:back|in (?:my|a)|seriously|more seriously|into|with|to the next)\b`),
  },
  {
    // "I should just end it", "I'm going to end it" — unless a relationship, job… is being ended
    name: 'explicit.en.end_it',
    level: 'explicit',
    pattern: rx(
      R`\b(?:should|going to|want to|will|need to|ready to|about to|decided to|thinking of|thinking about) ${ADV_EN}end(?:ing)? it\b(?! (?:with|between|at|off|there|here|early)\b)`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(
      R`^.{0,60}?\b(?:with (?:him|her|them|my|the)|between us|relationship|boyfriend|girlfriend|husband|wife|partner|contract|subscription|lease|job|project|call|meeting|conversation|friendship|marriage|fight|argument|debate|discussion|chapter|season|book|story)\b`,
    ),
  },
  {
    // Methods: "hang myself", "slit my wrists", "jump off the bridge", "in front of a train"
    name: 'explicit.en.method',
    level: 'explicit',
    pattern: rx(
      R`\b(?:hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|suffocate|suffocating|electrocute|stab|stabbing|gas|gassing|strangle|strangling|slit) myself\b|\b(?:slit|slitting|cut|cutting|slash|slashing|carve|carving|carved) (?:into )?my (?:wrists?|throat|arms?|legs?|thighs?|skin|stomach|forearms?)\b(?! (?:on|while|shaving|with (?:a|the) (?:paper|knife while)))|\buntil (?:they|it|i|my \w+) (?:bleed|bleeds|bled)\b|\bjump(?:ing)? (?:off|from) (?:a|the|my|this|that|our) (?:\w+ )?(?:bridge|building|roof|rooftop|balcony|cliff|tower|window|overpass|car park|parking garage)\b|\b(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|lie down|lying down) in front of (?:a |the |an )?(?:train|car|bus|truck|lorry|subway|tube|metro|tram)\b|\b(?:drive|driving|crash|crashing|steer|steering) (?:my car |the car |myself )?(?:into|off) (?:a |the )?(?:wall|tree|bridge|river|cliff|oncoming traffic|lorry|truck)\b|\bcrash my car on purpose\b`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(R`^ (?:into (?:the )?(?:water|river|lake|sea|pool)|for fun|in summer)\b`),
  },
  {
    // "I'm standing on the roof and I'm going to jump", "je suis sur le pont, je vais sauter"
    name: 'explicit.any.jump_from_height',
    level: 'explicit',
    pattern: rx(
      R`\b(?:on|at|over) (?:the|a|my|this|that) (?:roof|rooftop|ledge|edge|bridge|balcony|cliff|parapet|platform)\b.{0,60}?\b(?:jump|jumping|let go|step off)\b|\b(?:sur|au bord (?:du|de la|d'un|d'une)) (?:le |la |un |une |mon |ce )?(?:toit|pont|rebord|balcon|falaise|parapet|quai)\b.{0,60}?\b(?:sauter|saute|me jeter|me lancer|lacher)\b`,
    ),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(
      R`^ (?:into (?:the )?(?:pool|water|lake|river|sea)|dans (?:la|l') ?(?:piscine|eau|lac|mer|riviere)|en parachute|a l'elastique)\b`,
    ),
  },
  {
    // "I'm planning to overdose", "going to take all my pills"
    name: 'explicit.en.overdose',
    level: 'explicit',
    pattern: rx(
      R`\b(?:going to|want to|will|about to|plan to|planning to|planning on|thinking (?:about|of)|decided to|tempted to|urge to|ready to|wish i could|could just|might just|feel like) ${ADV_EN}(?:overdose|od|overdosing|(?:take|taking|swallow|swallowing) (?:all|every one|every single one|a whole bottle|the whole bottle|a bottle|the whole pack|too many) (?:of )?(?:my |the |those |these )?(?:pills|meds|medication|medications|tablets|sleeping pills|painkillers|antidepressants|paracetamol|tylenol|advil))\b`,
    ),
    negatable: true,
    unlessAfter: rx(R`^ (?:with me|on holiday|in my bag|with food|before breakfast|as prescribed)\b`),
  },
  {
    // "I just took a bunch of pills" / "j'ai pris toute la boîte": an overdose may be happening now
    name: 'explicit.any.took_pills',
    level: 'explicit',
    pattern: rx(
      R`\b(?:took|swallowed|have taken|just taken) ${ADV_EN}(?:a bunch|a handful|a lot|all|too many|the whole bottle|a whole bottle|the whole pack|a bottle|loads|tons|dozens|twenty|thirty|fifty)(?: of)? (?:my |the |those |these )?(?:pills|meds|medication|tablets|sleeping pills|painkillers|antidepressants|paracetamol|tylenol)\b|\b(?:j'ai|je viens d'|je viens de) ${ADV_FR}(?:pris|avale|gobe|prendre|avaler|gober) (?:toute (?:la|une) (?:boite|plaquette)|toutes mes|tous mes|plein de|trop de|une poignee de|des dizaines de|une boite de) ?(?:de |d')?(?:pilules|cachets|medicaments|medocs|comprimes|somniferes|anxiolytiques)?\b`,
    ),
    negatable: true,
  },
  {
    // "I overdosed last night", "j'ai fait une overdose / une tentative"; "suicide is the only option"
    name: 'explicit.any.overdosed_only_option',
    level: 'explicit',
    pattern: rx(
      R`\bi ${ADV_EN}(?:overdosed|od'?d|took an overdose)\b|\bj'ai ${ADV_FR}fait (?:une )?(?:overdose|od|surdose|tentative)\b|\bsuicide (?:is|seems|feels|looks|sounds) (?:like )?(?:the|my) (?:only|best|last|right) (?:option|way|choice|answer|solution|way out)\b|\ble suicide (?:est|me semble|c'est|serait) ${ADV_FR}(?:la seule|ma seule|la meilleure|la derniere) (?:solution|option|issue|porte de sortie)\b`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "I have the pills in my hand and I'm going to take them all"
    name: 'explicit.en.take_them_all',
    level: 'explicit',
    pattern: rx(
      R`\b(?:pills|meds|tablets|medication|painkillers|sleeping pills)\b.{0,60}?\b(?:take|swallow|taking|swallowing) (?:them|it) all\b|\b(?:take|swallow) all of them\b.{0,30}?\b(?:pills|meds|tablets)\b|\b(?:take|swallow|taking|swallowing) (?:every|all the|all of the) (?:single )?(?:pills?|meds|tablets?|medication|painkillers)\b(?! (?:my doctor|as prescribed|with food|before))`,
    ),
    negatable: true,
  },
  {
    // "I self harm", "self-harming again"
    name: 'explicit.en.self_harm',
    level: 'explicit',
    pattern: rx(R`\bself ?harm(?:ing|ed|s)?\b`),
    negatable: true,
    firstPerson: true,
    unlessAfter: rx(R`^ (?:awareness|prevention|support group|resources)\b`),
  },
  {
    // "I've been cutting myself", "I cut myself again" (accidents are masked as idioms)
    name: 'explicit.en.cutting',
    level: 'explicit',
    pattern: rx(
      R`\bcut(?:ting|s)? myself\b|\bcut(?:ting)? ${ADV_EN}again\b|\bcutting ${ADV_EN}(?:is the only|is what|helps|again)\b|\b(?:started|start|relapsed|relapsing|urge to|urges to|want to|need to) (?:cutting|cut)\b(?! (?:back|down|out|off|ties|carbs|sugar|corners|my|the|it|class|classes|onions|hair|costs|meat|gluten|dairy|caffeine|coffee|alcohol|drinking|people|them|him|her|contact|things|that|this|a|some|through|in|ahead)\b)`,
    ),
    negatable: true,
  },
  {
    // "I want to hurt myself", "I hurt myself on purpose", "I've been burning myself with a lighter"
    name: 'explicit.en.hurt_myself',
    level: 'explicit',
    pattern: rx(
      R`\b(?:been|keep|kept|started|start) ${ADV_EN}(?:cutting|burning|hurting|harming|scratching|hitting|punching|starving|punishing) myself\b|\b(?:burn|burning|burned|burnt) myself with (?:a |my )?(?:lighter|cigarettes?|match|matches|an iron|hot)\b|\b(?:hurt|hurting|harm|harming|burn|burning|burned|burnt|punish|punishing|scratch|scratching|hit|hitting|punch|punching|bruise|bruising|starve|starving) myself ${ADV_EN}(?:on purpose|deliberately|intentionally|again|to feel|so i|because i deserve|every (?:night|day|time)|until (?:i|it) (?:bleed|bleeds|bruise|bruises|hurt|hurts))\b|\b${ACT_EN} ${ADV_EN}(?:hurt|harm|cut|burn|punish) myself\b`,
    ),
    negatable: true,
  },
  {
    // "I don't want to live anymore" — not "I don't want to live in this city"
    name: 'explicit.en.not_want_to_live',
    level: 'explicit',
    pattern: rx(
      R`\b(?:do not|not|no longer|never|does not) ${ADV_EN}(?:want|wish|like) to (?:live|be alive|stay alive|keep living)\b|\bcannot ${ADV_EN}(?:keep|go on|carry on) living\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_EN),
  },
];

// ---------------------------------------------------------------------------------------------
// Indirect: not waking up, burden, better off without me, farewells, preparations, no reason to live
// ---------------------------------------------------------------------------------------------

const INDIRECT: readonly Rule[] = [
  // --- French ---------------------------------------------------------------------------
  {
    // "ne plus me réveiller", "je veux pas me réveiller", "m'endormir et ne jamais me réveiller"
    // — not "ne plus me réveiller la nuit" (a sleep problem)
    name: 'indirect.fr.ne_plus_se_reveiller',
    level: 'indirect',
    pattern: rx(
      R`\b(?:ne plus|ne jamais|plus jamais|jamais plus|plus|jamais) ${ADV_FR}me reveill?er\b|\b(?:veux|voudrais|aimerais|envie de|pouvais|pouvoir|pourrais) ${ADV_FR}(?:ne )?(?:pas|plus|jamais) ${ADV_FR}me reveill?er\b|\bendormir ${ADV_FR}(?:et|pour|sans) ${ADV_FR}(?:ne )?(?:plus |pas |jamais )?${ADV_FR}(?:me )?reveill?er\b|\bendormir ${ADV_FR}(?:et|pour) ${ADV_FR}ne plus ${ADV_FR}(?:jamais )?(?:souffrir|rien sentir|rien ressentir)\b|\bne me reveillerai (?:pas|plus|jamais)\b|\bdormir ${ADV_FR}pour (?:toujours|l'eternite|de bon)\b`,
    ),
    // "je pourrais dormir pour toujours": hyperbole
    unlessBefore: rx(R`\b(?:pourrais|pourrait|could) $`),
    unlessAfter: rx(
      R`^ (?:la nuit|en pleine nuit|a \d\w*|a (?:une|deux|trois|quatre|cinq|six|sept) ?h|\d\w*|avant|aussi tot|si tot|tot|au milieu|toutes les|en sursaut|fatigue|crevee?|avec|a cause|pour (?:aller|le|la|les)|a chaque|chaque|en retard|le (?:matin|dimanche|samedi|week end) pour|a l'heure)\b`,
    ),
  },
  {
    // "tout le monde serait mieux sans moi", "ils seraient soulagés sans moi"
    name: 'indirect.fr.mieux_sans_moi',
    level: 'indirect',
    pattern: rx(
      R`\b(?:mieux|plus heureux|plus heureuses?|soulages?|soulagees?|tranquilles?|plus simple|plus facile|plus leger|mieux lotis?) ${ADV_FR}sans moi\b|\b(?:tournerai(?:en)?t|irai(?:en)?t|porterai(?:en)?t|vivrai(?:en)?t|continuerai(?:en)?t|seraient|tournera|continuera|ira|iront|sera|seront) ${ADV_FR}(?:tres |aussi |tout aussi |parfaitement )?(?:bien|mieux) sans moi\b`,
    ),
    unlessAfter: rx(
      R`^ (?:pendant|ce (?:soir|week end|weekend)|cette (?:semaine|soiree|fois)|la semaine|demain|a la|au|aux|en vacances|le temps|quelques|pour (?:le|la|ce|cette)|dans (?:l'|le|la|les|ce|cette|mon|ma|son|sa|leur|notre)|sur (?:le|la|ce|cette))`,
    ),
  },
  {
    // "lettre d'adieu", "je dis adieu à tout le monde", "leur dire adieu", "dernières volontés"
    name: 'indirect.fr.adieux',
    level: 'indirect',
    pattern: rx(
      R`\blettres? d'adieu\b|\b(?:dire|dis|dit|dirai|faire|fais|fait|ferai) ${ADV_FR}(?:mes |des )?adieux? (?:a |aux )?(?:tout le monde|tous|toutes|mes proches|ma famille|mes amis|mes parents|mes potes)\b|\bleur (?:dire|dis|ai dit|dirai) ${ADV_FR}adieu\b|\bdernieres volontes\b|\b(?:fait|faire|fais) mes adieux\b(?! (?:a (?:mes collegues|l'equipe|mon equipe|la classe|mon appart|mon ancien)|au (?:bureau|boulot|travail))\b)|\bmots? d'adieu (?:a|pour) (?:ma famille|mes proches|mes parents|mes enfants|tout le monde)\b`,
    ),
    firstPerson: true,
  },
  {
    // "à quoi bon continuer / vivre" — not "à quoi bon continuer ce régime"
    name: 'indirect.fr.a_quoi_bon',
    level: 'indirect',
    pattern: rx(
      R`\ba quoi (?:bon|ca sert|sert) (?:de |d')?${ADV_FR}(?:continuer|vivre|exister|me battre|lutter|tenir|rester en vie|me lever|respirer|tout ca|essayer encore|encore essayer)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },
  {
    // "un poids pour tout le monde", "je ne serai plus un fardeau bientôt", "je suis un fardeau"
    name: 'indirect.fr.fardeau',
    level: 'indirect',
    pattern: rx(
      R`\b(?:un|une|qu'un|qu'une|le|la|comme un|comme une) ${ADV_FR}(?:fardeau|poids(?: mort)?|boulet|charge|probleme) (?:pour|a) (?:tout le monde|tous|ma famille|mes proches|les autres|mes parents|mon entourage|mes amis|eux|mes enfants|ceux que j'aime)\b|\b(?:plus|pas) ${ADV_FR}(?:un |une )?(?:fardeau|poids|probleme|boulet|charge) ${ADV_FR}(?:pour (?:personne|tres longtemps|longtemps)|bientot|tres longtemps|longtemps)\b|\b(?:suis|sens|etre) ${ADV_FR}(?:un |qu'un |comme un )?fardeau\b`,
    ),
    firstPerson: true,
  },
  {
    // "disparaître pour toujours", "j'ai envie de disparaître" (idioms like "sous terre" are masked)
    name: 'indirect.fr.disparaitre',
    level: 'indirect',
    unlessAfter: rx(
      R`^ (?:de (?:(?:ce|cette)(?! (?:monde|terre|planete)\b)|mon|ma|mes|le|les|l'|la(?! (?:surface|terre|planete)\b))|du|des|d'un|d'une|en (?:reunion|cours|classe|public|soiree)|pendant|devant|quand|lors|au|aux|a la|dans (?:le|la|les|un|une|ce|cette|mon|ma))\b`,
    ),
    pattern: rx(
      R`\b(?:disparaitre|m'effacer) ${ADV_FR}(?:pour toujours|a jamais|definitivement|pour de bon|de ce monde|de la surface de la terre|de la terre|de la planete|une bonne fois pour toutes|et ne (?:jamais|plus) revenir)\b|\b${WISH_FR} ${ADV_FR}(?:disparaitre|m'effacer|m'evaporer|me volatiliser)\b`,
    ),
    negatable: true,
    firstPerson: true,
  },
  {
    // "si je disparaissais / mourais / n'étais plus là / étais mort" (personne ne remarquerait…)
    name: 'indirect.fr.si_je_disparaissais',
    level: 'indirect',
    pattern: rx(
      R`\bsi (?:je |j')${ADV_FR}(?:disparaissais|disparaissait|mourais|mourrais|mourait|crevais|n'etais plus la|etais plus la|n'existais plus|existais plus|n'existais pas|etais morte?|partais pour (?:de bon|toujours)|me suicidais|me tuais)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:quelques|une semaine|un moment|pendant|de (?:la circulation|ton|son|mon|ce|cette)|du|en vacances)\b`,
    ),
  },
  {
    // "bientôt je serai plus là", "je ne serai plus là pour Noël" — not "la semaine prochaine"
    name: 'indirect.fr.plus_la',
    level: 'indirect',
    pattern: rx(
      R`\b(?:je |j')(?:ne |n')?(?:serai|serais|sera) ${ADV_FR}plus ${ADV_FR}(?:la|parmi vous|de ce monde|en vie|sur cette terre)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:la semaine|le mois|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce (?:soir|week end|weekend|mois)|cet (?:ete|hiver|automne)|a partir|pendant|du \d|jusqu|cette (?:semaine|annee)|avant|apres|quand|en (?:vacances|conge|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|au (?:boulot|bureau|travail|taf))\b`,
    ),
  },
  {
    // "plus aucune raison de vivre", "plus la force de vivre"
    name: 'indirect.fr.raison_de_vivre',
    level: 'indirect',
    pattern: rx(
      R`\b(?:aucune|aucun|pas de|plus de|plus aucune|plus aucun|pas une|plus une|sans|pas la moindre|plus la moindre|plus la|pas la|plus le|pas le|plus l'|pas l') ${ADV_FR}(?:raison|raisons|envie|but|sens|interet|force|courage|energie|volonte|gout) (?:de |d'|a )${ADV_FR}(?:vivre|continuer|exister|rester en vie|me battre)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },
  {
    // "je vois pas l'intérêt de continuer", "je ne vois plus le sens de ma vie"
    name: 'indirect.fr.interet_de_vivre',
    level: 'indirect',
    pattern: rx(
      R`\b(?:vois|voit|trouve|comprends) ${ADV_FR}(?:plus|pas|aucun|aucune|plus aucun|plus aucune|pas vraiment) ${ADV_FR}(?:l'interet|l'utilite|le sens|de sens|de raison|d'interet|la raison|de but|le but) (?:de |d'|a |dans )${ADV_FR}(?:continuer|vivre|exister|rien|la vie|ma vie|tout ca|me lever|respirer|me battre|rester en vie)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },
  {
    // "ma vie n'a plus aucun sens"
    name: 'indirect.fr.vie_sans_sens',
    level: 'indirect',
    pattern: rx(
      R`\b(?:ma|la|cette) vie (?:n'a|a|n'aura|aura) ${ADV_FR}(?:plus|pas|aucun|plus aucun|plus de|pas de) ${ADV_FR}(?:aucun |de )?(?:sens|interet|valeur|but)\b`,
    ),
  },
  {
    // "fatigué de vivre", "marre de la vie" — not "fatiguée de vivre avec des colocs"
    name: 'indirect.fr.fatigue_de_vivre',
    level: 'indirect',
    pattern: rx(
      R`\b(?:fatigue|fatiguee|fatigues|las|lasse|epuise|epuisee|use|usee|marre) ${ADV_FR}(?:de |d')(?:vivre|la vie|exister|etre en vie|etre vivante?)\b`,
    ),
    unlessAfter: rx(
      R`${OBJECT_AFTER_FR}|^ (?:parisienne|de |d'|professionnelle|active|etudiante|citadine|nocturne|moderne|a deux|en couple|en ville)`,
    ),
  },
  {
    // "j'en peux plus de vivre comme ça", "je supporte plus d'être en vie"
    name: 'indirect.fr.supporte_plus_de_vivre',
    level: 'indirect',
    pattern: rx(
      R`\b(?:peux|peut|supporte|supporter|tiens|arrive) ${ADV_FR}(?:plus|pas) ${ADV_FR}(?:de |d'|a )?(?:vivre|etre en vie|etre vivante?|exister)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_FR),
  },
  {
    // "je ne veux plus exister", "je préfèrerais ne jamais être née", "je regrette d'être né"
    name: 'indirect.fr.ne_plus_exister',
    level: 'indirect',
    pattern: rx(
      R`\b(?:${WISH_FR}|prefere|prefererais) ${ADV_FR}(?:ne )?(?:plus|pas|jamais) ${ADV_FR}exister\b|\b(?:ne )?(?:jamais|pas) ${ADV_FR}(?:etre nee?|etre venue? au monde|naitre|avoir existe)\b|\bregrette ${ADV_FR}d'etre (?:nee?|venue? au monde|en vie|vivante?)\b`,
    ),
    firstPerson: true,
  },
  {
    // "je veux que tout s'arrête" — not "que ça s'arrête, ces travaux", not "cinq minutes"
    name: 'indirect.fr.que_tout_s_arrete',
    level: 'indirect',
    pattern: rx(
      R`\bque (?:tout|tout ca|ma vie|la douleur|la souffrance|cette vie|mes souffrances) ${ADV_FR}(?:s'arrete|s'arretent|finisse|se termine|cesse|prenne fin)\b|\bque ca s'arrete ${ADV_FR}(?:pour de bon|pour toujours|a jamais|definitivement|une (?:bonne )?fois pour toutes)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:\d|cinq|deux|dix|quelques|un (?:instant|moment|peu|jour)|une (?:seconde|minute|journee|semaine|heure)|le temps|pendant)\b`,
    ),
  },
  {
    // "le seul moyen d'arrêter de souffrir", "la mort est la seule solution", "plus d'issue"
    name: 'indirect.fr.seule_issue',
    level: 'indirect',
    pattern: rx(
      R`\b(?:seul|seule|dernier|derniere|unique|meilleur|meilleure) (?:moyen|solution|issue|option|porte de sortie|echappatoire) ${ADV_FR}(?:de |d'|pour |c'est |est |serait |ce serait )?${ADV_FR}(?:de |d')?(?:arreter de souffrir|ne plus souffrir|en finir|partir pour de bon|partir pour toujours|mourir|disparaitre|la mort|le suicide|me tuer|me suicider)\b|\bla mort (?:est|serait|c'est) ${ADV_FR}(?:la seule|ma seule|une|la meilleure) (?:solution|issue|option|delivrance)\b|\b(?:plus|pas|aucune|pas d'autre|plus aucune) ${ADV_FR}(?:d'issue|issue|d'autre issue)\b`,
    ),
    unlessAfter: rx(R`^ (?:a|au|aux|pour|dans|de (?:ce|cette|mon|ma|secours))\b`),
  },
  {
    // "j'ai donné mes affaires" — not when moving house or giving to a charity
    name: 'indirect.fr.donner_ses_affaires',
    level: 'indirect',
    pattern: rx(
      R`\b(?:donne|donner|donnee?s?|distribue|distribuer|distribuee?s?|legue|leguer|leguee?s?|offert|offre|offrir) ${ADV_FR}(?:toutes |tous |la plupart de )?mes (?:affaires|biens|objets|trucs|possessions|animaux|choses)\b`,
    ),
    unlessAfter: rx(
      R`^ de (?:bebe|sport|ski|foot|cours|classe|ecole|plage|randonnee)\b|^.{0,80}?(?:demenag|emmaus|vinted|leboncoin|croix rouge|association|asso\b|brocante|vide grenier|trier|ranger|desencombr|minimalis|secours populaire|recyclerie|ressourcerie)`,
    ),
  },
  {
    // "combien de cachets il faudrait", "dose mortelle", "je stocke mes médicaments"
    name: 'indirect.fr.preparatifs_medicaments',
    level: 'indirect',
    unlessAfter: rx(
      R`^.{0,50}?\b(?:voyage|vacances|trousse|rhume|grippe|enfants|bebe|pharmacie de voyage)\b`,
    ),
    pattern: rx(
      R`\bcombien de (?:cachets|medicaments|medocs|pilules|comprimes|somniferes|boites|doliprane|paracetamol|anxiolytiques|xanax)\b.{0,40}?\b(?:faut|faudrait|suffit|suffirait|mortel|mortelle|pour (?:mourir|en finir|ne plus|partir|que (?:ce|ca) soit))|\bdoses? (?:mortelles?|letales?)\b|\b(?:stocke|stocker|stockee?s?|accumule|accumuler|accumulee?s?|mets de cote|mis de cote|mettre de cote|garde de cote|amasse|amasser|economise|rassemble|rassembler) ${ADV_FR}(?:des |mes |plein de |tous mes |toutes mes |assez de |suffisamment de |une boite de |des boites de |plusieurs boites de )?(?:medicaments|medocs|cachets|pilules|comprimes|somniferes|anxiolytiques)\b`,
    ),
    firstPerson: true,
  },

  {
    // "je ne veux plus être là" — not "être là quand il rentre"
    name: 'indirect.fr.plus_etre_la',
    level: 'indirect',
    pattern: rx(
      R`\b(?:veux|voudrais|veut|aimerais|souhaite|envie de) ${ADV_FR}(?:ne )?(?:plus|pas) ${ADV_FR}etre la\b`,
    ),
    unlessAfter: rx(
      R`${OBJECT_AFTER_FR}|^ (?:quand|lorsque|demain|ce soir|apres|si|a (?:\d|la|le|les|cette|ce))\b`,
    ),
  },
  {
    // "tout le monde s'en porterait mieux si je partais / si je n'étais pas là"
    name: 'indirect.fr.mieux_si_je_partais',
    level: 'indirect',
    pattern: rx(
      R`\b(?:mieux|plus heureux|plus heureuses?|soulages?|soulagees?|plus simple|plus facile|plus leger|le mieux) ${ADV_FR}(?:pour (?:tout le monde|tous|eux|ma famille|mes proches|les autres|mes enfants) )?(?:si|que) (?:je |j')${ADV_FR}(?:partais|parte|n'etais plus la|n'etais pas la|etais plus la|etais pas la|sois plus la|ne sois plus la|disparaissais|disparaisse|mourais|meure|n'existais pas|n'existais plus|existais pas|etais morte?|etais partie?)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:plus tot|plus tard|en (?:vacances|avance|week end)|de (?:la|cette|ce|mon|ma|chez)|du|au|a la|avant|demain|ce soir|quelques|pour (?:le|la|ce|cette))\b`,
    ),
  },
  {
    // "je ne me vois pas vivre jusqu'à la fin de l'année", "je ne vois plus d'avenir"
    name: 'indirect.fr.pas_d_avenir',
    level: 'indirect',
    pattern: rx(
      R`\b(?:vois|imagine) ${ADV_FR}(?:pas|plus) ${ADV_FR}(?:vivre|etre en vie|tenir|etre encore la|survivre) ${ADV_FR}(?:(?:jusqu'a|jusqu'au|jusqu'en) (?:la fin (?:de l'annee|du mois|de la semaine|de l'ete)|noel|demain|mon anniversaire|l'ete|la rentree|l'annee prochaine|ce soir|la semaine prochaine|lundi|dimanche)|longtemps|plus longtemps|encore longtemps|encore un an|une annee de plus)\b|\b(?:vois|imagine) ${ADV_FR}(?:pas|plus|aucun) ${ADV_FR}(?:d'avenir|aucun avenir|de futur|mon avenir|l'avenir|de lendemain)\b`,
    ),
    firstPerson: true,
    unlessAfter: rx(R`^ (?:avec|dans|a|au|en|sur|ici|pour (?:nous|ce|cette|notre|mon|ma|mes|le|la|les))\b`),
  },
  {
    // "je n'ai plus aucun espoir", "j'ai perdu tout espoir" — not "plus d'espoir pour ce projet"
    name: 'indirect.fr.plus_d_espoir',
    level: 'indirect',
    pattern: rx(
      R`\b(?:plus|aucun|plus aucun|pas) ${ADV_FR}(?:aucun |d')?espoir\b|\bperdu ${ADV_FR}(?:tout )?espoir\b|\bsans (?:aucun )?espoir\b`,
    ),
    firstPerson: true,
    unlessAfter: rx(R`^ (?:pour|de|d'|dans|avec|en|que|qu'|sur|a|au|aux|qu|quant|concernant)\b`),
  },
  {
    // "si je disparais, personne ne s'en rendra compte", "personne ne me regretterait"
    name: 'indirect.fr.personne_ne_remarquerait',
    level: 'indirect',
    pattern: rx(
      R`\bsi (?:je |j')${ADV_FR}(?:disparais|disparaissais|meurs|mourais|creve|pars pour (?:de bon|toujours))\b.{0,40}?\b(?:personne|aucun|qui)\b|\bpersonne ${ADV_FR}ne ${ADV_FR}(?:me )?(?:regretterait|regrettera|pleurerait|pleurera|chercherait|cherchera|remarquerait|remarquera|manquerait|verrait (?:la difference|que je)|s'en rendrait compte|s'en rendra compte|s'en apercevrait|s'en apercevra)\b`,
    ),
    // "… mon absence à la réunion": an event, not a disappearance
    unlessAfter: rx(
      R`^(?: [a-z']+){0,3}? (?:a la|au|aux|en (?:cours|reunion|classe|avance)|pendant|lors|ce soir|demain|cette (?:semaine|soiree)|plus tot)\b|^ si (?:je |j')(?:pars|quitte|sors|rentre|m'absente|file|loupe|rate|saute)\b`,
    ),
  },
  {
    // "une lettre pour ma famille au cas où", "au cas où je ne serais plus là"
    name: 'indirect.fr.lettre_au_cas_ou',
    level: 'indirect',
    pattern: rx(
      R`\b(?:lettre|lettres|mot|message|mail) (?:pour|a) (?:ma famille|mes proches|mes parents|mes enfants|ma mere|mon pere|ma soeur|mon frere|mes amis|ma femme|mon mari|mon copain|ma copine|maman|papa)\b.{0,60}?\bau cas ou\b|\bau cas ou (?:je ne serais plus la|je serais plus la|je ne serais? plus|je disparaitrais|je partirais pour de bon|je ne reviendrais pas)\b`,
    ),
    firstPerson: true,
  },
  {
    // "j'ai peur de faire une bêtise", "je vais craquer et faire une connerie", "me faire quelque chose"
    name: 'indirect.fr.faire_une_betise',
    level: 'indirect',
    pattern: rx(
      R`\bfaire une (?:betise|connerie|grosse betise|grosse connerie)\b|\bme faire quelque chose\b`,
    ),
    negatable: true,
    firstPerson: true,
    // not in the past ("j'ai fait une connerie") nor a named everyday folly ("… et rappeler mon ex")
    unlessBefore: rx(
      R`\b(?:ai|as|a|avons|avez|ont|avais|avait|aurais|aurait|viens de|vient de)\s+(?:${ADV_FR})?$`,
    ),
    unlessAfter: rx(
      R`^ (?:au (?:boulot|travail|taf)|avec (?:mon|ma|mes) (?:ex|argent|budget|compte)|en (?:cuisine|cours|rappelant|appelant|achetant|mangeant|buvant|ecrivant)|de (?:plus|ce genre)|et (?:rappeler|appeler|texter|ecrire|envoyer|acheter|manger|boire|sortir|commander|reserver|demissionner|tout plaquer))\b`,
    ),
  },
  {
    // "bientôt tout sera fini", "tout sera fini pour moi", "je ne tiendrai plus très longtemps"
    name: 'indirect.fr.bientot_fini',
    level: 'indirect',
    pattern: rx(
      R`\b(?:bientot|ce soir|demain) ${ADV_FR}tout sera (?:fini|termine)\b|\btout sera (?:bientot )?(?:fini|termine) pour moi\b|\btiendrai (?:plus|pas) ${ADV_FR}(?:tres |encore |bien )?longtemps\b`,
    ),
    unlessAfter: rx(
      R`^ (?:a ce rythme|comme ca au|dans (?:ce|cette)|au (?:boulot|travail|taf)|sans (?:cafe|manger|dormir))\b`,
    ),
  },
  {
    // "rejoindre mon père là-haut", "retrouver maman au ciel"
    name: 'indirect.fr.rejoindre_la_haut',
    level: 'indirect',
    pattern: rx(
      R`\b(?:rejoindre|retrouver|rejoins|retrouve) ${ADV_FR}(?:mon|ma|mes) (?:\w+ ){1,2}(?:la haut|au ciel|au paradis|de l'autre cote)\b|\brejoindre les anges\b`,
    ),
  },
  {
    // "testament, papiers rangés… je suis prête", "mon enterrement", "à part la mort"
    name: 'indirect.fr.preparatifs',
    level: 'indirect',
    pattern: rx(
      R`\b(?:testament|mes papiers|mes affaires|dernieres volontes)\b.{0,60}?\b(?:je suis prete?|tout est pret|c'est pret|plus qu'a attendre|je peux partir)\b|\b(?:mon|a mon) (?:enterrement|funerailles|obseques)\b|\b(?:a part|sauf|autre que|hormis) (?:la mort|mourir|le suicide|me tuer|en finir)\b|\b(?:moyen|facon|methode|maniere)s? (?:rapide|indolore|sans douleur|la plus simple|la plus rapide|douce)s? (?:de|pour) (?:mourir|partir|en finir|me tuer|me suicider)\b`,
    ),
    firstPerson: true,
  },
  {
    // "ma vie ne vaut plus rien", "elle le trouvera après", "I stopped caring if I live or die"
    name: 'indirect.any.worthless_life',
    level: 'indirect',
    pattern: rx(
      R`\b(?:ma|cette) vie ne vaut ${ADV_FR}(?:plus )?rien\b|\b(?:trouvera|trouveront|lira|liront) ${ADV_FR}(?:apres|quand je (?:ne )?serai plus la|apres ma mort|apres mon depart)\b|\bcare (?:if|whether) i (?:live or die|die|am alive)\b|\b(?:will|going to) (?:find|read) (?:it|them) (?:after|when i am gone|once i am gone)\b`,
    ),
  },
  {
    // "je n'ai plus ma place dans ce monde", "I don't belong in this world anymore"
    name: 'indirect.any.no_place_in_this_world',
    level: 'indirect',
    pattern: rx(
      R`\b(?:plus|pas|aucune?) ${ADV_FR}(?:ma|de) place (?:dans ce monde|sur (?:cette )?terre|ici bas|nulle part|parmi (?:vous|les vivants))\b|\b(?:do not|no longer|never) ${ADV_EN}belong (?:in this world|on this earth|anywhere|here on earth)\b|\bno place for me (?:in this world|on this earth|anywhere)\b|\barrete d'esperer\b(?! (?:que|qu'|de|d'|pour|un|une|le|la|les)\b)|\bstopped hoping\b(?! (?:that|for|to)\b)`,
    ),
    firstPerson: true,
  },
  {
    // "adieu à tous", "adieu le monde" — not "à demain"
    name: 'indirect.any.adieu_au_monde',
    level: 'indirect',
    pattern: rx(
      R`\badieu (?:a tous|a toutes|tout le monde|le monde|a tout le monde|cruel monde|monde cruel)\b|\bgoodbye (?:world|cruel world|forever)\b`,
    ),
  },

  // --- English --------------------------------------------------------------------------
  {
    // "I can't see a future for myself", "no future for me", "I won't make it to Christmas"
    name: 'indirect.en.no_future',
    level: 'indirect',
    pattern: rx(
      R`\b(?:cannot|do not|no longer|never|not|can no longer) ${ADV_EN}(?:see|imagine|picture) ${ADV_EN}(?:a|any|my|myself having a|myself having any) future\b|\bno future for me\b|\b(?:cannot|do not|no longer|never|not) ${ADV_EN}(?:see|imagine|picture) myself ${ADV_EN}(?:getting|making it|surviving|lasting) (?:through )?(?:this|the|another) (?:week|night|weekend|day|month)\b|\b(?:cannot|do not|no longer|never|not) ${ADV_EN}(?:see|imagine|picture) myself ${ADV_EN}(?:being )?(?:alive|here|around|living) (?:next (?:year|month|week)|in (?:a|one|two|five) (?:year|years|month|months)|by (?:christmas|summer|next)|much longer|for much longer|anymore)\b|\b(?:will not|not going to|do not think i will) ${ADV_EN}make it (?:to|until|past) (?:christmas|my birthday|next year|the end of (?:the|this) (?:year|month|week)|the weekend|tomorrow|summer)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:with|in|at|for (?:us|this|the|that|my (?:career|job|business|company|relationship|band|team)))\b|^.{0,60}?\b(?:career|job|company|promotion|position|role|team|office)\b`,
    ),
  },
  {
    // "I've lost all hope", "there's no hope left for me"
    name: 'indirect.en.no_hope',
    level: 'indirect',
    pattern: rx(
      R`\blost (?:all|any|every last bit of) hope\b|\bno hope left\b|\bno hope (?:for me|anymore)\b|\b(?:am|feel) ${ADV_EN}(?:completely |totally |so )?hopeless\b(?! (?:at|about|with|when|in|for|as)\b)`,
    ),
    firstPerson: true,
    unlessAfter: rx(R`^ (?:for|of|in|that|about|on|with)\b`),
  },
  {
    // "nobody would miss me", "no one would care if I died"
    name: 'indirect.en.nobody_would_miss_me',
    level: 'indirect',
    pattern: rx(
      R`\b(?:nobody|no one|noone|no body) ${ADV_EN}(?:would|will|is going to) ${ADV_EN}(?:miss me|cry|come to my funeral)\b|\b(?:nobody|no one|noone|no body) ${ADV_EN}(?:would|will|is going to) ${ADV_EN}(?:notice|care|mind)(?: it)? if i ${ADV_EN}(?:died|was gone|were gone|disappeared|was dead|were dead|killed myself|was not here|were not here|vanished|stopped existing|was not around)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:at|in|on|if i (?!died|was gone|were gone|disappeared|was dead|killed)|when i (?:leave|go|move))\b`,
    ),
  },
  {
    // "I wrote a note for my mom in case", "a letter to my kids for when I'm gone"
    name: 'indirect.en.note_in_case',
    level: 'indirect',
    pattern: rx(
      R`\b(?:wrote|written|writing|write|left|leaving|leave) (?:a |some |my )?(?:note|notes|letter|letters) (?:for|to) (?:my )?(?:mom|mum|mother|dad|father|family|parents|kids|children|sister|brother|wife|husband|partner|friends|girlfriend|boyfriend|loved ones|son|daughter)\b.{0,40}?\b(?:in case\b(?! (?:she|he|they|it|you|we|my|the|someone|somebody|i (?:am late|forget|miss))\b)|for when i am gone|for after|explaining|goodbye)`,
    ),
  },
  {
    // "I've made my peace" (not "made peace with the breakup"), "I'm tired of fighting"
    name: 'indirect.en.made_my_peace',
    level: 'indirect',
    pattern: rx(
      R`\bmade (?:my )?peace\b(?! with\b)|\btired of (?:fighting|struggling)\b(?! (?:with|for|about|over|against|to|at|in)\b)|\bwant it all to (?:end|be over|stop)\b`,
    ),
    firstPerson: true,
  },
  {
    // "I just want to disappear", "I'm scared I'll do something to myself"
    name: 'indirect.en.want_to_disappear',
    level: 'indirect',
    pattern: rx(
      R`\bwant to ${ADV_EN}disappear\b(?! (?:for|from|to|into|under|on|off|with|somewhere|in|at|after|until|during)\b)|\bdo something (?:stupid |bad |drastic )?to myself\b|\b(?:do not|never|no longer) ${ADV_EN}(?:want|wish) to wake up\b(?! (?:early|at|before|so early|for|to go|on|in the morning for|tomorrow for)\b)`,
    ),
    firstPerson: true,
  },
  {
    // "I don't think I'll be around much longer", "I can't hold on much longer", "I'll be gone soon"
    name: 'indirect.en.not_much_longer',
    level: 'indirect',
    pattern: rx(
      R`\b(?:do not think|doubt|not sure) i will be (?:around|here|alive) ${ADV_EN}(?:for )?(?:much |very )?(?:longer|long)\b|\b(?:cannot|will not be able to|not going to be able to) ${ADV_EN}(?:hold on|hang on|keep going|go on|last) ${ADV_EN}(?:much |any )?(?:longer|anymore)\b|\bi will be gone\b(?! (?:for|on|until|by|from|all|next|this|when|before|after|at|in|to|tomorrow|till|til|over|during)\b)`,
    ),
    unlessAfter: rx(R`^ (?:at|in|with|like|without (?:coffee|food|sleep))\b`),
  },
  {
    // "painless ways to go", "my funeral", "no way out other than death", "said my goodbyes"
    name: 'indirect.en.preparations_words',
    level: 'indirect',
    pattern: rx(
      R`\b(?:painless|quick|quickest|easiest|easy|peaceful|best|fastest) (?:ways?|methods?) (?:to|of) (?:go|die|dying|end it|kill myself|end my life)\b|\bmy (?:own )?funeral\b|\b(?:other than|except|besides) (?:death|dying|suicide|killing myself|to die)\b(?! and taxes)|\bhow long (?:does it take|it takes|would it take|until you) (?:to )?(?:die|drown|bleed out|suffocate|overdose)\b|\b(?:been|started|keep|kept) saying (?:my )?goodbyes?\b(?! to (?:the|my (?:old|team|coworkers|colleagues|classmates|flat|house|apartment))\b)|\b(?:said|saying|made|say|make) my (?:final )?goodbyes\b(?! (?:to (?:the|my (?:old|team|coworkers|colleagues|classmates|flat|house|apartment|grandma|grandpa|grandmother|grandfather))|at|before (?:my|the) (?:move|trip|flight))\b)|\b(?:just|only) taking up space\b(?! (?:in|on|at)\b)`,
    ),
    // "Retiring next month… saying my goodbyes to everyone": a career ending, not a life
    unlessBefore: RETIRING,
    firstPerson: true,
  },
  {
    // "I don't want to be here anymore"
    name: 'indirect.en.not_be_here',
    level: 'indirect',
    pattern: rx(
      R`\b(?:do not|not|no longer|never) ${ADV_EN}(?:want|wish) to be (?:(?:here|around) ${ADV_EN}(?:anymore|any longer|no more)|alive|on this (?:earth|planet)|in this world)\b`,
    ),
    // "… here anymore, this company is toxic": a place, not life
    unlessAfter: rx(
      R`^(?: [a-z']+){0,3}? (?:company|job|office|workplace|school|class|team|city|town|flat|house|relationship|party|meeting)\b`,
    ),
  },
  {
    // "everyone would be better off without me", "my family will be fine without me"
    name: 'indirect.en.better_without_me',
    level: 'indirect',
    pattern: rx(
      R`\b(?:better off|happier) with (?:someone else|another (?:mom|mum|dad|mother|father|parent|person|partner))\b|\b(?:better|happier|easier|fine|okay|ok|lighter|safer|free) ${ADV_EN}(?:off |life |lives |time )?(?:without me|(?:when|once|after|if) i am (?:gone|dead|not around)|(?:if|when) i (?:was|were) (?:gone|dead))\b`,
    ),
    unlessAfter: rx(
      R`^ (?:for|while|during|next|this|on|at|until|tonight|today|tomorrow|there|in the (?:meeting|office|team|group|band|game|project))\b`,
    ),
  },
  {
    // "I'm a burden to everyone", "soon I won't be a problem for anyone anymore", "waste of space"
    name: 'indirect.en.burden',
    level: 'indirect',
    pattern: rx(
      R`\b(?:a|such a|nothing but a|just a|only a) burden (?:to|for|on) (?:everyone|everybody|my family|my parents|others|people|the people i love|my friends|anyone|them|you all|all of them|those around me)\b|\b(?:am|i am) ${ADV_EN}(?:such a|nothing but a|only a|just a) burden\b|\bwaste of (?:space|oxygen|air)\b|\b(?:will not|not going to|never|no longer) be a (?:burden|problem|bother|weight) (?:(?:to|for|on) (?:anyone|anybody|everyone|you|them|my family|you all) )?${ADV_EN}(?:anymore|much longer|soon|for long|any longer|for much longer)\b`,
    ),
    firstPerson: true,
  },
  {
    // "disappear forever", "I wish I could just disappear"
    name: 'indirect.en.disappear',
    level: 'indirect',
    pattern: rx(
      R`\b(?:disappear|disappearing|vanish|vanishing|fade away|cease to exist) ${ADV_EN}(?:forever|for good|permanently|from (?:this|the) (?:world|earth|planet)|and never come back|off the face of the earth)\b|\bwish i could ${ADV_EN}(?:disappear|vanish|fade away|cease to exist)\b(?! (?:for|from|to|into|under|on|off)\b)`,
    ),
    negatable: true,
  },
  {
    // "go to sleep and never wake up", "if I just didn't wake up tomorrow", "sleep forever"
    name: 'indirect.en.never_wake_up',
    level: 'indirect',
    pattern: rx(
      R`\b(?:if|wish|hope|hoping|pray|praying)(?: that)? i ${ADV_EN}(?:did not|do not|would not|will not|never|could not|could just not) ${ADV_EN}wake(?: up)?\b(?! (?:early|before|until|at|in time|on time|the|my|him|her|them|you|anyone|everyone)\b)|\b(?:sleep|fall asleep|go to sleep|close my eyes|lie down) ${ADV_EN}(?:and |forever and )?${ADV_EN}(?:never|not) (?:have to |need to |ever )?${ADV_EN}(?:wake|open them|get up)\b|\b(?:want to|wish i could|would love to) ${ADV_EN}(?:sleep|fall asleep|go to sleep) ${ADV_EN}forever\b`,
    ),
  },
  {
    // "no reason to go on", "lost the will to live" — not "no reason to go on the trip"
    name: 'indirect.en.no_reason_to_live',
    level: 'indirect',
    pattern: rx(
      R`\b(?:no|any|zero|nothing|not a single|no more|no good|no real|not any|lost (?:my|the|all)|losing (?:my|the)) ${ADV_EN}(?:reason|reasons|point|purpose|will|desire|motivation|meaning) (?:to|in|of|for) ${ADV_EN}(?:live|living|go on|going on|keep going|keep living|continue|continuing|be alive|being alive|stay alive|staying alive|exist|existing|carry on|carrying on|life)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:the|a|an|that|this|with|about|holiday|vacation|trip|date|dates|strike|tour|stage|it|to|at|in|my|our|your|studying|working|dating)\b`,
    ),
  },
  {
    // "what's the point of living", "I don't see the point in anything anymore"
    name: 'indirect.en.whats_the_point',
    level: 'indirect',
    pattern: rx(
      R`\bwhat is ${ADV_EN}the point (?:of|in) ${ADV_EN}(?:living|life|going on|being alive|anything|it all|existing|waking up|carrying on|staying alive|continuing|being here|me)\b|\bwhat is the point anymore\b|\b(?:do not|cannot|no longer|never|not) ${ADV_EN}see ${ADV_EN}(?:the|a|any) ${ADV_EN}point (?:in|of|to) ${ADV_EN}(?:anything|living|life|going on|being alive|it all|existing|carrying on|being here)\b|\b(?:see|there is) no ${ADV_EN}(?:point|reason|purpose|meaning) (?:in|of|to) ${ADV_EN}(?:anything|living|life|going on|being alive|it all|existing|carrying on|being here)\b`,
    ),
  },
  {
    // "done with life", "tired of being alive" — not "tired of living with roommates"
    name: 'indirect.en.done_with_life',
    level: 'indirect',
    pattern: rx(
      R`\b(?:done|finished|over|through) ${ADV_EN}with (?:life|living|this life|being alive|existing|this world|it all)\b|\b(?:tired|sick|exhausted|weary) ${ADV_EN}of ${ADV_EN}(?:life|living|being alive|existing|waking up|breathing|being me)\b`,
    ),
    unlessAfter: rx(OBJECT_AFTER_EN),
  },
  {
    // "goodbye letters", "saying goodbye to everyone" — not "at work on Friday"
    name: 'indirect.en.goodbyes',
    level: 'indirect',
    pattern: rx(
      R`\b(?:goodbye|good bye|farewell|suicide|final) (?:letter|letters|note|notes)\b|\b(?:writing|wrote|written|write|leaving|left) (?:letters|notes) (?:to|for) (?:everyone|everybody|all the people|the people|those) (?:i love|i care about|close to me)\b|\b(?:writing|wrote|written|write|saying|said|say|sent|send|texting|texted) ${ADV_EN}(?:my )?(?:goodbyes?|good byes?|farewells?)(?: letters?| messages?| notes?)? (?:to|for) (?:everyone|people|my family|my friends|everybody|them all|all of them|my parents|my kids|my children|my loved ones|the people i love|those i love)\b`,
    ),
    // "Retiring next month… saying my goodbyes to everyone": a career ending, not a life
    unlessBefore: RETIRING,
    firstPerson: true,
    unlessAfter: rx(
      R`^ (?:at (?:work|the office|school|uni|university|the gym|the party|the airport|the station)|before (?:my|the|i) (?:move|trip|holiday|flight|leave)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:the|my) (?:team|class|office))\b`,
    ),
  },
  {
    // "This will be my last message" — not "my last message for today"
    name: 'indirect.en.last_message',
    level: 'indirect',
    pattern: rx(
      R`\b(?:this|it) (?:will be|is|would be|might be|may be) ${ADV_EN}(?:my|our) (?:very )?(?:last|final) (?:message|words|text|note|goodbye|conversation|chat|talk)\b(?! (?:for (?:today|tonight|now|a while|the (?:day|week|night))|of the day|before|until|tonight|this (?:week|evening)|here (?:today|tonight)|on this)\b)`,
    ),
  },
  {
    // "I've been giving my things away" — not when moving or decluttering
    name: 'indirect.en.giving_things_away',
    level: 'indirect',
    pattern: rx(
      R`\bgiv(?:e|ing|en) ${ADV_EN}(?:all |most )?(?:of )?my (?:things|stuff|belongings|possessions|pets|cat|dog) ${ADV_EN}away\b|\bgiv(?:e|ing|en) ${ADV_EN}away (?:all |most )?(?:of )?my (?:things|stuff|belongings|possessions|pets|cat|dog)\b(?!')`,
    ),
    unlessAfter: rx(
      R`^.{0,60}?\b(?:move|moving|moved|charity|shelter|declutter|decluttering|minimalis|vinted|ebay|thrift|goodwill|donation|donate|downsiz|renovat|new (?:place|flat|apartment|house))`,
    ),
  },
  {
    // "how many pills it would take", "lethal dose", "stockpiling my meds", "I bought a rope…"
    name: 'indirect.en.preparations',
    level: 'indirect',
    pattern: rx(
      R`\bhow (?:many|much) ${ADV_EN}(?:of )?(?:my )?(?:pills|tablets|meds|medication|paracetamol|tylenol|sleeping pills|painkillers|insulin|xanax|ibuprofen)\b.{0,30}?\b(?:would (?:it )?take|will (?:it )?take|does it take|it takes|to (?:die|kill|overdose|od)|would (?:kill|be (?:lethal|fatal|enough)))|\b(?:lethal|fatal|deadly) dose\b|\b(?:stockpil\w*|hoard\w*|saving up|saved up|been saving|collecting) (?:up )?(?:all )?(?:my |the |some |these |those )?(?:pills|meds|medication|tablets|sleeping pills|painkillers)\b|\b(?:bought|buying|got|getting|have|found|tied|tying|made|making) (?:a |the |some )?(?:rope|noose)\b.{0,80}?\b(?:know what|going to do|for myself|tonight|ready|it is time|decided|my neck|hang|end)|\bnoose\b`,
    ),
    firstPerson: true,
    // "saving up my tablets for my trip"
    unlessAfter: rx(
      R`^ (?:for (?:my|the|a|our) (?:trip|holiday|vacation|travels?|journey|stay)|while i am (?:away|abroad))\b`,
    ),
  },
  {
    // "I won't be around much longer"
    name: 'indirect.en.wont_be_around',
    level: 'indirect',
    pattern: rx(
      R`\b(?:will not|not going to|may not|might not) be (?:around|here|alive|on this earth) ${ADV_EN}(?:much longer|for much longer|anymore|to see)\b`,
    ),
  },
  {
    // "I'd rather not exist", "I wish I didn't exist", "I want to stop existing"
    name: 'indirect.en.not_exist',
    level: 'indirect',
    pattern: rx(
      R`\b(?:rather|prefer to|want to|wish i could|would like to) ${ADV_EN}(?:not|stop|cease to|no longer) ${ADV_EN}(?:exist|existing|be alive|living)\b|\bwish i (?:did not|could stop|would stop) ${ADV_EN}(?:exist|existing)\b|\b(?:do not|not|no longer) ${ADV_EN}(?:want|wish) to exist\b|\bstop existing\b`,
    ),
    firstPerson: true,
    // "… exist in this group chat anymore", "stop living paycheck to paycheck"
    unlessAfter: rx(
      R`^ (?:(?:in|at|on) (?:this|that|the|my|our)|on (?:social|insta\w*|facebook|twitter|tiktok|here|the internet)|online|paycheck|like|with|for|off|in fear|a lie|in the past)\b`,
    ),
  },
  {
    // "I wish I'd never been born"
    name: 'indirect.en.never_born',
    level: 'indirect',
    pattern: rx(
      R`\bwish(?:ed)? (?:i|i had|i would|i would have|that i) ${ADV_EN}(?:had )?never (?:been born|existed|was born|be born)\b|\bshould (?:never|not) have (?:ever )?been born\b`,
    ),
  },
  {
    // "life isn't worth living"
    name: 'indirect.en.life_not_worth_living',
    level: 'indirect',
    pattern: rx(
      R`\bnot ${ADV_EN}worth living\b|\b(?:life|my life) (?:is not|is no longer|does not feel|no longer feels|never feels) ${ADV_EN}worth (?:it|living)\b|\b(?:my )?life is ${ADV_EN}(?:pointless|meaningless)\b|\b(?:my )?life (?:has|holds) ${ADV_EN}no (?:meaning|point|purpose|value)\b`,
    ),
  },
  {
    // "I just want everything to stop. Forever." — not "for a minute"
    name: 'indirect.en.everything_to_stop',
    level: 'indirect',
    pattern: rx(
      R`\b(?:want|wish|need|wanted) ${ADV_EN}(?:everything|it all|all of (?:it|this)|the pain|my life|life|all this) to (?:stop|end|be over|go away)\b`,
    ),
    unlessAfter: rx(R`^ (?:for (?:a|one|five|ten|\d)|just for|until|while|so i can|during)\b`),
  },
  {
    // "there's no way out for me", "the only way out" — not "no way out of this contract"
    name: 'indirect.en.no_way_out',
    level: 'indirect',
    pattern: rx(R`\b(?:no|only|no other|one) (?:other )?way out\b(?! of\b)`),
  },
  {
    // "nobody would notice if I was gone", "if I died tomorrow" — not "if I was gone for a week"
    name: 'indirect.en.if_i_was_gone',
    level: 'indirect',
    pattern: rx(
      R`\bif i ${ADV_EN}(?:was|were|am) ${ADV_EN}(?:gone|dead|not here|not around|no longer here|no longer around)\b|\bif i ${ADV_EN}(?:died|disappeared|vanished|did not exist|never existed|killed myself|was never born|were never born|stopped existing)\b`,
    ),
    unlessAfter: rx(
      R`^ (?:for|on|during|next|this|from|at|to|in (?:a|the) (?:crash|accident|plane|car)|while)\b`,
    ),
  },
];

export const RULES: readonly Rule[] = [...EXPLICIT, ...INDIRECT];
