// Louis: rational, personal development. He clarifies the goal, structures the problem, lays
// out options with their trade-offs, proposes one small time-bound step, and ends with a
// follow-up question. FR: `[vous|tu]`; EN: `[measured|casual]`.

import { type Composer, Draft } from './compose.ts';
import { SAFETY } from './emma.ts';
import {
  candidates,
  eager,
  patience,
  copyOf,
  freshTechniques,
  type Situation,
  steps,
  techniquesFor,
  topic,
  wishBack,
  hello,
  techniqueNames,
} from './plan.ts';
import { LOUIS_TECHNIQUES, type Technique } from './techniques.ts';
import { fold, lowerFirst } from './text.ts';
import type { Lines, Theme } from './types.ts';

type ThemeLines = Record<Theme | 'none', Lines>;

const HELLO: Lines = {
  fr: ['[Bonjour|Salut] !', '[Bonjour.|Salut.]', '[Bonjour !|Hello !]'],
  en: ['[Hello.|Hi!]', '[Hello!|Hey!]', '[Hello there.|Hi there.]'],
};

const WELCOME: Lines = {
  fr: [
    'Content de [vous|te] lire.',
    'Ravi d’échanger avec [vous|toi].',
    'Je suis là pour [vous |t’]aider à avancer.',
  ],
  en: ['Good to have you here.', 'Glad to talk with you.', "I'm here to help you move forward."],
};

const WELCOME_BACK: Lines = {
  fr: ['Content de [vous|te] revoir.', 'Ravi de [vous|te] retrouver.', 'On reprend là où on en était.'],
  en: ['Good to see you again.', 'Welcome back.', "Let's pick up where we left off."],
};

const START_QUESTION: Lines = {
  fr: [
    "Sur quoi [voulez-vous|veux-tu] avancer aujourd'hui ?",
    "Quel sujet [aimeriez-vous|aimerais-tu] travailler aujourd'hui ?",
    "Qu'est-ce qui occupe [votre|ta] tête en ce moment ?",
    'Par quoi [voulez-vous|veux-tu] commencer ?',
  ],
  en: [
    'What would you like to work on today?',
    'Which topic would you like to tackle today?',
    "What's on your mind at the moment?",
    'Where would you like to start?',
  ],
};

// Mid-conversation, "last time" would be wrong: those variants are for a greeting on return.
const MID_CONVERSATION = /derni[eè]re fois|last time|depuis notre|since we last|since last/i;

const BACK_QUESTION: Lines = {
  fr: [
    "La dernière fois, on parlait de {topic} : qu'est-ce qui a bougé depuis ?",
    'Où en [êtes-vous|es-tu] avec {topic} ?',
    'On repart sur {topic}, ou autre chose est devenu prioritaire ?',
  ],
  en: [
    'Last time we were talking about {topic}: what has moved since?',
    'Where are you at with {topic}?',
    'Shall we pick up {topic}, or has something else become the priority?',
  ],
};

const HOW_ARE_YOU: Lines = {
  fr: [
    'Merci de demander ! Côté IA, tout roule : je suis prêt à travailler.',
    "C'est sympa de demander. Je suis une IA, donc toujours en forme et disponible.",
  ],
  en: [
    'Thanks for asking! On the AI side, all good: ready to get to work.',
    "That's nice of you to ask. I'm an AI, so always in shape and available.",
  ],
};

const AND_YOU: Lines = {
  fr: [
    'Et [vous|toi], comment ça se passe de [votre|ton] côté ?',
    'Et [vous|toi], où en [êtes-vous|es-tu] aujourd’hui ?',
  ],
  en: ['How about you, how are things on your side?', 'And you, where are you at today?'],
};

const IDENTITY: Lines = {
  fr: [
    "Je suis Louis, une IA de coaching : je [vous |t']aide à clarifier [vos|tes] objectifs, à structurer [vos|tes] choix et à passer à l'action. Je ne remplace pas un professionnel de santé, mais pour avancer pas à pas, je suis là.",
  ],
  en: [
    "I'm Louis, an AI coach: I help you clarify your goals, structure your choices and take action. I'm not a replacement for a health professional, but for moving forward step by step, I'm here.",
  ],
};

const WHAT_WORK: Lines = {
  fr: [
    'Sur quoi [voulez-vous|veux-tu] qu’on travaille ?',
    'Quel sujet [voulez-vous|veux-tu] mettre sur la table ?',
  ],
  en: ['What would you like us to work on?', 'Which topic would you like to put on the table?'],
};

const OFF_TOPIC: Lines = {
  fr: [
    "Ce n'est pas mon domaine, je préfère être honnête.",
    'Là, je sors de mon terrain.',
    'Je ne serai pas d’une grande aide sur ce sujet-là.',
  ],
  en: [
    "That's not my area, I'd rather be honest.",
    "That's outside my field.",
    "I won't be much help on that one.",
  ],
};

const MY_ROLE: Lines = {
  fr: [
    'Mon rôle, c’est de [vous |t’]aider à avancer sur [vos|tes] objectifs, [vos|tes] décisions et [votre|ton] organisation.',
    'En revanche, pour clarifier un objectif ou trancher une décision, je suis là.',
  ],
  en: [
    'My job is to help you move forward on your goals, your decisions and your organisation.',
    "But to clarify a goal or settle a decision, I'm here.",
  ],
};

const UNCLEAR: Lines = {
  fr: [
    "Je n'ai pas bien saisi.",
    'Je veux être sûr de bien comprendre.',
    'Je [vous|te] suis, mais il me manque un peu de contexte.',
  ],
  en: [
    "I didn't quite get that.",
    'I want to make sure I understand.',
    "I'm with you, but I'm missing a bit of context.",
  ],
};

const RECALL: Lines = {
  fr: ['Oui : on parlait de {memory}.', 'Bien sûr : [vous m’aviez|tu m’avais] parlé de {memory}.'],
  en: ['Yes: we were talking about {memory}.', 'Of course: you told me about {memory}.'],
};

const RECALL_NOTHING: Lines = {
  fr: ['Je garde en tête ce qui se dit dans cette conversation, et on commence à peine.'],
  en: ["I keep track of what's said in this conversation, and we're only just starting."],
};

const RECALL_QUESTION: Lines = {
  fr: ["Qu'est-ce qui a bougé depuis ?", 'On reprend à partir de là ?'],
  en: ['What has moved since?', 'Shall we pick it up from there?'],
};

const HELP: Lines = {
  fr: ["Avec plaisir, c'est mon rôle.", 'Bien sûr.', 'Oui, allons-y.'],
  en: ["Happy to, that's my job.", 'Of course.', "Yes, let's go."],
};

const ASK_MORE: Lines = {
  fr: [
    '[Pouvez-vous|Peux-tu] m’en dire un peu plus ?',
    '[Pouvez-vous|Peux-tu] préciser ce que [vous avez|tu as] en tête ?',
    "Qu'est-ce qui se passe, concrètement ?",
  ],
  en: [
    'Could you tell me a bit more?',
    'Could you say more about what you have in mind?',
    "What's happening, concretely?",
  ],
};

const THANKS: Lines = {
  fr: [
    'Avec plaisir.',
    'Je [vous |t’]en prie.',
    "De rien, c'est le but.",
    'Merci à [vous|toi] pour cet échange.',
  ],
  en: [
    'My pleasure.',
    "You're welcome.",
    "No problem, that's what I'm here for.",
    'Thank you for this conversation.',
  ],
};

