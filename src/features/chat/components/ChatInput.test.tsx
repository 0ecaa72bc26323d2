import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChatInput, type ChatInputProps } from './ChatInput.tsx';

function renderInput(overrides: Partial<ChatInputProps> = {}) {
  const props: ChatInputProps = {
    characterName: 'Emma',
    disabledReason: null,
    cooldownUntil: null,
    refusal: null,
    creditNotice: null,
    onSend: vi.fn(() => true),
    onDraftChange: vi.fn(),
    onUpgrade: vi.fn(),
    ...overrides,
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <ChatInput {...props} />
    </I18nProvider>,
  );
  const rerender = (next: Partial<ChatInputProps>) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <ChatInput {...props} {...next} />
      </I18nProvider>,
    );
  return { props, rerender, field: screen.getByRole('textbox', { name: 'Votre message à Emma' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat input', () => {
  it('sends on Enter, empties the field and keeps the focus in it', async () => {
    const user = userEvent.setup();
    const mark = vi.spyOn(performance, 'mark');
    const { props, field } = renderInput();
    await user.type(field, 'Bonjour Emma{Enter}');
    expect(props.onSend).toHaveBeenCalledWith('Bonjour Emma');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(mark.mock.calls[0]?.[0]).toBe('chat:enter');
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const { props, field } = renderInput();
    await user.type(field, 'Première ligne{Shift>}{Enter}{/Shift}Deuxième ligne');
    expect(props.onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('Première ligne\nDeuxième ligne');
  });

  it('keeps the text when the send is refused', async () => {
    const user = userEvent.setup();
    const { field } = renderInput({ onSend: vi.fn(() => false) });
    await user.type(field, 'Encore moi{Enter}');
    expect(field).toHaveValue('Encore moi');
  });

  it('sends with the send button too', async () => {
    const user = userEvent.setup();
    const { props, field } = renderInput();
    await user.type(field, 'Par le bouton');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(props.onSend).toHaveBeenCalledWith('Par le bouton');
  });

  it('counts characters out of 500 and stops at 500', async () => {
    const user = userEvent.setup();
    const { field } = renderInput();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(field, 'Bonjour');
    expect(screen.getByText('7/500')).toBeInTheDocument();
    expect(screen.getByText('7 caractères sur 500')).toBeInTheDocument();

    await user.clear(field);
    await user.click(field);
    await user.paste('a'.repeat(520));
    expect(field).toHaveValue('a'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(field).toHaveAttribute('maxLength', '500');
  });

  it('shows the cooldown countdown, then the usual hint once it is over', () => {
    vi.useFakeTimers();
    let now = 10_000;
    renderInput({ cooldownUntil: 13_000, now: () => now });
    expect(screen.getByText('Veuillez patienter 3s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer (disponible dans 3s)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    now = 11_100;
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(screen.getByText('Veuillez patienter 2s')).toBeInTheDocument();

    now = 13_000;
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText(/Veuillez patienter/)).not.toBeInTheDocument();
    expect(screen.getByText('Entrée pour envoyer, Maj + Entrée pour aller à la ligne')).toBeInTheDocument();
  });

  it('explains a send refused during the cooldown', () => {
    renderInput({ cooldownUntil: Date.now() + 2_000, refusal: { code: 'cooldown', seconds: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pour éviter le spam, attendez quelques secondes entre les messages',
    );
  });

  it('drops a refusal as soon as the person edits the text', async () => {
    const user = userEvent.setup();
    const { props, field } = renderInput({ refusal: { code: 'empty' } });
    await user.type(field, 'a');
    expect(props.onDraftChange).toHaveBeenCalled();
  });

  it('warns when few messages are left and offers an upgrade', async () => {
    const user = userEvent.setup();
    const { props } = renderInput({ creditNotice: { kind: 'low', remaining: 2 } });
    expect(screen.getByText('Plus que 2 messages restants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passer à une offre supérieure' }));
    expect(props.onUpgrade).toHaveBeenCalledWith('low_credits');
  });

  it('says credits are exhausted and opens the offers', async () => {
    const user = userEvent.setup();
    const { props } = renderInput({ creditNotice: { kind: 'exhausted' } });
    expect(screen.getByText(/Crédits épuisés/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les offres' }));
    expect(props.onUpgrade).toHaveBeenCalledWith('no_credits');
  });

  it('is disabled while the conversation opens, and says why', () => {
    const { field } = renderInput({ disabledReason: 'loading' });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', 'Ouverture de la conversation…');
    expect(
      screen.getByText('La conversation se charge, vous pourrez écrire dans un instant.'),
    ).toBeInTheDocument();
  });

  it('puts back a draft the device could not store', () => {
    const { rerender, field } = renderInput();
    rerender({ restoredDraft: { text: 'Mon message' } });
    expect(field).toHaveValue('Mon message');
    expect(field).toHaveFocus();
  });
});
