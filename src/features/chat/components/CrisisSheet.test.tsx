import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CrisisSheet, useCrisisSheet } from './CrisisSheet.tsx';

function Harness() {
  const sheet = useCrisisSheet();
  return (
    <>
      <button type="button" onClick={sheet.open}>
        Besoin d'aide maintenant
      </button>
      <input aria-label="Ailleurs" />
      <CrisisSheet open={sheet.isOpen} onClose={sheet.close} />
    </>
  );
}

function renderSheet() {
  return render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  );
}

describe('crisis sheet', () => {
  it('opens as a labelled modal dialog with the crisis lines as tappable links, 3114 first', async () => {
    const user = userEvent.setup();
    renderSheet();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Besoin d'aide maintenant" }));

    const dialog = screen.getByRole('dialog', { name: "Besoin d'aide maintenant" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:3114',
      'tel:15',
      'tel:112',
      'sms:114',
      'tel:+33972394050',
    ]);
    // jsdom joins the spans without the spaces their layout gives in a browser.
    expect(links[0]).toHaveAccessibleName(
      /^3114\s*Numéro national de prévention du suicide\s*\(Appeler le 3114\)$/,
    );
    expect(links[3]).toHaveAccessibleName(/^114\s*114 par SMS\s*\(Envoyer un SMS au 114\)$/);
    expect(links[4]).toHaveAccessibleName(/^09 72 39 40 50\s*SOS Amitié\s*\(Appeler SOS Amitié\)$/);
    expect(within(dialog).getByText('09 72 39 40 50')).toBeInTheDocument();
  });

  it('moves focus inside, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderSheet();
    const opener = screen.getByRole('button', { name: "Besoin d'aide maintenant" });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let step = 0; step < 10; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its buttons too', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: "Besoin d'aide maintenant" }));
    await user.click(screen.getByRole('button', { name: 'Revenir à la conversation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Besoin d'aide maintenant" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reminds that the coaches are AIs and offers a grounding exercise', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: "Besoin d'aide maintenant" }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Emma et Louis sont des intelligences artificielles');
    expect(dialog).toHaveTextContent('En attendant, respirons ensemble');
  });
});
