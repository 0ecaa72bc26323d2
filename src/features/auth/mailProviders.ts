/**
 * The "open my mailbox" shortcut on the email screens: webmail addresses for the big providers,
 * recognised from the address the email went to. Other domains get no shortcut (no guessing).
 */

export type MailProviderId = 'gmail' | 'outlook' | 'yahoo' | 'icloud';

export type MailProvider = {
  id: MailProviderId;
  /** A brand name: the same in every language. */
  name: string;
  /** The provider's webmail inbox. */
  inboxUrl: string;
};

const providers: Readonly<Record<MailProviderId, MailProvider>> = {
  gmail: { id: 'gmail', name: 'Gmail', inboxUrl: 'https://mail.google.com/mail/u/0/#inbox' },
  outlook: { id: 'outlook', name: 'Outlook', inboxUrl: 'https://outlook.live.com/mail/0/inbox' },
  yahoo: { id: 'yahoo', name: 'Yahoo Mail', inboxUrl: 'https://mail.yahoo.com/' },
  icloud: { id: 'icloud', name: 'iCloud Mail', inboxUrl: 'https://www.icloud.com/mail' },
};

/** Brand names that come with many country endings (gmail.com, hotmail.fr, yahoo.co.uk…). */
const byBrand: Readonly<Record<string, MailProviderId>> = {
  gmail: 'gmail',
  googlemail: 'gmail',
  outlook: 'outlook',
  hotmail: 'outlook',
  live: 'outlook',
  yahoo: 'yahoo',
  ymail: 'yahoo',
  icloud: 'icloud',
};

/** Short names that are only Apple's or Microsoft's under .com. */
const byDomain: Readonly<Record<string, MailProviderId>> = {
  'msn.com': 'outlook',
  'me.com': 'icloud',
  'mac.com': 'icloud',
};

export function mailProviderFor(email: string): MailProvider | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const exact = byDomain[domain];
  if (exact !== undefined) return providers[exact];
  const [brand, ...rest] = domain.split('.');
  if (brand === undefined || rest.length === 0) return null;
  const id = byBrand[brand];
  return id === undefined ? null : providers[id];
}