const AFTER_THANKS_STEP: Lines = {
  fr: [
    '[Vous me direz|Tu me diras] comment s’est passée [votre|ta] prochaine étape ?',
    'On fait le point sur [votre|ta] prochaine étape la prochaine fois ?',
  ],
  en: ['Will you let me know how your next step went?', 'Shall we review your next step next time?'],
};

const AFTER_THANKS: Lines = {
  fr: [
    'Autre chose sur quoi [vous voulez|tu veux] avancer aujourd’hui ?',
    'Y a-t-il un autre sujet à travailler ?',
    'On continue, ou on s’arrête là pour aujourd’hui ?',
  ],
  en: [
    'Anything else you want to move forward on today?',
    'Is there another topic to work on?',
    'Shall we keep going, or stop here for today?',
  ],
};

const BYE: Lines = {
  fr: ['Bonne continuation !', 'À bientôt !', 'Bonne suite de journée !'],
  en: ['All the best!', 'Talk soon!', 'Have a good rest of your day!'],
};

const BYE_STEP: Lines = {
  fr: [
    'Et [gardez|garde] en tête [votre|ta] prochaine étape : petite, précise, datée.',
    'Rappel du plan : {tech}, un pas à la fois.',
  ],
  en: [
    'And keep your next step in mind: small, specific, scheduled.',
    'The plan, as a reminder: {tech}, one step at a time.',
  ],
};

const BYE_HERE: Lines = {
  fr: [
    'Je suis là quand [vous voulez|tu veux] faire le point.',
    'On fait le point quand [vous voulez|tu veux].',
  ],
  en: ["I'm here whenever you want to check in.", 'We can review things whenever you like.'],
};

const ACK: Lines = {
  fr: [
    "D'accord.",
    'Je vois.',
    'Bien compris.',
    'Merci, c’est clair.',
    'OK, regardons ça.',
    'Entendu.',
    'Bien, on va mettre ça à plat.',
  ],
  en: [
    'Okay.',
    'I see.',
    'Got it.',
    "Thanks, that's clear.",
    "Right, let's look at this.",
    'Understood.',
    "Good, let's lay this out.",
  ],
};

const ACK_DETAILED: Lines = {
  fr: ['Merci pour ces précisions.', 'Merci, ça m’aide à y voir clair.'],
  en: ['Thanks for the details.', 'Thanks, that helps me see clearly.'],
};

const CONTINUATION: Lines = {
  fr: [
    "D'accord, la situation n'a pas bougé : il faut donc changer d'angle.",
    "Si rien ne change, c'est un signal : on ajuste l'approche.",
    "Rien n'a bougé, et c'est une information utile : on va essayer autre chose.",
  ],
  en: [
    'Okay, nothing has shifted, so we need a different angle.',
    "If nothing changes, that's a signal to adjust the approach.",
    "Nothing has moved, and that's useful information: let's try something else.",
  ],
};

const SUMMARY: Lines = {
  fr: ['Si je résume : {para}.', 'Pour poser les choses : {para}.', 'Le point de départ, donc : {para}.'],
  en: ['To sum up: {para}.', 'So, the starting point: {para}.', 'Let me make sure I have it: {para}.'],
};

const TWO_TOPICS: Lines = {
  fr: [
    "Je vois deux sujets qui s'entremêlent : {a} et {b}.",
    'Il y a deux fils dans ce que [vous décrivez|tu décris] : {a} d’un côté, {b} de l’autre.',
  ],
  en: [
    'I see two things tangled together here: {a} and {b}.',
    'There are two threads in what you describe: {a} on one side, {b} on the other.',
  ],
};

const FRAMING: ThemeLines = {
  stress: {
    fr: [
      'Quand la charge dépasse les ressources, on a deux leviers : alléger la charge, ou recharger les batteries.',
      'Le stress vient souvent d’un décalage entre ce qu’on [vous|te] demande et les moyens dont [vous disposez|tu disposes].',
    ],
    en: [
      'When the load exceeds your resources, there are two levers: lighten the load, or recharge the batteries.',
      "Stress often comes from a gap between what's asked of you and the resources you have.",
    ],
  },
  anxiety: {
    fr: [
      "L'anxiété se nourrit du flou : plus on précise ce qui inquiète, plus on reprend la main.",
      'Une bonne partie du travail consiste à séparer ce qui dépend de [vous|toi] de ce qui n’en dépend pas.',
    ],
    en: [
      'Anxiety feeds on vagueness: the more precisely you name the worry, the more control you get back.',
      "A big part of the work is separating what depends on you from what doesn't.",
    ],
  },
  sleep: {
    fr: [
      'Le sommeil se règle rarement de front : on agit plutôt sur ce qui se passe avant le coucher.',
      'Le sommeil répond bien à la régularité : même heure de lever, même rituel en fin de journée.',
    ],
    en: [
      'Sleep rarely improves head-on: you work on what happens before bedtime instead.',
      'Sleep responds well to regularity: same wake-up time, same end-of-day rhythm.',
    ],
  },
  'self-confidence': {
    fr: [
      'La confiance ne se décrète pas : elle se construit avec des preuves accumulées.',
      'Le doute retient surtout les échecs ; on va rééquilibrer avec des faits.',
    ],
    en: [
      "Confidence can't be ordered into existence: it's built from accumulated evidence.",
      'Doubt mostly remembers the failures; we are going to rebalance that with facts.',
    ],
  },
  relationships: {
    fr: [
      'Dans un conflit, ce qui débloque le plus souvent, c’est de parler de ses besoins plutôt que des torts de l’autre.',
      'Une relation se travaille à deux, mais on peut toujours agir sur sa propre part.',
    ],
    en: [
      "In a conflict, what unlocks things most often is talking about your needs rather than the other person's faults.",
      'A relationship takes two, but you can always act on your own part.',
    ],
  },
  work: {
    fr: [
      'Au travail, le levier principal est souvent la priorisation : tout ne peut pas être urgent.',
      'Il faut distinguer ce qui relève de la charge, de l’organisation et des relations.',
    ],
    en: [
      'At work, the main lever is often prioritising: not everything can be urgent.',
      'We need to separate what comes from the workload, the organisation and the people.',
    ],
  },
  motivation: {
    fr: [
      "La motivation suit souvent l'action, pas l'inverse : on commence petit, l'élan vient ensuite.",
      "Mieux vaut un petit pas régulier qu'un grand plan qu'on ne démarre jamais.",
    ],
    en: [
      'Motivation often follows action, not the other way round: start small and the momentum follows.',
      'A small regular step beats a big plan that never starts.',
    ],
  },
  decisions: {
    fr: [
      'Une décision se clarifie quand on compare les options sur les mêmes critères.',
      "Il n'existe pas toujours de choix parfait, mais il y a des choix alignés avec ce qui compte pour [vous|toi].",
    ],
    en: [
      'A decision gets clearer when you compare the options on the same criteria.',
      "There isn't always a perfect choice, but there are choices aligned with what matters to you.",
    ],
  },
  goals: {
    fr: [
      'Un objectif devient atteignable quand il est précis, mesurable et découpé en étapes.',
      'Le plus dur, souvent, c’est de transformer une envie en première action.',
    ],
    en: [
      'A goal becomes reachable when it is precise, measurable and broken into steps.',
      'The hardest part is often turning a wish into a first action.',
    ],
  },
  sadness: {
    fr: [
      "Quand le moral est bas, l'idée n'est pas de tout régler, mais de remettre un peu de mouvement dans la journée.",
      'Dans ces périodes-là, de toutes petites actions comptent plus que de grands projets.',
    ],
    en: [
      "When your mood is low, the idea isn't to fix everything, but to bring a little movement back into the day.",
      'In periods like this, tiny actions count for more than big plans.',
    ],
  },
  loneliness: {
    fr: [
      'Recréer du lien se fait par petites étapes, pas d’un coup.',
      'Le lien se reconstruit souvent à partir de contacts modestes mais réguliers.',
    ],
    en: [
      'Rebuilding connection happens in small steps, not all at once.',
      'Connection often grows back from modest but regular contact.',
    ],
  },
  anger: {
    fr: [
      'La colère est une information : elle signale un besoin ou une limite qui n’a pas été respecté.',
      'Avant d’agir, il faut laisser redescendre la pression, puis identifier ce qui a été franchi.',
    ],
    en: [
      "Anger is information: it signals a need or a boundary that wasn't respected.",
      'Before acting, let the pressure come down, then identify what line was crossed.',
    ],
  },
  gratitude: {
    fr: [
      'Bonne nouvelle, et ça vaut la peine de comprendre ce qui l’a rendue possible.',
      'Ce qui marche mérite d’être analysé autant que ce qui coince.',
    ],
    en: [
      "Good news, and it's worth understanding what made it possible.",
      'What works deserves as much analysis as what gets stuck.',
    ],
  },
  none: {
    fr: [
      "Pour avancer, j'ai besoin de mieux cerner la situation.",
      'Commençons par clarifier le point de départ.',
    ],
    en: [
      'To move forward, I need a clearer picture of the situation.',
      "Let's start by clarifying where you are.",
    ],
  },
};

