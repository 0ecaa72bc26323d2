/**
 * Renders the real app shell and routes in jsdom, on a memory router, over the app's services
 * built with fakes (tests/support/services.tsx) and the root machine's IO stubbed: preferences
 * from `stored` rather than IndexedDB, catalogs loaded for real through Lingui, and an auth
 * machine whose session is `session` (signed out by default).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';

import type { PersistEvent, StoredPreferences } from '#app/app.machine.ts';
import { routes } from '#app/routes.tsx';
import { authMachine } from '#features/auth/auth.machine.ts';
import { stubLinkCalls } from '#features/auth/auth.fixtures.tsx';
import { AuthProvider, runtimeForActor, type AuthSession } from '#features/auth/index.ts';
import type { Locale } from '#core/locale.ts';
import { activateLocale } from '#i18n/i18n.ts';
import { applyAppearance } from '#ui/theme/applyAppearance.ts';

import { createTestServices, TestServices } from './services.tsx';

/** `stored` is what the device holds, or an Error when its storage cannot be read. */
export async function renderApp(
  path = '/',
  stored: StoredPreferences | Error = { locale: 'fr', appearance: undefined },
  { session = null }: { session?: AuthSession | null } = {},
) {
  const persisted: PersistEvent[] = [];
  const auth = createActor(
    authMachine.provide({
      actors: {
        getSession: fromPromise(() => Promise.resolve(session)),
        signOut: fromPromise(() => Promise.resolve()),
      },
    }),
  ).start();
  // The login and reset screens call the auth server's link calls: stubs, as the app has no backend here.
  const runtime = runtimeForActor(auth, stubLinkCalls());
  const services = await createTestServices({
    auth: runtime,
    machine: {
      actors: {
        // The mirror and the database agree, except when the database cannot be read.
        loadPreferences: fromPromise(() =>
          Promise.resolve(stored instanceof Error ? { locale: 'fr', appearance: undefined } : stored),
        ),
        readStoredPreferences: fromPromise(() =>
          stored instanceof Error ? Promise.reject(stored) : Promise.resolve(stored),
        ),
        activateLocale: fromPromise<Locale, { locale: Locale }>(async ({ input }) => {
          await activateLocale(input.locale);
          return input.locale;
        }),
        persistPreferences: fromCallback<PersistEvent>(({ receive }) =>
          receive((event) => persisted.push(event)),
        ),
      },
      actions: { applyAppearance: (_, appearance) => applyAppearance(document.documentElement, appearance) },
    },
  });
  const actor = services.app;
  await waitFor(actor, (snapshot) => snapshot.matches('running'));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Rendered in an awaited act(): a signed-in tree reads the data ports with use(), and React's
  // act() finishes a render that suspends there only when awaited (a bare render() warns).
  const view = await act(() =>
    Promise.resolve(
      render(
        <TestServices services={services}>
          <I18nProvider i18n={i18n}>
            <AuthProvider runtime={runtime}>
              <RouterProvider router={router} />
            </AuthProvider>
          </I18nProvider>
        </TestServices>,
      ),
    ),
  );
  // A lazy route renders nothing until its area's modules load; compiling an area for the first
  // time (vanilla-extract styles included) can take seconds on a busy machine.
  // (All banners: testing-library also counts a page's own <header> inside <main>, e.g. /pricing's.)
  await screen.findAllByRole('banner', {}, { timeout: 10_000 });
  return { ...view, actor, auth, router, persisted, services };
}
