/**
 * One chat turn: crisis check (which answer the message needs: decideTurn) → chat_begin (replay
 * check, rate limit, conversation, credit, user message, history) → the coach, or the crisis
 * answer, the check-in question, or the follow-up after an unsure answer → chat_finish (the
 * reply), or chat_fail (refund) when no reply could be produced. The client's message id makes
 * the whole turn idempotent. It runs in two halves so the client can be told its message is
 * stored and charged (accepted) before the reply, which a remote model takes seconds to write.
 *
 * Crisis and check-in turns are free; the function decides them and passes `crisis` to
 * chat_begin. A reply that mentions crisis lines is always one of them: a coach or model reply
 * that does (a model told to refer, or a sentence that slipped through) is not sent as charged
 * coaching, it becomes the check-in question and the credit goes back.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { ChatAcceptedBody, ChatAnswerBody } from '../contracts/chat.ts';
import { coachReply, detectLocale, type Turn } from '../coach/index.ts';
import {
  answersNo,
  assessMessage,
  checkInQuestion,
  crisisLines,
  crisisReply,
  helperReply,
  isCheckInQuestion,
  type TierAssessment,
} from '../crisis/index.ts';
import { HttpError } from '../http.ts';

import { crisisFollowUp, soundsUnsafe } from './crisisFollowUp.ts';
import { httpErrorOf } from './dbErrors.ts';
import { checkModelReply } from './postCheck.ts';
import {
  type OnDelta,
  ProviderError,
  type ProviderRequest,
  replyWithRetries,
  type CoachProvider,
  type RetryPolicy,
} from './providers.ts';
import type { ChatInput } from './request.ts';

type CreditStatus = { remaining_requests: number; has_unlimited: boolean; subscription_tier: string };

type TurnState =
  | {
      state: 'new';
      conversation_id: string;
      history: Turn[];
      crisis: boolean;
      user_name: string | null;
      credit: CreditStatus;
    }
  | {
      state: 'answered';
      conversation_id: string;
      reply: string;
      reply_id: string;
      crisis: boolean;
      credit: CreditStatus;
    }
  | { state: 'in_progress' | 'failed'; conversation_id: string | null }
  /** Answered and charged, then its messages were deleted: a replay is refused, never re-run. */
  | { state: 'deleted'; conversation_id: string | null };

/** The answer of a turn: the wire format of contracts/chat.ts. */
export type ChatResult = ChatAnswerBody;

/** What a turn answers with. Every kind but `coach` is free. */
export type TurnKind = 'coach' | 'crisis' | 'crisis_other' | 'check_in';

/**
 * Which answer this message needs, given the last reply of the conversation. After the check-in
 * question, a clear "no" returns to coaching; a yes, a doubt, or a message that does not answer
 * the question gets the full crisis answer (one denial closes the check, nothing else does).
 */
export function decideTurn(
  message: string,
  previousReply: string | null,
  assessment: TierAssessment = assessMessage(message),
): TurnKind {
  if (assessment.tier === 'crisis') return assessment.about === 'other' ? 'crisis_other' : 'crisis';
  if (previousReply !== null && isCheckInQuestion(previousReply)) {
    return assessment.tier === 'none' && answersNo(message) ? 'coach' : 'crisis';
  }
  return assessment.tier === 'check_in' ? 'check_in' : 'coach';
}

/** Crisis lines and referrals a charged reply must not carry (see the module comment). */
const CRISIS_LINE_MENTION =
  /\b(?:3114|112|114|988|911|999)\b|116 ?123|\bSAMU\b|SOS Amiti|09 ?72 ?39 ?40 ?50|pr[ée]vention du suicide|suicide prevention|crisis line|helpline|emergency number|num[ée]ro d'urgence|Samaritans/i;

export function mentionsCrisisLines(reply: string): boolean {
  return CRISIS_LINE_MENTION.test(reply);
}

async function rpc<T>(db: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const result = await db.rpc(fn, args);
  if (result.error) throw httpErrorOf(result.error);
  return result.data as T;
}

