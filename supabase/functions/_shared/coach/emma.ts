// Emma: gentle, emotional wellbeing. She listens, mirrors the person's words, names and
// validates feelings, offers grounding and breathing exercises and guides them step by step,
// and ends with a gentle open question. FR: `[vous|tu]`; EN: `[measured|casual]`.

import { type Composer, Draft } from './compose.ts';
import {
  candidates,
  eager,
  patience,
  copyOf,
  freshTechniques,
  isCued,
  type Situation,
  steps,
  topic,
  wishBack,
  hello,
  techniqueNames,
} from './plan.ts';
import { EMMA_TECHNIQUES, type Technique } from './techniques.ts';
import { lowerFirst } from './text.ts';
import type { Lines, Theme } from './types.ts';

type ThemeLines = Record<Theme | 'none', Lines>;

const HELLO: Lines = {
  fr: ['[Bonjour|Salut] !', '[Bonjour|Coucou] !', 'Bonjour !'],
  en: ['[Hello!|Hi!]', '[Hello.|Hey!]', '[Good to see you.|Hi there!]'],
};

const WELCOME: Lines = {
  fr: [
    'Je suis contente de [vous|te] lire.',
    'Ravie de [vous|te] voir ici.',
    "Je suis là, et j'ai tout mon temps pour [vous|toi].",
    'Merci de passer me voir.',
  ],
  en: [
    "It's lovely to hear from you.",
    "I'm glad you're here.",
    "I'm here, and I have all the time you need.",
    'Thank you for stopping by.',
  ],
};

const WELCOME_BACK: Lines = {
  fr: [
    'Contente de [vous|te] revoir.',
    'Ça me fait plaisir de [vous|te] retrouver.',
    '[Vous revoilà|Te revoilà], ça me fait plaisir.',
  ],
  en: ['Nice to see you again.', "Welcome back, I'm glad you're here.", 'Good to have you back.'],
};

const OPEN_QUESTION: Lines = {
  fr: [
    "Comment [vous sentez-vous|te sens-tu] aujourd'hui ?",
    'Comment ça va, vraiment, en ce moment ?',
    "Qu'est-ce qui [vous |t']amène aujourd'hui ?",
    'De quoi [aimeriez-vous|aimerais-tu] parler ?',
    "Qu'est-ce qui est le plus présent pour [vous|toi], là, maintenant ?",
  ],
  en: [
    'How are you feeling today?',
    'How are things, really, at the moment?',
    'What brings you here today?',
    'What would you like to talk about?',
    "What's most present for you right now?",
  ],
};

// Mid-conversation, "last time" would be wrong: those variants are for a greeting on return.
const MID_CONVERSATION = /derni[eè]re fois|last time|depuis notre|since we last|since last/i;

const BACK_QUESTION: Lines = {
  fr: [
    'Où en [êtes-vous|es-tu] depuis tout à l’heure, avec {topic} ?',
    '[Vous me parliez|Tu me parlais] de {topic} : comment ça va de ce côté-là ?',
    'Comment ça va depuis notre dernier échange ?',
  ],
  en: [
    'Where are you at with {topic} since earlier?',
    'You were telling me about {topic}: how are things on that side?',
    'How have you been since we last talked?',
  ],
};

const HOW_ARE_YOU: Lines = {
  fr: [
    "C'est gentil de demander ! Je suis une IA, alors je n'ai pas vraiment de journée à raconter, mais je suis toute à [vous|toi].",
    'Merci de [vous |t’]en soucier, ça me touche. De mon côté, je suis là, disponible et attentive.',
  ],
  en: [
    "That's kind of you to ask! I'm an AI, so I don't really have a day to report, but I'm all yours.",
    "Thank you for asking, that's thoughtful. On my side, I'm here, available and listening.",
  ],
};

const AND_YOU: Lines = {
  fr: [
    'Et [vous|toi], comment [allez-vous|vas-tu] ?',
    'Mais parlons de [vous|toi] : comment [vous sentez-vous|te sens-tu] en ce moment ?',
    'Et de [votre|ton] côté, comment ça va ?',
  ],
  en: [
    'How about you, how are you doing?',
    "But let's talk about you: how are you feeling at the moment?",
    'And how are things on your side?',
  ],
};

const IDENTITY: Lines = {
  fr: [
    "Je suis Emma, une IA pensée pour offrir une écoute bienveillante et un soutien au quotidien. Je ne remplace pas un professionnel de santé, mais je peux [vous |t']aider à y voir plus clair dans ce que [vous ressentez|tu ressens].",
    "Je m'appelle Emma : je suis une intelligence artificielle, ici pour [vous |t']écouter sans jugement et [vous |t']aider à prendre soin de [vous|toi]. Pour tout ce qui touche à la santé, un professionnel reste la bonne personne.",
  ],
  en: [
    "I'm Emma, an AI designed to offer a kind ear and everyday emotional support. I'm not a replacement for a health professional, but I can help you make sense of what you're feeling.",
    "My name is Emma: I'm an artificial intelligence, here to listen without judgement and help you look after yourself. For anything health-related, a professional is still the right person.",
  ],
};

const OFF_TOPIC: Lines = {
  fr: [
    'Je ne suis pas la mieux placée pour ça, je [vous|te] l’avoue.',
    "Ça, c'est un peu en dehors de ce que je sais bien faire.",
    'Je préfère être honnête : ce sujet-là, ce n’est pas mon domaine.',
  ],
  en: [
    "I'm honestly not the best person for that one.",
    "That's a little outside what I'm good at.",
    "I'd rather be honest: that topic isn't really my area.",
  ],
};

const MY_ROLE: Lines = {
  fr: [
    'Moi, je suis là pour [vous|toi] : ce que [vous vivez|tu vis], ce que [vous ressentez|tu ressens].',
    'Ce que je sais faire, c’est écouter comment [vous allez|tu vas] et [vous |t’]aider à prendre soin de [vous|toi].',
  ],
  en: [
    "I'm here for you: what you're going through and how you feel.",
    'What I can do is listen to how you are and help you take care of yourself.',
  ],
};

const UNCLEAR: Lines = {
  fr: [
    'Je suis là.',
    'Je [vous |t’]écoute.',
    '[Prenez votre|Prends ton] temps, je ne bouge pas.',
    'Rien ne presse.',
  ],
  en: ["I'm here.", "I'm listening.", "Take your time, I'm not going anywhere.", 'No rush at all.'],
};

const RECALL: Lines = {
  fr: [
    'Oui, bien sûr : [vous me parliez|tu me parlais] de {memory}.',
    'Oui, je garde en tête ce que [vous m’avez|tu m’as] confié sur {memory}.',
  ],
  en: [
    'Yes, of course: you were telling me about {memory}.',
    "Yes, I'm keeping in mind what you shared about {memory}.",
  ],
};

const RECALL_NOTHING: Lines = {
  fr: [
    'Je garde en tête ce que [vous me confiez|tu me confies] dans cette conversation, et pour l’instant, on commence à peine.',
  ],
  en: ["I keep in mind what you share in this conversation, and for now, we're only just starting."],
};

const RECALL_QUESTION: Lines = {
  fr: ["Où en [êtes-vous|es-tu] avec ça, aujourd'hui ?", 'Comment ça va de ce côté-là, depuis ?'],
  en: ['Where are you with that today?', 'How are things on that side now?'],
};

