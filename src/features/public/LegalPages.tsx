import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { localeOrDefault } from '#core/locale.ts';
import { longDate } from '#core/longDate.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import { privacyPolicy } from './privacyPolicy.ts';
import * as css from './publicPage.css.ts';
import { Breadcrumb, PageMeta } from './publicParts.tsx';

/** An operator field: its value, or a visible "not filled" mark (never an invented value). */
function Filled({ value }: { value: string | null }) {
  if (value !== null && value.trim() !== '') return <>{value}</>;
  return (
    <span className={css.legalMissing}>
      <Trans>à compléter par l'éditeur</Trans>
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.h2}>
        {title}
      </h2>
      <div className={css.prose}>{children}</div>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <p>
      <span className={css.term}>{term}</span> {children}
    </p>
  );
}

export function LegalNoticePage() {
  const { t, i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const { operator, supportEmail } = siteFacts;
  const updated = longDate(siteFacts.legalUpdatedOn, locale);
  return (
    <div className={css.page}>
      <PageMeta
        path="/mentions-legales"
        title={t`Mentions légales — Emma & Louis`}
        description={t`Éditeur, hébergeurs, propriété intellectuelle et données personnelles du service Emma & Louis.`}
      />
      <div className={css.narrow}>
        <Breadcrumb current={t`Mentions légales`} />
        <div className={css.header}>
          <h1 className={css.title}>
            <Trans>Mentions légales</Trans>
          </h1>
          <p className={css.muted}>
            <Trans>Dernière mise à jour : {updated}</Trans>
          </p>
        </div>
        <Section title={t`Éditeur`}>
          <Item term={t`Raison sociale :`}>
            <Filled value={operator.publisherName} />
          </Item>
          <Item term={t`Forme et capital :`}>
            <Filled value={operator.legalForm} />
          </Item>
          <Item term={t`Siège social :`}>
            <Filled value={operator.address} />
          </Item>
          <Item term={t`Immatriculation :`}>
            <Filled value={operator.registration} />
          </Item>
          <Item term={t`TVA intracommunautaire :`}>
            <Filled value={operator.vatNumber} />
          </Item>
          <Item term={t`Téléphone :`}>
            <Filled value={operator.phone} />
          </Item>
          <Item term={t`Email :`}>
            <a href={`mailto:${operator.contactEmail}`}>{operator.contactEmail}</a>
          </Item>
        </Section>
        <Section title={t`Activité`}>
          <p>
            <Trans>
              Service en ligne de coaching bien-être et de développement personnel par intelligence
              artificielle. Emma et Louis ne fournissent ni avis médical, ni diagnostic, ni thérapie.
            </Trans>
          </p>
        </Section>
        <Section title={t`Directeur de la publication`}>
          <Item term={t`Nom :`}>
            <Filled value={operator.publicationDirector} />
          </Item>
          <Item term={t`Contact :`}>
            <a href={`mailto:${operator.contactEmail}`}>{operator.contactEmail}</a>
          </Item>
        </Section>
        <Section title={t`Hébergement`}>
          <Item term={t`Application web :`}>
            <Filled value={operator.host.name} /> — <Filled value={operator.host.address} /> —{' '}
            <Filled value={operator.host.phone} />
          </Item>
          <Item term={t`Données et serveurs :`}>
            <Filled value={operator.dataHost.name} /> — <Filled value={operator.dataHost.region} />
          </Item>
        </Section>
        <Section title={t`Propriété intellectuelle`}>
          <p>
            <Trans>
              Les textes, personnages, citations, logos et éléments graphiques du site sont protégés. Toute
              reproduction sans autorisation de l'éditeur est interdite.
            </Trans>
          </p>
        </Section>
        <Section title={t`Données personnelles`}>
          <p>
            <Trans>
              Vous disposez d'un droit d'accès, de rectification, d'effacement, de portabilité, de limitation
              et d'opposition, et pouvez retirer votre consentement à tout moment. Tout est détaillé dans
              notre <Link to="/confidentialite">politique de confidentialité</Link>.
            </Trans>
          </p>
          <Item term={t`Contact données personnelles :`}>
            <a href={`mailto:${operator.privacyContact}`}>{operator.privacyContact}</a>
          </Item>
        </Section>
        <Section title={t`Cookies`}>
          <p>
            <Trans>
              Aucun cookie publicitaire ni de mesure d'audience. Seul le stockage nécessaire au fonctionnement
              (session, préférences, conversations hors ligne) est utilisé sur votre appareil.
            </Trans>
          </p>
        </Section>
        <Section title={t`Contact`}>
          <p>
            <Trans>
              Pour toute question : <Link to="/contact">formulaire de contact</Link> ou{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          </p>
        </Section>
        <BackHome />
      </div>
    </div>
  );
}

function BackHome() {
  return (
    <div className={css.actions}>
      <LinkButton to="/" tone="secondary">
        <Icon name="arrowLeft" />
        <Trans>Retour à l'accueil</Trans>
      </LinkButton>
    </div>
  );
}

export function PrivacyPage() {
  const { t, i18n } = useLingui();
  const locale = localeOrDefault(i18n.locale);
  const updated = longDate(siteFacts.legalUpdatedOn, locale);
  const version = siteFacts.privacyPolicyVersion;
  return (
    <div className={css.page}>
      <PageMeta
        path="/confidentialite"
        title={t`Politique de confidentialité — Emma & Louis`}
        description={t`Quelles données Emma & Louis traite, pourquoi, combien de temps, avec quels prestataires, et comment exercer vos droits.`}
      />
      <div className={css.narrow}>
        <Breadcrumb current={t`Confidentialité`} />
        <div className={css.header}>
          <h1 className={css.title}>
            <Trans>Politique de confidentialité</Trans>
          </h1>
          <p className={css.muted}>
            <Trans>
              Version {version} · dernière mise à jour : {updated}
            </Trans>
          </p>
        </div>
        {privacyPolicy[locale].map((section) => (
          <Section key={section.id} title={section.title}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Section>
        ))}
        <Section title={t`Contact`}>
          <p>
            <a href={`mailto:${siteFacts.operator.privacyContact}`}>{siteFacts.operator.privacyContact}</a>
          </p>
        </Section>
        <BackHome />
      </div>
    </div>
  );
}
