// What both coaches know when they plan a reply, and the helpers they share.

import { type Composer } from './compose.ts';
import { type Analysis } from './context.ts';
import { type Intent, type Wish } from './intent.ts';
import { type MoveKind } from './moves.ts';
import { type Feeling, THEME_TOPICS } from './lexicon.ts';
import { technique, type Technique, type TechniqueCopy } from './techniques.ts';
import type { ChatProactivity } from '../contracts/chat.ts';
import type { Bi, Lines, Theme } from './types.ts';

export type Situation = {
  intent: Intent;
  /** What the person is doing (moves.ts): the reply plan starts there. */
  move: MoveKind;
  analysis: Analysis;
  /** The theme the reply focuses on (this message's, else the conversation's). */
  theme: Theme | undefined;
  /** A second theme of this message, if any. */
  secondTheme: Theme | undefined;
  /** How many earlier user turns (in the window) were about `theme`. */
  stage: number;
  /** One of the user's sentences mirrored to the second person. */
  para: string | undefined;
  /** A short answer without "je", in the second person (answers to the coach's question). */
  fragment?: string | undefined;
  /** A feeling word the user wrote, to quote back as is. */
  quote: string | undefined;
  feeling: Feeling | undefined;
  /** Something the user mentioned earlier (with register markers), to connect to. */
  reference: string | undefined;
  /** The user's name, when this reply should use it. */
  name: string | undefined;
  /** The message is long and detailed. */
  detailed: boolean;
  /** The new message, folded (for technique cues). */
  folded: string;
  /** A person the new message names ("[vos|tes] parents"), to talk about instead of "this relationship". */
  person: string | undefined;
  /** The themes of the new message alone, most salient first. */
  ownThemes: readonly Theme[];
  /** The themes of the new message, then the conversation's (most present first), for technique cues. */
  context: readonly Theme[];
  /** The person asks what to do ("que faire ?", "any tips?"): propose something concrete now. */
  asksAdvice: boolean;
  /** Something the user mentioned earlier, to answer "tu te souviens ?" (with register markers). */
  memory: string | undefined;
  /** The message tells of a death or a loss. */
  loss: boolean;
  /** Harsh words about oneself ("je suis nulle", "I hate myself"). */
  harsh: boolean;
  /**
   * How readily to propose an exercise or a next step, relative to the coach's own balance
   * (AI preferences' proactivity: low 0.5, medium 1, high 1.5, as 25 %, 50 %, 75 %).
   */
  eagerness: number;
  /** Questions that would ask again what the message already says ("when?" after "in the evenings"). */
  alreadySaid: RegExp | undefined;
};

const EAGERNESS: Record<ChatProactivity, number> = { low: 0.5, medium: 1, high: 1.5 };

export function eagernessOf(proactivity: ChatProactivity | undefined): number {
  return EAGERNESS[proactivity ?? 'medium'];
}

/** A probability scaled by the person's proactivity preference (at most 1). */
export function eager(s: Situation, probability: number): number {
  return Math.min(1, probability * s.eagerness);
}

/** How many turns on a theme before proposing without being asked: fewer when proactive. */
export function patience(s: Situation, turns: number): number {
  return s.eagerness > 1 ? Math.max(0, turns - 1) : s.eagerness < 1 ? turns + 1 : turns;
}

export function topic(c: Composer, theme: Theme | undefined, person?: string): string | undefined {
  if (theme === 'relationships' && person !== undefined) return person;
  return theme === undefined ? undefined : THEME_TOPICS[theme][c.locale];
}

export function copyOf(c: Composer, t: Technique): TechniqueCopy {
  return t[c.locale];
}

/** "A, B ou C" / "A, B or C": the names of the techniques on offer. */
export function techniqueNames(c: Composer, list: readonly Technique[]): string {
  const n = list.map((t) => copyOf(c, t).name);
  const or = c.locale === 'fr' ? ' ou ' : ' or ';
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')}${or}${n[n.length - 1] ?? ''}`;
}

/**
 * The techniques of `ids` not proposed yet in this conversation; those the message gives cues
 * for ("je n'ose pas dire non" → a clear boundary) come first.
 */
export function freshTechniques(ids: readonly string[], analysis: Analysis, folded = ''): Technique[] {
  const cued: Technique[] = [];
  const rest: Technique[] = [];
  for (const id of ids) {
    const t = technique(id);
    if (t === undefined || analysis.offered.has(t.id)) continue;
    if (folded !== '' && t.cue.test(folded)) cued.push(t);
    else rest.push(t);
  }
  return [...cued, ...rest];
}

/** The techniques a coach has for the themes at hand (focus first, then the others), without duplicates. */
export function techniquesFor(
  table: Readonly<Record<Theme | 'none', readonly string[]>>,
  themes: readonly (Theme | undefined)[],
): string[] {
  const ids: string[] = [];
  for (const theme of themes) for (const id of table[theme ?? 'none']) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/**
 * What to propose next: the techniques for the focus (and second) theme, plus any technique of the
 * wider conversation the message gives a cue for; not proposed yet; cued ones first.
 */
export function candidates(
  table: Readonly<Record<Theme | 'none', readonly string[]>>,
  s: Situation,
): Technique[] {
  const focus = techniquesFor(table, [s.theme, s.secondTheme]);
  const wider = techniquesFor(table, s.context).filter(
    (id) => !focus.includes(id) && technique(id)?.cue.test(s.folded) === true,
  );
  return freshTechniques([...focus, ...wider], s.analysis, s.folded);
}

export function isCued(t: Technique | undefined, folded: string): boolean {
  return t !== undefined && t.cue.test(folded);
}

/** The steps of a technique, rendered. */
export function steps(c: Composer, t: Technique): string[] {
  return copyOf(c, t).steps.map((s) => c.render(s) ?? s);
}

const WISH_BACK: Record<Wish, Bi<string>> = {
  evening: { fr: 'Bonne soirée à [vous|toi] aussi !', en: 'Enjoy your evening too!' },
  night: { fr: 'Bonne nuit à [vous|toi] aussi !', en: 'Good night to you too!' },
  day: { fr: 'Bonne journée à [vous|toi] aussi !', en: 'Have a lovely day too!' },
  weekend: { fr: 'Bon week-end à [vous|toi] aussi !', en: 'Enjoy your weekend too!' },
};

/** Returns the user's wish ("bonne soirée à vous aussi"), if they made one. */
export function wishBack(c: Composer, wish: Wish | undefined): string | undefined {
  return wish === undefined ? undefined : c.one(WISH_BACK[wish]);
}

// A time-of-day greeting is returned as given ("Bonsoir" → "Bonsoir !", not "Bonjour !").
const TIMED_HELLO: readonly [RegExp, Bi<string>][] = [
  [/^(?:bonsoir|good evening|evening)\b/, { fr: 'Bonsoir !', en: 'Good evening!' }],
  [/^(?:good morning|morning)\b/, { fr: 'Bonjour !', en: 'Good morning!' }],
  [/^(?:good afternoon|afternoon)\b/, { fr: 'Bonjour !', en: 'Good afternoon!' }],
];

/** The coach's hello: the person's own time-of-day greeting, else one of `lines`. */
export function hello(c: Composer, folded: string, lines: Lines): string {
  const timed = TIMED_HELLO.find(([re]) => re.test(folded.trim()))?.[1];
  return timed !== undefined ? timed[c.locale] : c.pick(lines);
}
