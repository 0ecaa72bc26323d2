/** The two interface languages. French is the product's first language and the default. */
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

/** `value` when it is one of the two languages, else French (e.g. Lingui's active locale). */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The stored choice wins; otherwise the browser's first language decides:
 * French if it starts with "fr", English for anything else.
 */
export function resolveLocale(stored: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const first = browserLanguages[0];
  if (first === undefined) return defaultLocale;
  return first.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Each language named in itself, as language pickers conventionally show them. */
export const localeNames: Readonly<Record<Locale, string>> = { fr: 'Français', en: 'English' };
