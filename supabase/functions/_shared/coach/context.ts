// History analysis: which turns count (contextLength), the conversation's themes over time, the
// people and events mentioned earlier, what the coach did last (offered an exercise, listed
// options, guided an exercise, asked for a score…) and what it must not repeat.

import { type Entity, findEntities, THEME_STEMS } from './lexicon.ts';
import { rankThemes, themeScores } from './themes.ts';
import { mentionedTechniques, type Technique } from './techniques.ts';
import { fold, normaliseFolded, normaliseForCompare } from './text.ts';
import type { Theme, Turn } from './types.ts';

export type MoveKind = 'choice' | 'offer' | 'guided' | 'step' | 'when' | 'question' | 'closing' | 'none';

/** How the last question was asked, for short answers ("oui" means different things). */
export type QuestionKind = 'existence' | 'open' | 'other';

/** What the coach did in its last turn, read back from its text. */
export type BotMove = {
  kind: MoveKind;
  /** Techniques it mentioned, in order of appearance (the options, for a choice). */
  techniques: Technique[];
  /** The technique offered, guided or attached to the step. */
  technique: Technique | undefined;
  /** It proposed a concrete next step. */
  withStep: boolean;
  /** It asked for a score out of 10 (about stress/worry, or about confidence in doing the step). */
  scale: { aboutStress: boolean } | undefined;
  /** Its last question, as written, and what kind of question it is. */
  question: string | undefined;
  questionKind: QuestionKind;
};

