/**
 * The check-in tier (as Wysa does): when a message carries an uncertain signal, the coach does not
 * coach; it asks, with care, whether the person is thinking of harming themselves, and the help
 * sheet stays one tap away. If they say yes, or their next message does not answer the question,
 * the next turn is the full crisis answer; a clear "no" goes back to ordinary coaching. Like the
 * crisis answer, a check-in costs no credit.
 *
 * The question's wording is fixed, so a stored reply is recognised as a check-in by its text
 * (isCheckInQuestion), on the server and in the app: no extra column, and a replay or a
 * conversation pulled on another device still knows. Small and free of the detector, so the app
 * can import it with the chat.
 */
type Locale = 'fr' | 'en';
type Character = 'emma' | 'louis';

const QUESTIONS: Record<Locale, Record<Character, string>> = {
  fr: {
    emma: [
      'Merci de me confier cela. Avant de continuer, je voudrais être sûre de bien vous comprendre, et je vous le demande simplement : est-ce que vous pensez à vous faire du mal, ou à mettre fin à vos jours ?',
      "Vous pouvez me répondre par oui ou par non, sans avoir à vous justifier. Et si c'est trop lourd pour en parler ici, le bouton « Besoin d'aide maintenant » vous donne tout de suite des lignes d'écoute gratuites, comme le 3114.",
    ].join('\n\n'),
    louis: [
      'Merci de me le dire. Je préfère vous poser la question franchement plutôt que de passer à côté : est-ce que vous pensez à vous faire du mal, ou à mettre fin à vos jours ?',
      "Un oui ou un non me suffit. Et si vous préférez parler à quelqu'un maintenant, le bouton « Besoin d'aide maintenant » donne des lignes d'écoute gratuites, dont le 3114, joignable 24 h/24.",
    ].join('\n\n'),
  },
  en: {
    emma: [
      "Thank you for telling me. Before we go on, I'd like to be sure I understand you, so I'll ask simply: are you thinking about harming yourself, or about ending your life?",
      'You can just answer yes or no, with no need to explain. And if it feels too heavy to talk about here, the "Need help now" button gives you free listening lines straight away, such as 3114.',
    ].join('\n\n'),
    louis: [
      "Thank you for telling me. I'd rather ask you plainly than miss something: are you thinking about harming yourself, or about ending your life?",
      'A yes or a no is enough. And if you would rather talk to someone now, the "Need help now" button gives free listening lines, including 3114, open 24/7.',
    ].join('\n\n'),
  },
};

/** The check-in question, in the coach's voice. */
export function checkInQuestion(locale: Locale, character: Character): string {
  return (QUESTIONS[locale] ?? QUESTIONS.fr)[character] ?? QUESTIONS.fr.emma;
}

const ALL_QUESTIONS: ReadonlySet<string> = new Set(
  Object.values(QUESTIONS).flatMap((byCharacter) => Object.values(byCharacter)),
);

/** Is this stored reply a check-in question? */
export function isCheckInQuestion(text: string): boolean {
  return ALL_QUESTIONS.has(text);
}

// After the question, a clear "no" (and nothing that takes it back). Accents are kept optional.
const NO =
  /^\s*(?:non+|nan|nope|no+|nah|pas du tout|absolument pas|jamais|not at all|never|no way|certainly not|of course not)\b/i;
const DOUBT =
  /\b(?:oui|ouais|yes|yeah|yep|peut[- ]?[êe]tre|maybe|parfois|sometimes|des fois|un peu|a bit|kind of|sort of|je (?:ne )?sais pas|jsp|chais pas|idk|i (?:do ?n['’]?t|dont) know|not sure|pas s[ûu]re?|j'y pense|je pense|i think about|avant|before|used to|mais|but|enfin|souvent|often)\b/i;

/** Does this answer to the check-in question clearly say no? Anything else is taken as a yes. */
export function answersNo(message: string): boolean {
  return NO.test(message) && !DOUBT.test(message.replace(NO, ''));
}
