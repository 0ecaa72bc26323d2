/** The mailbox's HTML pages: the list (newest first) and one message. French UI, like the app. */
import type { MailMessage } from './index.ts';
import { escapeHtml } from './links.ts';

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: Canvas; color: CanvasText; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  .mails { list-style: none; margin: 0; padding: 0; }
  .mails a { display: block; padding: .75rem .5rem; border-bottom: 1px solid GrayText; text-decoration: none; color: inherit; }
  .mails a:hover, .mails a:focus-visible { background: color-mix(in srgb, LinkText 8%, transparent); }
  .mails strong { display: block; color: LinkText; text-decoration: underline; }
  .mails span { display: block; overflow-wrap: anywhere; }
  h1, a, pre { overflow-wrap: anywhere; }
  iframe { width: 100%; height: 28rem; border: 1px solid GrayText; background: white; }
  pre { white-space: pre-wrap; }
  .muted { color: GrayText; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'UTC' }) + ' UTC';

export function renderList(messages: readonly MailMessage[], base: string, to: string | null): string {
  // One tappable block per email (subject first): a table overflowed a phone's width.
  const rows = messages
    .map(
      (message) => `<li><a href="${base}/messages/${encodeURIComponent(message.id)}">
        <strong>${escapeHtml(message.subject)}</strong>
        <span>${escapeHtml(message.to)}</span>
        <span class="muted">${escapeHtml(when(message.createdAt))}</span>
      </a></li>`,
    )
    .join('');
  const filter = to ? ` pour ${escapeHtml(to)} (<a href="${base}">tout afficher</a>)` : '';
  return layout(
    'Boîte de réception locale',
    `<header><h1>Boîte de réception locale</h1>
      <p class="muted">Les e-mails envoyés par le serveur d'authentification local (développement uniquement)${filter}. <a href="">Rafraîchir</a></p></header>
     <main>${
       messages.length === 0
         ? '<p>Aucun e-mail pour le moment.</p>'
         : `<ul class="mails" aria-label="E-mails reçus">${rows}</ul>`
     }</main>`,
  );
}

/**
 * The email as the preview shows it: its links open in a new top-level tab (the sandbox lets
 * them escape it), never inside the preview, where the app would run without scripts or styles.
 */
export function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

export function renderMessage(message: MailMessage, base: string): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return layout(
    message.subject,
    `<header><p><a href="${base}">← Tous les e-mails</a></p><h1>${escapeHtml(message.subject)}</h1>
      <p class="muted">De ${escapeHtml(message.from)} à ${escapeHtml(message.to)}, ${escapeHtml(when(message.createdAt))}</p></header>
     <main>
       <iframe title="Contenu de l'e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(previewDocument(message.html))}"></iframe>
       ${links ? `<h2>Liens</h2><ul>${links}</ul>` : ''}
       <h2>Texte</h2><pre>${escapeHtml(message.text)}</pre>
     </main>`,
  );
}
