// The built-in coach engine: a deterministic, bilingual (FR/EN), rule-and-template coach.
// Pure TypeScript (no network, no clock, no Math.random, no runtime APIs), so it runs the same in
// the Edge Function (Deno) and in Node tests.
//
// Pipeline: read the recent history (themes over time, people and events mentioned, what the
// coach did last) → classify the new message (greeting, short answer, choice, something to talk
// about…) → pick the language and register → let Emma or Louis plan the reply from seeded
// variants → check it is new in this conversation and never uses forbidden medical words.

import { Composer, Draft } from './compose.ts';
import { analyse, type Analysis } from './context.ts';
import { emmaReply } from './emma.ts';
import { classify, type Intent } from './intent.ts';
import { detectLocale, ENGLISH_WORDS, FRENCH_WORDS } from './language.ts';
import {
  type Entity,
  FEELINGS,
  type Feeling,
  findEntities,
  FORBIDDEN_OUTPUT,
  LOSS,
  SELF_JUDGEMENT,
  THEME_TOPICS,
  UNQUOTABLE,
} from './lexicon.ts';
import { louisReply } from './louis.ts';
import {
  aboutReply,
  decisionFollowUp,
  decisionReply,
  decisionStage,
  goodNewsReply,
  guideReply,
  savourReply,
  SHRINK_ASKED,
  smallKeptReply,
  suggestReply,
  thanksReply,
  ventingReply,
} from './moveReplies.ts';
import { JOY_SHARED } from './cues.ts';
import { type Move, readMove, soundsHard, weighsDecision } from './moves.ts';
import { paraphrase, withoutFillers } from './paraphrase.ts';
import { eagernessOf, type Situation } from './plan.ts';
import { Rng } from './random.ts';
import { informalRegister } from './style.ts';
import { rankThemes, themeScores } from './themes.ts';
import { fold, frenchSpacing, normaliseForCompare, sanitiseUserText, tidy, words } from './text.ts';
import type { Character, CoachReply, CoachRequest, Lines, Locale, Theme } from './types.ts';

export type { Character, CoachReply, CoachRequest, Locale, ResponseStyle, Theme, Turn } from './types.ts';
export { detectLocale } from './language.ts';
export { detectThemes } from './themes.ts';
export type { MoveKind } from './moves.ts';

const MAX_ATTEMPTS = 12;
/** No sentence of a reply repeats one of the coach's last turns, this many of them. */
const SENTENCE_MEMORY = 8;

/** The sentences of a reply (list items on their own), normalised for comparison. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => normaliseForCompare(s.replace(/^\s*\d+[.)]\s*/, '')))
    .filter((s) => s !== '');
}

/** The reply without the sentences already said recently, or undefined when nothing is left. */
function withoutRepeats(reply: string, said: ReadonlySet<string>): string | undefined {
  const lines = reply.split('\n').map((line) =>
    line
      .split(/(?<=[.!?…])\s+/)
      .filter((s) => !said.has(normaliseForCompare(s.replace(/^\s*\d+[.)]\s*/, ''))))
      .join(' '),
  );
  const kept = lines.filter((line) => line.trim() !== '' && !/^\d+[.)]\s*$/.test(line.trim())).join('\n');
  return /[\p{L}]/u.test(kept) ? kept : undefined;
}

