/** What every auth handler gets: the stack, the mailbox, the hasher and derived settings. */
import type { StackContext } from '../server.ts';
import type { Mailbox } from '../mailbox/index.ts';
import type { PasswordHasher } from './passwords.ts';
import type { EmailLimiter } from './emails.ts';

export type AuthContext = {
  stack: StackContext;
  mailbox: Mailbox;
  hasher: PasswordHasher;
  emailLimiter: EmailLimiter;
  /** `${stack.url}/auth/v1`: the JWT issuer and the base of email links. */
  issuer: string;
  /** GoTrue's MAILER_AUTOCONFIRM: the Supabase CLI sets it to !enable_confirmations. */
  autoconfirm: boolean;
};
