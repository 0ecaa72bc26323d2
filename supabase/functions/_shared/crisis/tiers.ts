/**
 * Which answer a message needs: the crisis answer, the check-in question, or ordinary coaching.
 *
 *  - crisis: the phrase rules and cue model (detect.ts) recognise suicidal thoughts or self-harm;
 *    or someone else is in danger (a friend, a sister, a child says they will end their life):
 *    then `about: 'other'`, and the answer supports the person writing (reply.ts helperReply);
 *  - check_in: nothing certain, but an uncertain signal of a family the rules know poorly (a time
 *    horizon, a means with a preparation, a plan, being weary of living itself; and, since
 *    heldout4/heldout5 showed them missed: a weapon at hand, pills already taken, sitting at an
 *    edge, self-harm again, a goodbye, affairs put in order, joining someone who died, peace
 *    soon, researching a method, hopelessness, being a burden), or the learned classifier
 *    (classifier.ts) scores the wording as a crisis: the coach asks (checkIn.ts) rather than
 *    coach or stay silent. Some of these signals are explicit dangers the rules could not confirm:
 *    asking is the safe answer, and a yes gets the crisis answer;
 *  - none: ordinary coaching.
 *
 * Pure and synchronous, like detectCrisis; runs on the server before any answer and in the app
 * before a message is queued.
 */
import { crisisScore, type ClassifierModel } from './classifier.ts';
import { detectCrisis } from './detect.ts';
import { normalizeVariants } from './normalize.ts';
import { inWritersPerson } from './perspective.ts';
import type { CrisisLevel } from './types.ts';

export type CrisisTier = 'crisis' | 'check_in' | 'none';

export type TierAssessment = {
  tier: CrisisTier;
  /** Whose life is in danger: the writer's, or someone else's they are asking about. */
  about: 'self' | 'other';
  level: CrisisLevel | null;
  /** What decided: a rule or cue name, `other.*`, or `classifier`. */
  rule: string | null;
  /** The classifier's probability (0..1). */
  score: number;
};

/**
 * The check-in threshold: chosen by 5-fold cross-validation of the whole detector
 * (supabase/tools/crisis/crossval.ts) over the 5,354 labelled training messages (corpus2 and
 * heldout11 included, hashed features): at 0.8, 4.4 % of ordinary messages are asked about
 * (rules and signals included) and 83.3 % of indirect ones are caught; 0.85 asked 3.6 % for
 * 81.7 %. The issue allows ordinary check-ins up to 5 %.
 */
export const CHECK_IN_THRESHOLD = 0.8;

/**
 * The crisis threshold: a score this high gets the crisis answer, not the question. In the same
 * cross-validation, with the danger-at-hand signals below, explicit messages given the crisis
 * answer went from 79.3 % (the detector at the start of session 19) to 88.1 %, ordinary messages
 * given it from 1.2 % to 2.0 % (0.99: 87.5 % and 1.7 %).
 */
export const CRISIS_THRESHOLD = 0.98;
/** A means prepared, with a score above this: the crisis answer (most such messages are explicit). */
const MEANS_CRISIS_THRESHOLD = 0.5;

/**
 * Family signals of a danger under way or at hand (a loaded weapon on one's lap, sitting on the
 * rails or at the edge, pills swallowed, a ligature set up, fumes, walking into water, cutting
 * again): explicit dangers the rules could not confirm word for word. Asking first delayed the
 * lines for the most urgent messages (in cross-validation these signals fired on explicit
 * messages, almost never on ordinary ones), so they get the crisis answer straight away.
 */
const IMMINENT = new Set([
  'signal.weapon_at_hand',
  'signal.at_the_edge',
  'signal.on_the_tracks',
  'signal.into_water',
  'signal.pills_taken',
  'signal.ligature_set',
  'signal.fumes',
  'signal.self_harm_again',
]);

const R = String.raw;

/** A relative, a friend or someone close, named by the writer. */
const RELATIVE = new RegExp(
  [
    R`\b(?:mon|ma|mes|une?|notre|nos) (?:(?:meilleure?|petite?|grande?) )?(?:ami|amie|amis|pote|copain|copine|soeur|frere|fils|fille|mere|pere|maman|papa|enfant|ado|collegue|coloc\w*|mari|femme|compagnon|compagne|cousine?|grand mere|grand pere|mamie|papi|oncle|tante|ex|voisine?|eleve|conjointe?|partenaire|chum|blonde|mec|meuf|beau pere|belle mere|fiancee?)\b`,
    R`\b(?:my|a|our) (?:best |little |older |big |younger |close |teenage |\d+ ?(?:year|yr)s? old |\d+ ?yo )?(?:friends?|sister|brother|son|daughter|mom|mum|mother|dad|father|kid|child|teen\w*|coworker|colleague|roommate|flatmate|boyfriend|girlfriend|husband|wife|partner|cousin|grandma|grandad|grandpa|grandmother|grandfather|uncle|aunt|ex|neighbou?r|student|bff|bestie|mate|nan|nana|nanna|gran|granny|nanny|stepdad|stepmum|stepmom|fiance|fiancee|uni friend)\b`,
  ].join('|'),
);

