/**
 * Numbers and euro amounts written as Intl.NumberFormat writes them in French and English
 * ("10 000", "4,90 €" / "10,000", "€4.90"), without Intl. The first Intl formatter a page creates
 * loads the language's ICU data: ~35 ms of main thread on a fast machine, four times that on a
 * phone, in the middle of the landing's start (Lighthouse counted it as blocking time). The
 * tests compare every case with Intl itself.
 */
import type { Locale } from './locale.ts';

const separators: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  // French groups with a narrow no-break space, as CLDR (and so Intl) does.
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** `value` with exactly `fractionDigits` decimals, rounded as Intl rounds (half away from zero). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const { group, decimal } = separators[locale];
  const [whole = '', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return minus(value) + grouped + (fraction === undefined ? '' : decimal + fraction);
}

/** An amount of euros with its cents: "4,90 €" in French (no-break space), "€4.90" in English. */
export function formatEuros(amount: number, locale: Locale): string {
  const digits = formatNumber(Math.abs(amount), locale, 2);
  return locale === 'fr' ? `${minus(amount)}${digits}\u00a0€` : `${minus(amount)}€${digits}`;
}

/** Intl keeps the sign of a negative number even when it rounds to zero ("-0,00 €"). */
function minus(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}