const HELP: Lines = {
  fr: [
    'Bien sûr, je suis là pour ça.',
    'Avec plaisir, je suis là.',
    'Oui, bien sûr. On va regarder ça ensemble, à [votre|ton] rythme.',
  ],
  en: [
    "Of course, that's what I'm here for.",
    "Gladly, I'm here.",
    "Yes, of course. We'll look at it together, at your pace.",
  ],
};

const INVITE_MORE: Lines = {
  fr: [
    '[Voulez-vous|Veux-tu] m’en dire un peu plus sur ce qui se passe pour [vous|toi] ?',
    "Qu'est-ce qui [vous|te] traverse, là, maintenant ?",
    '[Pouvez-vous|Peux-tu] m’en dire un peu plus, avec [vos|tes] mots ?',
    'Comment [vous sentez-vous|te sens-tu], au fond, en ce moment ?',
  ],
  en: [
    "Would you like to tell me a little more about what's going on for you?",
    "What's going through you right now?",
    'Could you tell me a bit more, in your own words?',
    'How are you feeling, deep down, at the moment?',
  ],
};

const THANKS: Lines = {
  fr: [
    'Avec plaisir, vraiment.',
    "C'est moi qui [vous|te] remercie pour [votre|ta] confiance.",
    'Je suis contente si ça [vous |t’]aide un peu.',
    "Merci à [vous|toi] d'avoir pris ce temps pour [vous|toi].",
    'Ça me fait plaisir.',
  ],
  en: [
    'My pleasure, truly.',
    "I'm the one who should thank you for trusting me.",
    "I'm glad if it helps a little.",
    'Thank you for taking this time for yourself.',
    "I'm really glad.",
  ],
};

const AFTER_THANKS: Lines = {
  fr: [
    "[Voulez-vous|Veux-tu] qu'on continue encore un peu, ou est-ce que c'est suffisant pour aujourd'hui ?",
    "Y a-t-il autre chose qui [vous|te] pèse, ou est-ce que ça va pour l'instant ?",
    'Comment [vous sentez-vous|te sens-tu], là, à ce stade de notre échange ?',
  ],
  en: [
    'Would you like to keep going a little, or is that enough for today?',
    'Is there anything else weighing on you, or are you okay for now?',
    'How are you feeling, at this point in our conversation?',
  ],
};

const FEEL_NOW: Lines = {
  fr: [
    'Comment [vous sentez-vous|te sens-tu], maintenant ?',
    "Qu'est-ce que [vous avez remarqué|tu as remarqué], même un tout petit changement ?",
    'Comment est [votre|ton] corps, là, après ça ?',
  ],
  en: [
    'How are you feeling now?',
    'What did you notice, even a tiny change?',
    'How does your body feel, right after that?',
  ],
};

const BYE: Lines = {
  fr: [
    '[Prenez|Prends] bien soin de [vous|toi].',
    'Merci pour ce moment partagé, et [prenez|prends] soin de [vous|toi].',
    'Je [vous|te] souhaite un moment doux, à [votre|ton] rythme.',
  ],
  en: [
    'Take good care of yourself.',
    'Thank you for this time together, and take care of yourself.',
    'I wish you a gentle rest of your day.',
  ],
};

const BYE_HERE: Lines = {
  fr: [
    'Je suis là quand [vous voulez|tu veux].',
    'Je serai là si [vous avez|tu as] besoin de reparler.',
    '[Revenez|Reviens] quand [vous voulez|tu veux], je serai là.',
  ],
  en: [
    "I'm here whenever you need.",
    "I'll be here if you want to talk again.",
    "Come back anytime, I'll be here.",
  ],
};

const BYE_TECHNIQUE: Lines = {
  fr: [
    'Et si besoin, {tech} reste à portée de main.',
    "[N'oubliez pas|N'oublie pas] : {tech} peut [vous |t']accompagner dans les moments plus durs.",
  ],
  en: [
    'And if you need it, {tech} is always there.',
    'Remember, {tech} can keep you company in the harder moments.',
  ],
};

const REASK: Lines = {
  fr: [
    'Je [vous |t’]écoute, [prenez tout votre|prends tout ton] temps : {question}',
    'Oui ? {Question}',
    'Je suis là. {Question}',
  ],
  en: ["I'm listening, take all the time you need: {question}", 'Yes? {Question}', "I'm here. {Question}"],
};

const GLAD_YES: Lines = {
  fr: ["Je suis contente de l'entendre.", "C'est précieux.", 'Tant mieux, vraiment.'],
  en: ["I'm glad to hear that.", "That's precious.", "That's really good."],
};

const WHAT_BRINGS: Lines = {
  fr: [
    "[Racontez-moi|Raconte-moi] un peu : qu'est-ce que ça [vous |t']apporte ?",
    "Qu'est-ce qui fait du bien, dans ce lien-là ou dans ce moment-là ?",
    'Comment [pourriez-vous|pourrais-tu] [vous |t’]appuyer dessus, ces jours-ci ?',
  ],
  en: [
    'Tell me a little: what does it bring you?',
    'What feels good in that connection, or in that moment?',
    'How could you lean on it these days?',
  ],
};

const YES_OPEN: Lines = {
  fr: ["D'accord, je [vous |t’]écoute.", 'Je suis là, [allez-y|vas-y].', 'Très bien.'],
  en: ["Alright, I'm listening.", "I'm here, go ahead.", 'Okay.'],
};

const TELL_MORE: Lines = {
  fr: [
    "Qu'est-ce qui [vous|te] vient en premier ?",
    '[Racontez-moi|Raconte-moi] : qu’est-ce qui se passe pour [vous|toi] ?',
    "[Dites-m'en|Dis-m'en] un peu plus, à [votre|ton] rythme.",
  ],
  en: [
    'What comes to mind first?',
    "Tell me: what's going on for you?",
    'Tell me a bit more, at your own pace.',
  ],
};

const GO: Lines = {
  fr: [
    'Allons-y pour {tech}, à [votre|ton] rythme.',
    "C'est parti pour {tech}, tout doucement.",
    'Très bien : {tech}, pas à pas.',
    'Avec plaisir. Installons-nous pour {tech}.',
  ],
  en: [
    "Let's go with {tech}, nice and slow.",
    'Here we go: {tech}, step by step.',
    'Alright, {tech}, at your own pace.',
    "Gladly. Let's settle in for {tech}.",
  ],
};

const START_WITH: Lines = {
  fr: ['Commençons par {tech}, c’est souvent le plus simple.', 'Alors partons sur {tech}.'],
  en: ["Let's start with {tech}; it's often the simplest.", "Then let's go with {tech}."],
};

const CHOSEN: Lines = {
  fr: ['Très bien, {tech}.', 'Bon choix : {tech}.', 'Allons-y pour {tech}.'],
  en: ['Lovely, {tech} it is.', 'Good choice: {tech}.', "Let's go with {tech}."],
};

const AFTER_GUIDE: Lines = {
  fr: [
    '[Prenez|Prends] [votre|ton] temps, puis [dites-moi|dis-moi] comment [vous vous sentez|tu te sens].',
    'Quand [vous avez|tu as] fini, [racontez-moi|raconte-moi] ce que [vous avez remarqué|tu as remarqué].',
    'Rien à réussir, juste à observer. [Dites-moi|Dis-moi] ensuite ce qui a changé, même un peu.',
  ],
  en: [
    'Take your time, then tell me how you feel.',
    'When you have finished, tell me what you noticed.',
    "There's nothing to get right, just something to notice. Tell me afterwards what changed, even a little.",
  ],
};

