/**
 * Lingui setup. Catalogs are the PO files in /locales, compiled at build time by the Lingui
 * Vite plugin into one chunk per language, loaded on demand (only the active one is fetched).
 */
import { i18n, type Messages } from '@lingui/core';

import type { Locale } from '#core/locale.ts';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import('#locales/fr/messages.po'),
  en: () => import('#locales/en/messages.po'),
};

/** Loads the catalog for a language, then switches the whole UI (and <html lang>) to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
