import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { authApiError, renderWithAuth, signedOutAuth, startAuth, testSession } from '../auth.fixtures.tsx';
import { AuthPage, LoginPage } from './AuthPages.tsx';
import { createAuthRuntime } from '../session.tsx';

const consentBox = () => screen.getByRole('checkbox', { name: /J'accepte que mes conversations/ });

/** Fills the given fields; with `confirm`, also gives the consent (as a person signing up must). */
async function fillSignUp(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Nom complet'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Mot de passe'), values.password);
  if (values.confirm) {
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), values.confirm);
    if (!(consentBox() as HTMLInputElement).checked) await userEvent.click(consentBox());
  }
}

const createButton = () => screen.getByRole('button', { name: 'Créer mon compte' });

describe('/auth sign-up', () => {
  it('switches between login and sign-up, keeping the mode in the address', async () => {
    const { actor } = await signedOutAuth();
    const { router } = renderWithAuth(<AuthPage />, { actor, path: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Inscription' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=signup');
    expect(screen.getByRole('link', { name: 'mentions légales' })).toHaveAttribute(
      'href',
      '/mentions-legales',
    );
    actor.stop();
  });

  it(
    'keeps the button disabled until every field is filled, both passwords match and consent is given',
    { timeout: 15_000 },
    async () => {
      const { actor } = await signedOutAuth();
      renderWithAuth(<AuthPage />, { actor, path: '/auth?mode=signup' });
      expect(createButton()).toBeDisabled();
      await fillSignUp({ name: 'Camille', email: 'camille@gmail.com', password: 'secret1' });
      expect(createButton()).toBeDisabled();
      await fillSignUp({ confirm: 'secret2' });
      expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
      expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
      expect(createButton()).toBeDisabled();
      await userEvent.clear(screen.getByLabelText('Confirmer le mot de passe'));
      await fillSignUp({ confirm: 'secret1' });
      expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();
      expect(createButton()).toBeEnabled();
      // Explicit consent to processing the conversations is required too.
      await userEvent.click(consentBox());
      expect(createButton()).toBeDisabled();
      await userEvent.click(consentBox());
      expect(createButton()).toBeEnabled();
      actor.stop();
    },
  );

  it(
    'asks the consent before Google or an email link too, and sends it with them',
    { timeout: 15_000 },
    async () => {
      const { actor, calls } = await signedOutAuth();
      renderWithAuth(<AuthPage />, { actor, path: '/auth?mode=signup' });
      const google = screen.getByRole('button', { name: /Google/ });
      const link = screen.getByRole('button', { name: /recevoir un lien d'inscription/ });
      await userEvent.type(screen.getByLabelText('Email'), 'camille@gmail.com');
      expect(google).toBeDisabled();
      expect(link).toBeDisabled();
      await userEvent.click(consentBox());
      expect(google).toBeEnabled();
      await userEvent.click(link);
      await waitFor(() =>
        expect(calls.magicLink).toHaveBeenCalledWith({ email: 'camille@gmail.com', consent: true }),
      );
      actor.stop();
    },
  );

  it.each([
    [{ email: 'camille', password: 'secret1' }, "Format d'email invalide"],
    [{ email: 'camille@gmail.com', password: 'abc' }, 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('shows the validation message of %j in the red box', async ({ email, password }, message) => {
    const { actor } = await signedOutAuth();
    renderWithAuth(<AuthPage />, { actor, path: '/auth?mode=signup' });
    await fillSignUp({ name: 'Camille', email, password, confirm: password });
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    actor.stop();
  });

  it('translates the database failure of sign-up', async () => {
    const { actor } = await signedOutAuth({
      signUp: { reject: authApiError('Database error saving new user') },
    });
    renderWithAuth(<AuthPage />, { actor, path: '/auth?mode=signup' });
    await fillSignUp({
      name: 'Camille',
      email: 'camille@gmail.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la création du compte. Veuillez réessayer.',
    );
    actor.stop();
  });
});

describe('email confirmation', () => {
  async function awaitingConfirmation(now: () => number = () => 0, stubs = {}) {
    const auth = await signedOutAuth({ signUp: { value: null }, now, ...stubs });
    const view = renderWithAuth(<AuthPage />, { actor: auth.actor, path: '/auth?mode=signup' });
    await fillSignUp({
      name: 'Camille',
      email: 'camille@gmail.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await userEvent.click(createButton());
    await screen.findByRole('heading', { name: 'Confirmez votre adresse email' });
    return { ...auth, ...view };
  }

  it('shows the address, next steps, the mailbox shortcut, spam tips and the 24 h note', async () => {
    const { actor, calls } = await awaitingConfirmation();
    expect(calls.signUp).toHaveBeenCalledWith({
      name: 'Camille',
      email: 'camille@gmail.com',
      password: 'secret1',
    });
    expect(screen.getByText(/Nous avons envoyé un email de confirmation à/)).toHaveTextContent(
      'camille@gmail.com',
    );
    expect(screen.getByRole('heading', { name: 'Prochaines étapes' })).toBeInTheDocument();
    const mailbox = screen.getByRole('link', { name: 'Ouvrir Gmail (nouvel onglet)' });
    expect(mailbox).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/#inbox');
    expect(mailbox).toHaveAttribute('target', '_blank');
    expect(mailbox).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: "Vous ne trouvez pas l'email ?" })).toBeInTheDocument();
    expect(screen.getByText('Le lien reste valable 24 heures')).toBeInTheDocument();
    actor.stop();
  });

  it('resends at most 3 times, a minute apart, counting each success', async () => {
    let clock = 0;
    const { actor, calls } = await awaitingConfirmation(() => clock);
    const resend = () => userEvent.click(screen.getByRole('button', { name: "Renvoyer l'email" }));

    await resend();
    expect(await screen.findByText('Email de confirmation renvoyé avec succès !')).toBeInTheDocument();
    expect(screen.getByText('Renvoyé 1/3 fois')).toBeInTheDocument();

    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez attendre 1 minute avant de renvoyer un email.',
    );
    expect(calls.resend).toHaveBeenCalledTimes(1);

    clock += 60_000;
    await resend();
    expect(await screen.findByText('Renvoyé 2/3 fois')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    clock += 60_000;
    await resend();
    expect(await screen.findByText('Renvoyé 3/3 fois')).toBeInTheDocument();
    clock += 60_000;
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Limite de renvois atteinte. Contactez le support si vous ne recevez pas l'email.",
    );
    expect(calls.resend).toHaveBeenCalledTimes(3);
    expect(calls.resend).toHaveBeenCalledWith({ email: 'camille@gmail.com' });
    actor.stop();
  });

  it('shows why a resend failed', async () => {
    const { actor } = await awaitingConfirmation(() => 0, {
      resend: { reject: authApiError('Mailer down') },
    });
    await userEvent.click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du renvoi: Mailer down');
    actor.stop();
  });

  it('takes the 6-digit code from the keyboard and signs in, then leaves for home', async () => {
    const { actor, calls, router } = await awaitingConfirmation();
    const code = screen.getByLabelText('Code de confirmation à 6 chiffres');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const verify = screen.getByRole('button', { name: 'Vérifier le code' });
    expect(verify).toBeDisabled();
    await userEvent.type(code, '123 45a6');
    expect(code).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.verifyOtp).toHaveBeenCalledWith({
      email: 'camille@gmail.com',
      token: '123456',
      purpose: 'signup',
    });
    actor.stop();
  });

  it('shows a refused code', async () => {
    const { actor } = await awaitingConfirmation(() => 0, {
      verifyOtp: { reject: authApiError('Token has expired or is invalid', 'otp_expired', 403) },
    });
    await userEvent.type(screen.getByLabelText('Code de confirmation à 6 chiffres'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce code a expiré ou n'est pas valide. Demandez-en un nouveau.",
    );
    actor.stop();
  });

  it('goes back to the form, values kept, to change the address', async () => {
    const { actor } = await awaitingConfirmation();
    await userEvent.click(screen.getByRole('button', { name: "Changer d'adresse email" }));
    expect(await screen.findByLabelText('Email')).toHaveValue('camille@gmail.com');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Camille');
    actor.stop();
  });
});

describe('leaving once signed in', () => {
  it('goes to a same-site redirect after login', async () => {
    const { actor } = await signedOutAuth();
    const { router } = renderWithAuth(<AuthPage />, {
      actor,
      path: '/auth?redirect=%2Fsettings%3Ftab%3Daccount',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=account');
    actor.stop();
  });

  it('never follows a redirect to another site', async () => {
    const { actor } = startAuth({ getSession: { value: testSession } });
    const { router } = renderWithAuth(<LoginPage />, { actor, path: '/login?redirect=https://evil.example' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    actor.stop();
  });
});

describe('/login', () => {
  it('is the login form as a page, linking to sign-up', async () => {
    const { actor } = await signedOutAuth();
    renderWithAuth(<LoginPage />, { actor, path: '/login' });
    const card = screen.getByRole('region', { name: 'Connexion' });
    expect(within(card).getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    expect(within(card).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    actor.stop();
  });

  it('sends a login typed before the auth code has loaded once the session check is over', async () => {
    const { actor, calls } = startAuth({ getSession: { value: null } });
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runtime = createAuthRuntime({
      load: () => loaded.then(() => actor),
      statusBeforeStart: 'signedOut',
    });
    renderWithAuth(<LoginPage />, { runtime, path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(calls.signIn).not.toHaveBeenCalled();
    release();
    await waitFor(() =>
      expect(calls.signIn).toHaveBeenCalledWith({ email: 'camille@gmail.com', password: 'secret1' }),
    );
    actor.stop();
  });

  it('keeps the form, its text and its focus while a visitor with no stored session is checked', async () => {
    // The check of a device with no stored session can only confirm it: no "checking" flash.
    const { actor } = startAuth({ getSession: 'never' });
    const runtime = createAuthRuntime({ load: () => Promise.resolve(actor), statusBeforeStart: 'signedOut' });
    renderWithAuth(<LoginPage />, { runtime, path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'camille@gmail.com');
    await waitFor(() => expect(runtime.current()).toBe(actor));
    expect(actor.getSnapshot().matches('checkingSession')).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveValue('camille@gmail.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    actor.stop();
  });
});
