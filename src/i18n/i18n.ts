/**
 * Lingui setup. Catalogs are the PO files in /locales, compiled at build time by the Lingui
 * Vite plugin into chunks loaded on demand (only the active language is fetched).
 *
 * There are two catalogs per language so the landing page does not download the words of the
 * whole app: `messages` (the shell and the visitors' pages, loaded at boot) and `app` (the
 * signed-in areas, loaded with their code through `withAppCatalog`). lingui.config.ts says
 * which source files feed which.
 */
import { i18n, type Messages } from '@lingui/core';

import type { Locale } from '#core/locale.ts';

type CatalogName = 'boot' | 'app';
type CatalogModule = { messages: Messages };

const catalogs: Record<CatalogName, Record<Locale, () => Promise<CatalogModule>>> = {
  boot: {
    fr: () => import('#locales/fr/messages.po'),
    en: () => import('#locales/en/messages.po'),
  },
  app: {
    fr: () => import('#locales/fr/app.po'),
    en: () => import('#locales/en/app.po'),
  },
};

/** The catalogs the page needs: switching language reloads each of them. */
const needed = new Set<CatalogName>(['boot']);

/** Loads a language's catalogs, then switches the whole UI (and <html lang>) to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const modules = await Promise.all([...needed].map((name) => catalogs[name][locale]()));
  const messages = modules.reduce<Messages>((all, module) => ({ ...all, ...module.messages }), {});
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** Adds the signed-in areas' messages to the active language (once; later switches include them). */
async function loadAppCatalog(): Promise<void> {
  needed.add('app');
  const locale = i18n.locale as Locale;
  const { messages } = await catalogs.app[locale]();
  // A language switch meanwhile has loaded its own copy of this catalog.
  if (i18n.locale === locale) i18n.load(locale, messages);
}

/** Loads a lazy module of the signed-in areas together with its words. */
export async function withAppCatalog<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadAppCatalog()]);
  return module;
}

export { i18n };
