/**
 * How plans are named and described on screen. The catalogue (#contracts/plans.ts) holds numbers
 * and feature keys; the words live here so every pricing surface (paywall, pricing page,
 * credit widget, subscription page) says the same thing in the reader's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { PlanFeature, PlanId } from '#contracts/plans.ts';

export { planNameSource } from '#contracts/plans.ts';

const planNames: Readonly<Record<PlanId, MessageDescriptor>> = {
  gratuit: msg`Gratuit`,
  decouverte: msg`Découverte`,
  equilibre: msg`Équilibre`,
  intensif: msg`Intensif`,
};

const planTaglines: Readonly<Record<PlanId, MessageDescriptor>> = {
  gratuit: msg`Pour découvrir Emma et Louis, chaque jour.`,
  decouverte: msg`Pour commencer en douceur.`,
  equilibre: msg`Pour un accompagnement régulier.`,
  intensif: msg`Sans limite, quand vous en avez besoin.`,
};

export type PlanCopy = {
  name: (id: PlanId) => string;
  /** "Formule Équilibre", or "Formule gratuite" for the free plan (an adjective, not a name). */
  title: (id: PlanId) => string;
  tagline: (id: PlanId) => string;
  feature: (feature: PlanFeature) => string;
  /** "4,90 €" in French, "€4.90" in English; whole amounts without decimals ("47 €"). */
  price: (amount: number) => string;
};

export function usePlanCopy(): PlanCopy {
  const { t, i18n } = useLingui();
  return {
    name: (id) => t(planNames[id]),
    title: (id) => {
      if (id === 'gratuit') return t`Formule gratuite`;
      const name = t(planNames[id]);
      return t`Formule ${name}`;
    },
    tagline: (id) => t(planTaglines[id]),
    feature: (feature) => {
      const count = feature.count ?? 0;
      switch (feature.key) {
        case 'messagesPerDay':
          return plural(count, { one: '# message par jour', other: '# messages par jour' });
        case 'messagesPerMonth':
          return plural(count, { one: '# message par mois', other: '# messages par mois' });
        case 'unlimitedMessages':
          return t`Messages illimités`;
        case 'bothCoaches':
          return t`Emma et Louis, au choix`;
        case 'keptHistory':
          return t`Vos échanges gardés sur tous vos appareils`;
        case 'conversationExport':
          return t`Export de vos conversations`;
      }
    },
    price: (amount) =>
      i18n.number(amount, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  };
}
