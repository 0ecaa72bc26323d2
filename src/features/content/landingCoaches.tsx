import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { characterNames, type CharacterId } from '#contracts/characters.ts';
import { visuallyHidden } from '#ui/a11y/visuallyHidden.css.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { LinkButton } from '#ui/button/Button.tsx';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';

import * as css from './landing.css.ts';
import * as coachCss from './landingCoaches.css.ts';
import { SectionHeader } from './landingParts.tsx';
import { TrialButton } from './TrialButton.tsx';

type Coach = {
  id: CharacterId;
  role: string;
  approach: string;
  approachIcon: IconName;
  description: string;
  features: readonly [string, string, string];
  quote: string;
  recommended: boolean;
  tryLabel: string;
  talkLabel: string;
};

/** The two coaches as presented to visitors (copy only; their behaviour lives elsewhere). */
export function useCoaches(): readonly Coach[] {
  const { t } = useLingui();
  return [
    {
      id: 'emma',
      role: t`Coach en bien-être émotionnel`,
      approach: t`Approche douce et empathique`,
      approachIcon: 'heart',
      description: t`Emma vous écoute avec bienveillance et vous aide à apaiser vos émotions, à reprendre confiance en vous et à cultiver des relations plus sereines.`,
      features: [
        t`Gestion du stress au quotidien`,
        t`Confiance et estime de soi`,
        t`Harmonie dans vos relations`,
      ],
      quote: t`Vous n'avez pas à tout porter en silence. Prenons un moment, ensemble, pour déposer ce qui vous pèse.`,
      recommended: true,
      tryLabel: t`Essayer avec Emma`,
      talkLabel: t`Parler avec Emma`,
    },
    {
      id: 'louis',
      role: t`Coach en développement personnel`,
      approach: t`Approche rationnelle et structurée`,
      approachIcon: 'compass',
      description: t`Louis vous aide à prendre du recul, à restructurer vos pensées et à transformer vos idées en objectifs et en décisions concrètes.`,
      features: [
        t`Analyse rationnelle des situations`,
        t`Objectifs clairs et atteignables`,
        t`Résolution pratique des problèmes`,
      ],
      quote: t`Posons les faits, listons les options, puis avançons une étape à la fois.`,
      recommended: false,
      tryLabel: t`Essayer avec Louis`,
      talkLabel: t`Parler avec Louis`,
    },
  ];
}

