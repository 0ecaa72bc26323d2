/**
 * Crisis replies name the French crisis lines in plain text ("3114", "15 (SAMU)", "114 par SMS",
 * "09 72 39 40 50"); the chat makes each one a tappable tel:/sms: link. Only messages flagged as
 * crisis are scanned: "15" in an ordinary reply is more likely fifteen minutes than the SAMU.
 * The text is split into strings and links, never parsed as HTML.
 */
import { crisisLines } from '#core/crisisLines.ts';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'line'; text: string; href: string };

const hrefByNumber = new Map(crisisLines.map((line) => [line.number, line.href]));

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Longest first, so "114" is not read as "11" followed by "4"; digits must not touch other digits.
const numbers = [...hrefByNumber.keys()].sort((a, b) => b.length - a.length);
const pattern = new RegExp(`(?<![\\d])(${numbers.map(escapeForPattern).join('|')})(?![\\d])`, 'g');

export function crisisLineSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const number = match[1];
    const href = number === undefined ? undefined : hrefByNumber.get(number);
    if (number === undefined || href === undefined) continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'line', text: number, href });
    last = match.index + number.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
