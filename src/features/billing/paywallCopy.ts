import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PaywallReason } from './paywall.machine.ts';

/** Why the modal opened, in the user's terms: a title and one reassuring sentence. */
export const paywallReasonCopy: Readonly<
  Record<PaywallReason, { title: MessageDescriptor; subtitle: MessageDescriptor }>
> = {
  no_credits: {
    title: msg`Vous avez utilisé tous vos crédits`,
    subtitle: msg`Choisissez une formule pour poursuivre vos échanges avec Emma et Louis dès maintenant.`,
  },
  low_credits: {
    title: msg`Il vous reste peu de crédits`,
    subtitle: msg`Passez à une formule supérieure pour échanger sans compter vos messages.`,
  },
  trial_expired: {
    title: msg`Votre période d'essai est terminée`,
    subtitle: msg`Merci d'avoir découvert Emma et Louis. Choisissez la formule qui vous ressemble pour continuer.`,
  },
  upgrade_needed: {
    title: msg`Une formule supérieure est nécessaire`,
    subtitle: msg`Passez à une formule qui vous donne plus de messages chaque mois, ou des échanges sans limite.`,
  },
  default: {
    title: msg`Choisissez votre formule`,
    subtitle: msg`Un accompagnement bienveillant, à votre rythme. Sans engagement, résiliable à tout moment.`,
  },
};
