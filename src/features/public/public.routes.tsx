/* Route components of the public pages, loaded lazily by the router (and by the prerender). */
export { ContactPage } from './ContactPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { LegalNoticePage, PrivacyPage } from './LegalPages.tsx';
export { QuotesPage } from './QuotesPage.tsx';
