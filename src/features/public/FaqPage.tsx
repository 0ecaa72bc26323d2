import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { keepPunctuationAttached } from '#core/typography.ts';
import { LinkButton } from '#ui/button/Button.tsx';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';

import * as css from './publicPage.css.ts';
import { Accordion, Breadcrumb, JsonLd, PageMeta } from './publicParts.tsx';
import { faqPageJsonLd } from './structuredData.ts';

export type FaqItem = { id: string; question: string; answer: string; keywords: readonly string[] };

/**
 * The eight questions of spec §2 /faq, answered as the product is: wellbeing support and
 * coaching by AI, never therapy or diagnosis (docs/decisions.md), and privacy as it really is.
 */
export function useFaqItems(): readonly FaqItem[] {
  const { t } = useLingui();
  return [
    {
      id: 'how',
      question: t`Comment fonctionne le coaching bien-être par IA ?`,
      answer: t`Vous écrivez à Emma ou à Louis comme dans une messagerie. Un modèle de langage, guidé par des consignes de coaching bienveillant, vous répond en tenant compte du fil de la conversation. Chaque message envoyé utilise un crédit ; les messages liés à une situation de crise sont gratuits.`,
      keywords: [t`IA`, t`coaching`, t`fonctionnement`],
    },
    {
      id: 'diagnosis',
      question: t`Emma et Louis peuvent-ils poser un diagnostic ?`,
      answer: t`Non. Emma et Louis ne posent aucun diagnostic et ne proposent aucun traitement : ils offrent une écoute et des pistes de réflexion pour votre bien-être. Pour toute question de santé, consultez un médecin ou un professionnel de santé mentale.`,
      keywords: [t`diagnostic`, t`santé`, t`limites`],
    },
    {
      id: 'privacy',
      question: t`Mes données sont-elles protégées ? Et le RGPD ?`,
      answer: t`Vos conversations sont liées à votre compte et protégées par des règles d'accès dans la base de données : l'équipe d'administration ne peut pas lire leur contenu. Les échanges sont chiffrés en transit (HTTPS). Vous pouvez exporter ou supprimer vos données à tout moment ; notre politique de confidentialité détaille les finalités, les durées de conservation et vos droits.`,
      keywords: [t`RGPD`, t`confidentialité`, t`sécurité`],
    },
    {
      id: 'difference',
      question: t`Quelle différence entre Emma et Louis ?`,
      answer: t`Emma est douce et empathique : elle vous aide à accueillir vos émotions et à retrouver du calme. Louis est plus rationnel : il vous aide à clarifier une situation, fixer des objectifs et avancer pas à pas. Vous pouvez changer de coach à tout moment.`,
      keywords: [t`Emma`, t`Louis`, t`choisir`],
    },
    {
      id: 'effective',
      question: t`Parler à une IA peut-il vraiment m'aider ?`,
      answer: t`Mettre des mots sur ce que l'on vit, prendre du recul et se fixer de petits objectifs aide beaucoup de personnes au quotidien. Emma et Louis sont là pour cela. Ils ne remplacent pas un accompagnement humain lorsque vous en avez besoin.`,
      keywords: [t`efficacité`, t`bien-être`, t`quotidien`],
    },
    {
      id: 'answers',
      question: t`Sur quoi reposent les réponses des coachs ?`,
      answer: t`Sur un modèle de langage et des consignes écrites pour chaque coach : ton, manière de questionner, limites à respecter. Chaque message est aussi vérifié pour repérer une détresse : dans ce cas, le coach vous oriente vers des lignes d'écoute et d'urgence, gratuitement.`,
      keywords: [t`modèle de langage`, t`consignes`, t`sécurité`],
    },
    {
      id: 'professional',
      question: t`Une IA remplace-t-elle un psychologue ?`,
      answer: t`Non. Emma et Louis sont des outils de bien-être et de développement personnel, disponibles à toute heure. Un psychologue ou un médecin apporte un suivi humain, un diagnostic et des soins que l'IA n'apporte pas. Si vous allez mal, n'hésitez pas à consulter.`,
      keywords: [t`psychologue`, t`professionnel`, t`complémentaire`],
    },
    {
      id: 'access',
      question: t`Puis-je leur parler à toute heure ?`,
      answer: t`Oui, jour et nuit, sur téléphone comme sur ordinateur. Deux façons de commencer : un essai de 3 jours puis 4,90 € par mois, ou un compte gratuit avec 20 crédits par jour.`,
      keywords: [t`24h/24`, t`accès`, t`tarifs`],
    },
  ];
}

type Tile = { icon: IconName; title: string; text: string };

export function FaqPage() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const items = useFaqItems();
  const tiles: Tile[] = [
    {
      icon: 'lock',
      title: t`Vos données protégées`,
      text: t`Personne dans l'équipe ne lit vos conversations.`,
    },
    { icon: 'clock', title: t`Disponible 24h/24`, text: t`Une écoute à toute heure, même le week-end.` },
    {
      icon: 'sparkles',
      title: t`Une IA, clairement annoncée`,
      text: t`Du coaching bien-être, jamais un avis médical.`,
    },
  ];
  return (
    <div className={css.page}>
      <PageMeta
        path="/faq"
        title={t`Questions fréquentes — Emma & Louis`}
        description={t`Tout savoir sur Emma et Louis, vos coachs bien-être par IA : fonctionnement, confidentialité, limites, tarifs.`}
      />
      <JsonLd data={faqPageJsonLd(items, i18n.locale)} />
      <div className={css.narrow}>
        <Breadcrumb current={t`Questions fréquentes`} />
        <div className={css.header}>
          <h1 id={titleId} className={css.title}>
            <Trans>Questions fréquentes</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>Les réponses aux questions que l'on nous pose le plus sur Emma et Louis.</Trans>
          </p>
        </div>
        <Accordion
          name="faq"
          firstOpen
          entries={items.map((item) => ({
            id: item.id,
            question: item.question,
            answer: <p className={css.muted}>{keepPunctuationAttached(item.answer)}</p>,
            tags: item.keywords,
          }))}
        />
        <ul className={css.tiles}>
          {tiles.map((tile) => (
            <li key={tile.icon} className={css.tile}>
              <span className={css.tileIcon}>
                <Icon name={tile.icon} size="1.375rem" />
              </span>
              <h2 className={css.h3}>{tile.title}</h2>
              <p className={css.muted}>{tile.text}</p>
            </li>
          ))}
        </ul>
        <div className={css.actions}>
          <LinkButton to="/pricing" tone="primary">
            <Trans>Voir les tarifs</Trans>
            <Icon name="arrowRight" />
          </LinkButton>
          <LinkButton to="/" tone="secondary">
            <Icon name="home" />
            <Trans>Retour à l'accueil</Trans>
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