// The step felt too big: Emma makes it smaller rather than offering something else.
const SMALLER: Lines = {
  fr: ['C’est d’accord, on fait plus doux.', 'Pas de souci, on peut le rendre beaucoup plus petit.'],
  en: ["That's okay, let's make it gentler.", 'No problem, we can make it much smaller.'],
};
const SMALLER_QUESTION: Lines = {
  fr: [
    'Quelle version toute petite [vous|te] semblerait possible, même une minute ?',
    'Et si on gardait seulement la première étape : ça [vous|te] paraîtrait faisable ?',
  ],
  en: [
    'What tiny version would feel possible, even one minute?',
    'What if we kept only the first step: would that feel doable?',
  ],
};

const DECLINED: Lines = {
  fr: [
    "D'accord, on n'est pas obligés.",
    'Pas de souci, on avance à [votre|ton] rythme.',
    "C'est entendu, rien ne presse.",
    'Très bien, on laisse ça de côté.',
  ],
  en: [
    "That's okay, we don't have to.",
    "No problem, we'll go at your pace.",
    'Of course, no rush.',
    "Alright, let's set that aside.",
  ],
};

const WHAT_NEED: Lines = {
  fr: [
    'De quoi [auriez-vous|aurais-tu] besoin, là, maintenant : en parler encore un peu, ou juste souffler ?',
    "Qu'est-ce qui [vous|te] ferait le plus de bien, en ce moment ?",
    "Qu'est-ce qui serait doux pour [vous|toi], aujourd'hui ?",
  ],
  en: [
    'What would you need right now: to talk a bit more, or just to breathe?',
    'What would do you the most good at the moment?',
    'What would feel kind to yourself today?',
  ],
};

const NOT_KNOWING: Lines = {
  fr: [
    "C'est tout à fait normal de ne pas savoir.",
    "On n'est pas obligés d'avoir la réponse tout de suite.",
    "Ne pas savoir, c'est déjà une information, et c'est très bien comme ça.",
    'Pas besoin de trouver les mots parfaits.',
  ],
  en: [
    "It's completely okay not to know.",
    "We don't need to have the answer right away.",
    "Not knowing is information too, and that's fine.",
    "There's no need to find the perfect words.",
  ],
};

const GENTLE_PROBE: Lines = {
  fr: [
    'Si [vous deviez|tu devais] mettre un seul mot sur ce que [vous ressentez|tu ressens], là, maintenant, lequel viendrait ?',
    'Est-ce que c’est plutôt de la fatigue, de l’inquiétude, de la tristesse… ou autre chose ?',
    "Qu'est-ce qui [vous|te] pèse le plus, même vaguement ?",
    'Où est-ce que [vous le sentez|tu le sens] le plus, dans [votre|ton] corps ?',
  ],
  en: [
    "If you had to put one word on what you're feeling right now, what would it be?",
    'Is it more like tiredness, worry, sadness… or something else?',
    "What's weighing on you most, even vaguely?",
    'Where do you feel it most in your body?',
  ],
};

const PROGRESS: Lines = {
  fr: [
    'Je suis contente de lire que ça va un peu mieux.',
    'Ça fait plaisir à lire.',
    "Quelle bonne nouvelle, même si c'est un petit mieux.",
  ],
  en: [
    "I'm so glad to read that things are a bit better.",
    "That's lovely to hear.",
    "What good news, even if it's a small improvement.",
  ],
};

const AFTER_PROGRESS: Lines = {
  fr: [
    "Qu'est-ce qui a aidé, d'après [vous|toi] ?",
    "Qu'est-ce qui a fait la différence ?",
    "Qu'est-ce que [vous aimeriez|tu aimerais] garder de ce mieux-là ?",
  ],
  en: [
    'What helped, do you think?',
    'What made the difference?',
    'What would you like to hold on to from this?',
  ],
};

const HARDER: Lines = {
  fr: [
    'Je suis désolée que ce soit plus difficile en ce moment.',
    'Merci de me le dire, même quand ça va moins bien.',
  ],
  en: ["I'm sorry things feel harder right now.", 'Thank you for telling me, even when things are worse.'],
};

const INTENTION: Lines = {
  fr: [
    "C'est une belle idée.",
    "J'aime beaucoup cette idée.",
    'Voilà une idée qui [vous|te] ressemble, et qui vient de [vous|toi].',
  ],
  en: ["That's a lovely idea.", 'I really like that idea.', 'That idea came from you, and it sounds right.'],
};

const INTENTION_GENTLE: Lines = {
  fr: ['Rien ne [vous |t’]oblige à ce que ce soit parfait.', 'Un petit pas compte autant qu’un grand.'],
  en: ["It doesn't have to be perfect.", 'A small step counts just as much as a big one.'],
};

const INTENTION_QUESTION: Lines = {
  fr: [
    'Comment [vous sentez-vous|te sens-tu] à l’idée de le faire ?',
    "Qu'est-ce qui pourrait [vous |t’]aider à le faire ?",
  ],
  en: ['How do you feel about doing it?', 'What could make it easier for you?'],
};

const NO_PRESSURE: Lines = {
  fr: [
    'Pas de pression : on peut simplement essayer {tech} une minute, et [vous arrêtez|tu arrêtes] quand [vous voulez|tu veux].',
    "C'est normal d'hésiter. On peut tester {tech} juste une fois, sans rien attendre.",
  ],
  en: [
    'No pressure: we can simply try {tech} for a minute, and you can stop whenever you like.',
    "It's normal to hesitate. We can try {tech} just once, without expecting anything.",
  ],
};

const START_TOGETHER: Lines = {
  fr: ['On commence ensemble ?', 'On essaie, tout doucement ?'],
  en: ['Shall we start together?', 'Shall we try, very gently?'],
};

const BETTER: Lines = {
  fr: [
    'Je suis contente que ça [vous |t’]ait fait un peu de bien.',
    'Tant mieux, vraiment.',
    "Ça me touche de lire ça. Ce petit mieux, c'est [vous|toi] qui [vous l'êtes offert|te l'es offert].",
  ],
  en: [
    "I'm so glad it did you some good.",
    "That's wonderful to hear.",
    'That little improvement is something you gave yourself.',
  ],
};

const ANCHOR: Lines = {
  fr: [
    '[Vous pouvez|Tu peux] y revenir chaque fois que le besoin se fait sentir.',
    "C'est souvent en le refaisant que ça devient plus facile, et plus efficace.",
    'Ces petits gestes finissent par devenir des appuis solides.',
  ],
  en: [
    'You can come back to it whenever you need.',
    'It often gets easier, and more helpful, the more you do it.',
    'Small things like this end up becoming solid supports.',
  ],
};

const AFTER_BETTER: Lines = {
  fr: [
    "Qu'est-ce que [vous avez remarqué|tu as remarqué], dans [votre|ton] corps ou dans [vos|tes] pensées ?",
    'Comment [aimeriez-vous|aimerais-tu] prendre soin de [vous|toi] pour le reste de la journée ?',
    "Qu'est-ce qui a changé, même un tout petit peu ?",
  ],
  en: [
    'What did you notice, in your body or in your thoughts?',
    'How would you like to look after yourself for the rest of the day?',
    'What shifted, even just a little?',
  ],
};

const WORSE: Lines = {
  fr: [
    'Merci de me le dire honnêtement, ça arrive souvent les premières fois.',
    "Ce n'est pas un échec : le corps a parfois besoin de quelques essais pour se laisser faire.",
    "D'accord. Chaque personne est différente, et il n'y a pas de bonne façon de ressentir.",
  ],
  en: [
    'Thank you for telling me honestly; that often happens the first few times.',
    "It's not a failure: the body sometimes needs a few tries before it lets go.",
    "Okay. Everyone is different, and there's no right way to feel.",
  ],
};

