/**
 * The spec's credit endpoints (check-credits, consume-credit, consume-credit-simple) as thin
 * wrappers over the SQL rules, called with the caller's own JWT so the database decides.
 */
import type { Caller } from './auth.ts';
import { httpErrorOf } from './chat/dbErrors.ts';
import { isCharacterId } from './contracts/characters.ts';
import type { ConsumeCreditAnswer, CreditStatusBody } from './contracts/credits.ts';
import { HttpError } from './http.ts';
import { userClient } from './supabase.ts';

export type CreditStatus = Record<string, unknown> & CreditStatusBody;

/** The body's userId (the spec sends it) must be the caller's own. */
export function assertSameUser(caller: Caller, userId: unknown): void {
  if (userId !== undefined && userId !== null && userId !== caller.userId) {
    throw new HttpError(403, 'forbidden', "userId ne correspond pas à l'utilisateur connecté");
  }
}

export async function creditStatus(caller: Caller): Promise<CreditStatus> {
  const result = await userClient(caller.token).rpc('get_user_credit_status');
  if (result.error) throw httpErrorOf(result.error);
  return result.data as CreditStatus;
}

export type Consumption = ConsumeCreditAnswer;

export async function consumeOne(
  caller: Caller,
  options: { creditsToConsume?: unknown; characterName?: unknown; messageId?: unknown },
): Promise<Consumption> {
  const amount = options.creditsToConsume ?? 1;
  if (amount !== 1) {
    // Credits are added only by the server's rules (billing, promo codes, admins).
    throw new HttpError(400, 'invalid_request', 'Un seul crédit peut être consommé par message');
  }
  const character = typeof options.characterName === 'string' ? options.characterName.toLowerCase() : null;
  const messageId = typeof options.messageId === 'string' ? options.messageId : crypto.randomUUID();
  const consumed = await userClient(caller.token).rpc('consume_credit', {
    message_id: messageId,
    character_name: isCharacterId(character) ? character : null,
  });
  if (consumed.error) throw httpErrorOf(consumed.error);
  const result = consumed.data as {
    unlimited: boolean;
    remaining_credits: number;
    subscription_tier: string;
  };
  return {
    success: true,
    unlimited: result.unlimited,
    remaining_credits: result.remaining_credits,
    subscription_tier: result.subscription_tier,
  };
}
