// A second, scored reading of the move, for phrasings the explicit patterns of moves.ts were never
// written for. Instead of one pattern per phrasing, each move has a few groups of cues that stand
// for what the person is doing (a question that asks for a means; a thank-you that says what
// helped; an annoyance told as repeated, caused by someone, and exaggerated; something that went
// well, with a feeling to match), each group scoring once; a move is read when its groups add up
// to its threshold. Requests are read on the question itself (the last clause with a "?"), so
// what comes before it ("Demain j'ai un repas tendu, …") is the context, not the move.

import { fold } from './text.ts';

type Cue = readonly [RegExp, number];

const total = (text: string, cues: readonly Cue[]): number =>
  cues.reduce((sum, [re, weight]) => sum + (re.test(text) ? weight : 0), 0);

// A question typed without its "?" ("est ce que mes messages partent quelque part", "…, comment
// je prépare ça"): the last sentence, or its last clause, opens like a question.
const ASKING =
  /^(?:(?:et|and|so|alors|du coup|mais|but|ok|bon) )?(?:est[- ]ce qu|qu'est[- ]ce|comment|pourquoi|combien|quel(?:le)?s? |qui |ou est|do |does |did |can |could |is |are |will |would |how |what |where |who |why |which |any )/;

/** The clauses that ask something: each sentence ending with "?", or the whole message. */
export function questionClause(folded: string): string | undefined {
  const sentences = folded
    .replace(/\best ce qu/g, 'est-ce qu')
    .replace(/\bqu'est ce\b/g, "qu'est-ce")
    .split(/(?<=[?.!…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const asked = sentences.filter((s) => s.endsWith('?'));
  if (asked.length > 0) return asked.join(' ');
  const last = sentences[sentences.length - 1] ?? '';
  if (last.endsWith('!')) return undefined;
  return ASKING.test(last) || ASKING.test(lastClause(last)) ? last : undefined;
}

/** The part of a question after its last comma ("…, any strategy to protect my focus?"). */
const lastClause = (question: string): string =>
  (question.split(/[,;:]\s*|\s[-–]\s/).pop() ?? question).trim();

// ---------------------------------------------------------------------------------------------
// Asking for something to do

const MEANS =
  /\b(?:facons?|manieres?|moyens?|strategies?|strateg\w*|approches?|tactiques?|astuces?|trucs?|idees?|conseils?|techniques?|methodes?|exercices?|rituels?|routines?|outils?|pistes?|solutions?|plans?|cadres?|systemes?|frameworks?|systems?|quelque chose|une chose|un geste|ways?|approach\w*|tactics?|tips?|tricks?|ideas?|advice|methods?|exercises?|rituals?|routines?|tools?|hacks?|solutions?|something|anything|one thing|things?|steps?)\b/;
// "I could / should / can + verb", "je peux / pourrais / devrais + verbe": what the person might do.
const MY_DOING =
  /\b(?:(?:je|j') ?(?:dis|fais|reponds|ecris|propose|mets) quoi|what do i (?:say|do|tell|write|answer|reply)|(?:par quel bout|par ou|par quoi|de quelle (?:facon|maniere)) (?:est-ce que )?(?:je|j'|on)|comment (?:je|j'|on) \w+|how (?:do|can|should|would|could) (?:i|we)|i (?:could|can|should|might|ought to)(?!'|n'?t| not| never)|(?:je|j') ?(?:peux|pourrais|devrais|dois|pourrai|vais pouvoir)|puis-je|pourrais-je|devrais-je|me (?:conseilles?|conseillez|recommandes?|recommandez|proposes?|proposez|suggeres?|suggerez|donnerais|donneriez))\b/;
const ASK_YOU =
  /\b(?:(?:tu|vous) (?:vois|voyez)|(?:do you )?see a way|(?:could|can|would|will) you|(?:tu|vous) (?:me )?(?:donnerais|donneriez|aurais|auriez|pourrais|pourriez|peux|pouvez|conseillerais|conseilleriez|proposerais|proposeriez|connais|connaissez|as|avez)|(?:peux|pourrais|pourriez|pouvez|aurais|auriez)-(?:tu|vous)|t'aurais|t'as)\b/;
const HOW =
  /^(?:et |so |and |but |mais |alors )?(?:comment|how|what|que|quoi|qu'est-ce|which|quel\w*|any|une?|des|is there|y a-t-il|par (?:quel|ou|quoi)|where|ou)\b/;
// "Et concrètement, je fais quoi ?": asked for practice.
const CONCRETE = /\b(?:concretement|concretely|in practice|en pratique|practically|pratiquement)\b/;
const HELPS_ME =
  /\b(?:m'aider|m'aiderait|m'aide|help me|helps me|would help|could help|might help|me (?:calmer|detendre|soulager|apaiser|poser)|(?:me|m') ?(?:conseiller|conseilles?|conseillez|recommander|recommandes?|recommandez)|(?:advise|recommend|suggest)\w*)\b/;
// "…, une approche qui tient dans la durée ?": the asked part opens on the means itself.
const MEANS_HEAD =
  /^(?:(?:et|and|so|alors|du coup) )?(?:un|une|des|a|an|any|some|one|quelque|une autre|another) (?:\w+ )?(?:facon|maniere|moyen|strategie|approche|astuce|truc|idee|conseil|technique|methode|exercice|rituel|routine|piste|solution|plan|way|strategy|approach|tactic|tip|trick|idea|method|exercise|ritual|routine|plan|solution|thing)s?\b/;
// "What's a good framework for…?", "c'est quoi la meilleure méthode pour… ?"
const WHATS_MEANS =
  /\b(?:what'?s|what is|what are|c'est quoi|quel(?:le)?s? (?:est|sont)) (?:a|an|the|one|some|un|une|le|la|les|des) (?:\w+ ){0,2}(?:facons?|manieres?|moyens?|strategies?|approches?|astuces?|trucs?|idees?|conseils?|techniques?|methodes?|exercices?|rituels?|routines?|outils?|cadres?|systemes?|ways?|strateg\w+|approach\w*|tips?|tricks?|ideas?|methods?|exercises?|rituals?|routines?|tools?|frameworks?|systems?|hacks?)\b/;
const AIM =
  /\b(?:pour (?:me |m'|ne |garder|rester|arreter|eviter|mieux|moins|gerer|calmer)|to (?:stay|stop|keep|feel|get|help|calm|protect|deal|handle|cope|manage|avoid|prepare|use)|(?:rester|garder|stay|keep) (?:zen|calme|calm|grounded|focused|concentre\w*))\b/;

/** A question asking for a suggestion, a method or a next step, however it is phrased. */
export function asksForMeans(folded: string): boolean {
  const q = questionClause(folded);
  if (q === undefined) return false;
  // About the coach itself ("tu es une IA ?", "do you keep my chats?") is not a request for help.
  if (/\b(?:are you|es-tu|tu es|vous etes|etes-vous|my data|mes donnees)\b/.test(q)) return false;
  const last = lastClause(q);
  const score =
    total(q, [
      [MEANS, 1.5],
      [HELPS_ME, 2],
      [MY_DOING, 2],
      [ASK_YOU, 1],
      [AIM, 1],
      [CONCRETE, 1],
      [WHATS_MEANS, 1],
    ]) +
    total(last, [
      [HOW, 0.5],
      [MEANS_HEAD, 1],
    ]);
  return score >= 2.5;
}

// ---------------------------------------------------------------------------------------------
// Questions about the coach: privacy and who made it

const DATA =
  /\b(?:(?:my|mes|mon|ma|nos|notre|our|the|les|ces|these|all my|toutes mes) (?:\w+ )?(?:conversations?|messages?|chats?|echanges?|donnees|infos?|informations?|historique|history|data|journal|notes)|ce que (?:je|j') ?(?:te |vous )?(?:tape|ecris|dis|raconte|confie)|what i (?:type|write|say|tell|share)|(?:everything|all|what) (?:i|we) (?:say|said|write|type|tell|share)|(?:tout )?ce qu'on se (?:dit|raconte)|tout ce que (?:je|j'|on)|mes (?:propos|confidences|ecrits)|my (?:words|stuff|secrets))\b/;
const DATA_USE =
  /\b(?:records?|traces?|sert|servir|serve[sd]?|serveurs?|servers?|cloud|partent|go(?:es)? (?:somewhere|anywhere|to)|fai(?:tes|s) quoi|do (?:you )?do with|consult\w*|look (?:at|through)|go through|recuper\w*|get (?:\w+ )?back|export\w*|download\w*|telecharg\w*|heberg\w*|host\w*|lit|lire|lisent|read\w*|voi[tr]|see|sees|partag\w*|shar\w*|vend\w*|revend\w*|sell\w*|sold|train\w*|entrain\w*|stock\w*|stor\w*|keep|kept|gard\w*|retien\w*|retenir|retain\w*|souviens|remember\w*|effac\w*|wip\w*|delet\w*|supprim\w*|acces|access\w*|utilis\w*|used?|using|analys\w*|envoy\w*|sent|send|advertis\w*|annonceurs?|pubs?|publicit\w*|tiers|third part\w*|entre nous|between us|confidenti\w*|secret|safe|securi\w*)\b/;

const MAKER =
  /\b(?:cree\w*|creat\w*|concu\w*|con[cç]u\w*|fait|faite|made|built|buil[dt]\w*|developp\w*|develop\w*|programm\w*|code\w*|fond\w*|found\w*|invent\w*|imagin\w*|came up with|eu l'idee|l'idee de|behind|derriere|owns?|appartien\w*|lance\w*|launch\w*|run\w*|tourner|gere|createurs?|creators?|makers?|developers?|developpeurs?|fondateurs?|founders?)\b/;
const WHO =
  /\b(?:(?:by|par) (?:a|an|which|what|une|un|quelle|quel) (?:\w+ )?(?:company|team|startup|firm|people|societe|entreprise|boite|equipe|studio|groupe)|par qui|qui|who|quelle (?:societe|entreprise|boite|equipe|startup)|quel (?:groupe|studio)|which (?:company|team|people|startup|firm)|what (?:company|team|people|startup|firm)|(?:the )?people|les gens|(?:a|an|une?|some) (?:\w+ ){0,2}(?:societe|entreprise|company|boite|start-?up|team|equipe|groupe)|createurs?|creators?|makers?|developers?|developpeurs?|fondateurs?|founders?)\b/;
const COACH_REF =
  /\b(?:tu|te|t'|toi|ton|ta|tes|vos|votre|vous|you|your|yours|emma|louis|(?:this|the|cette|l') ?(?:app|appli|application|service|chat|site)|ici|here)\b/;

// "Tu es une vraie psy ou c'est automatique ?", "is it an AI answering me?": what the coach is.
const WHAT_YOU_ARE =
  /\b(?:(?:c'est|is (?:it|this)) (?:vraiment |really )?automat\w*|(?:c'est|is (?:it|this)) (?:vraiment |really )?(?:un|une|a|an) (?:\w+ )?(?:ia|ai|bot|chatbot|robot|machine|programme|program|algorithme?|chatgpt|human|humain|real person|vraie personne)|(?:tu es|t'es|es-tu|vous etes|etes-vous|are you|am i (?:talking|speaking|writing) to) (?:\w+ ){0,2}(?:ia|ai|bot|chatbot|robot|machine|automat\w*|programme|program|algorithme?|chatgpt|humaine?|human|real (?:person|therapist|psychologist|coach)|vraie? (?:psy|personne|humaine?|therapeute|coach|psychologue)))\b/;
const WIPE =
  /\b(?:(?:effacer|supprimer|wipe|delete|erase|clear) (?:\w+ ){0,2}(?:tout|everything|all)|tout (?:effacer|supprimer))\b/;

/** "Who made you?", "do my chats get wiped?": a question about the coach's makers or data. */
export function asksAboutCoach(folded: string): 'ai' | 'privacy' | 'creator' | undefined {
  const q = questionClause(folded);
  if (q === undefined) return undefined;
  if (WHAT_YOU_ARE.test(q)) return 'ai';
  if (WIPE.test(q)) return 'privacy';
  if (WHO.test(q) && MAKER.test(q) && COACH_REF.test(q)) return 'creator';
  if (DATA.test(q) && DATA_USE.test(q) && /\b(?:my|mes|mon|ma|i|je|j'|me|m'|nous|our|what|we|on)\b/.test(q))
    return 'privacy';
  if (/\b(?:entre nous|between us|stays? (?:here|private))\b/.test(q)) return 'privacy';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Thanks that say what helped

const THANK =
  /\b(?:merci|thanks?|thank you|grateful|reconnaissante?|appreciate\w*|je (?:te|vous) remercie|(?:te|vous) remercier)\b(?! (?:de (?:me|m'|nous) (?:dire|repondre|donner|expliquer)|d'avance|in advance|to\b))/;
const HELPED =
  /\b(?:aide\w*|help\w*|bien fou|fait du bien|change\w*|difference|recentre\w*|apaise\w*|calme\w*|debloque\w*|marche|worked|works|stuck with me|made (?:a|such|all the)|got me through|sauve\w*|saved|permis de|m'a permis|boucler|ton |ta |tes |votre |vos |your |idea|idee|methode|method|conseil|advice|tip|astuce|exercice|exercise|remarque|reminder|rappel)\b/;
const TROUBLE =
  /\b(?:mais|but|except|sauf|however|pourtant|toujours (?:pas|aussi|autant)|still (?:feel|can'?t|not|struggling|anxious|sad)|marche pas|didn'?t (?:help|work)|n'a pas (?:marche|aide))\b/;

/** A thank-you, however long, that tells what helped and does not turn to a new trouble. */
export function thanksForHelp(folded: string): boolean {
  if (!THANK.test(folded) || folded.includes('?')) return false;
  // Thanks owed to someone else ("grâce à ma sœur", "thanks to her") are not for the coach.
  if (
    /\b(?:(?:thanks to|grace a) (?!toi|vous|you|ta |ton |tes |ta$|vos |votre |your )|merci a (?:mon|ma|mes)|thanks? (?:him|her|them))/.test(
      folded,
    )
  )
    return false;
  if (TROUBLE.test(folded)) return false;
  // Said at the start or the end ("…, le chemin parcouru. Merci d'avoir été là."), thanks frame the
  // whole message; elsewhere they must come with what helped.
  const clauses = folded
    .split(/[.!;…,]+|\s[-–]\s/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const framing = [clauses[0] ?? '', clauses[clauses.length - 1] ?? ''].some((c) => THANK_OPEN.test(c));
  return framing || HELPED.test(folded);
}
const THANK_OPEN =
  /^(?:\W*\w+ ){0,3}(?:merci|thanks?|thank you|cheers|much appreciated|i appreciate|je (?:te|vous) remercie)\b/;

// ---------------------------------------------------------------------------------------------
// Taking up an offer

// The coach's question proposes something to do, even without naming a known exercise ("Tu veux
// qu'on organise ta journée ?", "I have an idea for tonight, want to hear it?"): a bare "oui",
// "go" or "yep, hit me" then asks to be guided.
const PROPOSES =
  /\b(?:je (?:peux|pourrais) (?:te|vous) (?:proposer|montrer|donner|suggerer|guider|partager)|je (?:te|vous) (?:propose|la donne|le donne|les donne|montre)|(?:tu veux|vous voulez|veux-tu|voulez-vous|tu voudrais|vous voudriez) (?:que|qu'|une|un|des|essayer|tester)(?! ?on (?:en )?(?:parle|discute|reste)| ?(?:je|j') (?:t'|vous |te )?(?:ecoute|en dise|raconte|explique))|(?:ca|cela) (?:te|vous) (?:tente|dit|dirait|interesse)|(?:te|vous) (?:tente|dirait)|on (?:commence|s'y met|y va|s'y lance)|j'ai une idee|want me to(?! (?:listen|just listen))|shall i|should i (?:show|give|walk|share)|i (?:can|could) (?:suggest|show|give|share|walk|offer)|interested|want to hear|would it help if i|i have an idea|(?:would|do) you (?:like|want) (?:me|to try|a|an|some|to hear))\b/;

/** The coach's last question (folded) offers to do something now. */
export const proposes = (foldedQuestion: string): boolean =>
  PROPOSES.test(foldedQuestion) ||
  /\b(?:tu veux|vous voulez|want to|you want)\s*\?*\s*$/.test(foldedQuestion);

// ---------------------------------------------------------------------------------------------
// Introducing oneself

// A first visit, a new account, a return ("c'est la première fois que j'utilise l'appli", "I'm
// new here", "c'est encore moi"): whatever the wording, the person says hello and who they are.
const INTRODUCTION: readonly RegExp[] = [
  /\b(?:(?:c'est|c est) (?:ma|mon|la) (?:toute )?(?:premiere?) (?:fois|conversation|message|visite|echange)|premiere fois (?:que|ici|sur)|premier (?:message|echange)|(?:ma|mon) (?:toute )?premiere? (?:fois|conversation|message|visite))\b/,
  /\b(?:je (?:suis|debute) (?:tout |toute )?(?:nouveau|nouvelle|novice)|je (?:viens de|vient de) (?:m'inscrire|telecharger|decouvrir|creer)|je decouvre (?:l'appli|l'application|l'app|le site|ce site|cette appli)|je teste (?:l'appli|l'application|l'app)?$|(?:un|une) (?:collegue|ami|amie|pote|psy|therapeute|medecin) m'a (?:parle|conseille|recommande))/,
  /\b(?:first time (?:here|using|on|trying)|(?:i'?m|i am) (?:brand |totally |completely )?new (?:here|to (?:this|the app))|(?:i'?m|i am) (?:brand )?new\b|just (?:downloaded|signed up|joined|installed)|(?:my|a) (?:friend|therapist|colleague|doctor|coworker) (?:told me about|suggested|recommended)|first (?:message|conversation|chat))\b/,
  // ("c'est encore moi qui fais tout" is not a return)
  /\b(?:c'est (?:encore )?moi(?=\s*(?:[.!,]|$))|me (?:revoila|voila)$|re-?bonjour|re-?salut|it'?s (?:just )?me again|i'?m back(?=\s*(?:[.!,]|$))|hello again|hi again|back again)\b/,
];

/** The message introduces the person (first time, new here, back again), a greeting move. */
export function introducesSelf(folded: string, count: number): boolean {
  return count <= 24 && INTRODUCTION.some((re) => re.test(folded));
}

const TAKE_UP =
  /^(?:ok|okay|oui|ouais|yes|yeah|yep|sure|alright|allez|go|d'accord|dac|ca marche|carrement|volontiers|parfait|super|top|cool|great|perfect|bien sur|of course|pourquoi pas|why not|vas-y|allons-y|let'?s|faisons|on (?:fait|y va|essaie|tente)|c'est parti|je (?:te|vous) suis|je suis (?:partante?|pret\w*|dispo\w*|chaud\w*|ok)|i'?m (?:in|game|ready|up for it)|count me in|deal|banco|show me|walk me through|guide me|montre|guide-moi|emmene-moi)\b/;
const NOT_NOW =
  /\b(?:pas|non|no|not|nope|nah|never|jamais|mais|but|plus tard|later|demain|tomorrow|ce soir|tonight|autre chose|something else)\b/;

// A going-ahead anywhere in the short message ("ça me parle, allons-y", "I trust you, lead the way").
const GO_AHEAD =
  /\b(?:allons-y|let'?s (?:go|do (?:it|that|this)|start|begin|try)|on y va|c'est parti|je (?:te|vous) suis|lead the way|montre-moi|show me|walk me through|guide-moi|guide me|i'?m in|je suis partante?|go for it|on commence|on se lance|je me lance|on fait (?:ca|comme ca)|faisons (?:ca|le)|give it a (?:go|try)|let'?s try it)\b/;

/**
 * "Let's do that", "walk me through it" with nothing offered yet: the person asks to be guided
 * through something now (the coach picks what fits).
 */
export function goesAhead(folded: string, count: number): boolean {
  return count <= 8 && !folded.includes('?') && GO_AHEAD.test(folded) && !NOT_NOW.test(folded);
}

/** A short yes to the offer on the table ("ok, let's do that", "allez, je suis partante"). */
export function takesUpOffer(folded: string, count: number): boolean {
  const text = folded.replace(/^[\s"'«]+/, '');
  return (
    count <= 9 && !text.includes('?') && (TAKE_UP.test(text) || GO_AHEAD.test(text)) && !NOT_NOW.test(text)
  );
}

// ---------------------------------------------------------------------------------------------
// Good news and frustration, read from what is told

const GOOD_CUES: readonly Cue[] = [
  // something that went right, or a streak kept
  [
    /\b(?:boucle\w*|wrapped up|wrap(?:ped)? it up|retenu\w*|selectionne\w*|choisi\w*|picked|selected|chosen|accepted|admis\w*|gagne\w*|won|reussi\w*|made it|pulled (?:it )?off|got (?:the|my|a|an|into|in)|obtenu\w*|decroche\w*|handed (?:it )?in|rendu\w*|fini\w*|finished|termine\w*|completed|surprise|surprised|fait une surprise|flew in|came to see|oui!|said yes|a dit oui|(?<!i'?m |i am |so |just )done\b(?! with)|prise? (?:en|au|dans|chez)|hired|embauche\w*|apprenticeship|dream\w*|rev(?:e|es|ais|ait|ions)|(?:j'ai|i) (?:enfin |finally )?(?:ose|dared)|inscrit\w*|signed up|booked)\b/,
    1,
  ],
  // something new starting
  [
    /\b(?:on (?:demarre|commence|lance|part|emmenage)|we (?:kick off|start|launch|move in|leave)|kicks? off|je (?:commence|demarre) (?:lundi|le|mon|ma|en)|i start (?:on|my|next|in)|on adopte|adopt\w*|we(?:'re| are) getting (?:a|an|our|married)|on va avoir)\b/,
    1,
  ],
  [
    /\b(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|one|two|three|four|five|six|seven|ten|premier|premiere|first) (?:jours?|semaines?|mois|days?|weeks?|months?|nuits?|nights?)(?: \w+)? (?:sans|without|de suite|in a row|d'affilee|clean|sober)\b/,
    2,
  ],
  // a worry lifted, or things gone smoothly (unambiguous on its own)
  [
    /\b(?:tout est (?:normal|ok|bon|rentre dans l'ordre)|everything(?:'s| is) (?:normal|fine|ok|clear)|all clear|rien de grave|nothing serious|sans (?:accroc|souci|encombre)|without a (?:hitch|problem|glitch)|(?:went|gone) (?:off )?(?:smoothly|like clockwork)|comme sur des roulettes)\b/,
    2,
  ],
  [
    /\b(?:respire enfin|can (?:finally )?breathe (?:again)?|went (?:off )?(?:well|fine|great)|s'est (?:tres |super |vraiment )?bien passe\w*|(?:is|are|was|c'est|est) (?:all )?(?:done|sorted|over|fini|termine|boucle)\b)/,
    1,
  ],
  // a bond mended, a raise, a yes
  [
    /\b(?:reparl\w*|talk(?:ed|ing) again|reconcil\w*|back in touch|renoue\w*|negoci\w*|negotiat\w*|augmentation|raise|bonus|prime|lev\w* (?:\d+\w*|des fonds)|raised (?:\d+\w*|funds|money)|funding|promotion|promu\w*|un oui|a yes)\b/,
    1,
  ],
  // fresh news, or a first
  [
    /\b(?:(?:vient|viens|venons|venez) de|just (?:got|raised|won|signed|finished|passed|landed|hit|closed|ran|booked|bought|heard)|devine qui|guess who|devinez qui)\b/,
    1,
  ],
  [/\b(?:en moins de|in under|record|personal best|meilleur temps)\b/, 1],
  // a change for the better, or a habit kept
  [
    /\b(?:(?:je me sens|i feel|i'?m feeling|feeling) (?:\w+ ){0,2}(?:plus (?:pose|calme|serein|leger|legere|confiant|en forme|moi-meme)|mieux|better|calmer|lighter|more (?:confident|relaxed|myself|grounded)))/,
    1.5,
  ],
  [
    /\b(?:ca fait|it'?s been|depuis) (?:un|une|deux|trois|\d+|a|two|three) (?:mois|semaines?|months?|weeks?) (?:que je|of|since i)\b/,
    1,
  ],
  // a good feeling named
  [
    /\b(?:emue?|touched|moved|grinning|smil\w*|sourire|souri\w*|joie|joy\w*|heureu\w*|happy|ravie?|thrilled|proud|fier\w*|soulag\w*|relief|relieved|ouf|phew|enfin|finally|yay|youpi|trop bien|so good|incroyable|incredible|dingue de bonheur|aux anges|petit nuage|cloud nine|on top of the world|n'y croyais pas|can hardly believe|can'?t quite believe|je tiens le coup|holding up|still going strong|tiens bon)\b/,
    1,
  ],
  [/!{2,}|!\s*$|🎉|😍|🥳|😊|❤️|🙌|🐶|🐱|💍/u, 0.5],
];
const BAD_CUES: readonly Cue[] = [
  // told they overreact, or blamed for what someone else did
  [
    /\b(?:j'exagere|je dramatise|trop sensible|i'?m overreacting|i am overreacting|too sensitive|me dit que c'est rien|says it'?s nothing)\b/,
    1.5,
  ],
  [
    /\b(?:approprie\w*|took (?:the )?credit|stole my|vole (?:mon|ma|mes)|s'attribu\w*|alors que c'est (?:lui|elle|eux) qui|when (?:he|she|they) (?:is|are|was|were)(?:'s)? the one|(?:he|she)'?s the one who|(?:a|ont) oublie (?:mon|ma|mes)|forgot (?:my|our))\b/,
    1.5,
  ],
  // made to look bad ("I looked like an idiot in that meeting")
  [
    /\b(?:(?:looked|look|felt|made me look) like (?:an? )?(?:idiot|fool|clown|amateur)|made me look (?:bad|stupid)|(?:passe|passer|passee) pour (?:un|une) (?:idiot|idiote|imbecile|guignol|incapable)|ridiculis\w*)\b/,
    2,
  ],
  // decided for without a say, or robbed of the credit ("never even agreed on", "piqué mon idée")
  [
    /\b(?:never (?:even )?(?:agreed|discussed|talked about)|(?:jamais|pas) (?:ete )?(?:valide|convenu|discute)|pique\w* (?:mon|ma|mes)|(?:attribue|took) (?:tout )?(?:le merite|all the credit))\b/,
    1.5,
  ],
  // carrying everyone, or left behind while the others move on
  [
    /\b(?:(?:everyone|everybody) expects me|(?:tout le monde|chacun) (?:attend|compte sur) (?:de )?moi|the strong one|(?:tout le monde|everyone|everybody)\b[^.]{0,30}\b(?:sauf moi|except me|but me))\b/,
    2,
  ],
  // a single sarcastic word to close a mishap ("… same copy-paste email. Brilliant.")
  [
    /(?:^|[.!?] )(?:brilliant|great|perfect|fantastic|lovely|wonderful|super|genial|parfait|top|bravo|merci bien|cool|nice|charming|charmant)[.!]*$/,
    1.5,
  ],
  // irony after a mishap
  [
    /\b(?:great start to|super debut de|bon debut de|what a (?:start|day)|quelle journee|manquait plus que|just my luck|comme par hasard|just what i needed|bien joue|thanks a lot)\b/,
    2,
  ],
  // for nothing, and nobody to help: futility
  [
    /\b(?:pour rien|for nothing|(?:nobody|no one) (?:ever )?(?:asks|checks|calls|thanks|helps)|personne ne (?:me )?(?:demande|remercie|appelle) jamais|nobody (?:can|will|cares|listens|said|noticed)|no one (?:can|will|cares|listens|said|noticed)|personne (?:n'est|ne|n'a)|sans (?:me )?(?:consulter|demander|prevenir)|without (?:asking|telling|consulting|warning|a word)|vire\w*|licencie\w*|fired|laid off|dumped|largue\w*|failed|echoue\w*|reject\w*|rejete\w*|refus\w*|copy-paste|rate\w*|missed|supprime\w*|annule\w*|cancell?ed)\b/,
    1.5,
  ],
  // the same annoyance, again and again, or for long
  [
    /\b(?:encore|again|yet again|une fois de plus|every (?:single |other )?(?:day|night|time|week|morning|evening)|every \w+ minutes|tous les (?:jours|soirs|matins|deux jours|\w+ jours)|toutes les \w+ minutes|chaque (?:jour|soir|fois|matin|semaine)|depuis (?:\w+ )?(?:semaines|mois|jours|des heures)|for (?:weeks|days|months|hours)|another|constamment|constantly|non-?stop|sans arret|tout le temps|all the time|la veille|the night before|as usual|comme d'hab\w*|comme toujours|as always|(?:\w+) (?:semaines|mois|jours|heures) que (?:j'|je)|(?:weeks|months|days|hours) (?:of )?waiting|(?:\d+|deux|trois|quatre|two|three|four) (?:heures|hours))\b/,
    1,
  ],
  // exasperation, said big
  [
    /\b(?:explos\w*|craqu\w*|furax|hors de moi|fou de rage|folle de rage|en rogne|pissed(?: off)?|seething|peter un cable|perdre (?:la tete|patience|mon calme)|lose it|losing it|lose my (?:mind|temper|cool)|nuts|crazy|dingue|had it|had enough|plein les (?:bottes|dents)|plein le dos|gone|wasted?|gache\w*|perdu (?:mon|ma|mes|une|toute|trois|deux)|lost (?:my|a|the|three|two)|impossible d'|cannot get|can'?t get (?:anything|a thing)|insupportable|unbearable|ridicul\w*|absurd\w*|ca me (?:tue|saoule|gonfle|rend)|drives? me|deteste|hate|could scream|envie de hurler|rage|ragea\w*|grr+|pff+|argh|seriously|serieu\w*|non mais|sans blague|kidding me|you'?re joking|tu rigoles|c'est une blague|unreal|hors de (?:moi|lui|elle)|tombe\w* a l'eau|ruined|ruine\w*|fichu|foutu|en retard|late again|scandal\w*|honteu\w*|disgrace\w*|outrageous|inadmissible|inacceptable|unacceptable|un comble|beside myself|ma claque|so over it|over it)\b/,
    2,
  ],
  // someone else's doing
  [
    /\b(?:mon|ma|mes|my|le|la|les|the|our|notre|nos|this|ce|cette) (?:\w+ )?(?:chef|cheffe|boss|manager|client|clients|voisins?|neighbou?rs?|colleagues?|collegues?|coloc|flatmates?|roommates?|landlord|proprio|proprietaire|prof|teacher|banque|bank|operateur|provider|administration|meeting|reunion|reunions|meetings|prestataire|contractor|supplier|fournisseur|livreur|courier|driver|chauffeur|bus|train|mec|boyfriend|husband|mari)\b/,
    1,
  ],
];

/** Something that went well, told: good-news cues outweigh the trouble in it. */
export function tellsGoodNews(folded: string): boolean {
  const good = total(folded, GOOD_CUES);
  return good >= 2 && total(folded, BAD_CUES) < 1.5;
}

/** An annoyance told: repeated or long, caused by someone or something, said big. */
export function tellsFrustration(folded: string, strongly = false): boolean {
  return total(folded, BAD_CUES) >= (strongly ? 3.5 : 2.5);
}

// ---------------------------------------------------------------------------------------------
// Weighing two options

const AMBIVALENT =
  /\b(?:pese\w* le pour et le contre|weighed (?:up )?the pros and cons|tourne\w* (?:ca |ca )?(?:dans tous les sens|en rond)|flip-?flop\w*|back and forth|going round|hesit\w*|torn|undecided|indecis\w*|je (?:ne )?sais (?:pas|plus)|i (?:don'?t|do not) know|can'?t (?:decide|choose)|no idea which|aucune idee|partag\w* entre|keep (?:changing my mind|going back))\b/;

/** "Noël chez mes parents ou tranquille chez moi, je tourne ça dans tous les sens". */
const OPINION =
  /\b(?:qu'est-ce que (?:tu|vous) en pense[sz]?|(?:tu|vous) en pense[sz]? quoi|t'en penses quoi|what do you think|what would you (?:do|pick|choose)|your (?:take|view)|(?:tu|vous) (?:ferais|feriez|choisirais|choisiriez) quoi|ton avis|votre avis)\b/;

// "I've been offered a job in Bristol, better paid, but I love my current team".
const OFFERED =
  /\b(?:offered|on m'a propose|on me propose|m'a propose|m'a offert|got an offer|une offre|an offer|opportunit\w*|la possibilite de|the chance to|l'occasion de)\b/;
const ATTACHED =
  /\b(?:mais|but)\b.{0,60}\b(?:j'adore|j'aime|i love|i like|i'?d miss|me manquer\w*|attache\w*|tiens a|care about)\b/;

// "Je reste en CDI ou je tente le freelance ?", "do I keep it or move out?", wherever it sits.
const MY_TWO_WAYS =
  /^(?:et |alors |bon |so |du coup )?(?:est-ce que |do |should |can )?(?:je|i|j') ?[^?]{2,80}\b(?:ou|or) (?:je |i |j')?[^?]{2,60}\?$/;

export function weighsTwoOptions(folded: string): boolean {
  if (OFFERED.test(folded) && ATTACHED.test(folded)) return true;
  const asked = questionClause(folded);
  if (asked !== undefined && asked.split(/(?<=\?)\s+/).some((q) => MY_TWO_WAYS.test(q.trim()))) return true;
  return /\b(?:ou|or)\b/.test(folded) && (AMBIVALENT.test(fold(folded)) || OPINION.test(folded));
}

/** The coach's last turn shared someone's joy (goodNewsReply). */
export const JOY_SHARED =
  /\b(?:bravo|genial|felicitations|quelle (?:belle|bonne) nouvelle|excellente nouvelle|belle victoire|vraie reussite|fait du bien a lire|brilliant|well done|great news|wonderful|real win|so good to read|congratulations|what a joy|lovely news)\b/;
