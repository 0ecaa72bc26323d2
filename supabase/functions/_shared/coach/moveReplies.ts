// Reply plans that start from the move (moves.ts): a concrete suggestion when asked, guided step
// by step once taken up; shared joy for good news; a warm close for thanks; an honest answer about
// the coach; options and criteria for a decision; acknowledgement first for venting. Emma and Louis
// keep their voices: Emma soothes (grounding, breathing, journaling, self-compassion, reaching out),
// Louis structures (one next action, time-boxing, decision criteria, pros and cons, a first step).
// Greetings, answers and everything else stay with emma.ts and louis.ts.

import { type Composer, Draft } from './compose.ts';
import { questionClause } from './cues.ts';
import { type CoachTopic, weighsDecision } from './moves.ts';
import { candidates, copyOf, type Situation, steps, wishBack } from './plan.ts';
import { EMMA_TECHNIQUES, LOUIS_TECHNIQUES, type Technique, technique } from './techniques.ts';
import { fold, words } from './text.ts';
import type { Character, Lines } from './types.ts';

type Voice = Record<Character, Lines>;
const voice = (c: Composer, character: Character, lines: Voice, slots = {}): string =>
  c.pick(lines[character], slots);

// ---------------------------------------------------------------------------------------------
// Suggestions

/** What each coach reaches for when asked, in order, after the techniques for the themes at hand. */
const DEFAULT_SUGGESTIONS: Record<Character, readonly string[]> = {
  emma: ['box', 'grounding', 'worryJournal', 'selfCompassion', 'reachOut', 'breath478', 'bodyScan'],
  louis: ['timeBox', 'firstStep', 'twoMinute', 'priorities', 'prosCons', 'values', 'smart'],
};

