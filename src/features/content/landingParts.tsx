import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import * as css from './landing.css.ts';
import { avatarColour, avatarSize } from './landingParts.css.ts';
import { siteFacts } from './siteFacts.ts';

export type CoachId = 'emma' | 'louis';

/** Proper names: the same in every language. */
export const coachNames: Readonly<Record<CoachId, string>> = { emma: 'Emma', louis: 'Louis' };

/** The marketing numbers of siteFacts.ts, formatted for the reader's language. */
export function useLandingFacts() {
  const { i18n } = useLingui();
  const { users, satisfaction, trial } = siteFacts;
  return {
    users: `${i18n.number(users.count)}${users.orMore ? '+' : ''}`,
    satisfaction: i18n.number(satisfaction.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    satisfactionScale: i18n.number(satisfaction.outOf),
    firstImpactDays: siteFacts.firstImpactDays,
    trialDays: trial.days,
    trialCredits: trial.credits,
    price: i18n.number(trial.thenPrice.amount, { style: 'currency', currency: trial.thenPrice.currency }),
  };
}

/** A coach's initial in a soft gradient circle (decorative: the name is always written next to it). */
export function CoachAvatar({ coach, size = 'md' }: { coach: CoachId; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`${avatarColour[coach]} ${avatarSize[size]}`} aria-hidden="true">
      {coachNames[coach].charAt(0)}
    </span>
  );
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