/** Someone else's danger, in the third person: acts, wishes, preparations, goodbyes. */
/** After "mourir" / "die": of shame, laughter or boredom is a hyperbole ("elle va mourir de honte"). */
const NOT_IDIOM = R`(?! (?:de |d'|of |from )(?:honte|rire|ennui|froid|faim|chaud|jalousie|envie|peur|shame|embarrassment|laughter|boredom|cringe|hunger)\b)`;
const OTHER_DANGER = new RegExp(
  [
    // FR acts: "elle va se tuer", "il se scarifie", "se jeter sous un train"
    R`\b(?:se|s') ?(?:tuer|tue|suicider|suicide|defenestrer|defenestre|pendre|pend|foutre en l'air|fout en l'air|faire du mal|fait du mal|scarifier|scarifie|mutiler|mutile|ouvrir les veines|flinguer|flingue|supprimer|supprime|foutre en lair)\b`,
    R`\bse (?:coupe|couper|coupait)\b(?! (?:les|des) (?:cheveux|ongles|frange|tranches?))`,
    R`\bse (?:jeter|jette|jetait) (?:sous|du|d'un|d'une|de la|par|dans le vide|d'en haut)\b`,
    R`\bmettre fin a (?:ses|leurs) jours\b`,
    // The means they name: "se tirer une balle" (not the idiom "dans le pied"), "s'empoisonner"
    R`\bse (?:tirer|tire|tirait|tirera) une balle\b(?! dans (?:le|les) pieds?)|\bs' ?(?:empoisonner|empoisonne)\b`,
    R`\b(?:il|elle|ils|elles|qu'il|qu'elle|qu'ils|qu'elles) (?:[a-z']+ ){0,3}(?:en finir|mourir|sauter|disparaitre pour toujours)\b${NOT_IDIOM}`,
    R`\b(?:veut|voulait|voudrait|veulent|envie de|parle|parlait|menace de|menacait de) (?:[a-z']+ ){0,3}(?:mourir|disparaitre|sauter|en finir|de la mort|de sa mort)\b${NOT_IDIOM}`,
    R`\b(?:marques|traces|cicatrices|coupures|entailles) (?:[a-z']+ ){0,2}(?:poignets|avant bras|bras|cuisses)\b|\b(?:marks|scars|cuts) on (?:his|her|their) (?:wrists|arms|forearms|thighs|legs)\b`,
    R`\b(?:ne|n') ?(?:veut|voulait|veulent) plus vivre\b|\bassez vecu\b|\bidees (?:suicidaires|noires)\b`,
    R`\b(?:lettres?|messages?|mots?|textos?|posts?) d'adieu\b|\b(?:m'a|nous a|leur a|a) dit adieu\b(?! pour (?:son|sa|ses|le|la|les) )|\bfait ses adieux\b|\bdonne (?:toutes )?ses affaires\b`,
    R`\b(?:a|ont) avale (?:des|tous|toutes|toute|une boite|ses|les)\b`,
    R`\b(?:il|elle|qu'il|qu'elle)\b(?: [a-z']+){0,3} (?:une )?(?:betise|connerie)\b`,
    R`\bmieux (?:pour tout le monde )?(?:s'il|si elle|sans (?:lui|elle))\b|\b(?:s'il|si elle) (?:n'etait|etait) plus la\b|\brefuse de manger\b`,
    R`\b(?:cherche|recherche|se renseigne) (?:[a-z']+ ){0,3}(?:doses?|comment (?:mourir|se tuer|se suicider))\b`,
    // EN
    R`\bkill(?:ing|s|ed)? (?:him|her|them)sel(?:f|ves)\b|\bend (?:his|her|their) (?:own )?li(?:fe|ves)\b|\bend it all\b|\bsuicidal\b|\b(?:attempt|attempted|commit|thinking of|thinks about|talks? about|talking about) suicide\b`,
    R`\b(?:wants?|wanted|going|gonna|plans?|planning|threaten\w*|will|'ll|talks? about|talking about|thinking about) (?:to )?(?:die|dying|jump|jumping|end it|ending it)\b${NOT_IDIOM}`,
    R`\b(?:shoot|shooting|hang|hanging|stab|stabbing|poison|poisoning|drown|drowning|overdose|overdosing) (?:him|her|them)sel(?:f|ves)\b(?! in the (?:foot|feet))`,
    R`\b(?:hurt|hurting|cut|cuts|cutting|harm|harming) (?:him|her|them)sel(?:f|ves)\b|\bcutting (?:his|her|their) (?:arms|wrists|legs|skin)\b|\bself ?harm\w*\b`,
    R`\boverdos\w*\b|\bswallowed (?:a|the|all|every|whole|his|her|their)\b|\b(?:taken|took) (?:a|the) whole (?:bottle|box|pack)\b`,
    R`\b(?:does|do) not want to (?:live|be alive|be here)\b|\bbetter off without (?:him|her|them)\b|\blived long enough\b|\b(?:he|she|they)(?:'ll|'d)?\b(?: [a-z']+){0,4} do something (?:stupid|drastic)\b`,
    R`\benferme\w* (?:[a-z']+ ){0,6}avec (?:un|une|son|sa|ses) (?:couteau|lame|arme|fusil|pistolet|corde|cachets|medicaments)\b|\blocked (?:him|her|them)sel(?:f|ves) in (?:[a-z']+ ){0,4}with (?:a|his|her|their) (?:knife|blade|gun|rope|pills)\b|\b(?:goodbye|farewell) (?:message|text|note|letter|post)\b|\b(?:sounded|sounds|looked) like a goodbye\b|\b(?:he|she|they) (?:[a-z']+ ){0,2}(?:saying|said) goodbye\b|\bgiving (?:his|her|their) (?:stuff|things|belongings) away\b|\bgave away (?:his|her|their|all)\b|\b(?:keeps|kept) saying goodbye\b|\bsearching (?:for )?how to\b`,
  ].join('|'),
);

