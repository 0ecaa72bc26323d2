/**
 * A minimal SMTP client over node:net / node:tls: enough to hand the auth emails to a real
 * relay (Mailpit, a provider's submission port) when SMTP_URL is set.
 * URL: smtp://[user:pass@]host[:port] (plain, default port 25) or smtps://… (TLS, default 465).
 * No STARTTLS, no pipelining: one message per connection, like a cron-sized mailer.
 */
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export type SmtpMessage = { from: string; to: string; subject: string; text: string; html: string };

/** Reads SMTP replies (possibly multi-line: "250-…" then "250 …"). */
function replyReader(socket: Socket) {
  let buffer = '';
  const waiting: ((reply: { code: number; text: string }) => void)[] = [];
  const replies: { code: number; text: string }[] = [];
  let lines: string[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      lines.push(line);
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), text: lines.join('\n') };
        lines = [];
        const next = waiting.shift();
        if (next) next(reply);
        else replies.push(reply);
      }
    }
  });
  return () =>
    new Promise<{ code: number; text: string }>((resolve) => {
      const ready = replies.shift();
      if (ready) resolve(ready);
      else waiting.push(resolve);
    });
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

const base64Lines = (value: string) =>
  (
    Buffer.from(value, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

export function formatMessage(message: SmtpMessage, now = new Date()): string {
  const boundary = `b${Math.random().toString(36).slice(2)}`;
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export async function sendSmtp(smtpUrl: string, message: SmtpMessage): Promise<void> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 25));
  const socket: Socket = secure
    ? connectTls({ host: url.hostname, port, servername: url.hostname })
    : connectTcp({ host: url.hostname, port });
  const failed = new Promise<never>((_, reject) => {
    socket.once('error', reject);
    socket.setTimeout(15_000, () => reject(new Error('SMTP timeout')));
  });
  // Observed through Promise.race below; this only keeps a late failure from going unhandled.
  failed.catch(() => undefined);
  const read = replyReader(socket);
  const command = async (line: string | null, expected: number) => {
    if (line !== null) socket.write(`${line}\r\n`);
    const reply = await Promise.race([read(), failed]);
    if (Math.floor(reply.code / 100) !== Math.floor(expected / 100))
      throw new Error(`SMTP: expected ${expected}, got ${reply.text}`);
  };
  try {
    await command(null, 220);
    await command('EHLO localhost', 250);
    if (url.username) {
      const plain = `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`;
      await command(`AUTH PLAIN ${Buffer.from(plain).toString('base64')}`, 235);
    }
    await command(`MAIL FROM:<${message.from.replace(/^.*<|>.*$/g, '')}>`, 250);
    await command(`RCPT TO:<${message.to}>`, 250);
    await command('DATA', 354);
    // Dot-stuffing: a line starting with "." would end the DATA section early.
    const body = formatMessage(message).replace(/^\./gm, '..');
    await command(`${body}\r\n.`, 250);
    await command('QUIT', 221).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
