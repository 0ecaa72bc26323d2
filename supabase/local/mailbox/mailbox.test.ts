// @vitest-environment node
import { createServer, type Socket } from 'node:net';

import { expect, it } from 'vitest';

import type { ApiRequest, ApiResponse } from '../http.ts';
import { createMailbox, createMailboxService, type MailMessage } from './index.ts';
import { previewDocument } from './page.ts';

/** The mailbox answers with text bodies, never streams. */
function textOf(response: ApiResponse): string {
  const { body } = response;
  return typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : '';
}

const request = (path: string, method = 'GET'): ApiRequest => ({
  method,
  url: new URL(`http://localhost/_dev/mailbox${path}`),
  path: path.split('?')[0] || '/',
  headers: {},
  body: Buffer.alloc(0),
  ip: '127.0.0.1',
});

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `Bonjour\nhttp://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup`,
  html: `<p><a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">Confirmer</a></p>`,
  otp: '123456',
});

it('keeps messages newest first, filters by recipient and notifies subscribers', async () => {
  const mailbox = createMailbox();
  const seen: string[] = [];
  const unsubscribe = mailbox.subscribe((message) => seen.push(message.subject));
  await mailbox.send(mail('a@example.com', 'first'));
  await mailbox.send(mail('B@example.com', 'second'));
  unsubscribe();
  await mailbox.send(mail('a@example.com', 'third'));
  expect(mailbox.list().map((message) => message.subject)).toEqual(['third', 'second', 'first']);
  expect(mailbox.list({ to: 'b@EXAMPLE.com' }).map((message) => message.subject)).toEqual(['second']);
  expect(seen).toEqual(['first', 'second']);
  expect(mailbox.list()[0]?.links).toEqual(['http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup']);
});

it('serves the JSON API and readable HTML pages', async () => {
  const mailbox = createMailbox();
  const service = createMailboxService(mailbox);
  await mailbox.send(mail('a@example.com', 'Confirmez <votre> inscription'));
  await mailbox.send(mail('b@example.com', 'Autre'));

  const api = await service(request('/api/messages?to=a@example.com'));
  expect(api.status).toBe(200);
  const messages = JSON.parse(textOf(api)) as MailMessage[];
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    to: 'a@example.com',
    otp: '123456',
    subject: 'Confirmez <votre> inscription',
  });
  expect(messages[0]?.html).toContain('<a href=');

  const one = await service(request(`/api/messages/${messages[0]!.id}`));
  expect(JSON.parse(textOf(one))).toMatchObject({ id: messages[0]!.id });

  const page = await service(request('/'));
  expect(page.headers?.['content-type']).toContain('text/html');
  expect(textOf(page)).toContain('Confirmez &lt;votre&gt; inscription');
  expect(textOf(page).indexOf('Autre')).toBeLessThan(textOf(page).indexOf('Confirmez'));

  // Each email is one tappable block (a table overflowed phones).
  expect(textOf(page)).toContain(`<a href="/_dev/mailbox/messages/${messages[0]!.id}">`);
  expect(textOf(page)).not.toContain('<table');

  const view = await service(request(`/messages/${messages[0]!.id}`));
  expect(textOf(view)).toContain('srcdoc=');
  // The preview's links open a new top-level tab, never the app inside the sandboxed preview.
  expect(textOf(view)).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;');
  expect(previewDocument('<html><head><title>x</title></head></html>')).toBe(
    '<html><head><base target="_blank"><title>x</title></head></html>',
  );

  expect((await service(request('/api/messages', 'DELETE'))).status).toBe(204);
  expect(mailbox.list()).toHaveLength(0);
  expect((await service(request('/api/messages/nope'))).status).toBe(404);
});

it('sends through SMTP when an SMTP URL is given', async () => {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
          continue;
        }
        received.push(line);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const mailbox = createMailbox({ smtpUrl: `smtp://user:pa%20ss@127.0.0.1:${port}` });
    await mailbox.send(mail('a@example.com', 'Réinitialisez votre mot de passe'));
    expect(received).toContain('MAIL FROM:<noreply@localhost>');
    expect(received).toContain('RCPT TO:<a@example.com>');
    expect(received).toContain(`AUTH PLAIN ${Buffer.from('\0user\0pa ss').toString('base64')}`);
    expect(received.some((line) => line.startsWith('Subject: =?UTF-8?B?'))).toBe(true);
    expect(mailbox.list()).toHaveLength(1);
  } finally {
    server.close();
  }
});
