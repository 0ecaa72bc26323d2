/**
 * Marketing facts shown on the public pages: the ONE file the operator edits when a number
 * changes. Values stay plain numbers; the pages format them for the reader's language
 * (10 000 / 10,000, 4,9 / 4.9, 4,90 € / €4.90) and own all the wording.
 */

export type CrisisLineId = 'suicidePrevention' | 'samu' | 'emergency' | 'deafSms' | 'sosAmitie';

export type CrisisLine = {
  id: CrisisLineId;
  /** The number as people dial or read it. */
  display: string;
  /** tel: or sms: link opened on tap. */
  href: string;
};

export type SiteFacts = {
  /** People who have used the coaches, shown as "10 000+" when `orMore` is set. */
  users: { count: number; orMore: boolean };
  /** Average satisfaction rating, shown as "4,9/5". */
  satisfaction: { score: number; outOf: number };
  /** Days until most people feel a first benefit, shown as "7 jours". */
  firstImpactDays: number;
  /** The free trial, then the Découverte plan price. */
  trial: { days: number; credits: number; thenPrice: { amount: number; currency: 'EUR' } };
  supportEmail: string;
  /** Emergency and listening lines in France, in the order shown. */
  crisisLines: readonly CrisisLine[];
};

export const siteFacts: SiteFacts = {
  users: { count: 10_000, orMore: true },
  satisfaction: { score: 4.9, outOf: 5 },
  firstImpactDays: 7,
  trial: { days: 3, credits: 20, thenPrice: { amount: 4.9, currency: 'EUR' } },
  supportEmail: 'support@emma-et-louis.fr',
  crisisLines: [
    { id: 'suicidePrevention', display: '3114', href: 'tel:3114' },
    { id: 'samu', display: '15', href: 'tel:15' },
    { id: 'emergency', display: '112', href: 'tel:112' },
    { id: 'deafSms', display: '114', href: 'sms:114' },
    { id: 'sosAmitie', display: '09 72 39 40 50', href: 'tel:+33972394050' },
  ],
};
