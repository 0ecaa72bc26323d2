import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { localeOrDefault } from '#core/locale.ts';
import { formatEuros, formatNumber } from '#core/numbers.ts';
import { siteFacts } from '#core/siteFacts.ts';

import * as css from './landing.css.ts';

/**
 * The marketing numbers of #core/siteFacts.ts, formatted for the reader's language by #core/numbers.ts
 * rather than Intl: the landing is the page whose start must not block.
 */
export function useLandingFacts() {
  const { i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const { users, satisfaction, trial } = siteFacts;
  return {
    users: `${formatNumber(users.count, locale)}${users.orMore ? '+' : ''}`,
    satisfaction: formatNumber(satisfaction.score, locale, 1),
    satisfactionScale: formatNumber(satisfaction.outOf, locale),
    firstImpactDays: siteFacts.firstImpactDays,
    trialDays: trial.days,
    trialCredits: trial.credits,
    price: formatEuros(trial.thenPrice.amount, locale),
  };
}

type SectionHeaderProps = {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
};

/** The eyebrow, h2 and lead paragraph that open each landing section. */
export function SectionHeader({ id, eyebrow, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={css.sectionHeader[align]}>
      {eyebrow !== undefined && <p className={css.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {lead !== undefined && <p className={css.lead}>{lead}</p>}
    </div>
  );
}
