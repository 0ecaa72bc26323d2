import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';

import { siteFacts, type CrisisLineId } from '#core/siteFacts.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { LogoMark } from '#ui/icons/Logo.tsx';

import * as css from './landing.css.ts';
import * as f from './landingFooter.css.ts';

/** The honest AI line, shown above the crisis band. */
export function AiDisclosure() {
  return (
    <p className={f.disclosure}>
      <Icon name="sparkles" size="1.25rem" className={f.disclosureIcon} />
      <span>
        <Trans>
          Emma et Louis sont des intelligences artificielles : un soutien pour votre bien-être, pas un avis
          médical ni une thérapie.
        </Trans>
      </span>
    </p>
  );
}

function useCrisisLabels(): Readonly<Record<CrisisLineId, { label: string; note: string }>> {
  const { t } = useLingui();
  return {
    suicidePrevention: { label: t`Prévention du suicide`, note: t`Appel gratuit, 24h/24 et 7j/7` },
    samu: { label: t`SAMU`, note: t`Urgence médicale` },
    emergency: { label: t`Urgences`, note: t`Numéro européen, 24h/24` },
    deafSms: { label: t`Urgences par SMS`, note: t`Personnes sourdes ou malentendantes` },
    sosAmitie: { label: t`SOS Amitié`, note: t`Écoute anonyme, 24h/24` },
  };
}

/** Where to turn right now: always visible, never behind a click. */
export function CrisisBand() {
  const titleId = useId();
  const labels = useCrisisLabels();
  return (
    <section className={f.crisis} aria-labelledby={titleId}>
      <div className={f.crisisIntro}>
        <span className={f.crisisIcon}>
          <Icon name="phone" size="1.375rem" />
        </span>
        <div>
          <h2 id={titleId} className={f.crisisTitle}>
            <Trans>Besoin d'aide immédiate ?</Trans>
          </h2>
          <p className={f.crisisText}>
            <Trans>
              Si vous êtes en danger ou si vous avez des pensées suicidaires, n'attendez pas : des
              professionnels vous répondent immédiatement.
            </Trans>
          </p>
        </div>
      </div>
      <ul className={f.crisisLines}>
        {siteFacts.crisisLines.map((line) => {
          const { label, note } = labels[line.id];
          return (
            <li key={line.id}>
              <a href={line.href} className={f.crisisLink}>
                <span
                  className={
                    line.display.length > 4 ? `${f.crisisNumber} ${f.crisisNumberLong}` : f.crisisNumber
                  }
                >
                  {line.display}
                </span>{' '}
                <span className={f.crisisLabel}>
                  <span className={f.crisisLabelMain}>{label}</span>{' '}
                  <span className={f.crisisLabelNote}>{note}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function LandingFooter() {
  const { t } = useLingui();
  const navId = useId();
  const contactId = useId();
  const year = new Date().getFullYear();
  const links = [
    { to: '/pricing', label: t`Tarifs` },
    { to: '/faq', label: t`Questions fréquentes` },
    { to: '/quotes', label: t`Citations` },
    { to: '/mentions-legales', label: t`Mentions légales` },
    { to: '/confidentialite', label: t`Confidentialité` },
  ];
  return (
    <footer className={f.footer}>
      <div className={css.container}>
        <div className={f.footerGrid}>
          <div className={f.footerBrand}>
            <p className={f.footerLogo}>
              <LogoMark size={32} />
              <Trans>Emma & Louis</Trans>
            </p>
            <p className={f.footerMuted}>
              <Trans>
                Deux coachs IA bienveillants pour prendre soin de votre équilibre, jour après jour.
              </Trans>
            </p>
          </div>
          <nav aria-labelledby={navId}>
            <p id={navId} className={f.footerHeading}>
              <Trans>Informations</Trans>
            </p>
            <ul className={f.footerLinks}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={f.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <p id={contactId} className={f.footerHeading}>
              <Trans>Une question ?</Trans>
            </p>
            <ul className={f.footerLinks} aria-labelledby={contactId}>
              <li>
                <a href={`mailto:${siteFacts.supportEmail}`} className={f.footerLink}>
                  <Icon name="mail" size="1.125rem" />
                  {siteFacts.supportEmail}
                </a>
              </li>
              <li>
                <Link to="/contact" className={f.footerLink}>
                  <Icon name="message" size="1.125rem" />
                  <Trans>Écrire à l'équipe</Trans>
                </Link>
              </li>
            </ul>
          </div>
        </div>
        <div className={f.footerBottom}>
          <p>
            <Trans>© {year} Emma & Louis. Tous droits réservés.</Trans>
          </p>
          <p>
            <Trans>Coaching bien-être par intelligence artificielle</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
