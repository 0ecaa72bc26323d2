import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { characterNames } from '#contracts/characters.ts';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { LogoMark } from '#ui/icons/Logo.tsx';

import * as css from './landing.css.ts';
import { CoachesSection, ConversationsSection } from './landingCoaches.tsx';
import { AiDisclosure, CrisisBand, LandingFooter } from './landingFooter.tsx';
import { useLandingFacts } from './landingParts.tsx';
import { TrialButton } from './TrialButton.tsx';
import { BenefitsSection, SecuritySection, StepsSection, TestimonialsSection } from './landingSections.tsx';

/**
 * The visitor home page ("/"): who Emma and Louis are, what a conversation feels like, what it
 * costs, how data is protected and where to find urgent help. `signedIn` swaps the trial calls
 * to action for a way back to the dashboard.
 */
export function LandingPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={css.page}>
      <title>{t`Emma & Louis · Coaching bien-être par IA, disponible 24h/24`}</title>
      <Hero signedIn={signedIn} />
      <Stats />
      <CoachesSection signedIn={signedIn} />
      <ConversationsSection />
      <BenefitsSection />
      <StepsSection />
      <TestimonialsSection />
      <SecuritySection />
      <div className={css.container}>
        <AiDisclosure />
        <CrisisBand />
      </div>
      <FinalCallToAction signedIn={signedIn} />
      <LandingFooter />
    </div>
  );
}