const CLARIFY: ThemeLines = {
  stress: {
    fr: [
      'Sur une échelle de 0 à 10, où en est [votre|ton] niveau de stress cette semaine ?',
      "Qu'est-ce qui, concrètement, [vous|te] prend le plus d'énergie en ce moment ?",
      'Si une seule chose devait s’alléger cette semaine, laquelle aurait le plus d’impact ?',
    ],
    en: [
      'On a scale from 0 to 10, where is your stress level this week?',
      'What, concretely, is taking most of your energy at the moment?',
      'If one thing could get lighter this week, which would have the most impact?',
    ],
  },
  anxiety: {
    fr: [
      "Dans ce qui [vous |t']inquiète, qu'est-ce qui dépend de [vous|toi] ?",
      'Quel est le scénario qui [vous |t’]inquiète le plus, formulé en une phrase ?',
      "Sur 10, quelle est l'intensité de cette inquiétude aujourd'hui ?",
    ],
    en: [
      'In what worries you, what actually depends on you?',
      'What is the scenario that worries you most, in one sentence?',
      'Out of 10, how intense is that worry today?',
    ],
  },
  sleep: {
    fr: [
      'À quelle heure [vous couchez-vous|te couches-tu] et [vous levez-vous|te lèves-tu], en général ?',
      "Que [faites-vous|fais-tu] dans l'heure qui précède le coucher ?",
      'Le plus difficile, c’est de [vous |t’]endormir, ou de [vous|te] rendormir au milieu de la nuit ?',
    ],
    en: [
      'What time do you usually go to bed and get up?',
      'What do you do in the hour before bed?',
      "What's hardest: falling asleep, or getting back to sleep in the middle of the night?",
    ],
  },
  'self-confidence': {
    fr: [
      'Dans quelle situation précise [aimeriez-vous|aimerais-tu] avoir plus d’assurance ?',
      'Qu’est-ce que [vous feriez|tu ferais] différemment si [vous aviez|tu avais] davantage confiance ?',
    ],
    en: [
      'In which specific situation would you like to feel more assured?',
      'What would you do differently if you had more confidence?',
    ],
  },
  relationships: {
    fr: [
      'Quel résultat [souhaitez-vous|souhaites-tu] dans cette relation : apaiser, clarifier, ou prendre de la distance ?',
      "Qu'est-ce que [vous attendez|tu attends] concrètement de l'autre personne ?",
    ],
    en: [
      'What outcome do you want in this relationship: calm things down, clarify, or take some distance?',
      'What do you concretely expect from the other person?',
    ],
  },
  work: {
    fr: [
      'Quelle est [votre|ta] priorité numéro un cette semaine, au travail ?',
      "Qu'est-ce qui pèse le plus : la quantité de travail, l'organisation, ou les relations ?",
      "Qu'est-ce qui changerait tout, si [vous pouviez|tu pouvais] le modifier dès lundi ?",
    ],
    en: [
      'What is your number one priority at work this week?',
      'What weighs most: the amount of work, the organisation, or the people?',
      'What would change everything, if you could change it by Monday?',
    ],
  },
  motivation: {
    fr: [
      "Qu'est-ce qui se passe, juste avant que [vous repoussiez|tu repousses] ?",
      "Qu'est-ce qui rend le démarrage si difficile : la taille de la tâche, ou le manque d'énergie ?",
      'À quel moment de la journée [avez-vous|as-tu] le plus d’énergie ?',
    ],
    en: [
      'What happens just before you put it off?',
      'What makes starting so hard: the size of the task, or the lack of energy?',
      'At what time of day do you have the most energy?',
    ],
  },
  decisions: {
    fr: [
      'Quels critères comptent le plus pour [vous|toi] dans ce choix ?',
      "D'ici quand [devez-vous|dois-tu] décider ?",
      "Si personne d'autre n'avait d'avis sur la question, que [choisiriez-vous|choisirais-tu] ?",
    ],
    en: [
      'Which criteria matter most to you in this choice?',
      'By when do you need to decide?',
      'If nobody else had an opinion on it, what would you choose?',
    ],
  },
  goals: {
    fr: [
      "Qu'est-ce qui [vous|te] montrerait, concrètement, que l'objectif est atteint ?",
      "D'ici quand [aimeriez-vous|aimerais-tu] y arriver ?",
      "Qu'est-ce qui [vous |t’]en sépare aujourd'hui ?",
    ],
    en: [
      'What would show you, concretely, that the goal is reached?',
      'By when would you like to get there?',
      'What stands between you and it today?',
    ],
  },
  sadness: {
    fr: [
      "Qu'est-ce qui, dans [vos|tes] journées, [vous|te] fait encore un peu de bien ?",
      'Y a-t-il une petite chose que [vous avez|tu as] laissée de côté et qui [vous|te] faisait du bien ?',
    ],
    en: [
      'What, in your days, still does you a little good?',
      "Is there a small thing you've dropped that used to do you good?",
    ],
  },
  loneliness: {
    fr: [
      'Avec qui [avez-vous|as-tu] eu un échange agréable ces derniers mois, même bref ?',
      'Quel type de lien [vous|te] manque le plus : amical, familial, ou simplement des conversations ?',
    ],
    en: [
      'Who have you had a pleasant exchange with in recent months, even briefly?',
      'What kind of connection do you miss most: friends, family, or simply conversations?',
    ],
  },
  anger: {
    fr: [
      "Qu'est-ce qui a été franchi, exactement, dans cette situation ?",
      "Qu'[aimeriez-vous|aimerais-tu] obtenir de l'autre personne, concrètement ?",
    ],
    en: [
      'What line was crossed, exactly, in this situation?',
      'What would you like to get from the other person, concretely?',
    ],
  },
  gratitude: {
    fr: [
      "Qu'est-ce qui a rendu ça possible, selon [vous|toi] ?",
      "Qu'est-ce que cette réussite [vous|te] dit de [vos|tes] capacités ?",
    ],
    en: ['What made it possible, in your view?', 'What does this success tell you about what you can do?'],
  },
  none: {
    fr: [
      "Sur quoi [aimeriez-vous|aimerais-tu] avancer aujourd'hui ?",
      'Quel serait un bon résultat, pour [vous|toi], à la fin de cette conversation ?',
      "Qu'est-ce qui [vous|te] prend le plus d'énergie en ce moment ?",
    ],
    en: [
      'What would you like to move forward on today?',
      'What would be a good outcome for you by the end of this conversation?',
      "What's taking most of your energy at the moment?",
    ],
  },
};

