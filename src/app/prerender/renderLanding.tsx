/**
 * Build-time render of what a signed-out visitor first sees at "/": the client's own route tree
 * (top bar, landing, footer) with the boot catalog of one language. prerenderPlugin.ts builds
 * this entry for Node and pastes its output into index.html; the client never imports it.
 */
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';

import { AppActorProvider } from '#app/appActor.tsx';
import { appMachine } from '#app/app.machine.ts';
import { routes } from '#app/routes.tsx';
import { defaultAppearance } from '#core/appearance.ts';
import { parseConfig, type AppConfig } from '#core/config.ts';
import type { Locale } from '#core/locale.ts';
import { ok } from '#core/result.ts';
import { AuthProvider, createAuthRuntime } from '#features/auth/index.ts';
import { i18n } from '#i18n/i18n.ts';
import { messages as en } from '#locales/en/messages.po';
import { messages as fr } from '#locales/fr/messages.po';

const bootCatalogs = { fr, en } satisfies Record<Locale, unknown>;

/** The root actor as the client has it once booted on a fresh device: never started, no effects. */
function bootedAppActor(locale: Locale, config: AppConfig) {
  const snapshot = appMachine.resolveState({
    value: { running: 'idle' },
    context: {
      config: ok(config),
      browserLanguages: [locale],
      locale,
      appearance: { ...defaultAppearance },
      online: true,
      updateAvailable: false,
      storageProblem: false,
      preferencesChanged: false,
    },
  });
  return createActor(appMachine, {
    snapshot,
    input: { config: snapshot.context.config, browserLanguages: [locale], online: true },
  });
}

/** A visitor with no stored session: signed out at once, and the auth client never loads here. */
function visitorAuthRuntime() {
  return createAuthRuntime({
    load: () => Promise.reject(new Error('No auth client in the prerender')),
    statusBeforeStart: 'signedOut',
  });
}

/**
 * The markup of `#root` for a visitor at "/" in `locale`, as `<App />` renders it once booted;
 * null when this build lacks its backend configuration (the client shows the configuration
 * screen, not the landing). `<title>` is left out: React puts it in <head> on the client.
 */
export function renderLanding(locale: Locale): string | null {
  const config = parseConfig(import.meta.env);
  if (!config.ok) return null;
  i18n.loadAndActivate({ locale, messages: bootCatalogs[locale] });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const html = renderToString(
    <AppActorProvider actor={bootedAppActor(locale, config.value)}>
      <I18nProvider i18n={i18n}>
        <AuthProvider runtime={visitorAuthRuntime()}>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </AppActorProvider>,
  );
  router.dispose();
  // React's markers for hydration (text separators, Suspense boundaries) mean nothing here: the
  // client replaces this markup, it does not hydrate it.
  return html.replace(/<title>[^<]*<\/title>|<!--(?: |\$|\/\$)-->/g, '');
}
