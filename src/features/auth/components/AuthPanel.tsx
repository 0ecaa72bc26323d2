/**
 * The authentication page's content (/auth, and the session gate when signed out): the login /
 * sign-up switch, then the screen the auth state calls for (link sent, confirm your address).
 * The typed values live here, so going back from an email screen keeps them.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';

import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './auth.css.ts';
import { AuthTabs, type AuthMode } from './AuthTabs.tsx';
import { CheckingSession } from '../screens/CheckingSession.tsx';
import { EmailConfirmationScreen, MagicLinkSentScreen } from '../screens/EmailScreens.tsx';
import { emptyLogin, LoginForm, type LoginValues } from './LoginForm.tsx';
import { emptySignUp, SignUpForm, type SignUpValues } from './SignUpForm.tsx';
import { useAuthForm, type AuthForm } from '../useAuthFlow.ts';

type AuthPanelProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** 1 on a page of its own, 2 inside another page. */
  headingLevel?: 1 | 2;
};

export function AuthPanel({ mode, onModeChange, headingLevel = 1 }: AuthPanelProps) {
  const auth = useAuthForm();
  const [login, setLogin] = useState<LoginValues>(emptyLogin);
  const [signUp, setSignUp] = useState<SignUpValues>(emptySignUp);
  const titleId = useId();
  const email = auth.pendingEmail ?? '';

  const card = (content: ReactNode, wide = false) => (
    <section className={wide ? css.cardWide : css.card} aria-labelledby={titleId}>
      {content}
    </section>
  );

  switch (auth.screen) {
    case 'checking':
      return card(<CheckingSession titleId={titleId} />);
    case 'signedIn':
      return card(<SignedInNote titleId={titleId} />);
    case 'magicLinkSent':
      return card(
        <MagicLinkSentScreen auth={auth} email={email} headingLevel={headingLevel} titleId={titleId} />,
      );
    case 'awaitingConfirmation':
      return card(
        <EmailConfirmationScreen auth={auth} email={email} headingLevel={headingLevel} titleId={titleId} />,
        true,
      );
    case 'form':
      return card(
        <FormScreen
          auth={auth}
          mode={mode}
          onModeChange={(next) => {
            auth.edited();
            onModeChange(next);
          }}
          headingLevel={headingLevel}
          titleId={titleId}
          login={login}
          onLogin={setLogin}
          signUp={signUp}
          onSignUp={setSignUp}
        />,
      );
  }
}

type FormScreenProps = {
  auth: AuthForm;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  headingLevel: 1 | 2;
  titleId: string;
  login: LoginValues;
  onLogin: (values: LoginValues) => void;
  signUp: SignUpValues;
  onSignUp: (values: SignUpValues) => void;
};

function FormScreen(props: FormScreenProps) {
  const { auth, mode, headingLevel, titleId } = props;
  const idBase = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <div className={css.header}>
        <Title id={titleId} className={css.title}>
          {mode === 'login' ? <Trans>Bon retour parmi nous</Trans> : <Trans>Créer votre compte</Trans>}
        </Title>
        <p className={css.lead}>
          {mode === 'login' ? (
            <Trans>Connectez-vous pour retrouver Emma et Louis.</Trans>
          ) : (
            <Trans>Gratuit : 20 crédits par jour pour échanger avec Emma et Louis.</Trans>
          )}
        </p>
      </div>
      <AuthTabs idBase={idBase} mode={mode} onModeChange={props.onModeChange}>
        {mode === 'login' ? (
          <LoginForm auth={auth} values={props.login} onChange={props.onLogin} />
        ) : (
          <SignUpForm auth={auth} values={props.signUp} onChange={props.onSignUp} />
        )}
      </AuthTabs>
    </>
  );
}

function SignedInNote({ titleId }: { titleId: string }) {
  return (
    <div className={css.header} role="status">
      <span className={css.iconBadge.success}>
        <Icon name="check" size="1.625rem" />
      </span>
      <p id={titleId} className={css.lead}>
        <Trans>Vous êtes connecté(e). Redirection…</Trans>
      </p>
    </div>
  );
}