const EITHER_OR: ThemeLines = {
  stress: {
    fr: ['Si [vous deviez|tu devais] choisir : alléger [votre|ta] charge, ou mieux récupérer ?'],
    en: ['If you had to choose: lighten your load, or recover better?'],
  },
  anxiety: {
    fr: ["L'inquiétude porte-t-elle plutôt sur quelque chose qui dépend de [vous|toi], ou pas ?"],
    en: ['Is the worry more about something that depends on you, or not?'],
  },
  sleep: {
    fr: ['Le plus dur, c’est plutôt l’endormissement, ou les réveils pendant la nuit ?'],
    en: ['Is the hardest part falling asleep, or waking up during the night?'],
  },
  'self-confidence': {
    fr: ['Le doute se manifeste plutôt au travail, ou dans [votre|ta] vie personnelle ?'],
    en: ['Does the doubt show up more at work, or in your personal life?'],
  },
  relationships: {
    fr: ['[Vous aimeriez|Tu aimerais] plutôt apaiser les choses, ou poser [vos|tes] limites ?'],
    en: ['Would you rather calm things down, or set your boundaries?'],
  },
  work: {
    fr: ["Ce qui pèse le plus, c'est plutôt la quantité de travail, ou l'ambiance ?"],
    en: ['What weighs more: the amount of work, or the atmosphere?'],
  },
  motivation: {
    fr: ['Le blocage est plutôt au démarrage, ou pour tenir dans la durée ?'],
    en: ['Is the block more about getting started, or keeping going?'],
  },
  decisions: {
    fr: [
      'Si [vous deviez|tu devais] décider ce soir, vers quelle option [pencheriez-vous|pencherais-tu], même à 51 % ?',
    ],
    en: ['If you had to decide tonight, which option would you lean towards, even at 51%?'],
  },
  goals: {
    fr: ["Qu'est-ce qui compte le plus : aller vite, ou tenir dans la durée ?"],
    en: ['What matters more: going fast, or lasting over time?'],
  },
  sadness: {
    fr: ['Est-ce que [vous avez|tu as] plutôt besoin de repos, ou d’un peu de mouvement ?'],
    en: ['Do you need rest more, or a little movement?'],
  },
  loneliness: {
    fr: [
      "Ce qui manque le plus, c'est plutôt de voir du monde, ou d'avoir quelqu'un à qui parler vraiment ?",
    ],
    en: ['What do you miss most: seeing people, or having someone to really talk to?'],
  },
  anger: {
    fr: ['[Voulez-vous|Veux-tu] plutôt apaiser la situation, ou faire entendre [votre|ton] point de vue ?'],
    en: ['Would you rather calm the situation, or make your point of view heard?'],
  },
  gratitude: {
    fr: ["Qu'est-ce qui a le plus compté : ce que [vous avez|tu as] fait, ou les personnes autour ?"],
    en: ['What mattered most: what you did, or the people around you?'],
  },
  none: {
    fr: ["Pour commencer simple : qu'est-ce qui [vous|te] prend le plus d'énergie en ce moment ?"],
    en: ["To keep it simple: what's taking most of your energy right now?"],
  },
};

const MY_PICK: Lines = {
  fr: [
    'Dans ce cas, je [vous|te] conseille de commencer par {tech} : c’est le plus simple à mettre en place.',
    'Si je devais choisir pour [vous|toi], je commencerais par {tech}.',
  ],
  en: [
    "In that case, I'd suggest starting with {tech}: it's the easiest to put in place.",
    "If I had to choose for you, I'd start with {tech}.",
  ],
};

const NO_OBSTACLE: Lines = {
  fr: ["Tant mieux : pas d'obstacle en vue, c'est bon signe.", 'Très bien. Alors, verrouillons le moment.'],
  en: ['Good: no obstacle in sight is a good sign.', "Great. Then let's lock in the moment."],
};

const UNKNOWN_OBSTACLE: Lines = {
  fr: [
    "C'est difficile à prévoir, et c'est normal. Le meilleur antidote reste un moment précis.",
    'On verra en route. Ce qui aide le plus, c’est de fixer le moment dès maintenant.',
  ],
  en: [
    "It's hard to predict, and that's normal. The best safeguard is a precise moment.",
    "We'll see along the way. What helps most is fixing the moment now.",
  ],
};

const EASIER: Lines = {
  fr: [
    'Pas de souci : on va le rendre plus facile.',
    "Le doute est une information : c'est que la marche est peut-être trop haute.",
  ],
  en: ["No problem: let's make it easier.", 'Doubt is information: the step may be too high.'],
};

const SIMPLIFY: Lines = {
  fr: [
    'Pas de souci, on va simplifier.',
    'C’est normal, la question était large.',
    'Aucun problème, prenons-le autrement.',
  ],
  en: [
    "No problem, let's simplify.",
    'Fair enough, that was a broad question.',
    "No worries, let's take it another way.",
  ],
};

const OPTIONS_INTRO: Lines = {
  fr: [
    'Je vois {count} pistes :',
    'Voici les options qui s’offrent à [vous|toi] :',
    'On peut s’y prendre de {count} façons :',
  ],
  en: [
    'I see {count} options:',
    'Here are the options open to you:',
    'There are {count} ways to go about it:',
  ],
};

const OPTIONS_QUESTION: Lines = {
  fr: [
    'Laquelle [vous|te] parle le plus ?',
    'Par laquelle [voulez-vous|veux-tu] commencer ?',
    'Laquelle [vous semble|te semble] la plus réaliste cette semaine ?',
  ],
  en: [
    'Which one speaks to you most?',
    'Which would you like to start with?',
    'Which one feels most realistic this week?',
  ],
};

const PROPOSE: Lines = {
  fr: ['Je [vous|te] propose {tech}.', 'Un outil adapté ici : {tech}.', 'Je partirais sur {tech}.'],
  en: ['I suggest {tech}.', 'A useful tool here: {tech}.', "I'd go with {tech}."],
};

const CHOSEN: Lines = {
  fr: ['Bon choix : {tech}.', 'Allons-y pour {tech}.', 'Va pour {tech}.', 'Très bien, partons sur {tech}.'],
  en: ['Good choice: {tech}.', "Let's go with {tech}.", '{Tech} it is.', "Great, let's start with {tech}."],
};

