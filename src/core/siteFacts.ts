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
  /**
   * True while the figures above (users, satisfaction, first impact) and the landing's
   * testimonials are the shipped samples: the build warns, since EU consumer law forbids
   * presenting invented figures or reviews as real. Set false once they are the operator's own.
   */
  samples: { figures: boolean; testimonials: boolean };
  /** The public address of the site: canonical links, Open Graph, sitemap.xml. */
  siteUrl: string;
  /** The legal notice (mentions légales, LCEN art. 6): null where the operator has not filled it. */
  operator: OperatorFacts;
  /** The privacy policy's version (ISO date): recorded with each person's consent. */
  privacyPolicyVersion: string;
  /** The day the legal notice and the privacy policy were last changed (ISO date). */
  legalUpdatedOn: string;
};

/** Who publishes and hosts the site. `null` = not filled yet: the page says so, the build warns. */
export type OperatorFacts = {
  /** Company or person publishing the site. */
  publisherName: string | null;
  /** Legal form and share capital, e.g. "SAS au capital de 1 000 €". */
  legalForm: string | null;
  /** Registered office address. */
  address: string | null;
  /** RCS number (or RNE for a sole trader). */
  registration: string | null;
  /** Intra-community VAT number. */
  vatNumber: string | null;
  /** The director of publication (a natural person). */
  publicationDirector: string | null;
  contactEmail: string;
  phone: string | null;
  /** Host of the web app (name, address, phone). */
  host: { name: string | null; address: string | null; phone: string | null };
  /** Host of the database and functions. */
  dataHost: { name: string | null; region: string | null };
  /** The data protection contact (DPO or privacy contact). */
  privacyContact: string;
};

/** The operator's legal fields still empty, by name: what the build warns about. */
export function missingOperatorFields(facts: SiteFacts = siteFacts): string[] {
  const { host, dataHost, ...rest } = facts.operator;
  const flat: Record<string, string | null> = {
    ...rest,
    'host.name': host.name,
    'host.address': host.address,
    'host.phone': host.phone,
    'dataHost.name': dataHost.name,
    'dataHost.region': dataHost.region,
  };
  return Object.entries(flat)
    .filter(([, value]) => value === null || value.trim() === '')
    .map(([key]) => key);
}

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
  samples: { figures: true, testimonials: true },
  siteUrl: 'https://emma-et-louis.fr',
  operator: {
    publisherName: null,
    legalForm: null,
    address: null,
    registration: null,
    vatNumber: null,
    publicationDirector: null,
    contactEmail: 'support@emma-et-louis.fr',
    phone: null,
    host: { name: null, address: null, phone: null },
    dataHost: { name: 'Supabase', region: null },
    privacyContact: 'privacy@emma-et-louis.fr',
  },
  privacyPolicyVersion: '2026-11-26',
  legalUpdatedOn: '2026-11-26',
};