const ADVICE =
  /\b(?:que faire|quoi faire|qu'est-ce que je (?:dois|peux|pourrais) faire|comment (?:faire|je (?:peux|pourrais|fais)|puis-je|arreter|gerer)|des conseils|un conseil|une astuce|des astuces|tu as une idee|vous avez une idee|une idee pour|what (?:should|can|could) i do|how (?:do|can|could|should) i|any (?:tips|advice|ideas)|some (?:tips|advice)|give me (?:tips|advice))\b/;

/** Openers used only when every planned variant was already said in this conversation. */
const BRIDGES: Lines = {
  fr: [
    'Je vois.',
    "D'accord.",
    'Je [vous|te] suis.',
    'Merci.',
    'Bien.',
    'Entendu.',
    'Je comprends.',
    'Je note.',
    'Hm, je vois.',
    'Merci de le préciser.',
  ],
  en: [
    'I see.',
    'Okay.',
    "I'm with you.",
    'Thank you.',
    'Right.',
    'Understood.',
    'I understand.',
    'Noted.',
    'Mm, I see.',
    'Thanks for saying that.',
  ],
};

function cleanName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const cleaned = name.replace(/\s+/g, ' ').trim();
  // A first name, not markup or a sentence.
  if (!/^[\p{L}\p{M}][\p{L}\p{M}' -]{0,29}$/u.test(cleaned) || FORBIDDEN_OUTPUT.test(fold(cleaned)))
    return undefined;
  // "jean-pierre" → "Jean-Pierre".
  return cleaned.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The feeling the message names first, if any. */
function firstFeeling(folded: string, themes: readonly Theme[]): Feeling | undefined {
  let best: { at: number; feeling: Feeling } | undefined;
  for (const feeling of FEELINGS) {
    if (feeling.id === 'loneliness' && !themes.includes('loneliness')) continue;
    const m = feeling.pattern.exec(folded);
    if (m !== null && (best === undefined || m.index < best.at)) best = { at: m.index, feeling };
  }
  return best?.feeling;
}

/** A feeling word exactly as the user wrote it ("épuisée"), to quote back. */
function quotableWord(message: string, feeling: Feeling | undefined): string | undefined {
  const word = feeling?.word;
  if (word === undefined) return undefined;
  for (const token of message.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
    const folded = fold(token);
    if (word.test(folded) && !UNQUOTABLE.test(folded)) return token.toLowerCase();
  }
  return undefined;
}

/** Something the user mentioned earlier that this reply should connect to. */
function chooseReference(
  analysis: Analysis,
  current: readonly Entity[],
  intent: Intent,
  themes: readonly Theme[],
  locale: Locale,
  rng: Rng,
): string | undefined {
  if (intent.kind !== 'share') return undefined;
  const here = new Set(current.map((e) => e.key));
  // Events ("your exam", "this job change") before people, each by recency.
  const candidates = analysis.entities
    .filter(
      ({ entity }) =>
        !here.has(entity.key) && entity[locale] !== undefined && !analysis.recentlyMentioned(entity.stems),
    )
    .sort((a, b) => Number(a.entity.key.startsWith('p:')) - Number(b.entity.key.startsWith('p:')));
  if (intent.continuation) {
    const earlier = candidates[0];
    if (earlier !== undefined) return earlier.entity[locale];
    const main = analysis.mainTheme;
    if (
      main !== undefined &&
      themes.length > 0 &&
      !themes.includes(main) &&
      !analysis.themeRecentlyMentioned(main)
    ) {
      return THEME_TOPICS[main][locale];
    }
    return undefined;
  }
  const older = candidates.find((c) => c.turnsAgo >= 2);
  if (older !== undefined && themes.length > 0 && current.length === 0 && rng.chance(0.3))
    return older.entity[locale];
  return undefined;
}

const EMOJIS: readonly [RegExp, string][] = [
  [/😢|😭|😞|😔|☹|🙁|💔|😿/u, 'triste sad'],
  [/😡|😠|🤬|😤/u, 'colere angry'],
  [/😰|😨|😱|😟|😬/u, 'angoisse anxious'],
  [/😴|🥱/u, 'fatigue tired'],
  [/🥰|😊|😀|😃|😄|🙏|❤|💪|🎉/u, 'heureux happy'],
];

function emojiWords(message: string): string {
  return EMOJIS.filter(([re]) => re.test(message))
    .map(([, w]) => w)
    .join(' ');
}

const framing = (t: Theme | undefined): boolean => t === 'decisions' || t === 'goals';

/**
 * The theme the reply focuses on, a clear second thread if any, and how many turns the
 * conversation has already spent on it.
 */
function chooseFocus(
  themes: readonly Theme[],
  scores: ReadonlyMap<Theme, number>,
  analysis: Analysis,
  intent: Intent,
  folded: string,
): { theme: Theme | undefined; secondTheme: Theme | undefined; stage: number } {
  let theme: Theme | undefined = themes[0];
  // A second thread only when it is clearly there ("should I" alone is not a decision).
  let secondTheme = themes.slice(1).find((t) => (scores.get(t) ?? 0) >= 2);
  // A single weak cue ("an old colleague") does not switch the conversation's topic.
  if (
    theme !== undefined &&
    (scores.get(theme) ?? 0) <= 1 &&
    analysis.mainTheme !== undefined &&
    analysis.mainTheme !== theme &&
    (analysis.themeWeights.get(theme) ?? 0) < (analysis.themeWeights.get(analysis.mainTheme) ?? 0)
  ) {
    theme = analysis.mainTheme;
    secondTheme = undefined;
  }
  // Decisions and goals frame a conversation: "mon salaire est confortable", in a conversation
  // about changing jobs, is still about the decision (with work as a second thread).
  const frame = analysis.userTurns
    .slice(-8)
    .map((t): Theme | undefined => (weighsDecision(t.folded) ? 'decisions' : t.themes[0]))
    .filter(framing)
    .pop();
  const first = themes[0];
  if (
    frame !== undefined &&
    first !== undefined &&
    !framing(first) &&
    !['sadness', 'loneliness', 'anger'].includes(first)
  ) {
    secondTheme = first;
    theme = frame;
  }
  if (theme === undefined) {
    // An answer to the coach's question stays on the theme of the last exchange; a short
    // follow-up ("ok", "toujours pareil") on the conversation's.
    const substantial = intent.kind === 'share' && !intent.continuation && words(folded).length >= 3;
    const recent = analysis.userTurns
      .slice(-2)
      .reverse()
      .find((t) => t.themes.length > 0)?.themes[0];
    // Mid-conversation, a message without a theme of its own stays on the conversation's.
    theme = substantial
      ? analysis.lastMove.kind === 'none'
        ? undefined
        : (recent ?? (analysis.userTurns.length >= 2 ? analysis.mainTheme : undefined))
      : (frame ?? analysis.mainTheme);
  }
  const focus = theme;
  // A framing theme counts every turn since it began.
  const start = focus === frame ? analysis.userTurns.findIndex((t) => t.themes[0] === focus) : -1;
  const stage =
    focus === undefined
      ? 0
      : start >= 0
        ? analysis.userTurns.slice(start).filter((t) => t.themes.length > 0).length
        : analysis.userTurns.filter((t) => t.themes.includes(focus)).length;
  return { theme, secondTheme: secondTheme === theme ? undefined : secondTheme, stage };
}

// A deadline or a date given ("d'ici fin juin", "by the end of the month", "vendredi").
const DEADLINE =
  /\b(?:d'ici|avant (?:la fin|fin|demain|ce soir|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|le \d|l'ete|noel|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|fin (?:du mois|de (?:la )?semaine|de l'annee|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|dans (?:\d+|deux|trois|quatre|six|quinze) (?:jours|semaines|mois)|by (?:the end|end|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|june|july|may|april|march|january|february|august|september|october|november|december|\d)|in (?:\d+|two|three|four|six) (?:days|weeks|months)|end of (?:the )?(?:month|week|year))\b/;
// The coach's opening questions, not to be asked again once the person has said what they want.
const START_ASKED =
  'sur quoi .{0,20}avancer|quel sujet|par quoi .{0,25}commencer|bon r[ée]sultat|move forward on|work on today|which topic|where would you like to start|good outcome';

/** Question variants the message (or, for a deadline, the recent thread) already answers. */
function alreadySaid(
  folded: string,
  earlier: readonly string[] = [],
  criteriaAsked = false,
): RegExp | undefined {
  const parts: string[] = [];
  if (DEADLINE.test(folded) || earlier.some((t) => DEADLINE.test(t)))
    parts.push("d'ici quand|by when|quelle (?:date|échéance)|what deadline");
  if (words(folded).length >= 4 || earlier.length > 0) parts.push(START_ASKED);
  // Criteria already asked for in this decision are not asked for again.
  if (criteriaAsked) parts.push('crit[eè]res?|criteri');
  if (
    /\b(?:le soir|la nuit|le matin|le week-?end|depuis|in the evenings?|at night|in the mornings?|since|for (?:weeks|months|days))\b/.test(
      folded,
    )
  ) {
    parts.push('[àa] quels? moments?|depuis (?:quand|combien)|when does|how long|what time');
  }
  if (/\b(?:a cause de|parce que|because|since)\b/.test(folded)) parts.push('pourquoi|why');
  return parts.length === 0 ? undefined : new RegExp(parts.join('|'), 'i');
}

const TIME_WORDS =
  /\b(?:demain|ce soir|ce matin|cet apres-midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce week-?end|a midi|pause (?:dejeuner|de midi)|tomorrow|tonight|this (?:evening|afternoon|morning|weekend)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunch ?breaks?|at lunch|at \d{1,2}|a \d{1,2} ?h|\d{1,2} ?(?:am|pm|h))\b/;

/** Opens a reply to an answer with what the person said, so the reply builds on it. */
const BUILD: Record<Character, Lines> = {
  louis: {
    fr: ['Je retiens : {para}.', "D'accord : {para}.", 'Donc {para}.'],
    en: ['Noted: {para}.', 'Okay: {para}.', 'So {para}.'],
  },
  // Emma takes in an answer gently rather than filing it.
  emma: {
    fr: ['Si je [vous |t’]entends bien, {para}.', 'Je [vous |t’]entends : {para}.', 'Donc {para}.'],
    en: ['If I hear you right, {para}.', 'I hear you: {para}.', 'So {para}.'],
  },
};

const FIRST_PERSON = /\b(?:je|j'|me|m'|moi|nous|i|i'm|i've|me|we|us)\b/;

// Words that open a short answer and are no name ("Hold a ten-minute conversation", "About a 7").
const FRAGMENT_OPENER =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|demain|ce|cette|finir|terminer|avoir|etre|faire|tenir|reussir|trouver|prendre|le|la|les|un|une|des|du|plus|moins|environ|surtout|plutot|disons|probablement|peut-etre|juste|seulement|rien|pas|aucun|aucune|chaque|tous|toutes|quand|avant|apres|vers|entre|sans|a|an|the|some|about|maybe|probably|around|mostly|usually|hold|get|be|finish|start|stop|just|more|less|no|not|only|one|two|three|every|each|lack|too|mainly|definitely|perhaps|when|before|after|between|without|nothing|a|hard|easy|difficult)$/;

/**
 * A short answer without "je" ("Finir mon dossier avant vendredi") turned to the second person:
 * only possessives change, so nothing else can go wrong.
 */
function mirrorFragment(message: string, locale: Locale): string | undefined {
  const text = withoutFillers(
    message
      .replace(/[.!…\s]+$/, '')
      .replace(
        /^\s*(?:honestly|franchement|honnetement|honnêtement|hmm+|well|bah|ben|euh+)\s*[?!.,…]+\s*/i,
        '',
      )
      // "Walking. It clears my head" → "walking: it clears my head".
      .replace(/\.\s+(It|That|This|Ça|Ca|C'est|C’est|Cela)\b/, (_, w: string) => `: ${w.toLowerCase()}`)
      .trim(),
  )
    .replace(
      /,?\s*(?:je (?:crois|pense|suppose|dirais)|i (?:think|guess|suppose)|probablement|probably)\s*$/i,
      '',
    )
    .replace(/\s*\b(?:tbh|ngl|lol|mdr|idk)\b\s*/gi, ' ')
    .trim();
  const folded = fold(text);
  const count = words(folded).length;
  if (count < 2 || count > 14 || FIRST_PERSON.test(folded) || /[?]/.test(text)) return undefined;
  const swapped =
    locale === 'fr'
      ? text.replace(
          /\b(mon|ma|mes|notre|nos)\b/gi,
          (w) =>
            ({ mon: '[votre|ton]', ma: '[votre|ta]', mes: '[vos|tes]', notre: 'votre', nos: 'vos' })[
              w.toLowerCase()
            ] ?? w,
        )
      : text
          .replace(/\bmy\b/gi, 'your')
          .replace(/\bour\b/gi, 'your')
          .replace(/\b(?:mine|ours)\b/gi, 'yours');
  if (
    /^(?:I\b|[A-Z]{2,}|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)/.test(
      swapped,
    )
  )
    return swapped;
  // "Lyon gagne sur le coût": an opening word that may be a name is not echoed in lower case.
  const first = fold(swapped.split(/[\s',:;.]/)[0] ?? '');
  const common = locale === 'fr' ? FRENCH_WORDS : ENGLISH_WORDS;
  if (
    /^\p{Lu}/u.test(swapped) &&
    !common.has(first) &&
    !FRAGMENT_OPENER.test(first) &&
    !(locale === 'en' ? /^[a-z]{3,}ing$/ : /^[a-z]{3,}(?:er|ir)$/).test(first)
  )
    return undefined;
  return swapped.charAt(0).toLowerCase() + swapped.slice(1);
}

/** The reply plan: from the move first; greetings, answers and plain sharing stay with each coach. */
function planReply(character: Character, c: Composer, s: Situation, move: Move): Draft {
  const telling = move.kind === 'answer' || move.kind === 'share';
  // "Ok 10 minutes ça je peux", to "what smaller version?": that version is kept, not replaced.
  if (
    telling &&
    SHRINK_ASKED.test(fold(s.analysis.lastBot ?? '')) &&
    !['no', 'dontKnow', 'time', 'distress', 'worse'].includes(s.intent.kind)
  )
    return smallKeptReply(c, character);
  // "The people matter more to me than I admitted", while weighing a decision: a direction.
  if (
    telling &&
    LEANING.test(s.folded) &&
    s.analysis.userTurns.slice(-8).some((t) => weighsDecision(t.folded))
  )
    return decisionFollowUp(c, character, 'tested');
  switch (move.kind) {
    case 'suggest':
      return suggestReply(c, s, character);
    case 'acceptSuggestion':
      // A named option ("la deuxième") is guided by each coach's own plan (Louis adds the next step).
      if (s.intent.kind === 'choice') break;
      return guideReply(c, s, character);
    case 'goodNews':
      return goodNewsReply(c, s, character);
    case 'thanks':
      return thanksReply(c, s, character);
    case 'aboutCoach':
      return aboutReply(c, s, character, move.topic);
    case 'decision':
      return decisionReply(c, character);
    case 'venting':
      return ventingReply(c, s, character);
    case 'answer': {
      // "C'est d'avoir osé présenter moi-même", after the coach shared the joy: savoured.
      if (JOY_SHARED.test(fold(s.analysis.lastBot ?? '')) && !soundsHard(s.folded)) {
        const said = s.para ?? s.fragment;
        const kept = savourReply(c, character);
        return said === undefined
          ? kept
          : new Draft().add(c.pick(BUILD[character], { para: said })).add(kept.toString());
      }
      // Build on the answer: say back what was answered, then the coach goes on from there.
      // "Le dimanche soir, quand…" answers "à quel moment…?", it does not book a time to act.
      const planning =
        /\b(?:faire|ferez|feras|allez-vous|vas-tu|comptez|comptes|bloquer|do it|will you|going to|book|schedule)\b/.test(
          fold(s.analysis.lastMove.question ?? ''),
        );
      // A bare time ("ce week-end") to any other question says when the person will act.
      const habitual = /\b(?:quels? moments?|a quel moment|when does|when do you|what time of day)\b/.test(
        fold(s.analysis.lastMove.question ?? ''),
      );
      const bare = words(s.folded).length <= 4 && !habitual;
      if (
        s.intent.kind === 'time' &&
        !planning &&
        !s.analysis.lastMove.withStep &&
        s.analysis.lastMove.kind !== 'when' &&
        !bare
      )
        s = { ...s, intent: { kind: 'share', greeting: false, continuation: false } };
      // "Lunch breaks, I could use 20 minutes then": a plan with its time, to book.
      if (s.intent.kind === 'intention' && TIME_WORDS.test(s.folded)) s = { ...s, intent: { kind: 'time' } };
      const said =
        s.intent.kind === 'share' || s.intent.kind === 'unclear' || s.intent.kind === 'intention'
          ? (s.para ?? s.fragment)
          : undefined;
      // An answer about the decision under way (its criteria, which option wins) moves it on.
      const weighing = decisionStage(s.analysis.lastBot ?? '');
      if (weighing !== undefined) {
        const next = decisionFollowUp(c, character, weighing, s.folded);
        return said === undefined
          ? next
          : new Draft().add(c.pick(BUILD[character], { para: said })).add(next.toString());
      }
      // "Mardi et jeudi soir, après le dîner", to "which days?": said back, then booked.
      if (said === undefined && s.intent.kind === 'time' && s.fragment !== undefined) {
        const booked = character === 'louis' ? louisReply(c, s) : emmaReply(c, s);
        return new Draft().add(c.pick(BUILD[character], { para: s.fragment })).add(booked.toString());
      }
      if (said === undefined) break;
      const rest =
        character === 'louis'
          ? louisReply(c, { ...s, para: undefined })
          : emmaReply(c, { ...s, para: undefined });
      // "If I hear you right, … I hear you.": the acknowledgement is not said twice.
      const build = c.pick(BUILD[character], { para: said });
      const heard = /\b(?:hear|entends)\b/i.test(build);
      return new Draft()
        .add(build)
        .add(
          heard
            ? rest.toString().replace(/^(?:I hear you|Je (?:vous |t’)entends)\.\s*/, '')
            : rest.toString(),
        );
    }
    default:
      break;
  }
  return character === 'louis' ? louisReply(c, s) : emmaReply(c, s);
}

const LEANING =
  /\b(?:matters? (?:\w+ )?more|compte(?:nt)? (?:\w+ )?plus|plus important\w*|i'?d rather|je prefere\w*|leaning|je penche|i think i'?ll (?:go|take|stay|pick)|je crois que je vais (?:prendre|rester|partir|choisir)|my gut says|mon instinct)\b/;

/** An earlier turn of the person's was about the same thing (a theme or a content word). */
function raisedBefore(folded: string, themes: readonly Theme[], analysis: Analysis): boolean {
  const stems = new Set(
    words(folded)
      .filter((w) => w.length >= 5)
      .map((w) => w.slice(0, 5)),
  );
  // "It's still the same", with nothing of its own, points back at whatever was said.
  if (themes.length === 0 && stems.size <= 1) return analysis.userTurns.length > 0;
  return analysis.userTurns.some(
    (t) =>
      t.themes.some((theme) => themes.includes(theme)) ||
      words(t.folded).some((w) => w.length >= 5 && stems.has(w.slice(0, 5))),
  );
}

function finish(draft: Draft, locale: Locale): string {
  const text = tidy(draft.toString()).replace(/'/g, '’');
  return locale === 'fr' ? frenchSpacing(text) : text;
}

/** The coach's reply to the user's new message. Same request and seed → same reply. */
export function coachReply(request: CoachRequest): CoachReply {
  const history = request.history ?? [];
  const contextLength = request.contextLength ?? 25;
  const style = request.style ?? 'adaptive';
  const message = sanitiseUserText(request.message);
  const analysis = analyse(history, contextLength);

  const hint = request.locale ?? 'fr';
  const recentUser = analysis.userTurns.slice(-3).map((t) => t.text);
  const conversationLocale = recentUser.length > 0 ? detectLocale(recentUser.join(' '), hint) : hint;
  // A bare greeting ("Hello Louis") says little about the language: the app's or the conversation's wins.
  const bareGreeting = /^\W*(?:hello|hi|hey|salut|bonjour|coucou)\W*(?:emma|louis)?\W*$/i.test(message);
  const locale =
    bareGreeting && request.locale !== undefined
      ? conversationLocale
      : detectLocale(message, conversationLocale);

  const folded = fold(message);
  // Emojis say something too ("😢" → sad).
  const scores = themeScores(`${folded} ${emojiWords(message)}`);
  const themes = rankThemes(scores);
  const feeling = firstFeeling(`${folded} ${emojiWords(message)}`, themes);
  let intent = classify(
    message,
    analysis.lastMove,
    themes.length > 0 || feeling !== undefined,
    analysis.turnsSinceTechnique <= 1,
  );
  // "Ma tante va encore me faire des remarques", told for the first time, or "j'ai toujours peur
  // de prendre la parole" about something not raised before, is not "still the same".
  if (intent.kind === 'share' && intent.continuation && !raisedBefore(folded, themes, analysis))
    intent = { ...intent, continuation: false };
  const move: Move =
    intent.kind === 'distress'
      ? { kind: 'share' }
      : readMove(folded, intent, analysis.lastMove, analysis.lastBot);
  const userTexts = [message, ...analysis.userTurns.map((t) => t.text).reverse()];
  const informal = informalRegister(style, locale, userTexts);

  const baseSeed = [
    request.seed ?? '',
    request.character,
    style,
    contextLength,
    request.locale ?? '',
    request.userName ?? '',
    history.length,
    analysis.lastBot ?? '',
    message,
  ].join('\u0001');
  const rng = new Rng(baseSeed);

  const { theme, secondTheme, stage } = chooseFocus(themes, scores, analysis, intent, folded);
  const sharing = intent.kind === 'share' || move.kind === 'answer';
  const para = sharing ? paraphrase(message, locale, locale === 'fr' && informal) : undefined;
  const quote = sharing ? quotableWord(message, feeling) : undefined;
  const entities = findEntities(folded);
  const reference = chooseReference(analysis, entities, intent, themes, locale, rng);
  // "Ma femme me soutient, mais mes parents…": the person after "mais" is usually the point.
  const turn = /\b(?:mais|but)\b/.exec(folded);
  const afterBut = turn === null ? [] : findEntities(folded.slice(turn.index));
  const person = [...afterBut, ...entities].find((e) => e.key.startsWith('p:'))?.[locale];
  const name = cleanName(request.userName);
  const useName =
    name !== undefined &&
    (intent.kind === 'greeting' || (!analysis.nameUsedRecently(name) && rng.chance(0.3)));

  const situation: Situation = {
    intent,
    move: move.kind,
    fragment: move.kind === 'answer' ? mirrorFragment(message, locale) : undefined,
    analysis,
    theme,
    secondTheme,
    stage,
    para,
    quote,
    feeling,
    reference,
    name: useName ? name : undefined,
    detailed: words(folded).length >= 15,
    folded,
    person,
    ownThemes: themes,
    context: [...themes, ...rankThemes(analysis.themeWeights)],
    asksAdvice: ADVICE.test(folded),
    eagerness: eagernessOf(request.proactivity),
    loss: LOSS.test(folded),
    harsh: SELF_JUDGEMENT.test(folded),
    alreadySaid: alreadySaid(
      folded,
      analysis.userTurns.slice(-3).map((t) => t.folded),
      analysis.recentBot.slice(-6).some((t) => /\b(?:criteres?|criteri\w*)\b/.test(t)),
    ),
    memory:
      analysis.entities[0]?.entity[locale] ??
      (analysis.mainTheme === undefined ? undefined : THEME_TOPICS[analysis.mainTheme][locale]),
  };

  const plan = (attempt: number, safe: boolean): string => {
    const composer = new Composer(locale, informal, new Rng(`${baseSeed}#${attempt}`), analysis.recentBot);
    const s: Situation = safe
      ? { ...situation, para: undefined, quote: undefined, reference: undefined, name: undefined }
      : situation;
    const draft = planReply(request.character, composer, s, move);
    draft.addName(s.name);
    return finish(draft, locale);
  };
  const said = new Set(
    history
      .filter((t) => t.sender === 'bot')
      .slice(-SENTENCE_MEMORY)
      .flatMap((t) => sentencesOf(t.text)),
  );
  const acceptable = (text: string): boolean =>
    text !== '' && !FORBIDDEN_OUTPUT.test(fold(text)) && !analysis.allBot.has(normaliseForCompare(text));
  const fresh = (text: string): boolean => sentencesOf(text).every((s) => !said.has(s));

  let reply = '';
  let firstAcceptable: string | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !(acceptable(reply) && fresh(reply)); attempt++) {
    reply = plan(attempt, attempt >= MAX_ATTEMPTS / 2 || FORBIDDEN_OUTPUT.test(fold(reply)));
    if (firstAcceptable === undefined && acceptable(reply)) firstAcceptable = reply;
  }
  if (!(acceptable(reply) && fresh(reply)) && firstAcceptable !== undefined) {
    // Every plan repeats something said lately: say the rest, without the repeated sentences.
    const rest = withoutRepeats(firstAcceptable, said);
    reply = rest !== undefined && acceptable(rest) ? rest : '';
  }
  if (!acceptable(reply)) {
    // Everything planned was already said: open with a short bridge (or two) that makes it new.
    const planned = plan(0, true);
    const base = withoutRepeats(planned, said) ?? '';
    const composer = new Composer(locale, informal, new Rng(`${baseSeed}#bridge`), []);
    const bridges = BRIDGES[locale].map((b) => composer.render(b) ?? b);
    search: for (const first of bridges) {
      for (const second of ['', ...bridges]) {
        const candidate = finish(
          new Draft()
            .add(first)
            .add(second === first ? '' : second)
            .add(base),
          locale,
        );
        if (acceptable(candidate) && fresh(candidate)) {
          reply = candidate;
          break search;
        }
      }
    }
    if (reply === '') reply = planned;
  }
  return {
    reply,
    move: move.kind,
    locale,
    themes: themes.length > 0 ? themes : theme !== undefined && sharing ? [theme] : [],
  };
}
