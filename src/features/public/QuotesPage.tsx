import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';

import { useService } from '#app/serviceContext.tsx';
import { characterNames, type CharacterId } from '#contracts/characters.ts';
import { localeOrDefault, type Locale } from '#core/locale.ts';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './publicPage.css.ts';
import { JsonLd, PageMeta } from './publicParts.tsx';
import {
  filterQuotes,
  hasQuoteFilters,
  noQuoteFilters,
  quoteCategories,
  quotes,
  type Quote,
  type QuoteCategory,
  type QuoteFilters,
} from './quotes.ts';
import { quotationsJsonLd } from './structuredData.ts';

function useCategoryLabels(): Record<QuoteCategory, string> {
  const { t } = useLingui();
  return {
    motivation: t`Motivation`,
    wellbeing: t`Bien-être`,
    growth: t`Développement`,
    resilience: t`Résilience`,
    mindfulness: t`Pleine conscience`,
    success: t`Réussite`,
  };
}

function useCoachTitles(): Record<CharacterId, string> {
  const { t } = useLingui();
  return { emma: t`Coach bien-être empathique`, louis: t`Coach de développement analytique` };
}

export function QuotesPage() {
  const { t, i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const titleId = useId();
  const searchId = useId();
  const characterId = useId();
  const categoryId = useId();
  const categories = useCategoryLabels();
  const titles = useCoachTitles();
  const [filters, setFilters] = useState<QuoteFilters>(noQuoteFilters);
  const shown = useMemo(() => filterQuotes(quotes, filters, locale), [filters, locale]);
  const jsonLd = quotationsJsonLd(
    quotes.slice(0, 8).map((item) => ({
      text: item[locale].text,
      author: characterNames[item.character],
      about: categories[item.category],
    })),
    locale,
  );
  const count = (character: CharacterId) => quotes.filter((item) => item.character === character).length;
  const set = (change: Partial<QuoteFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className={css.page}>
      <PageMeta
        path="/quotes"
        title={t`Citations d'Emma et Louis — Emma & Louis`}
        description={t`60 citations inspirantes d'Emma et Louis pour le bien-être, la motivation et la résilience, à filtrer et à copier.`}
      />
      <JsonLd data={jsonLd} />
      <div className={css.header}>
        <h1 id={titleId} className={css.title}>
          <Trans>Citations d'Emma et Louis</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Des phrases à garder près de soi, écrites dans la voix de chacun de nos coachs.</Trans>
        </p>
      </div>
      <ul className={css.counters} aria-label={t`Nombre de citations`}>
        <Counter value={quotes.length} label={t`citations`} />
        <Counter value={count('emma')} label={t`d'Emma`} />
        <Counter value={count('louis')} label={t`de Louis`} />
        <Counter value={quoteCategories.length} label={t`catégories`} />
      </ul>
      {/* role="search" rather than <search>: browsers before 2023 (Safari 16) and jsdom do not know the element. */}
      <div role="search" className={css.filters} aria-label={t`Filtrer les citations`}>
        <div className={css.field}>
          <label htmlFor={searchId} className={css.label}>
            <Trans>Rechercher</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            className={css.input}
            value={filters.text}
            placeholder={t`Un mot : calme, confiance…`}
            onChange={(event) => set({ text: event.target.value })}
          />
        </div>
        <div className={css.field}>
          <label htmlFor={characterId} className={css.label}>
            <Trans>Coach</Trans>
          </label>
          <select
            id={characterId}
            className={css.input}
            value={filters.character}
            onChange={(event) => set({ character: event.target.value as QuoteFilters['character'] })}
          >
            <option value="all">{t`Emma et Louis`}</option>
            <option value="emma">{characterNames.emma}</option>
            <option value="louis">{characterNames.louis}</option>
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor={categoryId} className={css.label}>
            <Trans>Catégorie</Trans>
          </label>
          <select
            id={categoryId}
            className={css.input}
            value={filters.category}
            onChange={(event) => set({ category: event.target.value as QuoteFilters['category'] })}
          >
            <option value="all">{t`Toutes les catégories`}</option>
            {quoteCategories.map((category) => (
              <option key={category} value={category}>
                {categories[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* With no result, the card below says it: the count stays for screen readers only. */}
      <p role="status" className={shown.length === 0 ? visuallyHidden : css.muted}>
        <ResultCount count={shown.length} filtered={hasQuoteFilters(filters)} />
      </p>
      {shown.length === 0 ? (
        <div className={css.card}>
          <p className={css.muted}>
            <Trans>Aucune citation ne correspond à ces filtres.</Trans>
          </p>
          <div>
            <Button tone="secondary" onClick={() => setFilters(noQuoteFilters)}>
              <Icon name="refresh" />
              <Trans>Réinitialiser les filtres</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <ul className={css.quoteGrid}>
          {shown.map((item) => (
            <QuoteCard
              key={item.id}
              item={item}
              title={titles[item.character]}
              category={categories[item.category]}
            />
          ))}
        </ul>
      )}
      <div className={css.actions}>
        <LinkButton to="/" tone="primary">
          <Trans>Parler à Emma ou Louis</Trans>
          <Icon name="arrowRight" />
        </LinkButton>
        <LinkButton to="/faq" tone="secondary">
          <Trans>Questions fréquentes</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <li className={css.counter}>
      <span className={css.counterValue}>{value}</span>
      <span className={css.counterLabel}>{label}</span>
    </li>
  );
}

function ResultCount({ count, filtered }: { count: number; filtered: boolean }) {
  return filtered ? (
    <Plural
      value={count}
      _0="Aucune citation ne correspond à vos filtres"
      one="# citation correspond à vos filtres"
      other="# citations correspondent à vos filtres"
    />
  ) : (
    <Plural value={count} one="# citation au total" other="# citations au total" />
  );
}

/** Each language's quotation marks: « » with their non-breaking spaces in French, “ ” in English. */
function quotedText(text: string, locale: Locale): string {
  return locale === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`;
}

function QuoteCard({ item, title, category }: { item: Quote; title: string; category: string }) {
  const { t, i18n } = useLingui();
  const toasts = useService('toasts');
  const locale = localeOrDefault(i18n.locale);
  const { text, context } = item[locale];
  const name = characterNames[item.character];
  const quoted = quotedText(text, locale);
  async function copy() {
    try {
      await navigator.clipboard.writeText(`${quoted} — ${name}`);
      toasts.show({ title: t`Citation copiée`, tone: 'success' });
    } catch {
      toasts.show({ title: t`La copie n'a pas fonctionné`, tone: 'error' });
    }
  }
  return (
    <li>
      <figure className={css.card} style={{ margin: 0 }}>
        <div className={css.quoteHead}>
          <CharacterAvatar characterId={item.character} />
          <div>
            <p className={css.quoteAuthor[item.character]} style={{ margin: 0 }}>
              {name}
            </p>
            <p className={css.counterLabel} style={{ margin: 0 }}>
              {title}
            </p>
          </div>
        </div>
        <blockquote style={{ margin: 0 }}>
          <p className={css.quoteText}>{quoted}</p>
        </blockquote>
        <figcaption className={css.quoteFoot}>
          <span className={css.muted}>{context}</span>
          <span className={css.tag}>{category}</span>
        </figcaption>
        <div>
          <Button
            tone="secondary"
            onClick={() => void copy()}
            aria-label={t`Copier la citation de ${name} : ${text}`}
          >
            <Trans>Copier</Trans>
          </Button>
        </div>
      </figure>
    </li>
  );
}