const WHAT_HARD: Lines = {
  fr: [
    "Qu'est-ce qui a été le plus difficile pendant l'exercice ?",
    "Qu'est-ce qui se passait pour [vous|toi] pendant que [vous le faisiez|tu le faisais] ?",
  ],
  en: ['What was hardest during the exercise?', 'What was happening for you while you were doing it?'],
};

const DONE: Lines = {
  fr: ["Merci de l'avoir fait.", 'Bravo de [vous |t’]être offert ce moment.', "C'est déjà beaucoup."],
  en: ['Thank you for doing it.', 'Well done for giving yourself that moment.', "That's already a lot."],
};

const SCORE: Lines = {
  fr: ['{n} sur 10, merci de me donner ce chiffre.', '{n} sur 10, je le note.'],
  en: ['{n} out of 10, thank you for giving me that number.', '{n} out of 10, noted.'],
};

const SCORE_QUESTION: Lines = {
  fr: [
    "Qu'est-ce qui fait que c'est {n}, et pas plus ?",
    'Qu’est-ce qui [vous |t’]aiderait à gagner un petit point ?',
  ],
  en: ['What makes it a {n} and not more?', 'What would help you gain one small point?'],
};

const UNASKED_SCORE: Lines = {
  fr: [
    'Pour bien [vous|te] lire : c’est ce qu’il reste de la tension, ou à quel point l’exercice a aidé ?',
    'Ce chiffre, il dit plutôt ce qui reste de difficile, ou ce qui s’est apaisé ?',
  ],
  en: [
    'Just to read you right: is that how much tension is left, or how much it helped?',
    'Does that number say more about what is still hard, or about what has eased?',
  ],
};

const TIME: Lines = {
  fr: ["C'est une belle intention.", "C'est noté, et c'est une jolie promesse faite à [vous-même|toi-même]."],
  en: ["That's a lovely intention.", "Noted, and it's a kind promise to yourself."],
};

const TIME_GENTLE: Lines = {
  fr: [
    '[Allez-y|Vas-y] en douceur, sans [vous|te] juger si tout n’est pas parfait.',
    "Et si ça ne se passe pas comme prévu, ce n'est pas grave : on ajustera.",
  ],
  en: [
    "Go gently, and don't judge yourself if it isn't perfect.",
    "And if it doesn't go as planned, that's okay: we'll adjust.",
  ],
};

const TIME_QUESTION: Lines = {
  fr: [
    'Comment [vous sentez-vous|te sens-tu] à l’idée de le faire ?',
    "Qu'est-ce qui pourrait rendre ce moment agréable ?",
  ],
  en: ['How do you feel about doing it?', 'What could make that moment pleasant?'],
};

const DISTRESS: Lines = {
  fr: [
    "Ce que [vous traversez|tu traverses] a l'air très lourd, et je suis contente que [vous m'en parliez|tu m'en parles].",
    "Merci de me confier quelque chose d'aussi difficile. [Vous méritez|Tu mérites] du soutien, maintenant.",
  ],
  en: [
    "What you're going through sounds really heavy, and I'm glad you told me.",
    'Thank you for sharing something so hard. You deserve support, right now.',
  ],
};

/**
 * After a distress answer: a gentle question, never crisis lines. The crisis layer runs before
 * the coach and owns the lines (a free crisis or check-in turn); a charged coach reply must not
 * carry them (the chat turn turns any reply that does into a free check-in).
 */
export const SAFETY: Lines = {
  fr: [
    "[Pouvez-vous|Peux-tu] m'en dire un peu plus sur ce que [vous ressentez|tu ressens] en ce moment ? [Je vous écoute|Je t'écoute].",
  ],
  en: ["Can you tell me a little more about what you're feeling right now? I'm listening."],
};

// Sharing: what Emma says when someone tells her something.

const OPENING: Lines = {
  fr: [
    'Merci de me confier ça.',
    'Je [vous|te] lis, et je suis là.',
    "Merci d'avoir pris le temps de l'écrire.",
    'Je suis contente que [vous m’en parliez|tu m’en parles].',
    'Merci pour [votre|ta] confiance.',
    'Ça compte, ce que [vous me confiez|tu me confies].',
    'Je [vous |t’]écoute.',
  ],
  en: [
    'Thank you for sharing this with me.',
    "[I'm here, and I'm listening.|I'm here, I'm listening.]",
    'Thank you for taking the time to write this.',
    "[I'm glad you're telling me about it.|Really glad you told me.]",
    'Thank you for trusting me with this.',
    "What you're telling me matters.",
    '[I hear you.|Oh, I hear you.]',
  ],
};

const CONDOLENCES: Lines = {
  fr: [
    'Je suis vraiment désolée pour cette perte.',
    'Oh… je suis désolée. C’est une vraie perte.',
    'Je suis de tout cœur avec [vous|toi].',
  ],
  en: ["I'm so sorry for your loss.", "Oh… I'm so sorry. That's a real loss.", 'My heart goes out to you.'],
};

const LOSS_QUESTION: Lines = {
  fr: [
    'Comment [vous sentez-vous|te sens-tu], depuis ?',
    '[Voulez-vous|Veux-tu] me parler un peu de ce que vous viviez ensemble ?',
    "Qu'est-ce qui [vous |t']aiderait, là, dans les jours qui viennent ?",
  ],
  en: [
    'How have you been feeling since?',
    'Would you like to tell me a little about what you shared?',
    'What would help you in the days ahead?',
  ],
};

const HARSH: Lines = {
  fr: [
    "Ce sont des mots très durs envers [vous-même|toi-même], et j'entends à quel point ça fait mal.",
    '[Vous vous parlez|Tu te parles] avec beaucoup de dureté, et ça doit être lourd à porter.',
  ],
  en: [
    'Those are very harsh words about yourself, and I can hear how much it hurts.',
    "You're speaking to yourself so harshly, and that must be heavy to carry.",
  ],
};

const JOY: Lines = {
  fr: ['Oh, quelle belle nouvelle !', 'Bravo, vraiment !', 'Ça me fait tellement plaisir de lire ça !'],
  en: ['Oh, what wonderful news!', 'Well done, truly!', "I'm so happy to read this!"],
};

const CONTINUATION: Lines = {
  fr: [
    "Ça n'a pas bougé, alors, et je comprends que ce soit décourageant.",
    'Toujours pareil, donc. Merci de me le dire, même quand rien ne change.',
    'Quand ça dure, ça pèse, je l’entends.',
    "C'est lassant, quand les choses ne bougent pas.",
  ],
  en: [
    "It hasn't shifted, then, and I can see how discouraging that is.",
    'Still the same, then. Thank you for telling me, even when nothing changes.',
    'When it drags on like this, it wears you down.',
    "It's tiring when things just don't move.",
  ],
};

const REFLECT_PARA: Lines = {
  fr: [
    'Si je [vous |t’]entends bien, {para}.',
    '[Vous me dites|Tu me dis] que {para}.',
    "Ce que j'entends, c'est que {para}.",
    "J'entends que {para}.",
  ],
  en: [
    "If I'm hearing you right, {para}.",
    'So {para}.',
    "What I'm hearing is that {para}.",
    'It sounds like {para}.',
  ],
};

