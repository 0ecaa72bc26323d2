import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

import { defaultAppearance } from '#core/appearance.ts';
import { getRecentErrors } from '#data/logger.ts';

import { AppErrorBoundary } from './AppErrorBoundary.tsx';

let shouldThrow = true;
function Fragile({ message }: { message: string }) {
  if (shouldThrow) throw new Error(message);
  return <p>Contenu rétabli</p>;
}

function silenceReactErrorLogs() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

it("shows 'Erreur de l'application' with an error id, actions and technical details, and retries", async () => {
  silenceReactErrorLogs();
  shouldThrow = true;
  const resetAppearance = vi.fn(() => Promise.resolve());
  render(
    <AppErrorBoundary resetAppearance={resetAppearance}>
      <Fragile message="Impossible de lire la conversation" />
    </AppErrorBoundary>,
  );

  expect(await screen.findByRole('heading', { name: "Erreur de l'application" })).toBeInTheDocument();
  const id = within(screen.getByText(/Identifiant de l'erreur/)).getByText(/^ERR-[0-9A-Z]{8}$/).textContent;
  expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Signaler' }).getAttribute('href')).toContain(
    encodeURIComponent(`Erreur ${id}`),
  );
  await userEvent.click(screen.getByText('Détails techniques'));
  expect(screen.getAllByText(/Impossible de lire la conversation/).length).toBeGreaterThan(0);
  expect(getRecentErrors().at(-1)).toMatchObject({ id, severity: 'critical' });
  expect(resetAppearance).not.toHaveBeenCalled();

  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
});

it('resets corrupted appearance settings and reloads after 1 s', async () => {
  silenceReactErrorLogs();
  vi.useFakeTimers();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload, pathname: '/' });
  shouldThrow = true;
  const resetAppearance = vi.fn(() => Promise.resolve());
  try {
    render(
      <AppErrorBoundary resetAppearance={resetAppearance}>
        <Fragile message="Invalid accent colour in appearance settings" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText(/ont été réinitialisés/)).toBeInTheDocument();
    expect(resetAppearance).toHaveBeenCalledWith(defaultAppearance);
    await vi.advanceTimersByTimeAsync(0); // the reset is saved…
    await vi.advanceTimersByTimeAsync(999); // …and the reload waits one second
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  }
});
