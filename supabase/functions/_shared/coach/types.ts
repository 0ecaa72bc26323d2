// The public types of the coach engine (re-exported by index.ts).
import type { CharacterId } from '../contracts/characters.ts';
import type { ChatContextLength, ChatLocale, ChatProactivity, ChatStyle } from '../contracts/chat.ts';

export type Character = CharacterId;
export type Locale = ChatLocale;
export type ResponseStyle = ChatStyle;
export type Theme =
  | 'stress'
  | 'anxiety'
  | 'sleep'
  | 'self-confidence'
  | 'relationships'
  | 'work'
  | 'motivation'
  | 'decisions'
  | 'goals'
  | 'sadness'
  | 'loneliness'
  | 'anger'
  | 'gratitude';
export type Turn = { sender: 'user' | 'bot'; text: string };
export type CoachRequest = {
  character: Character;
  /** The user's new message (already validated: 1..chatMessageMaxLength chars). */
  message: string;
  /** Earlier turns of this conversation, oldest first (may include greetings). */
  history?: readonly Turn[];
  /** The app's language: a hint; the reply follows the language the user writes in. */
  locale?: Locale;
  /** Default 'adaptive'. */
  style?: ResponseStyle;
  /** How many recent turns of history to use; default 25. */
  contextLength?: ChatContextLength;
  /** How readily the coach proposes an exercise or a next step; default 'medium'. */
  proactivity?: ChatProactivity;
  /** Determinism: same request + same seed => same reply (the server passes the message id). */
  seed?: string;
  /** Optional first name. */
  userName?: string;
};
export type CoachReply = {
  reply: string;
  locale: Locale;
  themes: Theme[];
  /** What the engine read the person as doing (moves.ts), which its reply answers first. */
  move: string;
};

/** A piece of copy in both languages. */
export type Bi<T> = { fr: T; en: T };
/** Variants of one building block, per language. FR: `[vous form|tu form]`; EN: `[formal|casual]`. */
export type Lines = Bi<readonly string[]>;