const REFLECT_FEELING: Lines = {
  fr: [
    '{Feeling}, ça se lit dans [vos|tes] mots.',
    'Il y a beaucoup de {feelingBare} dans ce que [vous écrivez|tu écris].',
    '{Feeling}, ça se sent dans [votre|ton] message.',
    'On dirait que {feeling} prend beaucoup de place en ce moment.',
  ],
  en: [
    'I can hear {feeling} in your words.',
    "There's a lot of {feelingBare} in what you're writing.",
    '{Feeling} really comes through in your message.',
    'It sounds like {feeling} is taking up a lot of room at the moment.',
  ],
};

const REFLECT_QUOTE: Lines = {
  fr: [
    '« {quote} » : c’est le mot que [vous avez|tu as] choisi, et il dit beaucoup.',
    '[Vous écrivez|Tu écris] « {quote} », et ce mot-là n’est pas anodin.',
    '« {quote} »… ce mot pèse lourd, je le sens.',
  ],
  en: [
    '“{quote}”: that’s the word you chose, and it says a lot.',
    'You wrote “{quote}”, and that word matters.',
    '“{quote}”… that word carries weight.',
  ],
};

const VALIDATE: ThemeLines = {
  stress: {
    fr: [
      "Quand tout s'accumule, c'est normal de se sentir à bout de souffle.",
      'Porter autant de choses à la fois, c’est lourd, et ça n’a rien d’une faiblesse.',
      'Le stress, c’est souvent le signe que beaucoup de choses comptent pour [vous|toi] en même temps.',
    ],
    en: [
      "When everything piles up, it's normal to feel out of breath.",
      "Carrying so much at once is heavy, and it's not a weakness.",
      'Stress often means a lot of things matter to you at the same time.',
    ],
  },
  anxiety: {
    fr: [
      "L'inquiétude a cette façon de tout amplifier, surtout quand on est seul avec elle.",
      "Ce que [vous ressentez|tu ressens] est inconfortable, mais c'est une réaction humaine, pas un défaut.",
      "Quand l'esprit s'emballe, le corps suit, et c'est éprouvant.",
    ],
    en: [
      'Worry has a way of making everything bigger, especially when you face it alone.',
      "What you're feeling is uncomfortable, but it's a human reaction, not a flaw.",
      'When the mind races, the body follows, and that is draining.',
    ],
  },
  sleep: {
    fr: [
      'Des nuits qui ne reposent pas, ça rend tout plus lourd le lendemain.',
      'Le sommeil est souvent le premier à trinquer quand la tête est pleine.',
      "Mal dormir, ça use : c'est normal que tout [vous|te] paraisse plus difficile.",
    ],
    en: [
      'Nights that bring no rest make everything heavier the next day.',
      'Sleep is often the first thing to suffer when your head is full.',
      "Sleeping badly wears you down: it's normal that everything feels harder.",
    ],
  },
  'self-confidence': {
    fr: [
      'Ce regard dur sur [vous-même|toi-même] est pénible à porter.',
      "Douter de soi arrive à tout le monde, même aux personnes qui ont l'air les plus sûres d'elles.",
      "[Vous êtes|Tu es] sans doute bien plus sévère avec [vous-même|toi-même] que [vous ne le seriez|tu ne le serais] avec quelqu'un que [vous aimez|tu aimes].",
    ],
    en: [
      'That harsh way of looking at yourself is painful to carry.',
      'Everyone doubts themselves sometimes, even the people who look the most self-assured.',
      "You're probably much harder on yourself than you would be on someone you love.",
    ],
  },
  relationships: {
    fr: [
      "Les tensions avec quelqu'un qui compte touchent toujours plus profondément.",
      'Quand une relation importante est chahutée, ça prend beaucoup de place, dans la tête comme dans le cœur.',
      "C'est normal que ça remue, quand le lien avec un proche se complique.",
    ],
    en: [
      'Tension with someone who matters always goes deeper.',
      'When an important relationship is shaken, it takes up a lot of room, in your head and in your heart.',
      "It's natural to feel stirred up when things get complicated with someone close.",
    ],
  },
  work: {
    fr: [
      'Le travail a l’air de prendre énormément de place en ce moment.',
      "C'est difficile de souffler quand le travail déborde sur tout le reste.",
      'Ce que [vous vivez|tu vis] au travail a l’air vraiment usant.',
    ],
    en: [
      'Work seems to be taking up an enormous amount of room right now.',
      "It's hard to breathe when work spills over into everything else.",
      "What you're going through at work sounds really draining.",
    ],
  },
  motivation: {
    fr: [
      "Le manque d'élan arrive à tout le monde, et ce n'est pas de la paresse.",
      "Quand l'énergie n'est pas là, même les petites choses ressemblent à des montagnes.",
      'Ne pas arriver à s’y mettre, c’est souvent le signe d’une fatigue ou d’un trop-plein, pas d’un manque de volonté.',
    ],
    en: [
      "Everyone runs out of steam sometimes, and it isn't laziness.",
      "When the energy isn't there, even small things look like mountains.",
      'Struggling to get started is often a sign of tiredness or overload, not a lack of willpower.',
    ],
  },
  decisions: {
    fr: [
      'Hésiter, c’est souvent le signe que les deux options comptent pour [vous|toi].',
      'Rester longtemps entre deux choix, c’est fatigant : on porte les deux à la fois.',
      "C'est normal d'avoir le cœur partagé face à un choix qui compte.",
    ],
    en: [
      'Hesitating often means both options matter to you.',
      'Staying stuck between two choices is tiring: you carry both at once.',
      "It's natural to feel torn about a choice that matters.",
    ],
  },
  goals: {
    fr: [
      "C'est beau, ce désir d'avancer.",
      "Avoir envie de quelque chose de nouveau, ça donne de l'élan, et parfois un peu le vertige aussi.",
      'Je sens que ce projet [vous|te] tient à cœur.',
    ],
    en: [
      "There's something lovely about this wish to move forward.",
      'Wanting something new gives you energy, and sometimes a bit of vertigo too.',
      'I can tell this project matters to you.',
    ],
  },
  sadness: {
    fr: [
      'La tristesse a besoin de place, et [vous avez|tu as] le droit de la ressentir.',
      "Ce que [vous ressentez|tu ressens] est légitime, même si c'est lourd.",
      "Il n'y a rien à corriger dans la tristesse : elle dit que quelque chose compte.",
    ],
    en: [
      'Sadness needs room, and you have every right to feel it.',
      "What you're feeling is legitimate, even if it's heavy.",
      "There's nothing to fix about sadness: it tells you something matters.",
    ],
  },
  loneliness: {
    fr: [
      'La solitude, c’est une des expériences les plus dures à traverser.',
      "C'est courageux d'en parler : la solitude a tendance à se taire.",
      "Le besoin de lien est profondément humain ; le ressentir n'a rien de honteux.",
    ],
    en: [
      'Loneliness is one of the hardest things to go through.',
      "It's brave to talk about it: loneliness tends to keep quiet.",
      "Needing connection is deeply human; there's nothing shameful about feeling it.",
    ],
  },
  anger: {
    fr: [
      'La colère a souvent quelque chose d’important à dire.',
      "C'est normal d'être en colère quand quelque chose [vous|te] semble injuste.",
      '[Votre|Ta] colère est légitime ; ce qui compte, c’est ce qu’on en fait.',
    ],
    en: [
      'Anger often has something important to say.',
      "It's normal to feel angry when something seems unfair.",
      'Your anger is legitimate; what matters is what you do with it.',
    ],
  },
  gratitude: {
    fr: [
      "Ça fait du bien de s'arrêter sur ce qui va bien.",
      'Ces moments-là comptent, et ils méritent toute [votre|ton] attention.',
      "C'est important de prendre le temps de s'en réjouir.",
    ],
    en: [
      "It's important to take the time to enjoy it.",
      'It feels good to pause on what is going well.',
      'Moments like these matter, and they deserve your full attention.',
    ],
  },
  none: {
    fr: [
      'Tout ce que [vous ressentez|tu ressens] a sa place ici.',
      "Il n'y a pas de bonne ou de mauvaise façon de dire les choses ici.",
      'On peut prendre le temps de déplier tout ça, sans se presser.',
    ],
    en: [
      'Everything you feel has its place here.',
      "There's no right or wrong way to say things here.",
      'We can take the time to unfold all this, without rushing.',
    ],
  },
};

