import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { useService } from '#app/serviceContext.tsx';
import { siteFacts } from '#core/siteFacts.ts';
import { keepPunctuationAttached } from '#core/typography.ts';
import { sendContactMessage, type ContactSendError } from '#data/content/index.ts';
import { useSessionUser } from '#features/auth/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import {
  clearFieldError,
  contactRow,
  contactSubjects,
  emptyContactDraft,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  type ContactProblem,
  type ContactSubject,
} from './contactForm.ts';
import * as css from './publicPage.css.ts';
import { Accordion, PageMeta } from './publicParts.tsx';

/** How long the thank-you message replaces the form (spec §2 /contact). */
export const contactSuccessMs = 5000;

type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; error: ContactSendError };

export function ContactPage() {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className={css.page}>
      <PageMeta
        path="/contact"
        title={t`Contact — Emma & Louis`}
        description={t`Une question sur Emma et Louis, votre compte ou votre abonnement ? Écrivez à l'équipe : réponse par email.`}
      />
      <div className={css.header}>
        <h1 id={titleId} className={css.title}>
          <Trans>Contactez-nous</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>
            Une question, un souci technique ou une idée ? Écrivez-nous, nous vous répondons par email.
          </Trans>
        </p>
      </div>
      <div className={css.twoColumns}>
        <section className={css.card} aria-label={t`Formulaire de contact`}>
          <ContactForm />
        </section>
        <InfoCard />
      </div>
      <ContactFaq />
    </div>
  );
}

function useSubjectLabels(): Record<ContactSubject, string> {
  const { t } = useLingui();
  return {
    question: t`Question générale`,
    support: t`Support technique`,
    billing: t`Facturation et abonnement`,
    bug: t`Signaler un bug`,
    feedback: t`Avis et suggestions`,
    partnership: t`Partenariat`,
  };
}

function useProblemText(): (problem: ContactProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'nameTooShort':
        return t`Au moins 2 caractères.`;
      case 'emailInvalid':
        return t`Saisissez une adresse email valide.`;
      case 'subjectMissing':
        return t`Choisissez un sujet.`;
      case 'messageTooShort':
        return t`Votre message doit contenir au moins 20 caractères.`;
      case 'messageTooLong':
        return t`Votre message ne peut pas dépasser 5 000 caractères.`;
    }
  };
}

function ContactForm() {
  const { t } = useLingui();
  const supabase = useService('supabase');
  const user = useSessionUser();
  const subjects = useSubjectLabels();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<ContactDraft>(emptyContactDraft);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { firstName: useId(), lastName: useId(), email: useId(), subject: useId(), message: useId() };

  // The signed-in person's email, unless they have typed another one.
  const email = draft.email === '' && user !== null ? user.email : draft.email;

  useEffect(() => {
    if (state.kind !== 'sent') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), contactSuccessMs);
    return () => clearTimeout(timer);
  }, [state.kind]);

  const edit = (field: ContactField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const filled = { ...draft, email };
    const found = validateContact(filled);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as ContactField;
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const client = await supabase.get();
    const sent = await sendContactMessage(client, contactRow(filled, user?.id ?? null));
    if (sent.ok) {
      setDraft(emptyContactDraft);
      setState({ kind: 'sent' });
    } else setState({ kind: 'failed', error: sent.error });
  }

  if (state.kind === 'sent')
    return (
      <div className={css.notice.success} role="status">
        <h2 className={css.h3}>
          <Trans>Message envoyé !</Trans>
        </h2>
        <p className={css.muted}>
          <Trans>Merci, nous avons bien reçu votre message. Nous vous répondrons par email.</Trans>
        </p>
      </div>
    );

  const fieldProps = (field: ContactField) => ({
    id: ids[field],
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': errors[field] !== undefined ? `${ids[field]}-error` : undefined,
  });
  const errorOf = (field: ContactField) => {
    const problem = errors[field];
    return problem === undefined ? null : (
      <p id={`${ids[field]}-error`} className={css.fieldError}>
        {problemText(problem)}
      </p>
    );
  };

  return (
    <form ref={formRef} className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={css.fieldRow}>
        <div className={css.field}>
          <label htmlFor={ids.firstName} className={css.label}>
            <Trans>Prénom</Trans>
          </label>
          <input
            {...fieldProps('firstName')}
            className={css.input}
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(event) => edit('firstName', event.target.value)}
          />
          {errorOf('firstName')}
        </div>
        <div className={css.field}>
          <label htmlFor={ids.lastName} className={css.label}>
            <Trans>Nom</Trans>
          </label>
          <input
            {...fieldProps('lastName')}
            className={css.input}
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(event) => edit('lastName', event.target.value)}
          />
          {errorOf('lastName')}
        </div>
      </div>
      <div className={css.field}>
        <label htmlFor={ids.email} className={css.label}>
          <Trans>Email</Trans>
        </label>
        <input
          {...fieldProps('email')}
          className={css.input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => edit('email', event.target.value)}
        />
        {errorOf('email')}
      </div>
      <div className={css.field}>
        <label htmlFor={ids.subject} className={css.label}>
          <Trans>Sujet</Trans>
        </label>
        <select
          {...fieldProps('subject')}
          className={css.input}
          value={draft.subject}
          onChange={(event) => edit('subject', event.target.value)}
        >
          <option value="">{t`Choisissez un sujet`}</option>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {subjects[subject]}
            </option>
          ))}
        </select>
        {errorOf('subject')}
      </div>
      <div className={css.field}>
        <label htmlFor={ids.message} className={css.label}>
          <Trans>Message</Trans>
        </label>
        <textarea
          {...fieldProps('message')}
          className={css.textarea}
          value={draft.message}
          onChange={(event) => edit('message', event.target.value)}
        />
        {errorOf('message')}
      </div>
      {state.kind === 'failed' && (
        <p className={css.notice.error} role="alert">
          {state.error === 'rateLimited' ? (
            <Trans>Trop de messages envoyés. Réessayez dans une heure.</Trans>
          ) : state.error === 'busy' ? (
            <Trans>Le formulaire reçoit trop de messages en ce moment. Réessayez dans une heure.</Trans>
          ) : (
            <Trans>Votre message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.</Trans>
          )}
        </p>
      )}
      <p className={css.muted}>
        <Trans>
          Nous utilisons ces informations uniquement pour vous répondre (
          <Link to="/confidentialite">politique de confidentialité</Link>).
        </Trans>
      </p>
      <div>
        <Button type="submit" tone="primary" disabled={state.kind === 'sending'}>
          <Icon name="mail" />
          {state.kind === 'sending' ? <Trans>Envoi…</Trans> : <Trans>Envoyer le message</Trans>}
        </Button>
      </div>
    </form>
  );
}

