// What is the person doing with this message? Read before the topic: asking for a suggestion or
// a method, sharing good news, thanking or closing, asking about the coach (AI, privacy, who made
// it, cost), weighing a decision, venting, answering the coach's last question, taking up the
// coach's last suggestion, greeting — or simply telling what is going on (`share`). The reply
// plan starts from the move; themes and reflections come second and must agree with its valence.

import { type BotMove } from './context.ts';
import {
  asksAboutCoach,
  asksForMeans,
  goesAhead,
  introducesSelf,
  proposes,
  JOY_SHARED,
  takesUpOffer,
  tellsFrustration,
  tellsGoodNews,
  thanksForHelp,
  weighsTwoOptions,
} from './cues.ts';
import { type Intent } from './intent.ts';
import { fold, words } from './text.ts';

export type CoachTopic = 'ai' | 'privacy' | 'creator' | 'cost';

export type Move =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'aboutCoach'; topic: CoachTopic }
  | { kind: 'acceptSuggestion' }
  | { kind: 'suggest' }
  | { kind: 'decision' }
  | { kind: 'goodNews' }
  | { kind: 'venting' }
  | { kind: 'answer' }
  | { kind: 'share' };

export type MoveKind = Move['kind'];

// Asking for something to do: a tip, a method, an exercise, a first step.
const SUGGEST =
  /\b(?:(?:tu|vous) (?:peux|pouvez|pourrais|pourriez|aurais|auriez|as|avez|me proposes?|me proposez|me conseilles?|me conseillez|me recommandes?|me recommandez)\b[^?]{0,40}?\b(?:astuce|conseil|idee|exercice|methode|technique|truc|rituel|piste|plan|proposer|conseiller|donner|suggerer|aider a)|t'as (?:une|un) (?:idee|astuce|truc|conseil|exercice)|(?:une|des|un|d'une|d'un) (?:astuces?|conseils?|methodes?|techniques?|exercices?|trucs? concrets?|rituels?|pistes?|idees?) (?:pour|simple|concret|quand|\?)|^(?:des|un|une|d'autres) (?:astuces?|conseils?|idees?|trucs?|pistes?)\s?\?|donne[sz]?-moi|donnez-moi|propose[sz]?-moi|qu'est-ce que (?:je|j') (?:pourrais|peux|pourrai|devrais) faire|que (?:puis-je|pourrais-je) faire|comment (?:je (?:peux|pourrais|fais)|puis-je|faire pour|pourrais-je|arreter|reussir|m'y prendre)|par ou commencer|(?:quoi|quelle) comme (?:premiere etape|methode|exercice)|tu me (?:conseilles|proposes|recommandes) quoi|premiere etape|could you (?:suggest|give|recommend)|can you (?:suggest|give|recommend|help me (?:to )?(?:calm|find|get|stop|be))|(?:any|a|some|one) (?:quick |simple |small |concrete |good )?(?:tips?|advice|method|technique|exercise|ideas?|habit|ritual|plan|way) (?:for|to|that|when|\?)|\b(?:any|some|other|more|another|d'autres|une autre|un autre) (?:other |autre )?(?:tips?|advice|ideas?|tricks?|suggestions?|astuces?|idees?|conseils?|trucs?|pistes?|exercices?|methodes?)\s?\?|(?:give|suggest|recommend) (?:me )?(?:a|one|some|something)|what(?:'s| is) (?:a good way|the first step|the best way)|what (?:could|can|should) i do|how (?:can|do|should|could) i\b|(?:do you have|have you got|got) (?:an?|any|some) (?:[a-z-]+ ){0,2}(?:exercises?|methods?|tips?|techniques?|ideas?|tricks?|advice)\b|any (?:[a-z-]+ ){1,2}(?:exercises?|methods?|tips?|techniques?|ideas?|tricks?)\s?\?|what would you suggest|is there (?:a|an|any) (?:small |simple )?(?:habit|way|exercise|method|trick)|i need (?:a|some) (?:simple |concrete |quick |good )?(?:method|tip|technique|way|trick|system|strategy|routine|hack)|(?:t'aurais|t'as|tu aurais|vous auriez|tu as|vous avez) (?:pas )?(?:un|une|des) (?:\w+ )?(?:truc|astuce|idee|conseil|exercice|methode|technique|piste|rituel)s?|(?:un|une|des) (?:petit |petite |bon |bonne )?(?:trucs?|astuces?) (?:pour|contre|quand|anti)|(?:tu|vous) (?:connais|connaissez) (?:un|une|des)|connais-tu (?:un|une|des)|connaissez-vous (?:un|une|des)|(?:tu peux|vous pouvez|peux-tu|pouvez-vous|tu pourrais|vous pourriez) m'aider a|(?:j'aimerais|je voudrais|je veux) apprendre a|par (?:ou|quoi) (?:je |on )?commence|je commence par quoi|on commence par quoi|(?:got|have you got|do you have) any (?:tips?|advice|ideas?|tricks?)|any (?:advice|tips?|ideas?) (?:on|about|for)|what (?:could|can|should|might) i (?:do|try)|where (?:do|should|can) i (?:start|begin)|is there (?:a|an|any) (?:\w+ ){0,2}(?:thing|habit|way|exercise|method|trick|technique)|(?:help me|can you help me) (?:find|figure out|get|stop|deal|cope|manage|with)|^(?:et )?comment (?!(?:ca|tu vas|vous allez|allez-vous|vas-tu|tu te sens|vous vous sentez|tu sais|vous savez|ca se fait|c'est possible)\b)[^?]{3,80}\?|^how (?:to|do you|would you|should one)\b|(?:do you have|have you got|you got|got|tu as|t'as|vous avez|tu aurais|t'aurais|vous auriez) (?:pas )?(?:something|anything|quelque chose) (?:that (?:could|can|might|would) help|to help|for|qui (?:pourrait|peut|puisse) m'aider|pour m'aider|pour)|(?:je veux bien|je voudrais|j'aimerais|i'?d like|i want|i'?d love) (?:un|une|des|a|an|some) (?:[a-z]+ )?(?:plan|idee|conseil|astuce|exercice|methode|technique|tip|idea|method|exercise|suggestion|rituel|ritual|routine|habitude|habit)s?\b(?! (?:de|du|that|which))|(?:tu|vous) (?:me )?(?:recommandes?|recommandez|conseilles?|conseillez)\b|what (?:do|would|can) you (?:recommend|suggest|advise)|what would you do in my (?:place|shoes)|(?:a ta|a votre) place,? (?:tu|vous) (?:ferais|feriez)|(?:tu ferais|vous feriez) quoi|^(?:aide|aidez)-moi a|\b(?:could|can|would) you help me (?:to )?(?!understand\b)\w+|^help me (?:to )?\w+|any ideas? (?:how|on how|for)|une idee (?:de comment|pour)|comment je pourrais|(?:quelle|quel|which|what) (?:methode|technique|astuce|exercice|conseil|method|technique|exercise|tip|approach)\b[^?]*\?|^(?:teach|show|give|tell) me (?:a|an|some|how|one)\b|(?:apprends|apprenez|montre|montrez|explique|expliquez)-moi (?:un|une|des|comment)|je fais comment|is there (?:anything|something) i (?:can|could) do|anything i (?:can|could) do|(?:y a-t-il|est-ce qu'il y a|il y a) (?:quelque chose|un moyen|un truc)[^?]{0,40}\?|quelque chose que je (?:peux|pourrais) faire|i need help (?:with|to|on|for|\w+ing)|j'ai besoin d'aide pour|besoin d'un coup de main|je fais quoi|qu'est-ce que je fais|what do i do|what should i do|how would you (?:go about|approach|tackle|handle)|(?:tu|vous) (?:t'y prendrais|vous y prendriez)|(?:do you know|know any) (?:a|an|any) (?:\w+ )?(?:exercise|technique|method|trick))/;

const DECISION =
  /\b(?:j'hesite|hesiter entre|je ne sais pas si je (?:dois|devrais)|je sais pas si je (?:dois|devrais)|je me demande si je (?:dois|devrais)|n'arrive pas a (?:choisir|trancher|me decider|decider)|choisir entre|trancher|ou (?:rester|garder|continuer|attendre|pas)\b|should i\b|i can'?t (?:decide|choose|make up my mind)|can'?t make up my mind|torn between|whether (?:to|i should)|choose between|or (?:stay|keep|wait|not)\b|wondering (?:if|whether) i should|(?:n')?arrive pas a (?:choisir|trancher|me decider|decider)|j'arrive pas a (?:choisir|trancher|me decider)|une partie de moi|part of me|back and forth|je dois choisir|lequel choisir|laquelle choisir|which (?:one )?should i (?:pick|choose|take|go for)|\bou\b.{0,60}\btourne en rond|\btourne en rond.{0,60}\bou\b|\bor\b.{0,60}\b(?:round in circles|keep going back)|(?:not sure|unsure|don'?t know|do not know) (?:if|whether) (?:i should|to)|je (?:ne )?sais (?:pas )?trop si je|je suis pas sure? (?:de|si)|^(?:dois-je|devrais-je|est-ce que je devrais|est-ce que je dois)\b|^should i\b|(?:je ne sais pas|je sais pas|je me demande) s'il faut|^do i \w+(?: \w+){0,6} or\b|^(?:est-ce que )?je (?:\w+ ){0,5}ou (?:je )?\w+(?: \w+){0,4} \?$)\b/;

// "Vendre ma voiture ou la garder encore un an ?": two options, asked.
// "Guess what, my sister called me!": an announcement, good unless something hard follows.
const ANNOUNCE = /\b(?:guess what|devine quoi|devinez quoi|tu sais quoi|you know what)\b/;
const TWO_OPTIONS =
  /^(?:entre [^,?]{2,60} et [^,?]{2,60}[,?]|between [^,?]{2,60} and [^,?]{2,60}, (?:which|what))|(?:le plus malin|le mieux|the smart(?:er)? (?:move|choice)|smarter)[^?]{0,30}\?|^(?!(?:tu|vous|est-ce que tu|est-ce que vous|are you|is it|c'est|do you|have you)\b)[^?]{0,80}(?<!')\b(?:ou|or) (?!pas\b|not\b|quoi\b|what\b|something|quelque|anything|autre chose|so\b)[^?]{2,60}\?\s*$/;

const GOOD =
  /\b(?:rigole|ri\b|on a ri|rire|genial|super (?:bien|content|contente|soiree|moment)|trop (?:content|contente|bien)|tellement (?:bien|content|contente)|content|contente|heureux|heureuse|ravie?|fier|fiere|enfin reussi|reussi|decroche|j'ai eu|ca y est|valide|accepte|obtenu|premiers? pas|mon premier|ma premiere|premier \w+ km|victoire|tenu|d'affilee|un entretien|convoquee? (?:a|pour) (?:l'|un )entretien|(?:got|landed) (?:an|the) interview|deja un|j'ai couru|reconcili\w*|legere?|fait un bien fou|m'a fait du bien|bien dormi|termine|fini\b|got the|got it|passed|finished|approved|thrilled|so happy|amazing|great time|good time|best (?!friend|mate|pal)\w+|laughed|relief|feel great|finally|first steps|first time|my first|in a row|an interview|i ran|replied|danced|won|proud|excited|agreed|kept my|accepte|a accepte|promotion|felicit\w*|praised|complimented|bonne nouvelle|good news|j'ai ose|ose (?:dire|demander|parler)|bien pris|took it (?:well|really well)|a eu (?:son|sa|ses)|got (?:into|in)|kiff\w*|signe\b|j'ai signe|signed|buzzing|stoked|over the moon|paid off|landed|submitted|stuck to|went (?:really |so |super |very )?well|s'est (?:super |tres |vraiment |trop )?bien passe\w*|nailed|smashed|best (?:of|ever)\b|first \w+ ever|une premiere|respected|respecte\w*|happy|i did it|we did it|j'ai reussi|je l'ai fait|on l'a fait|hit my (?:\w+ )?(?:goal|target)|reached my|atteint mon (?:\w+ )?objectif|first (?:paying )?(?:customer|client|sale)|premiere? (?:client|vente)|excellent\w*|pass(?:e|ais|erai) (?:manager|chef|responsable|en cdi)|promue?|promoted|nommee?|titularis\w*|a first for me|for the first time|pour la premiere fois|without stopping|sans m'arreter|ran \d+ ?k\b|comme un bebe|like a baby|like a log|slept (?:so |really )?well|super nouvelle|grande nouvelle|belle nouvelle|enceinte|pregnant|engaged|fiance\w*|getting married|on se marie|closed (?:my|a|the)|(?:so )?much better|beaucoup mieux|tellement mieux|went out with|clapped|applaudi\w*|invite\w*|m'a invitee?|invited me|asked me out|m'a propose de)\b/;
const BAD =
  /\b(?:c'est trop(?! bien| cool| top)|je n'arriverai|n'y arriverai|too (?:much|hard)|i'?ll never|decu\w*|disappoint\w*|not what (?:i|we) (?:hoped|expected|wanted)|pas ce que (?:j'|je |on )(?:esperais|attendais|voulais|esperait|attendait)|videe?s?|empty|numb|drained|fuming|livid|passed over|someone else|quelqu'un d'autre|marre|ras-le-bol|epuise\w*|fatigue\w*|stress\w*|angoiss\w*|triste|seule?|peur|mal\b|pire|nul|nulle|horrible|humili\w*|colere|furieu\w*|deteste|dispute|rate|raté|annule|pour rien|j'en peux plus|pas reussi|echoue|rejete|refuse|perdu|anxious|stressed|sad|lonely|afraid|scared|worst|awful|terrible|hate|angry|furious|fed up|sick of|exhausted|tired|failed|rejected|cancelled|for nothing|lost|blame|drowning|ugh|unbelievable|can'?t take)\b/;

const VENT =
  /\b(?:j'en ai marre|en ai marre|marre de|ras-le-bol|ras le bol|j'en peux plus|je n'en peux plus|n'en peux plus|furieu\w*|humili\w*|encore (?:oublie|rate|rajoute)|me rajoute|prends tout|pour rien|journee (?:horrible|pourrie|de merde)|critique tout|s'attribue|fed up|sick of|i am done|i'?m done|worst day|ugh|unbelievable|for nothing|take all the blame|taking credit|can'?t take (?:it|this)|drowning|exhausted|dumps? (?:their|his|her) tasks|ignored me|nobody says|criticises|criticizes|so annoyed|furious|infuriat\w*|saoul\w*|soule\b|souler|plein le dos|j'en ai assez|y en a marre|n'importe quoi|ca me gave|me gonfle|relou|c'est abuse|personne ne (?:dit merci|m'aide|remercie|fait rien)|ne fait rien|en colere|losing my mind|je (?:vais )?deven(?:ir|ais|ir) (?:fou|folle|dingue)|je deviens (?:fou|folle|dingue)|je craque|i'?m cracking|ate my (?:food|lunch)|i swear|je te jure|one more time|une fois de plus|is a mess|c'est le (?:bordel|bazar|chaos)|nobody (?:reads|listens|cares|helps)|personne ne (?:lit|ecoute)|i'?m the one (?:fixing|doing|cleaning|paying)|c'est (?:toujours )?moi qui (?:dois|fais|range|gere|bosse|repare|paie)|tired of|sick and tired|fatiguee? de (?:devoir|toujours|tout)|(?:las|lasse) de|degoute\w*|troisieme fois|third time|once again|me reproche|blames? me|c'est moi qui exagere|overreacting|exaggerating|too sensitive|typical|typique|of course the|evidemment (?:le|la)|broke (?:down|right)|tombee? en panne|fuming|livid|passed over|gave (?:it|the \w+) to someone|can'?t believe|j'en reviens pas qu|critici[sz]\w*|critiqu\w*|in front of everyone|devant tout le monde|tout a refaire|tout recommencer|start (?:all )?over|from scratch|(?:a la )?derniere minute|last minute|change d'avis|changed (?:their|his|her) mind|(?:i'?m|i am|je suis) (?:so |really |tellement |vraiment |trop )?(?:angry|mad|pissed|furieu\w*|enerve\w*)|rend (?:fou|folle|dingue|malade)|makes me (?:so )?(?:mad|angry|furious|sick)|pisse[sd]? me off|attribue\w* (?:mon|ma|mes)|lost (?:a|the|my) whole (?:day|week)|j'ai perdu (?:une|toute ma|ma) (?:journee|semaine)|crashed|never paid (?:me )?back|m'a jamais rembourse\w*|font du bruit|toute la nuit|(?:i'?m|i am) (?:so |just |completely |totally )?done|nightmare|what a waste|waste of time|does nothing|never (?:cleans|helps|listens)|always commenting|rejection|so over it)\b/;

const ABOUT: readonly [CoachTopic, RegExp][] = [
  [
    'ai',
    /\b(?:(?:tu es|t'es|vous etes|es-tu|etes-vous|c'est) (?:un |une )?(?:vrai |vraie )?(?:humaine?|robot|ia|bot|chat ?bot|intelligence artificielle|personne|chatgpt|programme)|(?:un|une) (?:logiciel|software|algorithme) ou|(?:tu es|t'es|vous etes|are you) (?:un |une |a |an )?(?:logiciel|software|algorithm)|just an? (?:program|machine|bot|robot|ai|algorithm)|only an? (?:program|machine|bot)|juste (?:un|une) (?:programme|machine|robot|bot|ia|algorithme)|qu'un (?:programme|robot|bot)|(?:vraie personne|un humain|une ia|un robot) qui (?:me )?(?:repond|ecrit)|(?:real|actual|vrai|vraie) (?:psychologist|psychologue|therapist|therapeute|coach|human|humain|person|personne)[^?]{0,30}(?:reading|behind|there|lit|derriere|repond)|(?:psychologist|psychologue|psy|therapist) (?:reading|behind|derriere|qui lit)|are you (?:a |an )?(?:chat ?bot|chatbot)|quelqu'un derriere|someone behind|(?:are you|am i talking to|is this) (?:a |an )?(?:real )?(?:human|person|bot|robot|ai|chatgpt|machine)|are you real)\b/,
  ],
  [
    'privacy',
    /\b(?:prive\w*|confidenti\w*|qui (?:lit|peut lire|voit)|stocke\w*|revend\w*|donnees|mes messages sont|who (?:can )?reads?|who can see|private|privacy|my data|data stored|sell (?:it|my)|stored|(?:voir|lire) ce que (?:je|j')|qui a acces|a acces a|keep my (?:messages|chats|data|conversations)|delete (?:them|my (?:messages|chats|data|account))|read my (?:chats|messages|conversations)|encrypt\w*|chiffre(?:e|ee|ees|ment|r)\b|securis\w*|(?:is|are) (?:it|my \w+) (?:safe|secure)|delete (?:everything|all|what)|effacer (?:tout|mes|ce que)|supprimer (?:tout|mes|ce que)|mes (?:messages|conversations|donnees)\b[^?]*\?|(?:vous|tu) (?:les )?(?:gardez|gardes|stockez|stockes|conservez|conserves)|(?:do|will) you (?:store|keep|save) (?:them|my|what)|see (?:my|what i) (?:chats|messages|write))\b/,
  ],
  [
    'creator',
    /\b(?:qui (?:t'a|vous a) (?:cree|creee|concu|concue|fait|faite|developpe)|qui a (?:cree|developpe|concu|fait) (?:cette|l')|qui t'a creee?|c'est qui qui t'a|qui est derriere|who (?:made|built|created|designed|is behind) (?:you|this)|(?:which|what) (?:company|team|people)|c'est qui derriere|d'ou (?:vient|sort) (?:cette|l')|(?:created|made|built) you|t'a (?:cree|fait|concu)e?|behind (?:you|this app|the app)|quelle (?:entreprise|societe|boite)|qui t'a (?:concu|cree|fait|programme)|qui (?:a|t'a|vous a) (?:fabrique|fait|code|programme|invente|lance|imagine) (?:cette|l'|ce|toi|vous)|who (?:developed|coded|programmed|owns|runs) (?:you|this))\b/,
  ],
  [
    'cost',
    /\b(?:ca coute|combien (?:ca coute|coute|de messages|de credits)|c'est gratuit|gratuit ou|faut payer|il faut payer|abonnement|how much (?:does|is)|is (?:it|this) free|do i (?:have to|need to) pay|subscription|is (?:it|this|this app|the app) (?:really )?free|how many (?:messages|credits)|c'est combien|combien (?:par|le|la|pour|ca)|how much (?:per|a) month|par mois|per month|tarifs?|prices?|pricing)\b/,
  ],
];

const THANKS =
  /^(?:(?:ok|oui|d'accord|super|top|parfait|great|okay|alright|yes|ah|oh|perfect|cheers|nickel|genial|cool|bon|ben|eh bien|well|awesome|brilliant|amazing)\b[\s,!.]*){0,2}(?:merci|thanks|thank you|thx|ty|cheers|c'est gentil|that'?s kind|je te remercie|je vous remercie|i appreciate|appreciate it|much appreciated)\b/;
// Closing the conversation ("je vais te laisser", "catch you later"), with a thanks somewhere.
const LEAVING =
  /\b(?:je (?:vais )?(?:te|vous) laisser|je (?:te|vous) laisse|je file|je vais y aller|bisous|a plus|a bientot|a demain|a la semaine prochaine|bonne (?:soiree|nuit|journee)|off to bed|catch you later|talk (?:to you )?(?:later|soon)|see you|bye|good ?night|night|that'?s (?:enough|all) for (?:today|now|tonight)|c'est tout pour (?:aujourd'hui|ce soir))\b/;
const THANK_WORD = /\b(?:merci|thanks|thank you|cheers|appreciate)\b/;

// "pas" the noun ("ses premiers pas") is not a negation.
const NEGATED =
  /(?<!\b(?:premiers?|petits?|first|baby) )\b(?:pas|jamais|not|never|didn'?t|haven'?t|hasn'?t|won'?t|no longer)\s+(?:\S+\s+)?\S+/g;

/** A goal stated ("avoir fini … d'ici fin du mois", "having it finished by…"), not a success told. */
const GOAL_FRAME =
  /^(?:avoir|having|to have|finir|finishing|reussir a|arriver a|getting)\b|\b(?:d'ici|by the end|by next|avant la fin|avant fin)\b/;

/** The coach's last question was about the decision itself (its criteria, its options). */
const ABOUT_DECISION =
  /\b(?:criteres?|criteri\w*|options?|choix|choice|compte le plus|matters most|elan|energy|importe)\b/;

/** The last question offers to do something together ("On essaie ensemble ?", "Shall we try it?"). */
const OFFER = /\b(?:essai\w*|essay\w*|ensemble|try|together|shall we|would you like to)\b/;

/** Asking how to begin ("how do I start?", "par où je commence ?"). */
const STARTING =
  /\b(?:how do (?:i|we) (?:start|begin)|where do (?:i|we) (?:start|begin)|par (?:ou|quoi) (?:je |on )?commence|on commence comment|comment on commence|comment je commence)\b/;

/** The coach's last turn asked something the person can answer (not an offer to try something). */
function askedQuestion(move: BotMove): boolean {
  return move.kind === 'question' || move.kind === 'step' || move.kind === 'when';
}

/**
 * The move of the message, read from its (folded) text, the intent the classifier gave it, and the
 * coach's last move.
 */
export function readMove(folded: string, intent: Intent, last: BotMove, lastBot = ''): Move {
  const text = folded.trim();
  const count = words(text).length;
  if (intent.kind === 'greeting' || intent.kind === 'howAreYou') return { kind: 'greeting' };
  // "Bonsoir, c'est la première fois que j'utilise l'appli": an introduction, unless it goes on to
  // something hard or asks something.
  if (introducesSelf(text, count) && !BAD.test(text) && !text.includes('?')) return { kind: 'greeting' };
  // "Thanks Emma. Are you a real person by the way?": the question is the point.
  if (text.includes('?')) {
    for (const [topic, re] of ABOUT) if (count <= 18 && re.test(text)) return { kind: 'aboutCoach', topic };
  }
  // Also typed without its "?" (cues.ts reads the question form).
  const asked = count <= 30 ? asksAboutCoach(text) : undefined;
  if (asked !== undefined) return { kind: 'aboutCoach', topic: asked };
  if (intent.kind === 'thanks' || intent.kind === 'bye') return { kind: 'thanks' };
  const but = /\b(?:mais|but|sauf que|except)\b/.test(text);
  if (count <= 16 && THANKS.test(text) && !but) return { kind: 'thanks' };
  if (count <= 14 && THANK_WORD.test(text) && LEAVING.test(text) && !but) return { kind: 'thanks' };
  // "Ça m'a beaucoup aidée, merci Emma": a short thank-you, wherever the thanks sits ("a bit better
  // thanks", right after an exercise, is feedback on it instead).
  if (
    count <= 12 &&
    intent.kind !== 'better' &&
    intent.kind !== 'worse' &&
    intent.kind !== 'done' &&
    THANK_WORD.test(text) &&
    !/\b(?:thanks to|grace a)\b/.test(text) &&
    !but &&
    !BAD.test(text) &&
    !text.includes('?')
  )
    return { kind: 'thanks' };
  // "Merci pour l'exercice d'hier, je l'ai refait ce matin et ça m'a aidée": thanks first, then
  // why; it stays a thank-you unless it turns to something hard.
  if (count <= 45 && THANKS.test(text) && !but && !BAD.test(text) && !text.includes('?'))
    return { kind: 'thanks' };
  // "Je voulais te dire merci, noter trois choses le soir m'a recentrée": a thank-you that says
  // what helped, however long, unless it turns to a new trouble.
  // ("Ça va mieux, merci", right after an exercise, is feedback on it instead.)
  if (
    count <= 60 &&
    intent.kind !== 'worse' &&
    !(intent.kind === 'better' && intent.afterExercise) &&
    thanksForHelp(text)
  )
    return { kind: 'thanks' };
  for (const [topic, re] of ABOUT) if (count <= 18 && re.test(text)) return { kind: 'aboutCoach', topic };
  if (intent.kind === 'identity') return { kind: 'aboutCoach', topic: 'ai' };
  const offered =
    last.kind === 'offer' ||
    last.kind === 'choice' ||
    (last.question !== undefined && (OFFER.test(fold(last.question)) || proposes(fold(last.question))));
  // "Sure, go on then. How do I start?", to an offer: taken up, the question asks for the steps.
  const startsIt = offered && takesUpOffer(text.replace(/[^.!,]*\?\s*$/, ''), count) && STARTING.test(text);
  // "Ok that makes sense. Any other tips?": a new request, not a yes to the last offer.
  if (SUGGEST.test(text) && text.includes('?') && !startsIt) return { kind: 'suggest' };
  if (
    offered &&
    (startsIt ||
      intent.kind === 'yes' ||
      intent.kind === 'choice' ||
      takesUpOffer(text, count) ||
      (count <= 8 &&
        /\b(?:essay|essai|let'?s (?:try|do it)|try it|je tente|je me lance|je teste|on teste|i'?ll try|i will try|go for it|let me try|show me|montre-moi|walk me through)/.test(
          text,
        ))) &&
    // "D'accord, je vais essayer demain": taken up for later, not to be guided now.
    !/\b(?:demain|plus tard|ce soir|ce week-?end|tout a l'heure|tomorrow|later|tonight|this weekend)\b/.test(
      text,
    )
  )
    return { kind: 'acceptSuggestion' };
  // "D'accord, une autre alors", after an exercise: another suggestion is asked.
  if (
    count <= 7 &&
    /\b(?:une autre|un autre|another(?: one)?|autre chose|something else|different one)\b/.test(text) &&
    !/\b(?:pas|not|no|non)\b/.test(text) &&
    last.kind !== 'none'
  )
    return { kind: 'suggest' };
  // "Nobody can give me a straight answer": told in frustration, not asked.
  if (!text.includes('?') && tellsFrustration(text)) return { kind: 'venting' };
  if (SUGGEST.test(text) || asksForMeans(text)) return { kind: 'suggest' };
  if (goesAhead(text, count)) return { kind: 'acceptSuggestion' };
  // "La sécurité et le sens, mais je n'arrive pas à trancher", after "which criteria matter?",
  // answers the question: the thread goes on from the answer.
  const answering =
    askedQuestion(last) &&
    (intent.kind === 'share' ||
      intent.kind === 'score' ||
      intent.kind === 'time' ||
      intent.kind === 'intention' ||
      // "Growth and stability", after "which criterion?": short, no theme, still an answer.
      (intent.kind === 'unclear' && count >= 2)) &&
    !text.endsWith('?');
  if (
    (DECISION.test(text) || TWO_OPTIONS.test(text) || weighsTwoOptions(text)) &&
    !(answering && ABOUT_DECISION.test(fold(last.question ?? '')))
  )
    return { kind: 'decision' };
  // "je n'ai pas fini", "not finished yet": a negated success is not good news.
  const good = GOOD.test(text.replace(NEGATED, ' ')) || (ANNOUNCE.test(text) && text.includes('!'));
  // "On a fini le projet mais je suis vidée": what comes after the "but" says how it is.
  const after = /\b(?:mais|but|sauf que|except that|however|pourtant|yet)\b(.*)$/.exec(text)?.[1];
  const soured = after !== undefined && (BAD.test(after) || /\b(?:pas|not|no|rien|nothing)\b/.test(after));
  const bad = soured || BAD.test(text.replace(/\bpas (?:de )?(?:stress|peur)\b/g, ''));
  // An answer is good news only when it tells something that happened ("A finished first draft by
  // Sunday", answering "what would a good result be?", is a goal).
  // After the coach shared the joy, what made it possible is an answer, not more news.
  const joyShared = answering && JOY_SHARED.test(fold(lastBot));
  const tells =
    !joyShared &&
    (!answering || /!|\b(?:j'ai|je suis|on a|i|we|il|elle|ils|elles|my|mon|ma|mes)\b/.test(text));
  if (
    good &&
    !bad &&
    tells &&
    !GOAL_FRAME.test(text) &&
    (count >= 3 || /!/.test(text)) &&
    !tellsFrustration(text)
  )
    return { kind: 'goodNews' };
  if (VENT.test(text)) return { kind: 'venting' };
  // The scored reading (cues.ts), for what the patterns above were not written for; an answer to
  // the coach's question stays an answer.
  if (!answering && !soured && !GOAL_FRAME.test(text) && tellsGoodNews(text)) return { kind: 'goodNews' };
  if (tellsFrustration(text, answering)) return { kind: 'venting' };
  if (answering) return { kind: 'answer' };
  return { kind: 'share' };
}

/** The message weighs a decision ("j'hésite entre…", "should I…"). */
/** The message tells something hard (a good-news reading is then out). */
export const soundsHard = (folded: string): boolean => BAD.test(folded);

export function weighsDecision(folded: string): boolean {
  return DECISION.test(folded) || TWO_OPTIONS.test(folded.trim()) || weighsTwoOptions(folded);
}