function answered(
  input: ChatInput,
  state: Extract<TurnState, { state: 'answered' }>,
  replay: boolean,
): ChatResult {
  // The question's fixed wording says it was a check-in, on a replay too (its row is `crisis`).
  const checkIn = isCheckInQuestion(state.reply);
  const crisis = state.crisis && !checkIn;
  return {
    reply: state.reply,
    message_id: input.messageId,
    reply_id: state.reply_id,
    conversation_id: state.conversation_id,
    remaining_credits: state.credit.remaining_requests,
    unlimited: state.credit.has_unlimited,
    subscription_tier: state.credit.subscription_tier,
    crisis,
    check_in: checkIn,
    replay,
    ...(crisis || checkIn ? { crisis_lines: crisisLines } : {}),
  };
}

function notAnswered(state: Extract<TurnState, { state: 'in_progress' | 'failed' | 'deleted' }>): HttpError {
  if (state.state === 'deleted') {
    return new HttpError(
      409,
      'message_deleted',
      "Ce message a reçu sa réponse, puis a été effacé de l'historique",
      {},
      { conversation_id: state.conversation_id },
    );
  }
  if (state.state === 'in_progress') {
    return new HttpError(
      409,
      'in_progress',
      'Ce message est en cours de traitement',
      { 'Retry-After': '2' },
      {
        conversation_id: state.conversation_id,
      },
    );
  }
  return new HttpError(
    409,
    'message_failed',
    "Ce message n'a pas pu recevoir de réponse ; envoyez-le à nouveau",
    {},
    {
      conversation_id: state.conversation_id,
    },
  );
}

export type TurnContext = {
  db: SupabaseClient;
  userId: string;
  input: ChatInput;
  provider: CoachProvider;
  policy: RetryPolicy;
};

/** What the client may know as soon as chat_begin has stored and charged its message. */
export type ChatAccepted = ChatAcceptedBody;

/**
 * A turn after chat_begin: either a replay (the id was answered before), or a new message the
 * server now holds, whose reply `finish` produces — or, when none can be, refunds and throws.
 */
export type BegunTurn =
  | { state: 'answered'; result: ChatResult }
  | {
      state: 'accepted';
      accepted: ChatAccepted;
      /** The reply; a streaming provider tells `onDelta` each piece of it first. */
      finish: (onDelta?: OnDelta) => Promise<ChatResult>;
    };

/**
 * The first half of a turn: the crisis check and chat_begin. Everything refused before the
 * message is stored (credits, rate limit, an id in progress) throws here, as an HttpError.
 */
export async function beginChatTurn(context: TurnContext): Promise<BegunTurn> {
  const { db, userId, input } = context;
  const assessment = assessMessage(input.message);
  // Only an answer to the check-in question reads differently, so a crisis needs no look back.
  const previous = assessment.tier === 'crisis' ? null : await lastReply(db, userId, input);
  const kind = decideTurn(input.message, previous, assessment);
  const crisis = kind !== 'coach';
  // "non" / "je ne sais pas" right after a crisis answer (chat_begin looks at it) stays free. Not
  // after the check-in question: there "non" is the answer that returns to coaching.
  const afterCheckIn = previous !== null && isCheckInQuestion(previous);
  const unsure = !crisis && !afterCheckIn && soundsUnsafe(input.message);
  const begun = await rpc<TurnState>(db, 'chat_begin', {
    target_user_id: userId,
    message_id: input.messageId,
    character_id: input.character,
    message: input.message,
    conversation_id: input.conversationId ?? null,
    crisis,
    unsure,
    context_length: input.contextLength,
  });
  if (begun.state === 'answered') return { state: 'answered', result: answered(input, begun, true) };
  if (begun.state !== 'new') throw notAnswered(begun);
  return {
    state: 'accepted',
    accepted: {
      message_id: input.messageId,
      conversation_id: begun.conversation_id,
      remaining_credits: begun.credit.remaining_requests,
      unlimited: begun.credit.has_unlimited,
      subscription_tier: begun.credit.subscription_tier,
    },
    finish: (onDelta?: OnDelta) => finishChatTurn(context, begun, kind, onDelta),
  };
}

