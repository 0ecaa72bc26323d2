/**
 * Which welcome bubble opens a chat. The texts themselves are translated copy in the chat
 * feature; this is only the rule: a first greeting (one of 10) for a new conversation, a
 * "welcome back" (one of 6) when there is history, never twice in a row the same one. A welcome
 * back belongs after a real absence: not while the last bubble already is a greeting, not when
 * the conversation went on a moment ago (reopening the chat, a reload), and never soon after a
 * crisis turn, where "what a pleasure to see you again" would be tone-deaf.
 */

export type GreetingKind = 'first' | 'returning';

/** Spec §9: 10 first and 6 returning greetings per character and language. */
export const greetingCounts: Readonly<Record<GreetingKind, number>> = { first: 10, returning: 6 };

export function greetingKind(hasHistory: boolean): GreetingKind {
  return hasHistory ? 'returning' : 'first';
}

/**
 * An index in [0, count) from `random()` in [0, 1). When `avoid` is a valid index and there is
 * another choice, the pick skips it, so the same greeting never shows twice in a row.
 */
export function chooseGreetingIndex(kind: GreetingKind, random: () => number, avoid?: number): number {
  const count = greetingCounts[kind];
  const canAvoid = avoid !== undefined && Number.isInteger(avoid) && avoid >= 0 && avoid < count && count > 1;
  const choices = canAvoid ? count - 1 : count;
  const roll = random();
  // A bad generator (NaN, 1, negative) still yields a valid index.
  const unit = Number.isFinite(roll) ? Math.min(Math.max(roll, 0), 0.999_999_999) : 0;
  const picked = Math.floor(unit * choices);
  return canAvoid && picked >= avoid ? picked + 1 : picked;
}

/** A bubble of the conversation, as far as greeting is concerned (createdAt: ISO time). */
export type GreetingMessage = {
  sender: 'user' | 'bot';
  localOnly?: string;
  createdAt?: string;
  crisis?: boolean;
};

/** The end of a conversation: its last bubbles in order (undefined or [] when empty). */
export type ConversationTail = readonly GreetingMessage[] | undefined;

/** How long someone must have been away for a "welcome back". */
export const returningAfterMs = 3 * 60 * 60 * 1000;
/** After a crisis or check-in turn, the chat stays quiet this long before any greeting. */
export const quietAfterCrisisMs = 24 * 60 * 60 * 1000;

/**
 * Whether opening the chat adds a greeting: always for an empty conversation; otherwise only
 * after a real absence since the last exchange (longer after a crisis turn), and never on top of
 * a greeting nobody has answered yet.
 */
export function shouldGreet(tail: ConversationTail, now: number): boolean {
  const messages = tail ?? [];
  const last = messages.at(-1);
  if (last === undefined) return true;
  if (last.sender === 'bot' && last.localOnly === 'greeting') return false;
  // The last exchange: the newest message that went through the server (notices aside).
  const lastTurn = messages.findLastIndex((message) => message.localOnly === undefined);
  if (lastTurn < 0) return true;
  const at = Date.parse(messages[lastTurn]?.createdAt ?? '');
  // A message without a readable time is taken as just written: no greeting in doubt.
  const away = Number.isFinite(at) ? now - at : 0;
  const lastUser = messages.findLastIndex((message) => message.sender === 'user');
  const crisisTurn = messages
    .slice(Math.max(0, Math.min(lastUser, lastTurn)))
    .some((message) => message.crisis === true);
  return away >= (crisisTurn ? quietAfterCrisisMs : returningAfterMs);
}
