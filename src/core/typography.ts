/**
 * French typography: the space before ? ! : ; » and after « does not break, so a line never
 * starts with a lone "?" (seen in the FAQ's questions on a phone). English text has no such
 * spaces, so it passes through unchanged.
 */
export function keepPunctuationAttached(text: string): string {
  return text.replace(/ ([?!:;»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