// What a request aims at ("pour garder mon calme", "to feel less alone", "to prepare my first
// meeting"), each coach's technique for it, tried before the conversation's theme: the request
// names its own purpose.
const AIMS: Record<Character, readonly [RegExp, string][]> = {
  emma: [
    [
      /\b(?:dormir|endormir|sleep|bed|coucher|nuit|night|coeur (?:qui )?bat\w*|heart (?:is )?(?:racing|pounding))\b/,
      'breath478',
    ],
    [/\b(?:seule?|alone|lonely|isole\w*|less alone|moins seule?)\b/, 'reachOut'],
    [
      /\b(?:dire|dis|say|repond\w*|respond|reply|answer|parler a|talk to|tell (?:him|her|them))\b/,
      'iStatement',
    ],
    [
      /\b(?:calme|calm\w*|zen|detend\w*|relax\w*|unwind|apais\w*|nerv\w*|panique\w*|panic\w*|trembl\w*|shak\w*|at ease|a l'aise)\b/,
      'box',
    ],
    [/\b(?:inquiet\w*|worr\w*|rumin\w*|overthink\w*)\b/, 'worryJournal'],
  ],
  louis: [
    [/\b(?:concentr\w*|focus\w*|interromp\w*|interrupt\w*|distract\w*)\b/, 'timeBox'],
    [
      /\b(?:tenir|durer|last\w*|stick|habit\w*|habitude\w*|regulier\w*|consisten\w*|s'y tenir)\b/,
      'tinyHabit',
    ],
    [/\b(?:priori\w*|trier|sort|trop de|too many|too much)\b/, 'priorities'],
    [
      /\b(?:prepar\w*|get ready|organis\w*|plan (?:my|the|a)|par quel bout|where do i start|par ou)\b/,
      'firstStep',
    ],
    [/\b(?:commencer|demarrer|m'y mettre|start\w*|get going|repouss\w*|procrastin\w*)\b/, 'twoMinute'],
    [/\b(?:decid\w*|choisir|choose|trancher)\b/, 'prosCons'],
  ],
};

function aimed(character: Character, s: Situation): Technique | undefined {
  const asked = questionClause(s.folded) ?? s.folded;
  // A bare "une autre alors", "any tips?": the aim is in what was said just before.
  const texts =
    words(asked).length <= 6
      ? [
          asked,
          ...s.analysis.userTurns
            .slice(-5)
            .reverse()
            .map((t) => t.folded),
        ]
      : [asked];
  for (const text of texts)
    for (const [re, id] of AIMS[character]) {
      if (!re.test(text) || s.analysis.offered.has(id)) continue;
      const t = technique(id);
      if (t !== undefined) return t;
    }
  return undefined;
}

// Where the person will need it ("à table", "in the waiting room"), said back in the coach's words.
const PLACES: readonly [RegExp, string, string][] = [
  [/\b(?:a table|repas|diner|dinner|meal|at the table)\b/, 'à table', 'at the table'],
  [/\b(?:reunions?|meetings?)\b/, 'en réunion', 'in a meeting'],
  [/\b(?:salle d'attente|waiting room)\b/, 'dans la salle d’attente', 'in the waiting room'],
  [/\b(?:transports?|metro|bus|train|commute)\b/, 'dans les transports', 'on your commute'],
  [/\b(?:au bureau|at the office|at my desk|a mon bureau)\b/, 'au bureau', 'at your desk'],
];
const DISCREET: Lines = {
  fr: ['Ça se fait discrètement, même {place}.', 'Personne ne le remarquera, même {place}.'],
  en: ['It works discreetly, even {place}.', 'No one will notice, even {place}.'],
};

/** Techniques done on the spot, unseen, when tension rises. */
const CALMING = new Set(['box', 'grounding', 'breath478', 'pauseStop', 'bodyScan']);

const THERE: Lines = {
  fr: [
    'Concrètement : la prochaine fois, {place}, dès que la tension monte, [prenez|prends] une minute pour {tech}.',
  ],
  en: ['Concretely: next time, {place}, as soon as the tension rises, take one minute for {tech}.'],
};

// ---------------------------------------------------------------------------------------------
// A step made smaller

/** The coach's last turn asked for a smaller version of the step (louis.ts, emma.ts). */
export const SHRINK_ASKED =
  /\b(?:deux fois plus petite|meme tout petit|toute petite|seulement la premiere etape|half the size|even if tiny|tiny version|kept only the first step)\b/;
const SMALL_KEPT: Voice = {
  emma: {
    fr: [
      'C’est parfait, et ça compte autant qu’une grande étape. Quand [aimeriez-vous|aimerais-tu] le faire ?',
      'Cette version-là est exactement la bonne : douce et possible. Quand [voulez-vous vous |veux-tu t’]accorder ce moment ?',
    ],
    en: [
      "That's perfect, and it counts just as much as a big step. When would you like to do it?",
      'That version is exactly right: gentle and doable. When would you like to give yourself that moment?',
    ],
  },
  louis: {
    fr: [
      'Parfait : c’est cette version-là qu’on garde, petite mais tenue. Quand exactement [la placez-vous|la places-tu] ?',
      'Très bien, mieux vaut petit et fait que grand et repoussé. Quel jour et à quelle heure ?',
    ],
    en: [
      "Perfect: that's the version we keep, small but done. When exactly will you do it?",
      'Good, small and done beats big and postponed. Which day, and at what time?',
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// After good news: what made it possible, savoured

const SAVOUR_WHY: Voice = {
  emma: {
    fr: [
      'C’est [vous|toi] qui [l’avez|l’as] rendu possible, et ça mérite d’être gardé précieusement. Qu’est-ce que [vous aimeriez|tu aimerais] [vous|te] rappeler de ce moment, la prochaine fois que le doute reviendra ?',
    ],
    en: [
      'You made that happen, and it deserves to be kept close. What would you like to remember about this moment, the next time doubt creeps in?',
    ],
  },
  louis: {
    fr: [
      'Voilà un levier qui [vous |t’]appartient : ça se refait. Où pourrait-il [vous|te] servir la prochaine fois ?',
    ],
    en: ['That is a lever that belongs to you: it can be used again. Where could it help you next time?'],
  },
};

/** What made the good news possible, told: it is savoured and kept as a resource. */
export function savourReply(c: Composer, character: Character): Draft {
  return new Draft().add(voice(c, character, SAVOUR_WHY));
}

/** The person names the smaller version asked for ("ok 10 minutes ça je peux"): it is kept. */
export function smallKeptReply(c: Composer, character: Character): Draft {
  return new Draft().add(voice(c, character, SMALL_KEPT));
}

function suggestion(character: Character, s: Situation): Technique | undefined {
  const aim = aimed(character, s);
  if (aim !== undefined) return aim;
  const table = character === 'emma' ? EMMA_TECHNIQUES : LOUIS_TECHNIQUES;
  const [own, ownSecond] = s.ownThemes;
  // A request that names its own matter ("to feel less lonely", "before my exams") is answered on
  // it; a bare "what do you suggest?" in a conversation weighing a decision gets a way to decide.
  const deciding =
    (own === undefined || own === 'decisions') &&
    (s.analysis.userTurns.slice(-8).some((t) => weighsDecision(t.folded)) ||
      decisionStage(s.analysis.lastBot ?? '') !== undefined);
  const framed = deciding
    ? { ...s, theme: 'decisions' as const, secondTheme: undefined }
    : own !== undefined
      ? { ...s, theme: own, secondTheme: ownSecond }
      : s;
  const first = candidates(table, framed)[0];
  if (first !== undefined) return first;
  for (const id of DEFAULT_SUGGESTIONS[character]) {
    const t = technique(id);
    if (t !== undefined && !s.analysis.offered.has(id)) return t;
  }
  return technique(DEFAULT_SUGGESTIONS[character][0] ?? 'box');
}

const SURE: Voice = {
  emma: {
    fr: ['Bien sûr.', "Oui, j'ai une idée.", 'Volontiers.', 'Avec plaisir.'],
    en: ['Of course.', 'Yes, I have an idea.', 'Gladly.', 'Happy to.'],
  },
  louis: {
    fr: [
      'Oui, allons au concret.',
      'Bien sûr.',
      'Volontiers, restons simples.',
      'Oui, j’ai quelque chose de concret.',
    ],
    en: [
      "Yes, let's get concrete.",
      'Sure.',
      "Gladly, let's keep it simple.",
      'Yes, I have something practical.',
    ],
  },
};
const HERE_IS: Voice = {
  emma: {
    fr: ['Voici ce que je [vous|te] propose.', 'Voici une piste douce.', 'Je [vous|te] propose ceci.'],
    en: ["Here's what I'd suggest.", "Here's a gentle one.", "Here's something to try."],
  },
  louis: {
    fr: [
      'Voici ce que je [vous|te] propose.',
      'J’ai une méthode à [vous|te] proposer.',
      'Voici une méthode qui marche bien.',
    ],
    en: ["Here's what I'd suggest.", 'I have a method to suggest.', "Here's a method that works well."],
  },
};
const TRY_NOW: Voice = {
  emma: {
    fr: ["On l'essaie ensemble, maintenant ?", "[Voulez-vous|Veux-tu] qu'on le fasse ensemble, pas à pas ?"],
    en: ['Shall we try it together, right now?', 'Would you like to do it together, step by step?'],
  },
  louis: {
    fr: [
      "On l'essaie ensemble, maintenant ?",
      '[Voulez-vous|Veux-tu] qu’on le fasse ensemble, étape par étape ?',
    ],
    en: ['Shall we try it together, right now?', 'Want to go through it together, step by step?'],
  },
};
const PLAN_IT: Voice = {
  emma: {
    fr: ['On le prépare ensemble, étape par étape ?', "[Voulez-vous|Veux-tu] qu'on le prépare ensemble ?"],
    en: ['Shall we prepare it together, step by step?', 'Would you like to prepare it together?'],
  },
  louis: {
    fr: ['On le prépare ensemble, étape par étape ?', '[Voulez-vous|Veux-tu] qu’on le cale ensemble ?'],
    en: ['Shall we set it up together, step by step?', 'Want to plan it together?'],
  },
};
const CONCRETELY: Lines = {
  fr: ['Concrètement : {step}', 'Pour commencer : {step}'],
  en: ['Concretely: {step}', 'To start: {step}'],
};

export function suggestReply(c: Composer, s: Situation, character: Character): Draft {
  const t = suggestion(character, s);
  const d = new Draft().add(voice(c, character, SURE)).add(voice(c, character, HERE_IS));
  if (t === undefined) return d;
  const copy = copyOf(c, t);
  d.add(c.render(copy.pitch));
  // "Garder mon calme à table": the step is set where it will be needed.
  const place = CALMING.has(t.id) ? PLACES.find(([re]) => re.test(s.folded)) : undefined;
  if (place !== undefined) {
    const where = c.one({ fr: place[1], en: place[2] });
    d.add(c.pick(DISCREET, { place: where }));
    d.add(c.pick(THERE, { place: where, tech: copy.name }));
  } else d.add(c.pick(CONCRETELY, { step: lowerStep(c.render(copy.step) ?? '') }));
  return d.add(voice(c, character, t.now ? TRY_NOW : PLAN_IT));
}

const lowerStep = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const GO: Voice = {
  emma: {
    fr: [
      'Allons-y, tout doucement. On fait {tech} ensemble :',
      'Très bien, on y va pour {tech}, à [votre|ton] rythme :',
    ],
    en: ["Let's go, gently. We'll do {tech} together:", "Lovely, let's do {tech}, at your own pace:"],
  },
  louis: {
    fr: ['Parfait, on y va pour {tech}, étape par étape :', 'Très bien. {Tech}, en quatre temps :'],
    en: ["Great, let's do {tech}, step by step:", 'Good. {Tech}, one step at a time:'],
  },
};
const AFTER_STEPS: Voice = {
  emma: {
    fr: [
      '[Prenez tout le temps nécessaire|Prends tout ton temps], puis [dites|dis]-moi comment [vous vous sentez|tu te sens].',
      'Quand [vous avez|tu as] fini, [racontez|raconte]-moi ce que [vous avez remarqué|tu as remarqué].',
    ],
    en: [
      'Take all the time you need, then tell me how you feel.',
      "When you're done, tell me what you noticed.",
    ],
  },
  louis: {
    fr: [
      'Quand c’est fait, [dites|dis]-moi où [vous en êtes|tu en es].',
      "[Faites|Fais] la première étape maintenant, puis [revenez|reviens] me dire comment ça s'est passé.",
    ],
    en: [
      "When it's done, tell me where you are.",
      'Do the first step now, then come back and tell me how it went.',
    ],
  },
};

// An exercise described in the coach's last turn without its name ("an exercise of breathing: four
// seconds in…", "noticing five things you can see").
const DESCRIBED: readonly [RegExp, string][] = [
  [/\b(?:respir|breath|inspir|souffle)/, 'box'],
  [/\b(?:ancrage|grounding|cinq choses|five things|5 choses|5 things)/, 'grounding'],
  [/\b(?:carnet|journal|ecrire|write down|jot)/, 'worryJournal'],
  [/\b(?:bienveillan|compassion|kind to yourself|doux avec)/, 'selfCompassion'],
  [/\b(?:minuteur|timer|bloc|block|time-?box)/, 'timeBox'],
  [/\b(?:critere|criteria|pour et contre|pros and cons)/, 'prosCons'],
];

function described(lastBot: string): Technique | undefined {
  const folded = fold(lastBot);
  const id = DESCRIBED.find(([re]) => re.test(folded))?.[1];
  return id === undefined ? undefined : technique(id);
}

/** "Oui, essayons": the last suggestion, guided step by step. */
export function guideReply(c: Composer, s: Situation, character: Character): Draft {
  const move = s.analysis.lastMove;
  const chosen =
    s.intent.kind === 'choice'
      ? move.techniques[s.intent.index]
      : (move.technique ?? s.analysis.lastTechnique);
  const t = chosen ?? described(s.analysis.lastBot ?? '') ?? suggestion(character, s);
  const d = new Draft();
  if (t === undefined) return d;
  return d
    .add(voice(c, character, GO, { tech: copyOf(c, t).name }))
    .addList(steps(c, t))
    .add(voice(c, character, AFTER_STEPS));
}

// ---------------------------------------------------------------------------------------------
// Good news

const JOY: Voice = {
  emma: {
    fr: [
      'Oh, quelle belle nouvelle !',
      'Ça me fait tellement plaisir de lire ça !',
      'Quel beau moment !',
      'Génial, vraiment !',
    ],
    en: [
      'Oh, what wonderful news!',
      "I'm so happy to read this!",
      'What a lovely moment!',
      "That's wonderful!",
    ],
  },
  louis: {
    fr: [
      'Bravo, belle victoire !',
      'Félicitations, c’est une vraie réussite !',
      'Excellente nouvelle, bravo !',
      'Bravo !',
    ],
    en: [
      'Well done, that is a real win!',
      'Congratulations, that is a real achievement!',
      'Great news!',
      'Brilliant!',
    ],
  },
};
const SAVOUR: Voice = {
  emma: {
    fr: [
      'Ces moments-là méritent qu’on s’y arrête un instant, pour en profiter pleinement.',
      '[Prenez|Prends] le temps d’en profiter, ça compte.',
      'Ce genre de joie, ça vaut la peine de la garder un peu avec soi.',
    ],
    en: [
      'Moments like this deserve a pause, just to take them in.',
      'Take the time to enjoy that, it matters.',
      'That kind of joy is worth holding on to for a little while.',
    ],
  },
  louis: {
    fr: [
      'Ça mérite d’être noté : ce sont ces réussites qui construisent la confiance.',
      '[Prenez|Prends] une seconde pour le célébrer, avant de passer à la suite.',
    ],
    en: [
      'Worth writing down: wins like this are what build confidence.',
      'Take a second to celebrate it before moving on.',
    ],
  },
};
const SAVOUR_QUESTION: Voice = {
  emma: {
    fr: [
      'Qu’est-ce qui [vous a|t’a] fait le plus de bien, là-dedans ?',
      'De quoi [avez-vous|as-tu] envie de [vous|te] souvenir, là-dedans ?',
      'Comment [vous sentez-vous|te sens-tu], là, en y repensant ?',
    ],
    en: [
      'What felt best about it?',
      'What would you like to keep from it?',
      'How do you feel now, thinking back on it?',
    ],
  },
  louis: {
    fr: [
      'Qu’est-ce qui a fait la différence, selon [vous|toi] ? C’est ce qu’on pourra réutiliser.',
      'Qu’est-ce que [vous avez|tu as] fait de différent, cette fois ?',
      'Et maintenant, quelle est la suite que [vous vous donnez|tu te donnes] ?',
    ],
    en: [
      "What made the difference, in your view? That's what we can reuse.",
      'What did you do differently this time?',
      "And now, what's the next thing you're aiming for?",
    ],
  },
};

export function goodNewsReply(c: Composer, s: Situation, character: Character): Draft {
  const d = new Draft().add(voice(c, character, JOY));
  // "On a tellement rigolé" (we): said back, it would sound as if the coach had been there.
  if (s.para !== undefined && !/\b(?:on|we)\b/.test(s.folded) && c.chance(0.4))
    d.add(
      c.pick(
        { fr: ['{Para} : voilà qui fait du bien à lire.'], en: ['{Para}: that is so good to read.'] },
        { para: s.para },
      ),
    );
  else d.add(voice(c, character, SAVOUR));
  return d.add(voice(c, character, SAVOUR_QUESTION));
}

// ---------------------------------------------------------------------------------------------
// Thanks and goodbyes: a warm close, no new question.

const WELCOME: Voice = {
  emma: {
    fr: [
      'Avec plaisir, vraiment.',
      'Merci à [vous|toi] d’avoir pris ce temps.',
      'Ça me touche, merci.',
      'De rien, c’était un plaisir.',
    ],
    en: [
      'My pleasure, truly.',
      'Thank you for taking this time.',
      "That's kind, thank you.",
      "You're welcome, it was a pleasure.",
    ],
  },
  louis: {
    fr: [
      'Avec plaisir.',
      'Content que ce soit plus clair.',
      'De rien, beau travail de [votre|ton] côté.',
      'Merci à [vous|toi], c’était un bon échange.',
    ],
    en: [
      'My pleasure.',
      "Glad it's clearer.",
      'You’re welcome, good work on your side.',
      'Thank you, that was a good exchange.',
    ],
  },
};
const KEEP: Voice = {
  emma: {
    fr: ['[Gardez|Garde] {tech} sous la main, pour les moments où ça remonte.'],
    en: ['Keep {tech} close by, for the moments when it comes back.'],
  },
  louis: {
    fr: [
      '[Gardez|Garde] {tech} dans [votre|ta] boîte à outils.',
      '[Tenez|Tiens]-moi au courant de la suite.',
    ],
    en: ['Keep {tech} in your toolkit.', 'Let me know how it goes.'],
  },
};
const CLOSE: Voice = {
  emma: {
    fr: [
      '[Prenez soin de vous|Prends soin de toi], je suis là quand [vous voulez|tu veux].',
      'Je reste là, à bientôt.',
      'À bientôt, [prenez soin de vous|prends soin de toi].',
    ],
    en: [
      "Take care of yourself, I'm here whenever you need.",
      "I'm here, see you soon.",
      'See you soon, take care.',
    ],
  },
  louis: {
    fr: [
      'Je suis là quand [vous voulez|tu veux] faire le point.',
      'À bientôt, et bon courage pour la suite.',
      '[Revenez|Reviens] quand [vous voulez|tu veux], je suis là.',
    ],
    en: [
      "I'm here whenever you want to take stock.",
      'See you soon, and keep it up.',
      "Come back whenever you like, I'm here.",
    ],
  },
};

export function thanksReply(c: Composer, s: Situation, character: Character): Draft {
  const d = new Draft();
  const intent = s.intent;
  const thanked =
    intent.kind === 'thanks' || /\b(?:merci|thank|thanks|cheers|gentil|kind|appreciate)\b/.test(s.folded);
  if (thanked) d.add(voice(c, character, WELCOME));
  const last = s.analysis.lastTechnique;
  if (last !== undefined && s.analysis.turnsSinceTechnique <= 4 && c.chance(0.6))
    d.add(voice(c, character, KEEP, { tech: copyOf(c, last).name }));
  const wish = intent.kind === 'thanks' || intent.kind === 'bye' ? intent.wish : undefined;
  d.add(wishBack(c, wish));
  return d.add(voice(c, character, CLOSE));
}

// ---------------------------------------------------------------------------------------------
// About the coach: honest, short, then back to the person.

const ABOUT: Record<CoachTopic, Voice> = {
  ai: {
    emma: {
      fr: [
        'Je suis une IA, pas une personne : Emma, une coach virtuelle pensée pour le bien-être et l’écoute. Je ne remplace pas un professionnel de santé, mais je peux [vous |t’]aider à y voir plus clair.',
        'Bonne question : je suis une intelligence artificielle, pas un humain. Je suis là pour écouter et proposer des pistes de bien-être, sans jugement.',
      ],
      en: [
        "I'm an AI, not a person: Emma, a virtual coach made for wellbeing and listening. I don't replace a health professional, but I can help you see things more clearly.",
        'Good question: I am an artificial intelligence, not a human. I am here to listen and offer wellbeing ideas, without judgement.',
      ],
    },
    louis: {
      fr: [
        'Je suis une IA, pas un humain : Louis, un coach virtuel. Personne ne lit la conversation en direct. Je ne remplace pas un professionnel de santé, mais je peux [vous |t’]aider à structurer les choses.',
        'Franchement : je suis une intelligence artificielle, pas une personne. Mon rôle, c’est le coaching et l’organisation, jamais le diagnostic.',
      ],
      en: [
        "I'm an AI, not a human: Louis, a virtual coach. Nobody reads the conversation live. I don't replace a health professional, but I can help you structure things.",
        'Honestly: I am an artificial intelligence, not a person. My role is coaching and getting organised, never diagnosis.',
      ],
    },
  },
  privacy: {
    emma: {
      fr: [
        '[Vos|Tes] conversations sont liées à [votre|ton] compte, protégées, et personne d’autre ne les lit dans l’application. [Vous pouvez|Tu peux] les exporter ou les effacer depuis le menu de la conversation.',
      ],
      en: [
        'Your conversations are tied to your account, protected, and no one else reads them in the app. You can export or delete them from the conversation menu.',
      ],
    },
    louis: {
      fr: [
        'Les faits : [vos|tes] messages sont enregistrés dans [votre|ton] compte pour garder le fil, protégés, et personne d’autre n’y a accès dans l’application. [Vous pouvez|Tu peux] les exporter ou les effacer depuis le menu de la conversation.',
      ],
      en: [
        'The facts: your messages are stored in your account to keep the thread, protected, and no one else has access to them in the app. You can export or delete them from the conversation menu.',
      ],
    },
  },
  creator: {
    emma: {
      fr: [
        'J’ai été conçue par l’équipe d’Emma & Louis, une application française de coaching bien-être. Je suis une IA, pensée pour écouter sans juger.',
      ],
      en: [
        'I was created by the Emma & Louis team, a French wellbeing-coaching app. I am an AI, made to listen without judging.',
      ],
    },
    louis: {
      fr: [
        'J’ai été conçu par l’équipe d’Emma & Louis, une application française de coaching. Je suis une IA, pensée pour aider à progresser pas à pas.',
      ],
      en: [
        'I was built by the Emma & Louis team, a French coaching app. I am an AI, designed to help you move forward step by step.',
      ],
    },
  },
  cost: {
    emma: {
      fr: [
        'Chaque message envoyé à un coach utilise un crédit. [Votre|Ton] solde s’affiche dans la conversation, et les formules d’abonnement sont dans les réglages, onglet Abonnement.',
      ],
      en: [
        'Each message you send to a coach uses one credit. Your balance shows in the conversation, and the subscription plans are in the settings, under Subscription.',
      ],
    },
    louis: {
      fr: [
        'Simple : un message envoyé à un coach, c’est un crédit. [Votre|Ton] solde est affiché dans la conversation ; les formules d’abonnement sont dans les réglages, onglet Abonnement.',
      ],
      en: [
        'Simple: one message to a coach is one credit. Your balance shows in the conversation; the subscription plans are in the settings, under Subscription.',
      ],
    },
  },
};
const BACK_TO_YOU: Voice = {
  emma: {
    fr: [
      'Et [vous|toi], comment [allez-vous|vas-tu] en ce moment ?',
      'Qu’est-ce qui [vous |t’]amène aujourd’hui ?',
    ],
    en: ['And you, how are you doing at the moment?', 'What brings you here today?'],
  },
  louis: {
    fr: [
      'Sur quoi [voulez-vous|veux-tu] avancer aujourd’hui ?',
      'Qu’est-ce qu’on met au clair aujourd’hui ?',
    ],
    en: ['What would you like to move forward on today?', 'What shall we get clear on today?'],
  },
};
const BACK_TO_TOPIC: Lines = {
  fr: ['On reprend là où on en était ?', 'On revient à ce dont [vous parliez|tu parlais] ?'],
  en: ['Shall we pick up where we were?', 'Shall we come back to what you were telling me?'],
};

export function aboutReply(c: Composer, s: Situation, character: Character, topic: CoachTopic): Draft {
  const d = new Draft();
  if (/^\W*(?:merci|thanks|thank you|cheers)\b/.test(s.folded)) d.add(voice(c, character, WELCOME));
  d.add(voice(c, character, ABOUT[topic]));
  const talking = s.analysis.userTurns.some((t) => t.themes.length > 0);
  return d.add(talking ? c.pick(BACK_TO_TOPIC) : voice(c, character, BACK_TO_YOU));
}

// ---------------------------------------------------------------------------------------------
// Decisions: options and criteria.

const TORN: Voice = {
  emma: {
    fr: [
      'Hésiter entre deux chemins, c’est inconfortable, et c’est normal de tourner en rond.',
      'C’est un vrai choix, et les deux options ont l’air d’avoir du poids pour [vous|toi].',
    ],
    en: [
      "Being torn between two paths is uncomfortable, and it's normal to go round in circles.",
      'This is a real choice, and both options seem to matter to you.',
    ],
  },
  louis: {
    fr: [
      'Posons la décision à plat, ce sera plus simple à trancher.',
      'Deux options, donc : on va les comparer sur ce qui compte vraiment.',
    ],
    en: [
      "Let's lay the decision out flat, it'll be easier to settle.",
      "Two options, then: let's compare them on what really matters.",
    ],
  },
};
const VALUES: Lines = {
  fr: [
    'Plutôt que de chercher la « bonne » réponse, on peut regarder ce qui [vous |t’]importe vraiment ici : la sécurité, les liens, la liberté, l’envie.',
    'Une piste : imaginer chaque option dans un an, et remarquer laquelle [vous|te] soulage, laquelle [vous|te] serre un peu.',
  ],
  en: [
    'Rather than looking for the "right" answer, we can look at what you really care about here: security, connection, freedom, desire.',
    'One idea: picture each option a year from now, and notice which one brings relief and which one feels tight.',
  ],
};
const CRITERIA_STEPS: Lines = {
  fr: [
    '[Écrivez|Écris] les deux options côte à côte.',
    '[Notez|Note] trois critères qui comptent vraiment pour [vous|toi] (argent, temps, envie, proches…).',
    '[Donnez|Donne] à chaque option une note sur 10 pour chaque critère, puis [regardez|regarde] ce que [votre|ton] intuition en dit.',
  ],
  en: [
    'Write the two options side by side.',
    'Note three criteria that really matter to you (money, time, desire, people…).',
    'Score each option out of 10 on each criterion, then see what your gut says about the result.',
  ],
};
const DECISION_QUESTION: Voice = {
  emma: {
    fr: [
      'Qu’est-ce qui compte le plus pour [vous|toi], dans ce choix ?',
      'Quand [vous imaginez|tu imagines] chaque option, laquelle [vous|te] donne le plus d’élan ?',
    ],
    en: [
      'What matters most to you in this choice?',
      'When you picture each option, which one gives you more energy?',
    ],
  },
  louis: {
    fr: ['Quel serait [votre|ton] critère numéro un ?', 'Par quel critère [voulez-vous|veux-tu] commencer ?'],
    en: ['What would be your number-one criterion?', 'Which criterion do you want to start with?'],
  },
};

export function decisionReply(c: Composer, character: Character): Draft {
  const d = new Draft().add(voice(c, character, TORN));
  if (character === 'emma') return d.add(c.pick(VALUES)).add(voice(c, character, DECISION_QUESTION));
  return d
    .addList(CRITERIA_STEPS[c.locale].map((step) => c.render(step) ?? step))
    .add(voice(c, character, DECISION_QUESTION));
}

// ---------------------------------------------------------------------------------------------
// Venting: acknowledgement first, then what the person needs.

const HEARD: Voice = {
  emma: {
    fr: [
      'Il y a de quoi en avoir marre.',
      'C’est vraiment frustrant, et [vous avez|tu as] le droit d’être à bout.',
      'Ça fait beaucoup, tout ça, je comprends que la coupe soit pleine.',
      'Je [vous |t’]entends : c’est épuisant, et c’est injuste.',
    ],
    en: [
      'No wonder you are fed up.',
      "That's so frustrating, and you have every right to be at the end of your rope.",
      'That is a lot, I understand the cup is full.',
      'I hear you: that is exhausting, and it is unfair.',
    ],
  },
  louis: {
    fr: [
      'C’est rageant, surtout quand on s’est donné du mal.',
      'Je comprends la frustration, il y a de quoi.',
      'Là, c’est légitime d’en avoir marre.',
    ],
    en: [
      "That's infuriating, especially when you've put in the effort.",
      'I understand the frustration, no wonder.',
      "It's understandable to be fed up right now.",
    ],
  },
};
const SPACE: Voice = {
  emma: {
    fr: ['Ici, [vous pouvez|tu peux] tout dire, sans filtre.', 'Inutile de bien formuler, je suis là.'],
    en: ['Here, you can let it all out, no filter.', 'No need to say it perfectly, I am here.'],
  },
  louis: {
    fr: [
      'On peut d’abord poser les faits, puis regarder ce qui est dans [votre|ta] main.',
      'Quand la colère retombe un peu, on regardera ce qui dépend de [vous|toi].',
    ],
    en: [
      "We can lay out the facts first, then look at what's in your hands.",
      'Once the anger settles a little, we can look at what depends on you.',
    ],
  },
};
const NEED: Voice = {
  emma: {
    fr: [
      'Qu’est-ce qui a été le plus dur à avaler, aujourd’hui ?',
      '[Avez-vous|As-tu] surtout besoin de vider [votre|ton] sac, ou qu’on cherche une piste ensemble ?',
    ],
    en: [
      'What was the hardest part to swallow today?',
      'Do you mostly need to let it out, or shall we look for an idea together?',
    ],
  },
  louis: {
    fr: [
      'Qu’est-ce qui [vous|te] reste le plus en travers : les faits, ou la façon dont ça s’est passé ?',
      'Qu’est-ce qui, là-dedans, dépend un peu de [vous|toi] ?',
    ],
    en: [
      'What sticks with you most: the facts, or the way it happened?',
      'What, in all this, depends a little on you?',
    ],
  },
};

export function ventingReply(c: Composer, s: Situation, character: Character): Draft {
  const d = new Draft().add(voice(c, character, HEARD));
  if (s.para !== undefined && c.chance(0.5))
    d.add(
      c.pick(
        {
          fr: ['{Para} : ça use.', 'En plus, {para}.'],
          en: ['{Para}: that wears you down.', 'On top of that, {para}.'],
        },
        { para: s.para },
      ),
    );
  else d.add(voice(c, character, SPACE));
  return d.add(voice(c, character, NEED));
}

const SCORE_OPTIONS: Voice = {
  emma: {
    fr: [
      'C’est important, ça. En gardant ce critère en tête, laquelle des deux options [vous|te] ressemble le plus ?',
      'Merci, ça éclaire le choix. Si ce critère passait en premier, vers quelle option [iriez-vous|irais-tu] ?',
    ],
    en: [
      'That matters. Keeping this criterion in mind, which of the two options feels more like you?',
      'Thank you, that sheds light on the choice. If this criterion came first, which option would you lean towards?',
    ],
  },
  louis: {
    fr: [
      'Bon critère. [Donnez|Donne] une note sur 10 à chaque option pour ce critère : laquelle l’emporte, et de combien ?',
      'Parfait, c’est notre grille. Sur ce critère, quelle option l’emporte, et de combien de points sur 10 ?',
    ],
    en: [
      'Good criterion. Score each option out of 10 on it: which one wins, and by how much?',
      "Perfect, that's our grid. On this criterion, which option wins, and by how many points out of 10?",
    ],
  },
};
const TIE_BREAK: Voice = {
  emma: {
    fr: [
      'Quand le choix reste serré, une piste : [imaginez|imagine] que [vous avez|tu as] déjà choisi l’une des deux, et [remarquez|remarque] [votre|ta] première réaction, plutôt soulagement ou plutôt regret. Qu’est-ce que [vous ressentez|tu ressens] ?',
    ],
    en: [
      'When the choice stays close, one idea: imagine you have already picked one of them, and notice your first reaction, more relief or more regret. What do you feel?',
    ],
  },
  louis: {
    fr: [
      'Quand l’écart est serré, on tranche par un test : [imaginez|imagine] que [vous avez|tu as] choisi l’option qui gagne, et [notez|note] [votre|ta] première réaction, soulagement ou regret. Autre piste : tester l’option en petit avant de s’engager. Laquelle des deux pistes [vous|te] parle ?',
    ],
    en: [
      'When the gap is close, settle it with a test: imagine you have picked the winning option, and note your first reaction, relief or regret. Another route: try the option on a small scale before committing. Which of the two routes speaks to you?',
    ],
  },
};

const DIRECTION: Voice = {
  emma: {
    fr: [
      'Il y a donc une option qui [vous|te] tire un peu plus. Qu’est-ce qui rendrait ce choix plus doux à faire, dans les prochains jours ?',
      'Une direction se dessine. Qu’est-ce que [vous ressentez|tu ressens] en [vous|te] disant que c’est celle-là ?',
    ],
    en: [
      'So one option pulls you a little more. What would make that choice gentler to make, over the next few days?',
      'A direction is taking shape. How does it feel to tell yourself it is that one?',
    ],
  },
  louis: {
    fr: [
      'Bien : une option passe devant. Quelle petite action, cette semaine, permettrait de la tester avant de s’engager pour de bon ?',
      '[Vous avez|Tu as] une direction. Prochaine étape : qu’est-ce qui [vous|te] manque encore pour décider, et d’ici quand [pouvez-vous|peux-tu] l’obtenir ?',
    ],
    en: [
      'Good: one option is ahead. What small action this week would let you test it before committing for good?',
      'You have a direction. Next step: what do you still need in order to decide, and by when can you get it?',
    ],
  },
};

const DIRECTION_TAKEN: Voice = {
  emma: {
    fr: [
      'C’est une belle façon d’avancer, à [votre|ton] rythme. Comment [vous sentez-vous|te sens-tu] en y pensant ?',
    ],
    en: ['That sounds like a kind way forward, at your own pace. How do you feel, thinking about it?'],
  },
  louis: {
    fr: ['C’est un bon test, concret. Quand exactement [allez-vous|vas-tu] le faire ?'],
    en: ["That's a good, concrete test. When exactly will you do it?"],
  },
};

const CRITERIA_ASKED =
  /\b(?:critere numero un|commencer par quel critere|par quel critere|compte le plus pour|number-one criterion|criterion do you want|matters most to you|le plus d'elan|more energy)\b/;
/** A direction was named and its next step asked. */
const DIRECTION_ASKED =
  /\b(?:une direction se dessine|une option passe devant|vous avez une direction|tu as une direction|direction is taking shape|one option is ahead|you have a direction|one option pulls you|une option qui (?:vous|te) tire)\b/;
/** The tie-break test was offered: what comes back is a leaning, to turn into a next step. */
const TIE_TESTED = /\b(?:soulagement ou (?:plutot )?regret|relief or (?:more )?regret)\b/;
const OPTIONS_SCORED =
  /\b(?:l'emporte|ressemble le plus|vers quelle option|which one wins|option wins|feels more like you|lean towards)\b/;

/** Where a decision stands after the coach's last turn: its criteria asked, or the options scored. */
export function decisionStage(lastBot: string): 'criteria' | 'scored' | 'tested' | 'direction' | undefined {
  const folded = fold(lastBot);
  if (DIRECTION_ASKED.test(folded)) return 'direction';
  if (TIE_TESTED.test(folded)) return 'tested';
  if (OPTIONS_SCORED.test(folded)) return 'scored';
  if (CRITERIA_ASKED.test(folded)) return 'criteria';
  return undefined;
}

/** After the options were scored: a clear lead ("8 to 6", "clearly Paris") is a direction. */
function clearLead(character: Character, folded: string): boolean {
  if (character === 'emma') return true; // Emma asked which one feels more like you: the answer is the leaning.
  const scores = [...folded.matchAll(/\b(10|\d)\b/g)].map((m) => Number(m[1]));
  const [a, b] = scores;
  if (a !== undefined && b !== undefined) return Math.abs(a - b) >= 2;
  return /\b(?:clairement|nettement|largement|sans hesiter|clearly|easily|by far|definitely)\b/.test(folded);
}

export function decisionFollowUp(
  c: Composer,
  character: Character,
  stage: 'criteria' | 'scored' | 'tested' | 'direction',
  folded = '',
): Draft {
  const lines =
    stage === 'direction'
      ? DIRECTION_TAKEN
      : stage === 'criteria'
        ? SCORE_OPTIONS
        : stage === 'scored' && !clearLead(character, folded)
          ? TIE_BREAK
          : DIRECTION;
  return new Draft().add(voice(c, character, lines));
}