function InfoCard() {
  const titleId = useId();
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.h2}>
        <Trans>Nous joindre</Trans>
      </h2>
      <ul className={css.infoList}>
        <li className={css.infoItem}>
          <Icon name="mail" size="1.25rem" />
          <span>
            <Trans>Par email :</Trans>{' '}
            <a href={`mailto:${siteFacts.supportEmail}`}>{siteFacts.supportEmail}</a>
          </span>
        </li>
        <li className={css.infoItem}>
          <Icon name="message" size="1.25rem" />
          <span>
            <Trans>En ligne : Emma et Louis, vos deux coachs IA, vous répondent à toute heure.</Trans>
          </span>
        </li>
        <li className={css.infoItem}>
          <Icon name="userCheck" size="1.25rem" />
          <span>
            <Trans>Une équipe qui vous répond en français, du lundi au vendredi.</Trans>
          </span>
        </li>
        <li className={css.infoItem}>
          <Icon name="clock" size="1.25rem" />
          <span>
            <Trans>Réponse sous 24 h ouvrées.</Trans>
          </span>
        </li>
      </ul>
    </section>
  );
}

function ContactFaq() {
  const { t } = useLingui();
  const titleId = useId();
  const entries = [
    {
      id: 'promo',
      question: t`Comment utiliser un code promo ?`,
      answer: t`Une fois connecté, ouvrez les paramètres, rubrique abonnement, et saisissez votre code : les crédits offerts s'ajoutent aussitôt à votre solde. Chaque code ne s'utilise qu'une fois par compte.`,
    },
    {
      id: 'switch',
      question: t`Comment changer de coach ?`,
      answer: t`Depuis votre tableau de bord, choisissez « Changer » puis Emma ou Louis. Chaque coach garde sa propre conversation.`,
    },
    {
      id: 'history',
      question: t`Comment retrouver mes conversations ?`,
      answer: t`Vos conversations sont enregistrées sur votre compte : connectez-vous avec la même adresse email, sur n'importe quel appareil, pour les retrouver.`,
    },
    {
      id: 'coaches',
      question: t`Quelle différence entre Emma et Louis ?`,
      answer: t`Emma, douce et empathique, accompagne vos émotions ; Louis, rationnel, vous aide à clarifier et à passer à l'action.`,
    },
    {
      id: 'subscription',
      question: t`Comment gérer mon abonnement ?`,
      answer: t`Dans les paramètres, rubrique abonnement : changer de formule, mettre à jour votre carte ou résilier, sans engagement.`,
    },
  ];
  return (
    <section className={css.narrow} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.h2}>
        <Trans>Questions fréquentes</Trans>
      </h2>
      <Accordion
        name="contact-faq"
        entries={entries.map((entry) => ({
          ...entry,
          answer: <p className={css.muted}>{keepPunctuationAttached(entry.answer)}</p>,
        }))}
      />
      <p className={css.muted}>
        <Link to="/faq">
          <Trans>Toutes les questions fréquentes</Trans>
        </Link>
      </p>
    </section>
  );
}
