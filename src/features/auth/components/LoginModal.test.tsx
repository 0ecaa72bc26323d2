import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { authApiError, renderWithAuth, signedOutAuth, stubLinkCalls } from '../auth.fixtures.tsx';
import type { AuthActor } from '../auth.machine.ts';
import type { AuthLinkCalls } from '#data/auth/index.ts';
import { LoginModalHost } from './LoginModalHost.tsx';
import { useLoginModal } from '../session.tsx';

function Openers() {
  const modal = useLoginModal();
  return (
    <>
      <button type="button" onClick={() => modal.open('login')}>
        Open login
      </button>
      <button type="button" onClick={() => modal.open('signup')}>
        Open signup
      </button>
    </>
  );
}

async function openModal(
  tab: 'login' | 'signup',
  options: { actor?: AuthActor; linkCalls?: AuthLinkCalls } = {},
) {
  const actor = options.actor ?? (await signedOutAuth()).actor;
  const view = renderWithAuth(
    <>
      <Openers />
      <LoginModalHost />
    </>,
    { actor, ...(options.linkCalls ? { linkCalls: options.linkCalls } : {}) },
  );
  const opener = screen.getByRole('button', { name: tab === 'login' ? 'Open login' : 'Open signup' });
  await userEvent.click(opener);
  // The first opening loads the modal's chunk (slow while Vitest transforms it).
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return { ...view, actor, dialog, opener };
}

describe('tabs', () => {
  it('opens on the tab it was asked for, with focus on that tab', async () => {
    const { dialog } = await openModal('login');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Bon retour parmi nous');
    const loginTab = within(dialog).getByRole('tab', { name: 'Connexion' });
    expect(loginTab).toHaveAttribute('aria-selected', 'true');
    // Focus moves in once the lazily loaded dialog has committed its effects.
    await waitFor(() => expect(loginTab).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Continuer avec Google' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows the free-trial offer on the sign-up tab, leading to the sign-up form', async () => {
    const { dialog } = await openModal('signup');
    expect(within(dialog).getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(dialog).getByRole('heading', { name: '3 jours pour découvrir Emma et Louis' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('20 crédits offerts pour échanger')).toBeInTheDocument();
    expect(within(dialog).getByText(/Puis formule Découverte à 4,90\s€\/mois/)).toBeInTheDocument();
    // Alone (no app services), the trial button leads to the plans; in the app it opens Stripe's
    // trial checkout (tests/e2e/billing.spec.ts).
    expect(within(dialog).getByRole('link', { name: /Commencer l'essai gratuit/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(dialog).getByRole('link', { name: 'Créer un compte gratuit' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('switches tabs by click and with the arrow keys', async () => {
    const { dialog } = await openModal('login');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Inscription' }));
    expect(within(dialog).getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    within(dialog).getByRole('tab', { name: 'Inscription' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const loginTab = within(dialog).getByRole('tab', { name: 'Connexion' });
    expect(loginTab).toHaveAttribute('aria-selected', 'true');
    expect(loginTab).toHaveFocus();
  });

  it('closes when the trial button is followed', async () => {
    const { dialog, router } = await openModal('signup');
    await userEvent.click(within(dialog).getByRole('link', { name: /Commencer l'essai gratuit/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('leaves for the sign-up form from the free-account link', async () => {
    const { dialog, router } = await openModal('signup');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Créer un compte gratuit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth?mode=signup');
  });
});

describe('closing', () => {
  it('closes with Escape and gives focus back to the opener', async () => {
    const { opener } = await openModal('login');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { dialog, opener } = await openModal('signup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not inside the dialog', async () => {
    const { dialog } = await openModal('login');
    await userEvent.click(within(dialog).getByLabelText('Email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.previousElementSibling;
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openModal('signup');
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    close.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('tab', { name: 'Inscription' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});

describe('login', () => {
  it('enables the button once both fields are filled, and closes on success', async () => {
    const auth = await signedOutAuth();
    const { dialog } = await openModal('login', { actor: auth.actor });
    const submit = within(dialog).getByRole('button', { name: 'Se connecter' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(auth.calls.signIn).toHaveBeenCalledWith({ email: 'camille@gmail.com', password: 'secret1' });
    auth.actor.stop();
  });

  it('shows the show/hide toggle on the password', async () => {
    const { dialog } = await openModal('login');
    const password = within(dialog).getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a refused login in the red box and clears it when a field is edited', async () => {
    const auth = await signedOutAuth({
      signIn: { reject: authApiError('Invalid login credentials', 'invalid_credentials') },
    });
    const { dialog } = await openModal('login', { actor: auth.actor });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), '!');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(auth.actor.getSnapshot().context.error).toBeNull();
    auth.actor.stop();
  });

  it('shows the service message when no code fits, and the fallback otherwise', async () => {
    const auth = await signedOutAuth({ signIn: { reject: authApiError('Compte suspendu') } });
    const { dialog } = await openModal('login', { actor: auth.actor });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Compte suspendu');
    auth.actor.stop();
  });

  it('sends the recovery email for the typed address and confirms it', async () => {
    const linkCalls = stubLinkCalls();
    const { dialog } = await openModal('login', { linkCalls });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Saisissez l'adresse email de votre compte pour recevoir le lien de réinitialisation.",
    );
    expect(linkCalls.resetPasswordForEmail).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Si un compte existe pour camille@gmail.com, vous allez recevoir un email pour choisir un nouveau mot de passe.',
    );
    expect(linkCalls.resetPasswordForEmail).toHaveBeenCalledWith('camille@gmail.com');
  });

  it('shows why the recovery email could not be sent', async () => {
    const linkCalls = stubLinkCalls({
      resetPasswordForEmail: () =>
        Promise.reject(authApiError('email rate limit exceeded', 'over_email_send_rate_limit', 429)),
    });
    const { dialog } = await openModal('login', { linkCalls });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Trop d'emails envoyés pour le moment. Patientez un peu (jusqu'à une heure), puis réessayez.",
    );
  });

  it("says to wait when Auth's per-address limit refuses a sign-in (429 over_request_rate_limit)", async () => {
    const auth = await signedOutAuth({
      signIn: { reject: authApiError('Request rate limit reached', 'over_request_rate_limit', 429) },
    });
    const { dialog } = await openModal('login', { actor: auth.actor });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives depuis votre connexion. Patientez quelques minutes, puis réessayez.',
    );
    auth.actor.stop();
  });

  it('sends a sign-in link, shows the link-sent screen, and goes back', async () => {
    const auth = await signedOutAuth();
    const { dialog } = await openModal('login', { actor: auth.actor });
    const magic = within(dialog).getByRole('button', { name: 'Recevoir un lien de connexion' });
    expect(magic).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'camille@gmail.com');
    await userEvent.click(magic);
    const heading = await within(dialog).findByRole('heading', { name: 'Vérifiez votre boîte mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Vérifiez votre boîte mail');
    expect(auth.calls.magicLink).toHaveBeenCalledWith({ email: 'camille@gmail.com', consent: false });
    expect(within(dialog).getByRole('link', { name: 'Ouvrir Gmail (nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#inbox',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(await within(dialog).findByLabelText('Email')).toHaveValue('camille@gmail.com');
    auth.actor.stop();
  });

  it('starts Google sign-in', async () => {
    const auth = await signedOutAuth();
    const { dialog } = await openModal('login', { actor: auth.actor });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer avec Google' }));
    expect(auth.calls.google).toHaveBeenCalledOnce();
    await act(() => Promise.resolve());
    expect(within(dialog).getByRole('button', { name: 'Continuer avec Google' })).toBeDisabled();
    auth.actor.stop();
  });
});