/** The conversation's last reply (the server's rows; local greetings never reach them). */
async function lastReply(db: SupabaseClient, userId: string, input: ChatInput): Promise<string | null> {
  let query = db
    .from('chat_messages')
    .select('message')
    .eq('user_id', userId)
    .eq('character_name', input.character)
    .eq('sender', 'bot');
  if (input.conversationId) query = query.eq('conversation_id', input.conversationId);
  const result = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1);
  if (result.error) throw httpErrorOf(result.error);
  const rows = result.data as { message: string }[] | null;
  return rows?.[0]?.message ?? null;
}

/** The second half: the reply (the coach, the crisis reply or its follow-up) and chat_finish. */
async function finishChatTurn(
  { db, userId, input, provider, policy }: TurnContext,
  begun: Extract<TurnState, { state: 'new' }>,
  /** What this message needs (begun.crisis alone: the conversation still follows a crisis up). */
  kind: TurnKind,
  onDelta?: OnDelta,
): Promise<ChatResult> {
  const locale = detectLocale(input.message, input.locale ?? 'fr');
  let reply: string;
  const credit = begun.credit;
  if (kind === 'crisis') {
    reply = crisisReply(locale, input.character);
  } else if (kind === 'crisis_other') {
    reply = helperReply(locale, input.character);
  } else if (kind === 'check_in') {
    reply = checkInQuestion(locale, input.character);
  } else if (begun.crisis) {
    reply = crisisFollowUp(locale, input.character);
  } else {
    const request: ProviderRequest = {
      userId,
      character: input.character,
      message: input.message,
      history: begun.history,
      locale,
      style: input.style,
      contextLength: input.contextLength,
      proactivity: input.proactivity,
      seed: input.messageId,
      ...(begun.user_name ? { userName: begun.user_name.split(' ')[0] ?? begun.user_name } : {}),
    };
    try {
      reply = await replyWithRetries(provider, request, policy, onDelta);
      // A model's reply is checked; the built-in coach answers instead when it fails.
      if (provider.name !== 'local') {
        const check = checkModelReply(reply, locale);
        if (!check.ok) {
          console.warn(`chat: model reply refused (${check.reason}), built-in coach used`);
          reply = coachReply(request).reply;
        }
      }
    } catch (error) {
      const failure =
        error instanceof ProviderError ? error : new ProviderError('failed', String(error), false);
      // Cut off mid-stream: what was shown is completed by the built-in coach, not refunded.
      if (failure.streamed) return finishWith(db, input, credit, coachReply(request).reply);
      const refund = await rpc<{ credit: CreditStatus }>(db, 'chat_fail', { message_id: input.messageId });
      const timeout = failure.kind === 'timeout';
      throw new HttpError(
        timeout ? 504 : 502,
        timeout ? 'provider_timeout' : 'provider_failed',
        `Le coach n'a pas pu répondre (${failure.message}). Votre crédit a été remboursé.`,
        {},
        { refunded: true, remaining_credits: refund.credit.remaining_requests },
      );
    }
    if (mentionsCrisisLines(reply)) {
      // The model saw a risk the checks did not: ask, free of charge, rather than bill a referral.
      // Refunded and answered in one step (chat_finish_free): the turn never looks failed.
      const free = await rpc<Extract<TurnState, { state: 'answered' }>>(db, 'chat_finish_free', {
        message_id: input.messageId,
        reply_id: crypto.randomUUID(),
        reply: checkInQuestion(locale, input.character),
      });
      return answered(input, free, false);
    }
  }
  return finishWith(db, input, credit, reply);
}

/** chat_finish: the reply stored, once, as the answer of this message. */
async function finishWith(
  db: SupabaseClient,
  input: ChatInput,
  credit: CreditStatus,
  reply: string,
): Promise<ChatResult> {
  const finished = await rpc<Omit<Extract<TurnState, { state: 'answered' }>, 'credit'>>(db, 'chat_finish', {
    message_id: input.messageId,
    reply_id: crypto.randomUUID(),
    reply,
  });
  return answered(input, { ...finished, credit }, false);
}
