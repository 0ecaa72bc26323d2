/**
 * Lexicons and regular-expression fragments shared by the phrase rules (rules.ts) and the cue
 * model (cues.ts). Everything is written for normalised text (see normalize.ts): lower-case,
 * no accents, apostrophes kept ("j'ai", "m'etrangler"), English contractions expanded ("i am",
 * "do not"), clause breaks shown as " | ".
 *
 * Word lists are plain arrays so that they are easy to read and extend; `alt` turns them into one
 * alternation. An entry may be a small pattern for its inflections ("cachets?", "coupee?s?").
 * Every quantifier used with them is bounded, so no pattern can backtrack catastrophically.
 */

/** Joins regular-expression fragments (written with String.raw) into one global RegExp. */
export const rx = (...parts: string[]): RegExp => new RegExp(parts.join(''), 'g');
export const R = String.raw;

// ---------------------------------------------------------------------------------------------
// Shared fragments
// ---------------------------------------------------------------------------------------------

/** Up to 4 adverbs/fillers between the verb and its complement ("j'ai (vraiment) envie de…"). */
export const ADV_FR = R`(?:(?:juste|vraiment|tellement|trop|seulement|simplement|tres|enfin|souvent|parfois|serieusement|encore|limite|presque|carrement|grave|direct|toujours|meme|bien|franchement|honnetement|aussi|deja|tout simplement|de plus en plus|un peu|des fois|sans arret|tout le temps|tous les jours|de nouveau|a nouveau|beaucoup|fort|plutot|sincerement|reellement|vrmt|vrm|trp|maintenant|ce soir|aujourd'hui|cette nuit|bientot|tout de suite|moi) ){0,4}`;
export const ADV_EN = R`(?:(?:just|really|honestly|literally|seriously|actually|truly|kinda|kind of|sort of|so|still|sometimes|often|always|constantly|legit|lowkey|low key|genuinely|totally|simply|even|pretty much|almost|already|finally|all|again|badly|desperately|fucking|freaking|tbh|lol|rly|srsly|probably|maybe|definitely|now|tonight|today|go|quietly|secretly) ){0,4}`;

/** French wish verbs: "je veux", "j'aimerais", "envie de", "besoin de"… */
export const WISH_FR = R`(?:veux|veut|voudrais|voudrait|voudrai|vouloir|aimerais|aimerai|aimerait|souhaite|souhaiterais|prefere|prefererais|prefererai|reve de|envie de|envies de|besoin de)`;
/** French plan/intention verbs: "je vais", "je pense à", "j'ai décidé de"… */
export const PLAN_FR = R`(?:vais|vai|compte|(?:pense|pensais|penser|songe|songer|songeais)(?: (?:souvent|serieusement|parfois|beaucoup|vraiment|de plus en plus|encore|tout le temps|tous les jours))? a|pensee de|pensees de|decide de|decidee de|prete? a|pret a|prepare a|essayer de|essaye de|essaie de|tente de|tentee de|tenter de|tentation de|pulsion de|pulsions de|l'intention de|l'idee de|idee de|idees de|devrais|dois|faudrait que je|faut que je)`;
export const INTENT_FR = R`(?:${WISH_FR}|${PLAN_FR})`;

/** English wish/intention frames before "die", "be dead"… ("going to die" is left out: hyperbole). */
export const WISH_EN = R`(?:want to|wanted to|wanting to|wish i could|wish to|would like to|would love to|ready to|need to|should|plan to|planning to|decided to|deserve to|deserved to|try to|trying to|tempted to|desire to|would rather|prefer to|feel like|felt like|feeling like|let me|hoping to|hope to|dream of|dreaming of|thinking about|thinking of|think about|thought about|thoughts of|thoughts about|urge to|urges to)`;
/** English frames before an act ("kill myself", "overdose", "unalive"). */
export const ACT_EN = R`(?:${WISH_EN}|going to|about to|will|might|could|planning on|considering|contemplating|how to|ways to)`;