function CoachCard({ coach, signedIn }: { coach: Coach; signedIn: boolean }) {
  const titleId = useId();
  const name = characterNames[coach.id];
  return (
    <article className={coachCss.coachCard[coach.id]} aria-labelledby={titleId}>
      <div className={coachCss.coachTop}>
        <CharacterAvatar characterId={coach.id} size="lg" />
        <div className={coachCss.coachIdentity}>
          <h3 id={titleId} className={coachCss.coachName}>
            {name}
          </h3>
          <p className={coachCss.coachRole[coach.id]}>{coach.role}</p>
        </div>
        {coach.recommended && (
          <p className={coachCss.badge}>
            <Icon name="sparkles" size="1rem" />
            <Trans>Recommandée</Trans>
          </p>
        )}
      </div>
      <p className={coachCss.approach}>
        <Icon name={coach.approachIcon} size="1.125rem" className={coachCss.approachIcon[coach.id]} />
        {coach.approach}
      </p>
      <p className={coachCss.description}>{coach.description}</p>
      <ul className={coachCss.features}>
        {coach.features.map((feature) => (
          <li key={feature} className={coachCss.feature}>
            <span className={coachCss.featureIcon[coach.id]}>
              <Icon name="check" size="1rem" />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <blockquote className={coachCss.coachQuote[coach.id]}>{coach.quote}</blockquote>
      <div className={coachCss.coachAction}>
        {signedIn ? (
          <LinkButton
            to="/dashboard"
            tone={coach.recommended ? 'primary' : 'secondary'}
            size="lg"
            className={coachCss.coachButton}
          >
            {coach.talkLabel}
            <Icon name="arrowRight" />
          </LinkButton>
        ) : (
          <TrialButton
            source="landing"
            tone={coach.recommended ? 'primary' : 'secondary'}
            className={coachCss.coachButton}
          >
            {coach.tryLabel}
          </TrialButton>
        )}
      </div>
    </article>
  );
}

export function CoachesSection({ signedIn }: { signedIn: boolean }) {
  const titleId = useId();
  const coaches = useCoaches();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.container}>
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Vos coachs</Trans>}
          title={<Trans>Deux coachs, deux façons de vous accompagner</Trans>}
          lead={
            <Trans>
              Choisissez selon votre besoin du moment : l'écoute d'Emma pour vos émotions, la méthode de Louis
              pour vos projets. Vous pouvez passer de l'un à l'autre quand vous le souhaitez.
            </Trans>
          }
        />
        <ul className={coachCss.coachGrid}>
          {coaches.map((coach) => (
            <li key={coach.id} className={coachCss.coachItem}>
              <CoachCard coach={coach} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type ExampleMessage = { from: 'user' | CharacterId; text: string };

function useExampleConversations(): readonly { coach: CharacterId; messages: readonly ExampleMessage[] }[] {
  const { t } = useLingui();
  return [
    {
      coach: 'emma',
      messages: [
        { from: 'user', text: t`J'ai une présentation importante demain et je n'arrive pas à me calmer.` },
        {
          from: 'emma',
          text: t`C'est normal de ressentir cette tension avant un moment qui compte. Essayons ensemble : inspirez sur quatre temps, puis expirez lentement sur six. Qu'est-ce qui vous inquiète le plus ?`,
        },
        { from: 'user', text: t`Surtout d'oublier ce que je dois dire.` },
        {
          from: 'emma',
          text: t`Alors gardons trois idées clés, pas plus. Vous connaissez votre sujet : le reste viendra plus facilement que vous ne le pensez.`,
        },
      ],
    },
    {
      coach: 'louis',
      messages: [
        { from: 'user', text: t`J'hésite entre deux offres d'emploi et je tourne en rond.` },
        {
          from: 'louis',
          text: t`Structurons cela. Quels sont les trois critères qui comptent le plus pour vous : la rémunération, l'équilibre de vie, les perspectives ?`,
        },
        { from: 'user', text: t`L'équilibre de vie, avant tout.` },
        {
          from: 'louis',
          text: t`Très bien. Notez chaque offre de 1 à 5 sur ce critère, puis sur les deux autres. La réponse est souvent plus claire qu'on ne le croit.`,
        },
      ],
    },
  ];
}

export function ConversationsSection() {
  const titleId = useId();
  const { t } = useLingui();
  const conversations = useExampleConversations();
  const you = t`Vous :`;
  return (
    <section className={css.sectionTinted} aria-labelledby={titleId}>
      <div className={css.container}>
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Exemples de conversations</Trans>}
          title={<Trans>Un aperçu de vos échanges</Trans>}
          lead={
            <Trans>
              Deux styles, une même attention. Voici à quoi peut ressembler une première conversation.
            </Trans>
          }
        />
        <ul className={coachCss.conversationGrid}>
          {conversations.map(({ coach, messages }) => {
            const name = characterNames[coach];
            return (
              <li key={coach}>
                <figure className={coachCss.conversation}>
                  <figcaption className={coachCss.conversationHeader[coach]}>
                    <CharacterAvatar characterId={coach} size="md" />
                    <span className={coachCss.conversationTitle}>
                      <span className={coachCss.conversationName}>{name}</span>
                      <span className={coachCss.conversationSubtitle}>
                        <Trans>Exemple de conversation avec {name}</Trans>
                      </span>
                    </span>
                    <span className={coachCss.exampleTag} aria-hidden="true">
                      <Trans>Exemple</Trans>
                    </span>
                  </figcaption>
                  <ol className={coachCss.messages}>
                    {messages.map((message) => (
                      <li key={message.text} className={coachCss.message[message.from]}>
                        <span className={visuallyHidden}>
                          {message.from === 'user' ? you : t`${name} :`}{' '}
                        </span>
                        {message.text}
                      </li>
                    ))}
                  </ol>
                </figure>
              </li>
            );
          })}
        </ul>
        <p className={coachCss.exampleNote}>
          <Icon name="sparkles" size="1rem" />
          <Trans>Exemples illustratifs : chaque conversation s'adapte à ce que vous partagez.</Trans>
        </p>
      </div>
    </section>
  );
}