const HOW_TO: Lines = {
  fr: ['Voici comment procéder :', 'Concrètement :', 'La méthode, en bref :'],
  en: ["Here's how to do it:", 'In practice:', 'The method, in short:'],
};

const NEXT_STEP: Lines = {
  fr: ['Prochaine étape : {step}', 'Première étape : {step}'],
  en: ['Next step: {step}', 'First step: {step}'],
};

const STEP_QUESTION: Lines = {
  fr: [
    'Ça [vous|te] paraît faisable ?',
    "Qu'est-ce qui pourrait [vous |t']en empêcher ?",
    'Sur 10, à quel point [vous sentez-vous|te sens-tu] capable de le faire ?',
    'Réaliste pour [vous|toi], ou faut-il l’alléger ?',
  ],
  en: [
    'Does that feel doable?',
    'What could get in the way?',
    'Out of 10, how confident are you that you will do it?',
    'Realistic for you, or should we make it lighter?',
  ],
};

const WHICH_ONE: Lines = {
  fr: ['Très bien. Laquelle [vous|te] tente : {list} ?', 'Avec plaisir, mais laquelle : {list} ?'],
  en: ['Great. Which one appeals to you: {list}?', 'Happy to, but which one: {list}?'],
};

const COMMIT: Lines = {
  fr: ['Parfait.', 'Très bien.', 'Excellent.', 'Bonne décision.'],
  en: ['Perfect.', 'Great.', 'Excellent.', 'Good call.'],
};

const COMMIT_TIP: Lines = {
  fr: [
    'Le plus efficace : [bloquez|bloque] tout de suite un créneau dans [votre|ton] agenda.',
    'Une astuce : [notez-le|note-le] dans [votre|ton] agenda avec une alarme, pour ne pas dépendre de la motivation du moment.',
    'Ce qui fait la différence, c’est de décider maintenant du moment exact.',
  ],
  en: [
    'The most effective thing: block a slot in your calendar right now.',
    "Tip: put it in your calendar with a reminder, so you're not relying on motivation in the moment.",
    'What makes the difference is deciding the exact moment now.',
  ],
};

const WHEN: Lines = {
  fr: [
    'Quel moment [choisissez-vous|choisis-tu] ?',
    'Quel jour, et à quelle heure ?',
    'Quand exactement [allez-vous|vas-tu] le faire ?',
  ],
  en: ['Which day and what time?', 'When exactly will you do it?', 'What time will you block for it?'],
};

const BOOKED: Lines = {
  fr: ["Parfait, c'est calé.", 'Noté.', "Très bien, c'est dans l'agenda."],
  en: ["Perfect, it's booked.", 'Noted.', "Great, it's in the calendar."],
};

const BOOKED_TIP: Lines = {
  fr: [
    '[Gardez|Garde] l’ambition modeste : l’important, c’est de le faire, pas de le faire parfaitement.',
    'Si un imprévu survient, [décalez|décale] plutôt que d’annuler.',
  ],
  en: [
    'Keep it modest: what matters is doing it, not doing it perfectly.',
    'If something comes up, move it rather than cancel it.',
  ],
};

const BOOKED_QUESTION: Lines = {
  fr: [
    '[Vous me raconterez|Tu me raconteras] comment ça s’est passé ?',
    "Qu'est-ce qui pourrait [vous |t']empêcher de le faire, et comment le contourner ?",
  ],
  en: ['Will you tell me how it went?', 'What could stop you, and how would you get around it?'],
};

const YES_OPEN: Lines = {
  fr: ['Bien.', "D'accord, je [vous |t’]écoute.", 'Très bien.'],
  en: ['Good.', "Okay, I'm listening.", 'Alright.'],
};

const YES_MORE: Lines = {
  fr: [
    'Quel est le point le plus important pour [vous|toi], là ?',
    "[Dites-m'en|Dis-m'en] un peu plus : qu'est-ce qui compte le plus ?",
    'Par quoi [voulez-vous|veux-tu] commencer ?',
  ],
  en: [
    'What is the most important point for you right now?',
    'Tell me a bit more: what matters most?',
    'Where would you like to start?',
  ],
};

const BACK_TO_OPTIONS: Lines = {
  fr: [
    "C'est utile pour la suite. Parmi les pistes de tout à l'heure ({list}), laquelle [vous|te] semble la plus utile maintenant ?",
    'Gardons ça en tête. Et parmi {list}, laquelle [voulez-vous|veux-tu] essayer en premier ?',
  ],
  en: [
    "That's useful for what comes next. Of the options I mentioned ({list}), which one seems most useful now?",
    "Let's keep that in mind. And out of {list}, which one would you like to try first?",
  ],
};

const REF_NOTE: Lines = {
  fr: [
    '[Vous parliez|Tu parlais] tout à l’heure de {ref} : gardons-le en tête.',
    'Je garde en tête ce que [vous disiez|tu disais] tout à l’heure de {ref}.',
  ],
  en: [
    "You mentioned {ref} earlier; let's keep that in mind.",
    "I'm keeping in mind what you said earlier about {ref}.",
  ],
};

const REASK: Lines = {
  fr: [
    'OK. Alors, concrètement : {question}',
    'Je [vous |t’]écoute. {Question}',
    "D'accord. Et donc : {question}",
  ],
  en: ['Okay. So, concretely: {question}', "I'm listening. {Question}", 'Alright. So: {question}'],
};

const GLAD_YES: Lines = {
  fr: ["Bien, c'est une ressource.", "Très bien, c'est un appui."],
  en: ["Good, that's a resource.", "Great, that's something to lean on."],
};

const LEAN_ON: Lines = {
  fr: [
    'Comment [pourriez-vous|pourrais-tu] [vous |t’]appuyer dessus cette semaine ?',
    "Qu'est-ce que ça permettrait, concrètement ?",
  ],
  en: ['How could you lean on it this week?', 'What would that make possible, concretely?'],
};

const TO_ACTION: Lines = {
  fr: ['Bien. Alors passons au concret.', "D'accord, avançons d'un cran."],
  en: ["Good. Then let's get concrete.", "Okay, let's move one notch forward."],
};

const SHRINK: Lines = {
  fr: [
    "D'accord, c'est trop ambitieux pour l'instant : on réduit.",
    'Pas de problème, on ajuste.',
    'Entendu, on va faire plus petit.',
  ],
  en: [
    "Okay, that's too ambitious for now: let's shrink it.",
    "No problem, let's adjust.",
    "Got it, let's make it smaller.",
  ],
};

const SHRINK_QUESTION: Lines = {
  fr: [
    "Quelle version deux fois plus petite serait faisable d'ici demain ?",
    "Qu'est-ce qui serait réaliste, même tout petit ?",
  ],
  en: ['What version, half the size, would be doable by tomorrow?', 'What would be realistic, even if tiny?'],
};

const NONE_FITS: Lines = {
  fr: ["D'accord, aucune ne [vous|te] convainc.", 'Entendu, on laisse ces pistes de côté.'],
  en: ['Okay, none of them convinces you.', "Understood, let's set those options aside."],
};

const WHAT_INSTEAD: Lines = {
  fr: [
    "Qu'est-ce qui [vous|te] semblerait plus utile ?",
    'Sur quoi [voulez-vous|veux-tu] qu’on se concentre, alors ?',
  ],
  en: ['What would feel more useful to you?', 'What would you like us to focus on, then?'],
};

