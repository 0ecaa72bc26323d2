/**
 * What the link pages (/auth/callback, /reset-password) share: the button that uses an emailed
 * link (nothing is spent before the person presses it), and a failed link with what to do next.
 */
import { Trans, useLingui } from '@lingui/react/macro';

import type { EmailLinkType } from '#data/auth/index.ts';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import type { AuthLinkFailure } from '../authLink.ts';
import { authLinkFailureMessage } from '../authMessages.ts';
import * as css from '../components/auth.css.ts';

/** The emailed link's step: a title saying what it does and the one button that does it. */
export function ConfirmLinkStep({
  type,
  titleId,
  onConfirm,
}: {
  type: EmailLinkType;
  titleId: string;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const words: Record<EmailLinkType, { title: string; action: string }> = {
    signup: { title: t`Confirmez votre adresse email`, action: t`Confirmer mon adresse` },
    email: { title: t`Confirmez votre adresse email`, action: t`Continuer` },
    magiclink: { title: t`Connexion à Emma & Louis`, action: t`Me connecter` },
    invite: { title: t`Bienvenue sur Emma & Louis`, action: t`Accepter l'invitation` },
    email_change: { title: t`Confirmez votre nouvelle adresse`, action: t`Confirmer le changement` },
    recovery: { title: t`Nouveau mot de passe`, action: t`Choisir un nouveau mot de passe` },
  };
  const { title, action } = words[type];
  return (
    <>
      <div className={css.header}>
        <span className={css.iconBadge.accent}>
          <Icon name="mail" size="1.625rem" />
        </span>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        <p className={css.lead}>
          <Trans>Une dernière étape : appuyez sur le bouton pour terminer.</Trans>
        </p>
      </div>
      <Button size="lg" className={css.submit} onClick={onConfirm}>
        {action}
      </Button>
    </>
  );
}

/** Failures where the link itself is spent, expired or unusable: the person's next step differs. */
const linkSpent: ReadonlySet<AuthLinkFailure> = new Set([
  'linkExpired',
  'verifyFailed',
  'invalidLink',
  'sessionMissing',
]);

/** The failed link: why, what to do next (log in, or ask for a new link), and the way there. */
export function LinkFailure({
  titleId,
  title,
  reason,
  detail,
  retry,
  action,
}: {
  titleId: string;
  title: string;
  reason: AuthLinkFailure;
  detail?: string | undefined;
  /** The next step when the link is spent (by default: log in, or ask for a new link). */
  retry?: string;
  /** The main way out: the login page, named for what the person goes there to do. */
  action: string;
}) {
  const { i18n, t } = useLingui();
  const message = authLinkFailureMessage(i18n, reason, detail);
  const nextStep = linkSpent.has(reason)
    ? (retry ??
      t`Si votre adresse est déjà confirmée, connectez-vous. Sinon, demandez un nouveau lien depuis la page de connexion (« Recevoir un lien de connexion »).`)
    : null;
  return (
    <>
      <div className={css.header}>
        <span className={css.iconBadge.danger}>
          <Icon name="alert" size="1.625rem" />
        </span>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        <div role="alert" className={css.alertText}>
          {message !== title && <p className={css.lead}>{message}</p>}
          {nextStep !== null && <p className={css.lead}>{nextStep}</p>}
        </div>
      </div>
      <div className={css.centeredActions}>
        <LinkButton to="/login">{action}</LinkButton>
        <LinkButton to="/" tone="secondary">
          <Icon name="home" />
          <Trans>Retour à l'accueil</Trans>
        </LinkButton>
      </div>
    </>
  );
}