const QUESTIONS: ThemeLines = {
  stress: {
    fr: [
      "Qu'est-ce qui [vous|te] pèse le plus, là, en ce moment ?",
      'Où est-ce que [vous sentez|tu sens] ce stress dans [votre|ton] corps ?',
      "Qu'est-ce qui [vous |t']aiderait à souffler un peu aujourd'hui ?",
    ],
    en: [
      "What's weighing on you most right now?",
      'Where do you feel this stress in your body?',
      'What would help you breathe a little today?',
    ],
  },
  anxiety: {
    fr: [
      "Qu'est-ce qui [vous |t']inquiète le plus, si [vous deviez|tu devais] le dire en une phrase ?",
      'Quand cette inquiétude arrive, qu’est-ce qui se passe en [vous|toi] ?',
      "Qu'est-ce qui [vous |t']apaise, d'habitude, même un peu ?",
    ],
    en: [
      'What worries you most, if you had to say it in one sentence?',
      'When this worry comes, what happens inside you?',
      'What usually soothes you, even a little?',
    ],
  },
  sleep: {
    fr: [
      'Comment se passent [vos|tes] soirées, juste avant de [vous|te] coucher ?',
      'Qu’est-ce qui tourne dans [votre|ta] tête quand [vous êtes|tu es] au lit ?',
      'Depuis combien de temps [vos|tes] nuits sont-elles comme ça ?',
    ],
    en: [
      'What are your evenings like, just before bed?',
      "What goes round in your head when you're in bed?",
      'How long have your nights been like this?',
    ],
  },
  'self-confidence': {
    fr: [
      "Qu'est-ce que [vous diriez|tu dirais] à quelqu'un que [vous aimez|tu aimes] et qui vivrait la même chose ?",
      'Dans quelles situations ce doute se fait-il le plus entendre ?',
      'Quelle est une chose, même petite, que [vous avez réussie|tu as réussie] récemment ?',
    ],
    en: [
      'What would you say to someone you love who was going through the same thing?',
      'In which situations does this doubt speak the loudest?',
      "What's one thing, even a small one, you managed recently?",
    ],
  },
  relationships: {
    fr: [
      "Qu'est-ce qui est le plus difficile pour [vous|toi] dans cette relation en ce moment ?",
      'De quoi [auriez-vous|aurais-tu] besoin de la part de cette personne ?',
      'Comment [aimeriez-vous|aimerais-tu] que les choses se passent entre [vous|vous] ?',
    ],
    en: [
      "What's hardest for you in this relationship right now?",
      'What would you need from this person?',
      'How would you like things to be between you?',
    ],
  },
  work: {
    fr: [
      "Qu'est-ce qui, dans [votre|ton] travail, [vous|te] coûte le plus en ce moment ?",
      'Est-ce qu’il y a un moment de la journée où [vous arrivez|tu arrives] à décrocher ?',
      "Qu'est-ce qui [vous|te] ferait du bien, côté travail, cette semaine ?",
    ],
    en: [
      'What costs you the most at work at the moment?',
      'Is there a moment in the day when you manage to switch off?',
      'What would do you good, work-wise, this week?',
    ],
  },
  motivation: {
    fr: [
      "Qu'est-ce qui [vous|te] donnait de l'élan, avant ?",
      'Si [vous pouviez|tu pouvais] alléger une seule chose, ce serait laquelle ?',
      "Qu'est-ce qui rend le premier pas si lourd, selon [vous|toi] ?",
    ],
    en: [
      'What used to give you energy, before?',
      'If you could lighten just one thing, what would it be?',
      'What makes that first step feel so heavy, do you think?',
    ],
  },
  decisions: {
    fr: [
      'Quand [vous imaginez|tu imagines] chaque option, laquelle [vous|te] soulage le plus ?',
      "Qu'est-ce que [votre|ton] cœur [vous|te] dit, à côté de [votre|ta] tête ?",
      "Qu'est-ce qui [vous|te] fait peur dans chacune des options ?",
    ],
    en: [
      'When you picture each option, which one brings you more relief?',
      'What is your heart telling you, alongside your head?',
      'What scares you about each of the options?',
    ],
  },
  goals: {
    fr: [
      "Qu'est-ce que ça changerait pour [vous|toi], d'y arriver ?",
      "Qu'est-ce qui [vous |t']attire le plus dans ce projet ?",
      'Comment [vous sentez-vous|te sens-tu] quand [vous imaginez|tu imagines] le chemin à parcourir ?',
    ],
    en: [
      'What would it change for you to get there?',
      'What draws you most to this project?',
      'How do you feel when you picture the road ahead?',
    ],
  },
  sadness: {
    fr: [
      'Depuis quand [vous sentez-vous|te sens-tu] comme ça ?',
      'Est-ce qu’il y a quelqu’un autour de [vous|toi] à qui [vous pouvez|tu peux] en parler ?',
      "Qu'est-ce qui [vous|te] ferait un tout petit peu de bien aujourd'hui ?",
    ],
    en: [
      'How long have you been feeling this way?',
      'Is there someone around you that you can talk to about it?',
      'What would do you even a tiny bit of good today?',
    ],
  },
  loneliness: {
    fr: [
      'Y a-t-il une personne, même une seule, avec qui [vous vous sentez|tu te sens] un peu en lien ?',
      'À quels moments la solitude se fait-elle le plus sentir ?',
      'Quel genre de lien [vous|te] manque le plus ?',
    ],
    en: [
      'Is there one person, even just one, you feel a bit connected to?',
      'When does the loneliness feel strongest?',
      'What kind of connection do you miss the most?',
    ],
  },
  anger: {
    fr: [
      "Qu'est-ce qui, dans cette situation, [vous|te] semble le plus injuste ?",
      'De quoi [auriez-vous|aurais-tu] eu besoin à ce moment-là ?',
      'Où est-ce que [vous sentez|tu sens] cette colère, dans [votre|ton] corps ?',
    ],
    en: [
      'What feels most unfair to you in this situation?',
      'What would you have needed in that moment?',
      'Where do you feel this anger in your body?',
    ],
  },
  gratitude: {
    fr: [
      "Qu'est-ce qui a rendu ce moment si bon ?",
      "Qu'est-ce que [vous aimeriez|tu aimerais] garder de ce moment ?",
      'Avec qui [aimeriez-vous|aimerais-tu] partager cette bonne nouvelle ?',
    ],
    en: [
      'What made that moment so good?',
      'What would you like to keep from this moment?',
      'Who would you like to share this good news with?',
    ],
  },
  none: {
    fr: [
      'Comment [vous sentez-vous|te sens-tu], là, maintenant ?',
      '[Voulez-vous|Veux-tu] m’en dire un peu plus ?',
      "Qu'est-ce qui est le plus présent pour [vous|toi] en ce moment ?",
      "Qu'est-ce que ça [vous|te] fait, d'en parler ?",
    ],
    en: [
      'How are you feeling right now?',
      'Would you like to tell me a bit more?',
      "What's most present for you at the moment?",
      'How does it feel to talk about it?',
    ],
  },
};

