/**
 * The public pages' one write: a contact message. The server checks every field again and
 * applies its rate limits (contact_messages' trigger: per address, per client, for the form).
 */
import { err, ok, type Result } from '#core/result.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

export type ContactRow = {
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
};

/** `rateLimited`: too many from this address or client; `busy`: the form's hourly ceiling. */
export type ContactSendError = 'rateLimited' | 'busy' | 'failed';

export async function sendContactMessage(
  client: AppSupabaseClient,
  row: ContactRow,
): Promise<Result<void, ContactSendError>> {
  try {
    // No `select` back: a visitor may insert but not read contact messages.
    const { error } = await client.from('contact_messages').insert(row);
    if (error === null) return ok(undefined);
    if (error.code === 'PT429') return err(error.details === 'contact_busy' ? 'busy' : 'rateLimited');
    return err('failed');
  } catch {
    return err('failed');
  }
}
