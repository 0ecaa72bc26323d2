/** The links an email contains, in order, without duplicates (tests follow them). */
export function extractLinks(html: string, text: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/href\s*=\s*"([^"]+)"/gi)) {
    if (match[1]) found.push(decodeEntities(match[1]));
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) found.push(match[0]);
  return [...new Set(found)];
}

export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