const OFFER_INTRO: Lines = {
  fr: [
    'Si [vous voulez|tu veux], on peut essayer quelque chose.',
    "J'ai une petite idée qui aide souvent dans ces moments-là.",
    'Quelque chose pourrait [vous |t’]aider un peu.',
  ],
  en: [
    'If you like, we could try something.',
    'I have a small idea that often helps in moments like this.',
    'Something might help a little.',
  ],
};

const OFFER_LATER: Lines = {
  fr: [
    'Est-ce que ça [vous|te] parle ?',
    "Qu'en [pensez-vous|penses-tu] ?",
    '[Voulez-vous|Veux-tu] qu’on regarde ensemble comment le faire ?',
  ],
  en: [
    'Does that speak to you?',
    'What do you think?',
    'Would you like us to look at how to do it together?',
  ],
};

const OFFER_QUESTION: Lines = {
  fr: [
    "[Voulez-vous|Veux-tu] qu'on l'essaie ensemble, maintenant ?",
    'Ça [vous|te] dit d’essayer ensemble ?',
    '[Avez-vous|As-tu] envie d’essayer, là, tout de suite ?',
    "On l'essaie ensemble ?",
  ],
  en: [
    'Would you like to try it together, now?',
    'Shall we try it together?',
    'Do you feel like giving it a go right now?',
    'Want to try it together?',
  ],
};

const DUAL_OFFER: Lines = {
  fr: ['Deux petites choses pourraient [vous |t’]aider : {a}, ou {b}.', 'On peut essayer {a}, ou bien {b}.'],
  en: ['Two small things might help: {a}, or {b}.', 'We could try {a}, or {b}.'],
};

const DUAL_QUESTION: Lines = {
  fr: ["Qu'est-ce qui [vous|te] tente le plus ?", "Qu'est-ce qui [vous|te] tente le plus, pour commencer ?"],
  en: ['Which one appeals to you more?', 'Which appeals to you most, to start with?'],
};

const WHICH_ONE: Lines = {
  fr: ["Avec plaisir. Qu'est-ce qui [vous|te] tente le plus : {list} ?"],
  en: ['Gladly. Which one appeals to you more: {list}?'],
};

const REFERENCE_LINK: Lines = {
  fr: [
    '[Vous parliez|Tu parlais] tout à l’heure de {ref} : est-ce que ça joue aussi sur {topic} ?',
    "Tout à l'heure, [vous évoquiez|tu évoquais] {ref}. Est-ce que c'est lié, d'après [vous|toi] ?",
    'Je repense à ce que [vous disiez|tu disais] de {ref} : est-ce que ça pèse aussi là-dessus ?',
  ],
  en: [
    'You mentioned {ref} earlier: could that be weighing on {topic} too?',
    'Earlier you were talking about {ref}. Do you think it’s connected?',
    "I'm thinking back to what you said about {ref}: is that weighing on this too?",
  ],
};

const REFERENCE_STILL: Lines = {
  fr: [
    '[Vous parliez|Tu parlais] tout à l’heure de {ref} : est-ce que c’est encore ce qui pèse le plus ?',
    'Je repense à ce que [vous disiez|tu disais] de {ref} : comment ça se passe de ce côté-là ?',
    "Tout à l'heure, [vous évoquiez|tu évoquais] {ref}. Où en est-on, de ce côté-là ?",
  ],
  en: [
    'You mentioned {ref} earlier: is that still what weighs on you most?',
    "I'm thinking back to what you said about {ref}: how are things on that side?",
    'Earlier you were talking about {ref}. Where are things with that?',
  ],
};

// ---------------------------------------------------------------------------------------------

function guide(c: Composer, d: Draft, t: Technique): Draft {
  return d.addList(steps(c, t)).add(c.pick(AFTER_GUIDE));
}

function reflection(c: Composer, s: Situation): string | undefined {
  const options: (() => string)[] = [];
  if (s.para !== undefined)
    options.push(
      () => c.pick(REFLECT_PARA, { para: s.para }),
      () => c.pick(REFLECT_PARA, { para: s.para }),
    );
  if (s.quote !== undefined) options.push(() => c.pick(REFLECT_QUOTE, { quote: s.quote }));
  if (s.feeling !== undefined) {
    const f = s.feeling[c.locale];
    options.push(() => c.pick(REFLECT_FEELING, { feeling: f.def, feelingBare: f.bare }));
  }
  const choice = c.rng.pick(options);
  return choice === undefined ? undefined : choice();
}

function share(c: Composer, s: Situation, greeting: boolean, continuation: boolean): Draft {
  const d = new Draft();
  const theme = s.theme;
  const key = theme ?? 'none';
  const mirrored = reflection(c, continuation ? { ...s, para: undefined } : s);
  const shortVoice = c.locale === 'en' && c.informal;

  const fresh = candidates(EMMA_TECHNIQUES, s);
  const lastKind = s.analysis.lastMove.kind;
  const first = fresh[0];
  const second = fresh[1];
  const cued = isCued(first, s.folded);
  // Listen first; once the person has said a few things, and nothing was proposed lately, offer.
  const listened = s.analysis.userTurns.filter((t) => t.themes.length > 0).length;
  const quiet =
    s.analysis.turnsSinceTechnique >= patience(s, 2) ||
    (s.analysis.turnsSinceTechnique >= patience(s, 1) && cued);
  // A first confidence about grief, sadness, loneliness or anger is heard, not "fixed".
  const heavy =
    s.loss || ((theme === 'sadness' || theme === 'loneliness' || theme === 'anger') && s.stage === 0);
  const likely =
    !quiet || heavy
      ? 0
      : eager(s, listened === 0 ? (cued ? 0.5 : 0.3) : cued || s.stage >= 1 || continuation ? 0.9 : 0.6);
  const offerMood =
    first !== undefined &&
    ((s.asksAdvice && theme !== undefined) ||
      (s.reference === undefined &&
        theme !== undefined &&
        theme !== 'gratitude' &&
        lastKind !== 'offer' &&
        lastKind !== 'choice' &&
        c.chance(likely)));

  if (greeting) d.add(hello(c, s.folded, HELLO));
  if (s.loss) {
    // Condolences, the feeling named, an open door.
    return d.add(c.pick(CONDOLENCES)).add(c.pick(VALIDATE.sadness)).add(c.pick(LOSS_QUESTION));
  }
  if (s.harsh) d.add(c.pick(HARSH));
  else if (theme === 'gratitude' && !continuation) d.add(c.pick(JOY));
  else if (continuation) d.add(c.pick(CONTINUATION));
  else if (!greeting && !offerMood && (mirrored === undefined || c.chance(0.4)) && !shortVoice)
    d.add(c.pick(OPENING));
  d.add(mirrored);
  if (!(shortVoice && d.size >= 2) && !(theme === 'gratitude' && d.size >= 2)) d.add(c.pick(VALIDATE[key]));

  if (s.reference !== undefined && !offerMood) {
    const here = topic(c, theme, s.person);
    const linked = here !== undefined && c.chance(continuation ? 0.7 : 0.6);
    return d.add(c.pick(linked ? REFERENCE_LINK : REFERENCE_STILL, { ref: s.reference, topic: here }));
  }
  if (offerMood && first !== undefined) {
    if (second !== undefined && first.now && second.now && c.chance(0.35)) {
      return d
        .add(c.pick(DUAL_OFFER, { a: copyOf(c, first).name, b: copyOf(c, second).name }))
        .add(c.pick(DUAL_QUESTION));
    }
    if (!shortVoice && d.size <= 3) d.add(c.pick(OFFER_INTRO));
    return d.add(c.render(copyOf(c, first).pitch)).add(c.pick(first.now ? OFFER_QUESTION : OFFER_LATER));
  }
  if (theme === 'gratitude' && first !== undefined && s.stage >= 1 && lastKind !== 'offer') {
    return d.add(c.render(copyOf(c, first).pitch)).add(c.pick(OFFER_QUESTION));
  }
  return d.add(c.pick(QUESTIONS[key], {}, s.alreadySaid));
}

