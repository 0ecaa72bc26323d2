import type { Locale } from './locale.ts';

const months: Readonly<Record<Locale, readonly string[]>> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** "26 novembre 2026" / "26 November 2026" from an ISO date (YYYY-MM-DD), without Intl (see numbers.ts). */
export function longDate(iso: string, locale: Locale, withYear = true): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = months[locale][(month ?? 1) - 1] ?? '';
  return withYear ? `${day} ${name} ${year}` : `${day} ${name}`;
}

/** "23 nov." style short label for a chart axis: day and month number ("23/11"). */
export function shortDate(iso: string, locale: Locale): string {
  const [, month, day] = iso.split('-');
  return locale === 'fr' ? `${day}/${month}` : `${month}/${day}`;
}
