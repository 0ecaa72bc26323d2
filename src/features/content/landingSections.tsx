import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { CharacterId } from '#contracts/characters.ts';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';

import * as css from './landing.css.ts';
import { SectionHeader, useLandingFacts } from './landingParts.tsx';
import * as s from './landingSections.css.ts';

type Card = { icon: IconName; title: string; text: string };

function useBenefits(): readonly Card[] {
  const { t } = useLingui();
  const { price } = useLandingFacts();
  return [
    {
      icon: 'clock',
      title: t`Toujours disponible`,
      text: t`Jour et nuit, week-end compris : un espace d'écoute dès que vous en ressentez le besoin.`,
    },
    {
      icon: 'heart',
      title: t`Sans jugement`,
      text: t`Exprimez-vous librement, avec vos mots et à votre rythme. Ici, tout peut se dire.`,
    },
    {
      icon: 'wallet',
      title: t`Un prix accessible`,
      text: t`Dès ${price} par mois pour prendre soin de vous, sans engagement et sans surprise.`,
    },
    {
      icon: 'target',
      title: t`Adapté à vous`,
      text: t`Les conseils s'ajustent à votre situation, à vos objectifs et à ce que vous vivez aujourd'hui.`,
    },
  ];
}

export function BenefitsSection() {
  const titleId = useId();
  const benefits = useBenefits();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.container}>
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Pourquoi Emma & Louis</Trans>}
          title={<Trans>Un soutien pensé pour votre quotidien</Trans>}
          lead={<Trans>Un accompagnement simple, bienveillant et toujours à portée de main.</Trans>}
        />
        <ul className={s.benefitGrid}>
          {benefits.map((benefit) => (
            <li key={benefit.icon} className={s.benefit}>
              <span className={s.benefitIcon}>
                <Icon name={benefit.icon} size="1.5rem" />
              </span>
              <h3 className={s.cardTitle}>{benefit.title}</h3>
              <p className={s.cardText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function useSteps(): readonly Omit<Card, 'icon'>[] {
  const { t } = useLingui();
  return [
    {
      title: t`Choisissez votre coach`,
      text: t`Emma pour apaiser vos émotions, Louis pour structurer vos projets. Vous pouvez changer à tout moment.`,
    },
    {
      title: t`Écrivez librement`,
      text: t`Confiez ce qui vous occupe, comme à une personne de confiance. Chaque message utilise un crédit.`,
    },
    {
      title: t`Avancez à votre rythme`,
      text: t`Des pistes concrètes, des exercices simples et vos échanges à retrouver, jour après jour.`,
    },
  ];
}

export function StepsSection() {
  const titleId = useId();
  const steps = useSteps();
  return (
    <section className={css.sectionTinted} aria-labelledby={titleId}>
      <div className={css.container}>
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Comment ça marche</Trans>}
          title={<Trans>Trois étapes pour commencer</Trans>}
          lead={
            <Trans>
              Pas de rendez-vous, pas de salle d'attente : votre première conversation démarre en une minute.
            </Trans>
          }
        />
        <div className={s.stepsWrap}>
          <span className={s.stepsThread} aria-hidden="true" />
          <ol className={s.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={s.step}>
                <span className={s.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={s.cardTitle}>{step.title}</h3>
                <p className={s.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

type Testimonial = { author: string; coach: CharacterId | 'both'; with: string; text: string };

function useTestimonials(): readonly Testimonial[] {
  const { t } = useLingui();
  return [
    {
      author: 'Camille R.',
      coach: 'emma',
      with: t`Accompagnée par Emma`,
      text: t`Le soir, parler avec Emma m'aide à relâcher la pression de la journée. Je me sens écoutée, sans jamais me sentir jugée.`,
    },
    {
      author: 'Thomas L.',
      coach: 'louis',
      with: t`Accompagné par Louis`,
      text: t`Louis m'a aidé à clarifier mes priorités. J'ai enfin pris ma décision de reconversion, l'esprit tranquille.`,
    },
    {
      author: 'Sarah M.',
      coach: 'both',
      with: t`Avec Emma et Louis`,
      text: t`J'alterne entre les deux selon mes journées. C'est simple, disponible à toute heure et vraiment apaisant.`,
    },
  ];
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/** A large typographic quotation mark (decorative). */
function QuoteMark() {
  return (
    <svg className={s.quoteMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M13.6 7.5c-5 1.9-8.6 6.2-8.6 11.6 0 3.4 2 5.4 4.7 5.4 2.5 0 4.3-1.8 4.3-4.2 0-2.3-1.6-4-3.8-4.1.5-2.6 2.6-4.9 5.3-6.3l-1.9-2.4Zm13 0c-5 1.9-8.6 6.2-8.6 11.6 0 3.4 2 5.4 4.7 5.4 2.5 0 4.3-1.8 4.3-4.2 0-2.3-1.6-4-3.8-4.1.5-2.6 2.6-4.9 5.3-6.3l-1.9-2.4Z"
      />
    </svg>
  );
}

export function TestimonialsSection() {
  const titleId = useId();
  const testimonials = useTestimonials();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.container}>
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Témoignages</Trans>}
          title={<Trans>Ils ont retrouvé un peu de sérénité</Trans>}
        />
        <ul className={s.testimonialGrid}>
          {testimonials.map((item) => (
            <li key={item.author}>
              <figure className={s.testimonial}>
                <QuoteMark />
                <blockquote className={s.testimonialText}>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className={s.testimonialAuthor}>
                  <span className={s.initials} aria-hidden="true">
                    {initialsOf(item.author)}
                  </span>
                  <span className={s.authorText}>
                    <span className={s.authorName}>{item.author}</span>
                    <span className={s.authorCoach[item.coach]}>{item.with}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function useSafeguards(): readonly Card[] {
  const { t } = useLingui();
  return [
    {
      icon: 'lock',
      title: t`Conversations chiffrées`,
      text: t`Vos échanges sont chiffrés et restent strictement privés.`,
    },
    {
      icon: 'shield',
      title: t`Conforme au RGPD`,
      text: t`Vos données vous appartiennent : vous pouvez les consulter ou les supprimer à tout moment.`,
    },
    {
      icon: 'userCheck',
      title: t`Aucun jugement humain`,
      text: t`Vous parlez à une intelligence artificielle : confiez-vous librement, sans crainte du regard des autres.`,
    },
    {
      icon: 'refresh',
      title: t`Résiliable à tout moment`,
      text: t`Sans engagement : vous arrêtez votre abonnement quand vous le souhaitez, en quelques clics.`,
    },
  ];
}

export function SecuritySection() {
  const titleId = useId();
  const safeguards = useSafeguards();
  return (
    <section className={css.sectionFollow} aria-labelledby={titleId}>
      <div className={css.container}>
        <div className={s.securityPanel}>
          <div className={s.securityIntro}>
            <span className={s.securityEmblem}>
              <Icon name="shield" size="2rem" />
            </span>
            <p className={css.eyebrow}>
              <Trans>Sécurité et confidentialité</Trans>
            </p>
            <h2 id={titleId} className={css.sectionTitle}>
              <Trans>Ce que vous confiez reste entre vous et votre coach</Trans>
            </h2>
            <p className={css.lead}>
              <Trans>
                Votre tranquillité d'esprit compte autant que votre bien-être : vos données sont traitées avec
                le plus grand soin.
              </Trans>
            </p>
          </div>
          <ul className={s.securityList}>
            {safeguards.map((item) => (
              <li key={item.icon} className={s.securityItem}>
                <span className={s.securityIcon}>
                  <Icon name={item.icon} size="1.25rem" />
                </span>
                <div className={s.securityItemText}>
                  <h3 className={s.securityItemTitle}>{item.title}</h3>
                  <p className={s.cardText}>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
