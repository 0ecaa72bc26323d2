// What kind of message is this? Greetings, thanks, short answers ("oui", "la deuxième", "7",
// "demain soir") read against the coach's last move, or something to talk about.

import { type BotMove } from './context.ts';
import { DISTRESS } from './lexicon.ts';
import { fold, words } from './text.ts';

export type Intent =
  | { kind: 'distress' }
  | { kind: 'greeting'; howAreYou: boolean }
  | { kind: 'thanks'; bye: boolean; wish: Wish | undefined }
  | { kind: 'bye'; wish: Wish | undefined }
  | { kind: 'yes' }
  /** `tooMuch`: the step just proposed is too big ("c'est trop", "seems like a lot"). */
  | { kind: 'no'; tooMuch?: boolean }
  | { kind: 'dontKnow' }
  | { kind: 'choice'; index: number }
  | { kind: 'better'; afterExercise: boolean }
  | { kind: 'worse'; afterExercise: boolean }
  | { kind: 'intention' }
  | { kind: 'done' }
  | { kind: 'score'; value: number }
  | { kind: 'time' }
  | { kind: 'howAreYou' }
  | { kind: 'identity' }
  | { kind: 'help' }
  | { kind: 'recall' }
  | { kind: 'offTopic' }
  | { kind: 'unclear' }
  | { kind: 'share'; greeting: boolean; continuation: boolean };

/** A wish to return ("bonne soirée" → "bonne soirée à vous aussi"). */
export type Wish = 'evening' | 'night' | 'day' | 'weekend';

const WISHES: readonly [RegExp, Wish][] = [
  [/\bbonne nuit\b|\bgood ?night\b|\bsleep well\b|\bnight night\b/, 'night'],
  [/\bbonne soiree\b|\b(?:good|nice|lovely) evening\b/, 'evening'],
  [
    /\bbon(?:ne)? (?:journee|apres-midi|fin de journee)\b|\b(?:good|nice|great|lovely) (?:day|afternoon)\b/,
    'day',
  ],
  [/\bbon (?:week-?end|dimanche|samedi)\b|\b(?:good|nice|great|lovely) weekend\b/, 'weekend'],
];

function wishIn(text: string): Wish | undefined {
  return WISHES.find(([re]) => re.test(text))?.[1];
}

const GREETING =
  /^(?:bonjour|bonsoir|salut|coucou|hello|hi+|hey+|hiya|heya|howdy|wesh|(?:good )?(?:morning|afternoon|evening)|re ?bonjour|rebonjour|yo|bjr|slt|cc|re)\b(?:\s+(?:emma|louis|toi|vous|a toi|a vous|there|everyone|a tous|you))?[\s,!.:;-]*/;