/** What follows "continuer/vivre/living…" when it is about something ordinary ("continuer mes études"). */
export const OBJECT_AFTER_FR = R`^ (?:(?:au|aux|avec|chez|dans|ici|en|sous|pres|loin|sur|ce|cet|cette|ces|le|la|les|mon|ma|mes|son|sa|ses|un|une|des|du|pour)\b|l'|a (?!vivre|exister|respirer|me battre|lutter|tenir|avancer)\S)`;
export const OBJECT_AFTER_EN = R`^ (?:with|in|at|near|on|like (?:that|my|his|her|their|them|him|a|an|the|someone|other|everyone|people)|there|abroad|alone|together|far|close|somewhere|anywhere|under|here|without|next|by|paycheck|the|a|an|this|that|my|your|early|for)\b`;

/** One alternation `(?:a|b|c)` from word lists (entries may be small patterns themselves). */
export const alt = (...lists: readonly (readonly string[])[]): string => `(?:${lists.flat().join('|')})`;

/** Up to `n` more words of the same clause (never crosses a clause break " | "). */
export const gap = (n: number): string => `(?: [a-z0-9']+){0,${n}}?`;

// ---------------------------------------------------------------------------------------------
// Means and methods (nouns). Used by the cue model to qualify ambiguous acts ("je vais tout
// prendre" + "cachets", "cut deep" + "knife") and as the "method" category when the writer has
// them at hand ("j'ai la corde", "I have the pills in my hand").
// ---------------------------------------------------------------------------------------------

export const MEDS = [
  // FR
  'cachets?',
  'medicaments?',
  'medocs?',
  'pilules?',
  'comprimes?',
  'gelules?',
  'somniferes?',
  'anxiolytiques?',
  'antidepresseurs?',
  'calmants?',
  'doliprane',
  'paracetamol',
  'xanax',
  'lexomil',
  'tramadol',
  'insuline',
  // EN
  'pills?',
  'meds',
  'medications?',
  'medicine',
  'tablets?',
  'sleeping pills?',
  'painkillers?',
  'antidepressants?',
  'tylenol',
  'advil',
  'ibuprofen',
  'insulin',
  'benzos?',
  'opioids?',
  'oxy',
];

export const BLADES = [
  'lames?',
  'lame de rasoir',
  'rasoirs?',
  'cutters?',
  'scalpels?',
  'couteaux?',
  'couteau',
  'bout de verre',
  'tessons?',
  'compas',
  'blades?',
  'razors?',
  'razor blades?',
  'knife',
  'knives',
  'box cutter',
  'broken glass',
  'shard',
];

export const LIGATURES = ['corde', 'cordes', 'noeud coulant', 'ceinture', 'rope', 'noose', 'belt', 'cord'];

export const GUNS = [
  'arme',
  'arme a feu',
  'flingue',
  'pistolet',
  'revolver',
  'fusil',
  'carabine',
  'gun',
  'pistol',
  'rifle',
  'shotgun',
  'handgun',
];

/** Places to fall from. */
export const HEIGHTS = [
  'pont',
  'viaduc',
  'fenetre',
  'balcon',
  'toit',
  'terrasse',
  'falaise',
  'immeuble',
  'tour',
  'parking',
  'rebord',
  'parapet',
  'bridge',
  'overpass',
  'roof',
  'rooftop',
  'balcony',
  'window',
  'cliff',
  'ledge',
  'building',
  'tower',
  'parking garage',
  'car park',
];

/** Things to step in front of. */
export const RAILS = [
  'train',
  'rails',
  'voie ferree',
  'voies',
  'metro',
  'rer',
  'tgv',
  'tram',
  'camion',
  'bus',
  'tracks',
  'railway',
  'subway',
  'tube',
  'truck',
  'lorry',
  'traffic',
];

/** Water to drown in. */
export const WATERS = [
  'mer',
  'ocean',
  'riviere',
  'fleuve',
  'lac',
  'seine',
  'loire',
  'garonne',
  'rhone',
  'canal',
  'sea',
  'river',
  'lake',
  'waves',
];

/** Where people cut or burn themselves (no hands, fingers or tongue: accidents happen there). */
export const BODY = [
  'bras',
  'avant bras',
  'poignets?',
  'cuisses?',
  'jambes?',
  'ventre',
  'peau',
  'hanches?',
  'veines',
  'mollets?',
  'epaules?',
  'wrists?',
  'arms?',
  'forearms?',
  'thighs?',
  'legs?',
  'stomach',
  'skin',
  'hips?',
  'veins',
  'ankles?',
];

