/**
 * French crisis lines shown with the crisis reply (and usable by the UI as tappable links).
 * Order matters: 3114 first (suicide prevention, free, 24/7), then immediate danger, SMS, listening.
 */
import type { CrisisLine } from './types.ts';

export const crisisLines: readonly CrisisLine[] = [
  {
    id: '3114',
    number: '3114',
    href: 'tel:3114',
    label: {
      fr: 'Numéro national de prévention du suicide',
      en: 'National suicide prevention line (France)',
    },
    description: {
      fr: 'Gratuit, 24 h/24 et 7 j/7. Des professionnels formés vous répondent, que vous soyez en détresse ou inquiet pour un proche.',
      en: 'Free, 24/7. Trained professionals answer, whether you are struggling or worried about someone close to you.',
    },
  },
  {
    id: '15',
    number: '15',
    href: 'tel:15',
    label: { fr: 'SAMU', en: 'SAMU (medical emergencies)' },
    description: {
      fr: 'En cas de danger immédiat ou d’urgence médicale.',
      en: 'If you are in immediate danger or need urgent medical help.',
    },
  },
  {
    id: '112',
    number: '112',
    href: 'tel:112',
    label: { fr: 'Numéro d’urgence européen', en: 'European emergency number' },
    description: {
      fr: 'Urgence immédiate, depuis n’importe quel téléphone, partout dans l’Union européenne.',
      en: 'Immediate emergency, from any phone, anywhere in the European Union.',
    },
  },
  {
    id: '114',
    number: '114',
    href: 'sms:114',
    label: { fr: '114 par SMS', en: '114 by text message' },
    description: {
      fr: 'Urgences par SMS, si vous ne pouvez pas parler ou entendre.',
      en: 'Emergencies by text message, if you cannot speak or hear.',
    },
  },
  {
    id: 'sos-amitie',
    number: '09 72 39 40 50',
    href: 'tel:+33972394050',
    label: { fr: 'SOS Amitié', en: 'SOS Amitié (listening line)' },
    description: {
      fr: 'Écoute anonyme, 24 h/24 et 7 j/7, pour parler de ce qui pèse.',
      en: 'Anonymous listening, 24/7, to talk about whatever weighs on you (in French).',
    },
  },
];