/** Emma's reply. */
export function emmaReply(c: Composer, s: Situation): Draft {
  const move = s.analysis.lastMove;
  const intent = s.intent;
  const hasHistory = s.analysis.userTurns.length > 0;
  const mainTopic = topic(c, s.analysis.mainTheme);
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
          .add(mainTopic !== undefined ? c.pick(BACK_QUESTION, { topic: mainTopic }) : c.pick(OPEN_QUESTION));
      return d.add(c.pick(WELCOME)).add(c.pick(OPEN_QUESTION));
    case 'howAreYou':
      return d.add(c.pick(HOW_ARE_YOU)).add(c.pick(AND_YOU));
    case 'identity':
      return d.add(c.pick(IDENTITY)).add(c.pick(AND_YOU));
    case 'offTopic':
      d.add(c.pick(OFF_TOPIC)).add(c.pick(MY_ROLE));
      return d.add(
        mainTopic !== undefined
          ? c.pick(BACK_QUESTION, { topic: mainTopic }, MID_CONVERSATION)
          : c.pick(AND_YOU),
      );
    case 'help':
      return d.add(c.pick(HELP)).add(c.pick(INVITE_MORE));
    case 'recall':
      if (s.memory === undefined) return d.add(c.pick(RECALL_NOTHING)).add(c.pick(INVITE_MORE));
      return d.add(c.pick(RECALL, { memory: s.memory })).add(c.pick(RECALL_QUESTION));
    case 'unclear':
      d.add(c.pick(UNCLEAR));
      return d.add(
        mainTopic !== undefined && c.chance(0.5)
          ? c.pick(BACK_QUESTION, { topic: mainTopic }, MID_CONVERSATION)
          : c.pick(INVITE_MORE),
      );
    case 'thanks': {
      d.add(c.pick(THANKS));
      if (intent.bye) return d.add(wishBack(c, intent.wish) ?? c.pick(BYE)).add(c.pick(BYE_HERE));
      return d.add(c.pick(move.kind === 'guided' ? FEEL_NOW : AFTER_THANKS));
    }
    case 'bye': {
      d.add(wishBack(c, intent.wish) ?? c.pick(BYE));
      const last = s.analysis.lastTechnique;
      if (last !== undefined && c.chance(0.6)) d.add(c.pick(BYE_TECHNIQUE, { tech: copyOf(c, last).name }));
      return d.add(c.pick(BYE_HERE));
    }
    case 'yes': {
      if (move.kind === 'offer' && move.technique !== undefined) {
        return guide(c, d.add(c.pick(GO, { tech: copyOf(c, move.technique).name })), move.technique);
      }
      const first = move.techniques[0];
      if (move.kind === 'choice' && first !== undefined) {
        if (c.chance(0.5)) return d.add(c.pick(WHICH_ONE, { list: techniqueNames(c, move.techniques) }));
        return guide(c, d.add(c.pick(START_WITH, { tech: copyOf(c, first).name })), first);
      }
      if (move.kind === 'guided') return d.add(c.pick(DONE)).add(c.pick(FEEL_NOW));
      if (move.questionKind === 'existence') return d.add(c.pick(GLAD_YES)).add(c.pick(WHAT_BRINGS));
      if (move.questionKind === 'open' && move.question !== undefined && c.chance(0.6)) {
        return d.add(c.pick(REASK, { question: lowerFirst(move.question) }));
      }
      return d.add(c.pick(YES_OPEN)).add(c.pick(TELL_MORE));
    }
    case 'choice': {
      const chosen = move.techniques[intent.index];
      if (chosen === undefined) return d.add(c.pick(YES_OPEN)).add(c.pick(TELL_MORE));
      return guide(c, d.add(c.pick(CHOSEN, { tech: copyOf(c, chosen).name })), chosen);
    }
    case 'no': {
      if (intent.tooMuch === true) return d.add(c.pick(SMALLER)).add(c.pick(SMALLER_QUESTION));
      d.add(c.pick(DECLINED));
      if (move.kind === 'offer' || move.kind === 'choice') return d.add(c.pick(WHAT_NEED));
      return d.add(s.theme !== undefined && c.chance(0.5) ? c.pick(QUESTIONS[s.theme]) : c.pick(WHAT_NEED));
    }
    case 'dontKnow': {
      if (move.kind === 'offer' && move.technique !== undefined) {
        return d
          .add(c.pick(NO_PRESSURE, { tech: copyOf(c, move.technique).name }))
          .add(c.pick(START_TOGETHER));
      }
      const first = move.techniques[0];
      if (move.kind === 'choice' && first !== undefined) {
        return guide(c, d.add(c.pick(START_WITH, { tech: copyOf(c, first).name })), first);
      }
      return d.add(c.pick(NOT_KNOWING)).add(c.pick(GENTLE_PROBE));
    }
    case 'better':
      if (!intent.afterExercise) return d.add(c.pick(PROGRESS)).add(c.pick(AFTER_PROGRESS));
      return d.add(c.pick(BETTER)).add(c.pick(ANCHOR)).add(c.pick(AFTER_BETTER));
    case 'intention':
      d.add(c.pick(INTENTION));
      if (c.chance(0.5)) d.add(c.pick(INTENTION_GENTLE));
      return d.add(c.pick(INTENTION_QUESTION));
    case 'worse': {
      if (!intent.afterExercise) {
        const key = s.theme ?? 'none';
        return d.add(c.pick(HARDER)).add(c.pick(VALIDATE[key])).add(c.pick(QUESTIONS[key]));
      }
      d.add(c.pick(WORSE));
      const alternative = freshTechniques(EMMA_TECHNIQUES[s.theme ?? 'none'], s.analysis, s.folded)[0];
      if (alternative !== undefined && c.chance(0.6)) {
        return d.add(c.render(copyOf(c, alternative).pitch)).add(c.pick(OFFER_QUESTION));
      }
      return d.add(c.pick(WHAT_HARD));
    }
    case 'done':
      return d.add(c.pick(DONE)).add(c.pick(FEEL_NOW));
    case 'score':
      // A score nobody asked for: say it back and ask what it measures rather than guess.
      if (s.analysis.lastMove.scale === undefined)
        return d.add(c.pick(SCORE, { n: String(intent.value) })).add(c.pick(UNASKED_SCORE));
      return d
        .add(c.pick(SCORE, { n: String(intent.value) }))
        .add(c.pick(SCORE_QUESTION, { n: String(intent.value) }));
    case 'time':
      return d.add(c.pick(TIME)).add(c.pick(TIME_GENTLE)).add(c.pick(TIME_QUESTION));
    case 'share':
      return share(c, s, intent.greeting, intent.continuation);
  }
}