const DECLINE: Lines = {
  fr: ['Entendu.', "D'accord, on laisse ça de côté."],
  en: ['Understood.', "Okay, let's set that aside."],
};

const BETTER: Lines = {
  fr: ["Excellent, c'est exactement ce qu'on cherche.", 'Très bonne nouvelle.'],
  en: ["Excellent, that's exactly what we're after.", 'Great news.'],
};

const ANCHOR: Lines = {
  fr: [
    'Pour en faire un réflexe, [gardez|garde] le même moment dans la journée.',
    'Ce qui marche, on le garde et on le répète.',
  ],
  en: ['To make it a habit, keep the same moment in the day.', 'What works, we keep and repeat.'],
};

const NEXT_LOGICAL: Lines = {
  fr: ['Quelle est la suite logique, d’après [vous|toi] ?', "Qu'est-ce qu'on vise maintenant ?"],
  en: ["What's the logical next step, in your view?", 'What do we aim for next?'],
};

const WORSE: Lines = {
  fr: [
    'Utile à savoir : cet outil ne [vous|te] convient peut-être pas, ou pas encore.',
    "D'accord, ça n'a pas pris : on ne s'acharne pas.",
  ],
  en: [
    'Useful to know: this tool may not suit you, or not yet.',
    "Okay, it didn't land: no point forcing it.",
  ],
};

const PROGRESS: Lines = {
  fr: ['Bonne nouvelle.', "Très bien, c'est un progrès.", "C'est encourageant."],
  en: ['Good news.', "Great, that's progress.", "That's encouraging."],
};

const WHAT_WORKED: Lines = {
  fr: [
    "Qu'est-ce qui a fait la différence, concrètement ? C'est ce qu'on va consolider.",
    "Qu'est-ce qui a marché, selon [vous|toi] ? On va s'appuyer dessus.",
  ],
  en: [
    "What made the difference, concretely? That's what we'll build on.",
    "What worked, in your view? Let's build on it.",
  ],
};

const HARDER: Lines = {
  fr: [
    "D'accord, ça se complique : reprenons dans l'ordre.",
    'Merci de le dire franchement. On va reprendre les choses calmement.',
  ],
  en: [
    "Okay, things are getting harder: let's take it step by step.",
    "Thanks for being straight about it. Let's go back over things calmly.",
  ],
};

const INTENTION: Lines = {
  fr: ['Bonne idée : rendons-la concrète.', "C'est une vraie piste.", 'Excellente idée.'],
  en: ["Good idea: let's make it concrete.", "That's a real option.", 'Excellent idea.'],
};

const WHAT_STUCK: Lines = {
  fr: ["Qu'est-ce qui a coincé, exactement ?"],
  en: ['What got stuck, exactly?'],
};

const SCORE_HIGH_STRESS: Lines = {
  fr: ["{n} sur 10, c'est élevé : ça mérite qu'on s'en occupe sérieusement."],
  en: ['{n} out of 10 is high: it deserves to be taken seriously.'],
};
const SCORE_MID_STRESS: Lines = {
  fr: ["{n} sur 10 : c'est présent, sans être au maximum."],
  en: ["{n} out of 10: it's there, without being at the maximum."],
};
const SCORE_LOW_STRESS: Lines = {
  fr: ["{n} sur 10, c'est plutôt gérable : bonne base."],
  en: ['{n} out of 10 is fairly manageable: a good base.'],
};
const SCORE_STRESS_QUESTION: Lines = {
  fr: [
    "Qu'est-ce qui ferait baisser ce chiffre d'un seul point cette semaine ?",
    "Qu'est-ce qui explique surtout ce {n} ?",
  ],
  en: ['What would bring that number down by just one point this week?', 'What mostly explains that {n}?'],
};
const SCORE_HIGH: Lines = {
  fr: ["{n} sur 10, c'est solide."],
  en: ['{n} out of 10, that is solid.'],
};
const SCORE_HIGH_QUESTION: Lines = {
  fr: [
    "Qu'est-ce qui [vous |t']aidera à tenir le cap ?",
    'Quel moment [bloquez-vous|bloques-tu] pour le faire ?',
  ],
  en: ['What will help you stay on course?', 'Which moment will you block for it?'],
};
const SCORE_MID: Lines = {
  fr: ["{n}, c'est honnête."],
  en: ['{n} is an honest answer.'],
};
const SCORE_MID_QUESTION: Lines = {
  fr: ["Qu'est-ce qui [vous|te] ferait passer à {n1} ?"],
  en: ['What would take you to {n1}?'],
};
const SCORE_LOW: Lines = {
  fr: ["{n}, c'est le signe que la marche est trop haute."],
  en: ['{n} tells me the step is too high.'],
};

// A score nobody asked for: said back, and what it measures asked rather than guessed.
const UNASKED_SCORE: Lines = {
  fr: [
    '{n} sur 10, noté. Ce chiffre mesure quoi pour [vous|toi] : ce qui a marché, ou ce qui reste à faire ?',
    '{n} sur 10 : c’est [votre|ta] confiance pour la suite, ou le chemin déjà fait ?',
  ],
  en: [
    '{n} out of 10, noted. What does that number measure for you: what worked, or what is left to do?',
    '{n} out of 10: is that your confidence for what comes next, or how far you have come?',
  ],
};

const REFERENCE: Lines = {
  fr: [
    '[Vous parliez|Tu parlais] tout à l’heure de {ref} : est-ce lié à {topic}, selon [vous|toi] ?',
    "Tout à l'heure, [vous évoquiez|tu évoquais] {ref}. Est-ce que c'est toujours le point qui bloque le plus ?",
    'Revenons un instant sur {ref}, dont [vous parliez|tu parlais] tout à l’heure : où en est-on de ce côté-là ?',
  ],
  en: [
    'You mentioned {ref} earlier: is it connected to {topic}, in your view?',
    'Earlier you brought up {ref}. Is that still the main sticking point?',
    "Let's come back to {ref}, which you mentioned earlier: where do things stand there?",
  ],
};

const DISTRESS: Lines = {
  fr: [
    'Ce que [vous décrivez|tu décris] est sérieux, et je préfère le dire clairement : [vous méritez|tu mérites] du soutien, maintenant.',
    "Merci de l'avoir écrit. Ce que [vous traversez|tu traverses] compte, et [vous n'avez pas à|tu n'as pas à] le porter sans aide.",
  ],
  en: [
    "What you're describing is serious, and I'd rather say it clearly: you deserve support, right now.",
    "Thank you for writing it. What you're going through matters, and you don't have to carry it without help.",
  ],
};

const HARSH: Lines = {
  fr: [
    'Ce sont des mots durs envers [vous-même|toi-même]. Regardons plutôt les faits que ce jugement.',
    "C'est un verdict très sévère. Un verdict n'est pas un fait : on va vérifier.",
  ],
  en: [
    "Those are harsh words about yourself. Let's look at facts rather than that verdict.",
    "That's a very severe verdict. A verdict isn't a fact: let's check.",
  ],
};

const CONDOLENCES: Lines = {
  fr: ['Je suis désolé pour cette perte.', 'Toutes mes condoléances, sincèrement.'],
  en: ["I'm sorry for your loss.", 'My sincere condolences.'],
};

