/**
 * The development mailbox: every email the local auth server sends is kept here (newest
 * first) and shown at /_dev/mailbox, with a JSON API tests use:
 *   GET    /_dev/mailbox/api/messages[?to=<email>]  → MailMessage[] (newest first)
 *   GET    /_dev/mailbox/api/messages/<id>          → MailMessage
 *   DELETE /_dev/mailbox/api/messages               → 204 (empties the mailbox)
 * With an SMTP URL the emails also go out through that relay (smtp.ts).
 * FOR LOCAL DEVELOPMENT ONLY: nothing here is authenticated.
 */
import { randomUUID } from 'node:crypto';

import { json, type ApiRequest, type ApiResponse, type Handler } from '../http.ts';
import { extractLinks } from './links.ts';
import { renderList, renderMessage } from './page.ts';
import { sendSmtp } from './smtp.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code the email carries, if any (a convenience for tests). */
  otp?: string;
  /** What the email is for: signup, magiclink, recovery, email_change, … */
  kind?: string;
};

export type MailMessage = Required<Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'>> & {
  id: string;
  from: string;
  links: string[];
  createdAt: string;
  otp?: string;
  kind?: string;
};

export type Mailbox = {
  send(mail: OutgoingMail): Promise<MailMessage>;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(filter?: { to?: string | undefined }): MailMessage[];
  /** Called for every message sent; returns an unsubscribe function. */
  subscribe(listener: (message: MailMessage) => void): () => void;
  clear(): void;
};

/** Kept in memory; the oldest go first past this many. */
const maxMessages = 500;
const defaultFrom = 'Emma & Louis <noreply@localhost>';

export function createMailbox(
  options: { smtpUrl?: string | undefined; from?: string | undefined } = {},
): Mailbox {
  const messages: MailMessage[] = [];
  const listeners = new Set<(message: MailMessage) => void>();
  const from = options.from ?? defaultFrom;
  return {
    async send(mail) {
      if (options.smtpUrl) await sendSmtp(options.smtpUrl, { from, ...mail });
      const message: MailMessage = {
        id: randomUUID(),
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: extractLinks(mail.html, mail.text),
        createdAt: new Date().toISOString(),
        ...(mail.otp === undefined ? {} : { otp: mail.otp }),
        ...(mail.kind === undefined ? {} : { kind: mail.kind }),
      };
      messages.unshift(message);
      messages.length = Math.min(messages.length, maxMessages);
      for (const listener of listeners) listener(message);
      return message;
    },
    list(filter = {}) {
      const to = filter.to?.toLowerCase();
      return messages.filter((message) => to === undefined || message.to.toLowerCase() === to);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      messages.length = 0;
    },
  };
}

const html = (body: string, status = 200): ApiResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body,
});

/** Mounted at /_dev/mailbox. */
export function createMailboxService(mailbox: Mailbox, base = '/_dev/mailbox'): Handler {
  return (request: ApiRequest) => {
    const path = request.path.replace(/\/+$/, '') || '/';
    const to = request.url.searchParams.get('to');
    const byId = /^\/(?:api\/)?messages\/([^/]+)$/.exec(path);
    const found = byId?.[1]
      ? mailbox.list().find((message) => message.id === decodeURIComponent(byId[1] ?? ''))
      : undefined;

    if (request.method === 'GET' || request.method === 'HEAD') {
      if (path === '/')
        return Promise.resolve(html(renderList(mailbox.list({ to: to ?? undefined }), base, to)));
      if (path === '/api/messages') return Promise.resolve(json(200, mailbox.list({ to: to ?? undefined })));
      if (byId && path.startsWith('/api/'))
        return Promise.resolve(found ? json(200, found) : json(404, { message: 'Message not found' }));
      if (byId)
        return Promise.resolve(found ? html(renderMessage(found, base)) : html('Message introuvable', 404));
    }
    if (request.method === 'DELETE' && path === '/api/messages') {
      mailbox.clear();
      return Promise.resolve({ status: 204 });
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  };
}
