import { describe, expect, it } from 'vitest';

import { clearFieldError, contactRow, emptyContactDraft, validateContact } from './contactForm.ts';
import { filterQuotes, hasQuoteFilters, noQuoteFilters, quoteCategories, quotes } from './quotes.ts';
import { faqPageJsonLd, jsonLdText, quotationsJsonLd } from './structuredData.ts';

describe('quotes', () => {
  it('holds 60 quotes, 30 per coach, in the six categories, each in both languages', () => {
    expect(quotes).toHaveLength(60);
    expect(quotes.filter((item) => item.character === 'emma')).toHaveLength(30);
    expect(quotes.filter((item) => item.character === 'louis')).toHaveLength(30);
    expect(new Set(quotes.map((item) => item.id)).size).toBe(60);
    expect(new Set(quotes.map((item) => item.category))).toEqual(new Set(quoteCategories));
    for (const item of quotes)
      for (const locale of ['fr', 'en'] as const) {
        expect(item[locale].text.length).toBeGreaterThan(10);
        expect(item[locale].keywords.length).toBeGreaterThan(0);
      }
  });

  it('filters by coach, category and free text over text, context and keywords, ignoring case and accents', () => {
    expect(filterQuotes(quotes, noQuoteFilters, 'fr')).toHaveLength(60);
    expect(filterQuotes(quotes, { ...noQuoteFilters, character: 'louis' }, 'fr')).toHaveLength(30);
    const resilience = filterQuotes(quotes, { ...noQuoteFilters, category: 'resilience' }, 'fr');
    expect(resilience.every((item) => item.category === 'resilience')).toBe(true);
    // "SERENITE" finds "sérénité"? No quote says it: the empty result is a result.
    expect(filterQuotes(quotes, { ...noQuoteFilters, text: 'zzzz' }, 'fr')).toEqual([]);
    // Text, context, keyword.
    expect(
      filterQuotes(quotes, { ...noQuoteFilters, text: 'TEMPÊTES' }, 'fr').map((item) => item.id),
    ).toEqual(['emma-21']);
    expect(
      filterQuotes(quotes, { ...noQuoteFilters, text: 'teletravail' }, 'fr').map((item) => item.id),
    ).toEqual(['louis-28']);
    expect(filterQuotes(quotes, { ...noQuoteFilters, text: 'storm' }, 'en').map((item) => item.id)).toEqual([
      'emma-21',
    ]);
    expect(
      filterQuotes(quotes, { text: 'sommeil', character: 'emma', category: 'all' }, 'fr').every(
        (item) => item.character === 'emma',
      ),
    ).toBe(true);
    expect(hasQuoteFilters(noQuoteFilters)).toBe(false);
    expect(hasQuoteFilters({ ...noQuoteFilters, text: '  ' })).toBe(false);
    expect(hasQuoteFilters({ ...noQuoteFilters, category: 'success' })).toBe(true);
  });
});

describe('contact form rules', () => {
  const valid = {
    firstName: 'Al',
    lastName: 'Bo',
    email: 'al@example.fr',
    subject: 'billing' as const,
    message: 'x'.repeat(20),
  };

  it('accepts the minimums and names each problem', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact(emptyContactDraft)).toEqual({
      firstName: 'nameTooShort',
      lastName: 'nameTooShort',
      email: 'emailInvalid',
      subject: 'subjectMissing',
      message: 'messageTooShort',
    });
    // Trimmed: spaces do not count.
    expect(validateContact({ ...valid, firstName: ' A ', message: ` ${'x'.repeat(19)} ` })).toEqual({
      firstName: 'nameTooShort',
      message: 'messageTooShort',
    });
    expect(validateContact({ ...valid, email: 'al@example' })).toEqual({ email: 'emailInvalid' });
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'messageTooLong' });
  });

  it('clears only the edited field’s error', () => {
    const errors = validateContact(emptyContactDraft);
    const after = clearFieldError(errors, 'email');
    expect(after.email).toBeUndefined();
    expect(after.firstName).toBe('nameTooShort');
    expect(clearFieldError({}, 'email')).toEqual({});
  });

  it('makes the row the server stores: one name, trimmed', () => {
    expect(contactRow({ ...valid, firstName: ' Al ', message: ` ${valid.message} ` }, null)).toEqual({
      name: 'Al Bo',
      email: 'al@example.fr',
      subject: 'billing',
      message: valid.message,
      user_id: null,
    });
  });
});

describe('structured data', () => {
  it('FAQPage: schema.org Question entries with an accepted Answer', () => {
    const data = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }], 'fr');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'fr',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('Quotation: text, language, and the coach as the character who says it', () => {
    const data = quotationsJsonLd([{ text: 'T', author: 'Emma', about: 'Motivation' }], 'en');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toEqual([
      {
        '@type': 'Quotation',
        text: 'T',
        inLanguage: 'en',
        about: 'Motivation',
        creator: { '@type': 'Organization', name: 'Emma & Louis' },
        spokenByCharacter: { '@type': 'Person', name: 'Emma' },
      },
    ]);
  });

  it('cannot close its <script> early', () => {
    expect(jsonLdText({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
