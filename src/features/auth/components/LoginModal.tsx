/**
 * The login and sign-up modal's content (loaded when it first opens, see LoginModalHost.tsx).
 * Login: Google, email and password, forgotten password, sign-in link. Sign-up: the free-trial
 * offer (and the free account). Closes on the backdrop, Escape and the close button.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { localeOrDefault } from '#core/locale.ts';
import { formatEuros } from '#core/numbers.ts';
import { siteFacts } from '#core/siteFacts.ts';
import { TrialButton } from '#features/content/index.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { useModalFocus } from '#ui/dialog/useModalFocus.ts';

import * as css from './auth.css.ts';
import { AuthTabs, type AuthMode } from './AuthTabs.tsx';
import { EmailConfirmationScreen, MagicLinkSentScreen } from '../screens/EmailScreens.tsx';
import { emptyLogin, LoginForm, type LoginValues } from './LoginForm.tsx';
import * as modal from './modal.css.ts';
import { useAuthForm } from '../useAuthFlow.ts';

/** The free account (the trial button goes to Stripe's payment page instead). */
const signUpPath = '/auth?mode=signup';

export function LoginModal({
  tab,
  onTab,
  onClose,
}: {
  tab: AuthMode;
  onTab: (tab: AuthMode) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const auth = useAuthForm();
  const [login, setLogin] = useState<LoginValues>(emptyLogin);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const idBase = useId();
  useModalFocus(dialogRef, true, onClose);

  // A new screen (link sent, confirmation): focus its heading so it is read out and Tab starts there.
  const screen = auth.screen;
  const firstScreen = useRef(screen);
  useEffect(() => {
    if (screen === firstScreen.current) return;
    firstScreen.current = screen;
    dialogRef.current?.querySelector<HTMLElement>(`[id="${titleId}"]`)?.focus();
  }, [screen, titleId]);

  const email = auth.pendingEmail ?? '';
  let content;
  if (screen === 'magicLinkSent') {
    content = <MagicLinkSentScreen auth={auth} email={email} headingLevel={2} titleId={titleId} />;
  } else if (screen === 'awaitingConfirmation') {
    content = <EmailConfirmationScreen auth={auth} email={email} headingLevel={2} titleId={titleId} />;
  } else {
    content = (
      <>
        <div className={css.header}>
          <h2 id={titleId} className={css.title} tabIndex={-1}>
            {tab === 'login' ? <Trans>Bon retour parmi nous</Trans> : <Trans>Rejoignez Emma & Louis</Trans>}
          </h2>
          <p className={css.lead}>
            {tab === 'login' ? (
              <Trans>Connectez-vous pour reprendre vos échanges.</Trans>
            ) : (
              <Trans>Commencez par un essai gratuit, sans engagement.</Trans>
            )}
          </p>
        </div>
        <AuthTabs
          idBase={idBase}
          mode={tab}
          onModeChange={(next) => {
            auth.edited();
            onTab(next);
          }}
        >
          {tab === 'login' ? (
            <LoginForm auth={auth} values={login} onChange={setLogin} />
          ) : (
            <TrialOffer onLeave={onClose} />
          )}
        </AuthTabs>
      </>
    );
  }

  return (
    <div className={modal.overlay}>
      <div className={modal.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} className={modal.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {content}
        <Button tone="ghost" size="icon" className={modal.close} onClick={onClose} aria-label={t`Fermer`}>
          <Icon name="close" />
        </Button>
      </div>
    </div>
  );
}

/** The sign-up tab: the free trial first (spec), the free account as a quieter choice. */
function TrialOffer({ onLeave }: { onLeave: () => void }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const { days, credits, thenPrice } = siteFacts.trial;
  const price = formatEuros(thenPrice.amount, localeOrDefault(i18n.locale));
  return (
    <div className={css.form}>
      <section className={css.offer} aria-labelledby={titleId}>
        <span className={css.offerEyebrow}>
          <Icon name="sparkles" size="1rem" />
          <Trans>Essai gratuit</Trans>
        </span>
        <h3 id={titleId} className={css.offerTitle}>
          <Plural
            value={days}
            one="# jour pour découvrir Emma et Louis"
            other="# jours pour découvrir Emma et Louis"
          />
        </h3>
        <ul className={css.offerList}>
          <li className={css.offerItem}>
            <Icon name="check" size="1.125rem" className={css.offerCheck} />
            <span>
              <Plural
                value={credits}
                one="# crédit offert pour échanger"
                other="# crédits offerts pour échanger"
              />
            </span>
          </li>
          <li className={css.offerItem}>
            <Icon name="check" size="1.125rem" className={css.offerCheck} />
            <span>
              <Trans>Puis formule Découverte à {price}/mois</Trans>
            </span>
          </li>
          <li className={css.offerItem}>
            <Icon name="check" size="1.125rem" className={css.offerCheck} />
            <span>
              <Trans>Sans engagement, annulable à tout moment</Trans>
            </span>
          </li>
        </ul>
        <TrialButton source="login-modal" className={css.submit} onStart={onLeave} />
      </section>
      <p className={css.footnote}>
        <Trans>
          Vous préférez commencer sans carte ?{' '}
          <Link to={signUpPath} onClick={onLeave}>
            Créer un compte gratuit
          </Link>
        </Trans>
      </p>
    </div>
  );
}
