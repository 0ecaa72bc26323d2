/**
 * The answer sent instead of a coach reply when detectCrisis flags a message (costs no credit).
 *
 * Warm and direct, in Emma's (gentle) or Louis's (structured) voice but never playful: it
 * acknowledges what was said, says the person deserves support now and that the coach is an AI
 * that cannot be enough on its own, gives 3114 first, then 15/112, 114 by SMS and SOS Amitié,
 * encourages contacting someone they trust, offers a short grounding exercise, and asks whether
 * they are safe right now. French uses "vous". No diagnosis or treatment vocabulary.
 * Plain text with short paragraphs, readable on a phone.
 */
import type { CharacterId as Character } from '../contracts/characters.ts';
import type { ChatLocale as Locale } from '../contracts/chat.ts';

const LINES: Record<Locale, string> = {
  fr: [
    '• 3114 : prévention du suicide. Gratuit, 24 h/24 et 7 j/7, des professionnels vous répondent.',
    '• 15 (SAMU) ou 112 : si vous êtes en danger immédiat.',
    '• 114 par SMS : si vous ne pouvez pas parler.',
    '• SOS Amitié, 09 72 39 40 50 : une écoute anonyme, jour et nuit.',
  ].join('\n'),
  en: [
    '• 3114: suicide prevention line (France). Free, 24/7, trained professionals answer.',
    '• 15 (SAMU) or 112: if you are in immediate danger.',
    '• 114 by text message: if you cannot speak.',
    '• SOS Amitié, 09 72 39 40 50: anonymous listening, day and night (in French).',
  ].join('\n'),
};

const REPLIES: Record<Locale, Record<Character, readonly string[]>> = {
  fr: {
    emma: [
      "Merci de me l'avoir écrit. Ce que vous venez de dire compte, et je le prends au sérieux : vous traversez quelque chose de très douloureux.",
      'Vous méritez du soutien, là, maintenant. Je suis Emma, une IA : je ne peux pas suffire à moi seule dans un moment pareil. Des personnes formées peuvent vous écouter tout de suite :',
      LINES.fr,
      "Si vous le pouvez, écrivez ou appelez aussi maintenant quelqu'un en qui vous avez confiance, et dites-lui simplement que ça ne va pas.",
      [
        'Si vous voulez, respirons ensemble un instant :',
        "Inspirez doucement par le nez en comptant jusqu'à 4.",
        'Retenez votre souffle 2 secondes.',
        "Soufflez lentement par la bouche en comptant jusqu'à 6.",
        'Recommencez trois fois, les pieds bien posés au sol.',
      ].join('\n'),
      'Je suis là et je vous lis. Êtes-vous en sécurité en ce moment ?',
    ],
    louis: [
      'Merci de me le dire. Ce que vous venez d’écrire est important, et je le prends au sérieux.',
      'Vous méritez un vrai soutien, dès maintenant. Je suis Louis, une IA : je ne peux pas être la seule aide dans une situation comme celle-ci. Des personnes formées sont disponibles tout de suite :',
      LINES.fr,
      'Si vous le pouvez, prévenez aussi maintenant une personne de confiance : un appel ou un simple message suffit.',
      [
        "En attendant, un exercice pour revenir à l'instant présent :",
        'Nommez 5 choses que vous voyez, 4 que vous pouvez toucher,',
        '3 sons que vous entendez, 2 odeurs autour de vous,',
        'puis prenez 1 respiration lente et profonde.',
      ].join('\n'),
      'Êtes-vous en sécurité en ce moment ?',
    ],
  },
  en: {
    emma: [
      'Thank you for telling me. What you just wrote matters, and I take it seriously: you are going through something very painful.',
      "You deserve support, right now. I'm Emma, an AI: I can't be enough on my own in a moment like this. Trained people can listen to you straight away:",
      LINES.en,
      "If you can, text or call someone you trust now as well, and simply tell them you're not okay.",
      [
        "If you'd like, let's breathe together for a moment:",
        'Breathe in gently through your nose for a count of 4.',
        'Hold for 2 seconds.',
        'Breathe out slowly through your mouth for a count of 6.',
        'Repeat three times, feet flat on the floor.',
      ].join('\n'),
      "I'm here and I'm reading you. Are you safe right now?",
    ],
    louis: [
      'Thank you for telling me. What you just wrote is important, and I take it seriously.',
      "You deserve real support, starting now. I'm Louis, an AI: I can't be the only help in a situation like this. Trained people are available straight away:",
      LINES.en,
      'If you can, let someone you trust know now as well: a call or a short message is enough.',
      [
        'In the meantime, an exercise to come back to the present moment:',
        'Name 5 things you can see, 4 you can touch,',
        '3 sounds you can hear, 2 things you can smell,',
        'then take 1 slow, deep breath.',
      ].join('\n'),
      'Are you safe right now?',
    ],
  },
};

/** The warm, direct answer sent instead of a coach reply (plain text, may contain line breaks). */
export function crisisReply(locale: Locale, character: Character): string {
  const byLocale = REPLIES[locale] ?? REPLIES.fr;
  const paragraphs = byLocale[character] ?? byLocale.emma;
  return paragraphs.join('\n\n');
}

/**
 * The crisis answer when someone else is in danger (a friend, a sister, a child says they will
 * end their life): it supports the person who is writing, says what to do now, and gives the same
 * lines; 3114 also answers relatives. Free of charge, like every crisis answer.
 */
const HELPER_REPLIES: Record<Locale, (name: string) => string> = {
  fr: (name) =>
    [
      "Vous avez bien fait de m'en parler. Ce que vous décrivez est sérieux, et vous n'avez pas à le porter sans aide.",
      'Si la personne est en danger immédiat (elle a un moyen à portée de main, elle a déjà pris quelque chose, elle est dans un lieu dangereux), appelez le 15 ou le 112 tout de suite.',
      "Le 3114 répond aussi aux proches : des professionnels peuvent vous dire, là, maintenant, quoi dire et quoi faire. Vous pouvez aussi l'appeler avec elle.",
      LINES.fr,
      "Si vous êtes avec elle et que c'est sans danger pour vous : restez près d'elle, éloignez si possible ce qui pourrait servir à se faire du mal, et demandez-lui simplement si elle pense à mettre fin à ses jours. En parler ne donne pas l'idée ; cela ouvre une porte.",
      `Je suis ${name}, une IA : je ne remplace pas ces personnes, mais je reste là pour vous. La personne est-elle en sécurité en ce moment ?`,
    ].join('\n\n'),
  en: (name) =>
    [
      "You did the right thing by telling me. What you describe is serious, and you don't have to carry it alone.",
      'If they are in immediate danger (they have a means at hand, have already taken something, or are somewhere dangerous), call 112 (or 15 in France) right now.',
      '3114 also answers relatives and friends: trained professionals can tell you, right now, what to say and what to do. You can also call it together with them.',
      LINES.en,
      'If you are with them and it is safe for you: stay close, move away anything they could use to hurt themselves if you can, and ask them plainly whether they are thinking of ending their life. Asking does not put the idea in their head; it opens a door.',
      `I'm ${name}, an AI: I can't replace those people, but I'm staying here for you. Are they safe right now?`,
    ].join('\n\n'),
};

/** The crisis answer for someone worried about another person (plain text with line breaks). */
export function helperReply(locale: 'fr' | 'en', character: 'emma' | 'louis'): string {
  return (HELPER_REPLIES[locale] ?? HELPER_REPLIES.fr)(character === 'louis' ? 'Louis' : 'Emma');
}