const NO_MOVE: BotMove = {
  kind: 'none',
  techniques: [],
  technique: undefined,
  withStep: false,
  scale: undefined,
  question: undefined,
  questionKind: 'other',
};
const EXISTENCE =
  /^(?:y a-t-il|est-ce qu'il y a|is there|are there|do you have|avez-vous|as-tu|est-ce que (?:vous avez|tu as))\b/;
const OPEN =
  /^(?:qu'est-ce|que |qu'|quel|quelle|quels|quelles|comment|quand|ou |pourquoi|a quel|de quoi|par quoi|sur quoi|dans quel|sur une echelle|sur 10|d'ici quand|avec qui|what|which|how|when|where|why|who|in which|on a scale|out of 10|by when|at what)/;

export type UserTurn = { text: string; folded: string; themes: Theme[]; entities: Entity[] };

export type Analysis = {
  /** The user's earlier turns within the context window, oldest first. */
  userTurns: UserTurn[];
  /** The coach's turns within the window, normalised for comparison (freshness of blocks). */
  recentBot: string[];
  /** Every coach turn of the whole history, normalised: a reply must differ from all of them. */
  allBot: Set<string>;
  lastBot: string | undefined;
  lastMove: BotMove;
  /** Themes of the earlier turns, weighted by recency. */
  themeWeights: Map<Theme, number>;
  mainTheme: Theme | undefined;
  /** People and events from earlier user turns, most recent first, with how many user turns ago. */
  entities: { entity: Entity; turnsAgo: number }[];
  /** Technique ids the coach proposed or guided within the window. */
  offered: Set<string>;
  /** Technique ids the coach only listed as options to choose from (they may be proposed later). */
  listed: Set<string>;
  /** The technique the coach mentioned most recently within the window. */
  lastTechnique: Technique | undefined;
  /** How many coach turns since it last proposed or guided a technique (window length if never). */
  turnsSinceTechnique: number;
  /** Whether the coach used the name in its last two turns. */
  nameUsedRecently: (name: string) => boolean;
  /** Whether the coach's last two turns already mention a stem (avoid referring back twice). */
  recentlyMentioned: (stems: readonly string[]) => boolean;
  themeRecentlyMentioned: (theme: Theme) => boolean;
};

const CHOICE_QUESTION = /\b(?:laquelle|lequel|lesquelles|which|tente le plus|te tente|vous tente|appeals?)\b/;
const OFFER_QUESTION =
  /\b(?:essai\w*|essay\w*|ensemble|envie d'|vous dit|te dit|vous tente|te tente|vous parle|te parle|qu'en pense\w*|on regarde|on l'applique|applique\w*|try|giv(?:e|ing) it a go|shall we|would you like|want to|do you want|fancy|up for|together|sound|what do you think|speak to you)\b/;
const STEP = /\b(?:prochaine etape|premiere etape|next step|first step)\b/;
const SCALE = /\b(?:sur 10|(?:de )?[01] a 10|out of 10|(?:from )?[01] to 10|sur une echelle|on a scale)\b/;
const WHEN =
  /\b(?:quel moment|quand exactement|quels? jours?|quels? creneaux?|which days?|what time|when exactly|which slots?|which moment|what moment)\b/;
const CLOSING =
  /\b(?:prenez soin|prends soin|take care|a bientot|see you|je suis la quand|i'm here whenever)\b/;

function lastSentence(text: string): string {
  const sentences = text
    .trim()
    .split(/(?<=[.!?…])\s+|\n+/)
    .filter((s) => s.trim() !== '');
  return sentences[sentences.length - 1] ?? '';
}

/** What the coach did in a turn, read back from its text. */
export function readMove(
  text: string,
  folded = fold(text),
  techniques = mentionedTechniques(folded),
): BotMove {
  const last = fold(lastSentence(text));
  const asks = /\?\s*$/.test(text.trim());
  const numbered = text.match(/^\s*\d+[.)]\s/gm)?.length ?? 0;
  const technique = techniques[0];
  const withStep = STEP.test(folded);
  const scale =
    asks && SCALE.test(last)
      ? { aboutStress: /stress|tension|inquietude|worr|anxi|pression/.test(last) }
      : undefined;
  const question = asks ? lastSentence(text).replace(/^[^:]*:\s*(?=\S[^:]*\?$)/, '') : undefined;
  const q = fold(question ?? '');
  const questionKind: QuestionKind = EXISTENCE.test(q) ? 'existence' : OPEN.test(q) ? 'open' : 'other';
  const move = (kind: MoveKind): BotMove => ({
    kind,
    techniques,
    technique,
    withStep,
    scale,
    question,
    questionKind,
  });
  if (techniques.length >= 2 && asks && CHOICE_QUESTION.test(last)) return move('choice');
  if (numbered >= 3 && technique !== undefined) return move('guided');
  if (asks && WHEN.test(last)) return move('when');
  if (asks && technique !== undefined && OFFER_QUESTION.test(last)) return move('offer');
  if (asks && withStep) return move('step');
  if (asks) return move('question');
  if (CLOSING.test(folded)) return move('closing');
  return move('none');
}

type BotTurn = { norm: string; techniques: Technique[]; listed: boolean };

// The history is sent again with every message: what was read from a turn is kept (by text) so
// that each turn is analysed once. Bounded; the results only depend on the text.
const CACHE_LIMIT = 2000;
const userCache = new Map<string, UserTurn>();
const botCache = new Map<string, BotTurn>();

function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

function readUserTurn(text: string): UserTurn {
  return remember(userCache, text, () => {
    const folded = fold(text);
    return { text, folded, themes: rankThemes(themeScores(folded)), entities: findEntities(folded) };
  });
}

function readBotTurn(text: string): BotTurn {
  return remember(botCache, text, () => {
    const folded = fold(text);
    const techniques = mentionedTechniques(folded);
    // Only a turn listing options can be a choice (two techniques at least).
    const listed = techniques.length >= 2 && readMove(text, folded, techniques).kind === 'choice';
    return { norm: normaliseFolded(folded), techniques, listed };
  });
}

export function analyse(history: readonly Turn[], contextLength: number): Analysis {
  const start = Math.max(0, history.length - contextLength);
  const userTurns: UserTurn[] = [];
  const recentBot: string[] = [];
  const allBot = new Set<string>();
  const offered = new Set<string>();
  const listed = new Set<string>();
  let lastBot: string | undefined;
  let lastTechnique: Technique | undefined;
  let turnsSinceTechnique = contextLength;
  history.forEach((turn, index) => {
    const inWindow = index >= start;
    if (turn.sender === 'user') {
      if (inWindow) userTurns.push(readUserTurn(turn.text));
      return;
    }
    const bot = readBotTurn(turn.text);
    allBot.add(bot.norm);
    if (!inWindow) return;
    recentBot.push(bot.norm);
    for (const t of bot.techniques) (bot.listed ? listed : offered).add(t.id);
    lastTechnique = bot.techniques[0] ?? lastTechnique;
    turnsSinceTechnique = bot.techniques.length > 0 ? 0 : turnsSinceTechnique + 1;
    lastBot = turn.text;
  });
  // The last turn of the window may be the user's (two user messages in a row): then the coach's
  // last move is older and should not drive a short answer.
  const lastTurn = history[history.length - 1];
  const lastMove = lastBot !== undefined && lastTurn?.sender === 'bot' ? readMove(lastBot) : NO_MOVE;

  const themeWeights = new Map<Theme, number>();
  userTurns.forEach((turn, index) => {
    const age = userTurns.length - 1 - index;
    turn.themes.forEach((theme, rank) => {
      const weight = 0.8 ** age * (rank === 0 ? 1 : 0.5);
      themeWeights.set(theme, (themeWeights.get(theme) ?? 0) + weight);
    });
  });
  const mainTheme = rankThemes(themeWeights)[0];

  const entities: { entity: Entity; turnsAgo: number }[] = [];
  const seen = new Set<string>();
  for (let i = userTurns.length - 1; i >= 0; i--) {
    // Within a turn, the last one named first ("ma femme me soutient, mais mes parents…").
    for (const entity of [...(userTurns[i]?.entities ?? [])].reverse()) {
      if (seen.has(entity.key)) continue;
      seen.add(entity.key);
      entities.push({ entity, turnsAgo: userTurns.length - i });
    }
  }

  const lastTwo = recentBot.slice(-2);
  return {
    userTurns,
    recentBot,
    allBot,
    lastBot,
    lastMove,
    themeWeights,
    mainTheme,
    entities,
    offered,
    listed,
    lastTechnique,
    turnsSinceTechnique,
    nameUsedRecently: (name) => {
      const n = normaliseForCompare(name);
      return n !== '' && lastTwo.some((said) => ` ${said} `.includes(` ${n} `));
    },
    recentlyMentioned: (stems) =>
      lastTwo.some((said) => stems.some((stem) => said.includes(normaliseForCompare(stem)))),
    themeRecentlyMentioned: (theme) => lastTwo.some((said) => THEME_STEMS[theme].test(said)),
  };
}