const LOSS_QUESTION: Lines = {
  fr: [
    'De quoi [auriez-vous|aurais-tu] besoin pour traverser les prochains jours ?',
    'Qui, autour de [vous|toi], peut [vous |t’]épauler en ce moment ?',
  ],
  en: ['What would you need to get through the next few days?', 'Who around you can support you right now?'],
};

const CONGRATS: Lines = {
  fr: ['Félicitations !', 'Bravo, belle réussite !', 'Excellente nouvelle, bravo !'],
  en: ['Congratulations!', 'Well done, great result!', 'Excellent news, well done!'],
};

const COUNT: Record<'fr' | 'en', readonly string[]> = {
  fr: ['', 'une', 'deux', 'trois', 'quatre'],
  en: ['', 'one', 'two', 'three', 'four'],
};

// ---------------------------------------------------------------------------------------------

/** Steps of a technique, then the concrete next step and a follow-up question. */
function walkThrough(c: Composer, d: Draft, t: Technique): Draft {
  d.add(c.pick(HOW_TO)).addList(steps(c, t));
  return d
    .add(c.pick(NEXT_STEP, { step: lowerFirst(c.render(copyOf(c, t).step) ?? '') }))
    .add(c.pick(STEP_QUESTION));
}

/** One technique: its pitch, the next step and a follow-up question. */
function propose(c: Composer, d: Draft, t: Technique, withPitch = true): Draft {
  const copy = copyOf(c, t);
  d.add(c.pick(PROPOSE, { tech: copy.name }));
  if (withPitch) d.add(c.render(copy.pitch));
  return d.add(c.pick(NEXT_STEP, { step: lowerFirst(c.render(copy.step) ?? '') })).add(c.pick(STEP_QUESTION));
}

function options(c: Composer, d: Draft, list: readonly Technique[]): Draft {
  d.add(c.pick(OPTIONS_INTRO, { count: COUNT[c.locale][list.length] }));
  d.addList(
    list.map(
      (t) =>
        `${c.render(copyOf(c, t).label) ?? ''}${c.locale === 'fr' ? ' : ' : ': '}${c.render(copyOf(c, t).tradeoff) ?? ''}.`,
    ),
  );
  return d.add(c.pick(OPTIONS_QUESTION));
}

function share(c: Composer, s: Situation, greeting: boolean, continuation: boolean): Draft {
  const d = new Draft();
  const theme = s.theme;
  const key = theme ?? 'none';
  const all = LOUIS_TECHNIQUES[key];
  const fresh = candidates(LOUIS_TECHNIQUES, s);
  const optionsShown = all.some((id) => s.analysis.offered.has(id) || s.analysis.listed.has(id));
  const lastKind = s.analysis.lastMove.kind;

  if (greeting) d.add(hello(c, s.folded, HELLO));
  if (s.loss) return d.add(c.pick(CONDOLENCES)).add(c.pick(FRAMING.sadness)).add(c.pick(LOSS_QUESTION));
  if (theme === 'gratitude' && !continuation) {
    return d.add(c.pick(CONGRATS)).add(c.pick(FRAMING.gratitude)).add(c.pick(CLARIFY.gratitude));
  }
  const wantsOptions =
    theme !== undefined &&
    !optionsShown &&
    fresh.length >= 2 &&
    (s.asksAdvice || s.stage >= patience(s, 1) || continuation || (s.detailed && c.chance(eager(s, 0.3))));
  const wantsProposal =
    theme !== undefined &&
    optionsShown &&
    fresh.length >= 1 &&
    (s.asksAdvice ||
      (lastKind !== 'step' && (s.stage >= patience(s, 2) || continuation || c.chance(eager(s, 0.5)))));
  const next = fresh[0];

  const pendingStillFits =
    s.context.length === 0 ||
    s.analysis.lastMove.techniques.some((t) =>
      techniquesFor(LOUIS_TECHNIQUES, [theme, ...s.context]).includes(t.id),
    );
  if (lastKind === 'choice' && !continuation && pendingStillFits) {
    // The options are still on the table: take in what was said, then come back to them.
    const pending = s.analysis.lastMove.techniques;
    d.add(s.para !== undefined && c.chance(0.7) ? c.pick(SUMMARY, { para: s.para }) : c.pick(ACK_DETAILED));
    return d.add(c.pick(BACK_TO_OPTIONS, { list: techniqueNames(c, pending) }));
  }
  if (continuation) {
    d.add(c.pick(CONTINUATION));
    if (next !== undefined && theme !== undefined) {
      if (s.reference !== undefined) d.add(c.pick(REF_NOTE, { ref: s.reference }));
      return propose(c, d, next, s.reference === undefined);
    }
  } else if (wantsProposal && next !== undefined && (s.reference === undefined || s.asksAdvice)) {
    // Show it was heard (their words, or the two threads), then the proposal.
    const a = topic(c, theme, s.person);
    const b = topic(c, s.secondTheme, s.person);
    if (s.para !== undefined) d.add(c.pick(SUMMARY, { para: s.para }));
    else if (a !== undefined && b !== undefined) d.add(c.pick(TWO_TOPICS, { a, b }));
    else d.add(c.pick(ACK));
    return propose(c, d, next);
  } else {
    d.add(c.pick(s.harsh ? HARSH : s.detailed && c.chance(0.5) ? ACK_DETAILED : ACK));
  }
  // Structure what was said.
  const a = topic(c, theme, s.person);
  const b = topic(c, s.secondTheme, s.person);
  if (a !== undefined && b !== undefined && c.chance(s.person !== undefined ? 0.85 : 0.6))
    d.add(c.pick(TWO_TOPICS, { a, b }));
  else if (s.para !== undefined && c.chance(0.6)) d.add(c.pick(SUMMARY, { para: s.para }));
  else if (!(c.locale === 'en' && c.informal && s.para === undefined && c.chance(0.5)))
    d.add(c.pick(FRAMING[key]));

  if (s.reference !== undefined && !wantsOptions) {
    return d.add(
      c.pick(REFERENCE, {
        ref: s.reference,
        topic: a ?? (c.locale === 'fr' ? 'la situation' : 'the situation'),
      }),
    );
  }
  if (wantsOptions) return options(c, d, fresh.slice(0, 3));
  return d.add(c.pick(CLARIFY[key], {}, s.alreadySaid));
}

function score(c: Composer, s: Situation, value: number): Draft {
  const d = new Draft();
  const slots = { n: String(value), n1: String(Math.min(10, value + 1)) };
  if (s.analysis.lastMove.scale?.aboutStress === true) {
    d.add(c.pick(value >= 7 ? SCORE_HIGH_STRESS : value >= 4 ? SCORE_MID_STRESS : SCORE_LOW_STRESS, slots));
    return d.add(c.pick(SCORE_STRESS_QUESTION, slots));
  }
  if (value >= 8) return d.add(c.pick(SCORE_HIGH, slots)).add(c.pick(SCORE_HIGH_QUESTION, slots));
  if (value >= 5) return d.add(c.pick(SCORE_MID, slots)).add(c.pick(SCORE_MID_QUESTION, slots));
  return d.add(c.pick(SCORE_LOW, slots)).add(c.pick(SHRINK_QUESTION, slots));
}

