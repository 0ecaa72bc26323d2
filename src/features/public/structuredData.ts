/**
 * schema.org structured data of the public pages, as JSON-LD (FAQPage for /faq, Quotation for
 * /quotes). Pure: the pages render the result in a <script type="application/ld+json">.
 */

export type FaqEntry = { question: string; answer: string };

export function faqPageJsonLd(entries: readonly FaqEntry[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export type QuotationEntry = { text: string; author: string; about: string };

export function quotationsJsonLd(entries: readonly QuotationEntry[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': entries.map((entry) => ({
      '@type': 'Quotation',
      text: entry.text,
      inLanguage,
      about: entry.about,
      // The coaches are AI characters, not people: a CreativeWork's character, spoken by a brand.
      creator: { '@type': 'Organization', name: 'Emma & Louis' },
      spokenByCharacter: { '@type': 'Person', name: entry.author },
    })),
  };
}

/** JSON safe inside an HTML <script>: no "</script>" or "<!--" can close it early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