/** Not a danger now: fiction, or a death that already happened (grief is not this family). */
const NOT_OTHER_DANGER =
  /\b(?:eczema|psoriasis|allergi\w*|varicelle|chickenpox|rash|piqures|bites|roman|livre|film|serie|personnage|heroine|heros|nouvelle|chapitre|episode|polar|piece de theatre|reportage|documentaire|article|documentary|podcast|novel|book|movie|show|character|story|chapter|game|thriller|play)\b|\b(?:took|taken) (?:his|her|their) own life\b|\bcommitted suicide\b|\bdied by suicide\b|\bs'est (?:suicidee?|tuee?|pendue?|donne la mort)\b|\ba mis fin a ses jours\b|\b(?:killed|hanged) (?:him|her|them)sel(?:f|ves)\b|\b(?:last year|l'an dernier|l'annee derniere|anniversary|anniversaire de sa mort)\b|\b(?:a sauve|ont sauve|saved|rescued|talked (?:[a-z']+ )?down) (?:quelqu'un|une personne|un homme|une femme|someone|somebody|a (?:man|woman|person|guy|girl))\b|\b(?:retir(?:e|es|ing|ement)|retraite|pot de depart|leaving do)\b|\b(?:overdose|suicide|jumper) call\b|\bappel pour (?:une )?(?:overdose|tentative)\b|\b(?:paramedic|nurse|firefighter|ambulancier\w*|infirmier\w*|pompier)s?\b(?: [a-z']+){0,8} (?:shift|call|garde|intervention)\b|\b(?:mourir|die|dying) (?:si|if) (?:elle|il|she|he|they|ils|elles) (?:[a-z']+ ){0,2}(?:rate|fail\w*|loupe|perd|lose\w*)\b/;

/** Writing, reading or watching a story about someone. */
const STORY_ABOUT =
  /\b(?:ecris|ecrit|writing|write|wrote|lis|lu|reading|read|regarde|watching|watched)\b(?: [a-z']+){0,4} (?:sur|about) (?:un|une|a|an|la|le|the)\b/;
/** Laughter that marks a hyperbole as one. */
const JOKE = /\b(?:mdr|ptdr|lol|lmao|haha\w*|hihi|xd)\b/;

/** Someone the writer reports words from ("m'a dit qu'", "texted me"): their "je" is not the writer's. */
const REPORTED_SPEECH =
  /\b(?:m'a|m'ont|nous a) (?:dit|ecrit|envoye|texte)\b|\btexto\b|\b(?:says|said|told me|texted|wrote|messaged|posted)\b/;

/**
 * Uncertain signals of the three families the issue names, as combinations rather than phrases;
 * each sends the message to the check-in question, never straight to the crisis answer.
 */
const FIRST_PERSON = /\b(?:je|j'\w+|me|m'\w+|moi|mon|ma|mes|i|me|my|myself|i'm|i've|i'll)\b/;
// Time horizon: not being there, or a last time, at a coming season, date or event.
const ABSENT =
  /\b(?:(?:ne )?(?:serai|serais|sera) (?:plus|pas|jamais) (?:la|vivante?|en vie)|(?:ne )?(?:me )?vois (?:pas|plus)(?: (?:de )?moi)?|pense pas (?:voir|etre|y arriver)|verrai (?:pas|jamais)|sans moi|(?:mon|ma|mes) derni(?:er|ere|ers|eres)|(?:will not|won't|wont|do not think i will|don't think i'll) (?:be (?:here|around|there|alive)|see|make it)|without me|(?:my|this is my|this will be my) (?:very )?last|(?:do not|don't) see myself|over for me|(?:c'est|ce sera|sera) fini pour moi|(?:will not|won't|wont) matter (?:anymore|any more)|none of (?:this|it) will matter|plus rien n'aura (?:d'importance|aucune importance)|n'aura plus (?:d'importance|aucune importance)|no future|do not bother|don't bother|no point (?:booking|planning|buying)|will be gone|i'll be gone|(?:crois|pense) pas que (?:j'y arrive\w*|je tiendrai)|j'y arriverai (?:pas|jamais)|tiendrai pas jusqu|will not last (?:until|till|to)|doubt i will make it|not going to make it to|ne serai plus un (?:probleme|poids|fardeau)|will not be a (?:problem|burden) (?:much longer|anymore|for long)|sans (?:leur|ta|votre) (?:mere|pere|maman|papa))\b/;
const COMING =
  /\b(?:noel|nouvel an|reveillon|paques|anniversaire|rentree|vacances|mariage|ete|hiver|printemps|automne|l'annee prochaine|annee prochaine|dans (?:un|une|deux|trois|six) (?:an|ans|mois|semaines?)|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|christmas|new year|easter|birthday|mes \d+ ans|bac|my \d+(?:st|nd|rd|th)|thanksgiving|graduation|wedding|holidays?|summer|winter|spring|autumn|next (?:year|month|week)|this month|baby is born|bebe)\b/;
/** An everyday reason to be away (work, travel, a move, other plans). */
const EVERYDAY_ABSENCE =
  /\b(?:travaille|boulot|travail|voyage|etranger|demenage\w*|pars|partirai|vacances chez|echange|mission|garde|working|work|abroad|moving|move|on call|trip|travel\w*|visiting|job|shift|exchange|busy|in[- ]laws|beaux parents|sera (?:chez|avec)|spending|passer|finir|these|projet|finish|thesis|while i am|pendant que|on holiday|en conge|on leave|equipe|team)\b/;
// Means and plans: a means at hand with a preparation, a plan or a date without its object.
const MEANS =
  /\b(?:cordes?|ceintures?|noeud|cachets?|medicaments?|medocs?|comprimes?|pilules?|somniferes?|lames?|rasoirs?|cutter|fusil|flingue|pistolet|arme|charbon de bois|doses?|falaise|viaduc|au bord du (?:pont|toit|vide)|sur le (?:pont|toit)|cliff|bridge|rooftop|on the roof|ledge|ropes?|belts?|noose|pills?|tablets?|meds|sertraline|paracetamol|blades?|razors?|gun|pistol|rifle|charcoal|sleeping pills|anxiolytiques?|fenetre du \d+\w* etage|platform|quai)\b/;
const PREPARED =
  /\b(?:prepare\w*|au cas ou|just in case|garde\w* (?:[a-z']+ ){0,2}de cote|compte\w*|counted|lined up|mis de cote|stock\w*|stockpil\w*|saving up|attache\w*|accroche\w*|noue\w*|tied|hanging|hung|depuis (?:une|des|deux|trois) (?:semaines?|jours|mois)|for (?:a|two|three) (?:week|weeks|days|months)|regarde\w*|looking at|look at|stare\w*|fixe|renseigne\w*|research\w*|googl\w*|cherche\w*|achete\w*|bought|sais ou|vais le faire|going to do it|know where|know how|how easy|serait rapide|would be (?:quick|easy)|rassure|pleine)\b/;
/** Hooks and hangers: a belt or a rope put away, not set up. */
const PUT_AWAY =
  /\b(?:porte manteau|patere|cintre|crochet de la porte d'entree|coat rack|coat hook|hanger|wardrobe rail|pantalon|trousers|costume|suit|tenue|outfit|entretien|interview|jeans|balancoire|swing|bateau|boat|voilier|escalade|climbing|camping|tente|tent|a sauter|jump rope|skipping rope|guitare|guitar|violon|violin|voyage|trip|travel|prescri\w*)\b/;
/** Asking how to die, in any person: a method question is urgent whoever it is phrased for. */
const METHOD_QUESTION =
  /\b(?:comment (?:on fait|faire|fait on|je (?:peux|pourrais))|quel(?:le)? (?:est le|serait le)? ?(?:meilleur|moyen|methode|dose)|how (?:do (?:you|i|people)|to|would (?:i|you|someone)|can (?:i|you)|many|much)|what(?:'s| is) the (?:best|easiest|quickest|fastest|surest) way)\b(?: [a-z']+){0,6} (?:se pendre|me pendre|se tuer|me tuer|se suicider|me suicider|mourir|en finir|ne plus se reveiller|hang (?:yourself|myself|oneself)|kill (?:yourself|myself|oneself)|die|end (?:it|my life|your life)|overdose|not wake up)\b/;
const GAME =
  /\b(?:minecraft|jeu|game|sims|fortnite|zelda|roman|novel|story|histoire|personnage|character|plante|plant|cactus|poisson|fish)\b/;

const PLAN =
  /\b(?:j'ai (?:un|mon) plan|i have a plan|i've got a plan|(?:choisi|fixe) (?:la|une) date|(?:picked|set|chosen|chose) (?:a|the) (?:date|day)|pick the day|choisir le jour|personne n'aura (?:plus )?a|nobody (?:has|will have) to (?:deal|put up)|ce sera regle|(?:sais|connais) (?:\w+ ){0,2}(?:ou et comment|comment et ou)|(?:know|worked out) (?:\w+ ){0,2}(?:where and how|how and where)|(?:il )?(?:me )?reste (?:juste |plus qu'a choisir )?le jour|(?:just|only) (?:need|have) to (?:pick|choose) the (?:day|night)|connais l'endroit|know the (?:place|spot)|sais comment je vais (?:le )?faire|know how i am going to do it|(?:il )?(?:me )?manque (?:juste|plus que) le (?:bon )?(?:soir|jour|moment)|(?:just|only) waiting for the right (?:night|day|moment))\b/;
const PLAN_EVERYDAY =
  /\b(?:mariage|wedding|vacances|holiday|trip|voyage|party|fete|rendez vous|appointment|projet|project|exam|examen)\b/;
// Weary of living itself ("tanné de vivre"), not of living somewhere or with someone.
const WEARY_OF_LIVING =
  /\b(?:tannee?|lasse?|fatiguee?|epuisee?|marre|ecoeuree?|tired|sick|weary|exhausted) (?:de|d'|of|from) (?:vivre|exister|la vie|cette vie|ma vie|etre en vie|this life|my life|living|existing|being alive|life|being here)\b(?! (?:dans|avec|chez|a |en |ici|comme (?!ca\b)|sous|in|with|at|like (?!this\b)|here|paycheck|alone|on))/;

// The families heldout4/heldout5 showed the rules and classifier miss (combinations, not phrases).
/** A weapon at hand: loaded, taken out, on one's lap, beside one. */
const WEAPON =
  /\b(?:fusil|carabine|revolver|pistolet|flingue|arme|couteau|lame|rasoir|gun|rifle|shotgun|pistol|knife|blade|razor)\b/;
const AT_HAND =
  /\b(?:(?:une seule|une|one|a single|one last) (?:balle|cartouche|bullet|round)|chargee?|loaded|sur (?:mes|les) genoux|on my lap|a cote de moi|next to me|beside me|dans (?:ma|mes|la) mains?|in my hands?|sorti\w*|out of the (?:safe|cabinet|drawer|closet))\b/;
const WEAPON_EVERYDAY =
  /\b(?:club|stand|tir sportif|range|target|nettoy\w*|clean\w*|jeu|game|airsoft|paintball|cuisine|legumes|oignons?|viande|pain|kitchen|cooking|chopping|onions?|vegetables|meat|bread|carving|whittl\w*|shav\w*)\b/;
/** Pills already taken in a quantity, outside a prescribed routine. */
const PILLS =
  /\b(?:cachets?|comprimes?|medicaments?|medocs?|somniferes?|pilules?|paracetamol|doliprane|anxiolytiques?|pills?|tablets?|meds|sleeping pills|painkillers?)\b/;
const TOOK_MANY =
  /\b(?:took|taken|swallowed|downed|pris|avale|bu)\b(?: [a-z']+){0,3} (?:a load|loads|a bunch|a handful|a lot|lots|all|every|too many|toute|toutes|tous|une poignee|plein|beaucoup|trop|la boite|la plaquette|(?:la |the |a |une )?(?:bouteille|bottle)|the (?:box|pack|packet|strip))\b/;
const ROUTINE =
  /\b(?:prescri\w*|like the|comme (?:le|la) (?:medecin|docteur)|doctor|gp|medecin|pharmacien\w*|pour (?:la|le|mon|ma|mes) (?:fievre|tete|dos|douleur|rhume|migraine)|for (?:the|my|a) (?:fever|headache|pain|back|knee|cold|migraine))\b/;
/** Sitting at an edge and deciding, or watching the drop. */
const EDGE =
  /\b(?:sur (?:le|un) pont|on (?:the|a) bridge|on the platform|sur le quai|on the (?:edge|ledge|railing)|at the edge|over the (?:edge|railing|side)|sur le rebord|au bord du vide|sur la rambarde|au dessus du vide|up at the gap|au bord de la voie|on the tracks|sur les rails|sur la voie|the drop|top of the (?:quarry|cliff|car park|building|tower))\b/;
const LINGERING =
  /\b(?:(?:passee?|passed|climbed|climbing|grimpe\w*|enjambe\w*|stepped) (?:de l'autre cote|over|par dessus|past|to the other side)|deciding|decide|for an hour|for hours|depuis une heure|depuis des heures|hesite\w*|staring|looking down|regarde en bas|fixe le vide|jambes dans le vide|legs over|prochain (?:passe|train)|next train|je vais y aller|vais sauter|going to jump|the water looks|l'eau a l'air|not getting on|pas monter dedans|(?:ne s'arrete|doesn't stop|does not stop) (?:pas )?)\b/;
/** Self-harm again, or until it bleeds. */
const SELF_HARM_AGAIN =
  /\b(?:recoupe\w*|(?:cut|cutting|burned|burnt) (?:myself )?again|(?:me suis|je me) (?:encore|de nouveau|a nouveau) (?:coupe|scarifie|brule|griffe|gratte)\w*|(?:till|until) (?:they|it|i) bleeds?|jusqu'au sang|plus profond que|de plus en plus profond|deeper (?:than|and deeper|every|each))\b/;
const BODY_PART =
  /\b(?:cicatrices?|scars?|bras|poignets?|cuisses?|jambes|peau|ventre|arms?|wrists?|thighs?|legs?|skin|stomach|myself|me suis|me (?:coupe|scarifie|brule)\w*)\b/;
/** A goodbye made conditional, or a last message. */
const FAREWELL =
  /\b(?:si (?:jamais )?(?:il m'arrive (?:qqch|quelque chose)|je (?:ne )?suis plus la)|if (?:anything|something) (?:ever )?happens to me|if i am not (?:here|around))\b(?: [a-z']+){0,6} (?:dis|dites|tell|say)\b|\b(?:merci pour tout|thanks? (?:you )?for everything)\b(?: [a-z']+){0,14} (?:derniere fois|derniere conversation|dernier message|last time|last message|last conversation|last chat|bothering you|deranger|adieu|goodbye)\b/;
const FAREWELL_EVERYDAY =
  /\b(?:voyage|trip|vacances|holiday|retard|late|dentiste|dentist|formation|course|stage)\b/;
/** Affairs put in order: two or more of these acts. */
const SETTLING = [
  /\b(?:rehomed|donne (?:mon|ma) (?:chat|chien|chienne|lapin)|gave (?:away )?(?:the|my) (?:dog|cat)|found a home for)\b/,
  /\b(?:cancel\w*|resilie\w*)\b/,
  /\b(?:cleared out|emptied|vide|debarrasse) (?:my |mon |ma |mes |l')?(?:flat|apartment|room|house|place|appart\w*|chambre|maison)\b/,
  /\b(?:passwords?|mots de passe|codes) (?:[a-z']+ ){0,4}(?:for|pour) (?:my|ma|mon|mes)\b/,
  /\b(?:closed|ferme) (?:my |mes |mon )?(?:bank )?(?:accounts?|comptes?)\b/,
  /\b(?:a letter for|letters? to|lettre (?:pour|a)|lettres (?:pour|a)|ecrit a)\b/,
  /\b(?:everything is in order|tout est (?:en ordre|regle|pret)|sorted (?:out )?(?:my|all my) (?:papers|affairs)|range mes papiers|mis de l'ordre dans mes (?:papiers|affaires))\b/,
];
/** Joining someone soon, someone not met on a trip or an evening out. */
const REUNION = /\b(?:rejoindr\w*|rejoins|join (?:him|her|them|my \w+)|be with \w+ again|see \w+ again)\b/;
/** Joining the dead where they lie ("rejoindre papa au cimetière"). */
const REUNION_GRAVE =
  /\b(?:rejoindr\w*|rejoins|join|be with) (?:[a-z']+ ){0,2}(?:au cimetiere|a cote de (?:lui|elle)|in the (?:cemetery|ground|grave)|six feet under)\b/;
const SOON = /\b(?:bientot|soon|enfin|finally|prete?|ready)\b/;
const REUNION_EVERYDAY =
  /\b(?:vacances|holidays?|week ?end|noel|christmas|voyage|trip|visit\w*|diner|dinner|ce soir|tonight|demain|tomorrow|gare|station|airport|aeroport|equipe|team|club|chorale|choir|apres le travail|after work)\b/;
/** Understanding now why someone took their life. */
const IDENTIFY =
  /\b(?:partir comme (?:il|elle) l'a fait|(?:understand|get) (?:now )?why (?:[a-z']+ ){0,2}(?:did it|killed (?:him|her|them)sel(?:f|ves))|comprends? (?:maintenant )?pourquoi (?:[a-z']+ ){0,2}(?:s'est (?:tue|suicide)\w*|l'a fait))\b/;
/** Peace or the end of suffering soon. */
const SOON_OVER =
  /\b(?:enfin|finally|bientot|soon|quelques jours|few (?:more )?days)\b(?: [a-z']+){0,6} (?:en paix|at peace|souffrirai plus|will not hurt|plus souffrir|(?:sera|will be) (?:fini|termine|over) pour moi|over for me)\b/;
/** Being a weight on the others, who would be relieved. */
const BURDEN =
  /\b(?:un (?:poids|fardeau) pour|(?:a|the) (?:burden|weight) (?:on|to|for))\b(?: [a-z']+){0,2} (?:tout le monde|everyone|everybody|ma famille|my family|mes proches|les autres|them|others)\b|\b(?:seraient soulages|would be relieved|they'd be relieved)\b/;
/** Looking up what hurts least, what is lethal, what is high enough. */
const RESEARCH =
  /\b(?:recherches?|cherche\w*|googl\w*|looked up|looking up|reading (?:online|up)|searched|searching|lu sur internet)\b/;
const LETHAL =
  /\b(?:moins mal|sans douleur|hurts? (?:the )?least|painless|lethal|mortel\w*|(?:highest|plus hauts?) (?:bridges?|ponts?|buildings?|immeubles?|cliffs?|falaises?)|(?:bridges?|ponts?|buildings?|immeubles?) (?:[a-z']+ ){0,4}(?:the )?(?:highest|plus hauts?)|survi\w*|dose mortelle)\b/;
/** "What is the point" of living, getting up, going on; nothing will ever change. */
const HOPELESS =
  /\b(?:a quoi bon|what is the point|why bother|(?:ca )?(?:ne )?sert a rien de|there is no point|no point in)\b(?: [a-z']+){0,3} (?:vivre|me lever|se lever|se reveiller|me reveiller|continuer|getting up|waking up|carrying on|going on|living|being alive|trying)\b(?! (?:ce|cet|cette|le|la|les|mon|ma|mes|un|une|a|this|that|the|my|with|to)\b)|\ba quoi (?:ca )?(?:sert|servirait) (?:de|d') (?:continuer|vivre|me battre|se battre|lutter)\b|\b(?:rien ne changera(?: jamais)?|nothing will ever change|nothing (?:is )?ever (?:going to )?(?:get better|change)s?|never going to get better|will never get better|ca ne s'arrangera jamais|(?:too tired|trop fatiguee?|plus la force|plus l'energie|(?:do not|don't|no longer) have (?:the )?(?:strength|energy)|no strength left|(?:plus (?:aucune|de) raison|no (?:more )?reason|no reasons? left) (?:de|d'|to)) (?:to keep going|to go on|to carry on|pour continuer|de continuer|continuer|de me battre|to fight|to keep fighting|vivre|exister|me lever|live|get up|keep going|go on|be here)\b(?! (?:ce|cet|cette|mon|ma|mes|this|that|my|to the|to my|au|aux|a la)\b))\b/;

const STORY =
  /\b(?:piece de theatre|scenario|screenplay|script|poeme|poem|roman|livre|film|serie|personnage|heroine|heros|nouvelle|chapitre|episode|polar|documentaire|novel|book|movie|show|character|story|chapter|thriller|documentary|podcast)\b/;

/** On the rails, not on a platform. */
const TRACKS = /\b(?:sur les rails|sur la voie ferree|on the (?:tracks|railway line|rail line))\b/;
/** Dark thoughts, or death in one's thoughts: said of oneself, always worth asking about. */
const DARK_THOUGHTS =
  /\b(?:idees (?:noires|sombres|de mort)|pensees (?:noires|sombres|de mort|suicidaires)|dark thoughts|thoughts (?:of|about) (?:death|dying|not being here)|(?:pense|pensais|penser|thinking|think) (?:[a-z']+ ){0,2}(?:a la mort(?! (?:de|d'|du) )|a ma mort|a mourir|about (?:death|dying|my death)))\b/;
/** On the road, a swerve in mind: "un coup de volant suffirait", "turn the wheel into". */
const ROAD =
  /\b(?:coup de volant|(?:turn|turning|jerk|jerking) the wheel|(?:foncer|rentrer|finir) dans (?:un|le|la) (?:mur|arbre|camion|pile|rail)|(?:drive|driving|swerve|swerving) (?:off|into) (?:the|a) (?:road|bridge|tree|wall|truck|lorry|oncoming))\b/;
const ROAD_EVERYDAY =
  /\b(?:eviter|pour eviter|avoid\w*|to miss|biche|chevreuil|deer|cat|chat|cyclist|cycliste)\b/;

/** A ligature tied to something it could hang from ("the belt is tied to the wardrobe rail"). */
const LIGATURE_SET =
  /\b(?:corde|ceinture|cable|cordon|rallonge|echarpe|drap|rope|belt|cable|cord|scarf|sheet|noose)s?\b(?: [a-z']+){0,4} (?:(?:attache|accroche|noue)e?s? (?:a|au|sur)|tied (?:to|around|onto)|fastened to|hooked (?:to|onto|over))(?: [a-z']+){0,2} (?:la |le |the |my |ma |mon )?(?:tringle|rail|poutre|barre|porte|poignee|rampe|crochet|branche|wardrobe|door|beam|banister|hook|bar|pipe|tuyau|branch|railing|rambarde)\b|\b(?:corde|ceinture|rope|belt|noose|cord)s?\b(?: [a-z']+){0,4} (?:tied|attachee?s?|nouee?s?|accrochee?s?|up|ready|prete?s?)\b.{0,40}\b(?:chair|stool|chaise|tabouret)\b/;
/** An engine left running in a closed garage, a hose run to the exhaust, or a brazier in a closed room. */
const FUMES =
  /\b(?:(?:bought|got|ran|attached|connected|taped|hooked up|achete|branche|relie|scotche) (?:a |the |my |un |le |mon )?(?:hose|tuyau)\b(?: [a-z']+){0,4} (?:to|for|on|onto|into|sur|au|a|dans) (?:the |my |le |mon |l')?(?:car'?s? )?(?:exhaust|pot d'echappement|echappement)|moteur (?:en route|allume|qui tourne|tourne)|engine (?:running|on|idling)|charbon (?:allume|de bois allume)|lit (?:the )?(?:charcoal|barbecue|bbq))\b(?: [a-z']+){0,8} (?:garage|portes? fermees?|fenetres fermees|closed (?:garage|door|room)|sealed|calfeutre\w*)\b/;
/** Oneself as a weight on everyone ("Un poids, voilà ce que je suis", "I'm a burden"). */
const SELF_BURDEN =
  /\b(?:je suis|j'suis|chu|i am|i'm|im) (?:juste |only |just |such |nothing but )?(?:un |une |a )?(?:poids|fardeau|boulet|burden|drain|charge pour)\b(?! lourd)|\b(?:un poids|un fardeau|a burden|a weight)[ ,]+(?:voila ce que je suis|c'est tout ce que je suis|that's (?:all|what) i am|that is (?:all|what) i am)\b|\bje (?:coute|pese) (?:[a-z']+ ){0,4}a tout le monde\b/;
/** What others gain once one is gone ("when i'm gone my mum can finally stop worrying"). */
const AFTER_ME =
  /\b(?:si je (?:meurs|mourais|disparais|disparaissais)|if i (?:die|died|was gone|were gone|disappeared)|when i'm gone|when i am gone|once i'm gone|once i am gone|quand je serai (?:plus la|partie?)|une fois (?:que je serai )?(?:partie?|plus la))\b(?: [a-z']+){0,6} (?:finally|enfin|stop|arreter|arretera|won't have to|will not have to|n'aura plus|n'auront plus|better off|mieux|free|libre|tranquille|peace|paix)\b/;
/** Looking at bridges, rails or cliffs in a new way. */
const NEW_EYES =
  /\b(?:regarde|vois|look at|see|notice) (?:les |le |the )?(?:ponts?|rails|voies? ferrees?|falaises?|fenetres|bridges?|tracks|cliffs?|train lines?|windows)\b(?: [a-z']+){0,2} (?:differemment|autrement|plus pareil|differently|in a different way)\b/;
/** Why hold on at all: the will to keep fighting gone. */
const WHY_HOLD_ON =
  /\b(?:pourquoi je m'accroche(?: encore)?|pourquoi je continue (?:a vivre|encore)|why (?:do )?i (?:even )?(?:bother )?(?:sticking around|stick around|hang on|keep going|carry on|stay alive)|(?:plus|pus|pu|no longer|don't|do not) (?:envie de|want to|wanna) (?:me battre|lutter|fight|fight (?:it )?anymore|keep fighting)(?! (?:avec|contre|with|against|for)\b))\b/;

/** Walking into water to stay ("stones in my pockets", "until I lose my footing"). */
const INTO_WATER =
  /\b(?:(?:pockets?|poches) (?:[a-z']+ ){0,2}(?:with|of|de|remplies de|pleines de) (?:stones|rocks|pierres|cailloux)|(?:walking|walk|wading|wade|marche|avance|entre|rentre) (?:into|dans|vers) (?:the |la |le |un )?(?:river|sea|lake|ocean|riviere|mer|lac|fleuve|ocean)\b(?: [a-z']+){0,6} (?:plus avoir pied|pas revenir|not come back|not coming back|never come back|keep going|continuer|until|jusqu'a))\b/;
/** Wishing one's heart would stop, in one's sleep. */
const HEART_STOP =
  /\b(?:souhaite|voudrais|aimerais|espere|wish|hope|pray)\b(?: [a-z']+){0,2} (?:mon coeur|my heart) (?:[a-z']+ ){0,2}(?:arrete|s'arrete|stop|stops|would stop|gives out|lache)\b/;
/**
 * They deserve better, and the writer makes room ("il est temps que je leur laisse la place"):
 * read before someone else's danger, since the relative named is not the one at risk.
 */
const MAKE_ROOM =
  /\b(?:merite(?:nt)? mieux|deserves? better)\b.{0,80}\b(?:(?:je|j') (?:[a-z']+ ){0,3}(?:laisse la place|leur laisse|laisser la place|parte|disparaisse)|i (?:[a-z']+ ){0,3}(?:step aside|get out of (?:their|the) way|leave them|disappear|be gone))\b/;
/** Things given away because they won't be needed. */
const NO_LONGER_NEEDED =
  /\b(?:donne|file|offert|laisse|gave|given|giving|left)\b.{0,80}\b(?:(?:n'en )?aura(?:i|s)? plus besoin|(?:won't|will not|wont) need (?:it|them|any of it|those)|(?:where (?:he's|she's|i'm|he is|she is|i am) going))\b/;
/** Treatment stopped while ready to go. */
const STOPPED_TREATMENT =
  /\b(?:stopped|quit|arrete|arrete de)\b (?:taking |de prendre |prendre )?(?:[a-z']+ ){0,2}(?:tablets|pills|meds|medication|medicaments|traitement|cachets|insulin\w*|insuline)\b/;
const READY_TO_GO =
  /\b(?:ready to go|had (?:his|her|my) innings|fait son temps|partir avant|prete? a partir|won't be a bother|charge|burden|fardeau|en a assez|had enough)\b/;
/** A goodbye posted with apologies to everyone. */
const SORRY_GOODBYE =
  /\b(?:goodbye\w*|adieux?|farewell)\b.{0,60}\b(?:sorry to everyone|sorry for everything|pardon a tout le monde|desolee? pour tout|sorry to all)\b|\b(?:sorry to everyone|sorry for everything|desolee? pour tout)\b.{0,60}\b(?:goodbye\w*|adieux?|deleted|supprime)\b/;
/** Curious about fumes or how many packets can be bought. */
const QUIET_RESEARCH =
  /\b(?:carbon monoxide|monoxyde de carbone|exhaust fumes|gaz d'echappement)\b|\b(?:how many|combien de) (?:packets?|boxes|boites?|plaquettes?) (?:of |de )?(?:panadol|paracetamol|doliprane|tylenol|ibuprofen|ibuprofene|pills?|cachets|comprimes)\b/;
/**
 * An everyday frame that a crisis rule may have misread: a game table, a bungee jump, a
 * retirement, a shift on call. The message then gets the check-in question, not the crisis
 * answer — still a question, so a real crisis said in such a frame is asked about.
 */
const EVERYDAY_FRAME =
  /\b(?:bungee|saut a l'elastique|d ?& ?d|dungeons? (?:and|&) dragons?|donjons? (?:et|&) dragons?|goblins?|gobelins?|tabletop|jeu de role|loup garou|werewolf game|retiring|retirement|retraite|pot de depart|leaving do|farewell party|paramedic|ambulancier\w*|on call|rough shift)\b/;

function familySignal(form: string): string | null {
  if (TRACKS.test(form) && /\b(?:attends?|waiting|wait)\b/.test(form)) return 'signal.on_the_tracks';
  if (DARK_THOUGHTS.test(form) && !STORY.test(form)) return 'signal.dark_thoughts';
  if (ROAD.test(form) && !ROAD_EVERYDAY.test(form)) return 'signal.road';
  if (WEAPON.test(form) && AT_HAND.test(form) && !WEAPON_EVERYDAY.test(form)) return 'signal.weapon_at_hand';
  if (LIGATURE_SET.test(form)) return 'signal.ligature_set';
  if (INTO_WATER.test(form)) return 'signal.into_water';
  if (FUMES.test(form)) return 'signal.fumes';
  if (PILLS.test(form) && TOOK_MANY.test(form) && !ROUTINE.test(form)) return 'signal.pills_taken';
  if (EDGE.test(form) && LINGERING.test(form)) return 'signal.at_the_edge';
  if (SELF_HARM_AGAIN.test(form) && BODY_PART.test(form)) return 'signal.self_harm_again';
  if (FAREWELL.test(form) && !FAREWELL_EVERYDAY.test(form)) return 'signal.farewell';
  if (SETTLING.filter((act) => act.test(form)).length >= 2 && !EVERYDAY_ABSENCE.test(form)) {
    return 'signal.affairs_in_order';
  }
  if (REUNION.test(form) && SOON.test(form) && !REUNION_EVERYDAY.test(form)) return 'signal.reunion';
  if (IDENTIFY.test(form)) return 'signal.identification';
  if (SOON_OVER.test(form)) return 'signal.soon_over';
  if (BURDEN.test(form) || SELF_BURDEN.test(form)) return 'signal.burden';
  if (AFTER_ME.test(form) && !EVERYDAY_ABSENCE.test(form)) return 'signal.after_me';
  if (NEW_EYES.test(form)) return 'signal.new_eyes';
  if (WHY_HOLD_ON.test(form)) return 'signal.why_hold_on';
  if (HEART_STOP.test(form)) return 'signal.heart_stop';
  if (NO_LONGER_NEEDED.test(form) && !EVERYDAY_ABSENCE.test(form)) return 'signal.no_longer_needed';
  if (STOPPED_TREATMENT.test(form) && READY_TO_GO.test(form)) return 'signal.stopped_treatment';
  if (REUNION_GRAVE.test(form)) return 'signal.reunion';
  if (QUIET_RESEARCH.test(form) && !GAME.test(form)) return 'signal.method_research';
  if (RESEARCH.test(form) && LETHAL.test(form) && !GAME.test(form)) return 'signal.method_research';
  if (HOPELESS.test(form)) return 'signal.hopeless';
  return null;
}

function uncertainSignal(forms: readonly string[]): string | null {
  for (const form of forms) {
    // These families often drop the subject ("took a load of paracetamol", "à quoi bon se lever"):
    // read them whatever the person, except in a story.
    // A goodbye posted as an "insta story" is not fiction.
    if (SORRY_GOODBYE.test(form)) return 'signal.sorry_goodbye';
    const family = STORY.test(form) ? null : familySignal(form);
    if (family) return family;
    if (!FIRST_PERSON.test(form) && !/^(?:vous|you)\b/.test(form)) continue;
    if (ABSENT.test(form) && COMING.test(form) && !EVERYDAY_ABSENCE.test(form)) return 'signal.horizon';
    if (MEANS.test(form) && PREPARED.test(form) && !PUT_AWAY.test(form)) return 'signal.means_prepared';
    if (PLAN.test(form) && !PLAN_EVERYDAY.test(form)) return 'signal.plan';
    if (WEARY_OF_LIVING.test(form)) return 'signal.weary_of_living';
  }
  return null;
}

/** Quoted words ("a posté « ce soir c'est fini pour moi »"): the quoted person speaks as "je". */
const QUOTED = /[«"“]([^»"”]{6,})[»"”]|(?:^|\s)'([^']{6,})'(?=[\s.,!?]|$)/g;

function someoneElseInDanger(text: string, forms: readonly string[]): string | null {
  if (forms.some((form) => RELATIVE.test(form) && !NOT_OTHER_DANGER.test(form))) {
    for (const [, double, single] of text.matchAll(QUOTED)) {
      const quote = double ?? single ?? '';
      const words = normalizeVariants(quote);
      // Posted or sent as a message of its own, "I won't be here tomorrow" needs no coming date.
      const absent = words.some((w) => ABSENT.test(w) && !EVERYDAY_ABSENCE.test(w));
      if (absent || detectCrisis(quote).crisis || uncertainSignal(words)) return 'other.quoted';
    }
  }
  for (const form of forms) {
    if (!RELATIVE.test(form) || NOT_OTHER_DANGER.test(form)) continue;
    if (OTHER_DANGER.test(form)) return 'other.in_danger';
    // Their words in the writer's person, read with every rule and signal the writer's own get.
    const theirs = inWritersPerson(form, RELATIVE);
    if (theirs === form) continue;
    const rules = detectCrisis(theirs);
    if (rules.crisis) return `other.${rules.rule}`;
    const signal = uncertainSignal([theirs]);
    if (signal) return `other.${signal}`;
  }
  return null;
}

/** Which answer this message needs (see the module comment). */
export function assessMessage(text: string, model?: ClassifierModel): TierAssessment {
  const forms = typeof text === 'string' ? normalizeVariants(text) : [];
  if (forms.length === 0 || forms.every((form) => form === '')) {
    return { tier: 'none', about: 'self', level: null, rule: null, score: 0 };
  }
  const rules = detectCrisis(text);
  const score = crisisScore(text, model);
  if (rules.crisis) {
    // "si j'entends encore cette chanson je me pends mdr": a joke on a condition, most likely —
    // ask rather than assume; a yes (or no answer) still gets the crisis answer.
    if (forms.some((form) => JOKE.test(form) && /\b(?:si|if)\b/.test(form))) {
      return { tier: 'check_in', about: 'self', level: null, rule: 'joke.conditional', score };
    }
    // "j'écris une pièce sur une femme qui veut en finir": a story's character, most likely —
    // ask, since writing about it can also be a way of saying it. Not when the writer is also the
    // object of the message ("je lis un livre sur le suicide et je veux me tuer").
    const story = (form: string) =>
      STORY.test(form) && STORY_ABOUT.test(form) && !/\b(?:me|m'\w*|myself|moi)\b/.test(form);
    if (forms.some(story)) {
      return { tier: 'check_in', about: 'self', level: null, rule: 'story.about', score };
    }
    if (forms.some((form) => EVERYDAY_FRAME.test(form))) {
      return { tier: 'check_in', about: 'self', level: null, rule: 'everyday.frame', score };
    }
    // "ma fille m'a écrit : je vais me tuer": the rules read her words as the writer's.
    const reported = forms.some((form) => RELATIVE.test(form) && REPORTED_SPEECH.test(form));
    return {
      tier: 'crisis',
      about: reported ? 'other' : 'self',
      level: rules.level,
      rule: rules.rule,
      score,
    };
  }
  if (forms.some((form) => MAKE_ROOM.test(form))) {
    return { tier: 'check_in', about: 'self', level: null, rule: 'signal.make_room', score };
  }
  const other = someoneElseInDanger(text, forms);
  if (other) return { tier: 'crisis', about: 'other', level: 'indirect', rule: other, score };
  if (forms.some((form) => METHOD_QUESTION.test(form) && !GAME.test(form))) {
    return { tier: 'crisis', about: 'self', level: 'explicit', rule: 'explicit.method_question', score };
  }
  const signal = uncertainSignal(forms);
  // A danger at hand gets the lines at once; the uncertain families (a time horizon, weariness,
  // a burden…) stay a question whatever the score: asking is what they need.
  const imminent =
    (signal !== null && IMMINENT.has(signal)) ||
    (signal === 'signal.means_prepared' && score >= MEANS_CRISIS_THRESHOLD);
  if (signal && imminent) return { tier: 'crisis', about: 'self', level: 'explicit', rule: signal, score };
  if (signal) return { tier: 'check_in', about: 'self', level: null, rule: signal, score };
  if (score >= CRISIS_THRESHOLD) {
    return { tier: 'crisis', about: 'self', level: 'indirect', rule: 'classifier', score };
  }
  if (score >= CHECK_IN_THRESHOLD) {
    return { tier: 'check_in', about: 'self', level: null, rule: 'classifier', score };
  }
  return { tier: 'none', about: 'self', level: null, rule: null, score };
}
