import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';

import { renderApp } from '#tests/support/renderApp.tsx';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

it('offers nothing where the app cannot be installed', async () => {
  await renderApp('/');
  const drawer = await openDrawer();
  expect(within(drawer).queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument();
});

it('explains the two taps on iOS Safari, which has no install dialog', async () => {
  vi.stubGlobal('navigator', {
    ...navigator,
    languages: navigator.languages,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  });
  await renderApp('/');
  const drawer = await openDrawer();
  const button = within(drawer).getByRole('button', { name: "Installer l'application" });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(drawer).getByText("Choisissez « Sur l'écran d'accueil », puis « Ajouter ».")).toBeVisible();
});

it('offers installing when the browser allows it, and shows the browser’s own dialog', async () => {
  const { services } = await renderApp('/');
  stop = services.installPrompt.watch();
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(true);

  const drawer = await openDrawer();
  await userEvent.click(within(drawer).getByRole('button', { name: "Installer l'application" }));
  expect(prompt).toHaveBeenCalledTimes(1);
  // Accepted: the app is installed, the offer goes.
  await vi.waitFor(() =>
    expect(within(drawer).queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument(),
  );
});
