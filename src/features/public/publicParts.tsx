import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { localeOrDefault } from '#core/locale.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { keepPunctuationAttached } from '#core/typography.ts';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './publicPage.css.ts';
import { jsonLdText } from './structuredData.ts';

/**
 * Title, description, canonical and Open Graph tags of a public page. React puts them in
 * <head> on the client; the build's prerender moves them there in the static HTML.
 */
export function PageMeta({ path, title, description }: { path: string; title: string; description: string }) {
  const { i18n } = useLingui();
  const url = `${siteFacts.siteUrl}${path}`;
  const locale = localeOrDefault(i18n.locale) === 'fr' ? 'fr_FR' : 'en_GB';
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Emma & Louis" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale} />
      <meta property="og:image" content={`${siteFacts.siteUrl}/icons/icon-512.png`} />
    </>
  );
}

export function JsonLd({ data }: { data: unknown }) {
  // The text is JSON with "<" escaped (jsonLdText), so nothing in it can end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export function Breadcrumb({ current }: { current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Fil d'Ariane`}>
      <ol className={css.breadcrumb}>
        <li>
          <Link to="/" className={css.breadcrumbLink}>
            <Trans>Accueil</Trans>
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

export type AccordionEntry = { id: string; question: string; answer: ReactNode; tags?: readonly string[] };

/**
 * Questions whose answers open one at a time: native <details> sharing a `name` (the browser
 * closes the others), so it works before the app's JavaScript runs and search engines read
 * every answer. `firstOpen` opens the first one.
 */
export function Accordion({
  name,
  entries,
  firstOpen = false,
}: {
  name: string;
  entries: readonly AccordionEntry[];
  firstOpen?: boolean;
}) {
  return (
    <ul className={css.accordion}>
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <details name={name} open={firstOpen && index === 0} className={css.accordionItem}>
            <summary className={css.accordionButton}>
              <span>{keepPunctuationAttached(entry.question)}</span>
              <Icon name="arrowRight" size="1.125rem" className={css.chevron} />
            </summary>
            <div className={css.accordionPanel}>
              {entry.answer}
              {entry.tags !== undefined && entry.tags.length > 0 && (
                <ul className={css.tags} aria-label={entry.question}>
                  {entry.tags.map((tag) => (
                    <li key={tag} className={css.tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
