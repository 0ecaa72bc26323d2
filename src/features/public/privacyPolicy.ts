/**
 * The privacy policy's text, FR and EN: legal content the operator reviews with counsel and
 * edits here (like the legal facts in #core/siteFacts.ts), not interface wording. Its version is
 * siteFacts.privacyPolicyVersion: change it with the text, and people are asked to consent again.
 * Every statement describes what this code base does; keep it so when the product changes.
 */
import type { Locale } from '#core/locale.ts';

export type PolicySection = { id: string; title: string; paragraphs: readonly string[] };

export const privacyPolicy: Readonly<Record<Locale, readonly PolicySection[]>> = {
  fr: [
    {
      id: 'controller',
      title: 'Qui traite vos données',
      paragraphs: [
        "Le responsable du traitement est l'éditeur du site, désigné dans les mentions légales. Pour toute question sur vos données, écrivez au contact indiqué en fin de page.",
      ],
    },
    {
      id: 'purposes',
      title: 'Ce que nous traitons, pourquoi, et sur quelle base',
      paragraphs: [
        'Votre compte (email, nom, préférences) : pour vous donner accès au service. Base : exécution du contrat.',
        "Vos conversations avec Emma et Louis : pour vous répondre et vous les rendre sur vos appareils. Parce qu'elles peuvent révéler des informations sur votre santé, nous ne les traitons qu'avec votre consentement explicite, demandé à l'inscription (RGPD art. 9.2.a). Sans ce consentement, la discussion reste fermée ; vous pouvez le retirer à tout moment en supprimant vos conversations ou votre compte.",
        "Le repérage des signes de détresse : chaque message est analysé automatiquement, sur votre appareil et sur le serveur, pour afficher les lignes d'écoute et d'urgence. Le message est alors marqué comme tel. Nous ne transmettons rien à des tiers ni aux secours : c'est à vous de les appeler. Base : votre consentement et, au besoin, la sauvegarde de vos intérêts vitaux.",
        'Vos crédits, abonnements et paiements : pour facturer et appliquer votre formule. Base : exécution du contrat et obligations légales comptables.',
        'Les messages du formulaire de contact : pour vous répondre. Base : intérêt légitime. Votre adresse réseau est conservée une heure pour limiter les abus.',
        'Le résumé hebdomadaire : calculé à partir de vos propres messages, pour vous seul.',
      ],
    },
    {
      id: 'access',
      title: 'Qui peut lire vos conversations',
      paragraphs: [
        "Vous seul. Les règles d'accès de la base de données empêchent l'équipe d'administration de lire le contenu de vos conversations ; elle voit seulement des chiffres (nombre de messages, crédits). Les échanges sont chiffrés en transit (HTTPS) ; le chiffrement au repos est celui de notre hébergeur.",
      ],
    },
    {
      id: 'retention',
      title: 'Combien de temps nous les gardons',
      paragraphs: [
        'Compte et conversations : tant que votre compte existe. Vous pouvez supprimer une conversation ou tout votre compte à tout moment ; la suppression est définitive.',
        "Sur votre appareil : l'application garde une copie de vos conversations pour fonctionner hors ligne ; elle est effacée à la déconnexion si vous le choisissez, ou avec les données du navigateur.",
        'Factures et paiements : 10 ans, comme le Code de commerce l’exige, chez notre prestataire de paiement.',
        'Messages de contact : le temps de vous répondre, puis au plus 12 mois.',
      ],
    },
    {
      id: 'processors',
      title: 'Nos sous-traitants',
      paragraphs: [
        "Supabase : hébergement de la base de données, de l'authentification et des fonctions serveur.",
        'Stripe : paiement des abonnements (vos données de carte ne passent jamais par nos serveurs).',
        "Le fournisseur du modèle d'IA configuré pour le service : il reçoit le texte de votre message, le début de la conversation et votre prénom s'il est renseigné, pour rédiger la réponse ; jamais votre email.",
        "Le service d'envoi des emails de connexion.",
        "Certains de ces prestataires peuvent traiter des données hors de l'Union européenne, sous les garanties prévues par le RGPD (clauses contractuelles types ou décision d'adéquation).",
      ],
    },
    {
      id: 'rights',
      title: 'Vos droits et comment les exercer',
      paragraphs: [
        "Vous avez le droit d'accéder à vos données, de les rectifier, de les effacer, d'en obtenir une copie portable, d'en limiter le traitement, de vous y opposer et de retirer votre consentement à tout moment.",
        'Écrivez au contact ci-dessous ; nous répondons sous un mois. Vous pouvez aussi saisir la CNIL (www.cnil.fr).',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      paragraphs: [
        "Nous n'utilisons ni cookie publicitaire ni outil de mesure d'audience. L'application stocke sur votre appareil votre session, vos préférences et vos conversations, nécessaires à son fonctionnement.",
      ],
    },
  ],
  en: [
    {
      id: 'controller',
      title: 'Who processes your data',
      paragraphs: [
        'The data controller is the publisher of the site, named in the legal notice. For any question about your data, write to the contact given at the end of this page.',
      ],
    },
    {
      id: 'purposes',
      title: 'What we process, why, and on what basis',
      paragraphs: [
        'Your account (email, name, preferences): to give you access to the service. Basis: performance of the contract.',
        'Your conversations with Emma and Louis: to answer you and bring them back on your devices. Because they may reveal information about your health, we only process them with your explicit consent, asked at sign-up (GDPR art. 9(2)(a)). Without it the chat stays closed; you can withdraw it at any time by deleting your conversations or your account.',
        'Spotting signs of distress: every message is checked automatically, on your device and on the server, to show listening and emergency lines. The message is then flagged as such. We pass nothing to third parties or emergency services: calling them is up to you. Basis: your consent and, where needed, your vital interests.',
        'Your credits, subscriptions and payments: to bill and apply your plan. Basis: performance of the contract and legal accounting obligations.',
        'Contact form messages: to answer you. Basis: legitimate interest. Your network address is kept for one hour to limit abuse.',
        'The weekly summary: computed from your own messages, for you alone.',
      ],
    },
    {
      id: 'access',
      title: 'Who can read your conversations',
      paragraphs: [
        'Only you. The database access rules keep the administration team from reading the content of your conversations; they see figures only (message counts, credits). Exchanges are encrypted in transit (HTTPS); encryption at rest is our host’s.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      paragraphs: [
        'Account and conversations: as long as your account exists. You can delete a conversation or your whole account at any time; deletion is final.',
        'On your device: the app keeps a copy of your conversations to work offline; it is erased when you sign out if you choose so, or with the browser’s data.',
        'Invoices and payments: 10 years, as French commercial law requires, with our payment provider.',
        'Contact messages: as long as it takes to answer you, then 12 months at most.',
      ],
    },
    {
      id: 'processors',
      title: 'Our processors',
      paragraphs: [
        'Supabase: hosting of the database, authentication and server functions.',
        'Stripe: subscription payments (your card details never reach our servers).',
        'The provider of the AI model configured for the service: it receives the text of your message, the start of the conversation and your first name if you gave one, to write the reply; never your email.',
        'The service sending sign-in emails.',
        'Some of these providers may process data outside the European Union, under the safeguards the GDPR provides (standard contractual clauses or an adequacy decision).',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights and how to use them',
      paragraphs: [
        'You have the right to access your data, correct it, erase it, get a portable copy, restrict its processing, object to it and withdraw your consent at any time.',
        'Write to the contact below; we answer within one month. You can also complain to the CNIL (www.cnil.fr), the French data protection authority.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      paragraphs: [
        'We use no advertising cookies and no audience measurement. The app stores your session, your preferences and your conversations on your device, as it needs them to work.',
      ],
    },
  ],
};
