/** The mailbox's HTML pages: the list (newest first) and one message. French UI, like the app. */
import type { MailMessage } from './index.ts';
import { escapeHtml } from './links.ts';

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: Canvas; color: CanvasText; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid GrayText; vertical-align: top; }
  iframe { width: 100%; height: 28rem; border: 1px solid GrayText; background: white; }
  pre { white-space: pre-wrap; }
  .muted { color: GrayText; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'UTC' }) + ' UTC';

export function renderList(messages: readonly MailMessage[], base: string, to: string | null): string {
  const rows = messages
    .map(
      (message) => `<tr>
        <td class="muted">${escapeHtml(when(message.createdAt))}</td>
        <td>${escapeHtml(message.to)}</td>
        <td><a href="${base}/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td>
      </tr>`,
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
         : `<table><thead><tr><th>Reçu</th><th>Destinataire</th><th>Objet</th></tr></thead><tbody>${rows}</tbody></table>`
     }</main>`,
  );
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
       <iframe title="Contenu de l'e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(message.html)}"></iframe>
       ${links ? `<h2>Liens</h2><ul>${links}</ul>` : ''}
       <h2>Texte</h2><pre>${escapeHtml(message.text)}</pre>
     </main>`,
  );
}