function Hero({ signedIn }: { signedIn: boolean }) {
  const titleId = useId();
  const { trialDays, trialCredits, price } = useLandingFacts();
  return (
    <section className={css.hero} aria-labelledby={titleId}>
      <div className={`${css.container} ${css.heroGrid}`}>
        <div className={css.heroText}>
          <p className={css.heroBadge}>
            <Icon name="sparkles" size="1rem" />
            <Trans>Coaching bien-être par IA, jour et nuit</Trans>
          </p>
          <h1 id={titleId} className={css.heroTitle}>
            <Trans>
              Prenez soin de vous, <em className={css.heroTitleAccent}>à votre rythme</em>.
            </Trans>
          </h1>
          <p className={css.heroLead}>
            <Trans>
              Parlez avec Emma, coach bienveillante de votre équilibre émotionnel, ou avec Louis, coach
              pragmatique de votre développement personnel. Une écoute attentive, à toute heure et sans
              jugement.
            </Trans>
          </p>
          {signedIn ? (
            <div className={css.actions}>
              <LinkButton to="/dashboard" tone="primary" size="lg">
                <Trans>Accéder à mon espace</Trans>
                <Icon name="arrowRight" />
              </LinkButton>
            </div>
          ) : (
            <>
              <div className={css.actions}>
                <TrialButton source="landing" />
                <LinkButton to="/auth" tone="secondary" size="lg">
                  <Trans>Se connecter</Trans>
                </LinkButton>
              </div>
              <ul className={css.reassurance}>
                <li className={css.reassuranceItem}>
                  <Icon name="check" size="1.125rem" className={css.reassuranceIcon} />
                  <Plural value={trialDays} one="# jour d'essai gratuit" other="# jours d'essai gratuit" />
                </li>
                <li className={css.reassuranceItem}>
                  <Icon name="check" size="1.125rem" className={css.reassuranceIcon} />
                  <Plural value={trialCredits} one="# crédit offert" other="# crédits offerts" />
                </li>
                <li className={css.reassuranceItem}>
                  <Icon name="check" size="1.125rem" className={css.reassuranceIcon} />
                  <Trans>Puis {price}/mois, sans engagement</Trans>
                </li>
              </ul>
            </>
          )}
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** A calm preview of a conversation with both coaches (decorative: the real examples come later). */
function HeroVisual() {
  return (
    <div className={css.heroVisual} aria-hidden="true">
      <div className={css.heroGlow} />
      <div className={css.previewCard}>
        <div className={css.previewHeader}>
          <span className={css.avatarPair}>
            <CharacterAvatar characterId="emma" size="sm" />
            <span className={css.avatarOverlap}>
              <CharacterAvatar characterId="louis" size="sm" />
            </span>
          </span>
          <div>
            <p className={css.previewName}>
              <Trans>Emma & Louis</Trans>
            </p>
            <p className={css.previewStatus}>
              <Trans>Disponibles maintenant</Trans>
            </p>
          </div>
        </div>
        <div className={css.previewMessages}>
          <p className={css.previewBubble.emma}>
            <span className={css.bubbleAuthor.emma}>{characterNames.emma}</span>
            <Trans>Bonjour ! Prenons un moment pour vous : comment vous sentez-vous aujourd'hui ?</Trans>
          </p>
          <p className={css.previewBubble.user}>
            <Trans>J'ai l'impression de courir après le temps…</Trans>
          </p>
          <p className={css.previewBubble.louis}>
            <span className={css.bubbleAuthor.louis}>{characterNames.louis}</span>
            <Trans>Faisons le tri ensemble : quelle est la seule chose vraiment urgente aujourd'hui ?</Trans>
          </p>
        </div>
      </div>
      <span className={css.floatingChip.top}>
        <Icon name="heart" size="1rem" />
        <Trans>Sans jugement</Trans>
      </span>
      <span className={css.floatingChip.bottom}>
        <Icon name="clock" size="1rem" />
        <Trans>Disponible 24h/24</Trans>
      </span>
    </div>
  );
}

function Stats() {
  const titleId = useId();
  const facts = useLandingFacts();
  const { satisfaction, satisfactionScale, firstImpactDays } = facts;
  return (
    <section className={css.statsWrap} aria-labelledby={titleId}>
      <div className={css.container}>
        <h2 id={titleId} className={visuallyHidden}>
          <Trans>Emma & Louis en chiffres</Trans>
        </h2>
        <ul className={css.statsList}>
          <li className={css.statItem}>
            <p className={css.statValue}>{facts.users}</p>
            <p className={css.statLabel}>
              <Trans>personnes accompagnées</Trans>
            </p>
          </li>
          <li className={css.statItem}>
            <p className={css.statValue}>
              <Trans>
                {satisfaction}
                <span className={css.statScale}>/{satisfactionScale}</span>
              </Trans>
            </p>
            <p className={css.statLabel}>
              <Trans>de satisfaction moyenne</Trans>
            </p>
          </li>
          <li className={css.statItem}>
            <p className={css.statValue}>
              <Plural value={firstImpactDays} one="# jour" other="# jours" />
            </p>
            <p className={css.statLabel}>
              <Trans>pour ressentir les premiers bienfaits</Trans>
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}

function FinalCallToAction({ signedIn }: { signedIn: boolean }) {
  const titleId = useId();
  const { trialDays, trialCredits, price } = useLandingFacts();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.container}>
        <div className={css.finalCta}>
          <LogoMark size={56} />
          {signedIn ? (
            <>
              <h2 id={titleId} className={css.finalCtaTitle}>
                <Trans>Vos coachs vous attendent</Trans>
              </h2>
              <p className={css.finalCtaText}>
                <Trans>Retrouvez vos conversations et reprenez là où vous en étiez, à votre rythme.</Trans>
              </p>
              <div className={css.actionsCentered}>
                <LinkButton to="/dashboard" tone="primary" size="lg">
                  <Trans>Accéder à mon espace</Trans>
                  <Icon name="arrowRight" />
                </LinkButton>
              </div>
            </>
          ) : (
            <>
              <h2 id={titleId} className={css.finalCtaTitle}>
                <Trans>Et si vous commenciez aujourd'hui ?</Trans>
              </h2>
              <p className={css.finalCtaText}>
                <Trans>
                  Découvrez Emma et Louis gratuitement pendant{' '}
                  <Plural value={trialDays} one="# jour" other="# jours" />, avec{' '}
                  <Plural value={trialCredits} one="# crédit offert" other="# crédits offerts" />. Ensuite,{' '}
                  {price} par mois, résiliable à tout moment.
                </Trans>
              </p>
              <div className={css.actionsCentered}>
                <TrialButton source="landing" />
                <LinkButton to="/pricing" tone="secondary" size="lg">
                  <Trans>Voir les formules</Trans>
                </LinkButton>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