/**
 * Places one can be standing at, right now, to fall or step off: the "at a method location" cue
 * (act.at_location_now). Narrower than HEIGHTS/RAILS: no train, bus, balcony or window, where
 * people simply are every day ("I'm on the train right now").
 */
export const LEDGES = [
  'pont',
  'viaduc',
  'toit',
  'rebord',
  'parapet',
  'falaise',
  'rails',
  'voie ferree',
  'voies ferrees',
  'bridge',
  'overpass',
  'roof',
  'rooftop',
  'ledge',
  'cliff',
  'cliff edge',
  'railway',
  'railroad',
  'train tracks',
  'tracks',
  'edge of the (?:roof|bridge|cliff|building)',
];

/** What one can drive or swerve into on purpose (act.vehicle_crash). */
export const OBSTACLES = [
  // FR
  'platanes?',
  'arbres?',
  'murs?',
  'poteaux?',
  'piles? de pont',
  'pile du pont',
  'glissieres?',
  'parapets?',
  'camions?',
  'poids lourds?',
  'semi remorques?',
  'ravin',
  'precipice',
  'falaise',
  "voitures? (?:d')?en face",
  // EN
  'oncoming traffic',
  'trees?',
  'walls?',
  'poles?',
  'lamp ?posts?',
  'barriers?',
  'guard ?rails?',
  'trucks?',
  'lorry',
  'lorries',
  'semis?',
  'overpass',
  'bridge',
  'cliff',
  'ravine',
  'embankment',
  'pillars?',
  'median',
];

/**
 * Things people own and give away before a death they plan ("donné mon chat", "gave my guitar and
 * all my games"). A list, so that "gave my notice / my presentation to my boss" does not count.
 */
export const BELONGINGS = [
  // FR
  'affaires',
  'trucs',
  'biens',
  'objets',
  'animaux',
  'chats?',
  'chiens?',
  'chienne',
  'chatte',
  'lapin',
  'hamster',
  'poissons?',
  'oiseau',
  'guitare',
  'piano',
  'jeux',
  'jeux video',
  'console',
  'ordi',
  'ordinateur',
  'velo',
  'voiture',
  'vetements',
  'fringues',
  'habits',
  'livres',
  'bijoux',
  'collection',
  'disques',
  'vinyles',
  'plantes',
  'economies',
  'argent',
  'peluches?',
  'photos',
  'souvenirs',
  // EN
  'stuff',
  'things',
  'belongings',
  'possessions',
  'pets?',
  'cats?',
  'dogs?',
  'rabbit',
  'fish',
  'bird',
  'guitar',
  'games',
  'video games',
  'console',
  'playstation',
  'ps[45]',
  'xbox',
  'switch',
  'laptop',
  'computer',
  'bike',
  'car',
  'clothes',
  'books',
  'jewelry',
  'jewellery',
  'records',
  'vinyls?',
  'plants',
  'savings',
  'money',
  'collection',
  'photos',
  'pictures',
];

/**
 * A loved one who has died, somewhere in the message: what makes "le rejoindre", "be with her
 * again" mean joining the dead (departure.join_deceased).
 */
export const DECEASED = [
  // FR: "mon Henri est parti", "depuis la mort de ma femme", "je suis veuve"
  "(?:est|sont) (?:partie?s?|decedee?s?|morte?s?|disparue?s?)(?= ?$| \\|| (?:je|j'|il y a|depuis|trop tot|pour toujours|et)\\b)",
  "depuis (?:la mort|le deces|le depart|la disparition|que (?:mon|ma|mes) (?:[a-z]+ ){1,2}(?:est|sont|nous a|m'a|nous ont) (?:partie?s?|decedee?s?|morte?s?|disparue?s?|quittee?s?))",
  'veuf',
  'veuve',
  'feu mon',
  'feue ma',
  'au ciel',
  'la haut',
  // EN: "since my wife passed", "my late husband", "widow"
  'widow',
  'widower',
  'my late',
  '(?:since|after) (?:my|our|his|her) (?:[a-z]+ ){1,2}(?:passed|died|was killed|left us)',
  '(?:my|our) (?:[a-z]+ ){1,2}(?:passed away|died|is gone|has gone|passed on)',
  'death of my',
  'in heaven',
  'up there',
];