/** Louis' reply. */
export function louisReply(c: Composer, s: Situation): Draft {
  const move = s.analysis.lastMove;
  const intent = s.intent;
  const hasHistory = s.analysis.userTurns.length > 0;
  const mainTopic = topic(c, s.analysis.mainTheme);
  // "Qu'est-ce qui pourrait vous en empêcher ?" answered "rien" or "je ne sais pas".
  const obstacleQuestion = /empech|get in the way|stop you/.test(fold(move.question ?? ''));
  const d = new Draft();
  switch (intent.kind) {
    case 'distress':
      return d.add(c.pick(DISTRESS)).add(c.pick(SAFETY));
    case 'greeting':
      d.add(hello(c, s.folded, HELLO));
      if (intent.howAreYou) return d.add(c.pick(HOW_ARE_YOU)).add(c.pick(AND_YOU));
      if (hasHistory)
        return d
          .add(c.pick(WELCOME_BACK))
          .add(
            mainTopic !== undefined ? c.pick(BACK_QUESTION, { topic: mainTopic }) : c.pick(START_QUESTION),
          );
      return d.add(c.pick(WELCOME)).add(c.pick(START_QUESTION));
    case 'howAreYou':
      return d.add(c.pick(HOW_ARE_YOU)).add(c.pick(AND_YOU));
    case 'identity':
      return d.add(c.pick(IDENTITY)).add(c.pick(WHAT_WORK));
    case 'offTopic':
      d.add(c.pick(OFF_TOPIC)).add(c.pick(MY_ROLE));
      return d.add(
        mainTopic !== undefined
          ? c.pick(BACK_QUESTION, { topic: mainTopic }, MID_CONVERSATION)
          : c.pick(START_QUESTION),
      );
    case 'recall':
      if (s.memory === undefined) return d.add(c.pick(RECALL_NOTHING)).add(c.pick(START_QUESTION));
      return d.add(c.pick(RECALL, { memory: s.memory })).add(c.pick(RECALL_QUESTION));
    case 'help':
      return d.add(c.pick(HELP)).add(c.pick(s.analysis.mainTheme !== undefined ? ASK_MORE : START_QUESTION));
    case 'unclear':
      d.add(c.pick(UNCLEAR));
      return d.add(
        mainTopic !== undefined && c.chance(0.5)
          ? c.pick(BACK_QUESTION, { topic: mainTopic }, MID_CONVERSATION)
          : c.pick(ASK_MORE),
      );
    case 'thanks':
      d.add(c.pick(THANKS));
      if (intent.bye) {
        d.add(wishBack(c, intent.wish) ?? c.pick(BYE));
        const last = s.analysis.lastTechnique;
        if (last !== undefined) d.add(c.pick(BYE_STEP, { tech: copyOf(c, last).name }));
        return d.add(c.pick(BYE_HERE));
      }
      return d.add(c.pick(move.withStep || move.kind === 'when' ? AFTER_THANKS_STEP : AFTER_THANKS));
    case 'bye': {
      d.add(wishBack(c, intent.wish) ?? c.pick(BYE));
      const last = s.analysis.lastTechnique;
      if (last !== undefined) d.add(c.pick(BYE_STEP, { tech: copyOf(c, last).name }));
      return d.add(c.pick(BYE_HERE));
    }
    case 'yes': {
      if ((move.kind === 'offer' || move.kind === 'step') && move.technique !== undefined && !move.withStep) {
        return walkThrough(
          c,
          d.add(c.pick(CHOSEN, { tech: copyOf(c, move.technique).name })),
          move.technique,
        );
      }
      if (move.withStep || move.kind === 'step')
        return d.add(c.pick(COMMIT)).add(c.pick(COMMIT_TIP)).add(c.pick(WHEN));
      if (move.kind === 'choice')
        return d.add(c.pick(WHICH_ONE, { list: techniqueNames(c, move.techniques) }));
      if (move.questionKind === 'existence') return d.add(c.pick(GLAD_YES)).add(c.pick(LEAN_ON));
      if (move.questionKind === 'open' && move.question !== undefined && c.chance(0.5)) {
        return d.add(
          c.pick(
            REASK,
            { question: lowerFirst(move.question) },
            /concr[eè]t\w*.*concr[eè]t|concretely.*concretely/i,
          ),
        );
      }
      const next = freshTechniques(LOUIS_TECHNIQUES[s.theme ?? 'none'], s.analysis, s.folded)[0];
      if (s.theme !== undefined && next !== undefined && s.analysis.userTurns.length >= 2) {
        return propose(c, d.add(c.pick(TO_ACTION)), next);
      }
      return d.add(c.pick(YES_OPEN)).add(c.pick(YES_MORE));
    }
    case 'choice': {
      const chosen = move.techniques[intent.index];
      if (chosen === undefined) return d.add(c.pick(YES_OPEN)).add(c.pick(YES_MORE));
      return walkThrough(c, d.add(c.pick(CHOSEN, { tech: copyOf(c, chosen).name })), chosen);
    }
    case 'no':
      if (intent.tooMuch === true) return d.add(c.pick(SHRINK)).add(c.pick(SHRINK_QUESTION));
      if (obstacleQuestion) return d.add(c.pick(NO_OBSTACLE)).add(c.pick(WHEN));
      if (move.withStep || move.kind === 'step' || move.kind === 'when')
        return d.add(c.pick(SHRINK)).add(c.pick(SHRINK_QUESTION));
      if (move.kind === 'choice') return d.add(c.pick(NONE_FITS)).add(c.pick(WHAT_INSTEAD));
      d.add(c.pick(DECLINE));
      return d.add(s.theme !== undefined ? c.pick(CLARIFY[s.theme]) : c.pick(WHAT_INSTEAD));
    case 'dontKnow': {
      const first = move.techniques[0];
      if (move.kind === 'choice' && first !== undefined) {
        return walkThrough(c, d.add(c.pick(MY_PICK, { tech: copyOf(c, first).name })), first);
      }
      if (obstacleQuestion) return d.add(c.pick(UNKNOWN_OBSTACLE)).add(c.pick(WHEN));
      if (move.withStep || move.kind === 'step') return d.add(c.pick(EASIER)).add(c.pick(SHRINK_QUESTION));
      return d.add(c.pick(SIMPLIFY)).add(c.pick(EITHER_OR[s.theme ?? 'none']));
    }
    case 'better':
      if (!intent.afterExercise) return d.add(c.pick(PROGRESS)).add(c.pick(WHAT_WORKED));
      return d.add(c.pick(BETTER)).add(c.pick(ANCHOR)).add(c.pick(NEXT_LOGICAL));
    case 'intention':
      return d.add(c.pick(INTENTION)).add(c.pick(WHEN));
    case 'worse': {
      if (!intent.afterExercise) return d.add(c.pick(HARDER)).add(c.pick(CLARIFY[s.theme ?? 'none']));
      d.add(c.pick(WORSE));
      const alternative = freshTechniques(LOUIS_TECHNIQUES[s.theme ?? 'none'], s.analysis, s.folded)[0];
      return alternative !== undefined ? propose(c, d, alternative) : d.add(c.pick(WHAT_STUCK));
    }
    case 'done':
      return d.add(c.pick(BETTER)).add(c.pick(NEXT_LOGICAL));
    case 'score':
      if (move.scale === undefined) return d.add(c.pick(UNASKED_SCORE, { n: String(intent.value) }));
      return score(c, s, intent.value);
    case 'time':
      return d.add(c.pick(BOOKED)).add(c.pick(BOOKED_TIP)).add(c.pick(BOOKED_QUESTION));
    case 'share':
      return share(c, s, intent.greeting, intent.continuation);
  }
}
