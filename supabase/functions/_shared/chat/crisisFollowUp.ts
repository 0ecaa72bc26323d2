/**
 * After a crisis reply, which ends by asking whether the person is safe, a "no" or "I don't
 * know" must not close the check (the lesson of apps where one denial did): it gets a short,
 * direct follow-up with the emergency lines instead of ordinary coaching, free of charge.
 */
import type { Character, Locale } from '../coach/index.ts';

// Unsure or negative answers, accents and punctuation aside ("non", "pas vraiment", "idk"…).
const unsafeAnswer =
  /^\s*(non+|nan|no+|nope|pas vraiment|pas du tout|pas trop|je (ne )?sais pas|jsp|chais pas|bof|not really|not at all|i (do ?n['’]?t|dont) know|idk|not sure|je suis pas (en )?s[ée]curit[ée]|i['’]?m not safe)\b/i;

export function soundsUnsafe(message: string): boolean {
  return unsafeAnswer.test(message);
}

const followUps: Record<Locale, (name: string) => string> = {
  fr: (name) =>
    [
      'Merci de me répondre honnêtement. Vous comptez, et je reste là avec vous.',
      'Si vous êtes en danger maintenant, appelez le 15 ou le 112, ou envoyez un SMS au 114. Le 3114 répond aussi, gratuitement et 24 h/24 : vous pouvez les appeler même simplement pour parler.',
      `Y a-t-il quelqu'un près de vous, ou quelqu'un que vous pourriez appeler tout de suite ? Je suis ${name}, une IA : ces personnes-là peuvent vous aider mieux que moi en ce moment.`,
      'Si vous êtes en sécurité, dites-le-moi et nous continuerons à parler.',
    ].join('\n\n'),
  en: (name) =>
    [
      'Thank you for answering honestly. You matter, and I am staying right here with you.',
      'If you are in danger now, call 112 (or 15 in France), or text 114. The 3114 line also answers, free and 24/7: you can call them just to talk.',
      `Is there someone near you, or someone you could call right now? I'm ${name}, an AI: those people can help you better than I can at this moment.`,
      "If you are safe, tell me and we'll keep talking.",
    ].join('\n\n'),
};

export function crisisFollowUp(locale: Locale, character: Character): string {
  return followUps[locale](character === 'emma' ? 'Emma' : 'Louis');
}