/** "Exprès", "on purpose": makes a crash or a fall deliberate (act.vehicle_crash). */
export const PURPOSE = [
  'expres',
  'volontairement',
  'deliberement',
  'sans freiner',
  'comme un accident',
  "l'air d'un accident",
  'ressemble a un accident',
  'on purpose',
  'deliberately',
  'intentionally',
  'without braking',
  'look like an accident',
  'looks like an accident',
];

/** Right now: being somewhere is imminent only with one of these (act.at_location_now). */
export const NOW = [
  'right now',
  'now',
  'maintenant',
  'en ce moment',
  'actuellement',
  'as we speak',
  'at the moment',
  'currently',
  'la tout de suite',
  'ce soir',
  'tonight',
];

// ---------------------------------------------------------------------------------------------
// Markers: when, how final, decided. Never enough on their own.
// ---------------------------------------------------------------------------------------------

export const TIME = [
  'ce soir',
  'cette nuit',
  'demain',
  'ce week end',
  'cette semaine',
  'apres les fetes',
  "tout a l'heure",
  'a minuit',
  'tonight',
  'tomorrow',
  'this weekend',
  'this week',
  'later tonight',
  'at midnight',
];

export const FINALITY = [
  "c'est fini",
  "c'est la fin",
  'tout est fini',
  "c'est termine",
  'pour de bon',
  'pour toujours',
  'a jamais',
  'definitivement',
  'une (?:bonne )?fois pour toutes',
  'cette fois(?: ci)?',
  'pour de vrai',
  'plus jamais',
  'jamais plus',
  'ne (?:plus|jamais) (?:jamais )?revenir',
  'sans retour',
  'la derniere fois',
  'for good',
  'forever',
  'permanently',
  'for real',
  'this time',
  'once and for all',
  'never (?:come|coming) back',
  'no (?:going|turning) back',
  'it is (?:all )?over',
  'the end\\b(?! of)',
  'for the last time',
  'ne reviendrai (?:plus|jamais)',
  // "comme ça c'est réglé" at the end of a clause (not "c'est réglé pour lundi")
  "c'est regle(?= ?$| \\|)",
  'it is (?:all )?(?:sorted|settled|taken care of)(?= ?$| \\|)',
  'will not (?:be|come) back',
  'make it (?:official|permanent)',
];

export const DECISION = [
  "c'est decide",
  "j'ai decide",
  'ma decision est prise',
  "j'ai pris ma decision",
  'je suis decidee?',
  'le moment est venu',
  "c'est ce soir que",
  'je sais (?:quand|comment)\\b(?! (?:faire|on|il|elle|ca|tu|vous|te|le|la|les|lui|leur)\\b)',
  'made up my mind',
  'my mind is made up',
  'i have (?:decided|made my decision)',
  'i decided',
  'made my decision',
  'the time has come',
  'je suis prete?(?: maintenant| enfin)?(?= ?$| \\|)',
  'i am ready(?: now)?(?= ?$| \\|)',
  // readiness after preparations: calm, soon, the last bits, not needing the app any more
  '(?:feel|feeling|felt) (?:weirdly |strangely |oddly |surprisingly |so )?(?:calm|at peace|peaceful|serene)',
  '(?:etrangement|bizarrement|tellement) (?:calme|sereine?|apaisee?)',
  'je me sens (?:calme|apaisee?|sereine?) (?:maintenant|enfin)',
  'servira bientot',
  'will be (?:needed|used|useful) soon',
  '(?:last|final) (?:bits|things|details|loose ends) to (?:sort|do|tie up|take care of)',
  '(?:dernieres choses|derniers details) a regler',
  '(?:will not|do not) be needing (?:the|this) app',
  "n'aurai (?:bientot )?plus besoin (?:de l'appli|de l'app|de cette appli|de toi|de vous)",
  "tonight(?:'s| is) the night",
  // after settling one's affairs: "I'm at peace with my decision"
  'at peace with (?:my|this|the) (?:decision|choice)',
  'en paix avec (?:ma|cette|mon) (?:decision|choix)',
  'i know (?:when|how)\\b(?! (?:to|it|this|that|you|he|she|they|much|many|long|hard|far)\\b)',
];