// "ça va ?" asks how the coach is; "ça va un peu mieux" does not.
const HOW_ARE_YOU =
  /^(?:et )?(?:comment (?:ca va|vas-tu|allez-vous|tu vas|vous allez)|how are you(?: doing)?|how'?s it going|how are things|how have you been|et toi|et vous|and you|how about you)\b[^.!]*$/;
const HOW_ARE_YOU_SHORT =
  /^(?:et )?(?:ca va|tu vas bien|vous allez bien|ca roule|ca gaze|quoi de neuf|you ok|are you ok|what'?s up|what'?s new|sup|how'?s life|how you doing|how have you been)\s*\??$/;
const HOPE_WELL =
  /^(?:i )?hope (?:you(?:'re| are)|all is|everything(?:'s| is)) (?:well|good|doing well|ok|fine)[\s.!]*$|^j'espere que (?:tu vas|vous allez|tout va) bien[\s.!]*$/;
const SLANG_HELLO = /^(?:sup|wassup|whats? ?up|quoi de neuf)\s*\??$/;
const PROGRESS =
  /^(?:better|mieux|un peu mieux|bien mieux|much better)$|\b(?:(?:i|je me) (?:\w+ ){0,3}(?:feel|sens) (?:\w+ ){0,3}(?:calmer|lighter|more relaxed|plus (?:calme|pose|posee|legere?|detendue?|sereine?)|apaisee?|soulagee?)|(?:kinda|kind of|bit|a bit|a little|slightly|much|way|somewhat|lot) better|(?:ca|je) va(?:is)? (?:un peu |beaucoup |bien |deja |plutot )?mieux|je me sens (?:un peu |beaucoup |deja |plutot )?mieux|un peu mieux|(?:a bit|a little|much|slightly|way|somewhat) better|(?:feel|feeling|i'?m|it'?s|things are|doing) better|ca m'a fait du bien|ca m'a aide|that helped|it helped)\b/;
export const TOO_MUCH =
  /\b(?:c'est trop(?! bien| cool| top)|trop (?:dur|long|lourd|ambitieux|difficile|pour moi|de temps)|ca fait (?:beaucoup|trop)|ca (?:me )?(?:parait|semble) (?:beaucoup|enorme|trop)|je n'y arriverai|je n'arriverai (?:jamais|pas)|j'y arriverai jamais|impossible pour moi|too (?:much|hard|long|big|ambitious|difficult)|(?:seems|sounds|feels|looks) like a lot|(?:that|it)'?s a lot|(?:seems|sounds|feels) (?:too )?(?:much|big|hard)|i'?ll never (?:manage|be able|do)|i can'?t do (?:that|this|it)|never manage)\b/;
const SETBACK =
  /\b(?:ca va (?:de plus en plus mal|moins bien)|c'est pire|de pire en pire|pas mieux|worse|no better|not better)\b/;
const INTENTION =
  /\b(?:je pourrais|je vais (?!mal|bien|mieux|pas)|je devrais|peut-etre que je|je compte|j'ai decide|i could|i might|i'?ll|i will|i'?m going to|i should|maybe i|i'?ve decided)\b/;
// "je ne pourrais jamais", "I'll never…", or a sad or scared message is not a plan.
const NOT_A_PLAN =
  /\b(?:i keep|je n'arrete pas de|when i should|alors que je devrais|au lieu de|should be \w+ing|je ne (?:pourrais|vais|devrais|compte)|je (?:pourrais|vais|devrais) (?:jamais|pas)|i (?:won'?t|will never|couldn'?t|can'?t|shouldn'?t|might not|could never|'?ll never)|triste|peur|seule?|sad|afraid|scared|angry|alone|lonely|colere|not sure|pas sure?|doubt|doute|don'?t think|ne pense pas|pense pas|crois pas|ne crois pas|hard to|no idea)\b/;
const THANKS =
  /^(?:(?:ok|oui|d'accord|super|top|parfait|great|okay|alright|yes|ah|oh)\s*,?\s*)?(?:merci|thanks|thank you|thx|ty|cheers|c'est gentil|that'?s kind|je te remercie|je vous remercie)\b/;
const BYE =
  /\b(?:au revoir|bonne nuit|bonne soiree|bonne journee|a demain|a plus|a bientot|bye|goodbye|good ?night|see you|talk (?:to you )?later|ciao|je vais (?:y aller|dormir|me coucher)|i'?m off|gotta go|have to go|je dois y aller|je file|je (?:vais )?(?:te|vous) laisser|je (?:te|vous) laisse|off to bed|catch you later|talk soon|a la semaine prochaine|see you next week)\b/;
const NO =
  /^(?:non|nan|no|nope|nah|pas vraiment|pas maintenant|pas trop|pas envie|pas pour l'instant|not really|not now|not right now|not yet|i'?d rather not|je prefere pas|je ne prefere pas|plutot pas|bof|pas du tout|not at all)\b/;
const DONT_KNOW =
  /\b(?:je (?:ne )?sais pas|j'?sais pas|sais pas|jsp|chais pas|aucune idee|j'en sais rien|je ne sais plus|i don'?t know|idk|dunno|no idea|not sure|i'?m not sure|je suis pas sure?|je ne suis pas sure?|pas sure?|hard to say|difficile a dire|je vois pas)\b/;
const YES =
  /^(?:oui|ouais|ouai|ouep|yes|yeah|yep|yup|ok|okay|okk?|oki|d'accord|dac|daccord|ca marche|vas-y|allez-y|allons-y|go|on y va|volontiers|pourquoi pas|carrement|avec plaisir|je veux bien|bien sur|evidemment|sure|of course|let'?s do it|let'?s go|let'?s try|sounds good|why not|alright|all right|absolutely|definitely|please|c'est parti|parfait|tres bien|super|top|ca me va|good idea|bonne idee|i'?d like that|j'aimerais bien|je veux essayer|on essaie|faisable|doable|ca roule|entendu|d'ac|c'est (?:realiste|faisable|jouable|bon|ok)|realiste|realistic|sounds doable|that works)\b/;
const BETTER =
  /\b(?:mieux|plus calme|calmee?s?|apaise\w*|calmer now|detendu\w*|soulag\w*|du bien|ca m'a aide|ca aide|better|calmer|relaxed|relieved|helped|it helps|helpful|lighter|plus leger|plus legere|bien)\b/;
const WORSE =
  /\b(?:pas (?:vraiment |trop |beaucoup )?mieux|pareil|rien (?:n'a )?change|ca (?:ne )?marche pas|ca n'a pas marche|pas vraiment|pas trop|bof|pire|pas reussi|n'arrive pas|pas bien|not (?:really )?better|no better|didn'?t (?:help|work)|doesn'?t (?:help|work)|same|worse|not really|nothing changed|couldn'?t|difficile|dur|hard|weird|bizarre|stress\w*|anxious)\b/;
const DONE =
  /^(?:c'?est fait|fait|done|i did it|did it|j'ai fini|fini|termine|voila|c'est bon|finished|ok c'?est fait)\b/;
const TIME =
  /\b(?:demain|ce soir|cet apres-midi|ce matin|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce week-?end|cette semaine|apres le (?:dejeuner|diner|travail)|avant de dormir|\d{1,2} ?h(?:\d\d)?|a \d{1,2}|tomorrow|tonight|this (?:evening|afternoon|morning|weekend|week)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|after (?:lunch|dinner|work)|before bed|at \d{1,2}|\d{1,2} ?(?:am|pm))\b/;
const IDENTITY =
  /\b(?:t'?es qui|tu es qui|qui es-tu|qui etes-vous|vous etes qui|(?:tu es|t'es|vous etes|es-tu|etes-vous) (?:un robot|une ia|une intelligence artificielle|humaine?|reel(?:le)?|une vraie personne|un bot|chatgpt)|are you (?:a bot|a robot|an ai|human|real|a real person|chatgpt)|who are you|what are you)\b/;
const HELP =
  /^(?:(?:est-ce que )?(?:tu peux|tu pourrais|vous pouvez|vous pourriez|pouvez-vous|peux-tu|pourrais-tu|pourriez-vous) m'aider|aide-moi|aidez-moi|(?:j'ai )?besoin d'aide|(?:can|could) you help(?: me)?|help(?: me)?|i need (?:some )?help)\b/;
const RECALL =
  /\b(?:tu te souviens|te souviens-tu|tu te rappelles|vous vous souvenez|vous souvenez-vous|vous vous rappelez|tu te rappelle|do you remember|you remember|remember what i (?:said|told you))\b/;
const OFF_TOPIC =
  /\b(?:meteo|quel temps|foot|football|match|recette|cuisine|film|series?|netflix|politique|president|elections?|bourse|crypto|bitcoin|code|coder|programm\w*|javascript|python|maths?|mathematiques|capitale|blague|devinette|quelle heure|horoscope|weather|soccer|recipe|movie|politic\w*|stocks?|joke|riddle|capital of|what time|translate|traduire|traduis)\b/;
const FIRST_PERSON_FEELING =
  /\b(?:je me sens|je suis|j'ai|je n'arrive|i feel|i'?m|i am|i can'?t|i have|my)\b/;
// "Toujours pareil", "je rumine encore", "still the same": nothing has moved. Not the habitual
// "je lâche toujours au bout de deux semaines" (always), nor "encore un entretien raté" (another).
const CONTINUATION =
  /\b(?:toujours (?:pas|pareil|la meme|le meme|autant|aussi|rien)|(?:je suis|j'ai|c'est|ca reste|ca fait|on est|il est|elle est|je me sens) toujours|(?<!^)(?<!\bun )\bencore\b(?! (?:un|une|des)\b)|still|same (?:thing|as|old|again|here)|the same|pareil|rien n'a (?:change|bouge)|ca n'a pas (?:change|bouge)|rien ne (?:change|bouge)|nothing (?:has )?(?:changed|moved|shifted)|nothing'?s changed|no change|recommence)\b/;

const ORDINALS: readonly RegExp[] = [
  /\b(?:premier|premiere|1ere|1er|first|1st)\b|(?:^|\s|#)1(?:\s|$|\.)/,
  /\b(?:deuxieme|second|seconde|2e|2eme|2nd)\b|(?:^|\s|#)2(?:\s|$|\.)/,
  /\b(?:troisieme|third|3e|3eme|3rd)\b|(?:^|\s|#)3(?:\s|$|\.)/,
  /\b(?:quatrieme|fourth|4e|4eme|4th)\b|(?:^|\s|#)4(?:\s|$|\.)/,
];
const LAST = /\b(?:derniere|dernier|last)\b/;

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

function score(folded: string, count: number): number | undefined {
  const digits = /(?:^|[^\d])(10|\d)(?:\s*(?:\/|sur|out of)\s*10)?(?![\d])/.exec(folded);
  if (digits !== null) return Number(digits[1]);
  if (count > 3) return undefined;
  for (const word of words(folded)) {
    const value = NUMBER_WORDS[word];
    if (value !== undefined) return value;
  }
  return undefined;
}

const STOP = new Set([
  'avec',
  'pour',
  'dans',
  'plus',
  'petit',
  'petite',
  'with',
  'your',
  'from',
  'that',
  'exercise',
  'exercice',
  'methode',
  'method',
]);

/** Which of the offered techniques the user names ("la respiration carrée", "the values one"). */
function namedOption(folded: string, move: BotMove): number | undefined {
  let best: number | undefined;
  let bestHits = 0;
  let tie = false;
  move.techniques.forEach((t, index) => {
    if (t.marker.test(folded)) {
      best = index;
      bestHits = 99;
      return;
    }
    const keys = new Set(
      words(fold(`${t.fr.name} ${t.en.name}`)).filter((w) => w.length >= 5 && !STOP.has(w)),
    );
    const hits = words(folded).filter((w) => keys.has(w)).length;
    if (hits > bestHits) {
      best = index;
      bestHits = hits;
      tie = false;
    } else if (hits > 0 && hits === bestHits) tie = true;
  });
  return tie && bestHits < 99 ? undefined : best;
}

/**
 * `recentTechnique`: the coach proposed or guided a technique in its last turn or the one before
 * (a time given then is when the person plans to do it).
 */
export function classify(
  message: string,
  move: BotMove,
  hasThemesOrFeelings: boolean,
  recentTechnique = false,
): Intent {
  const full = fold(message).trim();
  if (DISTRESS.test(full)) return { kind: 'distress' };
  let text = full.replace(/\s+/g, ' ');
  let greeting = false;
  const hello = GREETING.exec(text);
  if (hello !== null) {
    const rest = text.slice(hello[0].length).trim();
    if (rest === '' || /^[?!.,\s]*$/.test(rest)) return { kind: 'greeting', howAreYou: false };
    if (HOW_ARE_YOU.test(rest) || HOW_ARE_YOU_SHORT.test(rest)) return { kind: 'greeting', howAreYou: true };
    // "Good morning! Hope you are well.": a wish that goes with the hello.
    if (HOPE_WELL.test(rest)) return { kind: 'greeting', howAreYou: false };
    greeting = true;
    text = rest;
  }
  const bare = text
    .replace(/[?!.,;:…]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const count = words(bare).length;
  if (count === 0) {
    if (hasThemesOrFeelings) return { kind: 'share', greeting, continuation: false };
    return greeting ? { kind: 'greeting', howAreYou: false } : { kind: 'unclear' };
  }

  // "oui mais je dors toujours mal" is not a short answer.
  const shortAnswer = !(hasThemesOrFeelings && count > 3);
  const bye = BYE.test(bare);
  if (count <= 10 && (shortAnswer || bye) && THANKS.test(bare))
    return { kind: 'thanks', bye, wish: wishIn(bare) };
  if (count <= 8 && bye && (shortAnswer || /^(?:bonne nuit|good ?night)\b/.test(bare)))
    return { kind: 'bye', wish: wishIn(bare) };
  if (/^(?:night|nite|gn|nighty night|a\+|bisous?)$/.test(bare))
    return { kind: 'bye', wish: bare.startsWith('a') || bare.startsWith('b') ? undefined : 'night' };

  if (move.kind === 'choice' && count <= 10) {
    let index = ORDINALS.findIndex((re) => re.test(bare));
    if (LAST.test(bare)) index = move.techniques.length - 1;
    if (index < 0 || index >= move.techniques.length) index = namedOption(bare, move) ?? -1;
    if (index >= 0 && index < move.techniques.length) return { kind: 'choice', index };
  }
  // "7 out of 10", unasked: a score all the same (what it measures is then asked).
  if (count <= 6 && /\b(?:10|\d) ?(?:\/|sur|out of) ?10\b/.test(bare) && !hasThemesOrFeelings) {
    const value = score(bare, count);
    if (value !== undefined && value <= 10) return { kind: 'score', value };
  }
  if (move.scale !== undefined && count <= 8) {
    const value = score(bare, count);
    if (value !== undefined && value <= 10) return { kind: 'score', value };
  }
  const stepOnTable = move.withStep || recentTechnique || move.kind === 'guided' || move.kind === 'step';
  // "C'est trop, je n'y arriverai jamais", "it seems like a lot": the step is to be made smaller.
  if (stepOnTable && count <= 16 && TOO_MUCH.test(bare)) return { kind: 'no', tooMuch: true };
  // "C'est fait, je me sens plus posée": how it went is already said.
  if (stepOnTable && count <= 12 && DONE.test(bare) && PROGRESS.test(bare))
    return { kind: 'better', afterExercise: true };
  // "C'est fait, j'ai écrit une demi-page" after a step proposed: done, whatever the last question.
  if ((move.withStep || recentTechnique || move.kind === 'guided') && count <= 10 && DONE.test(bare))
    return { kind: 'done' };
  const planning = move.kind === 'when' || ((move.withStep || recentTechnique) && !hasThemesOrFeelings);
  if (planning && count <= 12 && TIME.test(bare)) {
    return { kind: 'time' };
  }
  // Feedback on the exercise just guided ("ça va mieux", "pas vraiment"), not a new confidence.
  if (move.kind === 'guided' && !move.withStep && (count <= 5 || (count <= 10 && !hasThemesOrFeelings))) {
    if (DONE.test(bare) && count <= 4) return { kind: 'done' };
    if (WORSE.test(bare)) return { kind: 'worse', afterExercise: true };
    if (BETTER.test(bare)) return { kind: 'better', afterExercise: true };
  }
  if (count <= 10 && SETBACK.test(bare)) return { kind: 'worse', afterExercise: false };
  if (count <= 10 && PROGRESS.test(bare)) return { kind: 'better', afterExercise: false };
  if (count <= 7 && shortAnswer) {
    if (NO.test(bare)) return { kind: 'no' };
    if (DONT_KNOW.test(bare)) return { kind: 'dontKnow' };
    if (YES.test(bare) || (count <= 3 && DONE.test(bare))) return { kind: 'yes' };
  }
  if (count <= 10 && IDENTITY.test(bare)) return { kind: 'identity' };
  if (count <= 8 && !hasThemesOrFeelings && HELP.test(bare)) return { kind: 'help' };
  if (count <= 14 && RECALL.test(bare)) return { kind: 'recall' };
  // A bare "sup" or "quoi de neuf ?" opens the conversation: a hello that asks how things are.
  if (!greeting && SLANG_HELLO.test(text)) return { kind: 'greeting', howAreYou: true };
  if (count <= 8 && (HOW_ARE_YOU.test(text) || HOW_ARE_YOU_SHORT.test(text))) return { kind: 'howAreYou' };
  if (count <= 20 && INTENTION.test(bare) && !NOT_A_PLAN.test(bare)) return { kind: 'intention' };

  // "Better after the breathing, but I still feel guilty": progress told is not "nothing moved".
  const continuation = CONTINUATION.test(bare) && !/\b(?:mieux|better|helped|aide)\b/.test(bare);
  if (hasThemesOrFeelings) return { kind: 'share', greeting, continuation };
  // Off topic is asked ("quel temps fera-t-il ?", "tell me a joke"), not told ("pouvoir regarder un
  // film sans sous-titres" is a goal).
  if (
    OFF_TOPIC.test(bare) &&
    !FIRST_PERSON_FEELING.test(bare) &&
    (text.includes('?') ||
      /^(?:raconte|dis|donne|tell|give|what|quel|quelle|qui|who|c'est quoi|how)\b/.test(bare))
  )
    return { kind: 'offTopic' };
  if (continuation || count >= 4) return { kind: 'share', greeting, continuation };
  if (count <= 3 && DONT_KNOW.test(bare)) return { kind: 'dontKnow' };
  // "This weekend": a short time, whatever the question, says when.
  if (count <= 4 && TIME.test(bare)) return { kind: 'time' };
  return greeting ? { kind: 'greeting', howAreYou: false } : { kind: 'unclear' };
}
