/**
 * One chat turn: crisis check → chat_begin (replay check, rate limit, conversation, credit,
 * user message, history) → the coach (or the crisis reply, or its follow-up after an unsure
 * answer) → chat_finish (the reply), or chat_fail (refund) when no reply could be produced. The
 * client's message id makes the whole turn idempotent. It runs in two halves so the client can
 * be told its message is stored and charged (accepted) before the reply, which a remote model
 * takes seconds to write.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { ChatAcceptedBody, ChatAnswerBody } from '../contracts/chat.ts';
import { detectLocale, type Turn } from '../coach/index.ts';
import { crisisLines, crisisReply, detectCrisis } from '../crisis/index.ts';
import { HttpError } from '../http.ts';

import { crisisFollowUp, soundsUnsafe } from './crisisFollowUp.ts';
import { httpErrorOf } from './dbErrors.ts';
import { ProviderError, replyWithRetries, type CoachProvider, type RetryPolicy } from './providers.ts';
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
  return {
    reply: state.reply,
    message_id: input.messageId,
    reply_id: state.reply_id,
    conversation_id: state.conversation_id,
    remaining_credits: state.credit.remaining_requests,
    unlimited: state.credit.has_unlimited,
    subscription_tier: state.credit.subscription_tier,
    crisis: state.crisis,
    replay,
    ...(state.crisis ? { crisis_lines: crisisLines } : {}),
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
  | { state: 'accepted'; accepted: ChatAccepted; finish: () => Promise<ChatResult> };

/**
 * The first half of a turn: the crisis check and chat_begin. Everything refused before the
 * message is stored (credits, rate limit, an id in progress) throws here, as an HttpError.
 */
export async function beginChatTurn(context: TurnContext): Promise<BegunTurn> {
  const { db, userId, input } = context;
  const crisis = detectCrisis(input.message).crisis;
  const unsure = !crisis && soundsUnsafe(input.message);
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
    finish: () => finishChatTurn(context, begun, crisis),
  };
}

/** The second half: the reply (the coach, the crisis reply or its follow-up) and chat_finish. */
async function finishChatTurn(
  { db, userId, input, provider, policy }: TurnContext,
  begun: Extract<TurnState, { state: 'new' }>,
  /** This message reads as a crisis (begun.crisis: the conversation still follows one up). */
  crisis: boolean,
): Promise<ChatResult> {
  const locale = detectLocale(input.message, input.locale ?? 'fr');
  let reply: string;
  if (crisis) {
    reply = crisisReply(locale, input.character);
  } else if (begun.crisis) {
    reply = crisisFollowUp(locale, input.character);
  } else {
    try {
      reply = await replyWithRetries(
        provider,
        {
          userId,
          character: input.character,
          message: input.message,
          history: begun.history,
          locale,
          style: input.style,
          contextLength: input.contextLength,
          seed: input.messageId,
          ...(begun.user_name ? { userName: begun.user_name.split(' ')[0] ?? begun.user_name } : {}),
        },
        policy,
      );
    } catch (error) {
      const failure =
        error instanceof ProviderError ? error : new ProviderError('failed', String(error), false);
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
  }
  const finished = await rpc<Omit<Extract<TurnState, { state: 'answered' }>, 'credit'>>(db, 'chat_finish', {
    message_id: input.messageId,
    reply_id: crypto.randomUUID(),
    reply,
  });
  return answered(input, { ...finished, credit: begun.credit }, false);
}