/** Fiction, media and school work: a cue without an explicit "je/I" is about someone else. */
export const FICTION = [
  'films?',
  'series?',
  'livres?',
  'romans?',
  'personnages?',
  'heros',
  'heroine',
  'episodes?',
  'documentaires?',
  'reportage',
  'articles?',
  'podcasts?',
  'chansons?',
  'manga',
  'scene',
  'movies?',
  'shows?',
  'books?',
  'novels?',
  'characters?',
  'documentar(?:y|ies)',
  'songs?',
  'lyrics',
  'news',
  'essay',
  'dissertation',
  'memoire',
  // "thèse" (not the English "these")
  '(?:ma|la|une|sa|ta|cette) these',
  'thesis',
];

// ---------------------------------------------------------------------------------------------
// Means × resolve (cues.ts, act.means_with_resolve and friends). A means of suicide or
// self-harm, named in any words, is ordinary on its own ("la corde à linge", "the bridge is
// closed"); a first-person sign of resolve is ordinary on its own too ("j'attends que tout le
// monde dorme", "I need to work up the nerve"). Together, in one message, they are a plan.
// ---------------------------------------------------------------------------------------------

/** Any means, named as a noun or a set-up, whoever owns it ("le flingue de mon père"). */
export const MEANS_ANY = [
  ...MEDS,
  ...BLADES,
  ...LIGATURES,
  ...GUNS,
  ...HEIGHTS,
  ...LEDGES,
  ...WATERS,
  // a place to fall or step off that is not on the lists above
  'quai',
  'bord du (?:balcon|toit|pont|vide|quai)',
  'edge',
  'car park',
  'multi storey',
  'rails?',
  'trains?',
  // gas, car, vehicle
  'moteur',
  'engine',
  'exhaust',
  "pot d'echappement",
  'charbon de bois',
  'charcoal',
  '(?:driving|drive|drove) off',
  'sortir de la route',
  'quitter la route',
  // poisons, deprivation, stopping treatment
  'poison',
  'mort aux rats',
  'javel',
  'bleach',
  'antigel',
  'antifreeze',
  '(?:arrete|arreter|stopped|stop|stopping|quit|quitting) (?:de (?:manger|boire)|(?:eating|drinking)|(?:mon|ma|mes|my) (?:insuline|insulin|traitement|treatment|dialyse|dialysis|meds|medicaments|medocs))',
];

/**
 * Resolve: intent, readiness, timing, concealment, no way back. Strong on purpose: each says
 * "I am about to, and I mean it", so that one means + one of these is enough.
 */
