/**
 * Which welcome bubble opens a chat. The texts themselves are translated copy in the chat
 * feature; this is only the rule: a first greeting (one of 10) for a new conversation, a
 * "welcome back" (one of 6) when there is history, never twice in a row the same one, and no
 * new greeting while the last bubble already is one (reopening the chat without writing).
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

/** The last bubble of a conversation, as far as greeting is concerned. */
export type ConversationTail = { sender: 'user' | 'bot'; localOnly?: string } | undefined;

/** Greet unless the conversation already ends on a greeting nobody has answered yet. */
export function shouldGreet(last: ConversationTail): boolean {
  return !(last !== undefined && last.sender === 'bot' && last.localOnly === 'greeting');
}