export const RESOLVE = [
  // not failing this time
  '(?:je )?(?:ne )?me (?:raterai|louperai|manquerai) pas',
  'pas me (?:rater|louper)',
  "(?:will not|won't|not going to) (?:fail|mess (?:it )?up|screw (?:it )?up|survive) (?:this time|again)",
  // waiting for the house to sleep or empty
  "attend\\w* (?:juste |seulement |que )?(?:que |qu')(?:[a-z']+ ){0,5}(?:dorme|dorment|endorme|endorment|parte|partent|sorte|sortent|(?:soit|soient) (?:couchee?s?|partie?s?|endormie?s?|sortie?s?))",
  // the room sealed, nobody coming home, nobody to find me
  '(?:scotche|calfeutre|bouche)\\w* (?:les |la )?(?:fenetres?|portes?|aerations?)',
  '(?:sealed|taped|taping|sealing) (?:up )?(?:the |my )?(?:windows|doors|room|vents)',
  'personne (?:ne )?(?:rentre|rentrera|viendra|passera) avant',
  '(?:where |so )?(?:no one|nobody) (?:will|can|is going to) (?:find me|be home|come home|stop me)',
  // the whole supply, tonight
  "(?:tonight|ce soir) (?:[a-z']+ ){0,3}(?:taking|take|prends|prendre|avale|avaler) (?:all of (?:it|them)|them all|tout)",
  '(?:waiting|wait) (?:for|until|till) (?:[a-z]+ ){0,4}(?:to (?:fall asleep|sleep|leave|go out)|asleep|is asleep|are asleep|goes to sleep|go to sleep|leaves|have left|has left)',
  // concealment: an accident, natural, nobody will know
  "l'air (?:naturel|d'un accident|accidentel)",
  'comme un accident',
  'ressembler a un accident',
  'personne ne (?:posera|se doutera|saura|devinera|se rendra compte)',
  '(?:look|looks|looking) (?:like an accident|natural|accidental)',
  '(?:nobody|no one) will (?:know|suspect|ask|find out|notice)',
  'so (?:that )?my [a-z]+ (?:get|gets|can get) the (?:life )?insurance',
  "pour que (?:mes|ma|mon) [a-z]+ touche\\w* l'assurance",
  // nerve and readiness
  '(?:work|working|worked|build|building|get|getting|got|find|finding|have) (?:up )?the (?:nerve|courage|guts)',
  '(?:trouver|trouve|avoir|eu|rassembler) (?:le|du) (?:courage|cran)',
  // no way back
  // (not "not coming back down to the office today")
  'not (?:taking|going|coming|climbing|walking) (?:[a-z]+ ){0,3}back (?:down|up|home|inside)(?! (?:to|for|until|before|today|tonight|tomorrow|at|after)\\b)',
  '(?:will not|never|not) (?:be )?(?:coming|come|going|go) back (?:down|up|home|inside)(?! (?:to|for|until|before|today|tonight|tomorrow|at|after)\\b)',
  "(?:ne |n')?(?:redescendrai|rentrerai|reviendrai) pas",
  'pas (?:redescendre|rentrer a la maison)',
  // until the end, enough to not wake up
  "until (?:it is|i am|i'm) (?:over|gone|dead|done)",
  "jusqu'a (?:la fin|ce que (?:ca|tout|je) (?:soit|se|sois) (?:fini|termine|arrete|morte?))",
  '(?:enough|plenty) (?:now |of them |left )?(?:to not|to never|not to|never to|so i do not) wake',
  '(?:assez|suffisamment) (?:maintenant |de [a-z]+ )?pour (?:ne )?(?:pas|plus|jamais) (?:me )?reveiller',
  '(?:enough|assez|suffisamment)(?: now| maintenant)? (?:to (?:do it|end it|finish it|make sure)|pour (?:en finir|le faire))',
  // waiting for a train that will not stop, letting go at a height
  "(?:attend\\w*|waiting for|wait for) (?:[a-z']+ ){0,4}(?:train|tgv|metro|rer) (?:qui |that |which )?(?:ne s'arrete pas|passe sans s'arreter|does not stop|will not stop)",
  '(?:vais|going to|about to) (?:lacher|me lacher|me laisser tomber|me laisser glisser|let go)(?= ?$| \\|)',
  // the note is written
  '(?:wrote|written|left|writing|finished) (?:the|my) (?:suicide |goodbye |last |final )?note',
  "(?:ecrit|laisse|fini) (?:la|ma) (?:derniere )?lettre(?! (?:de|d')(?:motivation|recommandation|demission|candidature))",
  "lettre d'adieu",
];

/** A past attempt ("ma tentative", "une TS", "the overdose") — not "ma tentative de régime". */
export const ATTEMPT_PAST = [
  "(?:ma|une|la|sa|derniere|premiere|my|an|the|last|first|suicide) (?:tentative|ts|attempt|overdose|od|surdose)\\b(?! (?:de|d'|at|to) (?!suicide|me |m'|kill|end|take))",
  'tentative de suicide',
  'suicide attempt',
  "(?:overdosed|od'd|oded)",
];

/** Wishing to do it again, not failing next time. */
export const REDO = [
  'recommencer',
  'recommence',
  '(?:le )?refaire',
  'reessayer',
  'do it again',
  'try (?:it )?again',
  'cette fois(?: ci)?',
  'this time',
  'la prochaine fois',
  'next time',
];
